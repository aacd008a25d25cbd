/**
 * How events are shown everywhere in the SPA: times in the venue's time zone with its label
 * ("2:00 PM – 4:00 PM JST") and dates. Light on purpose (calendar helpers only, not the
 * catalogue), so any page can use it without loading the whole event catalogue.
 *
 * Every label is in the page's language (activeLocale()): English keeps the formats above;
 * Japanese writes dates "2026年11月24日(火)", 24-hour times and the venue's zone by name
 * ("19:00〜21:00（日本時間）", Honolulu "（ハワイ時間）").
 */
import {
  addDays,
  calendarDateIn,
  compareDates,
  formatClock12,
  formatIsoDate,
  parseIsoDate,
  timeZoneAbbreviation,
  timeZoneOffsetMs,
  zonedDateTimeToInstant,
  type CalendarDate,
} from '@/content/events/calendar';
import { formatPrice } from '@/content/events/money';
import type { Currency } from '@/content/cities';
import { activeLocale, intlLocale } from './i18n';

/** The venue's zone as Japanese readers name it; other zones fall back to the English label. */
const JA_ZONE_NAMES: Record<string, string> = { 'Asia/Tokyo': '日本時間', 'Pacific/Honolulu': 'ハワイ時間' };

/** "JST" for Asia/Tokyo, "HST" for Pacific/Honolulu, else the zone's short name (Japanese: "日本時間", "ハワイ時間"). */
export function timeZoneLabel(timeZone: string, at = new Date()): string {
  if (activeLocale() === 'ja' && JA_ZONE_NAMES[timeZone]) return JA_ZONE_NAMES[timeZone];
  const known = timeZoneAbbreviation(timeZone);
  if (known) return known;
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "2:00 PM – 4:00 PM JST" (Japanese "14:00〜16:00（日本時間）") from local "14:00"/"16:00" in the venue's zone. */
export function timeRangeLabel(startTime: string, endTime: string, timeZone: string): string {
  if (activeLocale() === 'ja') return `${startTime}〜${endTime}（${timeZoneLabel(timeZone)}）`;
  return `${formatClock12(startTime)} – ${formatClock12(endTime)} ${timeZoneLabel(timeZone)}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** A calendar-date formatter in the page's language (dates are UTC midnights, so no zone shift). */
function dateFormat(kind: 'long' | 'short'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}:${kind}`;
  let f = dateFormats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      locale === 'ja-JP'
        ? kind === 'long'
          ? { timeZone: 'UTC', weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' }
          : { timeZone: 'UTC', weekday: 'short', month: 'long', day: 'numeric' }
        : kind === 'long'
          ? { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
          : { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' };
    f = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, f);
  }
  return f;
}

/** Money in the page's language: "¥4,500" / "$45" in English, "4,500円" / "$45" in Japanese. */
export const moneyLabel = (cents: number, currency: Currency) => formatPrice(cents, currency, activeLocale());

/** "2026-12-12" or a calendar date, as a calendar date. */
const toDate = (d: CalendarDate | string): CalendarDate => (typeof d === 'string' ? parseIsoDate(d) : d);

const toUtc = (d: CalendarDate | string) => {
  const { year, month, day } = toDate(d);
  return new Date(Date.UTC(year, month - 1, day));
};

/** "Saturday, December 5, 2026" / "2026年12月5日(土)" (a calendar date, so no time-zone shift). */
export const longDateLabel = (d: CalendarDate | string) => dateFormat('long').format(toUtc(d));
/** "Sat, Dec 5" / "12月5日(土)" */
export const shortDateLabel = (d: CalendarDate | string) => dateFormat('short').format(toUtc(d));

/**
 * "2026-12-05T10:00:00+09:00": a local time with the offset its zone has then (what schema.org and
 * `<time datetime>` want). `at` is the instant whose offset is used; by default that local time itself.
 */
export function isoWithOffset(date: CalendarDate | string, hhmm: string, timeZone: string, at?: Date): string {
  const d = toDate(date);
  const instant = at ?? zonedDateTimeToInstant(d, hhmm, timeZone);
  const offsetMin = Math.round(timeZoneOffsetMs(instant.getTime(), timeZone) / 60000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${formatIsoDate(d)}T${hhmm}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** "today" or "tomorrow" when `date` is that day in `timeZone` at `now` (the venue's calendar, not the reader's); else null. */
export function relativeDay(date: CalendarDate | string, now: Date, timeZone: string): 'today' | 'tomorrow' | null {
  const today = calendarDateIn(now, timeZone);
  const d = toDate(date);
  if (compareDates(d, today) === 0) return 'today';
  if (compareDates(d, addDays(today, 1)) === 0) return 'tomorrow';
  return null;
}

/** How a card dates an occurrence: `prefix` is plain text, `label` goes in `<time dateTime={dateTime}>`. */
export interface CardDate {
  /** "Every Tuesday · next " for a weekly series, else "". */
  prefix: string;
  /** "Tue, Dec 1", "Tomorrow, Tue, Nov 24" ("tomorrow, …" after a prefix). */
  label: string;
  /** The start in the venue's zone with its offset: "2026-11-24T19:00:00+09:00". */
  dateTime: string;
}

const JA_WEEKDAYS: Record<string, string> = {
  Monday: '月曜日',
  Tuesday: '火曜日',
  Wednesday: '水曜日',
  Thursday: '木曜日',
  Friday: '金曜日',
  Saturday: '土曜日',
  Sunday: '日曜日',
};
const JA_RELATIVE = { today: '今日', tomorrow: '明日' } as const;

/**
 * The date line of an event card for the occurrence on `date` (in the venue's zone), seen at `now`:
 * "Sat, Dec 5", "Today, Sat, Dec 5", "Tomorrow, Sat, Dec 5"; a weekly series
 * "Every Tuesday · next Tue, Dec 1" or "Every Tuesday · tomorrow, Tue, Nov 24".
 * Japanese: "12月5日(土)", "今日・12月5日(土)", "毎週火曜日・次回 12月1日(火)", "毎週火曜日・明日・11月24日(火)".
 */
export function cardDate(
  e: { eventFrequency: string; dayOfWeek: string; timezone: string; startTime: string },
  date: CalendarDate | string,
  now: Date,
): CardDate {
  const day = relativeDay(date, now, e.timezone);
  const short = shortDateLabel(date);
  const dateTime = isoWithOffset(date, e.startTime, e.timezone);
  if (activeLocale() === 'ja') {
    const label = day ? `${JA_RELATIVE[day]}・${short}` : short;
    if (e.eventFrequency === 'weekly') return { prefix: `毎週${JA_WEEKDAYS[e.dayOfWeek] ?? e.dayOfWeek}・${day ? '' : '次回 '}`, label, dateTime };
    return { prefix: '', label, dateTime };
  }
  if (e.eventFrequency === 'weekly') {
    return { prefix: `Every ${e.dayOfWeek} · ${day ? '' : 'next '}`, label: day ? `${day}, ${short}` : short, dateTime };
  }
  return { prefix: '', label: day ? `${day[0].toUpperCase()}${day.slice(1)}, ${short}` : short, dateTime };
}
