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
import { eventById, eventBySlug, events, jaTextOf, type EventListing } from '@/content/events/index';
import { localizeEvent } from '@/content/events/localize';
import type { Locale } from '@/content/site/locales';
import { eventImageKey } from '../../lib/event-image';
import { isCancelledListing, type EventPageData, type EventSummary } from './event-data';
import { factsIn, feeTextOf, pageDataOf, timeChanges } from './page-data';
import { useSeedCatalogueIfUnset } from '@/content/events/seed';

export { feeTextOf };

// The build renders the initial data; a published change is rendered from the table (docs/catalogue.md).
useSeedCatalogueIfUnset();

/**
 * A listing as a page in `locale` shows it: its text from localizeEvent, and on Japanese pages the
 * display forms of its facts in Japanese (page-data.ts `factsIn`).
 */
export function listingIn(listing: EventListing, locale: Locale): EventListing {
  return factsIn(localizeEvent(listing, locale), locale);
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
    // The occurrence rules' facts the browser runs them on: a console event's dates and its cancelled ones.
    ...(e.schedule ? { schedule: e.schedule } : {}),
    ...(e.cancelledOccurrences?.length ? { cancelledOccurrences: e.cancelledOccurrences } : {}),
    // Their times only: a card never shows a venue, and a kept-back one must not travel.
    ...(e.dateChanges?.some((c) => c.startTime) ? { dateChanges: timeChanges(e.dateChanges) } : {}),
    imageKey: eventImageKey(e),
    cancelled: isCancelledListing(e),
  };
}

/** Every listing in `locale`, in catalogue order: what the lists and the info pages' event sections read. */
export function buildEventSummaries(locale: Locale = 'en'): EventSummary[] {
  return events.map((e) => eventSummary(listingIn(e, locale)));
}

/** One event page's data in `locale` (`listing` is the catalogue's, in English). */
export function buildEventPage(listing: EventListing, locale: Locale = 'en'): EventPageData {
  const related = listing.relatedEvents
    .map((id) => eventById(id))
    .filter((x): x is EventListing => x !== undefined)
    .map((r) => eventSummary(listingIn(r, locale)));
  return pageDataOf(listingIn(listing, locale), locale, related, jaTextOf(listing.id) !== undefined, listing);
}

export function buildEventPageBySlug(slug: string, locale: Locale = 'en'): EventPageData | null {
  const e = eventBySlug(slug);
  return e ? buildEventPage(e, locale) : null;
}

export const eventSlugs = (): string[] => events.map((e) => e.slug);
