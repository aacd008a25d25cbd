/**
 * "Add to calendar": an RFC 5545 iCalendar file and a Google Calendar link for one occurrence.
 * Times are written as local wall-clock times with TZID and a VTIMEZONE for the venue's zone, so
 * calendars show the event at the right local time wherever the reader is.
 */
import { timeZoneAbbreviation, timeZoneOffsetMs, type CalendarDate } from './calendar';
import { changesOn } from './occurrence';
import type { EventListing } from './schema';

export interface CalendarEvent {
  /** Stable per occurrence (occurrenceUid), e.g. "tokyo-december-fika-omotesando-2026-12-12@fika.community". */
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  date: CalendarDate;
  /** Local "HH:MM" in `timeZone`. */
  startTime: string;
  endTime: string;
  timeZone: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  cancelled?: boolean;
  /** Not a confirmed place (a waitlist entry): STATUS:TENTATIVE, and the time shows as free. */
  tentative?: boolean;
  /**
   * The revision of this occurrence's calendar entry (SEQUENCE): absent on the first invitation
   * (0); an update or a cancellation of the same UID carries a higher one, so calendars apply it.
   */
  sequence?: number;
  /** ORGANIZER and ATTENDEE addresses (mailto:), which an iTIP CANCEL names (RFC 5546 §3.2.5). */
  organizer?: string;
  attendee?: string;
}

export const CRLF = '\r\n';
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Right-hand side of every calendar UID: the same whichever origin (site, email) wrote the file. */
export const CALENDAR_UID_DOMAIN = 'fika.community';

/**
 * THE calendar identity of one occurrence of an event: the page's "Add to calendar" file and the
 * confirmation email's invitation carry the same UID, so importing both gives one calendar entry.
 */
export function occurrenceUid(slug: string, occurrence: string): string {
  return `${slug}-${occurrence}@${CALENDAR_UID_DOMAIN}`;
}

/**
 * The SEQUENCE of a date's entry in the public calendars (the city and type feeds, the event page's
 * "Add to calendar" file): the number of organisers' changes that cover the date (dateChanges,
 * changesOn), plus one when the date is cancelled. It only grows as changes are made, so a
 * calendar holding the entry takes each new state of the same UID as an update (RFC 5545 §3.8.7.4).
 * The personal invitations count on the date's counter instead (functions/reservations/ics.ts,
 * calendarSequence).
 */
export function publicSequence(event: Pick<EventListing, 'dateChanges'>, date: string, cancelled = false): number {
  return changesOn(event, date).length + (cancelled ? 1 : 0);
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per physical line (RFC 5545 §3.1): continuation lines
 * start with a single space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const localStamp = (d: CalendarDate, hhmm: string) => `${d.year}${pad(d.month)}${pad(d.day)}T${hhmm.replace(':', '')}00`;
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** "+0900" / "-1000" */
function offsetText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/**
 * The VTIMEZONE of a zone, generated from the tz database through Intl: one STANDARD component
 * with the zone's offset. Only zones without daylight saving time have a single offset all year
 * (Asia/Tokyo, Pacific/Honolulu); a zone whose offset changes during the event's year is refused
 * rather than written with a wrong offset for half of it.
 */
export function vtimezone(timeZone: string, year: number): string[] {
  const offsets = [0, 3, 6, 9].map((month) => timeZoneOffsetMs(Date.UTC(year, month, 1, 12), timeZone));
  if (offsets.some((o) => o !== offsets[0])) throw new RangeError(`No VTIMEZONE definition for ${timeZone}: its offset changes during ${year}`);
  const offset = offsetText(offsets[0]);
  const name = timeZoneAbbreviation(timeZone); // TZNAME is optional: a zone we do not name has none
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    ...(name ? [`TZNAME:${name}`] : []),
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** One VEVENT (unfolded lines). */
function veventLines(e: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART;TZID=${e.timeZone}:${localStamp(e.date, e.startTime)}`,
    `DTEND;TZID=${e.timeZone}:${localStamp(e.date, e.endTime)}`,
    `SUMMARY:${escapeText(e.title)}`,
    `DESCRIPTION:${escapeText(`${e.description}\n\n${e.url}`)}`,
    `LOCATION:${escapeText(e.location)}`,
    `URL:${e.url}`,
    ...(e.sequence !== undefined ? [`SEQUENCE:${e.sequence}`] : []),
    ...(e.organizer ? [`ORGANIZER:mailto:${e.organizer}`] : []),
    ...(e.attendee ? [`ATTENDEE;ROLE=REQ-PARTICIPANT:mailto:${e.attendee}`] : []),
    `STATUS:${e.cancelled ? 'CANCELLED' : e.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
    // A place on the waitlist does not block the time (FREE); a confirmed one does.
    `TRANSP:${e.tentative ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/**
 * The whole .ics file: CRLF line endings, folded lines, one VTIMEZONE and one VEVENT. `method`
 * PUBLISH for an invitation; CANCEL removes the entry of the same UID (with a higher SEQUENCE).
 */
export function buildIcs(e: CalendarEvent, method: 'PUBLISH' | 'CANCEL' = 'PUBLISH'): string {
  return calendarText([`METHOD:${method}`, ...vtimezone(e.timeZone, e.date.year)], [method === 'CANCEL' ? { ...e, cancelled: true } : e]);
}

export interface CalendarFeed {
  /** The calendar's name in calendar apps (NAME, X-WR-CALNAME). */
  name: string;
  description: string;
  /** How often a subscribed calendar should fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes: number;
  events: readonly CalendarEvent[];
}

/**
 * A subscribable calendar (RFC 5545 with the RFC 7986 calendar properties): every event of the
 * feed, one VTIMEZONE per zone they use (checked for each year they fall in), in date order.
 */
export function buildCalendarFeed(f: CalendarFeed): string {
  const years = new Map<string, Set<number>>();
  for (const e of f.events) years.set(e.timeZone, (years.get(e.timeZone) ?? new Set()).add(e.date.year));
  const zones = [...years].sort(([a], [b]) => a.localeCompare(b)).flatMap(([zone, ys]) => {
    const [first, ...rest] = [...ys].sort();
    for (const y of rest) vtimezone(zone, y);
    return vtimezone(zone, first);
  });
  const refresh = `PT${f.refreshMinutes}M`;
  const head = [`NAME:${escapeText(f.name)}`, `X-WR-CALNAME:${escapeText(f.name)}`, `DESCRIPTION:${escapeText(f.description)}`, `X-WR-CALDESC:${escapeText(f.description)}`, `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`, ...zones];
  return calendarText(head, f.events);
}

function calendarText(head: string[], list: readonly CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fika Community//Events//EN', 'CALSCALE:GREGORIAN', ...head, ...list.flatMap(veventLines), 'END:VCALENDAR'];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A Google Calendar "add event" link for the same occurrence, in the venue's zone. */
export function googleCalendarUrl(e: Omit<CalendarEvent, 'uid' | 'stamp'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${localStamp(e.date, e.startTime)}/${localStamp(e.date, e.endTime)}`,
    ctz: e.timeZone,
    details: `${e.description}\n\n${e.url}`,
    location: e.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The public feed of a city, or of one event type in a city (served by functions/calendar). */
export const calendarFeedPath = (city: string, type?: string): string => `/calendar/${city}${type ? `/${type}` : ''}.ics`;

/** How to subscribe to a feed at an https URL: webcal:// for calendar apps, and Google Calendar's "add by URL" page. */
export function subscribeUrls(url: string): { url: string; webcalUrl: string; googleUrl: string } {
  const webcalUrl = url.replace(/^https?:\/\//, 'webcal://');
  return { url, webcalUrl, googleUrl: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}` };
}
