/**
 * Issue 29 point 4: the member's own bookings (functions/member/bookings.ts) on /api/member-dashboard.
 * Only the signed-in member's own places, the upcoming/past split with its cursors (400 on a bad
 * one or another person's), the reads bounded by the page (12 vs 40 past places read the same), the
 * event page's "you're going" answer, the receipts of a paid event, and the subscription cancelled
 * and resumed by the member's session (401 without one).
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import * as reservations from '../../functions/reservations/store';
import { addDays, calendarDateIn } from '../../content/events/calendar';
import { eventAccessRule, events } from '../../content/events/index';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import { BOOKINGS_PAGE } from '../../functions/member/bookings';
import type { TransactOp } from '../../functions/lib/ports';
import { NOW, placeFields, registerVia } from './reservations-helpers';
import { memberToken, seedSignup } from './member-helpers';
import { payAndDeliver } from './billing-helpers';

const MD = '/api/member-dashboard';
const SLUG = 'weekly-saturday-morning-fika-yoyogi-uehara';
const meter = readMeter();
let h: Harness;

const day = (offset: number) => {
  const d = addDays(calendarDateIn(new Date(NOW), 'Asia/Tokyo'), offset);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

/** `upcoming` places from 2 days on and `past` places from 2 days back, written straight to the table. */
async function seedPlaces(email: string, upcoming: number, past: number) {
  const ops: TransactOp[] = [];
  const put = (occurrence: string, status: 'confirmed' | 'cancelled') => ops.push(reservations.putNewOp(reservations.newItem(placeFields(h, SLUG, occurrence, email, status))));
  for (let i = 0; i < upcoming; i++) put(day(2 + i * 7), 'confirmed');
  for (let i = 0; i < past; i++) put(day(-2 - i * 7), i % 3 === 0 ? 'cancelled' : 'confirmed');
  for (let i = 0; i < ops.length; i += 100) await h.ports.table.transact(ops.slice(i, i + 100));
}

async function signedIn(email: string) {
  await seedSignup(h, email);
  return memberToken(h, email);
}

const call = (action: string, data: Record<string, unknown>, headers: Record<string, string> = {}) => h.call(MD, { action, data }, { headers });

beforeAll(async () => {
  h = await setupIntegration({ clock: fixedClock(NOW), table: { onRead: meter.onRead } });
});

describe('my bookings', () => {
  it('lists only the signed-in member’s places, upcoming soonest first and past latest first, each with its own cursor', async () => {
    const ana = await signedIn('ana@example.com');
    const ben = await signedIn('ben@example.com');
    await seedPlaces('ana@example.com', 12, 3);
    await seedPlaces('ben@example.com', 1, 1);

    const first = await call('get_my_bookings', { token: ana });
    expect(first.status).toBe(200);
    const { upcoming, past } = first.body.data;
    expect(upcoming.items).toHaveLength(BOOKINGS_PAGE);
    expect(upcoming.items.map((b: { occurrence: string }) => b.occurrence)).toEqual(Array.from({ length: 10 }, (_, i) => day(2 + i * 7)));
    expect(upcoming.items[0]).toMatchObject({ eventSlug: SLUG, status: 'confirmed', waitlistPosition: null });
    expect(upcoming.items[0].dateText).toMatch(/2026/);
    expect(past.items.map((b: { occurrence: string }) => b.occurrence)).toEqual([day(-2), day(-9), day(-16)]);
    expect(past.next).toBeNull();

    // Each place's token opens its reservation page, and it is ana's own.
    const view = await h.call('/api/reservations', { action: 'get_reservation', data: { token: upcoming.items[0].token } });
    expect(view.status).toBe(200);
    expect(view.body.data.occurrence).toBe(day(2));

    const more = await call('get_my_reservations', { token: ana, when: 'upcoming', cursor: upcoming.next });
    expect(more.body.data.items.map((b: { occurrence: string }) => b.occurrence)).toEqual([day(72), day(79)]);

    // Ben sees his own two places only.
    const his = (await call('get_my_bookings', { token: ben })).body.data;
    expect(his.upcoming.items).toHaveLength(1);
    expect(his.past.items).toHaveLength(1);
    // A cursor of ana's list is refused on ben's, and a made-up one anywhere.
    expect((await call('get_my_reservations', { token: ben, when: 'upcoming', cursor: upcoming.next })).status).toBe(400);
    expect((await call('get_my_reservations', { token: ana, when: 'past', cursor: 'not-a-cursor' })).status).toBe(400);
    expect((await call('get_my_payments', { token: ana, cursor: 'bm9wZQ' })).status).toBe(400);
    // Without a session: 401.
    expect((await call('get_my_bookings', {})).status).toBe(401);
    expect((await call('get_my_reservation', { eventSlug: SLUG })).status).toBe(401);
  });

  it('reads the same number of items with 12 and with 40 past places', async () => {
    const few = await signedIn('few@example.com');
    const many = await signedIn('many@example.com');
    await seedPlaces('few@example.com', 1, 12);
    await seedPlaces('many@example.com', 1, 40);
    // The sign-in mails are delivered first: the meter counts every read of the process.
    await h.bus.drain();
    const a = await meter.measure(() => call('get_my_bookings', { token: few }));
    const b = await meter.measure(() => call('get_my_bookings', { token: many }));
    expect(a.result.body.data.past.items.length).toBeGreaterThan(0);
    expect(b.items).toBe(a.items);
    // A further page of the longer history reads one page too.
    const pb = await meter.measure(() => call('get_my_reservations', { token: many, when: 'past', cursor: b.result.body.data.past.next }));
    expect(pb.result.body.data.items).toHaveLength(BOOKINGS_PAGE);
    expect(pb.items).toBeLessThan(a.items);
  });

  it('answers the event page whether the member is going, in the page’s language, and never another person’s place', async () => {
    const token = await signedIn('going@example.com');
    const other = await signedIn('notgoing@example.com');
    const r = await registerVia(h, 'going@example.com', SLUG, undefined, 77);
    expect(r.status).toBe(201);
    const mine = await call('get_my_reservation', { token, eventSlug: SLUG });
    expect(mine.status).toBe(200);
    expect(mine.body.data.reservation).toMatchObject({ status: 'confirmed', eventSlug: SLUG });
    const ja = await h.call(MD, { action: 'get_my_reservation', data: { token, eventSlug: SLUG } }, { headers: { 'x-fika-locale': 'ja' } });
    expect(ja.body.data.reservation.dateText).toMatch(/年.*月.*日/);
    expect((await call('get_my_reservation', { token: other, eventSlug: SLUG })).body.data.reservation).toBeNull();
    expect((await call('get_my_reservation', { token, eventSlug: 'no-such-event' })).status).toBe(404);
    expect((await call('get_my_reservation', { token, eventSlug: SLUG, occurrence: '28/11/2026' })).status).toBe(400);
    // Cancelled through its page: no longer going.
    await h.call('/api/reservations', { action: 'cancel_reservation', data: { token: mine.body.data.reservation.token, acknowledgeLate: true } });
    expect((await call('get_my_reservation', { token, eventSlug: SLUG })).body.data.reservation).toBeNull();
  });

  it('lists the receipt of a paid event with the reference the receipt mail shows, and the place held then confirmed', async () => {
    const email = 'payer@example.com';
    const token = await signedIn(email);
    const paid = events.find((e) => {
      const rule = eventAccessRule(e);
      return rule.bookable && rule.perEventPriceCents != null && !rule.exclusiveType && bookableOccurrence(e, new Date(NOW));
    })!;
    const rule = eventAccessRule(paid);
    const c = await h.call('/api/subscription-management', {
      action: 'create_event_checkout_session',
      data: { email, priceCents: rule.perEventPriceCents, currency: rule.currency, eventMetadata: { eventSlug: paid.slug } },
    });
    expect(c.status).toBe(200);
    const held = (await call('get_my_reservation', { token, eventSlug: paid.slug })).body.data.reservation;
    expect(held).toMatchObject({ status: 'pending_payment' });
    expect(held.holdUntilText).toBeTruthy();
    await payAndDeliver(h, c.body.data.session_id);
    const all = (await call('get_my_bookings', { token })).body.data;
    expect(all.upcoming.items.find((b: { eventSlug: string }) => b.eventSlug === paid.slug)).toMatchObject({ status: 'confirmed', paid: true });
    expect(all.payments.items).toHaveLength(1);
    const receipt = all.payments.items[0];
    expect(receipt.reference).toBe(String(c.body.data.session_id).slice(-10));
    const mail = h.mail.to(email).find((m) => m.text.includes(receipt.reference));
    expect(mail, 'the receipt mail names the same reference').toBeDefined();
    expect(receipt.amountText).toMatch(/[¥$]/);
  });

  it('cancels and resumes the member’s own subscription with their session, and refuses without one', async () => {
    const email = 'subscriber@example.com';
    const token = await signedIn(email);
    expect((await call('cancel_my_subscription', { token })).status).toBe(404);
    const c = await h.call('/api/subscription-management', { action: 'create_checkout_session', data: { email, planCode: 'monthly' } });
    await payAndDeliver(h, c.body.data.session_id);
    expect((await call('get_my_bookings', { token })).body.data.subscription).toMatchObject({ isActive: true, cancel_at_period_end: false });
    expect((await call('cancel_my_subscription', {})).status).toBe(401);
    expect((await call('cancel_my_subscription', { token: 'forged' })).status).toBe(401);
    const cancelled = await call('cancel_my_subscription', { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ cancelled: true, subscription: { isActive: true, cancel_at_period_end: true } });
    // No link was mailed: the session proved the address.
    expect(h.mail.to(email).some((m) => /Confirm cancelling/.test(m.subject))).toBe(false);
    const resumed = await call('resume_my_subscription', { token }, { authorization: `Bearer ${token}` });
    expect(resumed.body.data).toMatchObject({ resumed: true, subscription: { cancel_at_period_end: false } });
  });
});
