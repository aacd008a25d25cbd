/**
 * Stripe Checkout for subscriptions and for single events. Prices come from plans.ts and the
 * event catalogue only; a price sent by the browser is checked against them, never used.
 * An event Checkout holds a place (reservation status pending_payment) for as long as the
 * Checkout session can be paid, plus a grace period for the webhook. A client address and an email
 * may hold only a few unpaid places at once (reservations/hold-limits.ts).
 * Every new Stripe Checkout counts against the requester's client address and its (email, address)
 * pair (limits.checkoutPerIp, limits.checkoutPerEmailAddress); the same request again while its
 * Checkout is open gets that Checkout, and counts nothing.
 */
import { eventAccessRule, eventBySlug, formatPrice, stripeUnitAmount } from '../../content/events/index';
import { bookableOccurrence } from '../../domain/reservations/occurrence';
import { BadRequest, Conflict, NotFound } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import { register } from '../reservations/register';
import { validateAnswers } from '../reservations/answers';
import type { Reservation } from '../reservations/model';
import * as reservations from '../reservations/store';
import { decideAccess, notInAudience, requesterAudience } from '../reservations/access';
import { releaseHold } from '../reservations/holds';
import { ConditionFailed } from '../lib/errors';
import { planByCode } from './plans';
import { getSubscription, hasActiveSubscription } from './subscriptions';
import { isActiveSubscription } from './rules';
import { hit, limits } from '../lib/auth/rate-limit';
import { clientAddress } from '../lib/auth/client-address';

export const RESUME_INSTEAD = 'Your subscription is still active until the end of its period. Resume it instead of subscribing again: check your status below.';

/** Stripe accepts expiries 30 min to 24 h ahead; the hold outlives the Checkout session by the grace period. */
export const CHECKOUT_EXPIRY_MINUTES = 31;
export const HOLD_GRACE_MINUTES = 5;
/** A subscription Checkout can be paid for 24 hours (Stripe's default, set explicitly so its reuse knows its end). */
export const SUBSCRIPTION_CHECKOUT_HOURS = 24;
/** The same request (email and plan, or email and held place) gets its open Checkout again while it has this long left to be paid. */
export const CHECKOUT_REUSE_MIN_LEFT_MINUTES = 10;

/** A redirect URL must point at this site; otherwise the default is used (no open redirects). */
export function siteUrlOr(p: Pick<Ports, 'config'>, url: string | undefined, fallback: string): string {
  if (!url) return fallback;
  try {
    return new URL(url.replace('{CHECKOUT_SESSION_ID}', 'x')).origin === new URL(p.config.siteUrl).origin ? url : fallback;
  } catch {
    return fallback;
  }
}

function withCheckoutSessionId(url: string): string {
  return url.includes('{CHECKOUT_SESSION_ID}') ? url : `${url}${url.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * The subscription success URL names the event the Checkout was started from (`event=<slug>`, only
 * a catalogue event, whatever the browser's URL said), so the success page can offer to finish
 * that registration. Stripe's {CHECKOUT_SESSION_ID} placeholder is kept as it is.
 */
function withEvent(url: string, eventSlug: string | undefined): string {
  const [base, query = ''] = url.split('?', 2);
  const kept = query.split('&').filter((part) => part && !part.startsWith('event='));
  if (eventSlug) kept.unshift(`event=${encodeURIComponent(eventSlug)}`);
  return kept.length ? `${base}?${kept.join('&')}` : base;
}

async function saveCheckoutSession(p: Ports, checkoutSession: { id: string; url: string }, expiresAt: Date, fields: { email: string } & Record<string, unknown>) {
  const createdAt = p.clock.now().toISOString();
  await p.table.put({
    ...keys.checkoutSession(checkoutSession.id),
    type: 'CheckoutSession',
    sessionId: checkoutSession.id,
    status: 'open',
    createdAt,
    url: checkoutSession.url,
    expiresAt: expiresAt.toISOString(),
    webhookEvents: [],
    ...fields,
    ...keys.checkoutsOfEmail(fields.email),
    gsi1sk: createdAt,
  });
}

/**
 * An open Checkout of ours that can still be paid for a while (CHECKOUT_REUSE_MIN_LEFT_MINUTES):
 * the same request gets it again instead of a new Stripe Checkout. One Stripe has already heard
 * about (a webhook) or that we saw completed is never given again.
 */
async function reusableCheckout(p: Ports, checkoutSessionId: string | undefined, email: string): Promise<{ checkout_url: string; session_id: string; expiresAt: string } | undefined> {
  if (!checkoutSessionId) return undefined;
  const item = await p.table.get(keys.checkoutSession(checkoutSessionId), { consistent: true });
  if (!item || item.email !== email || item.status !== 'open' || (Array.isArray(item.webhookEvents) && item.webhookEvents.length > 0)) return undefined;
  if (typeof item.url !== 'string' || typeof item.expiresAt !== 'string') return undefined;
  if (Date.parse(item.expiresAt) - p.clock.now().getTime() < CHECKOUT_REUSE_MIN_LEFT_MINUTES * 60_000) return undefined;
  return { checkout_url: item.url, session_id: checkoutSessionId, expiresAt: item.expiresAt };
}

/** Which open subscription Checkout answers a request for this email, plan and event (the pointer lives in the person's partition). */
const openSubscriptionCheckoutKey = (email: string, planCode: string, eventSlug: string | undefined) => keys.openCheckout(email, `subscription#${planCode}#${eventSlug ?? ''}`);

/**
 * Counts one new Stripe Checkout against the requester's budgets (429 past either, before anything
 * is stored or asked of Stripe): its client address (an IPv6 address by its /64), and this email
 * from this address, so requests from other addresses never use up the owner's.
 */
async function countNewCheckout(p: Ports, email: string, clientIp: string): Promise<void> {
  const address = clientAddress(clientIp);
  await hit(p, limits.checkoutPerIp, address);
  await hit(p, limits.checkoutPerEmailAddress, `${email} ${address}`);
}

/** Every Checkout Session one address started (the privacy export and purge). */
export async function checkoutsOf(p: Pick<Ports, 'table'>, email: string): Promise<Item[]> {
  const found = await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.checkoutsOfEmail(email).gsi1pk } });
  return (await Promise.all(found.map((c) => p.table.get(keys.checkoutSession(c.sessionId as string), { consistent: true })))).filter((c): c is Item => Boolean(c));
}

/**
 * A Checkout Session of a purged account: kept (an accounting record) with the email replaced by
 * the pseudonym and its entry in the payer's index removed.
 */
export async function pseudonymiseCheckout(p: Pick<Ports, 'table'>, checkoutSessionId: string, pseudonym: string): Promise<void> {
  await p.table.update(keys.checkoutSession(checkoutSessionId), {
    update: 'SET email = :pseudonym REMOVE gsi1pk, gsi1sk',
    condition: 'attribute_exists(pk)',
    values: { ':pseudonym': pseudonym },
    returnValues: 'NONE',
  });
}

export async function createSubscriptionCheckout(
  p: Ports,
  input: { email: string; planCode: string; successUrl?: string; cancelUrl?: string; source?: string; eventSlug?: string; clientIp: string },
): Promise<{ checkout_url: string; session_id: string }> {
  const plan = planByCode(input.planCode);
  if (!plan) throw new BadRequest('Invalid plan code');
  const email = normEmail(input.email);
  // An event that is not in the catalogue (a stale or edited link) is not carried: subscribing still works.
  const eventSlug = input.eventSlug ? eventBySlug(input.eventSlug)?.slug : undefined;
  const current = await getSubscription(p, email);
  if (isActiveSubscription(current, p.clock.now())) {
    // A cancelled subscription runs to the end of its period: resuming it, not a second one, keeps it going.
    throw new Conflict(current!.cancel_at_period_end ? RESUME_INSTEAD : 'You already have an active subscription.');
  }
  const pointer = openSubscriptionCheckoutKey(email, plan.code, eventSlug);
  const open = await reusableCheckout(p, (await p.table.get(pointer, { consistent: true }))?.sessionId as string | undefined, email);
  if (open) return { checkout_url: open.checkout_url, session_id: open.session_id };
  await countNewCheckout(p, email, input.clientIp);
  const site = p.config.siteUrl;
  const expiresAt = new Date(p.clock.now().getTime() + SUBSCRIPTION_CHECKOUT_HOURS * 3600_000);
  const checkoutSession = await p.payments.createCheckoutSession({
    mode: 'subscription',
    email,
    productName: `Fika Community membership (${plan.name})`,
    unitAmount: stripeUnitAmount(plan.price_cents, plan.currency),
    currency: plan.currency.toLowerCase(),
    interval: plan.billing_interval,
    successUrl: withCheckoutSessionId(withEvent(siteUrlOr(p, input.successUrl, `${site}/subscription/success`), eventSlug)),
    cancelUrl: siteUrlOr(p, input.cancelUrl, `${site}/subscription/cancel`),
    metadata: { kind: 'subscription', email, planCode: plan.code, source: input.source ?? 'website', ...(eventSlug ? { eventSlug } : {}) },
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  });
  await saveCheckoutSession(p, checkoutSession, expiresAt, { email, mode: 'subscription', planCode: plan.code, ...(eventSlug ? { eventSlug } : {}) });
  await p.table.put({ ...pointer, type: 'OpenCheckout', sessionId: checkoutSession.id, ttl: Math.floor(expiresAt.getTime() / 1000) });
  return { checkout_url: checkoutSession.url, session_id: checkoutSession.id };
}

export async function createEventCheckout(
  p: Ports,
  input: { email: string; eventSlug: string; priceCents?: number; currency?: string; answers?: unknown; successUrl?: string; cancelUrl?: string; clientIp: string; proved: boolean },
): Promise<{ checkout_url: string; session_id: string; holdExpiresAt: string }> {
  const event = eventBySlug(input.eventSlug);
  if (!event) throw new NotFound('Event not found');
  const rule = eventAccessRule(event);
  const now = p.clock.now();
  const next = bookableOccurrence(event, now);
  if (!rule.bookable || !next) throw new Conflict('Registration for this event is closed.');
  const { occurrence } = next;
  const email = normEmail(input.email);
  // A subscriber who has not proved the address is asked to pay like anyone: the answer tells nothing about it.
  const who = await requesterAudience(p, rule, email, input.proved);
  const access = decideAccess(rule, who);
  if (access.kind === 'not_in_audience') throw notInAudience(access);
  if (rule.perEventPriceCents == null) throw new BadRequest('This event does not take payment.');
  if ((input.priceCents !== undefined && input.priceCents !== rule.perEventPriceCents) || (input.currency && input.currency.toUpperCase() !== rule.currency)) {
    throw new Conflict(`The price of this event is ${formatPrice(rule.perEventPriceCents, rule.currency)}. Please reload the page and try again.`);
  }
  const subscriber = who.subscriber;
  if (access.kind !== 'payment_required') throw new Conflict('Your subscription already includes this event. Register with the form on the event page.');
  const answers = validateAnswers(event, input.answers);

  // Asking again for a place already held while its Checkout is open gets that Checkout again.
  const existing = await reservations.get(p, event.slug, occurrence, email);
  if (existing?.status === 'pending_payment') {
    const open = await reusableCheckout(p, existing.checkoutSessionId, email);
    if (open) return { checkout_url: open.checkout_url, session_id: open.session_id, holdExpiresAt: existing.holdExpiresAt ?? open.expiresAt };
  }
  await countNewCheckout(p, email, input.clientIp);

  const checkoutExpiry = new Date(now.getTime() + CHECKOUT_EXPIRY_MINUTES * 60_000);
  const holdUntil = new Date(checkoutExpiry.getTime() + HOLD_GRACE_MINUTES * 60_000);
  const outcome = await register(p, { event, occurrence, email, answers, subscriber, holdUntil, holdFor: input.clientIp, allowWaitlist: false });
  let held: Reservation;
  let createdHold = false;
  if (outcome.kind === 'held') {
    held = outcome.reservation;
    createdHold = true;
  } else if (outcome.kind === 'duplicate' && outcome.reservation.status === 'pending_payment') {
    held = await extendHold(p, outcome.reservation, holdUntil);
  } else if (outcome.kind === 'duplicate') {
    throw new Conflict(
      outcome.reservation.status === 'waitlisted'
        ? "You're on the waitlist for this event. We'll email you when a place opens up."
        : "You're already registered for this event.",
    );
  } else {
    throw new Conflict(rule.allowWaitlist ? 'This event is full. Register with the form to join the waitlist.' : 'This event is full.');
  }

  const site = p.config.siteUrl;
  const back = `${site}/events/${encodeURIComponent(event.slug)}`;
  let checkoutSession: { id: string; url: string };
  try {
    checkoutSession = await p.payments.createCheckoutSession({
      mode: 'payment',
      email,
      productName: `${event.title} (${occurrence})`,
      unitAmount: stripeUnitAmount(rule.perEventPriceCents, rule.currency),
      currency: rule.currency.toLowerCase(),
      successUrl: withCheckoutSessionId(siteUrlOr(p, input.successUrl, `${back}?payment=success`)),
      cancelUrl: siteUrlOr(p, input.cancelUrl, `${back}?payment=cancelled`),
      metadata: { kind: 'event', email, eventSlug: event.slug, occurrence },
      expiresAt: Math.floor(checkoutExpiry.getTime() / 1000),
    });
  } catch (e) {
    // Checkout could not be created: give the held place back at once.
    if (createdHold) await releaseHold(p, event, held, false);
    throw e;
  }
  await reservations.setCheckoutSession(p, held, checkoutSession.id);
  await saveCheckoutSession(p, checkoutSession, checkoutExpiry, { email, mode: 'payment', eventSlug: event.slug, occurrence, amountCents: rule.perEventPriceCents, currency: rule.currency });
  return { checkout_url: checkoutSession.url, session_id: checkoutSession.id, holdExpiresAt: holdUntil.toISOString() };
}

/** A hold being paid again (a new Checkout, or after a promotion) must outlive the new Checkout session. */
async function extendHold(p: Ports, r: Reservation, until: Date): Promise<Reservation> {
  const keep = r.holdExpiresAt && r.holdExpiresAt > until.toISOString() ? r.holdExpiresAt : until.toISOString();
  try {
    await reservations.extendHold(p, r, keep);
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict('Your held place has just been released. Please register again.');
    throw e;
  }
  return { ...r, holdExpiresAt: keep };
}

