/**
 * The calendar invitation attached to confirmation emails: the event page's "Add to calendar" file
 * (content/events/ics.ts) for the reserved occurrence, with the same UID, so a guest who imports
 * both has one entry. Times are the venue's wall-clock times with its VTIMEZONE.
 */
import type { EventListing } from '../../content/events/index';
import { buildIcs, occurrenceUid } from '../../content/events/ics';
import { dateOf } from '../../domain/reservations/time';
import { timesOn } from '../../content/events/occurrence';

type IcsInput = { event: EventListing; occurrence: string; location: string; url: string; description: string; now: Date; title?: string };

/** The calendar entry of one occurrence, as both the invitation and its cancellation describe it. */
function occurrenceEntry(input: IcsInput) {
  const { event, occurrence } = input;
  return {
    uid: occurrenceUid(event.slug, occurrence),
    title: input.title ?? event.title,
    description: input.description,
    location: input.location,
    url: input.url,
    date: dateOf(occurrence),
    ...timesOn(event, occurrence),
    timeZone: event.timezone,
    stamp: input.now,
  };
}

/** `title` is the event's title in the reader's language (the catalogue's by default). */
export function eventIcs(input: IcsInput): string {
  return buildIcs(occurrenceEntry(input));
}

/**
 * The calendar cancellation of one occurrence (METHOD:CANCEL): the same UID as the invitation the
 * confirmation carried, a higher SEQUENCE (`sequence`, at least 1), STATUS:CANCELLED, the organiser
 * and the reader named as iTIP asks; a calendar that holds the invitation removes it.
 */
export function eventCancelIcs(input: IcsInput & { sequence: number; organizer: string; attendee: string }): string {
  return buildIcs({ ...occurrenceEntry(input), sequence: Math.max(1, input.sequence), organizer: input.organizer, attendee: input.attendee }, 'CANCEL');
}

/**
 * The calendar update of one occurrence whose time or venue an organiser changed: the invitation
 * again (the same UID) with the date's SEQUENCE after the change, so a calendar that holds the
 * invitation (or an earlier update) replaces it.
 */
export function eventUpdateIcs(input: IcsInput & { sequence: number }): string {
  return buildIcs({ ...occurrenceEntry(input), sequence: Math.max(1, input.sequence) });
}
