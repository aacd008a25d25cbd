/**
 * The event-page views of web/src/features/events/event-data.ts computed straight from a catalogue
 * listing at `now`, the way the build computes them: what the tests compare the shipped data with.
 */
import { isCancelled, type EventListing } from '../../../content/events/index';
import type { CalendarEvent } from '../../../content/events/ics';
import { calendarEntryOf, currentOccurrence, eventJsonLdOf, whenOf, type EventWhen } from '../../../web/src/features/events/event-data';
import { buildEventPage, pageOccurrences } from '../../../web/src/features/events/event-data.build';

/** The next occurrence in the venue's zone, with its labels; null when cancelled or undated. */
export function eventWhen(e: EventListing, now: Date): EventWhen | null {
  return whenOf(e, currentOccurrence(pageOccurrences(e, now, 0), e.timezone, now));
}

export function calendarEntry(e: EventListing, when: EventWhen, stamp: Date): CalendarEvent {
  return calendarEntryOf(e, isCancelled(e), when, stamp);
}

/** The event page's JSON-LD for a listing built at `now`. */
export function eventJsonLd(e: EventListing, when: EventWhen | null, now: Date): Record<string, unknown> {
  const page = buildEventPage(e, now);
  return eventJsonLdOf(page, when ? currentOccurrence(page.occurrences, e.timezone, now) : null);
}
