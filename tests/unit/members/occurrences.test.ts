import { describe, it, expect } from 'vitest';
import { events, isCancelled, type EventListing } from '../../../content/events/index';
import { CHECKIN_CLOSES_AFTER_MS, CHECKIN_OPENS_BEFORE_MS, isOpen, occurrencesAround, occurrencesBetween } from '../../../domain/passport/occurrences';
import { checkinCode, normaliseCode } from '../../../functions/passport/checkin-codes';

const weekly = events.find((e) => e.eventFrequency === 'weekly' && !isCancelled(e)) as EventListing;
const oneOff = events.find((e) => e.eventFrequency !== 'weekly' && !isCancelled(e)) as EventListing;

describe('check-in codes', () => {
  it('are 6 unambiguous characters, stable per occurrence and different across occurrences', () => {
    const a = checkinCode('secret', 'tokyo-fika', '2026-12-12');
    expect(a).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(checkinCode('secret', 'tokyo-fika', '2026-12-12')).toBe(a);
    expect(checkinCode('secret', 'tokyo-fika', '2026-12-19')).not.toBe(a);
    expect(checkinCode('secret', 'osaka-fika', '2026-12-12')).not.toBe(a);
    expect(checkinCode('other-secret', 'tokyo-fika', '2026-12-12')).not.toBe(a);
  });
  it('are read forgivingly', () => {
    expect(normaliseCode(' ab-c 12 ')).toBe('ABC12');
    expect(normaliseCode(undefined)).toBe('');
  });
});

describe('occurrences follow the catalogue', () => {
  it('a weekly series repeats every 7 days on its weekday', () => {
    const first = occurrencesBetween(weekly, { year: 2026, month: 11, day: 22 }, { year: 2027, month: 1, day: 31 });
    expect(first.length).toBeGreaterThan(5);
    for (let i = 1; i < first.length; i++) {
      expect(first[i].startsAt.getTime() - first[i - 1].startsAt.getTime()).toBe(7 * 86_400_000);
    }
  });
  it('a one-off happens once in a year', () => {
    const list = occurrencesBetween(oneOff, { year: 2026, month: 11, day: 22 }, { year: 2027, month: 11, day: 21 });
    expect(list).toHaveLength(1);
  });
  it('check-in is open from an hour before the start to a day after the end', () => {
    const o = occurrencesBetween(weekly, { year: 2026, month: 11, day: 22 }, { year: 2027, month: 1, day: 31 })[0];
    expect(o.opensAt.getTime()).toBe(o.startsAt.getTime() - CHECKIN_OPENS_BEFORE_MS);
    expect(o.closesAt.getTime()).toBe(o.endsAt.getTime() + CHECKIN_CLOSES_AFTER_MS);
    expect(isOpen(o, new Date(o.opensAt.getTime() - 1))).toBe(false);
    expect(isOpen(o, o.opensAt)).toBe(true);
    expect(isOpen(o, o.closesAt)).toBe(true);
    expect(isOpen(o, new Date(o.closesAt.getTime() + 1))).toBe(false);
  });
  it('lists stamp-eligible occurrences around a moment, soonest first', () => {
    const list = occurrencesAround(new Date('2026-12-01T00:00:00Z'), 2, 14);
    expect(list.length).toBeGreaterThan(0);
    for (let i = 1; i < list.length; i++) expect(list[i].startsAt >= list[i - 1].startsAt).toBe(true);
    expect(list.every((o) => o.event.checkinStampEligible)).toBe(true);
  });
});
