import { describe, expect, it } from 'vitest';
import { buildIcs, CRLF, escapeText, foldLine, googleCalendarUrl, occurrenceUid, type CalendarEvent } from '../../../content/events/ics';
import { calendarEntry, eventWhen } from './listing-views';
import { eventBySlug, events } from '../../../content/events/index';

const base: CalendarEvent = {
  uid: 'tokyo-december-fika-2026-12-12@fika.community',
  title: 'Tokyo December Fika: Year-End Reflections',
  description: 'Coffee, cardamom buns and one good question; bring a friend, or come alone.',
  location: 'Café Komorebi, 4-26-18 Jingumae, Shibuya-ku, Tokyo',
  url: 'https://fika.community/events/tokyo-december-fika-omotesando',
  date: { year: 2026, month: 12, day: 12 },
  startTime: '14:00',
  endTime: '16:00',
  timeZone: 'Asia/Tokyo',
  stamp: new Date('2026-11-22T03:04:05Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('ics builder', () => {
  it('writes a VCALENDAR with a VTIMEZONE and local DTSTART/DTEND with TZID', () => {
    const ics = buildIcs(base);
    const lines = unfold(ics).split(CRLF);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Fika Community//Events//EN');
    const tz = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(tz).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'TZNAME:JST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(lines).toContain('DTSTART;TZID=Asia/Tokyo:20261212T140000');
    expect(lines).toContain('DTEND;TZID=Asia/Tokyo:20261212T160000');
    expect(lines).toContain('UID:tokyo-december-fika-2026-12-12@fika.community');
    expect(lines).toContain('DTSTAMP:20261122T030405Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes Honolulu times with their own zone', () => {
    const lines = unfold(buildIcs({ ...base, timeZone: 'Pacific/Honolulu' })).split(CRLF);
    expect(lines).toContain('TZID:Pacific/Honolulu');
    expect(lines).toContain('TZOFFSETTO:-1000');
    expect(lines).toContain('TZNAME:HST');
    expect(lines).toContain('DTSTART;TZID=Pacific/Honolulu:20261212T140000');
  });

  it('uses CRLF line endings only', () => {
    const ics = buildIcs(base);
    expect(ics.endsWith(CRLF)).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line to at most 75 octets without splitting characters', () => {
    const long = { ...base, description: `${'Kanelbullar and conversation, '.repeat(8)}こんにちは、はじめまして。`.repeat(2) };
    const ics = buildIcs(long);
    const encoder = new TextEncoder();
    for (const line of ics.split(CRLF)) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain(`${CRLF} `);
    expect(unfold(ics)).toContain(escapeText(long.description));
    // no replacement characters: multi-byte characters were kept whole
    expect(unfold(ics)).not.toContain('\uFFFD');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}${CRLF} x`);
  });

  it('escapes text values', () => {
    expect(escapeText('a, b; c\\d\nnext')).toBe('a\\, b\\; c\\\\d\\nnext');
    const lines = unfold(buildIcs({ ...base, title: 'Fika; coffee, buns' })).split(CRLF);
    expect(lines).toContain('SUMMARY:Fika\\; coffee\\, buns');
  });

  it('generates the VTIMEZONE from the zone itself (offset from the tz database, no table of offsets)', () => {
    const lines = unfold(buildIcs({ ...base, timeZone: 'Asia/Kolkata' })).split(CRLF);
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines).toContain('TZOFFSETFROM:+0530');
    expect(lines).toContain('TZOFFSETTO:+0530');
    expect(lines.some((l) => l.startsWith('TZNAME:'))).toBe(false);
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261212T140000');
  });

  it('gives every occurrence one UID, whoever writes the file', () => {
    expect(occurrenceUid('tokyo-december-fika-omotesando', '2026-12-12')).toBe('tokyo-december-fika-omotesando-2026-12-12@fika.community');
    const e = eventBySlug('tokyo-december-fika-omotesando')!;
    const when = eventWhen(e, new Date('2026-11-22T00:00:00Z'))!;
    expect(calendarEntry(e, when, new Date()).uid).toBe(occurrenceUid(e.slug, '2026-12-12'));
  });

  it('refuses a zone whose offset changes during the year (daylight saving time)', () => {
    expect(() => buildIcs({ ...base, timeZone: 'Europe/Stockholm' })).toThrow(/VTIMEZONE/);
  });

  it('builds a Google Calendar link in the venue zone', () => {
    const url = new URL(googleCalendarUrl(base));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261212T140000/20261212T160000');
    expect(url.searchParams.get('ctz')).toBe('Asia/Tokyo');
    expect(url.searchParams.get('text')).toBe(base.title);
  });

  it('makes a file for every dated event of the catalogue', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    for (const e of events) {
      const when = eventWhen(e, now);
      if (!when) continue;
      const ics = buildIcs(calendarEntry(e, when, now));
      expect(ics).toContain(`DTSTART;TZID=${e.timezone}:`);
      expect(ics).toContain('BEGIN:VTIMEZONE');
    }
    const secret = eventBySlug('founding-members-fika-tokyo');
    if (secret?.venueReveal) {
      const when = eventWhen(secret, now)!;
      // A venue that is revealed later is not leaked through the calendar file.
      expect(unfold(buildIcs(calendarEntry(secret, when, now)))).toContain('exact venue sent to confirmed attendees');
    }
  });
});
