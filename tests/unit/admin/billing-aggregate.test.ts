import { describe, expect, it } from 'vitest';
import { filterRows, page, subscriptionAnalytics, subscriptionRow } from '../../../functions/admin-billing/aggregate';
import { decodeCursor, encodeCursor } from '../../../functions/admin/blocking';

const now = new Date('2026-11-22T09:00:00Z');
const item = (email: string, status: string, interval: 'month' | 'year' | null, paid: number, updatedAt: string, periodEnd: string | null = null) => ({
  email,
  subscription_status: status,
  current_period_end: periodEnd,
  total_paid_cents: paid,
  plan: interval ? { code: interval === 'month' ? 'monthly' : 'yearly', billing_interval: interval, price_cents: interval === 'month' ? 150000 : 1500000 } : null,
  stripeCustomerId: `cus_${email.split('@')[0]}`,
  stripeSubscriptionId: `sub_${email.split('@')[0]}`,
  updatedAt,
});

const rows = [
  item('a@example.com', 'active', 'month', 300000, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
  item('b@example.com', 'trialing', 'year', 0, '2026-11-03T00:00:00Z'),
  item('c@example.com', 'active', 'month', 150000, '2026-11-02T00:00:00Z', '2026-11-20T00:00:00Z'),
  item('d@example.com', 'canceled', 'year', 1500000, '2026-10-01T00:00:00Z'),
  item('e@example.com', 'incomplete_expired', null, 0, '2026-09-01T00:00:00Z'),
].map((i) => subscriptionRow(i, now));

describe('subscription rows', () => {
  it('labels statuses and applies the active rule (status and period end)', () => {
    expect(rows.map((r) => [r.statusLabel, r.isActive])).toEqual([
      ['Active', true],
      ['Trial', true],
      ['Active', false],
      ['Canceled', false],
      ['Incomplete', false],
    ]);
  });

  it('filters, searches and sorts by latest change; pages', () => {
    expect(filterRows(rows).map((r) => r.email)).toEqual(['b@example.com', 'c@example.com', 'a@example.com', 'd@example.com', 'e@example.com']);
    expect(filterRows(rows, { status: 'active' }).map((r) => r.email)).toEqual(['c@example.com', 'a@example.com']);
    expect(filterRows(rows, { active: true }).map((r) => r.email)).toEqual(['b@example.com', 'a@example.com']);
    expect(filterRows(rows, { billing_interval: 'year', active: false }).map((r) => r.email)).toEqual(['d@example.com']);
    expect(filterRows(rows, { plan_code: 'monthly' }, 'SUB_A').map((r) => r.email)).toEqual(['a@example.com']);
    expect(filterRows(rows, { email: ' C@example.com ' }).map((r) => r.email)).toEqual(['c@example.com']);
    expect(page([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(page([1, 2], 100, 5)).toEqual([]);
  });
});

describe('subscriptionAnalytics', () => {
  it('counts, splits active by interval and sums revenue in hundredths', () => {
    const a = subscriptionAnalytics(rows);
    expect(a).toMatchObject({
      totalSubscriptions: 5,
      activeSubscriptions: 2,
      monthlySubscriptions: 1,
      yearlySubscriptions: 1,
      totalRevenue: 1950000,
      averageRevenue: 390000,
      monthlyRecurringRevenue: 150000 + 125000,
      currency: 'JPY',
      totalRevenueText: '¥19,500',
      averageRevenueText: '¥3,900',
    });
    expect(a.byStatus.map((s) => [s.label, s.count])).toEqual([
      ['Active', 2],
      ['Trial', 1],
      ['Past Due', 0],
      ['Canceled', 1],
      ['Unpaid', 0],
      ['Incomplete', 0],
      ['Paused', 0],
      ['Incomplete', 1],
    ]);
  });

  it('is all zeros for no subscriptions', () => {
    expect(subscriptionAnalytics([])).toMatchObject({ totalSubscriptions: 0, activeSubscriptions: 0, totalRevenue: 0, averageRevenue: 0 });
  });
});

describe('block list cursor', () => {
  it('round-trips a GSI1 position and refuses anything else', () => {
    const key = { pk: 'EMAIL#a@example.com', sk: 'BLOCKED', gsi1pk: 'BLOCKED', gsi1sk: '2026-11-22T00:00:00Z' };
    expect(decodeCursor(encodeCursor(key))).toEqual(key);
    expect(decodeCursor('garbage')).toBeUndefined();
    expect(decodeCursor(encodeCursor({ ...key, sk: 'SIGNUP' }))).toBeUndefined();
    expect(decodeCursor(encodeCursor({ ...key, extra: 1 }))).toBeUndefined();
    expect(decodeCursor(null)).toBeUndefined();
  });
});
