/**
 * The reservation data model (docs/reservations.md has the table of attributes and access patterns).
 *
 * Keys and expressions live in store.ts (the only code that reads and writes these items).
 *
 * One counter item per event occurrence:
 *   capacity          the catalogue capacity (copied on every write; the catalogue stays the truth)
 *   confirmed         places taken: confirmed reservations plus payment holds
 *   held              how many of `confirmed` are payment holds (status pending_payment)
 *   waitlisted        people waiting
 *   nextWaitlistSeq   waitlist tickets issued to non-subscribers   } positions are derived from
 *   nextSubscriberSeq waitlist tickets issued to subscribers       } tickets: see waitlistPosition
 *   waitlistReleased / subscriberReleased   tickets that stopped waiting (promoted, cancelled, unused)
 *   capacityOverride  this date's own capacity (the console's set_capacity for one date): every
 *                     capacity condition reads it instead of the catalogue's when it is there
 *   cancelledAt       an organiser cancelled this date (cancel_occurrence): nothing takes a place,
 *                     a hold or a waitlist ticket on it any more
 *   calendarSequence  the SEQUENCE of the date's calendar entry: 0 for the invitation, moved by a
 *                     calendar cancellation (or update) so calendars apply it
 *
 * One reservation item per person and occurrence.
 */
import { normEmail } from '../lib/keys';
import type { Item } from '../lib/ports';
import { sha256, sign } from '../lib/auth/crypto';

export type ReservationStatus = 'confirmed' | 'waitlisted' | 'pending_payment' | 'cancelled';

/** A reservation's attributes other than its keys and index entries. */
export interface ReservationFields {
  id: string;
  email: string;
  eventSlug: string;
  occurrence: string;
  status: ReservationStatus;
  /** Ticket number within its class (subscriber / not), set while waiting. */
  waitlistSeq?: number;
  subscriber: boolean;
  paid: boolean;
  answers: Record<string, string>;
  cancelTokenHash: string;
  createdAt: string;
  confirmedAt?: string;
  cancelledAt?: string;
  lateCancellation?: boolean;
  noShow?: boolean;
  feeOwedCents?: number;
  /** Why it was cancelled: by the person, a payment hold that ran out, or the whole date cancelled by an organiser. */
  cancelReason?: 'cancelled' | 'hold_expired' | 'date_cancelled';
  holdExpiresAt?: string;
  /** The client address (an IPv6 address by its /64) whose hold this is: the hold counts against its limit (hold-limits.ts). */
  holdAddress?: string;
  checkoutSessionId?: string;
  paymentIntentId?: string;
  refundId?: string;
  /** When and why the place was refunded in full (event_cancelled: the organiser cancelled the date). */
  refundedAt?: string;
  refundReason?: string;
  /** A refund being asked of the payments provider (a lease: a run that died leaves it to the next one after a while). */
  refundClaimedAt?: string;
  /** The last refund made for this place (a payment that found no place, or a second payment for it). */
  lastRefundId?: string;
  lastRefundReason?: string;
  lastRefundAt?: string;
  promotedAt?: string;
  /** Once-flags of the notices sent for a confirmed place (the reminder, the venue reveal). */
  reminderSentAt?: string;
  venueRevealedAt?: string;
  /** The last change of its date the person was told of (change_occurrence: the event's version it made, "v12"). */
  lastChangeNotice?: string;
  /** Taken by a series registration ("Come every week", series.ts) rather than on its own. */
  series?: boolean;
  /** Once-flag of the series' "still coming?" check, 48 h before a series place. */
  seriesCheckSentAt?: string;
  /** The check was not sent because the series had been cancelled (the place was kept: the event day). */
  seriesCheckSkippedAt?: string;
  /** The no-show was counted against the member (once), why, and when; a reversal clears it. */
  noShowCounted?: boolean;
  noShowReason?: 'no_attendance' | 'late_cancellation';
  noShowCountedAt?: string;
  noShowReversedAt?: string;
  /** Added at the door by a host (the door kit), with the name the host typed: the person came without a reservation. */
  walkIn?: boolean;
  walkInName?: string;
}

/**
 * A reservation item: its attributes, its key and its index entries (gsi1: the person's; gsi2: its
 * state's entry in its date: the waitlist while waiting, the holds by expiry while held, the places
 * with the notices still to send while confirmed, the uncounted no-show of a same-day cancellation).
 */
export interface Reservation extends Item, ReservationFields {
  pk: string;
  sk: string;
  type: 'Reservation';
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

export interface Counter {
  /** The date's own capacity when an organiser set one (capacityOverride), else the catalogue's. */
  capacity: number;
  /** An organiser cancelled this date. */
  cancelled: boolean;
  /** SEQUENCE of the date's calendar entry (0: the invitation as first sent). */
  calendarSequence: number;
  confirmed: number;
  held: number;
  waitlisted: number;
  nextWaitlistSeq: number;
  nextSubscriberSeq: number;
  waitlistReleased: number;
  subscriberReleased: number;
}

export function readCounter(item: Item | undefined, capacity: number): Counter {
  const n = (k: string) => Number(item?.[k] ?? 0);
  const override = item?.capacityOverride;
  return {
    capacity: override === undefined || override === null ? capacity : Number(override),
    cancelled: Boolean(item?.cancelledAt),
    calendarSequence: n('calendarSequence'),
    confirmed: n('confirmed'),
    held: n('held'),
    waitlisted: n('waitlisted'),
    nextWaitlistSeq: n('nextWaitlistSeq'),
    nextSubscriberSeq: n('nextSubscriberSeq'),
    waitlistReleased: n('waitlistReleased'),
    subscriberReleased: n('subscriberReleased'),
  };
}

/**
 * Position at the moment a ticket is taken, from the counter as the ticket update returned it:
 * every ticket issued before mine that has not been released is ahead of me, and every waiting
 * subscriber is ahead of a non-subscriber. Released tickets were all issued before mine, so the
 * subtraction is exact whatever order people leave in.
 */
export function waitlistPosition(c: Counter, subscriber: boolean, seq: number): number {
  const subscribersWaiting = c.nextSubscriberSeq - c.subscriberReleased;
  return subscriber ? seq - c.subscriberReleased : seq - c.waitlistReleased + subscribersWaiting;
}

// ---------- the cancel link ----------
//
// `<locator>~<mac>` (no dot: the link is a path, and static hosts treat dotted paths as files): the locator (base64url of [slug, occurrence, email]) finds the item without an
// index; the MAC (HMAC over the locator and the reservation's creation time) makes it unguessable
// and lets any producer rebuild the link (confirmation, promotion, reminder) without storing it.
// Only its SHA-256 is stored (cancelTokenHash); a new registration after a cancellation gets a new
// creation time, so old links stop working.

export interface TokenTarget {
  slug: string;
  occurrence: string;
  email: string;
}

export function cancelToken(secret: string, r: { eventSlug: string; occurrence: string; email: string; createdAt: string }): string {
  const locator = Buffer.from(JSON.stringify([r.eventSlug, r.occurrence, normEmail(r.email)]), 'utf8').toString('base64url');
  return `${locator}~${sign(secret, `cancel|${locator}|${r.createdAt}`)}`;
}

export const cancelTokenHash = (token: string) => sha256(token);

export function parseCancelToken(token: string): TokenTarget | null {
  const [locator, mac, extra] = token.split('~');
  if (!locator || !mac || extra !== undefined || locator.length > 600) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(locator, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((x) => typeof x === 'string' && x.length > 0)) return null;
    const [slug, occurrence, email] = parsed as string[];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(occurrence) || !email.includes('@')) return null;
    return { slug, occurrence, email };
  } catch {
    return null;
  }
}

export const cancelUrl = (siteUrl: string, token: string) => `${siteUrl}/cancel-reservation/${encodeURIComponent(token)}`;
