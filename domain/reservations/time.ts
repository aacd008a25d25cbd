/** When an occurrence starts and ends: its date (YYYY-MM-DD) at the event's wall-clock times, in the event's own zone. */
import type { EventListing } from '../../content/events/index';
import { parseIsoDate, zonedDateTimeToInstant, type CalendarDate } from '../../content/events/calendar';
import { timesOn } from '../../content/events/occurrence';

/** The reminder with the event details goes to every confirmed place this long before the start. */
export const REMINDER_HOURS_BEFORE = 24;

/** A place offered to someone on the waitlist of a paid event is held this long for them to pay. */
export const PROMOTION_HOLD_HOURS = 24;

/** A series place gets its "still coming?" check this many hours before the start (series.ts). */
export const SERIES_CHECK_HOURS_BEFORE = 48;

/** An occurrence key ("2027-01-16") as its calendar date. */
export const dateOf: (occurrence: string) => CalendarDate = parseIsoDate;

/** The start of the date, at its changed time when an organiser changed it (timesOn). */
export function occurrenceStart(event: Pick<EventListing, 'startTime' | 'endTime' | 'timezone' | 'dateChanges'>, occurrence: string): Date {
  return zonedDateTimeToInstant(dateOf(occurrence), timesOn(event, occurrence).startTime, event.timezone);
}

export function occurrenceEnd(event: Pick<EventListing, 'startTime' | 'endTime' | 'timezone' | 'dateChanges'>, occurrence: string): Date {
  return zonedDateTimeToInstant(dateOf(occurrence), timesOn(event, occurrence).endTime, event.timezone);
}
