/**
 * The events list's date filter: this week, this month, next month, later (or all dates). Windows are decided
 * on the venue's calendar (its time zone at "now"), not the reader's, the same calendar the
 * next-occurrence rules use. Pure; no catalogue data.
 */
import { WEEKDAYS, addDays, calendarDateIn, compareDates, daysInMonth, weekdayOf, zonedDateTimeToInstant, type CalendarDate } from '@/content/events/calendar';

/** The date windows, in the filter's order (their names: the events catalogue's `filters.when.<value>`). */
export const DATE_FILTERS = ['week', 'month', 'next-month', 'later'] as const;

export type DateFilter = 'all' | (typeof DATE_FILTERS)[number];

/** The query parameter that carries the date filter in a shareable events URL (`/events?when=week`). */
export const DATE_FILTER_PARAM = 'when';

export function isDateFilter(value: unknown): value is DateFilter {
  return value === 'all' || (DATE_FILTERS as readonly unknown[]).includes(value);
}

/** The last day of the week containing `today`: weeks run Monday to Sunday, so a Sunday ends its own week. */
function endOfWeek(today: CalendarDate): CalendarDate {
  return addDays(today, (7 - WEEKDAYS.indexOf(weekdayOf(today))) % 7);
}

/** The first day of the month after `today`'s. */
const nextMonthOf = (today: CalendarDate): CalendarDate => (today.month === 12 ? { year: today.year + 1, month: 1, day: 1 } : { year: today.year, month: today.month + 1, day: 1 });

/**
 * The moment the window starts in `timeZone`: now, or for "next-month" midnight of the next
 * month's first day (a repeating event's date in the window is its first occurrence from then).
 */
export function windowStartOf(filter: DateFilter, now: Date, timeZone: string): Date {
  return filter === 'next-month' ? zonedDateTimeToInstant(nextMonthOf(calendarDateIn(now, timeZone)), '00:00', timeZone) : now;
}

/**
 * Whether an occurrence on `date` (its calendar date in `timeZone`) falls in `filter` at `now`:
 * "week" from today to the coming Sunday, "month" from today to the end of this calendar month,
 * "next-month" the next calendar month, "later" after this month; "all" takes everything, an
 * undated listing included (other filters do not).
 */
export function inDateWindow(filter: DateFilter, date: CalendarDate | null, now: Date, timeZone: string): boolean {
  if (filter === 'all') return true;
  if (!date) return false;
  const today = calendarDateIn(now, timeZone);
  if (compareDates(date, today) < 0) return false;
  const monthEnd = { year: today.year, month: today.month, day: daysInMonth(today.year, today.month) };
  if (filter === 'week') return compareDates(date, endOfWeek(today)) <= 0;
  if (filter === 'month') return compareDates(date, monthEnd) <= 0;
  if (filter === 'next-month') {
    const next = nextMonthOf(today);
    return compareDates(date, next) >= 0 && compareDates(date, { ...next, day: daysInMonth(next.year, next.month) }) <= 0;
  }
  return compareDates(date, monthEnd) > 0;
}
