/**
 * Each state change and its event are one transaction: when the transaction fails nothing is stored
 * and no event goes out; when it succeeds the change is stored with exactly one event, and a retry
 * neither changes it twice nor sends a second event.
 */
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { promoteWaitlist } from '../../functions/reservations/promote';
import { occurrenceStart } from '../../functions/reservations/policy';
import { eventReminders } from '../../functions/jobs/reservations';
import { NOW, cancelTokenFrom, counter, eventAt, registerVia, reservation } from './reservations-helpers';

const clock = fixedClock(NOW);
let h: Harness;
/** When set, the transactions after this many more fail before they reach DynamoDB. */
let passBeforeFailing: number | null = null;
let ip = 0;

/** Runs `fn` with its transactions failing after the first `pass`, once the bus has settled (its consumers write too). */
async function withFailingTransactions<T>(fn: () => Promise<T>, pass = 0): Promise<T> {
  await h.bus.drain();
  passBeforeFailing = pass;
  try {
    return await fn();
  } finally {
    passBeforeFailing = null;
  }
}

async function published(type: string, match: Record<string, unknown> = {}) {
  await h.bus.drain();
  return h.bus.published.filter((e) => e['detail-type'] === type && Object.entries(match).every(([k, v]) => (e.detail as Record<string, unknown>)[k] === v));
}

beforeAll(async () => {
  h = await setupIntegration({
    clock,
    table: {
      beforeTransact: () => {
        if (passBeforeFailing === null) return;
        if (passBeforeFailing-- > 0) return;
        throw new Error('injected transaction failure');
      },
    },
  });
});

afterEach(() => clock.set(NOW));

describe('the newsletter list', () => {
  it('a signup that cannot be written stores nothing and announces nothing; a stored one announces once', async () => {
    const join = () => h.call('/api/email-signup', { email: 'outbox.join@example.com', source: 'website' }, { ip: `10.50.0.${++ip}` });
    const failed = await withFailingTransactions(join);
    expect(failed.status).toBe(500);
    expect(await h.ports.table.get(keys.signup('outbox.join@example.com'), { consistent: true })).toBeUndefined();
    expect(await published('signup.created', { email: 'outbox.join@example.com' })).toHaveLength(0);

    expect((await join()).status).toBe(201);
    expect((await join()).body.isDuplicate).toBe(true);
    expect(await h.ports.table.get(keys.signup('outbox.join@example.com'), { consistent: true })).toMatchObject({ status: 'active' });
    expect(await published('signup.created', { email: 'outbox.join@example.com' })).toHaveLength(1);
  });
});

describe('event registration, cancellation, promotion and reminders', () => {
  const SLUG = 'ginza-rooftop-happy-hour';
  const { event, occurrence } = eventAt(SLUG);
  const register = (email: string) => registerVia(h, email, SLUG, undefined, 5000 + ++ip);

  it('a confirmed registration is stored with exactly one reservation.confirmed, or not at all', async () => {
    const failed = await withFailingTransactions(() => register('first@example.com'));
    expect(failed.status).toBe(500);
    expect(await reservation(h, SLUG, occurrence, 'first@example.com')).toBeUndefined();
    expect(await counter(h, SLUG, occurrence)).toEqual({});
    expect(await published('reservation.confirmed', { email: 'first@example.com' })).toHaveLength(0);

    const ok = await register('first@example.com');
    expect(ok.body.reservation).toMatchObject({ rsvpStatus: 'confirmed', currentCount: 1 });
    const again = await register('first@example.com');
    expect(again.body.isDuplicate).toBe(true);
    const stored = await reservation(h, SLUG, occurrence, 'first@example.com');
    const events = await published('reservation.confirmed', { email: 'first@example.com' });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toEqual({ reservationId: stored!.id, email: 'first@example.com', eventSlug: SLUG, occurrence, promoted: false, paid: false });
    expect(await counter(h, SLUG, occurrence)).toMatchObject({ confirmed: 1 });
  });

  it('a waitlist entry is stored with exactly one reservation.waitlisted carrying its position, or not at all', async () => {
    // Every place taken.
    await h.ports.table.update(keys.eventCounter(SLUG, occurrence), { update: 'SET confirmed = :cap', values: { ':cap': event.capacity } });
    // The place transaction fails on its capacity condition; the waitlist transaction then fails.
    const failed = await withFailingTransactions(() => register('waiter@example.com'), 1);
    expect(failed.status).toBe(500);
    expect(await reservation(h, SLUG, occurrence, 'waiter@example.com')).toBeUndefined();
    expect(await counter(h, SLUG, occurrence)).not.toHaveProperty('waitlisted');
    expect(await published('reservation.waitlisted', { email: 'waiter@example.com' })).toHaveLength(0);

    // The failed attempt's ticket was given back: the position is still 1.
    const ok = await register('waiter@example.com');
    expect(ok.body.reservation).toMatchObject({ rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    const events = await published('reservation.waitlisted', { email: 'waiter@example.com' });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toMatchObject({ eventSlug: SLUG, occurrence, waitlistPosition: 1 });
  });

  it('a promotion is stored with exactly one reservation.confirmed (promoted), or not at all', async () => {
    // A place frees without anyone announcing it; the promoter fills it.
    await h.ports.table.update(keys.eventCounter(SLUG, occurrence), { update: 'SET confirmed = confirmed - :one', values: { ':one': 1 } });
    await expect(withFailingTransactions(() => promoteWaitlist(h.ports, event, occurrence))).rejects.toThrow('injected transaction failure');
    expect(await reservation(h, SLUG, occurrence, 'waiter@example.com')).toMatchObject({ status: 'waitlisted' });
    expect(await published('reservation.confirmed', { email: 'waiter@example.com' })).toHaveLength(0);

    expect(await promoteWaitlist(h.ports, event, occurrence)).toHaveLength(1);
    expect(await promoteWaitlist(h.ports, event, occurrence)).toHaveLength(0);
    expect(await reservation(h, SLUG, occurrence, 'waiter@example.com')).toMatchObject({ status: 'confirmed' });
    expect(await counter(h, SLUG, occurrence)).toMatchObject({ confirmed: event.capacity, waitlisted: 0 });
    const events = await published('reservation.confirmed', { email: 'waiter@example.com' });
    expect(events).toHaveLength(1);
    expect(events[0].detail).toMatchObject({ promoted: true, paid: false });
  });

  it('a reminder is claimed with exactly one reservation.reminder-due, or not at all; a second run sends none', async () => {
    clock.set(new Date(occurrenceStart(event, occurrence).getTime() - 23 * 3_600_000));
    await expect(withFailingTransactions(() => eventReminders(h.ports))).rejects.toThrow('injected transaction failure');
    expect(await reservation(h, SLUG, occurrence, 'first@example.com')).not.toHaveProperty('reminderSentAt');
    expect(await published('reservation.reminder-due', { email: 'first@example.com' })).toHaveLength(0);

    expect((await eventReminders(h.ports)).sent).toBe(2); // first@ and the promoted waiter@
    expect((await eventReminders(h.ports)).sent).toBe(0);
    expect(await reservation(h, SLUG, occurrence, 'first@example.com')).toHaveProperty('reminderSentAt');
    expect(await published('reservation.reminder-due', { email: 'first@example.com' })).toHaveLength(1);
  });

  it('a cancellation is stored with exactly one session.cancelled, or not at all', async () => {
    const token = cancelTokenFrom(h, 'first@example.com');
    const before = await counter(h, SLUG, occurrence);
    const failed = await withFailingTransactions(() => h.call('/api/reservations', { action: 'cancel_reservation', data: { token } }));
    expect(failed.status).toBe(500);
    expect(await reservation(h, SLUG, occurrence, 'first@example.com')).toMatchObject({ status: 'confirmed' });
    expect(await counter(h, SLUG, occurrence)).toEqual(before);
    expect(await published('session.cancelled', { email: 'first@example.com' })).toHaveLength(0);

    expect((await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } })).body.data.status).toBe('cancelled');
    expect((await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } })).body.data.status).toBe('cancelled');
    expect(await reservation(h, SLUG, occurrence, 'first@example.com')).toMatchObject({ status: 'cancelled' });
    expect(await counter(h, SLUG, occurrence)).toMatchObject({ confirmed: event.capacity - 1 });
    expect(await published('session.cancelled', { email: 'first@example.com' })).toHaveLength(1);
  });
});
