/** What the event pages derive from a listing: its next date, labels, card data and calendar entry. */
import { eventStart, isCancelled, nextOccurrence, venueRevealAt, type EventListing } from '../../../../content/events/index';
import { formatIsoDate, timeZoneOffsetMs, type CalendarDate } from '../../../../content/events/calendar';
import type { EventCardData } from '../../components/EventCard';
import { eventImageKey } from '../../lib/event-image';
import { longDateLabel, shortDateLabel, timeRangeLabel } from '../../lib/event-display';
import { absoluteUrl, SITE_NAME } from '../../lib/seo';
import type { CalendarEvent } from './ics';

export const eventPath = (slug: string) => `/events/${slug}`;

export interface EventWhen {
  date: CalendarDate;
  dateLabel: string;
  timeLabel: string;
}

/** The next occurrence in the venue's zone, with its labels; null when cancelled or undated. */
export function eventWhen(e: EventListing, now: Date): EventWhen | null {
  const date = nextOccurrence(e, now);
  if (!date) return null;
  return { date, dateLabel: longDateLabel(date), timeLabel: timeRangeLabel(e.startTime, e.endTime, e.timezone) };
}

export function toCardData(e: EventListing, now: Date): EventCardData {
  const date = nextOccurrence(e, now);
  const cancelled = isCancelled(e);
  return {
    slug: e.slug,
    title: e.title,
    summary: e.description,
    imageKey: eventImageKey(e),
    emoji: e.iconValue,
    cityDisplay: e.cityDisplay,
    dateLabel: date ? (e.eventFrequency === 'weekly' ? `Every ${e.dayOfWeek} · next ${shortDateLabel(date)}` : shortDateLabel(date)) : null,
    timeLabel: cancelled ? null : timeRangeLabel(e.startTime, e.endTime, e.timezone),
    location: e.location,
    price: e.price,
    featured: e.featured,
    cancelled,
    exclusive: e.exclusive,
  };
}

/** Featured first, then soonest; cancelled and undated listings last (seed: cancelled shown as cancelled). */
export function sortForListing(list: readonly EventListing[], now: Date): EventListing[] {
  // Each start is computed once (time-zone arithmetic is not free on a phone).
  const keyed = list.map((e) => ({ e, cancelled: isCancelled(e) ? 1 : 0, start: eventStart(e, now)?.getTime() ?? Number.POSITIVE_INFINITY }));
  keyed.sort((a, b) => a.cancelled - b.cancelled || Number(b.e.featured) - Number(a.e.featured) || a.start - b.start);
  return keyed.map((k) => k.e);
}

/** "2026-12-05T10:00:00+09:00": a local time with the zone's offset (what schema.org wants). */
export function isoWithOffset(date: CalendarDate, hhmm: string, timeZone: string, at: Date): string {
  const offsetMin = Math.round(timeZoneOffsetMs(at.getTime(), timeZone) / 60000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${formatIsoDate(date)}T${hhmm}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export function calendarEntry(e: EventListing, when: EventWhen, stamp: Date): CalendarEvent {
  return {
    uid: `${e.slug}-${formatIsoDate(when.date)}@fika.community`,
    title: e.title,
    description: e.description,
    location: e.venueReveal ? `${e.location} (exact venue sent to confirmed attendees)` : `${e.venue.name}, ${e.venue.fullAddress}`,
    url: absoluteUrl(eventPath(e.slug)),
    date: when.date,
    startTime: e.startTime,
    endTime: e.endTime,
    timeZone: e.timezone,
    stamp,
    cancelled: isCancelled(e),
  };
}

export interface VenueReveal {
  /** The exact venue is still private. */
  hidden: boolean;
  /** When it goes to confirmed attendees. */
  revealAt: Date | null;
}

/** Seed 001 §4: some venues go to confirmed attendees one week before; until then the page keeps it private. */
export function venueReveal(e: EventListing, now: Date): VenueReveal {
  if (!e.venueReveal) return { hidden: false, revealAt: null };
  const revealAt = venueRevealAt(e, now);
  return { hidden: true, revealAt };
}

export const organizer = { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') } as const;
