/** The series rules that need no table: which dates a series holds, the summary it answers, its manage link. */
import { describe, expect, it } from 'vitest';
import { eventBySlug, occurrenceKey } from '../../../content/events/index';
import { seriesEligible, seriesOccurrences, summary } from '../../../functions/reservations/series';
import { seriesToken } from '../../../functions/reservations/series-token';

const NOW = new Date('2026-11-22T09:00:00Z');

describe('seriesOccurrences', () => {
  it('a weekly fika: the eight dates starting within eight weeks', () => {
    const weekly = eventBySlug('weekly-saturday-morning-fika-yoyogi-uehara')!;
    expect(seriesOccurrences(weekly, NOW).map((d) => d.occurrence)).toEqual(['2026-11-28', '2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26', '2027-01-02', '2027-01-09', '2027-01-16']);
  });

  it('on the day, once the fika has started, that date is no longer offered', () => {
    const weekly = eventBySlug('weekly-saturday-morning-fika-yoyogi-uehara')!;
    const dates = seriesOccurrences(weekly, new Date('2026-11-28T01:00:00Z')).map((d) => d.occurrence); // 10:00 in Tokyo
    expect(dates[0]).toBe('2026-12-05');
    expect(dates).toHaveLength(8);
  });

  it('a monthly event: the occurrences its catalogue listing gives within eight weeks', () => {
    const monthly = eventBySlug('tokyo-december-fika-omotesando')!;
    expect(seriesEligible(monthly)).toBe(true);
    expect(seriesOccurrences(monthly, NOW).map((d) => d.occurrence)).toEqual([occurrenceKey(monthly, NOW)]);
  });

  it('a one-off is not a series', () => {
    expect(seriesEligible(eventBySlug('honolulu-inaugural-fika-kaimuki')!)).toBe(false);
  });
});

describe('summary', () => {
  const d = (status: 'confirmed' | 'waitlisted' | 'full', waitlistPosition: number | null = null) => ({ occurrence: 'x', status, waitlistPosition, duplicate: false });
  it('says how many dates are confirmed and which waitlist places the others hold', () => {
    expect(summary([...Array(6)].map(() => d('confirmed')).concat([d('waitlisted', 3), d('waitlisted', 1)])).message).toBe('Confirmed for 6 dates, waitlisted for 2 (#3, #1).');
    expect(summary([d('confirmed')]).message).toBe('Confirmed for 1 date.');
    expect(summary([d('confirmed'), d('full')]).message).toBe('Confirmed for 1 date, 1 date full.');
  });
});

describe('seriesToken', () => {
  it('changes with the series start time (a new start invalidates old links)', () => {
    const a = seriesToken('secret', { eventSlug: 's', email: 'A@Example.com', createdAt: '2026-11-22T09:00:00.000Z' });
    const b = seriesToken('secret', { eventSlug: 's', email: 'a@example.com', createdAt: '2026-11-22T09:00:01.000Z' });
    expect(a.split('~')[0]).toBe(b.split('~')[0]);
    expect(a).not.toBe(b);
    expect(a).not.toContain('.');
  });
});

describe('the summary in Japanese (X-Fika-Locale: ja)', () => {
  it('translates each shape of the summary and of the cancelled series', async () => {
    const { messageJa } = await import('../../../functions/lib/i18n/messages-ja');
    expect(messageJa('Confirmed for 8 dates.')).toBe('8回の参加が確定しました。');
    expect(messageJa('Confirmed for 6 dates, waitlisted for 2 (#3, #1).')).toBe('6回の参加が確定しました。2回はキャンセル待ちです（#3, #1）。');
    expect(messageJa('Your series is cancelled: 7 places released.')).toBe('定期参加をキャンセルしました。7回分のお席をお譲りしました。');
  });
});
