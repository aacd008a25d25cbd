/**
 * City lookup: name, flag, country, time zone, currency and region per city slug.
 * Pure data + helpers, safe to import from the SPA and from Lambda code. Each city carries its
 * words in English (the fields themselves) and in Japanese (`ja`); `cityIn` gives the city in a
 * language. The city pages' introductions are in content/city-intros.ts (only those pages load them).
 */
import type { Locale } from './site/locales';

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
  /** The city's text in Japanese. */
  ja: CityText;
}

/** The parts of a city that are words, in one language. */
export interface CityText {
  name: string;
  country: string;
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
    ja: { name: '東京', country: '日本', region: '関東' },
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
    ja: { name: '大阪', country: '日本', region: '関西' },
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
    ja: { name: '福岡', country: '日本', region: '九州' },
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
    ja: { name: 'ホノルル', country: 'アメリカ', region: 'ハワイ・オアフ島' },
  },
});

/** The city's words in `locale` (name, country, region); English is the city's own fields. */
export function cityIn(city: City, locale: Locale): CityText {
  return locale === 'ja' ? city.ja : { name: city.name, country: city.country, region: city.region };
}

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
