import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { NOW } from './reservations-helpers';
import { deliver, ownerStatus, payAndDeliver, signed, sim, subscriptionObject } from './billing-helpers';

const status = ownerStatus;
const published = (h: Harness, type: string) => h.bus.published.filter((e) => e['detail-type'] === type);

describe('Stripe webhook', () => {
  let h: Harness;
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('a subscription bought through Checkout becomes active, with one started email and one receipt', async () => {
    const c = await h.call('/api/subscription-management', { action: 'create_checkout_session', data: { email: 'Sub@Example.com', planCode: 'monthly' } });
    expect(c.status).toBe(200);
    expect(c.body.data.checkout_url).toContain(`/_dev/checkout/${c.body.data.session_id}`);
    const { redirect } = await payAndDeliver(h, c.body.data.session_id);
    expect(redirect).toContain(`/subscription/success?session_id=${c.body.data.session_id}`);
    const s = await status(h, 'sub@example.com');
    expect(s.body.data).toMatchObject({ hasActiveSubscription: true, subscription: { subscription_status: 'active', statusLabel: 'Active', total_paid_cents: 150000, subscription_plans: { code: 'monthly', billing_interval: 'month', price_cents: 150000 } } });
    expect(published(h, 'subscription.changed').filter((e) => ('email' in e.detail && e.detail.email) === 'sub@example.com')).toHaveLength(1);
    expect(h.mail.to('sub@example.com').map((m) => m.subject).sort()).toEqual(['Receipt: Fika Community membership (monthly)', 'Your Fika Community subscription is active']);
    const v = await h.call('/api/subscription-management', { action: 'verify_webhook_processing', data: { sessionId: c.body.data.session_id } });
    expect(v.body.data).toEqual({ webhook_processed: true });
    // The events it brought are for admins (get_debug_info).
    const debug = await h.call('/api/subscription-management', { action: 'get_debug_info', data: { sessionId: c.body.data.session_id } }, { headers: await h.adminHeaders() });
    expect(debug.body.data.checkoutSession.webhookEvents).toMatchObject([{ type: 'checkout.session.completed' }]);
  });

  it('the same Stripe event delivered 3 times (twice at once) activates once', async () => {
    const c = await h.call('/api/subscription-management', { action: 'create_checkout_session', data: { email: 'thrice@example.com', planCode: 'yearly' } });
    const { events } = await sim(h).pay(c.body.data.session_id);
    const completed = events.find((e) => e.payload.includes('checkout.session.completed'))!;
    const results = await Promise.all([deliver(h, completed), deliver(h, completed)]);
    results.push(await deliver(h, completed));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'processed']);
    await h.bus.drain();
    expect(published(h, 'stripe.checkout.completed').filter((e) => ('email' in e.detail && e.detail.email) === 'thrice@example.com')).toHaveLength(1);
    expect(published(h, 'subscription.changed').filter((e) => ('email' in e.detail && e.detail.email) === 'thrice@example.com')).toHaveLength(1);
    expect(h.mail.to('thrice@example.com').filter((m) => /subscription is active/.test(m.subject))).toHaveLength(1);
    const s = await status(h, 'thrice@example.com');
    expect(s.body.data.subscription).toMatchObject({ subscription_status: 'active', total_paid_cents: 1500000 });
  });

  it('two subscription events delivered in reverse order leave the right final status', async () => {
    const email = 'order@example.com';
    const end = Math.floor(Date.parse('2026-12-22T09:00:00Z') / 1000);
    const created = await signed(h, { id: 'evt_order_1', type: 'customer.subscription.created', created: 1_790_000_100, object: subscriptionObject('sub_order', email, 'active', end) });
    const cancelled = await signed(h, { id: 'evt_order_2', type: 'customer.subscription.deleted', created: 1_790_000_200, object: subscriptionObject('sub_order', email, 'canceled', end) });
    expect((await deliver(h, cancelled)).status).toBe(200);
    expect((await deliver(h, created)).status).toBe(200);
    await h.bus.drain();
    const s = await status(h, email);
    expect(s.body.data).toMatchObject({ hasActiveSubscription: false, subscription: { subscription_status: 'canceled', statusLabel: 'Canceled' } });
    // And in order, for another customer: ends canceled as well.
    const e2 = 'order2@example.com';
    await deliver(h, await signed(h, { id: 'evt_order_3', type: 'customer.subscription.created', created: 1_790_000_100, object: subscriptionObject('sub_order2', e2, 'active', end) }));
    await deliver(h, await signed(h, { id: 'evt_order_4', type: 'customer.subscription.deleted', created: 1_790_000_200, object: subscriptionObject('sub_order2', e2, 'canceled', end) }));
    expect((await status(h, e2)).body.data.subscription.subscription_status).toBe('canceled');
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const email = 'forged@example.com';
    const e = await signed(h, { id: 'evt_forged', type: 'customer.subscription.created', created: 1_790_000_100, object: subscriptionObject('sub_forged', email, 'active', 1_900_000_000) });
    // Everything earlier tests wrote is delivered first: the count below is this test's alone.
    await h.bus.drain();
    const before = h.bus.published.length;
    const tampered = await deliver(h, { payload: e.payload.replace('"active"', '"trialing"'), signature: e.signature });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toEqual({ success: false, error: 'Invalid signature' });
    const wrongSecret = await deliver(h, { payload: e.payload, signature: e.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000') });
    expect(wrongSecret.status).toBe(400);
    const missing = await h.call('/api/stripe-webhook', undefined, { method: 'POST', rawBody: Buffer.from(e.payload) });
    expect(missing.status).toBe(400);
    expect(h.bus.published.length).toBe(before);
    expect(await h.ports.table.get(keys.stripeEvent('evt_forged'))).toBeUndefined();
    expect(await h.ports.table.get(keys.subscription(email))).toBeUndefined();
  });

  it('verifies a base64-encoded body (API Gateway sends non-text bodies that way)', async () => {
    const e = await signed(h, { id: 'evt_b64', type: 'customer.subscription.created', created: 1_790_000_100, object: subscriptionObject('sub_b64', 'b64@example.com', 'active', 1_900_000_000) });
    const r = await deliver(h, e, { 'content-type': 'application/octet-stream' });
    expect(r.status).toBe(200);
    expect((await status(h, 'b64@example.com')).body.data.hasActiveSubscription).toBe(true);
  });

  it('invoice.payment_failed marks the subscription past due and mails the subscriber', async () => {
    const c = await h.call('/api/subscription-management', { action: 'create_checkout_session', data: { email: 'late@example.com', planCode: 'monthly' } });
    await payAndDeliver(h, c.body.data.session_id);
    const subId = (await status(h, 'late@example.com')).body.data.subscription && (await h.ports.table.get(keys.subscription('late@example.com')))!.stripeSubscriptionId;
    const failed = await sim(h).failNextInvoice(subId);
    expect((await deliver(h, failed)).status).toBe(200);
    await h.bus.drain();
    const s = await status(h, 'late@example.com');
    expect(s.body.data).toMatchObject({ hasActiveSubscription: false, subscription: { subscription_status: 'past_due', statusLabel: 'Past Due' } });
    expect(h.mail.to('late@example.com').map((m) => m.subject)).toContain('Your subscription payment failed');
  });
});
