/**
 * What a completed Checkout changes, and the recovery actions that reach the
 * same state from the other side (sync_from_stripe, create_fallback_subscription). Every path goes
 * through applySubscriptionState / confirmPaidPlace, so running two of them, or one twice, is safe.
 */
import type { Detail } from '../../events/catalogue';
import { BadRequest, Conflict, Forbidden, NotFound } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports, SubscriptionInfo } from '../lib/ports';
import { log } from '../lib/log';
import { confirmPaidPlace } from '../reservations/holds';
import { applySubscriptionState, getSubscription, recordPayment, statusFor } from './subscriptions';
import { NOT_PAID_YET, OTHER_CHECKOUT, type Viewer } from './proof';

const nowSeconds = (p: Pick<Ports, 'clock'>) => Math.floor(p.clock.now().getTime() / 1000);

/** The billing-activation consumer: activate the subscription, or confirm the paid place. */
export async function activateCheckout(p: Ports, d: Detail<'stripe.checkout.completed'>): Promise<void> {
  await p.table.update(keys.checkoutSession(d.sessionId), {
    update: 'SET #status = :complete, completedAt = if_not_exists(completedAt, :now), sessionId = :id, email = if_not_exists(email, :email), #mode = :mode',
    names: { '#status': 'status', '#mode': 'mode' },
    values: { ':complete': 'complete', ':now': p.clock.now().toISOString(), ':id': d.sessionId, ':email': normEmail(d.email), ':mode': d.mode },
    returnValues: 'NONE',
  });
  if (d.mode === 'subscription') {
    await activateSubscription(p, { email: d.email, sessionId: d.sessionId, subscriptionId: d.subscriptionId, customerId: d.customerId, metadata: d.metadata });
    await recordPayment(p, { email: d.email, sessionId: d.sessionId, amount: d.amountTotal, currency: d.currency, planCode: d.metadata.planCode });
    return;
  }
  const { eventSlug, occurrence } = d.metadata;
  if (d.metadata.kind !== 'event' || !eventSlug || !occurrence) {
    log.warn('paid checkout without event metadata', { sessionId: d.sessionId });
    return;
  }
  const session = await p.payments.retrieveCheckoutSession(d.sessionId);
  // The place's confirmation or refund writes its own events (reservation.confirmed and payment.kept, or payment.refunded).
  await confirmPaidPlace(p, { email: d.email, eventSlug, occurrence, paymentIntentId: session?.paymentIntentId ?? null, checkoutSessionId: d.sessionId, amount: d.amountTotal, currency: d.currency });
}

/** Stores the subscription a Checkout created, refetched from Stripe (the truth as of now). */
async function activateSubscription(
  p: Ports,
  input: { email: string; sessionId: string; subscriptionId: string | null; customerId: string | null; metadata: Record<string, string> },
): Promise<void> {
  const fetched = input.subscriptionId ? await p.payments.retrieveSubscription(input.subscriptionId) : undefined;
  const info: SubscriptionInfo = fetched ?? {
    // Stripe had not made the subscription readable yet: a completed, paid Checkout means active.
    id: input.subscriptionId ?? `checkout:${input.sessionId}`,
    customerId: input.customerId ?? '',
    status: 'active',
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    interval: null,
    unitAmount: null,
    currency: null,
    metadata: input.metadata,
    updatedAt: nowSeconds(p),
  };
  await applySubscriptionState(p, { email: input.email, info: { ...info, metadata: { ...input.metadata, ...info.metadata } } });
}

/**
 * sync_from_stripe: the subscriptions Stripe has for the email; the live one (or the latest) wins.
 * The caller has proved the email (billing/proof.ts); `viewer` is what that proof lets them see.
 */
export async function syncFromStripe(p: Ports, email: string, viewer: Viewer) {
  const subs = await p.payments.listSubscriptionsByEmail(normEmail(email));
  if (subs.length) {
    const live = subs.filter((s) => s.status === 'active' || s.status === 'trialing');
    const pick = (live.length ? live : subs).sort((a, b) => b.updatedAt - a.updatedAt)[0];
    await applySubscriptionState(p, { email, info: { ...pick, metadata: { ...pick.metadata, email: normEmail(email) } } });
  }
  return statusFor(p, email, viewer);
}

/**
 * create_fallback_subscription: the success page's last resort when no webhook arrived. Trusts only
 * what Stripe says about the session: it must be a completed, paid subscription Checkout for this email.
 */
export async function createFallbackSubscription(p: Ports, email: string, sessionId: string) {
  const session = await p.payments.retrieveCheckoutSession(sessionId);
  if (!session) throw new NotFound('Checkout session not found');
  if (!session.email || normEmail(session.email) !== normEmail(email)) throw new Forbidden(OTHER_CHECKOUT);
  if (session.mode !== 'subscription') throw new BadRequest('This checkout session is not a subscription.');
  if (session.status !== 'complete' || session.paymentStatus === 'unpaid') throw new Conflict(NOT_PAID_YET);
  await activateSubscription(p, { email, sessionId, subscriptionId: session.subscriptionId, customerId: session.customerId, metadata: session.metadata });
  await recordPayment(p, { email, sessionId, amount: session.amountTotal, currency: session.currency, planCode: session.metadata.planCode });
  await p.table.update(keys.checkoutSession(sessionId), {
    update: 'SET fallbackAt = if_not_exists(fallbackAt, :now), email = if_not_exists(email, :email)',
    values: { ':now': p.clock.now().toISOString(), ':email': normEmail(email) },
    returnValues: 'NONE',
  });
  // The paid Checkout is its caller's only proof: they see what it bought, not the money paid before.
  return statusFor(p, email, 'payer');
}

/**
 * verify_webhook_processing: did the webhook for this Checkout arrive? Public, so it says only that;
 * the events it brought and the session's state are in get_debug_info (admin only).
 */
export async function verifyWebhookProcessing(p: Pick<Ports, 'table'>, sessionId: string) {
  const item = await p.table.get(keys.checkoutSession(sessionId), { consistent: true });
  return { webhook_processed: Boolean(item?.webhookProcessedAt) };
}

export const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/**
 * What the event page may say after `?payment=success&session_id=…`: `confirmed` (the place is
 * confirmed and paid), `refunded` (paid, but given back: the event filled up or the place was
 * already paid), `processing` (Stripe has the payment, our confirmation is still running) or
 * `unpaid` (nothing received). Only a per-event Checkout for this very event counts: any other
 * session id, or one for another event, is not found — a typed-in query never reads as a payment.
 */
export async function verifyEventPayment(p: Ports, sessionId: string, eventSlug: string): Promise<{ payment: 'confirmed' | 'refunded' | 'processing' | 'unpaid' }> {
  const item = await p.table.get(keys.checkoutSession(sessionId), { consistent: true });
  if (!item || item.mode !== 'payment' || item.eventSlug !== eventSlug) throw new NotFound(PAYMENT_NOT_FOUND);
  // The payment's outcome is decided once, on this item, in the write that confirms the place or
  // before the refund is asked for (reservations/holds.ts).
  if (item.paymentOutcome === 'refunded') return { payment: 'refunded' };
  if (item.paymentOutcome === 'kept') return { payment: 'confirmed' };
  const session = await p.payments.retrieveCheckoutSession(sessionId);
  return { payment: session?.status === 'complete' ? 'processing' : 'unpaid' };
}

/** get_debug_info (admin only): everything we and Stripe know about an email and a session. */
export async function debugInfo(p: Ports, email: string | undefined, sessionId: string | undefined) {
  const [subscription, checkout, stripeSession, stripeSubscriptions] = await Promise.all([
    email ? getSubscription(p, email) : Promise.resolve(undefined),
    sessionId ? p.table.get(keys.checkoutSession(sessionId), { consistent: true }) : Promise.resolve(undefined),
    sessionId ? p.payments.retrieveCheckoutSession(sessionId).catch((e: Error) => ({ error: e.message })) : Promise.resolve(undefined),
    email ? p.payments.listSubscriptionsByEmail(email).catch((e: Error) => [{ error: e.message }]) : Promise.resolve(undefined),
  ]);
  return { paymentsProvider: p.payments.kind, subscription: subscription ?? null, checkoutSession: checkout ?? null, stripeSession: stripeSession ?? null, stripeSubscriptions: stripeSubscriptions ?? null };
}
