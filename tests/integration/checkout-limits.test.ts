/**
 * Stripe Checkout creation that cannot be flooded (docs/security.md, "Checkouts that cannot be
 * flooded"): one client address starts at most 10 new Checkouts an hour, one email from one
 * address at most 5; the same request again while its Checkout is open gets that Checkout, and
 * counts nothing; a stranger's requests never use up the owner's budget.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { limits } from '../../functions/lib/auth/rate-limit';
import { keys } from '../../functions/lib/keys';
import { NOW, eventAt, reservation } from './reservations-helpers';

const SM = '/api/subscription-management';
const PIZZA = 'shimokitazawa-pizza-night';
const ATTACKER = '198.51.100.7';
const STRANGER = '198.51.100.66';
const OWNER_ADDRESS = '203.0.113.10';
const answers = { 'pizza-preference': 'Margherita' };

describe('Checkout creation that cannot be flooded', () => {
  let h: Harness;
  let clock: ReturnType<typeof fixedClock>;
  const { occurrence } = eventAt(PIZZA);
  const subscribe = (email: string, ip: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    h.call(SM, { action: 'create_checkout_session', data: { email, planCode: 'monthly', ...extra } }, { ip, headers });
  const payForPizza = (email: string, ip: string) =>
    h.call(SM, { action: 'create_event_checkout_session', data: { email, priceCents: 75000, currency: 'JPY', eventMetadata: { eventSlug: PIZZA, answers } } }, { ip });
  const storedCheckouts = async (email: string) =>
    h.ports.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.checkoutsOfEmail(email).gsi1pk } });

  beforeEach(async () => {
    clock = fixedClock(NOW);
    h = await setupIntegration({ clock });
  });

  it('made-up emails from one address: 10 Checkouts an hour, then 429 with Retry-After and nothing stored or asked of Stripe', async () => {
    const create = vi.spyOn(h.ports.payments, 'createCheckoutSession');
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      // Subscription and event Checkouts share the address's budget.
      const r = i % 2 === 0 ? await subscribe(`made-up-${i}@example.com`, ATTACKER) : await payForPizza(`made-up-${i}@example.com`, ATTACKER);
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.body.error).toBe(limits.checkoutPerIp.message);
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(3600);
        expect(await storedCheckouts(`made-up-${i}@example.com`)).toEqual([]);
        expect(await reservation(h, PIZZA, occurrence, `made-up-${i}@example.com`)).toBeUndefined();
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429, 429, 429]);
    expect(create).toHaveBeenCalledTimes(10);
    // In Japanese for a Japanese page.
    const ja = await subscribe('made-up-ja@example.com', ATTACKER, {}, { 'x-fika-locale': 'ja' });
    expect(ja.status).toBe(429);
    expect(ja.body.error).toBe('お使いのネットワークから開始されたお支払いページが多すぎます。しばらく待ってから、もう一度お試しください。');
    // Another address is not affected; an hour later the attacker's budget is back.
    expect((await subscribe('someone@example.com', '203.0.113.200')).status).toBe(200);
    clock.advance(3600_000);
    expect((await subscribe('made-up-99@example.com', ATTACKER)).status).toBe(200);
  });

  it('the same email and plan again gets the open Checkout again: one Stripe call, nothing counted', async () => {
    const create = vi.spyOn(h.ports.payments, 'createCheckoutSession');
    const first = await subscribe('again@example.com', ATTACKER);
    expect(first.status).toBe(200);
    for (let i = 0; i < 15; i++) {
      const r = await subscribe('again@example.com', ATTACKER);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual(first.body.data);
    }
    expect(create).toHaveBeenCalledTimes(1);
    expect(await storedCheckouts('again@example.com')).toHaveLength(1);
    // Another plan is another Checkout; an open one close to its end is not given again.
    expect((await subscribe('again@example.com', ATTACKER, { planCode: 'yearly' })).body.data.session_id).not.toBe(first.body.data.session_id);
    clock.advance((24 * 60 - 5) * 60_000);
    const late = await subscribe('again@example.com', ATTACKER);
    expect(late.status).toBe(200);
    expect(late.body.data.session_id).not.toBe(first.body.data.session_id);
    expect(create).toHaveBeenCalledTimes(3);
  });

  it('asking again for a place already held gets its open Checkout again, without a new one', async () => {
    const create = vi.spyOn(h.ports.payments, 'createCheckoutSession');
    const first = await payForPizza('held@example.com', ATTACKER);
    expect(first.status).toBe(200);
    for (let i = 0; i < 12; i++) {
      const r = await payForPizza('held@example.com', ATTACKER);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual(first.body.data);
    }
    expect(create).toHaveBeenCalledTimes(1);
    expect(await reservation(h, PIZZA, occurrence, 'held@example.com')).toMatchObject({ status: 'pending_payment', checkoutSessionId: first.body.data.session_id });
  });

  it("a stranger's requests for the owner's email never refuse the owner's own", async () => {
    const owner = 'owner@example.com';
    const plans = [{}, { planCode: 'yearly' }, { eventSlug: PIZZA }, { planCode: 'yearly', eventSlug: PIZZA }, { eventSlug: 'signature-sunday-fika-daikanyama' }, { eventSlug: 'weekly-fika-for-two-kichijoji' }];
    const statuses = [];
    for (const extra of plans) statuses.push((await subscribe(owner, STRANGER, extra)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await subscribe(owner, STRANGER, { planCode: 'yearly', eventSlug: 'signature-sunday-fika-daikanyama' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(limits.checkoutPerEmailAddress.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // From the owner's own address: a new Checkout, and the paid place too.
    expect((await subscribe(owner, OWNER_ADDRESS, { planCode: 'yearly', eventSlug: 'weekly-fika-for-two-kichijoji' })).status).toBe(200);
    expect((await payForPizza(owner, OWNER_ADDRESS)).status).toBe(200);
  });
});
