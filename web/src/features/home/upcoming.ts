/** The home page's upcoming events, picked when the page runs by the catalogue's own rules. */
import { featuredUpcoming, occurrenceKey } from '../../../../content/events/occurrence';
import type { HomeEvent } from './home-types';

export interface UpcomingEvent {
  event: HomeEvent;
  /** "2026-12-12": the next occurrence in the event's zone. */
  date: string;
}

/**
 * Seed 000 §5/§9, by the catalogue's own rules at `now`: events with an occurrence today or later
 * (in their own zone), featured first, then soonest; at most `max`.
 */
export function pickUpcoming(list: readonly HomeEvent[], now: Date, max = 4): UpcomingEvent[] {
  return featuredUpcoming(now, max, list).map((event) => ({ event, date: occurrenceKey(event, now)! }));
}
