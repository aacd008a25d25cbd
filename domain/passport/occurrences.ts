/**
 * Event occurrences and their check-in windows (the codes are functions/passport/checkin-codes.ts).
 *
 * Occurrences follow the catalogue's own model (content/events/index.ts `nextOccurrence`): a
 * weekly series repeats every 7 days from its anchor date, a one-off happens on its `next` date.
 * The occurrence key is the ISO date, the same key reservations use.
 */
import { events, isCancelled, nextOccurrence, type EventListing } from '../../content/events/index';
import { addDays, calendarDateIn, compareDates, formatIsoDate, zonedDateTimeToInstant, type CalendarDate } from '../../content/events/calendar';
import { timesOn } from '../../content/events/occurrence';

/** Check-in opens an hour before the start and closes a day after the end (a forgotten phone is forgiven). */
export const CHECKIN_OPENS_BEFORE_MS = 60 * 60_000;
export const CHECKIN_CLOSES_AFTER_MS = 24 * 3_600_000;
export interface Occurrence {
  event: EventListing;
  /** ISO date, the occurrence key */
  occurrence: string;
  startsAt: Date;
  endsAt: Date;
  opensAt: Date;
  closesAt: Date;
}

function toOccurrence(event: EventListing, date: CalendarDate): Occurrence {
  // The date's own times when an organiser changed them (timesOn).
  const times = timesOn(event, formatIsoDate(date));
  const startsAt = zonedDateTimeToInstant(date, times.startTime, event.timezone);
  const endsAt = zonedDateTimeToInstant(date, times.endTime, event.timezone);
  return {
    event,
    occurrence: formatIsoDate(date),
    startsAt,
    endsAt,
    opensAt: new Date(startsAt.getTime() - CHECKIN_OPENS_BEFORE_MS),
    closesAt: new Date(endsAt.getTime() + CHECKIN_CLOSES_AFTER_MS),
  };
}

/** Occurrences of one event whose local date lies in [from, to], in order. */
export function occurrencesBetween(event: EventListing, from: CalendarDate, to: CalendarDate): Occurrence[] {
  if (isCancelled(event)) return [];
  const out: Occurrence[] = [];
  let cursor = from;
  for (let guard = 0; guard < 400 && compareDates(cursor, to) <= 0; guard++) {
    // Noon on the cursor date in the event's zone: "today" for nextOccurrence is that date.
    const date = nextOccurrence(event, zonedDateTimeToInstant(cursor, '12:00', event.timezone));
    if (!date || compareDates(date, to) > 0) break;
    out.push(toOccurrence(event, date));
    cursor = addDays(date, 1);
  }
  return out;
}

const stampEvents = () => events.filter((e) => e.checkinStampEligible && !isCancelled(e));

/** Every stamp-eligible occurrence whose local date is within `daysBack`..`daysAhead` of now. */
export function occurrencesAround(now: Date, daysBack: number, daysAhead: number, list: readonly EventListing[] = stampEvents()): Occurrence[] {
  return list
    .flatMap((e) => {
      const today = calendarDateIn(now, e.timezone);
      return occurrencesBetween(e, addDays(today, -daysBack), addDays(today, daysAhead));
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.event.slug.localeCompare(b.event.slug));
}

export const isOpen = (o: Occurrence, now: Date): boolean => o.opensAt <= now && now <= o.closesAt;

/** Occurrences members can check in to right now. */
export const openOccurrences = (now: Date): Occurrence[] => occurrencesAround(now, 2, 1).filter((o) => isOpen(o, now));
