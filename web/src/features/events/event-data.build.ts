/**
 * BUILD TIME, PRERENDER AND TESTS ONLY (the browser build gets its results as data: the
 * `fika-events-at-build-time` plugin in web/vite.config.ts). Turns catalogue listings into the
 * summaries and event-page data of event-data.ts with the catalogue's own rules, so the browser
 * needs neither the catalogue nor its rules.
 */
import {
  cancelledOccurrence,
  eventAccessRule,
  eventAvailabilityStatus,
  eventById,
  eventBySlug,
  eventEnd,
  eventPrice,
  events,
  eventStart,
  formatPrice,
  isCancelled,
  nextOccurrence,
  venueRevealAt,
  type EventListing,
} from '../../../../content/events/index';
import { addDays, formatIsoDate, zonedDateTimeToInstant } from '../../../../content/events/calendar';
import { eventImageKey } from '../../lib/event-image';
import type { EventOccurrence, EventPageData, EventSummary, PageOccurrence } from './event-data';

const DAY = 86_400_000;
/**
 * How long after the build the listed occurrences stay exact: the browser finds the catalogue's
 * next occurrence among them for any "now" up to a year after the build (a weekly listing keeps its
 * dates that long; the site is rebuilt on every deploy).
 */
export const HORIZON_DAYS = 366;

/**
 * The listing's occurrences from `now` on, soonest first, each as the catalogue computes it, up to
 * and including the first one after `now + horizonDays`. The rules depend on the calendar day in
 * the venue's zone only, so asking again from the start of the day after each occurrence visits
 * every occurrence once; for any instant in the horizon, the first listed occurrence on or after
 * its day is the catalogue's nextOccurrence (currentOccurrence in event-data.ts).
 */
export function pageOccurrences(e: EventListing, now: Date, horizonDays = HORIZON_DAYS): PageOccurrence[] {
  const out: PageOccurrence[] = [];
  const until = now.getTime() + horizonDays * DAY;
  let at = now;
  for (;;) {
    const date = nextOccurrence(e, at);
    const start = eventStart(e, at);
    const end = eventEnd(e, at);
    if (!date || !start || !end) break;
    const iso = formatIsoDate(date);
    if (out.length > 0 && out[out.length - 1].date >= iso) throw new Error(`${e.slug}: occurrences do not advance at ${iso}`);
    out.push({ date: iso, start: start.toISOString(), end: end.toISOString(), revealAt: venueRevealAt(e, at)?.toISOString() ?? null });
    if (start.getTime() > until) break;
    at = zonedDateTimeToInstant(addDays(date, 1), '00:00', e.timezone);
  }
  return out;
}

export function eventSummary(e: EventListing, now: Date): EventSummary {
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    description: e.description,
    iconValue: e.iconValue,
    eventType: e.eventType,
    eventFrequency: e.eventFrequency,
    dayOfWeek: e.dayOfWeek,
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
    occurrences: pageOccurrences(e, now).map((o): EventOccurrence => ({ date: o.date, start: o.start })),
  };
}

/** Every listing, in catalogue order: what the lists and the info pages' event sections read. */
export function buildEventSummaries(now: Date): EventSummary[] {
  return events.map((e) => eventSummary(e, now));
}

/** The occurrence a cancelled listing was scheduled for, with its instants (cancelledOccurrence). */
function cancelledSlot(e: EventListing, now: Date): EventPageData['cancelledOccurrence'] {
  const date = cancelledOccurrence(e, now);
  if (!date) return null;
  return {
    date: formatIsoDate(date),
    start: zonedDateTimeToInstant(date, e.startTime, e.timezone).toISOString(),
    end: zonedDateTimeToInstant(date, e.endTime, e.timezone).toISOString(),
  };
}

export function buildEventPage(e: EventListing, now: Date): EventPageData {
  const { eventStatus, availability } = eventAvailabilityStatus(e);
  const fee = e.cancellationPolicy?.feeCents ?? 0;
  return {
    event: e,
    imageKey: eventImageKey(e),
    cancelled: isCancelled(e),
    bookable: eventAccessRule(e).bookable,
    eventStatus,
    availability,
    feeText: fee > 0 ? `${formatPrice(fee, e.currency)} fee` : null,
    occurrences: pageOccurrences(e, now),
    cancelledOccurrence: cancelledSlot(e, now),
    price: eventPrice(e),
    related: e.relatedEvents
      .map((id) => eventById(id))
      .filter((x): x is EventListing => x !== undefined)
      .map((r) => eventSummary(r, now)),
  };
}

export function buildEventPageBySlug(slug: string, now: Date): EventPageData | null {
  const e = eventBySlug(slug);
  return e ? buildEventPage(e, now) : null;
}

export const eventSlugs = (): string[] => events.map((e) => e.slug);
