/**
 * The reservation data model (docs/reservations.md has the table of attributes and access patterns).
 *
 * One counter item per event occurrence, `keys.eventCounter(slug, occ)`:
 *   capacity          the catalogue capacity (copied on every write; the catalogue stays the truth)
 *   confirmed         places taken: confirmed reservations plus payment holds
 *   held              how many of `confirmed` are payment holds (status pending_payment)
 *   waitlisted        people waiting
 *   nextWaitlistSeq   waitlist tickets issued to non-subscribers   } positions are derived from
 *   nextSubscriberSeq waitlist tickets issued to subscribers       } tickets: see waitlistPosition
 *   waitlistReleased / subscriberReleased   tickets that stopped waiting (promoted, cancelled, unused)
 *
 * One reservation item per person and occurrence, `keys.reservation(slug, occ, email)`.
 */
import { keys, normEmail } from '../lib/keys';
import type { Item, TransactOp } from '../lib/ports';
import { sha256, sign } from '../lib/auth/crypto';

export type ReservationStatus = 'confirmed' | 'waitlisted' | 'pending_payment' | 'cancelled';

export interface Reservation extends Item {
  pk: string;
  sk: string;
  type: 'Reservation';
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
  /** Why it was cancelled: by the person, or a payment hold that ran out. */
  cancelReason?: 'cancelled' | 'hold_expired';
  holdExpiresAt?: string;
  /** The client address (an IPv6 address by its /64) whose hold this is: the hold counts against its limit (hold-limits.ts). */
  holdAddress?: string;
  checkoutSessionId?: string;
  paymentIntentId?: string;
  refundId?: string;
  promotedAt?: string;
  gsi1pk: string;
  gsi1sk: string;
  gsi2pk?: string;
  gsi2sk?: string;
}

export interface Counter {
  capacity: number;
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
  return {
    capacity,
    confirmed: n('confirmed'),
    held: n('held'),
    waitlisted: n('waitlisted'),
    nextWaitlistSeq: n('nextWaitlistSeq'),
    nextSubscriberSeq: n('nextSubscriberSeq'),
    waitlistReleased: n('waitlistReleased'),
    subscriberReleased: n('subscriberReleased'),
  };
}

/** The counter attributes of a waitlist class. */
export const seqAttr = (subscriber: boolean) => (subscriber ? 'nextSubscriberSeq' : 'nextWaitlistSeq');
export const releasedAttr = (subscriber: boolean) => (subscriber ? 'subscriberReleased' : 'waitlistReleased');

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

/** `capacity` is a DynamoDB reserved word: expressions name it through this alias. */
export const CAPACITY = { '#capacity': 'capacity' };

/** The counter changes that take a reservation out of its current state (cancel, expire, promote). */
export function leaveOps(r: Reservation, capacity: number): Pick<Extract<TransactOp, { update: unknown }>, 'expression' | 'names' | 'values'> {
  if (r.status === 'waitlisted') {
    return {
      expression: 'SET waitlisted = waitlisted - :one, #rel = if_not_exists(#rel, :zero) + :one, #capacity = :cap',
      names: { '#rel': releasedAttr(r.subscriber), ...CAPACITY },
      values: { ':one': 1, ':zero': 0, ':cap': capacity },
    };
  }
  if (r.status === 'pending_payment') {
    return { expression: 'SET confirmed = confirmed - :one, held = held - :one, #capacity = :cap', names: CAPACITY, values: { ':one': 1, ':cap': capacity } };
  }
  return { expression: 'SET confirmed = confirmed - :one, #capacity = :cap', names: CAPACITY, values: { ':one': 1, ':cap': capacity } };
}

/** gsi2: the waitlist in promotion order — subscribers first, then first come. */
export const waitlistIndex = keys.waitlist;
export const waitlistPartition = (slug: string, occurrence: string) => keys.waitlist(slug, occurrence, false, 0).gsi2pk;

/** gsi1: a person's reservations (the members area lists them). */
export const personIndex = keys.reservationsByEmail;

export const reservationKey = (slug: string, occurrence: string, email: string) => keys.reservation(slug, occurrence, email);
export const counterKey = (slug: string, occurrence: string) => keys.eventCounter(slug, occurrence);

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
