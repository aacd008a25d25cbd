import { describe, expect, it } from 'vitest';
import { formatAmount, revenueEntry, sessionCurrency, totalsByCurrency } from '../../../domain/curated/revenue';

describe('curated money in the session city currency', () => {
  it('takes the currency from the session city (content/cities.ts)', () => {
    expect(['Tokyo', 'Osaka', 'Fukuoka', 'osaka'].map((city) => sessionCurrency({ city }))).toEqual(['JPY', 'JPY', 'JPY', 'JPY']);
    expect(sessionCurrency({ city: 'Honolulu' })).toBe('USD');
    expect(formatAmount(4500, 'JPY')).toBe('¥4,500');
    expect(formatAmount(36, 'USD')).toBe('$36');
  });

  it('totals per currency, never across currencies; an unsplit old month is dollars', () => {
    const entries = [{ sk: '2026-11#JPY', amount: 4500 }, { sk: '2026-11#USD', amount: 36 }, { sk: '2026-10#JPY', amount: 3000 }, { sk: '2026-08', amount: 60 }].map(revenueEntry);
    expect(entries[3]).toEqual({ month: '2026-08', currency: 'USD', amount: 60 });
    expect(totalsByCurrency(entries)).toEqual([
      { currency: 'JPY', amount: 7500 },
      { currency: 'USD', amount: 96 },
    ]);
    // Nothing recorded: the default city currency, at zero.
    expect(totalsByCurrency([])).toEqual([{ currency: 'JPY', amount: 0 }]);
  });
});
