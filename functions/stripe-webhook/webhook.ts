/**
 * Stripe webhook events: each processed once (a conditional put on its id claims it; a claim left
 * by a crashed run is taken over after a lease), in any order (subscription states carry Stripe's
 * time and are refetched from Stripe; see billing/subscriptions.ts).
 */
import { ConditionFailed } from '../lib/errors';
import { keys } from '../lib/keys';
import { parseEmail } from '../../domain/email-address';
import { log } from '../lib/log';
import type { Ports, WebhookEvent } from '../lib/ports';
import { toCheckoutInfo, toSubscriptionInfo } from '../lib/adapters/stripe';
import { applySubscriptionState, type ChangeReason } from '../billing/subscriptions';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';

/** A claim older than this is from a run that died: another delivery may take it over. */
export const CLAIM_LEASE_SECONDS = 300;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export async function handleStripeEvent(p: Ports, event: WebhookEvent): Promise<WebhookOutcome> {
  const now = p.clock.now();
  const key = keys.stripeEvent(event.id);
  const claim: Claim = { key, claimedAt: now.toISOString() };
  try {
    await p.table.put(
      { ...key, type: 'StripeEvent', eventId: event.id, eventType: event.type, created: event.created, status: 'processing', claimedAt: claim.claimedAt, ttl: Math.floor(now.getTime() / 1000) + 90 * 86400 },
      {
        condition: 'attribute_not_exists(pk) OR #status = :failed OR (#status = :processing AND claimedAt < :stale)',
        names: { '#status': 'status' },
        values: { ':failed': 'failed', ':processing': 'processing', ':stale': new Date(now.getTime() - CLAIM_LEASE_SECONDS * 1000).toISOString() },
      },
    );
  } catch (e) {
    if (e instanceof ConditionFailed) return 'duplicate';
    throw e;
  }
  try {
    const outcome = await dispatch(p, event, claim);
    // Another delivery took the claim over (ours outlived its lease): that run records the outcome.
    if (outcome === 'duplicate') return outcome;
    await p.table.update(key, { ...doneUpdate(outcome, p.clock.now().toISOString()), returnValues: 'NONE' });
    return outcome;
  } catch (e) {
    await p.table
      .update(key, { update: 'SET #status = :failed, failedAt = :now', names: { '#status': 'status' }, values: { ':failed': 'failed', ':now': p.clock.now().toISOString() }, returnValues: 'NONE' })
      .catch(() => undefined);
    throw e;
  }
}

/** A delivery's claim on a Stripe event: the event's item and when this delivery claimed it. */
interface Claim {
  key: { pk: string; sk: string };
  claimedAt: string;
}

/** Marks a claimed Stripe event processed (with its outcome). */
function doneUpdate(outcome: WebhookOutcome, now: string) {
  return { update: 'SET #status = :done, processedAt = :now, outcome = :outcome', names: { '#status': 'status' }, values: { ':done': 'processed', ':now': now, ':outcome': outcome } };
}

async function dispatch(p: Ports, event: WebhookEvent, claim: Claim): Promise<WebhookOutcome> {
  const obj = event.data?.object ?? {};
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(p, event, claim);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEvent(p, event, typeof obj.id === 'string' ? obj.id : undefined);
    case 'invoice.payment_failed': {
      const id = obj.subscription ?? obj.parent?.subscription_details?.subscription;
      return subscriptionEvent(p, event, typeof id === 'string' ? id : (id?.id as string | undefined), 'payment_failed');
    }
    default:
      return 'ignored';
  }
}

/**
 * Records the delivery on the Checkout session item; a paid Checkout with an address is announced
 * (stripe.checkout.completed) in the same transaction, which also marks this delivery's claim
 * processed: a later delivery of the same Stripe event is a duplicate, so the event goes out once.
 */
async function checkoutCompleted(p: Ports, event: WebhookEvent, claim: Claim): Promise<WebhookOutcome> {
  const info = toCheckoutInfo(event.data.object);
  // The address our checkout was created for comes first: reservations and subscriptions are kept under it.
  const email = parseEmail(info.metadata.email) ?? parseEmail(info.email);
  const now = p.clock.now().toISOString();
  const recorded = {
    update: keys.checkoutSession(info.id),
    expression: 'SET webhookProcessedAt = if_not_exists(webhookProcessedAt, :now), webhookEvents = list_append(if_not_exists(webhookEvents, :empty), :ev), sessionId = :id',
    values: { ':now': now, ':empty': [], ':ev': [{ id: event.id, type: event.type, processedAt: now }], ':id': info.id },
  };
  if (!email || info.paymentStatus === 'unpaid') {
    await p.table.update(recorded.update, { update: recorded.expression, values: recorded.values, returnValues: 'NONE' });
    // Without an address there is no one to activate; an unpaid one (a delayed payment method) waits for the async success event.
    if (!email) log.warn('checkout completed without a usable email address', { sessionId: info.id });
    return 'ignored';
  }
  const done = doneUpdate('processed', now);
  try {
    await withEvents(
      p,
      [
        recorded,
        {
          update: claim.key,
          expression: done.update,
          condition: '#status = :processing AND claimedAt = :claimedAt',
          names: done.names,
          values: { ...done.values, ':processing': 'processing', ':claimedAt': claim.claimedAt },
        },
      ],
      [
        outboxEvent('stripe.checkout.completed', {
          stripeEventId: event.id,
          sessionId: info.id,
          mode: info.mode,
          email,
          customerId: info.customerId,
          subscriptionId: info.subscriptionId,
          amountTotal: info.amountTotal,
          currency: info.currency,
          metadata: info.metadata,
        }),
      ],
    );
  } catch (e) {
    // The claim is no longer ours (another delivery took it over after the lease): nothing was written.
    if (e instanceof ConditionFailed) return 'duplicate';
    throw e;
  }
  return 'processed';
}

async function subscriptionEvent(p: Ports, event: WebhookEvent, subscriptionId: string | undefined, reason?: ChangeReason): Promise<WebhookOutcome> {
  if (!subscriptionId) return 'ignored';
  // Refetch: the state as Stripe has it now beats the snapshot in the event, whatever the order.
  const fetched = await p.payments.retrieveSubscription(subscriptionId);
  const fromEvent = event.type.startsWith('customer.subscription.') ? toSubscriptionInfo(event.data.object) : undefined;
  const info = fetched ?? fromEvent;
  if (!info) return 'ignored';
  const email = parseEmail(info.metadata?.email) ?? parseEmail(fromEvent?.metadata?.email);
  if (!email) {
    log.warn('subscription event without a usable email address in its metadata', { subscriptionId, type: event.type });
    return 'ignored';
  }
  await applySubscriptionState(p, { email, info: { ...info, metadata: { ...info.metadata, email } }, eventCreated: event.created, reason });
  return 'processed';
}
