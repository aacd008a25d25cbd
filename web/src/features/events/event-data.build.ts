/**
 * BUILD TIME, PRERENDER AND TESTS ONLY (the browser build gets its results as data: the
 * `fika-events-at-build-time` plugin in web/vite.config.ts). Turns catalogue listings into the
 * summaries and event-page data of event-data.ts, with the facts that do not change with time
 * computed by the catalogue's own functions, so the browser does not need the catalogue. Dates
 * are not computed here: the summaries carry the fields of the occurrence rules, which the pages
 * run when they run.
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
  type EventListing,
} from '@/content/events/index';
import { eventImageKey } from '../../lib/event-image';
import type { EventPageData, EventSummary } from './event-data';

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

/** Every listing, in catalogue order: what the lists and the info pages' event sections read. */
export function buildEventSummaries(): EventSummary[] {
  return events.map((e) => eventSummary(e));
}

export function buildEventPage(e: EventListing): EventPageData {
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
    price: eventPrice(e),
    related: e.relatedEvents
      .map((id) => eventById(id))
      .filter((x): x is EventListing => x !== undefined)
      .map((r) => eventSummary(r)),
  };
}

export function buildEventPageBySlug(slug: string): EventPageData | null {
  const e = eventBySlug(slug);
  return e ? buildEventPage(e) : null;
}

export const eventSlugs = (): string[] => events.map((e) => e.slug);
