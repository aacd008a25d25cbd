/** When an occurrence starts and ends: its date (YYYY-MM-DD) at the event's wall-clock times, in the event's own zone. */
import type { EventListing } from '../../content/events/index';
import { zonedDateTimeToInstant, type CalendarDate } from '../../content/events/calendar';

export const dateOf = (occurrence: string): CalendarDate => {
  const [year, month, day] = occurrence.split('-').map(Number);
  return { year, month, day };
};

export function occurrenceStart(event: Pick<EventListing, 'startTime' | 'timezone'>, occurrence: string): Date {
  return zonedDateTimeToInstant(dateOf(occurrence), event.startTime, event.timezone);
}

export function occurrenceEnd(event: Pick<EventListing, 'endTime' | 'timezone'>, occurrence: string): Date {
  return zonedDateTimeToInstant(dateOf(occurrence), event.endTime, event.timezone);
}
