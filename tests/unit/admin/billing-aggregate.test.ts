import { describe, expect, it } from 'vitest';
import { matches, searchKind, subscriptionAnalytics, subscriptionRow } from '../../../functions/admin-billing/aggregate';
import { contribution, countMatching, countsOf, deltas, recountValues } from '../../../functions/billing/figures';
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

const items0 = [
  item('a@example.com', 'active', 'month', 300000, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
  item('b@example.com', 'trialing', 'year', 0, '2026-11-03T00:00:00Z'),
  item('c@example.com', 'active', 'month', 150000, '2026-11-02T00:00:00Z', '2026-11-20T00:00:00Z'),
  item('d@example.com', 'canceled', 'year', 1500000, '2026-10-01T00:00:00Z'),
  item('e@example.com', 'incomplete_expired', null, 0, '2026-09-01T00:00:00Z'),
];
const rows = items0.map((i) => subscriptionRow(i, now));

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

  it('filters the rows of an exact lookup', () => {
    const pick = (f: Parameters<typeof matches>[1]) => rows.filter((r) => matches(r, f)).map((r) => r.email);
    expect(pick({})).toHaveLength(5);
    expect(pick({ status: 'active' })).toEqual(['a@example.com', 'c@example.com']);
    expect(pick({ active: true })).toEqual(['a@example.com', 'b@example.com']);
    expect(pick({ billing_interval: 'year', active: false })).toEqual(['d@example.com']);
    expect(pick({ email: ' C@example.com ' })).toEqual(['c@example.com']);
  });

  it('looks up an email or a Stripe id exactly, never a part of one', () => {
    expect(searchKind(' Mia@Example.com ')).toEqual({ email: 'mia@example.com' });
    expect(searchKind('cus_123')).toEqual({ stripeId: 'cus_123' });
    expect(searchKind('sub_ABC ')).toEqual({ stripeId: 'sub_ABC' });
    expect(searchKind('  ')).toBeNull();
  });
});

/** The figures the items above would hold (what functions/billing/figures.ts adds up). */
const counted = (items: Record<string, unknown>[]) => {
  const values: Record<string, number> = {};
  for (const it of items) for (const [k, v] of Object.entries(contribution({ ...it, gsi2pk: 'x' }))) values[k] = (values[k] ?? 0) + v;
  return countsOf({ values, recountedAt: null });
};

describe('subscription figures', () => {
  const items = [
    item('a@example.com', 'active', 'month', 300000, '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
    item('b@example.com', 'trialing', 'year', 0, '2026-11-03T00:00:00Z'),
    item('d@example.com', 'canceled', 'year', 1500000, '2026-10-01T00:00:00Z'),
    item('e@example.com', 'incomplete_expired', null, 0, '2026-09-01T00:00:00Z'),
  ];

  it('count an item by status and interval, its amount paid, and its plan price while live', () => {
    expect(contribution({ ...items[0], gsi2pk: 'x' })).toEqual({ 'n#active#month': 1, paid: 300000, 'price#month': 150000 });
    expect(contribution({ ...items[2], gsi2pk: 'x' })).toEqual({ 'n#canceled#year': 1, paid: 1500000 });
    expect(contribution({ ...items[3], gsi2pk: 'x' })).toEqual({ 'n#incomplete_expired#none': 1 });
    // Not in the admin's list (no index entry: a payment before the first state, a hand-made item): not counted.
    expect(contribution(items[0])).toEqual({});
  });

  it('move by the difference between the item before and after, zeros left out', () => {
    const before = { ...items[0], gsi2pk: 'x' };
    expect(deltas(before, { ...before, subscription_status: 'canceled' })).toEqual({ 'n#active#month': -1, 'n#canceled#month': 1, 'price#month': -150000 });
    expect(deltas(before, { ...before, total_paid_cents: 450000 })).toEqual({ paid: 150000 });
    expect(deltas(before, { ...before, cancel_at_period_end: true })).toEqual({});
    expect(deltas(before, undefined)).toEqual({ 'n#active#month': -1, paid: -300000, 'price#month': -150000 });
    expect(deltas(items[0], before)).toEqual({ 'n#active#month': 1, paid: 300000, 'price#month': 150000 });
  });

  it('give every list total', () => {
    const c = counted(items);
    expect(countMatching(c, {})).toBe(4);
    expect(countMatching(c, { status: 'canceled' })).toBe(1);
    expect(countMatching(c, { interval: 'year' })).toBe(2);
    expect(countMatching(c, { live: true })).toBe(2);
    expect(countMatching(c, { live: true, interval: 'month' })).toBe(1);
    expect(countMatching(c, { status: 'trialing', interval: 'month' })).toBe(0);
  });

  it('recount to the items, bringing a counter no item holds back to 0', () => {
    const now = countsOf({ values: { 'n#paused#month': 2, 'price#year': 5, paid: 7 }, recountedAt: null });
    expect(recountValues([{ ...items[2], gsi2pk: 'x' }], now)).toEqual({ 'n#paused#month': 0, 'price#year': 0, paid: 1500000, 'n#canceled#year': 1 });
  });
});

describe('subscriptionAnalytics', () => {
  it('counts, splits the live ones by interval and sums revenue in hundredths, from the figures', () => {
    // c: an active status whose period has passed: counted as active until Stripe's update arrives.
    const a = subscriptionAnalytics(counted(items0));
    expect(a).toMatchObject({
      totalSubscriptions: 5,
      activeSubscriptions: 3,
      monthlySubscriptions: 2,
      yearlySubscriptions: 1,
      totalRevenue: 1950000,
      averageRevenue: 390000,
      monthlyRecurringRevenue: 150000 + 150000 + 125000,
      currency: 'JPY',
      totalRevenueText: '¥19,500',
      averageRevenueText: '¥3,900',
      recountedAt: null,
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
    expect(subscriptionAnalytics(counted([]))).toMatchObject({ totalSubscriptions: 0, activeSubscriptions: 0, totalRevenue: 0, averageRevenue: 0, monthlyRecurringRevenue: 0 });
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
