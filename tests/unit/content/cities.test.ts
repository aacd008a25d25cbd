import { describe, expect, it } from 'vitest';
import { CITIES, CITY_SLUGS, cityBySlug, citySummary } from '../../../content/cities';
import { events } from '../../../content/events/index';

describe('cityBySlug', () => {
  it('looks up each city with its zone and currency', () => {
    expect(cityBySlug('osaka')).toMatchObject({ name: 'Osaka', timezone: 'Asia/Tokyo', currency: 'JPY', currencySymbol: '¥' });
    expect(cityBySlug('fukuoka')).toMatchObject({ timezone: 'Asia/Tokyo', currency: 'JPY', country: 'Japan' });
    expect(cityBySlug('honolulu')).toMatchObject({
      name: 'Honolulu',
      flag: '🇺🇸',
      timezone: 'Pacific/Honolulu',
      currency: 'USD',
      currencySymbol: '$',
      country: 'United States',
    });
    expect(cityBySlug('tokyo')).toMatchObject({ flag: '🇯🇵', region: 'Kanto' });
  });

  it('is case-insensitive and falls back to Tokyo for unknown or missing slugs', () => {
    expect(cityBySlug('OSAKA').slug).toBe('osaka');
    for (const slug of ['kyoto', '', undefined, null, 'constructor', '__proto__']) {
      expect(cityBySlug(slug).slug, String(slug)).toBe('tokyo');
    }
  });

  it('gives every city all the lookup fields', () => {
    for (const slug of CITY_SLUGS) {
      const city = CITIES[slug];
      for (const field of ['name', 'flag', 'country', 'timezone', 'currency', 'currencySymbol', 'region'] as const) {
        expect(city[field], `${slug}.${field}`).toBeTruthy();
      }
    }
  });
});

describe('citySummary', () => {
  it('counts all and open events per city; no city or an unknown city counts as Tokyo', () => {
    const summary = citySummary([
      { city: 'osaka', status: 'open' },
      { city: 'osaka', status: 'closed' },
      { status: 'open' },
      { city: null, status: 'postponed' },
      { city: 'atlantis', status: 'open' },
      { city: 'honolulu', status: 'open' },
    ]);
    expect(summary).toEqual({
      tokyo: { total: 3, open: 2 },
      osaka: { total: 2, open: 1 },
      fukuoka: { total: 0, open: 0 },
      honolulu: { total: 1, open: 1 },
    });
  });

  it('summarises the real catalogue', () => {
    const summary = citySummary(events);
    const total = Object.values(summary).reduce((n, c) => n + c.total, 0);
    expect(total).toBe(events.length);
    expect(summary.osaka.total).toBe(3);
    expect(summary.fukuoka.total).toBe(2);
    expect(summary.honolulu.total).toBe(2);
  });
});
