/**
 * City lookup: name, flag, country, time zone, currency and region per city slug.
 * Pure data + two helpers, safe to import from the SPA and from Lambda code.
 */

export const CITY_SLUGS = ['tokyo', 'osaka', 'fukuoka', 'honolulu'] as const;
export type CitySlug = (typeof CITY_SLUGS)[number];

export const CURRENCIES = ['JPY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface City {
  slug: CitySlug;
  name: string;
  flag: string;
  country: string;
  timezone: string;
  currency: Currency;
  currencySymbol: string;
  region: string;
}

export const DEFAULT_CITY_SLUG: CitySlug = 'tokyo';

export const CITIES: Readonly<Record<CitySlug, City>> = Object.freeze({
  tokyo: {
    slug: 'tokyo',
    name: 'Tokyo',
    flag: '🇯🇵',
    country: 'Japan',
    timezone: 'Asia/Tokyo',
    currency: 'JPY',
    currencySymbol: '¥',
    region: 'Kanto',
  },
  osaka: {
    slug: 'osaka',
    name: 'Osaka',
    flag: '🇯🇵',
    country: 'Japan',
    // Osaka runs on Tokyo time (Japan has a single zone).
    timezone: 'Asia/Tokyo',
    currency: 'JPY',
    currencySymbol: '¥',
    region: 'Kansai',
  },
  fukuoka: {
    slug: 'fukuoka',
    name: 'Fukuoka',
    flag: '🇯🇵',
    country: 'Japan',
    timezone: 'Asia/Tokyo',
    currency: 'JPY',
    currencySymbol: '¥',
    region: 'Kyushu',
  },
  honolulu: {
    slug: 'honolulu',
    name: 'Honolulu',
    flag: '🇺🇸',
    country: 'United States',
    timezone: 'Pacific/Honolulu',
    currency: 'USD',
    currencySymbol: '$',
    region: 'Oʻahu, Hawaiʻi',
  },
});

export function isCitySlug(value: unknown): value is CitySlug {
  return typeof value === 'string' && (CITY_SLUGS as readonly string[]).includes(value);
}

/** Lookup by slug, case-insensitive; unknown or missing slugs fall back to Tokyo. */
export function cityBySlug(slug: string | null | undefined): City {
  const key = typeof slug === 'string' ? slug.trim().toLowerCase() : '';
  return isCitySlug(key) ? CITIES[key] : CITIES[DEFAULT_CITY_SLUG];
}

export interface CityCount {
  total: number;
  open: number;
}

/**
 * Counts all events and events with status "open" per city.
 * An event with no city (or an unknown one) counts as Tokyo, matching cityBySlug.
 */
export function citySummary(
  events: ReadonlyArray<{ city?: string | null; status: string }>,
): Record<CitySlug, CityCount> {
  const summary = Object.fromEntries(CITY_SLUGS.map((slug) => [slug, { total: 0, open: 0 }])) as Record<
    CitySlug,
    CityCount
  >;
  for (const event of events) {
    const bucket = summary[cityBySlug(event.city).slug];
    bucket.total += 1;
    if (event.status === 'open') bucket.open += 1;
  }
  return summary;
}
