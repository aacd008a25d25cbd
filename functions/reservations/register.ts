/**
 * Taking a place: one TransactWriteItems (the counter update with its capacity condition plus the
 * reservation put with attribute_not_exists), retried on conflict by the table adapter.
 *
 *  confirm  counter: confirmed + 1 IF confirmed < capacity AND nobody waits (a place freed while
 *           people wait belongs to the head of the waitlist, promoted by the waitlist consumer)
 *  waitlist 1. a ticket: an atomic counter increment that returns the counter (hence the position)
 *           2. counter: waitlisted + 1 IF still full or people wait; reservation put with the ticket
 *  A ticket that ends up unused (a duplicate raced us, a place freed meanwhile, or the transaction
 *  failed) is released so
 *  later positions stay exact.
 * Each transaction also writes the event announcing its outcome (the outbox item): a confirmed place
 * reservation.confirmed, a waitlist entry reservation.waitlisted with its position. A payment hold
 * is announced when it is paid, not when it is taken.
 * A payment hold asked for by a client (`holdFor`) also counts in its address's and its email's hold
 * ledgers in the same transaction (hold-limits.ts); a full ledger refuses the hold with a 429.
 * A capacity check that fails while the occurrence has holds first releases the holds that ran out
 * (a hold is free the moment it expires, not when the job runs) and tries again.
 */
import type { EventListing } from '../../content/events/index';
import { ConditionFailed, Conflict } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { eventOp } from '../lib/event-outbox';
import { normEmail } from '../lib/keys';
import { type LedgerKind, clientAddress, ledgersOf, takeHoldOps } from './hold-limits';
import { makeRoomForHold, releaseExpiredIfHeld } from './holds';
import { type Reservation, cancelToken, cancelTokenHash, waitlistPosition } from './model';
import * as reservations from './store';

export interface RegisterInput {
  event: EventListing;
  occurrence: string;
  email: string;
  answers: Record<string, string>;
  subscriber: boolean;
  /** Take the place as a payment hold (status pending_payment) until this instant. */
  holdUntil?: Date;
  /** The client address asking for the hold: the hold then counts against the per-address and per-email limits (hold-limits.ts). */
  holdFor?: string;
  /** Join the waitlist when full (the catalogue's allowWaitlist). */
  allowWaitlist: boolean;
  /** Only join the waitlist; answer `available` when a place is free (paid events: pay for it instead). */
  waitlistOnly?: boolean;
  /** The place belongs to a series registration (series.ts): the reservation is marked so. */
  series?: boolean;
}

export type RegisterOutcome =
  | { kind: 'confirmed' | 'held'; reservation: Reservation; cancelToken: string }
  | { kind: 'waitlisted'; reservation: Reservation; cancelToken: string; position: number }
  | { kind: 'duplicate'; reservation: Reservation }
  | { kind: 'full' }
  | { kind: 'available' };

type P = Pick<Ports, 'table' | 'clock' | 'ids' | 'secrets'>;

function newReservation(p: P, input: RegisterInput, now: Date): { item: Reservation; token: string } {
  const email = normEmail(input.email);
  const { slug } = input.event;
  const createdAt = now.toISOString();
  const token = cancelToken(p.secrets.signingSecret, { eventSlug: slug, occurrence: input.occurrence, email, createdAt });
  const item = reservations.newItem({
    id: p.ids.id('r'),
    email,
    eventSlug: slug,
    occurrence: input.occurrence,
    status: 'confirmed',
    subscriber: input.subscriber,
    paid: false,
    answers: input.answers,
    cancelTokenHash: cancelTokenHash(token),
    createdAt,
    ...(input.series ? { series: true } : {}),
  });
  return { item, token };
}

/** The answer to a registration for a date an organiser cancelled (a request that raced the cancellation). */
export const DATE_CANCELLED = 'This date has been cancelled. Please choose another date.';

/** A place, a hold or a ticket was refused: a cancelled date answers 409 (DATE_CANCELLED) rather than "full". */
async function refuseIfCancelled(p: P, input: RegisterInput): Promise<void> {
  if (await reservations.occurrenceCancelled(p, input.event.slug, input.occurrence)) throw new Conflict(DATE_CANCELLED, { code: 'DATE_CANCELLED' });
}

export async function register(p: P, input: RegisterInput): Promise<RegisterOutcome> {
  let swept = false;
  for (let round = 0; round < 5; round++) {
    if (input.waitlistOnly && round > 0) return { kind: 'available' };
    if (!input.waitlistOnly) {
      const placed = await takePlace(p, input);
      if (placed === 'retry') continue;
      if (placed !== 'full' && placed.kind === 'over_limit') {
        await makeRoomForHold(p, placed.ledger, placed.reservation); // throws the 429 when there is no room
        continue;
      }
      if (placed !== 'full') return placed;
      // A hold that ran out is a free place from that instant: release such holds and try again.
      if (!swept) {
        swept = true;
        if ((await releaseExpiredIfHeld(p, input.event, input.occurrence)) > 0) continue;
      }
      if (input.holdUntil || !input.allowWaitlist) {
        await refuseIfCancelled(p, input);
        return { kind: 'full' };
      }
    }
    const waiting = await joinWaitlist(p, input);
    if (waiting !== 'retry') return waiting;
    await refuseIfCancelled(p, input);
  }
  throw new Error('registration did not settle after 5 rounds');
}

/** A hold refused by a full ledger of its client address or email (hold-limits.ts). */
interface OverLimit {
  kind: 'over_limit';
  ledger: LedgerKind;
  reservation: Reservation;
}

/** Step 1: a place, confirmed or held for payment. 'full' when the capacity condition failed. */
async function takePlace(p: P, input: RegisterInput): Promise<RegisterOutcome | OverLimit | 'full' | 'retry'> {
  const { slug } = input.event;
  const now = p.clock.now();
  const { item, token } = newReservation(p, input, now);
  const hold = input.holdUntil;
  const placed: Reservation = hold
    ? { ...item, status: 'pending_payment', holdExpiresAt: hold.toISOString(), ...(input.holdFor ? { holdAddress: clientAddress(input.holdFor) } : {}) }
    : { ...item, confirmedAt: now.toISOString() };
  const limits = hold ? takeHoldOps(placed, now) : [];
  const announce = hold
    ? []
    : [await eventOp(p, 'reservation.confirmed', { reservationId: placed.id, email: placed.email, eventSlug: slug, occurrence: placed.occurrence, promoted: false, paid: false })];
  try {
    await p.table.transact([
      reservations.takePlaceOp(input.event, input.occurrence, Boolean(hold)),
      reservations.putNewOp(placed),
      ...limits,
      ...announce,
    ]);
    return { kind: hold ? 'held' : 'confirmed', reservation: placed, cancelToken: token };
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    const reasons = e.cancellationReasons ?? [];
    if (reasons[1] === 'ConditionalCheckFailed') return (await duplicate(p, slug, input.occurrence, input.email)) ?? 'retry';
    const over = ledgersOf(placed).find((_, i) => reasons[2 + i] === 'ConditionalCheckFailed');
    if (over && reasons[0] !== 'ConditionalCheckFailed') return { kind: 'over_limit', ledger: over.kind, reservation: placed };
    return 'full';
  }
}

/** Step 2: a ticket (atomic, returns the counter, hence the position), then the waitlist transaction. */
async function joinWaitlist(p: P, input: RegisterInput): Promise<RegisterOutcome | 'retry'> {
  const { slug } = input.event;
  const sub = input.subscriber;
  const { item, token } = newReservation(p, input, p.clock.now());
  const counter = await reservations.takeTicket(p, input.event, input.occurrence, sub);
  const seq = sub ? counter.nextSubscriberSeq : counter.nextWaitlistSeq;
  const waiting = reservations.waitingItem(item, seq);
  const position = waitlistPosition(counter, sub, seq);
  const announce = await eventOp(p, 'reservation.waitlisted', { reservationId: waiting.id, email: waiting.email, eventSlug: slug, occurrence: waiting.occurrence, waitlistPosition: position });
  try {
    await p.table.transact([reservations.joinWaitlistOp(input.event, input.occurrence), reservations.putNewOp(waiting), announce]);
    return { kind: 'waitlisted', reservation: waiting, cancelToken: token, position };
  } catch (e) {
    await reservations.releaseTicket(p, slug, input.occurrence, sub, seq);
    if (!(e instanceof ConditionFailed)) throw e;
    if (e.cancellationReasons?.[1] === 'ConditionalCheckFailed') return (await duplicate(p, slug, input.occurrence, input.email)) ?? 'retry';
    return 'retry'; // a place freed and nobody waits: go round and take it
  }
}

/** The live reservation that made ours a duplicate; null when it was cancelled meanwhile (then go again). */
async function duplicate(p: P, slug: string, occurrence: string, email: string): Promise<RegisterOutcome | null> {
  const existing = await reservations.get(p, slug, occurrence, email);
  return existing && existing.status !== 'cancelled' ? { kind: 'duplicate', reservation: existing } : null;
}
