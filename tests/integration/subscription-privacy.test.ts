/**
 * A subscription is private by default: its status, plan, period and the money paid are answered
 * only to a caller who proves the email (a member session, or the paid Checkout the success page
 * came back with); syncing from Stripe needs the same proof and is limited; the webhook check and
 * the debug information reveal nothing personal to the public.
 */
import { describe, it, expect, beforeAll, vi } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { NOW } from './reservations-helpers';
import { ownerHeaders, payAndDeliver, sim } from './billing-helpers';
import { NOT_PAID_YET, OTHER_CHECKOUT, OTHER_EMAIL, PROOF_REQUIRED } from '../../functions/billing/proof';
import { limits } from '../../functions/lib/auth/rate-limit';

const SM = '/api/subscription-management';
const VICTIM = 'victim@example.com';

describe('subscription data is private by default', () => {
  let h: Harness;
  let paidSession: string;
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    const c = await h.call(SM, { action: 'create_checkout_session', data: { email: VICTIM, planCode: 'yearly' } });
    paidSession = c.body.data.session_id;
    await payAndDeliver(h, paidSession);
  });

  const status = (data: Record<string, unknown>, headers: Record<string, string> = {}) => h.call(SM, { action: 'get_subscription_status', data }, { headers });
  const refused = (r: { status: number; body: Record<string, unknown> }, code: number, message: string) => {
    expect(r.status).toBe(code);
    expect(r.body).toMatchObject({ success: false, error: message });
    expect(r.body.data).toBeUndefined();
  };

  it("a stranger cannot read another address's plan, period or total paid", async () => {
    refused(await status({ email: VICTIM }), 401, PROOF_REQUIRED);
    // Signed in as themselves, asking about someone else.
    refused(await status({ email: VICTIM }, await ownerHeaders(h, 'stranger@example.com')), 403, OTHER_EMAIL);
    // A session token that is not a member session.
    expect((await status({ email: VICTIM }, { authorization: 'Bearer made-up' })).status).toBe(401);
    // A Checkout anyone can start for the victim's address proves nothing until it is paid.
    const started = await h.call(SM, { action: 'create_checkout_session', data: { email: 'lapsed@example.com', planCode: 'monthly' } });
    refused(await status({ email: 'lapsed@example.com', sessionId: started.body.data.session_id }), 409, NOT_PAID_YET);
    // The victim's paid Checkout does not open another address, nor does an unknown one open any.
    refused(await status({ email: 'stranger@example.com', sessionId: paidSession }), 403, OTHER_CHECKOUT);
    refused(await status({ email: VICTIM, sessionId: 'cs_sim_made_up' }), 401, PROOF_REQUIRED);
  });

  it('the owner, signed in by the emailed link, sees everything, the total paid included', async () => {
    await h.call('/api/member-dashboard', { action: 'request_access', data: { email: VICTIM } }, { ip: '10.3.0.1' });
    const link = h.mail.to(VICTIM).filter((m) => m.subject === 'Your member access link').at(-1)!;
    const v = await h.call('/api/member-dashboard', { action: 'validate_token', data: { token: /token=([\w-]+)/.exec(link.text)![1] } });
    const r = await status({ email: VICTIM }, { authorization: `Bearer ${v.body.data.token}` });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ hasActiveSubscription: true, subscription: { subscription_status: 'active', total_paid_cents: 1500000, subscription_plans: { code: 'yearly' } } });
    expect(r.body.data.subscription.current_period_end).toEqual(expect.any(String));
  });

  it('the buyer back from Checkout sees what that payment bought, not the money paid before it', async () => {
    const r = await status({ email: VICTIM, sessionId: paidSession });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ hasActiveSubscription: true, subscription: { subscription_status: 'active', subscription_plans: { code: 'yearly' } } });
    expect(r.body.data.subscription).not.toHaveProperty('total_paid_cents');
    // The proof lasts a day: an old success-page address in someone's history opens nothing.
    clock.set(new Date(clock.now().getTime() + 25 * 3600_000));
    refused(await status({ email: VICTIM, sessionId: paidSession }), 401, PROOF_REQUIRED);
    clock.set(NOW);
  });

  it('sync_from_stripe for another address is refused without asking Stripe; the owner is limited, and strangers cannot use up that limit', async () => {
    const asked = vi.spyOn(sim(h), 'listSubscriptionsByEmail');
    refused(await h.call(SM, { action: 'sync_from_stripe', data: { email: VICTIM } }), 401, PROOF_REQUIRED);
    refused(await h.call(SM, { action: 'sync_from_stripe', data: { email: VICTIM } }, { headers: await ownerHeaders(h, 'stranger@example.com') }), 403, OTHER_EMAIL);
    for (let i = 0; i < limits.syncPerEmail.max + 2; i++) await h.call(SM, { action: 'sync_from_stripe', data: { email: VICTIM } });
    expect(asked).not.toHaveBeenCalled();

    const owner = await ownerHeaders(h, VICTIM);
    for (let i = 0; i < limits.syncPerEmail.max; i++) {
      const r = await h.call(SM, { action: 'sync_from_stripe', data: { email: VICTIM } }, { headers: owner });
      expect(r.status).toBe(200);
      expect(r.body.data.subscription.total_paid_cents).toBe(1500000);
    }
    expect(asked).toHaveBeenCalledTimes(limits.syncPerEmail.max);
    expect((await h.call(SM, { action: 'sync_from_stripe', data: { email: VICTIM } }, { headers: owner })).status).toBe(429);
    asked.mockRestore();
  });

  it('verify_webhook_processing says only whether the webhook came; get_debug_info stays admin only', async () => {
    const v = await h.call(SM, { action: 'verify_webhook_processing', data: { sessionId: paidSession } });
    expect(v.body.data).toEqual({ webhook_processed: true });
    expect((await h.call(SM, { action: 'get_debug_info', data: { email: VICTIM, sessionId: paidSession } })).status).toBe(401);
    const debug = await h.call(SM, { action: 'get_debug_info', data: { email: VICTIM } }, { headers: await ownerHeaders(h, VICTIM) });
    expect(debug.status).toBe(403);
    expect(debug.body.data).toBeUndefined();
  });

  it('whether an address subscribes is not told without proof: event access, a registration and its 402 answer alike for subscribers and not', async () => {
    const INCLUDED = 'signature-sunday-fika-daikanyama'; // pay per event, or free with a subscription
    const PIZZA = 'shimokitazawa-pizza-night'; // everyone pays
    const NOBODY = 'nobody@example.com';
    const access = (email: string, headers: Record<string, string> = {}) => h.call(SM, { action: 'check_event_access', data: { email, eventSlug: INCLUDED } }, { headers });
    const register = (email: string, slug: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
      h.call('/api/email-signup', { email, source: `event:${slug}`, metadata: { event_slug: slug }, answers: { 'pizza-preference': 'Margherita' }, ...extra }, { headers, ip: '198.51.100.30' });
    const withoutEmail = (body: Record<string, unknown>) => JSON.stringify(body).replaceAll(VICTIM, 'X').replaceAll(NOBODY, 'X');

    // A stranger asks about the subscriber and about someone who never subscribed: the same answers.
    const [a, b] = [await access(VICTIM), await access(NOBODY)];
    expect(a.body.data).toMatchObject({ hasAccess: false, accessType: 'payment', requiresPayment: true });
    expect(a.body).toEqual(b.body);
    const [p1, p2] = [await register(VICTIM, PIZZA), await register(NOBODY, PIZZA)];
    expect(p1.status).toBe(402);
    expect(p1.body.requiresPayment.hasSubscription).toBe(false);
    expect(withoutEmail(p1.body)).toBe(withoutEmail(p2.body));
    const [r1, r2] = [await register(VICTIM, INCLUDED), await register(NOBODY, INCLUDED)];
    expect([r1.status, r2.status]).toEqual([402, 402]);
    expect(withoutEmail(r1.body)).toBe(withoutEmail(r2.body));
    // Another member's session proves nothing about the victim's address.
    expect((await access(VICTIM, await ownerHeaders(h, 'stranger@example.com'))).body).toEqual(b.body);

    // The subscriber, proving the address (signed in, or back from their paid Checkout), gets the subscriber's path.
    const owner = await ownerHeaders(h, VICTIM);
    expect((await access(VICTIM, owner)).body.data).toMatchObject({ hasAccess: true, accessType: 'subscription', requiresPayment: false });
    expect((await register(VICTIM, PIZZA, {}, owner)).body.requiresPayment.hasSubscription).toBe(true);
    const included = await register(VICTIM, INCLUDED, { sessionId: paidSession });
    expect(included.status).toBe(201);
    expect(included.body.reservation.rsvpStatus).toBe('confirmed');
  });
});
