/**
 * Pure rules of a reservation's life, all read from the event catalogue (no special cases in code):
 * when an occurrence starts, and what cancelling at a given moment means (late cancellation,
 * no-show, fee owed; see docs/reservations.md).
 */
import type { EventListing } from '../../content/events/index';
import { eventAccessRule, formatPrice } from '../../content/events/index';
import { calendarDateIn, formatIsoDate, zonedDateTimeToInstant } from '../../content/events/calendar';
import { dateOf, occurrenceEnd, occurrenceStart } from '../../domain/reservations/time';
import { changesOn } from '../../content/events/occurrence';
import { formatDay, formatInstant, zoneLabelJa } from './format';
import { jaAmount, type Lang } from '../lib/i18n/lang';
import type { RefundTerms } from './refunds';

export { dateOf, occurrenceEnd, occurrenceStart };

export interface CancellationDecision {
  /** False once the event has started: there is nothing left to cancel. */
  allowed: boolean;
  eventStarted: boolean;
  /** Later than the notice the event asks for. */
  late: boolean;
  /** Cancelling on the event day without enough notice counts as a no-show. */
  noShow: boolean;
  /** The fee a late cancellation owes (the tapas evening: the full ¥5,500), in hundredths of the event currency. */
  feeOwedCents: number;
  /** Shown before a late cancellation is confirmed; null when cancelling is free. */
  warning: string | null;
}

/** Whether an organiser changed the time or venue of the date after `bookedAt` (change_occurrence). */
export function changedSince(event: EventListing, occurrence: string, bookedAt: string): boolean {
  return changesOn(event, occurrence).some((c) => Boolean(c.changedAt) && c.changedAt! > bookedAt);
}

/**
 * The last moment a confirmed place can be cancelled in time: the event's cancellationPolicy
 * notice before the start when it has one (tapas: 48 hours), otherwise the start of the event day
 * in the event's zone.
 */
export function cancellationDeadlineOf(event: EventListing, occurrence: string): Date {
  const policy = event.cancellationPolicy;
  return policy
    ? new Date(occurrenceStart(event, occurrence).getTime() - policy.noticeHours * 3_600_000)
    : zonedDateTimeToInstant(dateOf(occurrence), '00:00', event.timezone);
}

/**
 * The refund terms of a place paid online: a place cancelled before cancellationDeadlineOf is
 * refunded in full (cancelByToken), later nothing is. Null for an event with no online price.
 */
export function paidPlaceRefund(event: EventListing, occurrence: string, lang: Lang = 'en'): RefundTerms | null {
  const cents = eventAccessRule(event).perEventPriceCents;
  if (!cents) return null;
  const deadline = cancellationDeadlineOf(event, occurrence);
  if (lang === 'ja') {
    const deadlineText = event.cancellationPolicy ? formatInstant(event, deadline, 'ja') : `${formatDay(event, new Date(deadline.getTime() - 1), 'ja')} 23:59${zoneLabelJa(event)}`;
    return { amountText: jaAmount(formatPrice(cents, event.currency)), deadlineText };
  }
  // Without a notice period the deadline is midnight starting the event day: "the end of" the day before.
  const deadlineText = event.cancellationPolicy ? formatInstant(event, deadline) : `the end of ${formatDay(event, new Date(deadline.getTime() - 1))}, ${event.cityDisplay} time`;
  return { amountText: formatPrice(cents, event.currency), deadlineText };
}

/**
 * What cancelling a place now means. The notice is the event's cancellationPolicy when it has one
 * (tapas: 48 hours before the start), otherwise the start of the event day in the event's zone.
 * Only a confirmed place can be late: leaving a waitlist or dropping a payment hold is always free.
 */
export function cancellationDecision(event: EventListing, occurrence: string, status: string, now: Date, bookedAt?: string): CancellationDecision {
  const start = occurrenceStart(event, occurrence);
  if (now.getTime() >= start.getTime()) {
    return { allowed: false, eventStarted: true, late: false, noShow: false, feeOwedCents: 0, warning: null };
  }
  const free = { allowed: true, eventStarted: false, late: false, noShow: false, feeOwedCents: 0, warning: null };
  if (status !== 'confirmed') return free;
  // The organisers changed the date's time or venue after the place was booked: cancelling is free (a paid place is refunded in full).
  if (bookedAt && changedSince(event, occurrence, bookedAt)) return free;
  const policy = event.cancellationPolicy;
  const deadline = cancellationDeadlineOf(event, occurrence);
  if (now.getTime() < deadline.getTime()) return free;
  const sameDay = formatIsoDate(calendarDateIn(now, event.timezone)) === occurrence;
  const feeOwedCents = policy?.feeCents ?? 0;
  const parts: string[] = [];
  if (policy && feeOwedCents > 0) {
    parts.push(`This event needs ${policy.noticeHours} hours' notice to cancel, so the full ${formatPrice(feeOwedCents, event.currency)} is owed if you cancel now.`);
  } else if (policy) {
    parts.push(`This event needs ${policy.noticeHours} hours' notice to cancel.`);
  }
  if (sameDay) parts.push('Cancelling on the day of the event counts as a no-show, and three no-shows end a membership.');
  return { allowed: true, eventStarted: false, late: true, noShow: sameDay, feeOwedCents, warning: parts.join(' ') || null };
}
