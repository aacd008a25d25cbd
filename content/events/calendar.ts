/**
 * Calendar and time-zone helpers for the event catalogue.
 * Only Intl and Date: no node: imports, so the SPA and the Lambdas share them.
 */

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

function monthFromName(name: string): number | null {
  const lower = name.toLowerCase();
  if (lower.length < 3) return null;
  const index = MONTH_NAMES.findIndex((m) => {
    const full = m.toLowerCase();
    return full === lower || full.slice(0, 3) === lower || (full === 'september' && lower === 'sept');
  });
  return index === -1 ? null : index + 1;
}

/**
 * Parses "December 12", "Dec 12", "January 16th" or "January 16, 2027".
 * Returns month/day and the year only when the text carries one; null for anything else
 * (including "Cancelled"). Day validity against a year is checked by the caller.
 */
export function parseMonthDay(text: string): { month: number; day: number; year?: number } | null {
  const match = /^\s*([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\s*$/.exec(text);
  if (!match) return null;
  const month = monthFromName(match[1]);
  const day = Number(match[2]);
  if (month === null || day < 1 || day > 31) return null;
  if (match[3] !== undefined) {
    const year = Number(match[3]);
    return isValidCalendarDate(year, month, day) ? { month, day, year } : null;
  }
  // Feb 29 exists in leap years only; the caller decides which year.
  return day <= daysInMonth(2024, month) ? { month, day } : null;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function toUtcDays(d: CalendarDate): number {
  return Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toUtcDays(to) - toUtcDays(from);
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function weekdayOf(d: CalendarDate): Weekday {
  return WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()];
}

/** "2027-01-16" as a calendar date (the inverse of formatIsoDate). */
export function parseIsoDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year, month, day };
}

/** "2027-01-16": the occurrence key used by reservations. */
export function formatIsoDate(d: CalendarDate): string {
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instantMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The calendar date of an instant in a time zone ("today" for an event is today where it happens). */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return { year, month, day };
}

/**
 * Abbreviations of the zones we run events in. Intl cannot supply them: in English it names
 * Asia/Tokyo "GMT+9", and the names it gives depend on the reader's locale.
 */
const ZONE_ABBREVIATIONS: Readonly<Record<string, string>> = { 'Asia/Tokyo': 'JST', 'Pacific/Honolulu': 'HST' };

/** "JST" for Asia/Tokyo, "HST" for Pacific/Honolulu; undefined for a zone we do not name. */
export function timeZoneAbbreviation(timeZone: string): string | undefined {
  return ZONE_ABBREVIATIONS[timeZone];
}

/** Offset of the zone from UTC at an instant, in ms (Asia/Tokyo: +9 h, Pacific/Honolulu: -10 h). */
export function timeZoneOffsetMs(instantMs: number, timeZone: string): number {
  const w = wallClock(instantMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** Parses "HH:MM" (24 h) to minutes after midnight; null when malformed. */
export function parseClock(hhmm: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The instant at which a wall-clock time happens on a date in a zone. Uses Intl, so DST zones work too. */
export function zonedDateTimeToInstant(date: CalendarDate, hhmm: string, timeZone: string): Date {
  const minutes = parseClock(hhmm);
  if (minutes === null) throw new RangeError(`Invalid time "${hhmm}", expected HH:MM`);
  const wall = Date.UTC(date.year, date.month - 1, date.day, Math.floor(minutes / 60), minutes % 60);
  let instant = wall - timeZoneOffsetMs(wall, timeZone);
  // A second pass settles instants next to a DST change.
  const corrected = wall - timeZoneOffsetMs(instant, timeZone);
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** "14:00" → "2:00 PM" */
export function formatClock12(hhmm: string): string {
  const minutes = parseClock(hhmm);
  if (minutes === null) throw new RangeError(`Invalid time "${hhmm}", expected HH:MM`);
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** Parses the display range "2:00 PM - 4:00 PM" (hyphen or en dash) into 24 h "HH:MM" values. */
export function parseTimeRangeText(text: string): { start: string; end: string } | null {
  const match =
    /^\s*(\d{1,2}):([0-5]\d)\s*(AM|PM)\s*[-–]\s*(\d{1,2}):([0-5]\d)\s*(AM|PM)\s*$/i.exec(text);
  if (!match) return null;
  const to24 = (h: string, m: string, meridiem: string): string | null => {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return null;
    const hour24 = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
    return `${String(hour24).padStart(2, '0')}:${m}`;
  };
  const start = to24(match[1], match[2], match[3]);
  const end = to24(match[4], match[5], match[6]);
  return start && end ? { start, end } : null;
}
