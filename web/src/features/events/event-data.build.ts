/**
 * PRERENDER AND TESTS ONLY (the browser gets its results as the data files of lib/site-data.ts,
 * written by the build and by the site publisher). Turns catalogue listings into the
 * summaries and event-page data of event-data.ts, with the facts that do not change with time
 * computed by the catalogue's own functions, so the browser does not need the catalogue. Dates
 * are not computed here: the summaries carry the fields of the occurrence rules, which the pages
 * run when they run.
 *
 * Everything is built per language: the listing's text comes through localizeEvent (the Japanese
 * overlay on a Japanese page), and a Japanese page gets Japanese data only.
 */
import {
  eventAccessRule,
  eventAvailabilityStatus,
  eventById,
  eventBySlug,
  eventPrice,
  events,
  formatPrice,
  isCancelled,
  jaTextOf,
  type EventListing,
} from '@/content/events/index';
import { localizeEvent } from '@/content/events/localize';
import { priceTextJa } from '@/content/events/money';
import { cityBySlug, cityIn } from '@/content/cities';
import type { Locale } from '@/content/site/locales';
import { eventImageKey } from '../../lib/event-image';
import type { EventPageData, EventSummary } from './event-data';
import { useSeedCatalogueIfUnset } from '@/content/events/seed';

// The build renders the initial data; a published change is rendered from the table (docs/catalogue.md).
useSeedCatalogueIfUnset();

/** The listing's level ("Good for") in Japanese. */
const JA_DIFFICULTY: Record<EventListing['difficulty'], string> = { 'All levels': 'どなたでも', Easy: 'やさしめ', Moderate: 'ふつう' };

/**
 * A listing as a page in `locale` shows it: its text from localizeEvent, and on Japanese pages the
 * display forms of its facts (price, city, level) in Japanese, derived from the facts themselves.
 * (`difficulty` is typed by its English values; a Japanese page's data holds their Japanese words.)
 */
export function listingIn(listing: EventListing, locale: Locale): EventListing {
  const e = localizeEvent(listing, locale);
  if (locale === 'en') return e;
  return { ...e, price: priceTextJa(eventPrice(e)), cityDisplay: cityIn(cityBySlug(e.city), locale).name, difficulty: JA_DIFFICULTY[e.difficulty] as EventListing['difficulty'] };
}

/** A listing's summary; the listing is taken as it is (listingIn gives it in a language). */
export function eventSummary(e: EventListing): EventSummary {
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    description: e.description,
    iconValue: e.iconValue,
    eventType: e.eventType,
    eventFrequency: e.eventFrequency,
    dayOfWeek: e.dayOfWeek,
    next: e.next,
    time: e.time,
    city: e.city,
    cityDisplay: e.cityDisplay,
    timezone: e.timezone,
    startTime: e.startTime,
    endTime: e.endTime,
    location: e.location,
    price: e.price,
    status: e.status,
    featured: e.featured,
    exclusive: e.exclusive,
    ...(e.exclusiveType !== undefined ? { exclusiveType: e.exclusiveType } : {}),
    checkinStampEligible: e.checkinStampEligible,
    imageKey: eventImageKey(e),
    cancelled: isCancelled(e),
  };
}

/** Every listing in `locale`, in catalogue order: what the lists and the info pages' event sections read. */
export function buildEventSummaries(locale: Locale = 'en'): EventSummary[] {
  return events.map((e) => eventSummary(listingIn(e, locale)));
}

/** The late-cancellation fee as the policy line states it: "¥1,000 fee", "キャンセル料 1,000円". */
export function feeTextOf(feeCents: number, currency: EventListing['currency'], locale: Locale = 'en'): string | null {
  if (feeCents <= 0) return null;
  return locale === 'ja' ? `キャンセル料 ${formatPrice(feeCents, currency, 'ja')}` : `${formatPrice(feeCents, currency)} fee`;
}

/** One event page's data in `locale` (`listing` is the catalogue's, in English). */
export function buildEventPage(listing: EventListing, locale: Locale = 'en'): EventPageData {
  const e = listingIn(listing, locale);
  const { eventStatus, availability } = eventAvailabilityStatus(e);
  const fee = e.cancellationPolicy?.feeCents ?? 0;
  return {
    event: e,
    imageKey: eventImageKey(e),
    cancelled: isCancelled(e),
    bookable: eventAccessRule(e).bookable,
    eventStatus,
    availability,
    feeText: feeTextOf(fee, e.currency, locale),
    price: eventPrice(e),
    related: e.relatedEvents
      .map((id) => eventById(id))
      .filter((x): x is EventListing => x !== undefined)
      .map((r) => eventSummary(listingIn(r, locale))),
    translated: jaTextOf(listing.id) !== undefined,
  };
}

export function buildEventPageBySlug(slug: string, locale: Locale = 'en'): EventPageData | null {
  const e = eventBySlug(slug);
  return e ? buildEventPage(e, locale) : null;
}

export const eventSlugs = (): string[] => events.map((e) => e.slug);
