/**
 * Analytics days are calendar days in Japan time (Asia/Tokyo), the community's home: a counter's
 * day is the Japan date of the moment it was counted, whatever the visitor's own zone.
 */
import { addDays, calendarDateIn, daysInMonth, formatIsoDate, parseIsoDate } from '../../content/events/calendar';

export const ANALYTICS_TIMEZONE = 'Asia/Tokyo';

/** The Japan-time day (YYYY-MM-DD) of an instant. */
export const dayOf = (instant: Date): string => formatIsoDate(calendarDateIn(instant, ANALYTICS_TIMEZONE));

/** The day `n` days after `day` (before, when negative). */
export const shiftDay = (day: string, n: number): string => formatIsoDate(addDays(parseIsoDate(day), n));

/** The `days` days ending with `to`, oldest first. */
export function daysEnding(to: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => shiftDay(to, i - days + 1));
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The same day `months` calendar months earlier (the month's last day when it is shorter). */
export function monthsBefore(day: string, months: number): string {
  const d = parseIsoDate(day);
  const index = d.year * 12 + (d.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatIsoDate({ year, month, day: Math.min(d.day, daysInMonth(year, month)) });
}
