import { describe, it, expect, beforeAll, vi } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { eventReminders } from '../../functions/jobs/reservations';
import { NOW, cancelTokenFrom, counter, eventAt, registerVia, reservation } from './reservations-helpers';
import { deliver, deliverQueued, ownerHeaders, ownerStatus, payAndDeliver, sim } from './billing-helpers';
import { getSubscription } from '../../functions/billing/subscriptions';

const SM = '/api/subscription-management';
const PIZZA = 'shimokitazawa-pizza-night';
/** An event included in a subscription that others pay for (access kind `subscription-or-payment`). */
const SUBSCRIBERS_INCLUDED = 'signature-sunday-fika-daikanyama';

describe('plans and access', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });

  it('get_plans gives monthly and yearly in hundredths of a yen, with the annual saving', async () => {
    const r = await h.call(SM, { action: 'get_plans' });
    expect(r.status).toBe(200);
    expect(r.body.data.plans.map((p: { code: string; price_cents: number; priceText: string }) => [p.code, p.price_cents, p.priceText])).toEqual([
      ['monthly', 150000, '¥1,500'],
      ['yearly', 1500000, '¥15,000'],
    ]);
    expect(r.body.data).toMatchObject({ annualSavingCents: 300000, annualSavingText: '¥3,000' });
  });

  it('validates each action with its own texts', async () => {
    expect((await h.call(SM, { action: 'create_checkout_session', data: { email: 'a@example.com' } })).body.error).toBe('Email and plan code are required');
    expect((await h.call(SM, { action: 'create_checkout_session', data: { email: 'nope', planCode: 'monthly' } })).body.error).toBe('Invalid email address');
    expect((await h.call(SM, { action: 'get_subscription_status', data: {} })).body.error).toBe('Email is required');
    expect((await h.call(SM, { action: 'create_fallback_subscription', data: { email: 'x', sessionId: 'cs_1' } })).body.error).toBe('Invalid email format');
    expect((await h.call(SM, { action: 'create_fallback_subscription', data: { email: 'a@example.com' } })).body.error).toBe(
      'Session information is missing. Please try again or contact support.',
    );
    expect((await h.call(SM, { action: 'verify_webhook_processing', data: {} })).body.error).toBe('Session ID is required');
    expect((await h.call(SM, { action: 'create_event_checkout_session', data: { email: 'a@example.com' } })).body.error).toBe('Email and price are required');
    expect((await h.call(SM, { action: 'nope' })).status).toBe(400);
  });

  it('check_event_access answers from the catalogue only', async () => {
    const free = await h.call(SM, { action: 'check_event_access', data: { email: 'a@example.com', eventSlug: 'tokyo-december-fika-omotesando', eventMetadata: { perEventPriceCents: 1 } } });
    expect(free.body.data).toMatchObject({ hasAccess: true, accessType: 'free', requiresPayment: false });
    const pizza = await h.call(SM, { action: 'check_event_access', data: { email: 'a@example.com', eventSlug: PIZZA } });
    expect(pizza.body.data).toMatchObject({ hasAccess: false, requiresPayment: true, pricing: { perEventPriceCents: 75000, currency: 'JPY', paymentOptions: { allowPerEventPayment: true } } });
  });

  it('get_debug_info is for admins only', async () => {
    expect((await h.call(SM, { action: 'get_debug_info', data: { email: 'a@example.com' } })).status).toBe(401);
    expect((await h.call(SM, { action: 'get_debug_info', data: { email: 'a@example.com' } }, { headers: { authorization: 'Bearer nope' } })).status).toBe(403);
    const ok = await h.call(SM, { action: 'get_debug_info', data: { email: 'a@example.com' } }, { headers: await h.adminHeaders() });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ paymentsProvider: 'simulator', subscription: null });
  });
});

describe('subscription recovery and cancellation', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });
  const getSub = (email: string) => getSubscription(h.ports, email).then((s) => s!);

  it('create_fallback_subscription activates a paid Checkout whose webhook never came, and only for its own email', async () => {
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email: 'nohook@example.com', planCode: 'monthly' } });
    await sim(h).pay(c.body.data.session_id); // paid, but the events are never delivered
    const before = await h.call(SM, { action: 'verify_webhook_processing', data: { sessionId: c.body.data.session_id } });
    expect(before.body.data.webhook_processed).toBe(false);
    const other = await h.call(SM, { action: 'create_fallback_subscription', data: { email: 'thief@example.com', sessionId: c.body.data.session_id } });
    expect(other.status).toBe(403);
    const r = await h.call(SM, { action: 'create_fallback_subscription', data: { email: 'nohook@example.com', sessionId: c.body.data.session_id } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ hasActiveSubscription: true, subscription: { subscription_status: 'active' } });
    // The paid Checkout proves what it bought, not the money paid before it: that is for the owner.
    expect(r.body.data.subscription).not.toHaveProperty('total_paid_cents');
    // Running it again (or the webhook arriving late) changes nothing and pays nothing twice.
    await h.call(SM, { action: 'create_fallback_subscription', data: { email: 'nohook@example.com', sessionId: c.body.data.session_id } });
    await h.bus.drain();
    expect((await ownerStatus(h, 'nohook@example.com')).body.data.subscription.total_paid_cents).toBe(150000);
    expect(h.bus.published.filter((e) => e['detail-type'] === 'subscription.changed' && ('email' in e.detail && e.detail.email) === 'nohook@example.com')).toHaveLength(1);
  });

  it('sync_from_stripe stores what Stripe has', async () => {
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email: 'sync@example.com', planCode: 'yearly' } });
    await sim(h).pay(c.body.data.session_id);
    expect((await ownerStatus(h, 'sync@example.com')).body.data.hasActiveSubscription).toBe(false);
    const r = await h.call(SM, { action: 'sync_from_stripe', data: { email: 'sync@example.com' } }, { headers: await ownerHeaders(h, 'sync@example.com') });
    expect(r.body.data).toMatchObject({ hasActiveSubscription: true, subscription: { subscription_plans: { code: 'yearly', billing_interval: 'year' } } });
  });

  const status = async (email: string) => (await ownerStatus(h, email)).body.data;
  /** Asks for a cancel or resume link (the answer must not reveal who subscribes) and returns the token mailed. */
  async function linkToken(action: 'cancel_subscription' | 'resume_subscription', email: string, subject: RegExp) {
    const mine = await h.call(SM, { action, data: { email } }, { ip: '10.2.0.1' });
    const stranger = await h.call(SM, { action, data: { email: 'stranger@example.com' } }, { ip: '10.2.0.2' });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(stranger.body);
    const link = h.mail.to(email).filter((m) => subject.test(m.subject)).at(-1)!;
    return /token=([\w-]+)/.exec(link.text)![1];
  }

  it('cancelling ends the subscription at the end of the paid period, keeping its benefits until then', async () => {
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email: 'leaving@example.com', planCode: 'monthly' } });
    await payAndDeliver(h, c.body.data.session_id);
    const periodEnd = (await status('leaving@example.com')).subscription.current_period_end;
    expect(Date.parse(periodEnd)).toBeGreaterThan(clock.now().getTime());

    const token = await linkToken('cancel_subscription', 'leaving@example.com', /Confirm cancelling/);
    expect((await status('leaving@example.com')).subscription.cancel_at_period_end).toBe(false);
    const done = await h.call(SM, { action: 'cancel_subscription', data: { email: 'leaving@example.com', token } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      cancelled: true,
      subscription: { subscription_status: 'active', statusLabel: 'Active', isActive: true, cancel_at_period_end: true, current_period_end: periodEnd },
    });
    expect((await h.call(SM, { action: 'cancel_subscription', data: { email: 'leaving@example.com', token } })).status).toBe(401);
    // Stripe (here the simulator) says so too, and its webhook changes nothing more.
    expect(await sim(h).retrieveSubscription((await getSub('leaving@example.com')).stripeSubscriptionId)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await deliverQueued(h)).toEqual(['customer.subscription.updated']);
    expect(await status('leaving@example.com')).toMatchObject({ hasActiveSubscription: true, subscription: { cancel_at_period_end: true } });
    // Subscribing again is refused: resuming keeps the same subscription going.
    const again = await h.call(SM, { action: 'create_checkout_session', data: { email: 'leaving@example.com', planCode: 'monthly' } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/Resume it instead/);
    // Until the period ends the subscriber keeps every benefit.
    const access = await h.call(SM, { action: 'check_event_access', data: { email: 'leaving@example.com', eventSlug: SUBSCRIBERS_INCLUDED } }, { headers: await ownerHeaders(h, 'leaving@example.com') });
    expect(access.body.data).toMatchObject({ hasAccess: true });
    const subjects = h.mail.to('leaving@example.com').map((m) => m.subject);
    expect(subjects.filter((s) => /ends on/.test(s))).toHaveLength(1);
    expect(subjects.some((s) => /has ended|is cancelled/.test(s))).toBe(false);
    expect(h.mail.to('stranger@example.com')).toHaveLength(0);
  });

  it('a cancelled subscription can be resumed before its period ends, by the link mailed to its address', async () => {
    const token = await linkToken('resume_subscription', 'leaving@example.com', /Confirm resuming/);
    expect((await status('leaving@example.com')).subscription.cancel_at_period_end).toBe(true);
    const r = await h.call(SM, { action: 'resume_subscription', data: { email: 'leaving@example.com', token } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ resumed: true, subscription: { subscription_status: 'active', isActive: true, cancel_at_period_end: false } });
    expect((await h.call(SM, { action: 'resume_subscription', data: { email: 'leaving@example.com', token } })).status).toBe(401);
    // A cancel link does not resume, and a resume link does not cancel.
    const cancelToken = await linkToken('cancel_subscription', 'leaving@example.com', /Confirm cancelling/);
    expect((await h.call(SM, { action: 'resume_subscription', data: { email: 'leaving@example.com', token: cancelToken } })).status).toBe(401);
    expect(await sim(h).retrieveSubscription((await getSub('leaving@example.com')).stripeSubscriptionId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(await deliverQueued(h)).toEqual(['customer.subscription.updated']);
    expect(h.mail.to('leaving@example.com').map((m) => m.subject)).toContain('Your Fika Community subscription is resumed');
    expect(h.mail.to('stranger@example.com')).toHaveLength(0);
  });

  it('when the period of a cancelled subscription ends, Stripe deletes it: no benefits, no resuming, one email', async () => {
    const token = await linkToken('cancel_subscription', 'leaving@example.com', /Confirm cancelling/);
    expect((await h.call(SM, { action: 'cancel_subscription', data: { email: 'leaving@example.com', token } })).status).toBe(200);
    await deliverQueued(h);
    const periodEnd = (await status('leaving@example.com')).subscription.current_period_end;
    clock.set(new Date(Date.parse(periodEnd) - 3_600_000));
    const resumeToken = await linkToken('resume_subscription', 'leaving@example.com', /Confirm resuming/);
    clock.set(new Date(Date.parse(periodEnd) + 60_000));
    // Benefits end with the period, even before Stripe's event arrives.
    expect((await status('leaving@example.com')).hasActiveSubscription).toBe(false);
    expect(await sim(h).settlePeriods()).toBeGreaterThanOrEqual(1);
    expect(await deliverQueued(h)).toContain('customer.subscription.deleted');
    expect(await status('leaving@example.com')).toMatchObject({ hasActiveSubscription: false, subscription: { subscription_status: 'canceled', statusLabel: 'Canceled' } });
    const late = await h.call(SM, { action: 'resume_subscription', data: { email: 'leaving@example.com', token: resumeToken } });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('Your subscription has already ended. Please subscribe again.');
    expect(h.mail.to('leaving@example.com').filter((m) => m.subject === 'Your Fika Community subscription has ended')).toHaveLength(1);
  });

  it('a subscription nobody cancelled renews when its period ends', async () => {
    clock.set(NOW);
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email: 'staying@example.com', planCode: 'monthly' } });
    await payAndDeliver(h, c.body.data.session_id);
    const first = (await status('staying@example.com')).subscription.current_period_end;
    clock.set(new Date(Date.parse(first) + 60_000));
    await sim(h).settlePeriods();
    expect(await deliverQueued(h)).toContain('customer.subscription.updated');
    const after = await status('staying@example.com');
    expect(after.hasActiveSubscription).toBe(true);
    expect(Date.parse(after.subscription.current_period_end)).toBeGreaterThan(clock.now().getTime());
    clock.set(NOW);
  });
});

describe('subscribing from an event page', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW) });
  });
  const register = (email: string) => h.call('/api/email-signup', { email, source: `event:${SUBSCRIBERS_INCLUDED}`, metadata: { event_slug: SUBSCRIBERS_INCLUDED } });

  it('comes back to the event: Checkout returns to the success page with the event, and the registration then goes through as a subscriber', async () => {
    expect((await register('joiner@example.com')).status).toBe(402);
    // The browser's own success URL may name another event: the checkout's event wins.
    const c = await h.call(SM, {
      action: 'create_checkout_session',
      data: { email: 'joiner@example.com', planCode: 'monthly', eventSlug: SUBSCRIBERS_INCLUDED, successUrl: 'http://localhost:3000/subscription/success?event=founding-members-fika-tokyo&session_id={CHECKOUT_SESSION_ID}' },
    });
    expect(c.status).toBe(200);
    const { redirect } = await payAndDeliver(h, c.body.data.session_id);
    const back = new URL(redirect);
    expect(back.pathname).toBe('/subscription/success');
    expect(back.searchParams.getAll('event')).toEqual([SUBSCRIBERS_INCLUDED]);
    expect(back.searchParams.get('session_id')).toBe(c.body.data.session_id);
    // Without proof of the address the answer is a non-subscriber's; the success page sends the paid Checkout as proof.
    expect((await register('joiner@example.com')).status).toBe(402);
    const r = await h.call('/api/email-signup', { email: 'joiner@example.com', source: `event:${SUBSCRIBERS_INCLUDED}`, metadata: { event_slug: SUBSCRIBERS_INCLUDED }, sessionId: c.body.data.session_id });
    expect(r.status).toBe(201);
    expect(r.body.reservation).toMatchObject({ rsvpStatus: 'confirmed', eventSlug: SUBSCRIBERS_INCLUDED });
  });

  it('an unknown event is not carried back', async () => {
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email: 'nowhere@example.com', planCode: 'monthly', eventSlug: 'no-such-event' } });
    expect(c.status).toBe(200);
    const { redirect } = await payAndDeliver(h, c.body.data.session_id);
    expect(new URL(redirect).searchParams.has('event')).toBe(false);
  });
});

describe('paying for one event', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  const { event, occurrence } = eventAt(PIZZA);
  const answers = { 'pizza-preference': 'Margherita' };
  const checkout = (email: string, extra: Record<string, unknown> = {}, ip?: string) =>
    h.call(SM, { action: 'create_event_checkout_session', data: { email, priceCents: 75000, currency: 'JPY', eventMetadata: { eventSlug: PIZZA, answers }, ...extra } }, { ip });

  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('registration answers requiresPayment from the catalogue; the pizza preference is required', async () => {
    const noAnswer = await registerVia(h, 'eater@example.com', PIZZA);
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.error).toBe('Please answer: Which pizza should we order for you?');
    const r = await registerVia(h, 'eater@example.com', PIZZA, answers);
    expect(r.status).toBe(402);
    expect(r.body.requiresPayment).toMatchObject({ eventPrice: 75000, eventPriceText: '¥750', currency: 'JPY', hasSubscription: false, paymentOptions: { allowPerEventPayment: true } });
    expect(await reservation(h, PIZZA, occurrence, 'eater@example.com')).toBeUndefined();
  });

  it('a price from the browser that is not the catalogue price is refused', async () => {
    const r = await checkout('cheap@example.com', { priceCents: 100 });
    expect(r.status).toBe(409);
    expect(r.body.error).toContain('¥750');
  });

  it('Checkout holds a place; paying confirms it, once, with a confirmation and a receipt', async () => {
    const c = await checkout('eater@example.com');
    expect(c.status).toBe(200);
    expect(await reservation(h, PIZZA, occurrence, 'eater@example.com')).toMatchObject({ status: 'pending_payment', answers });
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 1, held: 1 });
    const again = await registerVia(h, 'eater@example.com', PIZZA, answers);
    expect(again.status).toBe(402);
    expect(again.body.requiresPayment.message).toMatch(/holding a place/);

    await payAndDeliver(h, c.body.data.session_id);
    expect(await reservation(h, PIZZA, occurrence, 'eater@example.com')).toMatchObject({ status: 'confirmed', paid: true });
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 1, held: 0 });
    const subjects = h.mail.to('eater@example.com').map((m) => m.subject);
    expect(subjects).toContain(`You're confirmed: ${event.title}`);
    expect(subjects.filter((s) => s.startsWith('Receipt:'))).toHaveLength(1);
    // The receipt names the payment as the page's banner does (the session id's last 10 characters), its date as the pages write one.
    const receipt = h.mail.to('eater@example.com').find((m) => m.subject.startsWith('Receipt:'))!;
    expect(receipt.text).toContain(String(c.body.data.session_id).slice(-10));
    expect(receipt.text).not.toContain(String(c.body.data.session_id));
    expect(receipt.text).toMatch(/(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/);
    const dup = await registerVia(h, 'eater@example.com', PIZZA, answers);
    expect(dup.body).toMatchObject({ isDuplicate: true, reservation: { rsvpStatus: 'confirmed' } });
  });

  it('a paid place states its refund terms in the confirmation and on the cancel page; cancelled in time it is refunded, and the page and the email say so', async () => {
    const c = await checkout('refund@example.com');
    const held = await registerVia(h, 'refund@example.com', PIZZA, answers);
    expect(held.body.requiresPayment.holdUntilText).toMatch(/Tokyo time$/);
    await payAndDeliver(h, c.body.data.session_id);
    const confirmation = h.mail.to('refund@example.com').find((m) => m.subject.startsWith("You're confirmed"))!;
    // The pizza night has no notice period: refunds run to the start of the event day in Tokyo.
    expect(confirmation.text).toMatch(/Refunds: cancel by the end of \w+day, \w+ \d+, Tokyo time and your ¥750 is refunded in full to your card/);
    const token = cancelTokenFrom(h, 'refund@example.com');
    const view = await h.call('/api/reservations', { action: 'get_reservation', data: { token } });
    expect(view.body.data.refund).toMatchObject({ ifCancelledNow: 'You paid ¥750. Cancel now and it is refunded in full to your card; it arrives within 5-10 business days.', outcome: null });
    const refund = vi.spyOn(h.ports.payments, 'refundPayment');
    const r = await h.call('/api/reservations', { action: 'cancel_reservation', data: { token } });
    expect(r.body.data.refund.outcome).toBe('Your ¥750 is refunded in full to your card; it arrives within 5-10 business days.');
    expect(refund).toHaveBeenCalledWith(expect.stringMatching(/^pi_sim_/), 'cancelled_in_time');
    refund.mockRestore();
    await h.bus.drain();
    const cancelled = h.mail.to('refund@example.com').find((m) => m.subject === `Cancelled: ${event.title}`)!;
    expect(cancelled.text).toContain('Your ¥750 is refunded in full to your card; it arrives within 5-10 business days.');
  });

  it('a payment after its hold was released is honoured while a place is free', async () => {
    const c = await checkout('slow@example.com');
    clock.advance(40 * 60_000);
    const job = await eventReminders(h.ports);
    expect(job.released).toBe(1);
    expect(await reservation(h, PIZZA, occurrence, 'slow@example.com')).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired' });
    await payAndDeliver(h, c.body.data.session_id);
    expect(await reservation(h, PIZZA, occurrence, 'slow@example.com')).toMatchObject({ status: 'confirmed', paid: true });
    expect(await counter(h, PIZZA, occurrence)).toMatchObject({ confirmed: 2, held: 0 });
  });

  it('…and refunded when the event filled up meanwhile', async () => {
    const c = await checkout('unlucky@example.com');
    clock.advance(40 * 60_000);
    await eventReminders(h.ports);
    // The event fills: the remaining places are taken by paid holds (each buyer on their own connection).
    const left = event.capacity - (await counter(h, PIZZA, occurrence)).confirmed;
    for (let i = 0; i < left; i++) expect((await checkout(`filler${i}@example.com`, {}, `10.40.0.${i + 1}`)).status).toBe(200);
    const refund = vi.spyOn(h.ports.payments, 'refundPayment');
    await payAndDeliver(h, c.body.data.session_id);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0][0]).toMatch(/^pi_sim_/);
    expect(await reservation(h, PIZZA, occurrence, 'unlucky@example.com')).toMatchObject({ status: 'cancelled', lastRefundReason: 'event_full' });
    expect((await counter(h, PIZZA, occurrence)).confirmed).toBe(event.capacity);
    expect(h.mail.to('unlucky@example.com').map((m) => m.subject)).toContain(`Refund: ${event.title}`);
    expect((await h.call(SM, { action: 'verify_event_payment', data: { sessionId: c.body.data.session_id, eventSlug: PIZZA } })).body.data).toEqual({ payment: 'refunded' });
  });

  it('verify_event_payment tells the payment banner the truth about a session, and only for its own event', async () => {
    // A non-subscriber pays for an event that subscribers join for free.
    const verify = (sessionId: string, eventSlug = SUBSCRIBERS_INCLUDED) => h.call(SM, { action: 'verify_event_payment', data: { sessionId, eventSlug } });
    const access = await h.call(SM, { action: 'check_event_access', data: { email: 'banner@example.com', eventSlug: SUBSCRIBERS_INCLUDED } });
    const c = await h.call(SM, {
      action: 'create_event_checkout_session',
      data: { email: 'banner@example.com', priceCents: access.body.data.pricing.perEventPriceCents, currency: access.body.data.pricing.currency, eventMetadata: { eventSlug: SUBSCRIBERS_INCLUDED } },
    });
    expect(c.status).toBe(200);
    const id = c.body.data.session_id;
    // Not paid yet (someone typed ?payment=success): nothing was received.
    expect((await verify(id)).body.data).toEqual({ payment: 'unpaid' });
    // Paid at Stripe, the webhook not processed yet.
    const { events } = await sim(h).pay(id);
    expect((await verify(id)).body.data).toEqual({ payment: 'processing' });
    for (const e of events) await deliver(h, e);
    await h.bus.drain();
    expect((await verify(id)).body.data).toEqual({ payment: 'confirmed' });
    // The same session on another event's page, an unknown session, a subscription session: not found.
    const other = await verify(id, PIZZA);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('We could not find this payment.');
    expect((await verify('cs_sim_forged')).status).toBe(404);
    const sub = await h.call(SM, { action: 'create_checkout_session', data: { email: 'banner@example.com', planCode: 'monthly' } });
    expect((await verify(sub.body.data.session_id)).status).toBe(404);
    expect((await h.call(SM, { action: 'verify_event_payment', data: { eventSlug: PIZZA } })).body.error).toBe('Session ID is required');
  });

  it('a full paid event puts people on its waitlist without payment; a promotion holds the place for 24 h', async () => {
    const w = await registerVia(h, 'waiter@example.com', PIZZA, answers);
    expect(w.status).toBe(201);
    expect(w.body.reservation).toMatchObject({ rsvpStatus: 'waitlisted', waitlistPosition: 1 });
    // A filler lets their hold run out: the place goes to the waiter as a payment hold.
    clock.advance(40 * 60_000);
    await eventReminders(h.ports);
    await h.bus.drain();
    const held = await reservation(h, PIZZA, occurrence, 'waiter@example.com');
    expect(held).toMatchObject({ status: 'pending_payment' });
    expect(Date.parse(held!.holdExpiresAt!) - clock.now().getTime()).toBeGreaterThan(23 * 3_600_000);
    expect(h.mail.to('waiter@example.com').map((m) => m.subject).some((s) => /A place opened up for .* pay by/.test(s))).toBe(true);
  });
});
