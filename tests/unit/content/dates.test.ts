import { describe, expect, it } from 'vitest';
import { parseMonthDay, parseTimeRangeText, weekdayOf, zonedDateTimeToInstant } from '../../../content/events/calendar';
import {
  type EventListing,
  cancellationDeadline,
  cancelledOccurrence,
  eventBySlug,
  eventById,
  eventEnd,
  eventStart,
  events,
  nextOccurrence,
  occurrenceKey,
  resolveEventDate,
  venueRevealAt,
} from '../../../content/events/index';

const TOKYO = 'Asia/Tokyo';
const HONOLULU = 'Pacific/Honolulu';
/** 2026-11-22 12:00 in Tokyo: "today" for the catalogue. */
const TODAY = new Date('2026-11-22T03:00:00Z');

const byId = (id: string): EventListing => {
  const event = eventById(id);
  if (!event) throw new Error(`missing ${id}`);
  return event;
};

describe('resolveEventDate (a date without a year is this year or next)', () => {
  it('uses the current year when the day is still ahead', () => {
    expect(resolveEventDate('December 12', TODAY, TOKYO)).toEqual({ year: 2026, month: 12, day: 12 });
  });

  it('uses next year when the day has already passed this year', () => {
    expect(resolveEventDate('January 16', TODAY, TOKYO)).toEqual({ year: 2027, month: 1, day: 16 });
    expect(resolveEventDate('November 21', TODAY, TOKYO)).toEqual({ year: 2027, month: 11, day: 21 });
  });

  it('counts the event day itself as upcoming', () => {
    expect(resolveEventDate('November 22', TODAY, TOKYO)).toEqual({ year: 2026, month: 11, day: 22 });
    // 23:59 in Tokyo is still the same day
    expect(resolveEventDate('November 22', new Date('2026-11-22T14:59:00Z'), TOKYO)).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('decides "today" in the given time zone', () => {
    // 2026-11-22 05:00 UTC is Nov 22 in Tokyo but still Nov 21 in Honolulu.
    const instant = new Date('2026-11-22T05:00:00Z');
    expect(resolveEventDate('November 21', instant, TOKYO)).toEqual({ year: 2027, month: 11, day: 21 });
    expect(resolveEventDate('November 21', instant, HONOLULU)).toEqual({ year: 2026, month: 11, day: 21 });
  });

  it('returns null for "Cancelled" and unparseable text', () => {
    for (const text of ['Cancelled', 'CANCELLED', '', 'TBA', 'Smarch 3', 'December 32', 'April 31', '12/12', 'December']) {
      expect(resolveEventDate(text, TODAY, TOKYO), text).toBeNull();
    }
  });

  it('accepts short month names, ordinals and an explicit year (kept even when past)', () => {
    expect(resolveEventDate('Dec 5', TODAY, TOKYO)).toEqual({ year: 2026, month: 12, day: 5 });
    expect(resolveEventDate('January 16th', TODAY, TOKYO)).toEqual({ year: 2027, month: 1, day: 16 });
    expect(resolveEventDate('March 3, 2025', TODAY, TOKYO)).toEqual({ year: 2025, month: 3, day: 3 });
  });

  it('resolves February 29 to the next leap year only when it is this year or next', () => {
    expect(resolveEventDate('February 29', new Date('2027-03-01T00:00:00Z'), TOKYO)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(resolveEventDate('February 29', TODAY, TOKYO)).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('parses month-day text', () => {
    expect(parseMonthDay('Sept 9')).toEqual({ month: 9, day: 9 });
    expect(parseMonthDay('Cancelled')).toBeNull();
  });

  it('parses the display time range', () => {
    expect(parseTimeRangeText('2:00 PM - 4:00 PM')).toEqual({ start: '14:00', end: '16:00' });
    expect(parseTimeRangeText('12:00 PM – 12:30 AM')).toEqual({ start: '12:00', end: '00:30' });
    expect(parseTimeRangeText('CANCELLED')).toBeNull();
  });

  it('converts wall-clock time with Intl, including a DST zone', () => {
    expect(zonedDateTimeToInstant({ year: 2026, month: 12, day: 12 }, '14:00', TOKYO).toISOString()).toBe('2026-12-12T05:00:00.000Z');
    expect(zonedDateTimeToInstant({ year: 2026, month: 12, day: 19 }, '09:00', HONOLULU).toISOString()).toBe('2026-12-19T19:00:00.000Z');
    expect(zonedDateTimeToInstant({ year: 2026, month: 7, day: 1 }, '12:00', 'Europe/Stockholm').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedDateTimeToInstant({ year: 2026, month: 1, day: 1 }, '12:00', 'Europe/Stockholm').toISOString()).toBe('2026-01-01T11:00:00.000Z');
  });
});

describe('event instants', () => {
  it('computes start and end in Tokyo (UTC+9)', () => {
    const fika = byId('tokyo-december-fika');
    expect(eventStart(fika, TODAY)?.toISOString()).toBe('2026-12-12T05:00:00.000Z');
    expect(eventEnd(fika, TODAY)?.toISOString()).toBe('2026-12-12T07:00:00.000Z');
    expect(occurrenceKey(fika, TODAY)).toBe('2026-12-12');
  });

  it('computes start and end in Honolulu (UTC-10)', () => {
    const fika = byId('honolulu-inaugural-fika');
    expect(eventStart(fika, TODAY)?.toISOString()).toBe('2026-12-19T19:00:00.000Z');
    expect(eventEnd(fika, TODAY)?.toISOString()).toBe('2026-12-19T21:00:00.000Z');
  });

  it('agrees with durationMinutes for every scheduled event', () => {
    for (const event of events) {
      const start = eventStart(event, TODAY);
      const end = eventEnd(event, TODAY);
      if (!start || !end) continue;
      expect((end.getTime() - start.getTime()) / 60_000, event.id).toBe(event.durationMinutes);
    }
  });

  it('has no instants for cancelled events', () => {
    expect(eventStart(byId('tokyo-growth-circle'), TODAY)).toBeNull();
    expect(eventEnd(byId('weekly-wednesday-fika'), TODAY)).toBeNull();
  });

  it('rolls a weekly series forward once its listed date has passed', () => {
    const saturday = byId('weekly-saturday-fika'); // next: November 28 (a Saturday)
    expect(nextOccurrence(saturday, TODAY)).toEqual({ year: 2026, month: 11, day: 28 });
    // on the day itself
    expect(nextOccurrence(saturday, new Date('2026-11-28T10:00:00Z'))).toEqual({ year: 2026, month: 11, day: 28 });
    // the day after: the following Saturday, not November 28 next year
    expect(nextOccurrence(saturday, new Date('2026-11-29T01:00:00Z'))).toEqual({ year: 2026, month: 12, day: 5 });
    expect(nextOccurrence(saturday, new Date('2027-02-01T01:00:00Z'))).toEqual({ year: 2027, month: 2, day: 6 });
  });

  it('does not roll a one-off event forward: a past explicit date is no occurrence', () => {
    const fika = { ...byId('tokyo-december-fika'), next: 'December 12, 2025' };
    expect(nextOccurrence(fika, TODAY)).toBeNull();
  });

  it('derives the cancellation deadline and the venue reveal from the catalogue', () => {
    const tapas = byId('tokyo-spanish-tapas'); // January 22, 7:00 PM Tokyo, 48 h notice
    expect(cancellationDeadline(tapas, TODAY)?.toISOString()).toBe('2027-01-20T10:00:00.000Z');
    expect(venueRevealAt(tapas, TODAY)?.toISOString()).toBe('2027-01-15T10:00:00.000Z');
    const fika = byId('tokyo-december-fika'); // no policy: the start of the event day
    expect(cancellationDeadline(fika, TODAY)?.toISOString()).toBe('2026-12-11T15:00:00.000Z');
    expect(venueRevealAt(fika, TODAY)).toBeNull();
  });
});

describe('cancelledOccurrence: the day a cancelled listing was scheduled for', () => {
  it("is the growth circle's cancelled Thursday and the Wednesday lunch fika's cancelled week", () => {
    expect(cancelledOccurrence(byId('tokyo-growth-circle'), TODAY)).toEqual({ year: 2026, month: 11, day: 26 });
    expect(cancelledOccurrence(byId('weekly-wednesday-fika'), TODAY)).toEqual({ year: 2026, month: 12, day: 2 });
  });

  it('stays on that day after it has gone by, instead of moving to next year', () => {
    const later = new Date('2027-03-01T00:00:00Z');
    expect(cancelledOccurrence(byId('tokyo-growth-circle'), later)).toEqual({ year: 2026, month: 11, day: 26 });
    expect(cancelledOccurrence(byId('weekly-wednesday-fika'), later)).toEqual({ year: 2026, month: 12, day: 2 });
  });

  it("falls on the listing's weekday for every cancelled listing, and is null for the others", () => {
    for (const e of events) {
      const date = cancelledOccurrence(e, TODAY);
      if (e.next === 'Cancelled' || e.time === 'CANCELLED') expect(date && weekdayOf(date), e.id).toBe(e.dayOfWeek);
      else expect(date, e.id).toBeNull();
    }
  });
});

describe('catalogue dates', () => {
  it('puts every dated event between 2026-11-28 and 2027-03-31 as seen from 2026-11-22', () => {
    for (const event of events) {
      const date = resolveEventDate(event.next, TODAY, event.timezone);
      if (event.next === 'Cancelled') continue;
      expect(date, event.id).not.toBeNull();
      const iso = `${date!.year}-${String(date!.month).padStart(2, '0')}-${String(date!.day).padStart(2, '0')}`;
      expect(iso >= '2026-11-28' && iso <= '2027-03-31', `${event.id} ${iso}`).toBe(true);
    }
  });

  it('gives every dated event the weekday it is listed under (weekly events included)', () => {
    for (const event of events) {
      const date = resolveEventDate(event.next, TODAY, event.timezone);
      if (!date) continue;
      expect(weekdayOf(date), event.id).toBe(event.dayOfWeek);
    }
    const weekly = events.filter((e) => e.eventFrequency === 'weekly');
    expect(weekly.map((e) => e.capacity).sort((a, b) => a - b)).toEqual([2, 10, 15, 20]);
  });

  it('only names weekdays in the text that match the real calendar', () => {
    const pattern =
      /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? (January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b/g;
    let checked = 0;
    for (const event of events) {
      for (const match of JSON.stringify(event).matchAll(pattern)) {
        const date = resolveEventDate(`${match[2]} ${match[3]}`, TODAY, event.timezone);
        expect(date && weekdayOf(date), `${event.id}: "${match[0]}"`).toBe(match[1]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('finds events by slug and id', () => {
    expect(eventBySlug('tokyo-spanish-tapas-evening')?.id).toBe('tokyo-spanish-tapas');
    expect(eventBySlug('no-such-event')).toBeUndefined();
    expect(eventById('no-such-event')).toBeUndefined();
  });
});
