/**
 * Founding-members events against DynamoDB Local: an admin marks founding members (admin-only),
 * and every way onto such an event — the registration form, per-event checkout, the access check,
 * waitlist promotion — lets founding members in and refuses everyone else with the event's text.
 */
import { describe, it, expect, beforeAll, vi } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { createSession } from '../../functions/lib/auth/tokens';
import { eventBySlug } from '../../content/events/index';
import { NOW, cancelTokenFrom, counter, eventAt, registerVia, reservation } from './reservations-helpers';

const FOUNDERS = 'founding-members-fika-tokyo';
const REFUSAL = eventBySlug(FOUNDERS)!.exclusiveRefusal!;
const SM = '/api/subscription-management';

async function subscribe(h: Harness, email: string) {
  await h.ports.table.put({ ...keys.subscription(email), type: 'Subscription', email, subscription_status: 'active', current_period_end: '2027-01-01T00:00:00.000Z', rev: 1 });
}

describe('founding members', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const adminCall = (action: string, data: unknown, headers = admin) => h.call('/api/admin-console', { action, data }, { headers });
  const { event, occurrence } = eventAt(FOUNDERS);

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
    admin = await h.adminHeaders();
  });
  /** A subscription counts only for a caller who proves the address: here the member session of it. */
  const signedIn = async (email: string) => ({ authorization: `Bearer ${(await createSession(h.ports, { kind: 'member', email, ttlSeconds: 3600 })).token}` });
  const registerSignedIn = async (email: string, i: number) =>
    h.call('/api/email-signup', { email, source: `event:${FOUNDERS}`, metadata: { event_slug: FOUNDERS } }, { ip: `10.1.${(i >> 8) & 255}.${i & 255}`, headers: await signedIn(email) });

  it('the event carries its own refusal text', () => {
    expect(event.exclusiveType).toBe('founding-members');
    expect(REFUSAL).toMatch(/founding members/);
  });

  it('only an admin marks founding members', async () => {
    const member = await createSession(h.ports, { kind: 'member', email: 'sneaky@example.com', ttlSeconds: 3600 });
    for (const headers of [{}, { authorization: `Bearer ${member.token}` }] as Record<string, string>[]) {
      const r = await adminCall('set_founding_member', { email: 'sneaky@example.com', founding: true }, headers);
      expect([401, 403]).toContain(r.status);
      expect([401, 403]).toContain((await adminCall('list_founding_members', {}, headers)).status);
    }
    expect(await h.ports.table.get(keys.member('sneaky@example.com'))).toBeUndefined();
    const bad = await adminCall('set_founding_member', { email: 'not-an-email', founding: true });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please enter a valid email address');
  });

  it('refuses a subscriber who is not a founding member, with the event’s explanation, and reserves nothing', async () => {
    await subscribe(h, 'five-minutes@example.com');
    const r = await registerVia(h, 'five-minutes@example.com', FOUNDERS);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, error: REFUSAL });
    expect(await reservation(h, FOUNDERS, occurrence, 'five-minutes@example.com')).toBeUndefined();
    const visitor = await registerVia(h, 'visitor@example.com', FOUNDERS, undefined, 1);
    expect(visitor.status).toBe(403);
    expect(visitor.body.error).toBe(REFUSAL);

    const access = await h.call(SM, { action: 'check_event_access', data: { email: 'five-minutes@example.com', eventSlug: FOUNDERS } });
    expect(access.body.data).toMatchObject({ hasAccess: false, accessType: 'founding-members', message: REFUSAL, requiresPayment: false });
  });

  it('refuses paying for the event before any checkout session is created', async () => {
    const create = vi.spyOn(h.ports.payments, 'createCheckoutSession');
    const r = await h.call(SM, { action: 'create_event_checkout_session', data: { email: 'payer@example.com', priceCents: 300000, currency: 'JPY', eventMetadata: { eventSlug: FOUNDERS } } });
    expect(r.status).toBe(403);
    expect(r.body.error).toBe(REFUSAL);
    expect(create).not.toHaveBeenCalled();
    expect(await reservation(h, FOUNDERS, occurrence, 'payer@example.com')).toBeUndefined();
    create.mockRestore();
  });

  it('lets a founding member in: asked to subscribe first, then confirmed; the admin list shows them', async () => {
    const mark = await adminCall('set_founding_member', { email: ' Early.Bird@Example.com ', founding: true });
    expect(mark.status).toBe(200);
    expect(mark.body.data).toEqual({ email: 'early.bird@example.com', founding_member: true });
    const list = await adminCall('list_founding_members', {});
    expect(list.body.data).toEqual({ rows: [{ email: 'early.bird@example.com', founding_member_since: NOW.replace('Z', '.000Z'), marked_by: 'admin@example.com' }], total: 1, next: null });

    const unsubscribed = await registerVia(h, 'early.bird@example.com', FOUNDERS, undefined, 2);
    expect(unsubscribed.status).toBe(402);
    expect(unsubscribed.body.requiresSubscription.subscriptionUrl).toContain(`event=${FOUNDERS}`);

    await subscribe(h, 'early.bird@example.com');
    // Without proof of the address the subscription does not count (it is not told to strangers).
    expect((await registerVia(h, 'early.bird@example.com', FOUNDERS, undefined, 4)).status).toBe(402);
    const r = await registerSignedIn('early.bird@example.com', 3);
    expect(r.status).toBe(201);
    expect(r.body.reservation.rsvpStatus).toBe('confirmed');
    const access = await h.call(SM, { action: 'check_event_access', data: { email: 'early.bird@example.com', eventSlug: FOUNDERS } }, { headers: await signedIn('early.bird@example.com') });
    expect(access.body.data).toMatchObject({ hasAccess: true, accessType: 'subscription' });

    // Unmarked: refused again (the reservation already made stays).
    const unmark = await adminCall('set_founding_member', { email: 'early.bird@example.com', founding: false });
    expect(unmark.body.data).toEqual({ email: 'early.bird@example.com', founding_member: false });
    expect((await adminCall('list_founding_members', {})).body.data).toEqual({ rows: [], total: 0, next: null });
    expect((await h.call(SM, { action: 'check_event_access', data: { email: 'early.bird@example.com', eventSlug: FOUNDERS } })).body.data.hasAccess).toBe(false);
  });

  it('promotes from the waitlist only founding members', async () => {
    // The early bird holds one place: these fill the rest and put the last two on the waitlist.
    const founders = Array.from({ length: event.capacity + 1 }, (_, i) => `founder${i}@example.com`);
    for (const [i, email] of founders.entries()) {
      await adminCall('set_founding_member', { email, founding: true });
      await subscribe(h, email);
      await registerSignedIn(email, 100 + i);
    }
    await h.bus.drain();
    const waiting = founders.slice(-2);
    const confirmedBefore = (await counter(h, FOUNDERS, occurrence)).confirmed;
    expect(confirmedBefore).toBe(event.capacity);
    expect((await reservation(h, FOUNDERS, occurrence, waiting[0]))?.status).toBe('waitlisted');
    expect((await reservation(h, FOUNDERS, occurrence, waiting[1]))?.status).toBe('waitlisted');

    // The first in line stops being a founding member; a place frees up.
    await adminCall('set_founding_member', { email: waiting[0], founding: false });
    await h.call('/api/reservations', { action: 'cancel_reservation', data: { token: cancelTokenFrom(h, founders[0]) } });
    await h.bus.drain();
    expect((await reservation(h, FOUNDERS, occurrence, waiting[0]))?.status).toBe('waitlisted');
    expect((await reservation(h, FOUNDERS, occurrence, waiting[1]))?.status).toBe('confirmed');
    expect((await counter(h, FOUNDERS, occurrence)).confirmed).toBe(event.capacity);
    expect(h.bus.deadLetters).toEqual([]);
  }, 60_000);
});
