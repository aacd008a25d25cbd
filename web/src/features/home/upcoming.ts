/** The home page's upcoming events, picked when the page runs by the catalogue's own rules. */
import { occurrenceKey, upcomingEvents } from '@/content/events/occurrence';
import type { HomeEvent } from './home-types';

export interface UpcomingEvent {
  event: HomeEvent;
  /** "2026-12-12": the next occurrence in the event's zone. */
  date: string;
}

/**
 * The home page's events section, by the catalogue's own rules at `now`: events with an occurrence
 * today or later (in their own zone), soonest first, at most `max`. Featured events keep their
 * place in time (the card highlights them). Weekly tables are left out: the weekly-fika section
 * just above lists them.
 */
export function pickUpcoming(list: readonly HomeEvent[], now: Date, max = 4): UpcomingEvent[] {
  return upcomingEvents(
    now,
    list.filter((e) => e.eventFrequency !== 'weekly'),
  )
    .slice(0, Math.max(0, max))
    .map((event) => ({ event, date: occurrenceKey(event, now)! }));
}
