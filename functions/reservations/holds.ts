/**
 * Payment holds: a place taken as `pending_payment` while Checkout is open (or after a promotion
 * on a paid event). A paid Checkout confirms the hold; a hold that runs out is released (its place
 * goes to the waitlist). A payment that arrives after its hold was released is honoured when a
 * place is free, and refunded otherwise (docs/billing.md).
 */
import { eventBySlug, isCancelledDate, type EventListing } from '../../content/events/index';
import { ConditionFailed } from '../lib/errors';
import { log } from '../lib/log';
import type { Ports, TransactOp } from '../lib/ports';
import { keys, normEmail } from '../lib/keys';
import { type Counter, type Reservation, cancelToken, cancelTokenHash } from './model';
import * as reservations from './store';
import { type Ledger, type LedgerKind, dropEntryOp, endHoldOps, ledgersOf, parseHoldEntry, tooManyHolds } from './hold-limits';
import { keptEvents, keptOp } from '../billing/kept';
import { hundredthsFromStripe } from '../billing/plans';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';

type HoldPorts = Pick<Ports, 'table' | 'clock' | 'ids'>;

/**
 * Releases the holds of an occurrence that ran out; returns how many. Each release frees a place.
 * `holds` is how many holds the counter shows: no more can have run out (the read stops there).
 */
export async function releaseExpiredHolds(p: HoldPorts, event: EventListing, occurrence: string, holds?: number): Promise<number> {
  const now = p.clock.now().toISOString();
  const held = await reservations.expiredHolds(p, event.slug, occurrence, now, holds);
  let released = 0;
  for (const r of held) if (await releaseHold(p, event, r, true)) released++;
  return released;
}

/**
 * Gives a held place back (status cancelled, reason hold_expired) and writes session.cancelled with
 * it, so the waitlist moves. `onlyIfExpired` guards the sweep against a payment that landed meanwhile.
 */
export async function releaseHold(p: HoldPorts, event: EventListing, r: Reservation, onlyIfExpired: boolean): Promise<boolean> {
  const at = p.clock.now();
  const now = at.toISOString();
  try {
    await withEvents(
      p,
      [reservations.releaseHoldOp(r, now, onlyIfExpired), reservations.leaveOp(event, r), ...endHoldOps(r, at)],
      [outboxEvent('session.cancelled', { kind: 'event-reservation', email: r.email, sessionId: event.slug, occurrence: r.occurrence, reservationId: r.id, freedSeat: true, cancelledAt: now })],
    );
  } catch (e) {
    if (e instanceof ConditionFailed) return false; // paid or cancelled meanwhile
    throw e;
  }
  return true;
}

/**
 * A hold that ran out is a free place from that instant, whether or not the job has run: releases
 * the occurrence's expired holds when its counter shows any hold at all; returns how many.
 */
export async function releaseExpiredIfHeld(p: HoldPorts, event: EventListing, occurrence: string): Promise<number> {
  return (await sweptCounter(p, event, occurrence)).released;
}

/** The occurrence's counter after its expired holds were released (so it counts only live holds). */
export async function currentCounter(p: HoldPorts, event: EventListing, occurrence: string): Promise<Counter> {
  return (await sweptCounter(p, event, occurrence)).counter;
}

async function sweptCounter(p: HoldPorts, event: EventListing, occurrence: string): Promise<{ counter: Counter; released: number }> {
  const read = () => reservations.counter(p, event, occurrence);
  const counter = await read();
  const released = counter.held > 0 ? await releaseExpiredHolds(p, event, occurrence, counter.held) : 0;
  return { counter: released > 0 ? await read() : counter, released };
}

/**
 * A hold was refused because `ledger` of the new hold `r` is full. Looks at its few entries:
 * releases the holds that ran out and drops entries of holds that ended without it (none should);
 * returns when that made room (take again), and throws the 429 when every entry is a live hold,
 * with Retry-After until the first of them runs out.
 */
export async function makeRoomForHold(p: HoldPorts, kind: LedgerKind, r: Reservation): Promise<void> {
  const ledger = ledgersOf(r).find((l) => l.kind === kind) as Ledger;
  const item = await p.table.get(ledger.key, { consistent: true });
  const entries = [...((item?.holds as Set<string> | undefined) ?? [])];
  const now = p.clock.now();
  let freed = false;
  let firstExpiry = Infinity;
  for (const entry of entries) {
    const at = parseHoldEntry(entry);
    const event = at ? eventBySlug(at.slug) : undefined;
    const held = at && event ? await reservations.get(p, at.slug, at.occurrence, at.email) : undefined;
    const counted = held?.status === 'pending_payment' && held.holdExpiresAt && ledgersOf(held).some((l) => l.key.pk === ledger.key.pk);
    if (!counted) {
      await p.table.transact([dropEntryOp(ledger.key, entry, now)]);
      freed = true;
    } else if (Date.parse(held.holdExpiresAt!) < now.getTime()) {
      // Released here (its entry goes with it), or paid meanwhile: either way the entry is gone.
      await releaseHold(p, event!, held, true);
      freed = true;
    } else {
      firstExpiry = Math.min(firstExpiry, Date.parse(held.holdExpiresAt!));
    }
  }
  if (freed) return;
  const retryAfter = Number.isFinite(firstExpiry) ? Math.ceil((firstExpiry - now.getTime()) / 1000) : 60;
  throw tooManyHolds(kind, Math.max(1, retryAfter));
}

export type PaidPlaceOutcome = 'confirmed' | 'already-confirmed' | 'honoured' | 'refunded';
export type RefundReason = 'event_full' | 'already_registered' | 'event_cancelled';


/** A paid per-event Checkout: who paid, for which occurrence, and what Stripe took (smallest unit). */
export interface PaidPlaceInput {
  email: string;
  eventSlug: string;
  occurrence: string;
  paymentIntentId: string | null;
  checkoutSessionId: string;
  amount: number | null;
  currency: string | null;
}

/**
 * A per-event Checkout was paid. Confirms the held place; if the hold had been released, takes a
 * free place if there is one (the person paid: they do not queue behind the waitlist), else refunds.
 * A confirmation writes reservation.confirmed and payment.kept (the receipt) in its transaction; a
 * refund writes payment.refunded with the refund's record, so each goes out once.
 */
export async function confirmPaidPlace(p: Ports, input: PaidPlaceInput): Promise<{ outcome: PaidPlaceOutcome; reservation?: Reservation; refundReason?: RefundReason }> {
  const event = eventBySlug(input.eventSlug);
  if (!event) throw new Error(`paid checkout for an unknown event ${input.eventSlug}`);
  const email = normEmail(input.email);
  const announce = (r: Pick<Reservation, 'id' | 'email'>) => [
    outboxEvent('reservation.confirmed', { reservationId: r.id, email: r.email, eventSlug: event.slug, occurrence: input.occurrence, promoted: false, paid: true }),
    ...keptEvents({ email: input.email, checkoutSessionId: input.checkoutSessionId, mode: 'payment', amount: input.amount, currency: input.currency, eventSlug: event.slug, occurrence: input.occurrence }),
  ];
  const refundOnce = async (r: Reservation | undefined, reason: RefundReason) => {
    if (!(await decideRefund(p, input.checkoutSessionId, reason))) return undefined; // decided meanwhile: look again
    await refund(p, input, r, reason);
    return { outcome: 'refunded' as const, reservation: r, refundReason: reason };
  };
  // A payment for a date an organiser cancelled meanwhile (the hold was cancelled with it) is given back.
  const dateCancelled = isCancelledDate(event, input.occurrence) || (await reservations.occurrenceCancelled(p, event.slug, input.occurrence));
  // The money kept counts in the date's figures, in the same transaction that keeps it.
  const paidCurrency = (input.currency ?? event.currency).toUpperCase();
  const paidFigures = reservations.figuresOp(event.slug, input.occurrence, { paidCents: input.amount ? hundredthsFromStripe(input.amount, paidCurrency) : 0 }, paidCurrency);
  for (let round = 0; round < 3; round++) {
    const now = p.clock.now().toISOString();
    const [checkout, r] = (await Promise.all([
      p.table.get(keys.checkoutSession(input.checkoutSessionId), { consistent: true }),
      reservations.get(p, event.slug, input.occurrence, email),
    ])) as [{ paymentOutcome?: string; refundReason?: RefundReason } | undefined, Reservation | undefined];
    if (checkout?.paymentOutcome === 'refunded') {
      // Decided before (a retry, or a failure after the decision): make sure the refund was made.
      const reason = checkout.refundReason ?? 'event_full';
      await refund(p, input, r, reason);
      return { outcome: 'refunded', reservation: r, refundReason: reason };
    }
    if (checkout?.paymentOutcome === 'kept') return { outcome: 'already-confirmed', reservation: r };
    if (dateCancelled) {
      const refunded = await refundOnce(r, 'event_cancelled');
      if (refunded) return refunded;
      continue;
    }
    if (r?.status === 'confirmed' && r.paid && (r.checkoutSessionId === input.checkoutSessionId || !input.paymentIntentId || r.paymentIntentId === input.paymentIntentId)) {
      return { outcome: 'already-confirmed', reservation: r };
    }
    if (r?.status === 'confirmed') {
      // Already in through another path (a second payment for the same place): give the money back.
      const refunded = await refundOnce(r, 'already_registered');
      if (refunded) return refunded;
      continue;
    }
    const paid = { now, paymentIntentId: input.paymentIntentId, checkoutSessionId: input.checkoutSessionId };
    try {
      if (r?.status === 'pending_payment') {
        await withEvents(
          p,
          [
            reservations.confirmPaidHoldOp(r, paid),
            reservations.holdPaidCounterOp(event.slug, input.occurrence),
            keptOp(input.checkoutSessionId, now),
            paidFigures,
            ...endHoldOps(r, new Date(now)),
          ],
          announce(r),
        );
        return { outcome: 'confirmed', reservation: { ...r, status: 'confirmed', confirmedAt: now, paid: true, paymentIntentId: input.paymentIntentId ?? undefined } };
      }
      // The hold ran out (or never existed here): honour the payment if a place is free.
      const createdAt = now;
      const token = cancelToken(p.secrets.signingSecret, { eventSlug: event.slug, occurrence: input.occurrence, email, createdAt });
      const fresh = reservations.newItem({
        id: r?.id ?? p.ids.id('r'),
        email,
        eventSlug: event.slug,
        occurrence: input.occurrence,
        status: 'confirmed',
        subscriber: false,
        paid: true,
        answers: r?.answers ?? {},
        cancelTokenHash: cancelTokenHash(token),
        createdAt,
        confirmedAt: now,
        paymentIntentId: input.paymentIntentId ?? undefined,
        checkoutSessionId: input.checkoutSessionId,
      });
      // Paid while waiting (the hold ran out, then they joined the waitlist again): leave it as well.
      const waiting = r?.status === 'waitlisted' ? r : undefined;
      const ops: TransactOp[] = [
        reservations.takePaidPlaceOp(event, input.occurrence, waiting),
        reservations.putPaidOp(fresh, Boolean(waiting)),
        keptOp(input.checkoutSessionId, now),
        paidFigures,
      ];
      try {
        await withEvents(p, ops, announce(fresh));
        return { outcome: 'honoured', reservation: fresh };
      } catch (e) {
        if (!(e instanceof ConditionFailed)) throw e;
        // The reservation changed, or the outcome was decided meanwhile: look again.
        if (e.cancellationReasons?.slice(1).includes('ConditionalCheckFailed')) continue;
        const refunded = await refundOnce(r, 'event_full');
        if (refunded) return refunded;
        continue;
      }
    } catch (e) {
      if (e instanceof ConditionFailed) continue;
      throw e;
    }
  }
  throw new Error('paid place did not settle after 3 rounds');
}

/** Stores the decision to refund; false if the payment's outcome was already decided. */
async function decideRefund(p: Ports, checkoutSessionId: string, reason: RefundReason): Promise<boolean> {
  try {
    await p.table.update(keys.checkoutSession(checkoutSessionId), {
      update: 'SET paymentOutcome = :refunded, paymentOutcomeAt = :now, refundReason = :reason',
      condition: 'attribute_not_exists(paymentOutcome)',
      values: { ':refunded': 'refunded', ':now': p.clock.now().toISOString(), ':reason': reason },
      returnValues: 'NONE',
    });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/**
 * Gives the money back through Stripe (one refund per payment however often asked), then records
 * the refund on the Checkout session item (and the reservation) with payment.refunded in one
 * transaction: a repeated run refunds nothing more and announces nothing more.
 */
async function refund(p: Ports, input: PaidPlaceInput, r: Reservation | undefined, reason: RefundReason): Promise<void> {
  if (!input.paymentIntentId) throw new Error(`cannot refund checkout ${input.checkoutSessionId}: no payment intent`);
  const { id } = await p.payments.refundPayment(input.paymentIntentId, reason);
  log.warn('paid place refunded', { checkoutSessionId: input.checkoutSessionId, reason, refundId: id });
  const now = p.clock.now().toISOString();
  const currency = (input.currency ?? eventBySlug(input.eventSlug)!.currency).toUpperCase();
  const ops: TransactOp[] = [
    {
      update: keys.checkoutSession(input.checkoutSessionId),
      expression: 'SET refundId = :id, refundedAt = :now',
      condition: 'attribute_not_exists(refundedAt)',
      values: { ':id': id, ':now': now },
    },
  ];
  if (r) ops.push(reservations.recordRefundOp(r, id, reason, now));
  try {
    await withEvents(p, ops, [
      outboxEvent('payment.refunded', {
        email: input.email,
        sessionId: input.checkoutSessionId,
        amountCents: hundredthsFromStripe(input.amount ?? 0, currency),
        currency,
        eventSlug: input.eventSlug,
        occurrence: input.occurrence,
        reason,
      }),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailed) return; // recorded by an earlier run
    throw e;
  }
}
