/**
 * A state change and the event announcing it are one transaction: when the transaction fails,
 * nothing is stored and nothing is published; when it succeeds, the item is stored and exactly one
 * event goes out, and a repeat neither counts twice nor announces twice.
 */
import { describe, it, expect, beforeAll, beforeEach } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import type { Detail } from '../../events/catalogue';
import type { SubscriptionInfo } from '../../functions/lib/ports';
import { processUnsubscribe } from '../../functions/unsubscribe/unsubscribe';
import { submitCheckin } from '../../functions/member/dashboard';
import { checkinWeekAt } from '../../domain/member/rules';
import { activateCheckout } from '../../functions/billing/activation';
import { releaseHold } from '../../functions/reservations/holds';
import { eventBySlug } from '../../content/events/index';
import { applySubscriptionState, recordPayment } from '../../functions/billing/subscriptions';
import { adminRecordAttendance } from '../../functions/passport/attendance';
import { refreshPassport } from '../../functions/passport/passport';
import { occurrencesAround } from '../../domain/passport/occurrences';
import { NOW, reservation } from './reservations-helpers';
import { deliver, sim } from './billing-helpers';
import { seedSignup } from './member-helpers';
import { INJECTED, transactFault } from './transact-fault';

const fault = transactFault();
const failNextTransact = fault.failNext;

describe('events are written with the state they announce', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  const slug = 'shimokitazawa-pizza-night';
  /** A per-event Checkout for a paid event: its place is held (pending_payment) until paid. */
  const heldCheckout = async (email: string) => {
    const c = await h.call('/api/subscription-management', {
      action: 'create_event_checkout_session',
      data: { email, priceCents: 75000, currency: 'JPY', eventMetadata: { eventSlug: slug, answers: { 'pizza-preference': 'Margherita' } } },
    });
    expect(c.status).toBe(200);
    return c.body.data.session_id as string;
  };
  const published = (type: string, email: string) => h.bus.published.filter((e) => e['detail-type'] === type && (e.detail as { email?: string }).email === email);

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: fault.table });
  });
  beforeEach(async () => {
    await h.bus.drain();
    fault.disarm();
  });

  it('contact: a failed write stores no message and sends no contact.received; a retry stores one and sends one', async () => {
    const email = 'atomic-contact@example.com';
    const body = { name: 'Aiko', email, subject: 'Hello', inquiryType: 'events', message: 'Could we host a fika?', agreeToContact: true };
    failNextTransact();
    const failed = await h.call('/api/contact-form', body, { ip: '10.77.0.1' });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    await h.bus.drain();
    expect(published('contact.received', email)).toEqual([]);
    const ok = await h.call('/api/contact-form', body, { ip: '10.77.0.2' });
    expect(ok.status).toBe(201);
    await h.bus.drain();
    const events = published('contact.received', email);
    expect(events).toHaveLength(1);
    expect(await h.ports.table.get(keys.contactMessage((events[0].detail as Detail<'contact.received'>).messageId))).toMatchObject({ email, subject: 'Hello' });
  });

  it('unsubscribe: a failed write leaves the signup active and sends nothing; the retry unsubscribes once', async () => {
    const email = 'atomic-unsub@example.com';
    await seedSignup(h, email);
    failNextTransact();
    await expect(processUnsubscribe(h.ports, { email })).rejects.toMatchObject({ status: 503 });
    await h.bus.drain();
    expect((await h.ports.table.get(keys.signup(email)))!.status).toBe('active');
    expect(published('member.unsubscribed', email)).toEqual([]);
    const done = await processUnsubscribe(h.ports, { email });
    const again = await processUnsubscribe(h.ports, { email });
    expect(again).toMatchObject({ already_unsubscribed: true, tracking_id: done.tracking_id });
    await h.bus.drain();
    expect(published('member.unsubscribed', email).map((e) => (e.detail as Detail<'member.unsubscribed'>).trackingId)).toEqual([done.tracking_id]);
  });

  it('check-in: a failed write stores no check-in and sends nothing; each stored one sends one checkin.submitted', async () => {
    const email = 'atomic-checkin@example.com';
    failNextTransact();
    await expect(submitCheckin(h.ports, email, { mood_rating: 4, progress_rating: 3 })).rejects.toThrow(INJECTED);
    expect(await h.ports.table.get(keys.checkin(email, checkinWeekAt(clock.now())))).toBeUndefined();
    await submitCheckin(h.ports, email, { mood_rating: 4, progress_rating: 3 });
    await submitCheckin(h.ports, email, { mood_rating: 5, progress_rating: 3 });
    await h.bus.drain();
    expect(published('checkin.submitted', email).map((e) => [(e.detail as Detail<'checkin.submitted'>).moodRating, (e.detail as Detail<'checkin.submitted'>).updated])).toEqual([
      [4, false],
      [5, true],
    ]);
  });

  it('a paid place: the webhook record, the confirmation and the receipt each go out once, and a failed write leaves nothing', async () => {
    const email = 'atomic-paid@example.com';
    const sessionId = await heldCheckout(email);
    const { events } = await sim(h).pay(sessionId);
    const completed = events.find((e) => e.payload.includes('checkout.session.completed'))!;

    // The webhook: its record on the Checkout item and stripe.checkout.completed fail together.
    failNextTransact();
    expect((await deliver(h, completed)).status).toBeGreaterThanOrEqual(500);
    await h.bus.drain();
    expect(published('stripe.checkout.completed', email)).toEqual([]);
    expect((await h.ports.table.get(keys.checkoutSession(sessionId)))?.webhookEvents ?? []).toEqual([]);

    // billing-activation, run by hand: the confirmation, paymentOutcome and both events fail together.
    const session = (await sim(h).getSession(sessionId))!;
    const detail: Detail<'stripe.checkout.completed'> = {
      stripeEventId: 'evt_atomic_paid',
      sessionId,
      mode: 'payment',
      email,
      customerId: null,
      subscriptionId: null,
      amountTotal: 75000,
      currency: 'jpy',
      metadata: session.metadata,
    };
    const occurrence = session.metadata.occurrence;
    failNextTransact();
    await expect(activateCheckout(h.ports, detail)).rejects.toThrow(INJECTED);
    expect(await reservation(h, slug, occurrence, email)).toMatchObject({ status: 'pending_payment' });
    expect((await h.ports.table.get(keys.checkoutSession(sessionId)))!.paymentOutcome).toBeUndefined();
    await h.bus.drain();
    expect(published('reservation.confirmed', email)).toEqual([]);
    expect(published('payment.kept', email)).toEqual([]);

    // Now everything goes through, more than once: one confirmation, one receipt.
    await activateCheckout(h.ports, detail);
    await activateCheckout(h.ports, detail);
    expect(await reservation(h, slug, occurrence, email)).toMatchObject({ status: 'confirmed', paid: true });
    expect((await deliver(h, completed)).body.data.outcome).toBe('processed');
    expect((await deliver(h, completed)).body.data.outcome).toBe('duplicate');
    await h.bus.drain();
    expect(published('stripe.checkout.completed', email)).toHaveLength(1);
    expect(published('reservation.confirmed', email)).toHaveLength(1);
    expect(published('payment.kept', email)).toHaveLength(1);
    expect(h.mail.to(email).filter((m) => m.subject.startsWith('Receipt:'))).toHaveLength(1);
  });

  it('a released hold: a failed write keeps the hold and sends nothing; the release sends one session.cancelled', async () => {
    const email = 'atomic-hold@example.com';
    const { occurrence } = (await sim(h).getSession(await heldCheckout(email)))!.metadata;
    const held = (await reservation(h, slug, occurrence, email))!;
    expect(held).toMatchObject({ status: 'pending_payment' });
    failNextTransact();
    await expect(releaseHold(h.ports, eventBySlug(slug)!, held, false)).rejects.toThrow(INJECTED);
    expect(await reservation(h, slug, occurrence, email)).toMatchObject({ status: 'pending_payment' });
    expect(await releaseHold(h.ports, eventBySlug(slug)!, held, false)).toBe(true);
    expect(await releaseHold(h.ports, eventBySlug(slug)!, held, false)).toBe(false);
    await h.bus.drain();
    expect(published('session.cancelled', email)).toHaveLength(1);
  });

  it('a subscription: a failed write stores no state and no payment, and sends neither event; then one of each', async () => {
    const email = 'atomic-sub@example.com';
    const info: SubscriptionInfo = {
      id: 'sub_atomic',
      customerId: 'cus_atomic',
      status: 'active',
      currentPeriodEnd: '2026-12-22T09:00:00.000Z',
      cancelAtPeriodEnd: false,
      interval: 'month',
      unitAmount: 150000,
      currency: 'jpy',
      metadata: { email, planCode: 'monthly' },
      updatedAt: 1_790_000_000,
    };
    const payment = { email, checkoutSessionId: 'cs_atomic_sub', amount: 1500, currency: 'jpy', planCode: 'monthly' };
    failNextTransact();
    await expect(applySubscriptionState(h.ports, { email, info })).rejects.toThrow(INJECTED);
    expect(await h.ports.table.get(keys.subscription(email))).toBeUndefined();
    await applySubscriptionState(h.ports, { email, info });
    failNextTransact();
    await expect(recordPayment(h.ports, payment)).rejects.toThrow(INJECTED);
    expect((await h.ports.table.get(keys.subscription(email)))!.total_paid_cents).toBe(0);
    expect(await recordPayment(h.ports, payment)).toBe(true);
    expect(await recordPayment(h.ports, payment)).toBe(false);
    await applySubscriptionState(h.ports, { email, info });
    await h.bus.drain();
    expect(published('subscription.changed', email)).toHaveLength(1);
    expect(published('payment.kept', email).map((e) => e.detail)).toEqual([
      { email, sessionId: 'cs_atomic_sub', mode: 'subscription', amountCents: 150000, currency: 'JPY', planCode: 'monthly' },
    ]);
    expect((await h.ports.table.get(keys.subscription(email)))!.total_paid_cents).toBe(150000);
  });

  it('attendance and tiers: a failed write gives no stamp and no event; a repeat neither counts nor announces again', async () => {
    const email = 'atomic-stamps@example.com';
    const past = occurrencesAround(new Date(NOW), 0, 90).slice(0, 3);
    clock.advance(past[2].startsAt.getTime() - clock.now().getTime() + 3_600_000);
    const record = (i: number) => adminRecordAttendance(h.ports, { email, eventSlug: past[i].event.slug, occurrence: past[i].occurrence });
    failNextTransact();
    await expect(record(0)).rejects.toThrow(INJECTED);
    expect(await h.ports.table.get(keys.attendance(email, past[0].event.slug, past[0].occurrence))).toBeUndefined();
    for (const i of [0, 1, 2]) expect((await record(i)).duplicate).toBe(false);
    expect((await record(0)).duplicate).toBe(true);
    await h.bus.drain();
    expect(published('attendance.recorded', email)).toHaveLength(3);

    // Three stamps: bronze. The consumer announced it once already; a failed claim leaves it unclaimed.
    expect(published('passport.tier-unlocked', email).map((e) => (e.detail as Detail<'passport.tier-unlocked'>).tier)).toEqual(['bronze']);
    await h.ports.table.update(keys.passport(email), { update: 'REMOVE tier_notified', returnValues: 'NONE' });
    failNextTransact();
    await expect(refreshPassport(h.ports, email)).rejects.toThrow(INJECTED);
    expect((await h.ports.table.get(keys.passport(email)))!.tier_notified).toBeUndefined();
    expect((await refreshPassport(h.ports, email)).tierUnlocked).toBe(true);
    expect((await refreshPassport(h.ports, email)).tierUnlocked).toBe(false);
    await h.bus.drain();
    expect(published('passport.tier-unlocked', email)).toHaveLength(2);
    expect((await h.ports.table.get(keys.passport(email)))!.tier_notified).toBe('bronze');
  });
});
