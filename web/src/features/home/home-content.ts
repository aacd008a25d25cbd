/** The home page's build-time summary of the catalogue and the blog (see home-content.build.ts). */
import content from 'virtual:home-content';
import { calendarDateIn, formatIsoDate } from '../../../../content/events/calendar';
import type { HomeContent, HomeEvent } from './home-types';

export const homeContent = content as HomeContent;

export interface UpcomingEvent {
  event: HomeEvent;
  date: string;
  start: string;
}

/**
 * Seed 000 §5/§9 on the precomputed occurrences: an event whose next date is today or later (in
 * its own zone), featured first, then soonest; at most `max`.
 */
export function pickUpcoming(list: readonly HomeEvent[], now: Date, max = 4): UpcomingEvent[] {
  const upcoming = list
    .map((event) => {
      const today = formatIsoDate(calendarDateIn(now, event.timezone));
      const next = event.occurrences.find((o) => o.date >= today);
      return next ? { event, date: next.date, start: next.start } : null;
    })
    .filter((x): x is UpcomingEvent => x !== null)
    .sort((a, b) => a.start.localeCompare(b.start));
  return [...upcoming.filter((u) => u.event.featured), ...upcoming.filter((u) => !u.event.featured)].slice(0, Math.max(0, max));
}
