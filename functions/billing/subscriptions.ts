/**
 * The subscription item (stored by store.ts) and every way it changes: webhook events,
 * the activation consumer, sync_from_stripe and the fallback creation all go through
 * applySubscriptionState, so the ordering rule and the "changed" event live in one place.
 *
 * Ordering: a webhook write carries its event's Stripe time (lastEventCreated) and an event older
 * than what is stored is ignored. A state just read from Stripe (activation, sync, fallback,
 * cancel) is authoritative: it is stored whatever the order, keeping the newest time seen.
 * Concurrency: optimistic — every write is conditional on the revision it read.
 */
import { ConditionFailed } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports, SubscriptionInfo } from '../lib/ports';
import * as subscriptions from './store';
import type { SubscriptionItem } from './store';
import { PLANS, hundredthsFromStripe } from './plans';
import { isActiveSubscription, isLiveStatus as liveStatus, statusLabel } from './rules';
import { keptEvents } from './kept';
import { event, withEvents } from '../lib/event-outbox';
import type { Viewer } from './rules';

export type { SubscriptionItem };

/**
 * Why subscription.changed was published: the status changed (started, cancelled = ended, updated),
 * a payment failed, or a live subscription was set to end at its period end (cancel_scheduled) or
 * set back to renew (resumed).
 */
export type ChangeReason = 'started' | 'updated' | 'cancelled' | 'cancel_scheduled' | 'resumed' | 'payment_failed';

export async function getSubscription(p: Pick<Ports, 'table'>, email: string): Promise<SubscriptionItem | undefined> {
  return subscriptions.get(p, email);
}

export async function hasActiveSubscription(p: Pick<Ports, 'table' | 'clock'>, email: string): Promise<boolean> {
  return isActiveSubscription(await getSubscription(p, email), p.clock.now());
}

/**
 * What get_subscription_status answers: the subscription's status, plan and period. The total paid is shown
 * only to the owner of the email (billing/proof.ts), never to the payer of one Checkout.
 */
export function subscriptionView(item: SubscriptionItem | undefined, now: Date, viewer: Viewer) {
  if (!item) return null;
  return {
    subscription_status: item.subscription_status,
    statusLabel: statusLabel(item.subscription_status),
    isActive: isActiveSubscription(item, now),
    current_period_end: item.current_period_end,
    cancel_at_period_end: Boolean(item.cancel_at_period_end),
    ...(viewer === 'owner' ? { total_paid_cents: Number(item.total_paid_cents ?? 0) } : {}),
    subscription_plans: item.plan,
  };
}

export async function statusFor(p: Pick<Ports, 'table' | 'clock'>, email: string, viewer: Viewer) {
  const now = p.clock.now();
  const item = await getSubscription(p, email);
  return { hasActiveSubscription: isActiveSubscription(item, now), subscription: subscriptionView(item, now, viewer) };
}

function planOf(info: SubscriptionInfo): SubscriptionItem['plan'] {
  const byCode = PLANS.find((pl) => pl.code === info.metadata?.planCode);
  const byInterval = PLANS.find((pl) => pl.billing_interval === info.interval);
  const plan = byCode ?? byInterval;
  if (!plan && !info.interval) return null;
  return {
    code: plan?.code ?? String(info.interval),
    billing_interval: (info.interval ?? plan!.billing_interval) as 'month' | 'year',
    price_cents: info.unitAmount != null && info.currency ? hundredthsFromStripe(info.unitAmount, info.currency) : (plan?.price_cents ?? 0),
  };
}

export interface ApplyResult {
  applied: boolean;
  previousStatus: string | null;
  status: string;
  item?: SubscriptionItem;
}

/**
 * Stores a subscription state for an email. `eventCreated`: the Stripe time (seconds) of the webhook
 * event that brought it; absent when the state was just read from Stripe (authoritative).
 * Writes subscription.changed with the state when the status changes, when a live subscription is
 * set to end at its period end or back to renew, and always with reason payment_failed.
 */
export async function applySubscriptionState(
  p: Ports,
  input: { email: string; info: SubscriptionInfo; eventCreated?: number; reason?: ChangeReason },
): Promise<ApplyResult> {
  const email = normEmail(input.email);
  const { info } = input;
  for (let round = 0; round < 8; round++) {
    const cur = await getSubscription(p, email);
    const now = p.clock.now();
    const stored = Number(cur?.lastEventCreated ?? 0);
    if (input.eventCreated !== undefined && cur && cur.stripeSubscriptionId === info.id && stored > input.eventCreated) {
      return { applied: false, previousStatus: cur.subscription_status, status: cur.subscription_status, item: cur };
    }
    // A late event about an older subscription never ends the one that is live now.
    if (cur && cur.stripeSubscriptionId && cur.stripeSubscriptionId !== info.id && isActiveSubscription(cur, now) && !liveStatus(info.status)) {
      return { applied: false, previousStatus: cur.subscription_status, status: cur.subscription_status, item: cur };
    }
    const state: subscriptions.SubscriptionState = {
      email,
      status: info.status,
      currentPeriodEnd: info.currentPeriodEnd,
      cancelAtPeriodEnd: info.cancelAtPeriodEnd,
      plan: planOf(info),
      customerId: info.customerId,
      subscriptionId: info.id,
      lastEventCreated: input.eventCreated ?? Math.max(stored, info.updatedAt),
    };
    const previousStatus = cur?.subscription_status ?? null;
    const changed = previousStatus !== info.status || cur?.stripeSubscriptionId !== info.id;
    const endChanged = !changed && liveStatus(info.status) && Boolean(cur?.cancel_at_period_end) !== Boolean(info.cancelAtPeriodEnd);
    const announce = changed || endChanged || input.reason === 'payment_failed';
    const reason: ChangeReason =
      input.reason ??
      (endChanged
        ? info.cancelAtPeriodEnd
          ? 'cancel_scheduled'
          : 'resumed'
        : liveStatus(info.status) && !liveStatus(previousStatus)
          ? 'started'
          : info.status === 'canceled'
            ? 'cancelled'
            : 'updated');
    try {
      // The state, its lookup item, the figures' move and its subscription.changed in one transaction
      // (conditional on the revision read).
      await withEvents(
        p,
        subscriptions.saveStateOps(state, cur, now.toISOString()),
        announce
          ? [event('subscription.changed', { email, subscriptionId: info.id, status: info.status as 'active', previousStatus, reason, currentPeriodEnd: info.currentPeriodEnd })]
          : [],
      );
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      continue;
    }
    return { applied: true, previousStatus, status: info.status, item: await getSubscription(p, email) };
  }
  throw new Error('subscription state did not settle after 8 rounds');
}

/**
 * Adds a Checkout payment to total_paid_cents exactly once per Checkout session, with its
 * payment.kept (the receipt) and the figures' move in the same transaction (conditional on the
 * subscription item as read: read again if it changed in between).
 */
export async function recordPayment(
  p: Pick<Ports, 'table' | 'clock' | 'ids'>,
  input: { email: string; checkoutSessionId: string; amount: number | null; currency: string | null; planCode?: string },
): Promise<boolean> {
  if (!input.amount || !input.currency) return false;
  const cents = hundredthsFromStripe(input.amount, input.currency);
  for (let round = 0; round < 8; round++) {
    const cur = await getSubscription(p, input.email);
    try {
      await withEvents(
        p,
        [
          {
            update: keys.checkoutSession(input.checkoutSessionId),
            // A subscription's first payment is always kept (the receipt depends on paymentOutcome).
            expression: 'SET paymentRecordedAt = :now, amountPaidCents = :cents, paymentOutcome = :kept',
            condition: 'attribute_not_exists(paymentRecordedAt)',
            values: { ':now': p.clock.now().toISOString(), ':cents': cents, ':kept': 'kept' },
          },
          ...subscriptions.addPaymentOps(input.email, cents, cur),
        ],
        keptEvents({ ...input, mode: 'subscription' }),
      );
      return true;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      // Recorded already (another delivery), or the subscription changed since it was read: read again.
      const session = await p.table.get(keys.checkoutSession(input.checkoutSessionId), { consistent: true });
      if (session?.paymentRecordedAt) return false;
    }
  }
  throw new Error('subscription payment did not settle after 8 rounds');
}
