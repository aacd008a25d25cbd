/**
 * The calendar invitation attached to confirmation emails: the event page's "Add to calendar" file
 * (content/events/ics.ts) for the reserved occurrence, with the same UID, so a guest who imports
 * both has one entry. Times are the venue's wall-clock times with its VTIMEZONE.
 */
import type { EventListing } from '../../content/events/index';
import { buildIcs, occurrenceUid } from '../../content/events/ics';
import { dateOf } from './time';

export function eventIcs(input: { event: EventListing; occurrence: string; location: string; url: string; description: string; now: Date }): string {
  const { event, occurrence } = input;
  return buildIcs({
    uid: occurrenceUid(event.slug, occurrence),
    title: event.title,
    description: input.description,
    location: input.location,
    url: input.url,
    date: dateOf(occurrence),
    startTime: event.startTime,
    endTime: event.endTime,
    timeZone: event.timezone,
    stamp: input.now,
  });
}
