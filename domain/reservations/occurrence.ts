/**
 * The occurrence people can book now: the catalogue's next occurrence, or — once today's has
 * started (a weekly event on its day) — the one after it. Null when there is none.
 */
import { occurrenceKey, type EventListing } from '../../content/events/index';
import { occurrenceStart } from './time';

export function bookableOccurrence(event: EventListing, now: Date): { occurrence: string; start: Date } | null {
  for (const at of [now, new Date(now.getTime() + 86_400_000)]) {
    const occurrence = occurrenceKey(event, at);
    if (!occurrence) return null;
    const start = occurrenceStart(event, occurrence);
    if (start.getTime() > now.getTime()) return { occurrence, start };
  }
  return null;
}
