import { describe, expect, it } from 'vitest';
import {
  apartmentSizes,
  cityIds,
  estimateMonthlyCost,
  formatCost,
  lifestyles,
  neighbourhoodTiers,
  type CostInput,
} from '../../../content/guides/cost-of-living';

const base: CostInput = { city: 'tokyo', tier: 'popular', size: 'studio', lifestyle: 'comfortable' };

describe('estimateMonthlyCost', () => {
  it('always returns a total equal to the sum of the breakdown', () => {
    for (const city of cityIds)
      for (const tier of neighbourhoodTiers)
        for (const size of apartmentSizes)
          for (const lifestyle of lifestyles)
            for (const adults of [1, 2, 3])
              for (const includeGym of [true, false]) {
                const e = estimateMonthlyCost({ city, tier, size, lifestyle, adults, includeGym });
                expect(e.total).toBe(e.breakdown.reduce((s, l) => s + l.amount, 0));
                expect(e.total).toBeGreaterThan(0);
                for (const line of e.breakdown) expect(line.amount).toBeGreaterThanOrEqual(0);
              }
  });

  it('covers every cost category', () => {
    const e = estimateMonthlyCost(base);
    expect(e.breakdown.map((l) => l.category)).toEqual([
      'rent',
      'utilities',
      'phone',
      'transport',
      'groceries',
      'eatingOut',
      'gym',
      'healthInsurance',
      'socialLife',
    ]);
  });

  it('differs by city, with the right currency', () => {
    const totals = cityIds.map((city) => estimateMonthlyCost({ ...base, city }));
    expect(new Set(totals.map((t) => t.total)).size).toBe(cityIds.length);
    const [tokyo, osaka, fukuoka, honolulu] = totals;
    expect(tokyo.total).toBeGreaterThan(osaka.total);
    expect(osaka.total).toBeGreaterThan(fukuoka.total);
    expect(tokyo.currency).toBe('JPY');
    expect(honolulu.currency).toBe('USD');
    expect(honolulu.currencySymbol).toBe('$');
  });

  it('differs by lifestyle: frugal < comfortable < premium', () => {
    for (const city of cityIds) {
      const [frugal, comfortable, premium] = lifestyles.map((lifestyle) => estimateMonthlyCost({ ...base, city, lifestyle }).total);
      expect(frugal).toBeLessThan(comfortable);
      expect(comfortable).toBeLessThan(premium);
    }
  });

  it('charges more for central neighbourhoods and bigger apartments', () => {
    const rent = (input: Partial<CostInput>) => estimateMonthlyCost({ ...base, ...input }).breakdown.find((l) => l.category === 'rent')!.amount;
    expect(rent({ tier: 'central' })).toBeGreaterThan(rent({ tier: 'popular' }));
    expect(rent({ tier: 'popular' })).toBeGreaterThan(rent({ tier: 'outer' }));
    expect(rent({ size: '2ldk' })).toBeGreaterThan(rent({ size: '1ldk' }));
    expect(rent({ size: '1ldk' })).toBeGreaterThan(rent({ size: 'studio' }));
    expect(rent({ size: 'studio' })).toBeGreaterThan(rent({ size: 'share' }));
  });

  it('leaves the gym out when asked and scales with household size', () => {
    const noGym = estimateMonthlyCost({ ...base, includeGym: false });
    expect(noGym.breakdown.some((l) => l.category === 'gym')).toBe(false);
    const one = estimateMonthlyCost(base);
    const two = estimateMonthlyCost({ ...base, adults: 2 });
    expect(two.total).toBeGreaterThan(one.total);
    expect(two.breakdown.find((l) => l.category === 'rent')!.amount).toBe(one.breakdown.find((l) => l.category === 'rent')!.amount);
    expect(estimateMonthlyCost({ ...base, adults: 99 }).total).toBe(estimateMonthlyCost({ ...base, adults: 4 }).total);
  });

  it('is realistic for a Tokyo studio', () => {
    const e = estimateMonthlyCost(base);
    expect(e.total).toBeGreaterThan(180_000);
    expect(e.total).toBeLessThan(330_000);
    expect(e.total % 100).toBe(0);
  });

  it('rejects unknown input', () => {
    expect(() => estimateMonthlyCost({ ...base, city: 'paris' as never })).toThrow(/Unknown city/);
    expect(() => estimateMonthlyCost({ ...base, lifestyle: 'lavish' as never })).toThrow(/Unknown lifestyle/);
  });

  it('formats money', () => {
    expect(formatCost(215400, 'JPY')).toBe('¥215,400');
    expect(formatCost(3815, 'USD')).toBe('$3,815');
  });
});
