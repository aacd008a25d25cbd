/**
 * POST /api/admin-subscription-queries against DynamoDB Local. Subscriptions are created by the
 * billing side's own code (which writes the GSI2 index the list reads): one through Checkout
 * (simulator + signed webhook), the rest through applySubscriptionState and recordPayment.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { createSession } from '../../functions/lib/auth/tokens';
import { applySubscriptionState, recordPayment } from '../../functions/billing/subscriptions';
import type { SubscriptionInfo } from '../../functions/lib/ports';
import { payAndDeliver } from './billing-helpers';
import { OFFSET_GONE, PLAN_CODE_GONE } from '../../domain/admin/billing';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const PATH = '/api/admin-subscription-queries';
const ACTIONS = ['get_all_subscriptions', 'get_subscription_analytics', 'get_subscription_details', 'search_subscriptions'];

const info = (id: string, status: string, interval: 'month' | 'year', periodEnd: string | null): SubscriptionInfo => ({
  id,
  customerId: `cus_${id.slice(4)}`,
  status,
  currentPeriodEnd: periodEnd,
  cancelAtPeriodEnd: false,
  interval,
  unitAmount: interval === 'month' ? 1500 : 15000,
  currency: 'jpy',
  metadata: { planCode: interval === 'month' ? 'monthly' : 'yearly' },
  updatedAt: 1_790_000_000,
});

async function subscribe(h: Harness, email: string, when: string, sub: SubscriptionInfo, paidYen = 0) {
  clock.set(when);
  await applySubscriptionState(h.ports, { email, info: sub });
  if (paidYen) await recordPayment(h.ports, { email, checkoutSessionId: `cs_${sub.id}`, amount: paidYen, currency: 'jpy' });
  clock.set(NOW);
}

describe('admin subscription queries', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const call = (action: string, body: Record<string, unknown> = {}, headers = admin) => h.call(PATH, { action, ...body }, { headers });
  const emails = (r: { body: { data: { email: string }[] } }) => r.body.data.map((s) => s.email);

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
    await subscribe(h, 'mia@example.com', '2026-10-01T00:00:00Z', info('sub_mia', 'active', 'month', '2026-12-01T00:00:00.000Z'), 1500);
    await subscribe(h, 'ken@example.com', '2026-10-05T00:00:00Z', info('sub_ken', 'trialing', 'month', null));
    await subscribe(h, 'sora@example.com', '2026-10-10T00:00:00Z', info('sub_sora', 'canceled', 'month', '2026-11-01T00:00:00.000Z'), 3000);
    await subscribe(h, 'yui@example.com', '2026-10-15T00:00:00Z', info('sub_yui', 'past_due', 'year', '2027-10-15T00:00:00.000Z'), 15000);
    // Active status but the period is over: not active (active needs a period end absent or in the future).
    await subscribe(h, 'old@example.com', '2026-10-20T00:00:00Z', info('sub_old', 'active', 'month', '2026-11-20T00:00:00.000Z'), 1500);
    // And one through Checkout, the way a visitor subscribes.
    const c = await h.call('/api/subscription-management', { action: 'create_checkout_session', data: { email: 'rin@example.com', planCode: 'yearly' } });
    await payAndDeliver(h, c.body.data.session_id);
  });

  it('refuses every action without a session (401) and with a non-admin bearer (403)', async () => {
    const member = await createSession(h.ports, { kind: 'member', email: 'mia@example.com', ttlSeconds: 3600 });
    for (const action of ACTIONS) {
      expect((await call(action, {}, {})).status, action).toBe(401);
      expect((await call(action, {}, { authorization: `Bearer ${member.token}` })).status, action).toBe(403);
    }
  });

  it('lists every subscription, live ones first, then by status, latest change first, with status labels and the active rule', async () => {
    const r = await call('get_all_subscriptions');
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(6);
    expect(r.body).toMatchObject({ limit: 100, next: null });
    expect(emails(r)).toEqual(['ken@example.com', 'rin@example.com', 'old@example.com', 'mia@example.com', 'yui@example.com', 'sora@example.com']);
    const by = Object.fromEntries(r.body.data.map((s: { email: string }) => [s.email, s]));
    expect(by['mia@example.com']).toMatchObject({ subscription_status: 'active', statusLabel: 'Active', isActive: true, total_paid_cents: 150000, subscription_plans: { code: 'monthly', billing_interval: 'month', price_cents: 150000 }, stripeSubscriptionId: 'sub_mia' });
    expect(by['ken@example.com']).toMatchObject({ statusLabel: 'Trial', isActive: true });
    expect(by['yui@example.com']).toMatchObject({ statusLabel: 'Past Due', isActive: false });
    expect(by['sora@example.com']).toMatchObject({ statusLabel: 'Canceled', isActive: false });
    expect(by['old@example.com']).toMatchObject({ statusLabel: 'Active', isActive: false });
    expect(by['rin@example.com']).toMatchObject({ isActive: true, subscription_plans: { code: 'yearly', billing_interval: 'year' } });
  });

  it('filters by status, interval and access, and pages with limit and a cursor', async () => {
    expect(emails(await call('get_all_subscriptions', { filters: { status: 'active' } }))).toEqual(['rin@example.com', 'old@example.com', 'mia@example.com']);
    expect(emails(await call('get_all_subscriptions', { filters: { billing_interval: 'year' } }))).toEqual(['rin@example.com', 'yui@example.com']);
    // Active now: a live status and a period not over (old's ended on 20 November).
    const active = await call('get_all_subscriptions', { filters: { active: true } });
    expect(emails(active)).toEqual(['ken@example.com', 'rin@example.com', 'mia@example.com']);
    // Its total comes from the figures (live statuses): old's Stripe update has not arrived yet.
    expect(active.body.count).toBe(4);
    expect(emails(await call('get_all_subscriptions', { filters: { active: true, billing_interval: 'month' } }))).toEqual(['ken@example.com', 'mia@example.com']);
    expect((await call('get_all_subscriptions', { filters: { active: true, status: 'canceled' } })).body).toMatchObject({ data: [], count: 0, next: null });
    // Inside data works too (the {action, data} shape).
    expect(emails(await call('get_all_subscriptions', { data: { filters: { status: 'trialing' } } }))).toEqual(['ken@example.com']);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const p = await call('get_all_subscriptions', { limit: 2, cursor });
      expect(p.body.count).toBe(6);
      pages.push(emails(p));
      cursor = p.body.next;
    } while (cursor);
    expect(pages).toEqual([
      ['ken@example.com', 'rin@example.com'],
      ['old@example.com', 'mia@example.com'],
      ['yui@example.com', 'sora@example.com'],
    ]);
    expect((await call('get_all_subscriptions', { limit: 101 })).status).toBe(400);
    const bad = await call('get_all_subscriptions', { filters: { status: 'gone' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Unknown subscription status');
    // Paging by offset and the plan-code filter are refused, not ignored.
    expect((await call('get_all_subscriptions', { offset: 0 })).status).toBe(200);
    expect((await call('get_all_subscriptions', { offset: 2 })).body).toMatchObject({ success: false, error: OFFSET_GONE });
    expect((await call('get_all_subscriptions', { filters: { plan_code: 'monthly' } })).body).toMatchObject({ success: false, error: PLAN_CODE_GONE });
  });

  it('looks up an exact email or Stripe id, with filters; data and count', async () => {
    const r = await call('search_subscriptions', { search: ' MIA@example.com ' });
    expect(emails(r)).toEqual(['mia@example.com']);
    expect(r.body).toMatchObject({ count: 1, next: null });
    expect(emails(await call('search_subscriptions', { search: 'cus_yui' }))).toEqual(['yui@example.com']);
    expect(emails(await call('search_subscriptions', { search: 'sub_old', filters: { billing_interval: 'month', active: false } }))).toEqual(['old@example.com']);
    expect(emails(await call('search_subscriptions', { search: 'sub_mia', filters: { active: false } }))).toEqual([]);
    expect(emails(await call('get_all_subscriptions', { filters: { email: 'sora@example.com' } }))).toEqual(['sora@example.com']);
    // No substring search: a part of an email or id finds nothing.
    for (const search of ['MI', 'sub_', 'example.com', 'nobody']) expect((await call('search_subscriptions', { search })).body, search).toMatchObject({ success: true, data: [], count: 0 });
  });

  it('sums the analytics, from the figures', async () => {
    const r = await call('get_subscription_analytics');
    expect(r.status).toBe(200);
    const rin = (await h.ports.table.get(keys.subscription('rin@example.com')))!;
    const total = 150000 + 300000 + 1500000 + 150000 + Number(rin.total_paid_cents);
    expect(Number(rin.total_paid_cents)).toBe(1500000);
    // Active = a live status: old@ (active, period ended on 20 November) counts until Stripe's update arrives.
    expect(r.body.data).toMatchObject({
      totalSubscriptions: 6,
      activeSubscriptions: 4,
      monthlySubscriptions: 3,
      yearlySubscriptions: 1,
      totalRevenue: total,
      averageRevenue: Math.round(total / 6),
      monthlyRecurringRevenue: 150000 + 150000 + 150000 + 125000,
      currency: 'JPY',
      totalRevenueText: '¥36,000',
      recountedAt: null,
    });
    const by = Object.fromEntries(r.body.data.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]));
    expect(by).toMatchObject({ active: 3, trialing: 1, past_due: 1, canceled: 1, unpaid: 0, incomplete: 0, paused: 0 });
  });

  it('gives one subscription with the list status and what Stripe says', async () => {
    const r = await call('get_subscription_details', { filters: { email: 'RIN@example.com' } });
    expect(r.status).toBe(200);
    expect(r.body.data.subscription).toMatchObject({ email: 'rin@example.com', isActive: true });
    expect(r.body.data.stripe).toMatchObject({ status: 'active', inSync: true });
    const mia = await call('get_subscription_details', { data: { filters: { email: 'mia@example.com' } } });
    expect(mia.body.data).toMatchObject({ subscription: { email: 'mia@example.com' }, stripe: null, signup: null });
    expect((await call('get_subscription_details', { filters: { email: 'nobody@example.com' } })).status).toBe(404);
    expect((await call('get_subscription_details', {})).body.error).toBe('Email is required');
  });
});
