/**
 * The event catalogue: validated listings plus the rules derived from them (dates, instants,
 * availability, prices, access). One module for the SPA and the Lambdas; no node: imports.
 * Field reference and choices: docs/catalogue.md.
 */
import type { Currency } from '../cities';
import {
  type CalendarDate,
  addDays,
  calendarDateIn,
  compareDates,
  daysBetween,
  formatIsoDate,
  isValidCalendarDate,
  parseMonthDay,
  weekdayOf,
  zonedDateTimeToInstant,
} from './calendar';
import { rawEvents } from './data';
import { CANCELLED_NEXT, CANCELLED_TIME } from './constants';
import type { EventListing } from './schema';

export { DEFAULT_CAPACITY, DEFAULT_PER_EVENT_PRICE_CENTS } from './constants';
export type { EventListing } from './schema';
export type { CalendarDate } from './calendar';

/**
 * Every listing. Validation is not repeated at every cold start and in every browser (it cost tens
 * of milliseconds each time): `validateCatalogue()` runs in the unit tests and in the web build
 * and proves that validation changes nothing, so these raw listings ARE the validated data
 * (content/events/validate.ts).
 */
export const events: readonly EventListing[] = Object.freeze(rawEvents as unknown as EventListing[]);

const bySlug = new Map(events.map((e) => [e.slug, e]));
const byId = new Map(events.map((e) => [e.id, e]));

export function eventBySlug(slug: string): EventListing | undefined {
  return bySlug.get(slug);
}

export function eventById(id: string): EventListing | undefined {
  return byId.get(id);
}

/** Cancelled when `next` is "Cancelled" or `time` is "CANCELLED" (seed 001 §4), in any letter case. */
export function isCancelled(event: Pick<EventListing, 'next' | 'time'>): boolean {
  return (
    event.next.trim().toLowerCase() === CANCELLED_NEXT.toLowerCase() ||
    event.time.trim().toUpperCase() === CANCELLED_TIME
  );
}

/**
 * Seed 000 §5: a date text without a year means this year if that day is today or later
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
 * The next date the event takes place on, today or later in its own time zone; null when cancelled,
 * unparseable or past.
 *
 * Weekly events treat `next` as the anchor of the series: the year whose calendar puts that
 * month-day on `dayOfWeek` pins the anchor, and the series repeats every 7 days from it. So a
 * weekly listing keeps producing the right Saturday after its `next` text has gone by, instead of
 * jumping to the same month-day next year.
 */
export function nextOccurrence(event: EventListing, now: Date): CalendarDate | null {
  if (isCancelled(event)) return null;
  const today = calendarDateIn(now, event.timezone);
  if (event.eventFrequency === 'weekly') {
    const anchor = dateOnWeekday(event.next, event.dayOfWeek, today);
    if (anchor) {
      const behind = daysBetween(anchor, today);
      return behind <= 0 ? anchor : addDays(anchor, Math.ceil(behind / 7) * 7);
    }
  }
  const date = resolveEventDate(event.next, now, event.timezone);
  return date && compareDates(date, today) >= 0 ? date : null;
}

/**
 * The day a cancelled listing was scheduled for: `cancelledDate` when `next` is "Cancelled", else
 * `next` (one week of a weekly series cancelled with time "CANCELLED"). Its year is the one that
 * puts it on `dayOfWeek`, so the date stays put after it has gone by (a cancelled event keeps its
 * date). Null for a listing that is not cancelled.
 */
export function cancelledOccurrence(event: EventListing, now: Date): CalendarDate | null {
  if (!isCancelled(event)) return null;
  const text = event.next.trim().toLowerCase() === CANCELLED_NEXT.toLowerCase() ? event.cancelledDate : event.next;
  return text ? dateOnWeekday(text, event.dayOfWeek, calendarDateIn(now, event.timezone)) : null;
}

/** "2026-12-12": the occurrence a reservation belongs to, or null when there is none. */
export function occurrenceKey(event: EventListing, now: Date): string | null {
  const date = nextOccurrence(event, now);
  return date ? formatIsoDate(date) : null;
}

/** The real instant the next occurrence starts, computed in the event's time zone. */
export function eventStart(event: EventListing, now: Date): Date | null {
  const date = nextOccurrence(event, now);
  return date ? zonedDateTimeToInstant(date, event.startTime, event.timezone) : null;
}

/** The real instant the next occurrence ends. */
export function eventEnd(event: EventListing, now: Date): Date | null {
  const date = nextOccurrence(event, now);
  return date ? zonedDateTimeToInstant(date, event.endTime, event.timezone) : null;
}

/**
 * Last moment a confirmed attendee can cancel without it counting against them: the cancellation
 * policy's notice period when the event has one (tapas: 48 h), otherwise the start of the event day
 * in the event's time zone (seed 001 §4: cancelling on the event day counts as a no-show).
 */
export function cancellationDeadline(event: EventListing, now: Date): Date | null {
  const date = nextOccurrence(event, now);
  if (!date) return null;
  if (event.cancellationPolicy) {
    const start = zonedDateTimeToInstant(date, event.startTime, event.timezone);
    return new Date(start.getTime() - event.cancellationPolicy.noticeHours * 3_600_000);
  }
  return zonedDateTimeToInstant(date, '00:00', event.timezone);
}

/** When the exact venue goes to confirmed attendees (`venueReveal.daysBefore` before the start); null if never secret. */
export function venueRevealAt(event: EventListing, now: Date): Date | null {
  if (!event.venueReveal) return null;
  const start = eventStart(event, now);
  return start ? new Date(start.getTime() - event.venueReveal.daysBefore * 86_400_000) : null;
}

/** Events with an occurrence today or later, soonest first. */
export function upcomingEvents(now: Date, list: readonly EventListing[] = events): EventListing[] {
  return list
    .map((event) => ({ event, start: eventStart(event, now) }))
    .filter((x): x is { event: EventListing; start: Date } => x.start !== null)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((x) => x.event);
}

/** Home page list (seed 000 §5, §9): upcoming only, featured first, then by date; at most `max`. */
export function featuredUpcoming(now: Date, max = 4, list: readonly EventListing[] = events): EventListing[] {
  const upcoming = upcomingEvents(now, list);
  return [...upcoming.filter((e) => e.featured), ...upcoming.filter((e) => !e.featured)].slice(0, Math.max(0, max));
}

export type EventStatusUrl =
  | 'https://schema.org/EventScheduled'
  | 'https://schema.org/EventPostponed'
  | 'https://schema.org/EventCancelled';
export type AvailabilityUrl = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

/**
 * Seed 000 §4: status "open" is scheduled and in stock; anything else is postponed and out of stock.
 * A listing marked cancelled (next "Cancelled" / time "CANCELLED") is EventCancelled, out of stock:
 * the seed keeps status "open" on those, and structured data must not advertise them as scheduled.
 */
export function eventAvailabilityStatus(event: Pick<EventListing, 'status' | 'next' | 'time'>): {
  eventStatus: EventStatusUrl;
  availability: AvailabilityUrl;
} {
  if (isCancelled(event)) {
    return { eventStatus: 'https://schema.org/EventCancelled', availability: 'https://schema.org/OutOfStock' };
  }
  return event.status === 'open'
    ? { eventStatus: 'https://schema.org/EventScheduled', availability: 'https://schema.org/InStock' }
    : { eventStatus: 'https://schema.org/EventPostponed', availability: 'https://schema.org/OutOfStock' };
}

const priceFormatters = new Map<string, Intl.NumberFormat>();

/**
 * THE conversion from stored money (hundredths of the unit, seed 000 §9) to display text:
 * 300000 JPY → "¥3,000", 2500 USD → "$25". Whole amounts show no decimals; yen never do.
 */
export function formatPrice(cents: number, currency: Currency): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid amount ${cents}`);
  const units = cents / 100;
  const decimals = currency === 'JPY' || Number.isInteger(units) ? 0 : 2;
  const key = `${currency}:${decimals}`;
  let formatter = priceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormatters.set(key, formatter);
  }
  return formatter.format(units);
}

/**
 * Stored hundredths → Stripe `unit_amount`. JPY is zero-decimal in Stripe, so it wants whole yen
 * (300000 → 3000); USD wants cents, which are our hundredths already (2500 → 2500).
 */
export function stripeUnitAmount(cents: number, currency: Currency): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Invalid amount ${cents}`);
  if (currency === 'JPY') {
    if (cents % 100 !== 0) throw new RangeError(`${cents} hundredths of a yen is not a whole yen amount`);
    return cents / 100;
  }
  return cents;
}

/**
 * What a place costs someone who is not a member, as the listing states it:
 * free; paid online when booking (`perEventPriceCents`; subscribers may be covered); paid in cash
 * at the venue (`doorPriceCents`); or members only (a subscription is the way in, no per-event price).
 */
export type EventPrice =
  | { kind: 'free' }
  | { kind: 'online' | 'at-venue'; cents: number; currency: Currency }
  | { kind: 'members-only' };

export function eventPrice(event: EventListing): EventPrice {
  if (event.paymentEnabled && event.perEventPriceCents) return { kind: 'online', cents: event.perEventPriceCents, currency: event.currency };
  if (event.doorPriceCents) return { kind: 'at-venue', cents: event.doorPriceCents, currency: event.currency };
  if (event.requiresSubscription) return { kind: 'members-only' };
  return { kind: 'free' };
}

export type AccessKind = 'free' | 'subscription' | 'payment' | 'subscription-or-payment';

export interface EventAccessRule {
  /**
   * free: anyone may reserve. subscription: an active subscription is required.
   * payment: everyone pays per event (a subscription does not cover it).
   * subscription-or-payment: subscribers are covered, everyone else pays per event.
   */
  kind: AccessKind;
  allowWaitlist: boolean;
  /** Hundredths of `currency`; null when nothing is paid online. */
  perEventPriceCents: number | null;
  currency: Currency;
  capacity: number;
  /** Restricted audience on top of `kind` (founding members); null when open to all. */
  exclusiveType: 'founding-members' | null;
  /** What anyone outside that audience is told (the event's own text); null when open to all. */
  exclusiveRefusal: string | null;
  /** False for cancelled listings and any status other than "open": take no reservations. */
  bookable: boolean;
}

/** Access and price rule for the server, derived only from the catalogue (never from the browser). */
export function eventAccessRule(event: EventListing): EventAccessRule {
  const { paymentEnabled, requiresSubscription, paymentOptions } = event;
  let kind: AccessKind;
  if (paymentEnabled) kind = requiresSubscription || paymentOptions.allowSubscription ? 'subscription-or-payment' : 'payment';
  else kind = requiresSubscription ? 'subscription' : 'free';
  return {
    kind,
    allowWaitlist: paymentOptions.allowWaitlist,
    perEventPriceCents: paymentEnabled ? (event.perEventPriceCents ?? null) : null,
    currency: event.currency,
    capacity: event.capacity,
    exclusiveType: event.exclusiveType ?? null,
    exclusiveRefusal: event.exclusiveType ? (event.exclusiveRefusal ?? null) : null,
    bookable: event.status === 'open' && !isCancelled(event),
  };
}
