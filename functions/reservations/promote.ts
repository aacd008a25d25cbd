/**
 * Waitlist promotion (the waitlist-promotion consumer, and the registration path when it finds a
 * free place with people waiting): while the occurrence has a free place and someone waits, move
 * the head of the waitlist (subscribers first, then first come — gsi2 order) into the place.
 * Each move is one transaction guarded by the capacity and by the person still waiting, so
 * concurrent promoters never overfill and never promote anybody twice; the same transaction writes
 * the move's reservation.confirmed. A waiter outside an
 * exclusive event's audience (an admin unmarked them as a founding member) is never promoted.
 */
import { eventAccessRule, type EventListing } from '../../content/events/index';
import { ConditionFailed } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import type { Reservation } from './model';
import * as reservations from './store';
import { PROMOTION_HOLD_HOURS } from '../../domain/reservations/time';
import { audienceOf, decideAccess, needsPayment } from './access';

export class WaitlistNotVisibleYet extends Error {
  constructor() {
    super('the counter says people wait but the waitlist index shows nobody yet');
  }
}

export interface Promotion {
  reservation: Reservation;
  /** Held for payment rather than confirmed. */
  held: boolean;
}

export async function promoteWaitlist(p: Ports, event: EventListing, occurrence: string, maxMoves = 50): Promise<Promotion[]> {
  const rule = eventAccessRule(event);
  const promoted: Promotion[] = [];
  const tried = new Set<string>();
  const passedOver = new Set<string>();
  while (promoted.length < maxMoves) {
    // The date's capacity: its own when an organiser set one (set_capacity), else the catalogue's.
    const counter = await reservations.counter(p, event, occurrence);
    if (counter.cancelled || counter.waitlisted <= 0 || counter.confirmed >= counter.capacity) break;
    const items = await reservations.waitlistHead(p, event.slug, occurrence, 10 + tried.size);
    const candidates = items.filter((r) => !tried.has(r.sk));
    if (!candidates.length) {
      // Everyone visible waits outside the event's audience: nobody can take the place.
      if (items.some((r) => passedOver.has(r.sk))) break;
      // The index is eventually consistent: a waiter the counter knows about may not be visible yet.
      throw new WaitlistNotVisibleYet();
    }
    for (const r of candidates) {
      tried.add(r.sk);
      const now = p.clock.now();
      const who = await audienceOf(p, rule, r.email);
      // A waiter outside an exclusive event's audience (no longer a founding member) is passed over.
      if (decideAccess({ ...rule, bookable: true }, who).kind === 'not_in_audience') {
        passedOver.add(r.sk);
        continue;
      }
      const pay = needsPayment(rule, who.subscriber);
      const holdUntil = pay ? new Date(now.getTime() + PROMOTION_HOLD_HOURS * 3_600_000).toISOString() : null;
      try {
        await withEvents(
          p,
          [reservations.promoteCounterOp(event, occurrence, r, pay), reservations.promoteOp(r, now.toISOString(), holdUntil)],
          [outboxEvent('reservation.confirmed', { reservationId: r.id, email: r.email, eventSlug: event.slug, occurrence, promoted: true, paid: false })],
        );
      } catch (e) {
        if (!(e instanceof ConditionFailed)) throw e;
        if (e.cancellationReasons?.[0] === 'ConditionalCheckFailed') return promoted; // no free place any more
        continue; // this person stopped waiting meanwhile: next
      }
      promoted.push({ reservation: reservations.promoted(r, now.toISOString(), holdUntil), held: pay });
      break;
    }
  }
  return promoted;
}
