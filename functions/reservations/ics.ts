/**
 * An iCalendar (RFC 5545) invitation for a confirmed place, attached to confirmation emails, in UTC
 * times. Escaping and line folding are the Add-to-calendar file's (content/events/ics.ts).
 */
import type { EventListing } from '../../content/events/index';
import { CRLF, escapeText, foldLine } from '../../content/events/ics';
import { occurrenceEnd, occurrenceStart } from './time';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function eventIcs(input: { event: EventListing; occurrence: string; uid: string; location: string; url: string; description: string; now: Date }): string {
  const { event, occurrence } = input;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fika Community//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${input.uid}@fika.community`,
    `DTSTAMP:${stamp(input.now)}`,
    `DTSTART:${stamp(occurrenceStart(event, occurrence))}`,
    `DTEND:${stamp(occurrenceEnd(event, occurrence))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(input.location)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `URL:${input.url}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
