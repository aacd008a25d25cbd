/**
 * The catalogue's occurrence rules: when a listing next takes place, its start and end instants,
 * cancellation deadline and venue reveal, and the upcoming lists. They read only the few fields
 * of OccurrenceRule, and this module holds no listing, so the browser runs the same rules on
 * the fields it is shipped (web/src/features/events, home) at whatever "now" the page runs.
 * No node: imports.
 */
import {
  type CalendarDate,
  WEEKDAYS,
  addDays,
  calendarDateIn,
  formatClock12,
  compareDates,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isValidCalendarDate,
  parseIsoDate,
  parseMonthDay,
  weekdayOf,
  zonedDateTimeToInstant,
} from './calendar';
import { CANCELLED_NEXT, CANCELLED_TIME } from './constants';
import type { EventListing } from './schema';

/** The listing fields the occurrence rules read. */
export type OccurrenceRule = Pick<EventListing, 'next' | 'time' | 'eventFrequency' | 'dayOfWeek' | 'timezone' | 'startTime' | 'endTime' | 'cancelledDate' | 'schedule' | 'cancelledOccurrences' | 'dateChanges'>;

export type DateChange = NonNullable<EventListing['dateChanges']>[number];

/**
 * The changes an organiser made that cover `date` (YYYY-MM-DD), in the order made: a change of
 * that date, or of an earlier date `onwards`. Later changes override earlier ones field by field.
 */
export function changesOn(event: Pick<EventListing, 'dateChanges'>, date: string): DateChange[] {
  return (event.dateChanges ?? []).filter((c) => c.date === date || (c.onwards === true && c.date < date));
}

/** The wall-clock start and end of the event on `date`: the listing's, or the last change that covers the date. */
export function timesOn(event: Pick<EventListing, 'startTime' | 'endTime' | 'dateChanges'>, date: string): { startTime: string; endTime: string } {
  let t = { startTime: event.startTime, endTime: event.endTime };
  for (const c of changesOn(event, date)) if (c.startTime && c.endTime) t = { startTime: c.startTime, endTime: c.endTime };
  return t;
}

/**
 * The listing as it holds on `date`: its times and venue with the organisers' changes for that
 * date applied (the `time` text follows). Every reader of one date (emails, calendar entries,
 * reminders, the venue reveal, the event page's date) takes the listing through this.
 */
export function listingOn<E extends Pick<EventListing, 'startTime' | 'endTime' | 'durationMinutes' | 'dateChanges' | 'time' | 'venue'>>(event: E, date: string): E {
  const changes = changesOn(event, date);
  if (!changes.length) return event;
  let t = { startTime: event.startTime, endTime: event.endTime, durationMinutes: event.durationMinutes };
  let venue = event.venue;
  for (const c of changes) {
    if (c.startTime && c.endTime && c.durationMinutes) t = { startTime: c.startTime, endTime: c.endTime, durationMinutes: c.durationMinutes };
    if (c.venue) venue = c.venue;
  }
  const moved = t.startTime !== event.startTime || t.endTime !== event.endTime;
  return { ...event, ...t, ...(moved ? { time: `${formatClock12(t.startTime)} - ${formatClock12(t.endTime)}` } : {}), venue };
}

/** How many dates ahead a schedule is searched for its next date (a year of weeks; skipped dates pass). */
const SCHEDULE_HORIZON = 400;

/**
 * The first date of a schedule on or after `today`, skipped dates passed over; null when none is
 * left (a one-off date gone by, or every date within the horizon skipped).
 */
export function scheduledDateFrom(schedule: NonNullable<EventListing['schedule']>, weekday: EventListing['dayOfWeek'], today: CalendarDate): CalendarDate | null {
  if (schedule.kind === 'once') {
    const date = parseIsoDate(schedule.date);
    return compareDates(date, today) >= 0 ? date : null;
  }
  const skip = new Set(schedule.skip);
  const from = parseIsoDate(schedule.from);
  const start = compareDates(from, today) >= 0 ? from : today;
  if (schedule.kind === 'weekly') {
    let d = addDays(from, Math.max(0, Math.ceil(daysBetween(from, start) / 7)) * 7);
    for (let i = 0; i < SCHEDULE_HORIZON / 7; i++, d = addDays(d, 7)) if (!skip.has(formatIsoDate(d))) return d;
    return null;
  }
  const target = WEEKDAYS.indexOf(weekday);
  for (let m = 0, year = start.year, month = start.month; m < SCHEDULE_HORIZON / 28; m++) {
    const first = WEEKDAYS.indexOf(weekdayOf({ year, month, day: 1 }));
    const firstMatch = 1 + ((target - first + 7) % 7);
    let day = schedule.nth === -1 ? firstMatch + 7 * Math.floor((daysInMonth(year, month) - firstMatch) / 7) : firstMatch + 7 * (schedule.nth - 1);
    if (day > daysInMonth(year, month)) day = -1;
    const d = { year, month, day };
    if (day > 0 && compareDates(d, start) >= 0 && !skip.has(formatIsoDate(d))) return d;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return null;
}

/** Cancelled when `next` is "Cancelled" or `time` is "CANCELLED", in any letter case. */
export function isCancelled(event: Pick<EventListing, 'next' | 'time'>): boolean {
  return (
    event.next.trim().toLowerCase() === CANCELLED_NEXT.toLowerCase() ||
    event.time.trim().toUpperCase() === CANCELLED_TIME
  );
}

/**
 * A date text without a year means this year if that day is today or later
 * (today in `timeZone`), else next year. A text with an explicit year keeps it, even if past.
 * Null for "Cancelled" and anything that does not parse. The event day itself counts as upcoming.
 */
export function resolveEventDate(nextText: string, now: Date, timeZone: string): CalendarDate | null {
  const parsed = parseMonthDay(nextText);
  if (!parsed) return null;
  if (parsed.year !== undefined) return { year: parsed.year, month: parsed.month, day: parsed.day };
  const today = calendarDateIn(now, timeZone);
  for (const year of [today.year, today.year + 1]) {
    const candidate = { year, month: parsed.month, day: parsed.day };
    if (isValidCalendarDate(year, parsed.month, parsed.day) && compareDates(candidate, today) >= 0) return candidate;
  }
  // Only February 29 gets here (this year past or invalid, next year not a leap year).
  return null;
}

/**
 * The next date the event takes place on, today or later in its own time zone; null when cancelled,
 * unparseable or past.
 *
 * Weekly events treat `next` as the anchor of a standing series: the year whose calendar puts that
 * month-day on `dayOfWeek` pins the anchor, and the series meets every 7 days before and after it.
 * The next occurrence is the first meeting today or later, so a weekly listing gives the right
 * Saturday after its `next` text has gone by (not the same month-day next year), and the meeting
 * this week when `next` names a later week (a Tuesday series listed "December 1" meets on
 * Tuesday, November 24 too).
 */
export function nextOccurrence(event: OccurrenceRule, now: Date): CalendarDate | null {
  if (isCancelled(event)) return null;
  const today = calendarDateIn(now, event.timezone);
  const cancelled = event.cancelledOccurrences ?? [];
  if (event.schedule) {
    // A date an organiser cancelled is passed over as a skipped one is (it stays a date of the event: isCancelledDate).
    if (event.schedule.kind === 'once') return cancelled.includes(event.schedule.date) ? null : scheduledDateFrom(event.schedule, event.dayOfWeek, today);
    return scheduledDateFrom(cancelled.length ? { ...event.schedule, skip: [...event.schedule.skip, ...cancelled] } : event.schedule, event.dayOfWeek, today);
  }
  if (event.eventFrequency === 'weekly') {
    const anchor = dateOnWeekday(event.next, event.dayOfWeek, today);
    if (anchor) {
      let d = addDays(anchor, Math.ceil(daysBetween(anchor, today) / 7) * 7);
      for (let i = 0; i < SCHEDULE_HORIZON / 7 && cancelled.includes(formatIsoDate(d)); i++) d = addDays(d, 7);
      return cancelled.includes(formatIsoDate(d)) ? null : d;
    }
  }
  const date = resolveEventDate(event.next, now, event.timezone);
  return date && compareDates(date, today) >= 0 && !cancelled.includes(formatIsoDate(date)) ? date : null;
}

/** Whether an organiser cancelled this date (YYYY-MM-DD) of the event (cancel_occurrence of the events console). */
export function isCancelledDate(event: Pick<EventListing, 'cancelledOccurrences'>, occurrence: string): boolean {
  return (event.cancelledOccurrences ?? []).includes(occurrence);
}

/**
 * Whether `occurrence` (YYYY-MM-DD) is a date the event's rule gives, cancelled by an organiser or
 * not, past or coming: the date the occurrence rule finds from that very day.
 */
export function isDateOf(event: OccurrenceRule, occurrence: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(occurrence)) return false;
  const date = parseIsoDate(occurrence);
  if (!isValidCalendarDate(date.year, date.month, date.day)) return false;
  const d = nextOccurrence({ ...event, cancelledOccurrences: [] }, zonedDateTimeToInstant(date, '12:00', event.timezone));
  return d !== null && formatIsoDate(d) === occurrence;
}

/**
 * A "Month D" text pinned to a year by its weekday: of last year, this year and next year (around
 * `today`), the one whose calendar puts that day on `weekday` (three consecutive years never share
 * a weekday for the same date). Null when the text does not parse or no such year is near.
 */
function dateOnWeekday(text: string, weekday: string, today: CalendarDate): CalendarDate | null {
  const parsed = parseMonthDay(text);
  if (!parsed) return null;
  const years = parsed.year !== undefined ? [parsed.year] : [today.year - 1, today.year, today.year + 1];
  return (
    years
      .filter((year) => isValidCalendarDate(year, parsed.month, parsed.day))
      .map((year) => ({ year, month: parsed.month, day: parsed.day }))
      .find((d) => weekdayOf(d) === weekday) ?? null
  );
}

/**
 * The day a cancelled listing was scheduled for: `cancelledDate` when `next` is "Cancelled", else
 * `next` (one week of a weekly series cancelled with time "CANCELLED"). Its year is the one that
 * puts it on `dayOfWeek`, so the date stays put after it has gone by (a cancelled event keeps its
 * date). Null for a listing that is not cancelled.
 */
export function cancelledOccurrence(event: OccurrenceRule, now: Date): CalendarDate | null {
  if (!isCancelled(event)) return null;
  const text = event.next.trim().toLowerCase() === CANCELLED_NEXT.toLowerCase() ? event.cancelledDate : event.next;
  return text ? dateOnWeekday(text, event.dayOfWeek, calendarDateIn(now, event.timezone)) : null;
}

/** "2026-12-12": the occurrence a reservation belongs to, or null when there is none. */
export function occurrenceKey(event: OccurrenceRule, now: Date): string | null {
  const date = nextOccurrence(event, now);
  return date ? formatIsoDate(date) : null;
}

/** The real instant the next occurrence starts, computed in the event's time zone. */
export function eventStart(event: OccurrenceRule, now: Date): Date | null {
  const date = nextOccurrence(event, now);
  return date ? zonedDateTimeToInstant(date, timesOn(event, formatIsoDate(date)).startTime, event.timezone) : null;
}

/** The real instant the next occurrence ends. */
export function eventEnd(event: OccurrenceRule, now: Date): Date | null {
  const date = nextOccurrence(event, now);
  return date ? zonedDateTimeToInstant(date, timesOn(event, formatIsoDate(date)).endTime, event.timezone) : null;
}

/**
 * Last moment a confirmed attendee can cancel without it counting against them: the cancellation
 * policy's notice period when the event has one (tapas: 48 h), otherwise the start of the event day
 * in the event's time zone (cancelling on the event day counts as a no-show).
 */
export function cancellationDeadline(event: OccurrenceRule & Pick<EventListing, 'cancellationPolicy'>, now: Date): Date | null {
  const date = nextOccurrence(event, now);
  if (!date) return null;
  if (event.cancellationPolicy) {
    const start = zonedDateTimeToInstant(date, timesOn(event, formatIsoDate(date)).startTime, event.timezone);
    return new Date(start.getTime() - event.cancellationPolicy.noticeHours * 3_600_000);
  }
  return zonedDateTimeToInstant(date, '00:00', event.timezone);
}

/** When the exact venue goes to confirmed attendees (`venueReveal.daysBefore` before the start); null if never secret. */
export function venueRevealAt(event: OccurrenceRule & Pick<EventListing, 'venueReveal'>, now: Date): Date | null {
  if (!event.venueReveal) return null;
  const start = eventStart(event, now);
  return start ? new Date(start.getTime() - event.venueReveal.daysBefore * 86_400_000) : null;
}

/** Events with an occurrence today or later, soonest first. */
export function upcomingEvents<E extends OccurrenceRule>(now: Date, list: readonly E[]): E[] {
  return list
    .map((event) => ({ event, start: eventStart(event, now) }))
    .filter((x): x is { event: E; start: Date } => x.start !== null)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((x) => x.event);
}

/** The coming dates of a listing from `now` on, at most `max`: its occurrence rule applied date after date. */
export function upcomingDates(listing: OccurrenceRule, now: Date, max: number): string[] {
  const out: string[] = [];
  let at = now;
  for (let i = 0; i < max; i++) {
    const d = nextOccurrence(listing, at);
    if (!d) break;
    const iso = formatIsoDate(d);
    if (out.includes(iso)) break;
    out.push(iso);
    const after = addDays(d, 1);
    // Noon UTC of the next day is that day in every city's zone (UTC-10 to UTC+9).
    at = new Date(Date.UTC(after.year, after.month - 1, after.day, 12));
  }
  return out;
}
