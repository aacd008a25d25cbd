/** web/src/lib/event-display.ts in Japanese: 年月日 dates, 24-hour times with the venue's zone named, yen as 円; English unchanged. */
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../web/src/lib/i18n';
import { cardDate, longDateLabel, moneyLabel, shortDateLabel, timeRangeLabel, timeZoneLabel } from '../../../web/src/lib/event-display';
import { formatPrice } from '../../../content/events/money';

afterEach(() => activateLocale('en'));

const weekly = { eventFrequency: 'weekly', dayOfWeek: 'Tuesday', timezone: 'Asia/Tokyo', startTime: '19:00' };
const once = { ...weekly, eventFrequency: 'once' };
const NOW = new Date('2026-11-23T03:00:00Z'); // Monday 23 November in Tokyo

describe('event display in Japanese', () => {
  it('writes dates 2026年11月24日(火) and 11月24日(火)', () => {
    activateLocale('ja');
    expect(longDateLabel('2026-11-24')).toBe('2026年11月24日(火)');
    expect(shortDateLabel('2026-11-24')).toBe('11月24日(火)');
  });

  it('writes times on the 24-hour clock with the venue zone named', () => {
    activateLocale('ja');
    expect(timeRangeLabel('19:00', '21:00', 'Asia/Tokyo')).toBe('19:00〜21:00（日本時間）');
    expect(timeRangeLabel('09:30', '11:00', 'Pacific/Honolulu')).toBe('09:30〜11:00（ハワイ時間）');
    expect(timeZoneLabel('Asia/Tokyo')).toBe('日本時間');
  });

  it('writes yen after the number and dollars as in English', () => {
    activateLocale('ja');
    expect(moneyLabel(450000, 'JPY')).toBe('4,500円');
    expect(moneyLabel(4500, 'USD')).toBe('$45');
    expect(formatPrice(450000, 'JPY', 'ja')).toBe('4,500円');
  });

  it('dates event cards with 今日/明日 and weekly series with 毎週', () => {
    activateLocale('ja');
    expect(cardDate(once, '2026-11-24', NOW)).toMatchObject({ prefix: '', label: '明日・11月24日(火)' });
    expect(cardDate(once, '2026-12-05', NOW)).toMatchObject({ prefix: '', label: '12月5日(土)' });
    expect(cardDate(weekly, '2026-12-01', NOW)).toMatchObject({ prefix: '毎週火曜日・次回 ', label: '12月1日(火)' });
    expect(cardDate(weekly, '2026-11-24', NOW).prefix).toBe('毎週火曜日・');
  });

  it('keeps the English formats on English pages', () => {
    activateLocale('en');
    expect(longDateLabel('2026-11-24')).toBe('Tuesday, November 24, 2026');
    expect(shortDateLabel('2026-11-24')).toBe('Tue, Nov 24');
    expect(timeRangeLabel('19:00', '21:00', 'Asia/Tokyo')).toBe('7:00 PM – 9:00 PM JST');
    expect(moneyLabel(450000, 'JPY')).toBe('¥4,500');
    expect(cardDate(once, '2026-11-24', NOW)).toMatchObject({ prefix: '', label: 'Tomorrow, Tue, Nov 24' });
    expect(cardDate(weekly, '2026-12-01', NOW)).toMatchObject({ prefix: 'Every Tuesday · next ', label: 'Tue, Dec 1' });
  });
});
