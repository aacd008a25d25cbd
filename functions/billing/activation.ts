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
import { NOT_PAID_YET, OTHER_CHECKOUT } from './proof';
import type { Viewer } from './rules';

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
    await activateSubscription(p, { email: d.email, checkoutSessionId: d.sessionId, subscriptionId: d.subscriptionId, customerId: d.customerId, metadata: d.metadata });
    await recordPayment(p, { email: d.email, checkoutSessionId: d.sessionId, amount: d.amountTotal, currency: d.currency, planCode: d.metadata.planCode });
    return;
  }
  const { eventSlug, occurrence } = d.metadata;
  if (d.metadata.kind !== 'event' || !eventSlug || !occurrence) {
    log.warn('paid checkout without event metadata', { checkoutSessionId: d.sessionId });
    return;
  }
  const checkoutSession = await p.payments.retrieveCheckoutSession(d.sessionId);
  // The place's confirmation or refund writes its own events (reservation.confirmed and payment.kept, or payment.refunded).
  await confirmPaidPlace(p, { email: d.email, eventSlug, occurrence, paymentIntentId: checkoutSession?.paymentIntentId ?? null, checkoutSessionId: d.sessionId, amount: d.amountTotal, currency: d.currency });
}

/** Stores the subscription a Checkout created, refetched from Stripe (the truth as of now). */
async function activateSubscription(
  p: Ports,
  input: { email: string; checkoutSessionId: string; subscriptionId: string | null; customerId: string | null; metadata: Record<string, string> },
): Promise<void> {
  const fetched = input.subscriptionId ? await p.payments.retrieveSubscription(input.subscriptionId) : undefined;
  const info: SubscriptionInfo = fetched ?? {
    // Stripe had not made the subscription readable yet: a completed, paid Checkout means active.
    id: input.subscriptionId ?? `checkout:${input.checkoutSessionId}`,
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
 * what Stripe says about the Checkout session: it must be a completed, paid subscription Checkout for this email.
 */
export async function createFallbackSubscription(p: Ports, email: string, checkoutSessionId: string) {
  const checkoutSession = await p.payments.retrieveCheckoutSession(checkoutSessionId);
  if (!checkoutSession) throw new NotFound('Checkout session not found');
  if (!checkoutSession.email || normEmail(checkoutSession.email) !== normEmail(email)) throw new Forbidden(OTHER_CHECKOUT);
  if (checkoutSession.mode !== 'subscription') throw new BadRequest('This checkout session is not a subscription.');
  if (checkoutSession.status !== 'complete' || checkoutSession.paymentStatus === 'unpaid') throw new Conflict(NOT_PAID_YET);
  const { subscriptionId, customerId, metadata, amountTotal, currency } = checkoutSession;
  await activateSubscription(p, { email, checkoutSessionId, subscriptionId, customerId, metadata });
  await recordPayment(p, { email, checkoutSessionId, amount: amountTotal, currency, planCode: metadata.planCode });
  await p.table.update(keys.checkoutSession(checkoutSessionId), {
    update: 'SET fallbackAt = if_not_exists(fallbackAt, :now), email = if_not_exists(email, :email)',
    values: { ':now': p.clock.now().toISOString(), ':email': normEmail(email) },
    returnValues: 'NONE',
  });
  // The paid Checkout is its caller's only proof: they see what it bought, not the money paid before.
  return statusFor(p, email, 'payer');
}

/**
 * verify_webhook_processing: did the webhook for this Checkout arrive? Public, so it says only that;
 * the events it brought and the Checkout session's state are in get_debug_info (admin only).
 */
export async function verifyWebhookProcessing(p: Pick<Ports, 'table'>, checkoutSessionId: string) {
  const item = await p.table.get(keys.checkoutSession(checkoutSessionId), { consistent: true });
  return { webhook_processed: Boolean(item?.webhookProcessedAt) };
}

export const PAYMENT_NOT_FOUND = 'We could not find this payment.';

/**
 * What the event page may say after `?payment=success&session_id=…`: `confirmed` (the place is
 * confirmed and paid), `refunded` (paid, but given back: the event filled up or the place was
 * already paid), `processing` (Stripe has the payment, our confirmation is still running) or
 * `unpaid` (nothing received). Only a per-event Checkout for this very event counts: any other
 * Checkout session id, or one for another event, is not found — a typed-in query never reads as a payment.
 */
export async function verifyEventPayment(p: Ports, checkoutSessionId: string, eventSlug: string): Promise<{ payment: 'confirmed' | 'refunded' | 'processing' | 'unpaid' }> {
  const item = await p.table.get(keys.checkoutSession(checkoutSessionId), { consistent: true });
  if (!item || item.mode !== 'payment' || item.eventSlug !== eventSlug) throw new NotFound(PAYMENT_NOT_FOUND);
  // The payment's outcome is decided once, on this item, in the write that confirms the place or
  // before the refund is asked for (reservations/holds.ts).
  if (item.paymentOutcome === 'refunded') return { payment: 'refunded' };
  if (item.paymentOutcome === 'kept') return { payment: 'confirmed' };
  const checkoutSession = await p.payments.retrieveCheckoutSession(checkoutSessionId);
  return { payment: checkoutSession?.status === 'complete' ? 'processing' : 'unpaid' };
}

/** get_debug_info (admin only): everything we and Stripe know about an email and a Checkout session. */
export async function debugInfo(p: Ports, email: string | undefined, checkoutSessionId: string | undefined) {
  const [subscription, storedCheckoutSession, stripeCheckoutSession, stripeSubscriptions] = await Promise.all([
    email ? getSubscription(p, email) : Promise.resolve(undefined),
    checkoutSessionId ? p.table.get(keys.checkoutSession(checkoutSessionId), { consistent: true }) : Promise.resolve(undefined),
    checkoutSessionId ? p.payments.retrieveCheckoutSession(checkoutSessionId).catch((e: Error) => ({ error: e.message })) : Promise.resolve(undefined),
    email ? p.payments.listSubscriptionsByEmail(email).catch((e: Error) => [{ error: e.message }]) : Promise.resolve(undefined),
  ]);
  return { paymentsProvider: p.payments.kind, subscription: subscription ?? null, checkoutSession: storedCheckoutSession ?? null, stripeSession: stripeCheckoutSession ?? null, stripeSubscriptions: stripeSubscriptions ?? null };
}
