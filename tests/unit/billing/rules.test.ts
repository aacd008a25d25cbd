import { describe, it, expect } from 'vitest';
import { isActiveSubscription, statusLabel } from '../../../functions/billing/rules';
import { PLANS, annualSavingCents, hundredthsFromStripe, planByCode } from '../../../functions/billing/plans';

const now = new Date('2026-11-22T09:00:00Z');

describe('the active-subscription rule (active or trialing, period not over)', () => {
  it.each([
    ['active', null, true],
    ['trialing', null, true],
    ['active', '2026-12-01T00:00:00Z', true],
    ['active', '2026-11-22T08:59:59Z', false],
    ['trialing', '2026-11-01T00:00:00Z', false],
    ['past_due', null, false],
    ['canceled', '2027-01-01T00:00:00Z', false],
    ['unpaid', null, false],
    ['incomplete', null, false],
    ['paused', null, false],
  ])('%s with period end %s → %s', (status, end, expected) => {
    expect(isActiveSubscription({ subscription_status: status, current_period_end: end }, now)).toBe(expected);
  });

  it('no subscription is not active', () => {
    expect(isActiveSubscription(undefined, now)).toBe(false);
  });
});

describe('status labels', () => {
  it('labels the seven statuses', () => {
    expect(['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused'].map(statusLabel)).toEqual([
      'Active',
      'Trial',
      'Past Due',
      'Canceled',
      'Unpaid',
      'Incomplete',
      'Paused',
    ]);
    expect(statusLabel(undefined)).toBe('None');
  });
});

describe('plans', () => {
  it('are stored in hundredths of a yen', () => {
    expect(planByCode('monthly')?.price_cents).toBe(150000);
    expect(planByCode('yearly')?.price_cents).toBe(1500000);
    expect(planByCode('weekly')).toBeUndefined();
  });

  it('the annual saving is monthly × 12 − yearly', () => {
    expect(annualSavingCents()).toBe(150000 * 12 - 1500000);
    expect(annualSavingCents([{ ...PLANS[0], price_cents: 100000 }, { ...PLANS[1], price_cents: 1500000 }])).toBe(0);
  });

  it('converts Stripe amounts back to hundredths (JPY is zero-decimal, USD is not)', () => {
    expect(hundredthsFromStripe(1500, 'jpy')).toBe(150000);
    expect(hundredthsFromStripe(2500, 'usd')).toBe(2500);
  });
});
