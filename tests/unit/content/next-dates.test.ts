/**
 * "Next" dates on the venue's calendar, with fixed clocks around the boundaries: midnight in
 * Tokyo (where UTC and JST disagree about the day) and in Honolulu (behind UTC, so it is still
 * yesterday there). Also the date filter's windows and the lists' time order.
 */
import { describe, expect, it } from 'vitest';
import { eventById, events, nextOccurrence, type EventListing } from '../../../content/events/index';
import { formatIsoDate } from '../../../content/events/calendar';
import { cardDate, isoWithOffset, relativeDay } from '../../../web/src/lib/event-display';
import { inDateWindow, isDateFilter, windowStartOf } from '../../../web/src/features/events/date-filter';
import { sortForListing, toCardData } from '../../../web/src/features/events/event-data';
import { buildEventSummaries } from '../../../web/src/features/events/event-data.build';

const byId = (id: string): EventListing => {
  const event = eventById(id);
  if (!event) throw new Error(`missing ${id}`);
  return event;
};

/** An instant given as a wall-clock time in Tokyo (UTC+9, no daylight saving). */
const jst = (local: string) => new Date(`${local}+09:00`);
/** An instant given as a wall-clock time in Honolulu (UTC-10, no daylight saving). */
const hst = (local: string) => new Date(`${local}-10:00`);

const next = (e: EventListing, now: Date) => {
  const d = nextOccurrence(e, now);
  return d ? formatIsoDate(d) : null;
};

/** The card's date line as a reader sees it. */
const line = (e: EventListing, now: Date) => {
  const d = nextOccurrence(e, now);
  if (!d) return null;
  const c = cardDate(e, d, now);
  return `${c.prefix}${c.label}`;
};

describe('a weekly Tuesday table listed "December 1" (Tokyo, 7:00 PM)', () => {
  const tuesday = byId('weekly-tuesday-fika');

  it('lists "December 1" but meets every Tuesday: before that date, its next meeting is this week', () => {
    expect(tuesday.next).toBe('December 1');
    expect(tuesday.dayOfWeek).toBe('Tuesday');
    expect(next(tuesday, jst('2026-11-20T12:00:00'))).toBe('2026-11-24');
  });

  it('on Monday says "tomorrow", up to the last minute before midnight in Tokyo', () => {
    expect(line(tuesday, jst('2026-11-23T09:00:00'))).toBe('Every Tuesday · tomorrow, Tue, Nov 24');
    expect(line(tuesday, jst('2026-11-23T23:59:59'))).toBe('Every Tuesday · tomorrow, Tue, Nov 24');
  });

  it('from midnight in Tokyo says "today", although it is still Monday in UTC', () => {
    const midnight = jst('2026-11-24T00:00:00');
    expect(midnight.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(line(tuesday, midnight)).toBe('Every Tuesday · today, Tue, Nov 24');
    expect(line(tuesday, jst('2026-11-24T23:59:59'))).toBe('Every Tuesday · today, Tue, Nov 24');
  });

  it('after the Tuesday is over in Tokyo, names the next Tuesday', () => {
    expect(line(tuesday, jst('2026-11-25T00:00:00'))).toBe('Every Tuesday · next Tue, Dec 1');
    expect(line(tuesday, jst('2026-11-30T00:00:00'))).toBe('Every Tuesday · tomorrow, Tue, Dec 1');
    expect(line(tuesday, jst('2026-12-02T08:00:00'))).toBe('Every Tuesday · next Tue, Dec 8');
  });

  it('dates its <time> with the start in Tokyo and its offset', () => {
    const d = nextOccurrence(tuesday, jst('2026-11-23T22:00:00'))!;
    expect(cardDate(tuesday, d, jst('2026-11-23T22:00:00')).dateTime).toBe('2026-11-24T19:00:00+09:00');
  });
});

describe('Honolulu, behind UTC', () => {
  const inaugural = byId('honolulu-inaugural-fika'); // Saturday, December 19, 9:00 AM HST

  it('says "tomorrow" the evening before in Honolulu, when it is already the event day in Tokyo and in UTC', () => {
    const eve = hst('2026-12-18T23:59:00');
    expect(eve.toISOString()).toBe('2026-12-19T09:59:00.000Z');
    expect(line(inaugural, eve)).toBe('Tomorrow, Sat, Dec 19');
    expect(line(inaugural, hst('2026-12-19T00:00:00'))).toBe('Today, Sat, Dec 19');
    expect(line(inaugural, hst('2026-12-17T12:00:00'))).toBe('Sat, Dec 19');
  });

  it('keeps a weekly series on the Honolulu calendar', () => {
    const weekly: EventListing = { ...inaugural, eventFrequency: 'weekly', next: 'December 1', dayOfWeek: 'Tuesday' };
    // Tuesday 5:00 AM UTC (2:00 PM in Tokyo) is still Monday evening in Honolulu.
    const now = new Date('2026-11-24T05:00:00Z');
    expect(next(weekly, now)).toBe('2026-11-24');
    expect(line(weekly, now)).toBe('Every Tuesday · tomorrow, Tue, Nov 24');
    expect(cardDate(weekly, nextOccurrence(weekly, now)!, now).dateTime).toBe('2026-11-24T09:00:00-10:00');
    expect(line(weekly, hst('2026-11-24T00:00:00'))).toBe('Every Tuesday · today, Tue, Nov 24');
    expect(line(weekly, hst('2026-11-25T00:00:00'))).toBe('Every Tuesday · next Tue, Dec 1');
  });

  it('decides today and tomorrow on the venue calendar', () => {
    const now = new Date('2026-11-24T05:00:00Z');
    expect(relativeDay('2026-11-24', now, 'Asia/Tokyo')).toBe('today');
    expect(relativeDay('2026-11-24', now, 'Pacific/Honolulu')).toBe('tomorrow');
    expect(relativeDay('2026-11-26', now, 'Asia/Tokyo')).toBeNull();
  });

  it('writes an offset for each zone', () => {
    expect(isoWithOffset('2026-12-19', '09:00', 'Pacific/Honolulu')).toBe('2026-12-19T09:00:00-10:00');
    expect(isoWithOffset({ year: 2027, month: 1, day: 16 }, '14:00', 'Asia/Tokyo')).toBe('2027-01-16T14:00:00+09:00');
  });
});

describe('date filter windows (venue calendar; weeks run Monday to Sunday)', () => {
  const TOKYO = 'Asia/Tokyo';
  const HONOLULU = 'Pacific/Honolulu';
  const d = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return { year, month, day };
  };
  // Monday, November 23, 2026, 10:00 in Tokyo.
  const monday = jst('2026-11-23T10:00:00');

  it('this week: today to the coming Sunday', () => {
    expect(inDateWindow('week', d('2026-11-23'), monday, TOKYO)).toBe(true);
    expect(inDateWindow('week', d('2026-11-29'), monday, TOKYO)).toBe(true);
    expect(inDateWindow('week', d('2026-11-30'), monday, TOKYO)).toBe(false);
    // On a Sunday the week ends that day.
    const sunday = jst('2026-11-29T20:00:00');
    expect(inDateWindow('week', d('2026-11-29'), sunday, TOKYO)).toBe(true);
    expect(inDateWindow('week', d('2026-11-30'), sunday, TOKYO)).toBe(false);
  });

  it('this month: today to the end of the calendar month; later: after it', () => {
    expect(inDateWindow('month', d('2026-11-30'), monday, TOKYO)).toBe(true);
    expect(inDateWindow('month', d('2026-12-01'), monday, TOKYO)).toBe(false);
    expect(inDateWindow('later', d('2026-12-01'), monday, TOKYO)).toBe(true);
    expect(inDateWindow('later', d('2026-11-30'), monday, TOKYO)).toBe(false);
  });

  it('next month: the next calendar month, whose first day starts the window for a repeating event', () => {
    expect(inDateWindow('next-month', d('2026-12-01'), monday, TOKYO)).toBe(true);
    expect(inDateWindow('next-month', d('2026-12-31'), monday, TOKYO)).toBe(true);
    expect(inDateWindow('next-month', d('2026-11-30'), monday, TOKYO)).toBe(false);
    expect(inDateWindow('next-month', d('2027-01-01'), monday, TOKYO)).toBe(false);
    // In December, next month is January of the next year.
    expect(inDateWindow('next-month', d('2027-01-15'), jst('2026-12-20T10:00:00'), TOKYO)).toBe(true);
    expect(windowStartOf('next-month', monday, TOKYO).toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(windowStartOf('next-month', monday, HONOLULU).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(windowStartOf('week', monday, TOKYO)).toBe(monday);
  });

  it('turns the month at midnight in the venue zone', () => {
    // 23:30 on November 30 in Honolulu is already December 1 in Tokyo and in UTC.
    const now = hst('2026-11-30T23:30:00');
    expect(inDateWindow('month', d('2026-11-30'), now, HONOLULU)).toBe(true);
    expect(inDateWindow('later', d('2026-12-01'), now, HONOLULU)).toBe(true);
    expect(inDateWindow('month', d('2026-12-01'), now, TOKYO)).toBe(true);
    expect(inDateWindow('later', d('2026-12-01'), now, TOKYO)).toBe(false);
  });

  it('"all" takes undated listings; the other windows do not', () => {
    expect(inDateWindow('all', null, monday, TOKYO)).toBe(true);
    for (const f of ['week', 'month', 'next-month', 'later'] as const) expect(inDateWindow(f, null, monday, TOKYO)).toBe(false);
  });

  it('accepts only its own values from a URL', () => {
    for (const v of ['all', 'week', 'month', 'next-month', 'later']) expect(isDateFilter(v)).toBe(true);
    for (const v of ['', 'WEEK', 'tomorrow', null, undefined]) expect(isDateFilter(v)).toBe(false);
  });
});

describe('event lists: time order, featured highlighted in place', () => {
  const summaries = buildEventSummaries();
  const now = jst('2026-11-23T10:00:00');

  it('sorts the whole catalogue by the start of the next occurrence, cancelled last', () => {
    const sorted = sortForListing(summaries, now);
    const starts = sorted.map((s) => events.find((e) => e.slug === s.slug)!).map((e) => nextOccurrence(e, now));
    const dated = starts.filter((x) => x !== null);
    expect(starts.slice(0, dated.length).every((x) => x !== null)).toBe(true);
    expect(sorted.slice(dated.length).every((s) => s.cancelled)).toBe(true);
    const times = sorted.slice(0, dated.length).map((s) => Date.parse(toCardData(s, now).date!.dateTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // The Tuesday table (tomorrow) comes before every featured event in December.
    const slugs = sorted.map((s) => s.slug);
    const tuesday = slugs.indexOf(byId('weekly-tuesday-fika').slug);
    const firstFeatured = sorted.findIndex((s) => s.featured);
    expect(tuesday).toBeLessThan(firstFeatured);
    expect(toCardData(sorted[tuesday], now).date).toMatchObject({ prefix: 'Every Tuesday · ', label: 'tomorrow, Tue, Nov 24' });
  });

  it('marks featured cards without moving them', () => {
    const sorted = sortForListing(summaries, now);
    const featured = sorted.filter((s) => s.featured && !s.cancelled);
    expect(featured.length).toBeGreaterThan(0);
    for (const s of featured) expect(toCardData(s, now).featured).toBe(true);
    const firstPlain = sorted.findIndex((s) => !s.featured);
    const lastFeatured = sorted.findLastIndex((s) => s.featured && !s.cancelled);
    expect(firstPlain).toBeLessThan(lastFeatured);
  });
});
