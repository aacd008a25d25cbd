/** An iCalendar (RFC 5545) invitation for a confirmed place, attached to confirmation emails. */
import type { EventListing } from '../../content/events/index';
import { occurrenceEnd, occurrenceStart } from './time';

const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

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
  return lines.map(fold).join('\r\n') + '\r\n';
}
