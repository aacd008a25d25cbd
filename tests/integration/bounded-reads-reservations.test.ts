/**
 * Issue 28: the reservation paths and the jobs read a bounded number of items, whatever the size
 * of the date. The same date is loaded at two sizes (cancelled rows and a long waitlist, a full
 * set of confirmed places and a live payment hold) and every public call and job run is measured
 * (items DynamoDB bills: tests/support/read-meter.ts): the reads must not grow with the date.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter, type ReadMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { ensureCatalogue } from '../../functions/lib/event-store';
import { backfillReservationIndexes } from '../../functions/reservations/backfill';
import { DOOR_WAITLIST_ROWS, doorList } from '../../functions/passport/door';
import { occurrenceStart } from '../../functions/reservations/policy';
import * as reservations from '../../functions/reservations/store';
import { cancelToken, type Reservation, type ReservationFields } from '../../functions/reservations/model';
import { currentWaitlistPosition } from '../../functions/reservations/store';
import { keys } from '../../functions/lib/keys';
import type { TransactOp } from '../../functions/lib/ports';
import { NOW, eventAt, placeFields, registerVia } from './reservations-helpers';

const SLUG = 'weekly-saturday-morning-fika-yoyogi-uehara';
const HOUR = 3_600_000;
const SIZES = [40, 250] as const;

interface Loaded {
  h: Harness;
  meter: ReadMeter;
  occurrence: string;
  lastWaiting: Reservation;
  lastSubscriber: Reservation;
}

const fields = (h: Harness, occurrence: string, email: string, status: ReservationFields['status'], extra: Partial<ReservationFields> = {}) => placeFields(h, SLUG, occurrence, email, status, extra);

/** Writes ops in transactions of up to 100, a few at once. */
async function bulk(h: Harness, ops: TransactOp[]): Promise<void> {
  const chunks: TransactOp[][] = [];
  for (let i = 0; i < ops.length; i += 100) chunks.push(ops.slice(i, i + 100));
  for (let i = 0; i < chunks.length; i += 4) await Promise.all(chunks.slice(i, i + 4).map((c) => h.ports.table.transact(c)));
}

/**
 * One date of SLUG: every place taken (capacity − 1 confirmed, 3 of them series places, and one live
 * payment hold), `size` cancelled rows, and a waitlist of `size` people and size/10 subscribers
 * (each through a real ticket), a fifth of whom left again (real releases).
 */
async function load(size: number): Promise<Loaded> {
  const meter = readMeter();
  const h = await setupIntegration({ clock: fixedClock(NOW), table: { onRead: meter.onRead } });
  const { event, occurrence } = eventAt(SLUG);
  const ref = { slug: SLUG, capacity: event.capacity };
  const ops: TransactOp[] = [];
  for (let i = 0; i < event.capacity - 1; i++) ops.push(reservations.putNewOp(reservations.newItem(fields(h, occurrence, `c${i}@x.test`, 'confirmed', i < 3 ? { series: true } : {}))));
  // Live through every measured run (the jobs run up to the start).
  const holdUntil = new Date(occurrenceStart(event, occurrence).getTime() + HOUR).toISOString();
  ops.push(reservations.putNewOp(reservations.newItem(fields(h, occurrence, 'held@x.test', 'pending_payment', { holdExpiresAt: holdUntil }))));
  for (let i = 0; i < size; i++) ops.push(reservations.putNewOp(reservations.newItem(fields(h, occurrence, `gone${i}@x.test`, 'cancelled', { cancelledAt: NOW, cancelReason: 'cancelled' }))));
  ops.push({ put: { ...keys.eventCounter(SLUG, occurrence), capacity: event.capacity, confirmed: event.capacity, held: 1, waitlisted: 0 } });
  await bulk(h, ops);

  const waiting: Reservation[] = [];
  const join = async (email: string, subscriber: boolean) => {
    const c = await reservations.takeTicket(h.ports, ref, occurrence, subscriber);
    const r = reservations.waitingItem(reservations.newItem(fields(h, occurrence, email, 'waitlisted', { subscriber })), subscriber ? c.nextSubscriberSeq : c.nextWaitlistSeq);
    await h.ports.table.transact([reservations.joinWaitlistOp(ref, occurrence), reservations.putNewOp(r)]);
    return r;
  };
  for (let i = 0; i < size; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, size - i) }, (_, j) => join(`w${i + j}@x.test`, false)));
    waiting.push(...batch.sort((a, b) => Number(a.waitlistSeq) - Number(b.waitlistSeq)));
    waiting.push(await join(`s${i}@x.test`, true));
  }
  const leaving = waiting.filter((_, i) => i % 5 === 2);
  for (let i = 0; i < leaving.length; i += 10) {
    await Promise.all(
      leaving.slice(i, i + 10).map((r) => h.ports.table.transact([reservations.cancelOp(r, NOW, { late: false, noShow: false, feeOwedCents: 0 }), reservations.leaveOp(ref, r)])),
    );
  }
  const still = waiting.filter((r) => !leaving.includes(r));
  const last = (subscriber: boolean) => still.filter((r) => r.subscriber === subscriber).sort((a, b) => Number(b.waitlistSeq) - Number(a.waitlistSeq))[0];
  return { h, meter, occurrence, lastWaiting: last(false), lastSubscriber: last(true) };
}

/** What each call and job read at one size. */
async function measureAll(l: Loaded): Promise<Record<string, number>> {
  const { h, meter, occurrence } = l;
  // Only the measured call reads: no consumer runs meanwhile (the relay stops), and the catalogue is loaded.
  await h.bus.drain();
  await h.relay.stop();
  await ensureCatalogue(h.ports);
  const start = occurrenceStart(eventAt(SLUG).event, occurrence).getTime();
  const at = (t: number) => ({ ...h.ports, clock: fixedClock(new Date(t)) });
  const out: Record<string, number> = {};
  const measure = async (name: string, fn: () => Promise<unknown>) => {
    out[name] = (await meter.measure(fn)).items;
  };
  const token = (r: Reservation) => cancelToken(h.ports.secrets.signingSecret, r);

  await measure('get_availability (a live hold)', async () => {
    const r = await h.call('/api/reservations', { action: 'get_availability', data: { slugs: [SLUG] } });
    expect(r.body.data[0]).toMatchObject({ currentCount: eventAt(SLUG).event.capacity, isFull: true });
  });
  await measure('get_reservation (last waiting)', async () => {
    const r = await h.call('/api/reservations', { action: 'get_reservation', data: { token: token(l.lastWaiting) } });
    expect(r.status).toBe(200);
    expect(r.body.data.waitlistPosition).toBeGreaterThan(0);
  });
  await measure('get_reservation (last subscriber waiting)', async () => {
    const r = await h.call('/api/reservations', { action: 'get_reservation', data: { token: token(l.lastSubscriber) } });
    expect(r.status).toBe(200);
  });
  await measure('email-signup joining the waitlist (a live hold)', async () => {
    const r = await registerVia(h, 'late@x.test', SLUG, undefined, 7);
    expect(r.body.reservation).toMatchObject({ rsvpStatus: 'waitlisted' });
  });
  // The door list reads the confirmed places (their index entries and attendance), the first
  // DOOR_WAITLIST_ROWS waiting and the counter: never the cancelled rows, nor the rest of the waitlist.
  await measure('get_door_list', async () => {
    const list = await doorList(at(start - HOUR), SLUG, occurrence);
    const waiting = list.rows.filter((r) => r.status === 'waitlisted');
    expect(waiting.length).toBe(DOOR_WAITLIST_ROWS);
    expect(list.counts.waitlisted).toBe((await reservations.counter(h.ports, eventAt(SLUG).event, occurrence)).waitlisted);
    expect(list.counts.waitlisted).toBeGreaterThan(DOOR_WAITLIST_ROWS);
  });
  await measure('series-rsvp (checks due)', async () => expect((await runJob('series-rsvp', at(start - 47 * HOUR))).checks).toBe(0));
  await measure('event-reminders (first run)', async () => expect((await runJob('event-reminders', at(start - 23 * HOUR))).sent).toBe(eventAt(SLUG).event.capacity - 1));
  await measure('event-reminders (next run)', async () => expect((await runJob('event-reminders', at(start - 22 * HOUR))).sent).toBe(0));
  await measure('venue-reveal', () => runJob('venue-reveal', at(start - 22 * HOUR)));
  await measure('no-show-sweep', () => runJob('no-show-sweep', at(start + 2 * 24 * HOUR)));
  return out;
}

describe('bounded reads: reservations and jobs (issue 28)', () => {
  const results: Record<number, Record<string, number>> = {};
  const loaded: Record<number, Loaded> = {};

  beforeAll(async () => {
    for (const size of SIZES) {
      loaded[size] = await load(size);
      // Correctness first: the bounded position equals counting everyone ahead.
      const { h, lastWaiting, lastSubscriber } = loaded[size];
      for (const r of [lastWaiting, lastSubscriber]) {
        const stored = (await reservations.get(h.ports, SLUG, r.occurrence, r.email))!;
        const ahead = await h.ports.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk AND gsi2sk < :mine', values: { ':pk': stored.gsi2pk, ':mine': stored.gsi2sk } });
        expect(await currentWaitlistPosition(h.ports, stored)).toBe(ahead.length + 1);
      }
      results[size] = await measureAll(loaded[size]);
    }
    console.log(`items read at ${SIZES.join(' / ')} reservations on the date:\n${Object.keys(results[SIZES[0]]).map((k) => `  ${k}: ${SIZES.map((s) => results[s][k]).join(' / ')}`).join('\n')}`);
  }, 120_000);

  it('every public call and job run reads the same at both sizes (within a small constant)', () => {
    for (const name of Object.keys(results[SIZES[0]])) {
      const [small, large] = SIZES.map((s) => results[s][name]);
      expect({ name, large }).toEqual({ name, large: expect.any(Number) });
      // A bounded read: the same, up to one bucket of the waitlist index (RELEASE_BUCKET) per position.
      expect(large - small, name).toBeLessThanOrEqual(2 * reservations.RELEASE_BUCKET);
      expect(large, name).toBeLessThan(120);
    }
  });
});

describe('items written before the state index (issue 28 backfill)', () => {
  it('the one-off backfill gives old places, holds and counters what the bounded reads need', async () => {
    const meter = readMeter();
    const h = await setupIntegration({ clock: fixedClock(NOW), table: { onRead: meter.onRead } });
    const { event, occurrence } = eventAt(SLUG);
    const ref = { slug: SLUG, capacity: event.capacity };
    // As the code before this change wrote them: no gsi2 entry but the waitlist's, no release buckets.
    const old = (r: Reservation) => ({ put: r.status === 'waitlisted' ? r : (({ gsi2pk: _p, gsi2sk: _s, ...rest }) => rest)(r) });
    const ops: TransactOp[] = [];
    for (let i = 0; i < event.capacity - 1; i++) ops.push(old(reservations.newItem(fields(h, occurrence, `c${i}@x.test`, 'confirmed'))));
    const start = occurrenceStart(event, occurrence).getTime();
    ops.push(old(reservations.newItem(fields(h, occurrence, 'held@x.test', 'pending_payment', { holdExpiresAt: new Date(start - 30 * HOUR).toISOString() }))));
    const waiting = Array.from({ length: 70 }, (_, i) => reservations.waitingItem(reservations.newItem(fields(h, occurrence, `w${i}@x.test`, 'waitlisted')), i + 1));
    // Tickets 1..70 issued; every third released (their people left before the buckets existed).
    const stays = waiting.filter((_, i) => i % 3 !== 1);
    ops.push(...stays.map(old));
    ops.push({ put: { ...keys.eventCounter(SLUG, occurrence), capacity: event.capacity, confirmed: event.capacity, held: 1, waitlisted: stays.length, nextWaitlistSeq: 70, waitlistReleased: 70 - stays.length } });
    await bulk(h, ops);
    await h.bus.drain();
    await h.relay.stop();

    const last = stays[stays.length - 1];
    const before = await meter.measure(() => currentWaitlistPosition(h.ports, last));
    expect(before.result).toBe(stays.length); // counted one by one: the buckets do not add up yet

    expect(await backfillReservationIndexes(h.ports)).toMatchObject({ reindexed: event.capacity, counters: 1 });
    expect(await backfillReservationIndexes(h.ports)).toBeNull(); // once per table

    const after = await meter.measure(() => currentWaitlistPosition(h.ports, last));
    expect(after.result).toBe(stays.length);
    expect(after.items).toBeLessThan(reservations.RELEASE_BUCKET + 2);
    for (const r of [stays[0], stays[20], stays[33]]) expect(await currentWaitlistPosition(h.ports, r)).toBe(stays.indexOf(r) + 1);
    // The old hold is found (and released) by the bounded query, the old places get their reminder.
    const run = await runJob('event-reminders', { ...h.ports, clock: fixedClock(new Date(start - 23 * HOUR)) });
    expect(run).toMatchObject({ released: 1, sent: event.capacity - 1 });
  }, 60_000);
});
