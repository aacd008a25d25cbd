/**
 * The reservations API (POST /api/reservations): availability for the event pages, and the
 * emailed cancel link — look up the reservation behind a token, then cancel it.
 */
import { eventAccessRule, eventBySlug, formatPrice, type EventListing } from '../../content/events/index';
import { keys } from '../lib/keys';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import { BadRequest, Conflict, ConditionFailed, NotFound } from '../lib/errors';
import type { Item, Ports } from '../lib/ports';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { cleanToken } from '../lib/auth/crypto';
import { timingSafeEqual } from 'node:crypto';
import { type Reservation, cancelTokenHash, parseCancelToken, readCounter } from './model';
import * as reservations from './store';
import { cancellationDecision, paidPlaceRefund, type CancellationDecision } from './policy';
import { refundIfCancelledNowText, refundIfCancelledNowTextJa, refundOutcomeText, refundOutcomeTextJa, refundTermsText, refundTermsTextJa } from './refunds';
import { localizeEvent } from '../../content/events/localize';
import { jaAmount, type Lang } from '../lib/i18n/lang';
import { endHoldOps } from './hold-limits';
import { releaseExpiredHolds } from './holds';
import { formatEventDate, formatEventTime } from './format';
import { log } from '../lib/log';
import { INVALID_LINK } from '../../domain/reservations/messages';

export const CANCELLED_MESSAGE = 'Your attendance has been cancelled successfully.';

export interface Availability {
  eventSlug: string;
  occurrence: string | null;
  currentCount: number;
  capacity: number;
  waitlistCount: number;
  isFull: boolean;
}

/**
 * get_availability: places taken and people waiting for each event's next occurrence (unknown slugs
 * are left out). A hold that ran out is a free place from that instant: an occurrence with holds
 * releases its expired ones before it is counted.
 */
export async function getAvailability(p: Pick<Ports, 'table' | 'clock' | 'ids'>, slugs: string[]): Promise<Availability[]> {
  const now = p.clock.now();
  const wanted = [...new Set(slugs)]
    .map((slug) => eventBySlug(slug))
    .filter((e): e is EventListing => Boolean(e))
    .map((event) => ({ event, occurrence: bookableOccurrence(event, now)?.occurrence ?? null }));
  const bookable = wanted.filter((w): w is { event: EventListing; occurrence: string } => w.occurrence !== null);
  const found = await reservations.counterItems(p, bookable.map((w) => ({ slug: w.event.slug, occurrence: w.occurrence })));
  // Slugs are unique here: each names one occurrence's counter.
  const bySlug = new Map<string, Item | undefined>(bookable.map((w, i) => [w.event.slug, found[i]]));
  await Promise.all(
    bookable.map(async ({ event, occurrence }) => {
      const holds = Number(bySlug.get(event.slug)?.held ?? 0);
      if (!(holds > 0)) return;
      if ((await releaseExpiredHolds(p, event, occurrence, holds)) > 0) bySlug.set(event.slug, await reservations.counterItem(p, event.slug, occurrence));
    }),
  );
  return wanted.map(({ event, occurrence }) => {
    // The date's own capacity when an organiser set one (set_capacity), else the catalogue's.
    const c = readCounter(occurrence ? bySlug.get(event.slug) : undefined, event.capacity);
    return {
      eventSlug: event.slug,
      occurrence,
      currentCount: c.confirmed,
      capacity: c.capacity,
      waitlistCount: c.waitlisted,
      isFull: c.confirmed >= c.capacity,
    };
  });
}

/** The reservation behind a cancel token; the invalid-link message for anything that does not match
 * (400 for a garbled token, 404 when no reservation holds it). */
export async function findByToken(p: Pick<Ports, 'table'>, raw: unknown): Promise<{ reservation: Reservation; event: EventListing; token: string }> {
  const token = cleanToken(raw);
  const target = token ? parseCancelToken(token) : null;
  const event = target ? eventBySlug(target.slug) : undefined;
  if (!target || !event) throw new BadRequest(INVALID_LINK);
  const reservation = await reservations.get(p, target.slug, target.occurrence, target.email);
  const given = Buffer.from(cancelTokenHash(token));
  const stored = Buffer.from(String(reservation?.cancelTokenHash ?? ''));
  if (!reservation || given.length !== stored.length || !timingSafeEqual(given, stored)) throw new NotFound(INVALID_LINK);
  return { reservation, event, token };
}

export interface ReservationView {
  eventSlug: string;
  eventTitle: string;
  occurrence: string;
  /** "Saturday, December 12, 2026" in the venue's zone. */
  dateText: string;
  /** "2:00 PM - 4:00 PM (Asia/Tokyo)" */
  timeText: string;
  location: string;
  status: Reservation['status'];
  waitlistPosition: number | null;
  /** What a cancellation now would mean (the notice rules: docs/reservations.md). */
  cancellation: CancellationDecision & { feeText: string | null };
  cancelledAt: string | null;
  lateCancellation: boolean;
  noShow: boolean;
  feeOwedCents: number;
  /**
   * The refund terms of a place paid online (null for anything not paid): the terms, what
   * cancelling now would mean for the money, and once cancelled what happened to it.
   */
  refund: { terms: string; ifCancelledNow: string; outcome: string | null } | null;
}

/** A paid place is refunded when it is cancelled in time (cancelByToken); the texts in the reader's language. */
function refundView(r: Reservation, event: EventListing, decision: CancellationDecision, lang: Lang): ReservationView['refund'] {
  const terms = r.paid ? paidPlaceRefund(event, r.occurrence, lang) : null;
  if (!terms) return null;
  const ja = lang === 'ja';
  return {
    terms: ja ? refundTermsTextJa(terms) : refundTermsText(terms),
    ifCancelledNow: ja ? refundIfCancelledNowTextJa(terms, !decision.late) : refundIfCancelledNowText(terms, !decision.late),
    outcome: r.status === 'cancelled' ? (ja ? refundOutcomeTextJa(terms, !r.lateCancellation) : refundOutcomeText(terms, !r.lateCancellation)) : null,
  };
}

/** A reservation as its page shows it, its texts (title, date, time, place, money) in `lang`: the page's language. */
export async function reservationView(p: Pick<Ports, 'table' | 'clock'>, r: Reservation, event: EventListing, lang: Lang = 'en'): Promise<ReservationView> {
  const decision = cancellationDecision(event, r.occurrence, r.status, p.clock.now(), r.confirmedAt ?? r.createdAt);
  const shown = localizeEvent(event, lang);
  const fee = decision.feeOwedCents ? formatPrice(decision.feeOwedCents, event.currency) : null;
  return {
    eventSlug: event.slug,
    eventTitle: shown.title,
    occurrence: r.occurrence,
    dateText: formatEventDate(event, r.occurrence, lang),
    timeText: formatEventTime(event, r.occurrence, lang),
    location: shown.location,
    status: r.status,
    waitlistPosition: await reservations.currentWaitlistPosition(p, r),
    cancellation: { ...decision, feeText: fee && lang === 'ja' ? jaAmount(fee) : fee },
    cancelledAt: r.cancelledAt ?? null,
    lateCancellation: Boolean(r.lateCancellation),
    noShow: Boolean(r.noShow),
    feeOwedCents: Number(r.feeOwedCents ?? 0),
    refund: refundView(r, event, decision, lang),
  };
}

/**
 * cancel_reservation: frees the place (or leaves the waitlist / drops the hold) in one transaction
 * with the counter, records a late cancellation, its fee and the no-show (docs/reservations.md), and
 * writes session.cancelled in the same transaction (the waitlist consumer promotes the next person). A late cancellation
 * must be acknowledged: the page shows the warning first and sends acknowledgeLate.
 * Cancelling twice answers the same result.
 */
export async function cancelByToken(p: Ports, raw: unknown, acknowledgeLate: boolean, lang: Lang = 'en'): Promise<ReservationView & { message: string }> {
  return cancelReservation(p, () => findByToken(p, raw), acknowledgeLate, lang);
}

/** The cancellation itself (cancelByToken's rules), for a reservation `load` reads afresh on each try. */
export async function cancelReservation(
  p: Ports,
  load: () => Promise<{ reservation: Reservation; event: EventListing }>,
  acknowledgeLate: boolean,
  lang: Lang = 'en',
): Promise<ReservationView & { message: string }> {
  for (let round = 0; round < 3; round++) {
    const { reservation: r, event } = await load();
    if (r.status === 'cancelled') return { ...(await reservationView(p, r, event, lang)), message: CANCELLED_MESSAGE };
    const now = p.clock.now();
    const d = cancellationDecision(event, r.occurrence, r.status, now, r.confirmedAt ?? r.createdAt);
    if (!d.allowed) throw new Conflict('This event has already started, so the reservation can no longer be cancelled.');
    if (d.late && !acknowledgeLate) throw new Conflict(d.warning ?? 'This cancellation is late.', { cancellation: d });
    const cancelledAt = now.toISOString();
    try {
      await withEvents(
        p,
        [reservations.cancelOp(r, cancelledAt, d), reservations.leaveOp(event, r), ...endHoldOps(r, now)],
        [
          outboxEvent('session.cancelled', {
            kind: 'event-reservation',
            email: r.email,
            sessionId: event.slug,
            occurrence: r.occurrence,
            reservationId: r.id,
            freedSeat: r.status !== 'waitlisted',
            wasConfirmed: r.status === 'confirmed',
            lateCancellation: d.late,
            noShow: d.noShow,
            feeOwedCents: d.feeOwedCents,
            cancelledAt,
          }),
        ],
      );
    } catch (e) {
      if (e instanceof ConditionFailed) continue; // promoted or paid meanwhile: look again
      throw e;
    }
    const cancelled: Reservation = { ...r, status: 'cancelled', cancelledAt, cancelReason: 'cancelled', lateCancellation: d.late, noShow: d.noShow, feeOwedCents: d.feeOwedCents };
    if (r.paid && r.paymentIntentId && !d.late) await refundPaidPlace(p, cancelled, event);
    return { ...(await reservationView(p, cancelled, event, lang)), message: CANCELLED_MESSAGE };
  }
  throw new Conflict('Your reservation changed while cancelling. Please try again.');
}

/** A paid place cancelled in time is refunded; a refund failure is logged for the team, never undoes the cancellation. */
async function refundPaidPlace(p: Ports, r: Reservation, event: EventListing): Promise<void> {
  try {
    const { id } = await p.payments.refundPayment(r.paymentIntentId!, 'cancelled_in_time');
    // What was paid (its Checkout, read by key) leaves the date's money kept with the refund's record.
    const checkout = r.checkoutSessionId ? await p.table.get(keys.checkoutSession(r.checkoutSessionId), { consistent: true }) : undefined;
    const currency = String(checkout?.currency ?? event.currency).toUpperCase();
    const amountCents = Number(checkout?.amountCents ?? eventAccessRule(event).perEventPriceCents ?? 0);
    await p.table.transact([reservations.setRefundIdOp(r, id), reservations.figuresOp(r.eventSlug, r.occurrence, { refundedCents: amountCents }, currency)]);
  } catch (e) {
    log.error('refund after cancellation failed', { reservationId: r.id, error: e instanceof Error ? e.message : String(e) });
  }
}
