/**
 * City lookup (seed 001 §3 "City lookup", §9 "Places").
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
    // Osaka runs on Tokyo time (Japan has a single zone, seed 001 §9).
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

/** Lookup by slug, case-insensitive; unknown or missing slugs fall back to Tokyo (seed 001 §3). */
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

// ---------- money in a city's currency ----------

const priceFormatters = new Map<string, Intl.NumberFormat>();

/**
 * THE conversion from stored money (hundredths of the unit) to display text:
 * 300000 JPY → "¥3,000", 2500 USD → "$25". Whole amounts show no decimals; yen never do.
 */
export function formatPrice(cents: number, currency: Currency): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid amount ${cents}`);
  const units = cents / 100;
  const decimals = currency === 'JPY' || Number.isInteger(units) ? 0 : 2;
  const key = `${currency}:${decimals}`;
  let formatter = priceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormatters.set(key, formatter);
  }
  return formatter.format(units);
}

/**
 * Stored hundredths → Stripe `unit_amount`. JPY is zero-decimal in Stripe, so it wants whole yen
 * (300000 → 3000); USD wants cents, which are our hundredths already (2500 → 2500).
 */
export function stripeUnitAmount(cents: number, currency: Currency): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Invalid amount ${cents}`);
  if (currency === 'JPY') {
    if (cents % 100 !== 0) throw new RangeError(`${cents} hundredths of a yen is not a whole yen amount`);
    return cents / 100;
  }
  return cents;
}
