/**
 * What the browser knows about the event catalogue, and the views derived from it. The catalogue
 * itself (content/events: every listing with all its text, about 100 KB) stays on the build
 * machine: event-data.build.ts picks from it and the pages get
 *
 * - `EventSummary`: a listing's card, filter and sort fields (lists: summaries.ts);
 * - `EventPageData`: one listing in full with its facts (event pages: event-pages.ts).
 *
 * Both carry the fields of the catalogue's occurrence rules (content/events/occurrence.ts), which
 * run here at the time the page runs (useNow), so the next date, its start and the sort order are
 * the catalogue's on any day, however long after the build. This module imports no catalogue
 * data: only types, the rules and the calendar helpers.
 */
import type { EventListing, EventPrice } from '@/content/events/index';
import { formatIsoDate, parseIsoDate, zonedDateTimeToInstant, type CalendarDate } from '@/content/events/calendar';
import { cancelledOccurrence, eventEnd, eventStart, nextOccurrence, venueRevealAt, type OccurrenceRule } from '@/content/events/occurrence';
import { contextImage } from '@/content/image-presets';
import type { EventCardData } from '../../components/EventCard';
import { cardDate, isoWithOffset, longDateLabel, timeRangeLabel } from '../../lib/event-display';
import { absoluteUrl, SITE_NAME } from '../../lib/seo';
import { activeLocale, localPath } from '../../lib/i18n';
import { occurrenceUid, type CalendarEvent } from '@/content/events/ics';

/** One occurrence: its local date in the event's zone and the instant it starts (nextOccurrence, eventStart). */
export interface EventOccurrence {
  /** "2026-12-12" */
  date: string;
  /** ISO instant */
  start: string;
}

/** An occurrence with what an event page shows about it (eventEnd, venueRevealAt). */
export interface PageOccurrence extends EventOccurrence {
  end: string;
  /** When the exact venue goes to confirmed attendees; null when the venue is not kept back. */
  revealAt: string | null;
}

/** The listing fields that lists, cards, filters and the info pages' selections read. */
export type EventSummaryFields = Pick<
  EventListing,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'iconValue'
  | 'eventType'
  | 'eventFrequency'
  | 'dayOfWeek'
  | 'next'
  | 'time'
  | 'city'
  | 'cityDisplay'
  | 'timezone'
  | 'startTime'
  | 'endTime'
  | 'location'
  | 'price'
  | 'status'
  | 'featured'
  | 'exclusive'
  | 'exclusiveType'
  | 'checkinStampEligible'
  | 'schedule'
  | 'cancelledOccurrences'
>;

export interface EventSummary extends EventSummaryFields {
  /** eventImageKey */
  imageKey: string;
  /** isCancelled */
  cancelled: boolean;
}

/** Everything an event page needs: the listing and the facts the catalogue derives from it. */
export interface EventPageData {
  event: EventListing;
  imageKey: string;
  cancelled: boolean;
  /** eventAccessRule(event).bookable: whether reservations are taken. */
  bookable: boolean;
  /** eventAvailabilityStatus */
  eventStatus: string;
  availability: string;
  /** The late-cancellation fee as money ("¥1,000 fee"), when there is one. */
  feeText: string | null;
  /** eventPrice: what a place costs someone who is not a member. */
  price: EventPrice;
  /** The listing's related events, in its order. */
  related: EventSummary[];
  /**
   * The event has its text in every language (a Japanese text: content/events/current.ts
   * `jaTextOf`). When it has not, its pages name no `hreflang` alternates, and its Japanese page
   * shows the English text under the note the blog's untranslated posts carry, naming the English
   * page as canonical.
   */
  translated: boolean;
}

export const eventPath = (slug: string) => `/events/${slug}`;


/** The occurrence the catalogue's rules give at `now` (nextOccurrence, eventStart); null when there is none (cancelled or past). */
export function occurrenceAt(e: OccurrenceRule, now: Date): EventOccurrence | null {
  const date = nextOccurrence(e, now);
  const start = eventStart(e, now);
  return date && start ? { date: formatIsoDate(date), start: start.toISOString() } : null;
}

/** The occurrence at `now` with what an event page shows about it (eventEnd, venueRevealAt). */
export function pageOccurrenceAt(e: OccurrenceRule & Pick<EventListing, 'venueReveal'>, now: Date): PageOccurrence | null {
  const occurrence = occurrenceAt(e, now);
  const end = eventEnd(e, now);
  return occurrence && end ? { ...occurrence, end: end.toISOString(), revealAt: venueRevealAt(e, now)?.toISOString() ?? null } : null;
}

/**
 * A cancelled listing's occurrence as it was scheduled (the catalogue's cancelledOccurrence), with
 * its instants: the page and its structured data keep that date. Null for a listing not cancelled.
 */
export function cancelledOccurrenceAt(e: OccurrenceRule, now: Date): (EventOccurrence & { end: string }) | null {
  const date = cancelledOccurrence(e, now);
  if (!date) return null;
  return {
    date: formatIsoDate(date),
    start: zonedDateTimeToInstant(date, e.startTime, e.timezone).toISOString(),
    end: zonedDateTimeToInstant(date, e.endTime, e.timezone).toISOString(),
  };
}

export interface EventWhen {
  date: CalendarDate;
  dateLabel: string;
  timeLabel: string;
}

/** An occurrence with its labels; null when there is none. */
export function whenOf(e: Pick<EventListing, 'startTime' | 'endTime' | 'timezone'>, occurrence: EventOccurrence | null): EventWhen | null {
  if (!occurrence) return null;
  const date = parseIsoDate(occurrence.date);
  return { date, dateLabel: longDateLabel(date), timeLabel: timeRangeLabel(e.startTime, e.endTime, e.timezone) };
}

export function toCardData(e: EventSummary, now: Date): EventCardData {
  const next = occurrenceAt(e, now);
  return {
    slug: e.slug,
    title: e.title,
    summary: e.description,
    imageKey: e.imageKey,
    emoji: e.iconValue,
    cityDisplay: e.cityDisplay,
    date: next ? cardDate(e, next.date, now) : null,
    timeLabel: e.cancelled ? null : timeRangeLabel(e.startTime, e.endTime, e.timezone),
    location: e.location,
    price: e.price,
    featured: e.featured,
    cancelled: e.cancelled,
    exclusive: e.exclusive,
  };
}

/**
 * Time order: soonest next occurrence first (the start instant, so events in different zones
 * interleave correctly); featured listings keep their place in time (the card highlights them).
 * Listings without an occurrence (cancelled, past) come last, in catalogue order.
 */
export function sortForListing<E extends EventSummary>(list: readonly E[], now: Date): E[] {
  const keyed = list.map((e) => {
    const next = occurrenceAt(e, now);
    return { e, start: next ? Date.parse(next.start) : Number.POSITIVE_INFINITY };
  });
  keyed.sort((a, b) => (a.start === b.start ? 0 : a.start - b.start));
  return keyed.map((k) => k.e);
}

export { isoWithOffset };

export const organizer = { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') } as const;

/**
 * The calendar entry of an occurrence, in the listing's language (the page's: its data is built
 * per language). `hiddenVenue` words the location while the exact venue is kept back; the event
 * page passes its catalogue's message.
 */
export function calendarEntryOf(
  e: EventListing,
  cancelled: boolean,
  when: EventWhen,
  stamp: Date,
  hiddenVenue: (location: string) => string = (location) => `${location} (exact venue sent to confirmed attendees)`,
): CalendarEvent {
  return {
    uid: occurrenceUid(e.slug, formatIsoDate(when.date)),
    title: e.title,
    description: e.description,
    location: e.venueReveal ? hiddenVenue(e.location) : `${e.venue.name}, ${e.venue.fullAddress}`,
    url: absoluteUrl(localPath(eventPath(e.slug))),
    date: when.date,
    startTime: e.startTime,
    endTime: e.endTime,
    timeZone: e.timezone,
    stamp,
    cancelled,
  };
}

export interface VenueReveal {
  /** The exact venue is still private. */
  hidden: boolean;
  /** When it goes to confirmed attendees. */
  revealAt: Date | null;
}

/** Some venues go to confirmed attendees one week before; until then the page keeps it private. */
export function venueRevealOf(e: Pick<EventListing, 'venueReveal'>, occurrence: PageOccurrence | null): VenueReveal {
  if (!e.venueReveal) return { hidden: false, revealAt: null };
  return { hidden: true, revealAt: occurrence?.revealAt ? new Date(occurrence.revealAt) : null };
}

/**
 * schema.org `Event` JSON-LD for an event page, stating only what the page states: the occurrence
 * shown (a cancelled listing keeps the date it was scheduled for, with EventCancelled), and the
 * price a non-member pays (0 only when the event is free; no price at all when it is members only).
 * No validFrom: the catalogue holds no date on which an offer opened. In the page's language,
 * which `inLanguage` states, with the page's own URL.
 */
export function eventJsonLdOf(
  page: Pick<EventPageData, 'event' | 'imageKey' | 'eventStatus' | 'availability' | 'price'>,
  occurrence: PageOccurrence | null,
  now: Date,
): Record<string, unknown> {
  const e = page.event;
  const dated = occurrence ?? cancelledOccurrenceAt(e, now);
  const date = dated ? parseIsoDate(dated.date) : null;
  const url = absoluteUrl(localPath(eventPath(e.slug)));
  const image = contextImage(page.imageKey, 'event-hero').src;
  const price = page.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.description,
    inLanguage: activeLocale(),
    url,
    image: [absoluteUrl(image)],
    ...(date && dated
      ? {
          startDate: isoWithOffset(date, e.startTime, e.timezone, new Date(dated.start)),
          endDate: isoWithOffset(date, e.endTime, e.timezone, new Date(dated.end)),
        }
      : {}),
    eventStatus: page.eventStatus,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venueReveal ? e.location : e.venue.name,
      address: {
        '@type': 'PostalAddress',
        ...(e.venueReveal ? {} : { streetAddress: e.venue.fullAddress }),
        addressLocality: e.cityDisplay,
        addressCountry: e.country === 'Japan' ? 'JP' : e.country === 'United States' ? 'US' : e.country,
      },
    },
    organizer,
    performer: { '@type': 'Person', name: e.hostInfo.name },
    offers: {
      '@type': 'Offer',
      url,
      ...(price.kind === 'free' ? { price: 0, priceCurrency: e.currency } : {}),
      ...(price.kind === 'online' || price.kind === 'at-venue' ? { price: price.cents / 100, priceCurrency: price.currency } : {}),
      availability: page.availability,
    },
    maximumAttendeeCapacity: e.capacity,
    isAccessibleForFree: price.kind === 'free',
  };
}
