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
import { calendarDateIn, formatIsoDate, parseIsoDate, parseMonthDay, zonedDateTimeToInstant, type CalendarDate } from '@/content/events/calendar';
import { cancelledOccurrence, eventEnd, eventStart, isCancelled, isDateOf, listingOn, nextOccurrence, timesOn, venueRevealAt, type OccurrenceRule } from '@/content/events/occurrence';
import { contextImage } from '@/content/image-presets';
import type { EventCardData } from '../../components/EventCard';
import { cardDate, isoWithOffset, longDateLabel, timeRangeLabel } from '../../lib/event-display';
import { absoluteUrl, SITE_NAME } from '../../lib/seo';
import { activeLocale, localPath } from '../../lib/i18n';
import { occurrenceUid, publicSequence, type CalendarEvent } from '@/content/events/ics';

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
  | 'dateChanges'
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
  /**
   * Each RSVP question's answers as the server takes and stores them (the catalogue's English
   * options, by question id), in the order of the options the page shows in its language: a
   * Japanese reader picks ペパロニ and the form sends "Pepperoni".
   */
  answerValues: Record<string, readonly string[]>;
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
 * The one date of a one-off event when an organiser cancelled it (`cancelledOccurrences`): a
 * schedule of one date, or a listing of the initial data that is not weekly (its date is `next`,
 * whose month and day the cancelled date has). Such an event shows as a cancelled listing does:
 * cancelled, with that date, not bookable. Null otherwise: a recurring event's cancelled date just
 * passes to the next one (cancelledBefore), and a listing cancelled as a whole is isCancelled's.
 */
export function cancelledOneOff(e: OccurrenceRule): string | null {
  const cancelled = e.cancelledOccurrences ?? [];
  if (!cancelled.length || isCancelled(e)) return null;
  if (e.schedule) return e.schedule.kind === 'once' && cancelled.includes(e.schedule.date) ? e.schedule.date : null;
  const md = e.eventFrequency === 'weekly' ? null : parseMonthDay(e.next);
  return md ? (cancelled.find((iso) => {
    const d = parseIsoDate(iso);
    return d.month === md.month && d.day === md.day && (md.year === undefined || md.year === d.year);
  }) ?? null) : null;
}

/** Cancelled as a whole (isCancelled) or a one-off whose date an organiser cancelled (cancelledOneOff). */
export const isCancelledListing = (e: OccurrenceRule): boolean => isCancelled(e) || cancelledOneOff(e) !== null;

/**
 * The dates an organiser cancelled from today (in the event's zone) up to the date shown, `next`:
 * the ones a visitor would have expected next, which the page names as cancelled.
 */
export function cancelledBefore(e: OccurrenceRule, next: string, now: Date): string[] {
  const today = formatIsoDate(calendarDateIn(now, e.timezone));
  return (e.cancelledOccurrences ?? []).filter((d) => d >= today && d < next && isDateOf(e, d)).sort();
}

/** A date's start and end instants at its own times (timesOn: an organiser may have changed them). */
function datedAt(e: OccurrenceRule, iso: string): EventOccurrence & { end: string } {
  const date = parseIsoDate(iso);
  const t = timesOn(e, iso);
  return { date: iso, start: zonedDateTimeToInstant(date, t.startTime, e.timezone).toISOString(), end: zonedDateTimeToInstant(date, t.endTime, e.timezone).toISOString() };
}

/**
 * A cancelled listing's occurrence as it was scheduled (the catalogue's cancelledOccurrence, or a
 * one-off's cancelled date), with its instants: the page and its structured data keep that date.
 * Null for a listing not cancelled.
 */
export function cancelledOccurrenceAt(e: OccurrenceRule, now: Date): (EventOccurrence & { end: string }) | null {
  const date = cancelledOccurrence(e, now);
  const iso = date ? formatIsoDate(date) : cancelledOneOff(e);
  return iso ? datedAt(e, iso) : null;
}

export interface EventWhen {
  date: CalendarDate;
  dateLabel: string;
  timeLabel: string;
}

/** An occurrence with its labels (the date's own times: timesOn); null when there is none. */
export function whenOf(e: Pick<EventListing, 'startTime' | 'endTime' | 'timezone' | 'dateChanges'>, occurrence: EventOccurrence | null): EventWhen | null {
  if (!occurrence) return null;
  const date = parseIsoDate(occurrence.date);
  const t = timesOn(e, occurrence.date);
  return { date, dateLabel: longDateLabel(date), timeLabel: timeRangeLabel(t.startTime, t.endTime, e.timezone) };
}

export function toCardData(e: EventSummary, now: Date): EventCardData {
  const next = occurrenceAt(e, now);
  // The card's date and time are the shown date's own (an organiser may have moved it).
  const times = next ? { ...e, ...timesOn(e, next.date) } : e;
  return {
    slug: e.slug,
    title: e.title,
    summary: e.description,
    imageKey: e.imageKey,
    emoji: e.iconValue,
    cityDisplay: e.cityDisplay,
    date: next ? cardDate(times, next.date, now) : null,
    timeLabel: e.cancelled ? null : timeRangeLabel(times.startTime, times.endTime, e.timezone),
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
 * per language), at the date's own times and venue (listingOn). `hiddenVenue` words the location
 * while the exact venue is kept back; the event page passes its catalogue's message.
 */
export function calendarEntryOf(
  e: EventListing,
  cancelled: boolean,
  when: EventWhen,
  stamp: Date,
  hiddenVenue: (location: string) => string = (location) => `${location} (exact venue sent to confirmed attendees)`,
): CalendarEvent {
  const iso = formatIsoDate(when.date);
  const on = listingOn(e, iso);
  const sequence = publicSequence(e, iso, cancelled);
  return {
    uid: occurrenceUid(e.slug, iso),
    title: e.title,
    description: e.description,
    location: e.venueReveal ? hiddenVenue(e.location) : `${on.venue.name}, ${on.venue.fullAddress}`,
    url: absoluteUrl(localPath(eventPath(e.slug))),
    date: when.date,
    startTime: on.startTime,
    endTime: on.endTime,
    timeZone: e.timezone,
    stamp,
    cancelled,
    ...(sequence ? { sequence } : {}),
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

const CANCELLED_STATUS = 'https://schema.org/EventCancelled';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/**
 * schema.org `Event` JSON-LD for an event page, stating only what the page states: the occurrence
 * shown at its own times and venue (a cancelled listing keeps the date it was scheduled for, with
 * EventCancelled), and the price a non-member pays (0 only when the event is free; no price at all
 * when it is members only). No validFrom: the catalogue holds no date on which an offer opened. In
 * the page's language, which `inLanguage` states, with the page's own URL.
 *
 * When an organiser cancelled the date(s) a visitor expected before the one shown (cancelledBefore),
 * the answer is an `@graph` of Events: the date shown first (its own status, EventScheduled), then
 * each cancelled date with EventCancelled, so a search result that still shows the old date learns
 * it is off. A `@graph` rather than a top-level array keeps one object with one `@context`, and an
 * event page without such a date keeps its single Event.
 */
export function eventJsonLdOf(
  page: Pick<EventPageData, 'event' | 'imageKey' | 'eventStatus' | 'availability' | 'price'>,
  occurrence: PageOccurrence | null,
  now: Date,
): Record<string, unknown> {
  const e = page.event;
  const url = absoluteUrl(localPath(eventPath(e.slug)));
  const image = contextImage(page.imageKey, 'event-hero').src;
  const price = page.price;
  const country = e.country === 'Japan' ? 'JP' : e.country === 'United States' ? 'US' : e.country;
  const eventOn = (dated: (EventOccurrence & { end: string }) | null, eventStatus: string, availability: string): Record<string, unknown> => {
    const on = dated ? listingOn(e, dated.date) : e;
    return {
      '@type': 'Event',
      name: e.title,
      description: e.description,
      inLanguage: activeLocale(),
      url,
      image: [absoluteUrl(image)],
      ...(dated
        ? {
            startDate: isoWithOffset(dated.date, on.startTime, e.timezone, new Date(dated.start)),
            endDate: isoWithOffset(dated.date, on.endTime, e.timezone, new Date(dated.end)),
          }
        : {}),
      eventStatus,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: e.venueReveal ? e.location : on.venue.name,
        address: {
          '@type': 'PostalAddress',
          ...(e.venueReveal ? {} : { streetAddress: on.venue.fullAddress }),
          addressLocality: e.cityDisplay,
          addressCountry: country,
        },
      },
      organizer,
      performer: { '@type': 'Person', name: e.hostInfo.name },
      offers: {
        '@type': 'Offer',
        url,
        ...(price.kind === 'free' ? { price: 0, priceCurrency: e.currency } : {}),
        ...(price.kind === 'online' || price.kind === 'at-venue' ? { price: price.cents / 100, priceCurrency: price.currency } : {}),
        availability,
      },
      maximumAttendeeCapacity: e.capacity,
      isAccessibleForFree: price.kind === 'free',
    };
  };
  const shown = eventOn(occurrence ?? cancelledOccurrenceAt(e, now), page.eventStatus, page.availability);
  const cancelled = occurrence ? cancelledBefore(e, occurrence.date, now) : [];
  if (!cancelled.length) return { '@context': 'https://schema.org', ...shown };
  return { '@context': 'https://schema.org', '@graph': [shown, ...cancelled.map((d) => eventOn(datedAt(e, d), CANCELLED_STATUS, OUT_OF_STOCK))] };
}
