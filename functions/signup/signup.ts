/**
 * POST /api/email-signup: joining the newsletter list, or — when the metadata names
 * an event — registering for that event. Access, prices, capacity and questions come from the
 * event catalogue only; the request carries nothing but who, which event and the RSVP answers.
 */
import { eventAccessRule, eventBySlug, formatPrice, type EventAccessRule, type EventListing } from '../../content/events/index';
import { Conflict, ConditionFailed, HttpError, NotFound } from '../lib/errors';
import { normEmail } from '../lib/keys';
import * as signups from '../lib/mail/signups';
import type { Ports } from '../lib/ports';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { decideAccess, notInAudience, requesterAudience } from '../reservations/access';
import { validateAnswers } from '../reservations/answers';
import { register, type RegisterOutcome } from '../reservations/register';
import type { Reservation } from '../reservations/model';
import * as reservations from '../reservations/store';
import { currentCounter } from '../reservations/holds';
import { currentWaitlistPosition } from '../reservations/store';
import { formatInstant } from '../reservations/format';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import { recordJoin, recordJoinOp } from '../member/membership';
import type { Extra, Output } from '../../api/contract';
import type { CitySlug } from '../../content/cities';
import type { RequiresPayment, RequiresSubscription, emailSignupContract } from '../../api/email-signup';

export const MESSAGES = {
  joined: "Thanks for joining! Check your inbox for a welcome email.",
  duplicate: "You're already on our list! Check your email for updates.",
  reactivated: "Welcome back! You're on our list again.",
  confirmed: "You're confirmed for this event! Event details will be sent 24 hours beforehand.",
  waitlisted: (n: number) => `This event is full. You're #${n} on the waitlist, and we'll email you if a place opens up.`,
  alreadyRegistered: (n: number) => `You're already registered for this event! ${n} ${n === 1 ? 'person is' : 'people are'} registered so far.`,
  alreadyWaiting: (n: number | null) => `You're already on the waitlist for this event${n ? ` (#${n})` : ''}. We'll email you if a place opens up.`,
  full: 'This event is full.',
  closed: 'Registration for this event is closed.',
  subscribers: 'This event is for subscribers. Subscribe to reserve your place.',
};

export interface SignupInput {
  email: string;
  source: string;
  metadata: Record<string, string | number>;
  answers?: unknown;
  /** The cities of the weekly digest the person chose on the form (absent: see digestCitiesFor). */
  cities?: CitySlug[];
}


/**
 * A successful answer: 201 for a new signup or registration, 200 otherwise. An event to pay for or
 * for subscribers is refused with 402 (an HttpError carrying requiresPayment / requiresSubscription).
 */
export interface SignupAnswer {
  status: 200 | 201;
  data: Output<typeof emailSignupContract>;
  extra: Extra<typeof emailSignupContract>;
}

// ---------- the newsletter list ----------

/** The UTM fields of a signup's metadata, as the analytics counts read them from signup.created. */
function utmOf(metadata: SignupInput['metadata']) {
  const part = (v: string | number | undefined) => (v === undefined || v === '' ? '' : String(v));
  return { source: part(metadata.campaign_source), medium: part(metadata.campaign_medium), campaign: part(metadata.campaign_campaign) };
}

export async function joinList(p: Ports, input: SignupInput): Promise<SignupAnswer> {
  const email = normEmail(input.email);
  const now = p.clock.now().toISOString();
  // Joining the list makes a member (the signup item is only the newsletter consent): both, and the
  // event, are one transaction, so an answered signup is never half written.
  const join = recordJoinOp(email, input.source, now);
  const cities = signups.digestCitiesFor(input.cities, input.metadata.signup_page);
  try {
    await withEvents(
      p,
      [...signups.createOps({ email, source: input.source, metadata: input.metadata, now, cities }), join],
      [outboxEvent('signup.created', { email, source: input.source, reactivated: false, utm: utmOf(input.metadata) })],
    );
    return { status: 201, data: { email, status: 'active', subscribed_at: now }, extra: { message: MESSAGES.joined, reactivated: false, isDuplicate: false } };
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
  }
  // An unsubscribed address comes back (one that had joined before, or a suppression joining for the
  // first time: the counters differ), IF its signup is still the one read; read again when it changed.
  for (let round = 0; round < 3; round++) {
    const previous = await signups.get(p, email, { consistent: true });
    if (!previous || previous.status !== 'unsubscribed') break;
    try {
      await withEvents(
        p,
        [...signups.reactivateOps({ email, source: input.source, metadata: input.metadata, now, cities }, previous), join],
        [outboxEvent('signup.created', { email, source: input.source, reactivated: true, utm: utmOf(input.metadata) })],
      );
      return { status: 200, data: { email, status: 'active', subscribed_at: now }, extra: { message: MESSAGES.reactivated, reactivated: true, isDuplicate: false } };
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
    }
  }
  // Already on the list: the member record is written again (idempotent), repairing one a failure left missing.
  await recordJoin(p, email, input.source, now);
  // Cities chosen on the form are added to the digest's (never taken away: only the member dashboard removes one).
  if (input.cities?.length) await signups.updateCities(p, email, (had) => [...had, ...input.cities!]);
  return { status: 200, data: { email, status: 'active' }, extra: { message: MESSAGES.duplicate, reactivated: false, isDuplicate: true } };
}

// ---------- event registration ----------

/** Places taken and people waiting; a hold that ran out counts as a free place (it is released here). */
async function counts(p: Ports, event: EventListing, occurrence: string) {
  const c = await currentCounter(p, event, occurrence);
  // The date's own capacity when an organiser set one (set_capacity), else the catalogue's.
  return { currentCount: c.confirmed, capacity: c.capacity, waitlistCount: c.waitlisted, isFull: c.confirmed >= c.capacity };
}

function reservationBody(r: Reservation, event: EventListing, c: Awaited<ReturnType<typeof counts>>, position: number | null, duplicate: boolean) {
  return { rsvpStatus: r.status, waitlistPosition: position, ...c, duplicate, eventSlug: event.slug, occurrence: r.occurrence };
}

/** 402: the event is paid per person (a place held for this person says until when). */
function paymentRequired(event: EventListing, rule: EventAccessRule, hasSubscription: boolean, allowSubscription: boolean, held?: Reservation): HttpError {
  // The catalogue gives every event paid online its price.
  const cents = rule.perEventPriceCents ?? 0;
  const price = formatPrice(cents, rule.currency);
  const holdUntilText = held?.holdExpiresAt ? formatInstant(event, new Date(held.holdExpiresAt)) : null;
  const message = holdUntilText
    ? `We're holding a place for you until ${holdUntilText}. Pay ${price} to confirm it.`
    : allowSubscription
      ? `This event costs ${price}. Pay for this event, or subscribe: it is included with a subscription.`
      : `This event costs ${price} per person. Pay now to reserve your place.`;
  const requiresPayment: RequiresPayment = {
    eventPrice: cents,
    eventPriceText: price,
    currency: rule.currency,
    holdUntilText,
    hasSubscription,
    paymentOptions: { allowSubscription, allowPerEventPayment: true, allowWaitlist: rule.allowWaitlist },
    message,
  };
  return new HttpError(402, message, { requiresPayment });
}

/**
 * `proved`: the caller proved the email (a member session of it, or the paid subscription Checkout the
 * success page came back with). Only then does a subscription count (covered access, the front of
 * the waitlist, `hasSubscription`); anyone else gets the answer every non-subscriber gets.
 */
export async function registerForEvent(p: Ports, input: SignupInput & { eventSlug: string; proved: boolean }): Promise<SignupAnswer> {
  const event = eventBySlug(input.eventSlug);
  if (!event) throw new NotFound('Event not found');
  const rule = eventAccessRule(event);
  const now = p.clock.now();
  const next = bookableOccurrence(event, now);
  if (!rule.bookable || !next) throw new Conflict(MESSAGES.closed);
  const { occurrence } = next;
  const email = normEmail(input.email);
  const answers = validateAnswers(event, input.answers);
  const who = await requesterAudience(p, rule, email, input.proved);
  const subscriber = who.subscriber;
  const access = decideAccess(rule, who);

  if (access.kind === 'closed') throw new Conflict(MESSAGES.closed);
  if (access.kind === 'not_in_audience') throw notInAudience(access);
  if (access.kind === 'subscription_required') {
    const q = new URLSearchParams({ email, source: `event:${event.slug}`, event: event.slug });
    const c = await counts(p, event, occurrence);
    const requiresSubscription: RequiresSubscription = {
      hasSubscription: false,
      message: MESSAGES.subscribers,
      subscriptionUrl: `/subscription?${q}`,
      eventInfo: { eventSlug: event.slug },
      currentCount: c.currentCount,
    };
    throw new HttpError(402, MESSAGES.subscribers, { requiresSubscription });
  }

  let outcome: RegisterOutcome;
  if (access.kind === 'payment_required') {
    // A place is only taken by paying (create_event_checkout_session holds it). Here: an existing
    // reservation answers as it is; a full event takes the person onto its waitlist instead.
    const existing = await reservations.get(p, event.slug, occurrence, email);
    if (existing?.status === 'pending_payment') throw paymentRequired(event, rule, subscriber, access.allowSubscription, existing);
    if (existing && existing.status !== 'cancelled') {
      outcome = { kind: 'duplicate', reservation: existing };
    } else {
      const c = await counts(p, event, occurrence);
      if (!c.isFull && c.waitlistCount === 0) throw paymentRequired(event, rule, subscriber, access.allowSubscription);
      if (!rule.allowWaitlist) throw new Conflict(MESSAGES.full);
      outcome = await register(p, { event, occurrence, email, answers, subscriber, allowWaitlist: true, waitlistOnly: true });
      if (outcome.kind === 'available') throw paymentRequired(event, rule, subscriber, access.allowSubscription);
    }
  } else {
    outcome = await register(p, { event, occurrence, email, answers, subscriber, allowWaitlist: rule.allowWaitlist });
  }
  return answerFor(p, event, outcome);
}

async function answerFor(p: Ports, event: EventListing, outcome: RegisterOutcome): Promise<SignupAnswer> {
  if (outcome.kind === 'full' || outcome.kind === 'available') throw new Conflict(MESSAGES.full);
  const r = outcome.reservation;
  if (outcome.kind === 'confirmed' || outcome.kind === 'held') {
    const c = await counts(p, event, r.occurrence);
    return { status: 201, data: { email: r.email, eventSlug: event.slug }, extra: { message: MESSAGES.confirmed, reservation: reservationBody(r, event, c, null, false), isDuplicate: false } };
  }
  if (outcome.kind === 'waitlisted') {
    const c = await counts(p, event, r.occurrence);
    return {
      status: 201,
      data: { email: r.email, eventSlug: event.slug },
      extra: { message: MESSAGES.waitlisted(outcome.position), reservation: reservationBody(r, event, c, outcome.position, false), isDuplicate: false },
    };
  }
  // duplicate
  const c = await counts(p, event, r.occurrence);
  const position = await currentWaitlistPosition(p, r);
  const message = r.status === 'waitlisted' ? MESSAGES.alreadyWaiting(position) : MESSAGES.alreadyRegistered(c.currentCount);
  return { status: 200, data: { email: r.email, eventSlug: event.slug }, extra: { message, reservation: reservationBody(r, event, c, position, true), isDuplicate: true } };
}

