/** Event dates and times as people read them: always in the venue's own time zone. */
import type { EventListing } from '../../content/events/index';
import { occurrenceEnd, occurrenceStart } from './time';

const fmt = (timeZone: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone, ...o });

/** "Saturday, December 12, 2026" */
export function formatEventDate(event: EventListing, occurrence: string): string {
  return fmt(event.timezone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(occurrenceStart(event, occurrence));
}

/** "Friday, December 11": the day an instant falls on in the venue's zone. */
export function formatDay(event: EventListing, instant: Date): string {
  return fmt(event.timezone, { weekday: 'long', month: 'long', day: 'numeric' }).format(instant);
}

/** "2:00 PM – 4:00 PM Tokyo time" */
export function formatEventTime(event: EventListing, occurrence: string): string {
  const t = fmt(event.timezone, { hour: 'numeric', minute: '2-digit' });
  return `${t.format(occurrenceStart(event, occurrence))} – ${t.format(occurrenceEnd(event, occurrence))} ${event.cityDisplay} time`;
}

/** "Wednesday, January 20, 7:00 PM Tokyo time" (deadlines, hold expiry) */
export function formatInstant(event: EventListing, instant: Date): string {
  return `${fmt(event.timezone, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(instant)} ${event.cityDisplay} time`;
}
