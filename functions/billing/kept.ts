/**
 * Money kept: what happens to the money of a paid Checkout (an event place, a subscription, a
 * Curated Fika place) is decided once and stored on its Checkout session item (`paymentOutcome`:
 * kept | refunded), in the same write that confirms the place or before the refund is asked for.
 * A repeated run (at-least-once delivery, a retry after a failure) follows the stored decision: a
 * refunded payment is never turned into a place later, a kept one never refunded. Only kept money
 * gets a receipt: payment.kept brings it, written with the stored outcome, and the email consumer
 * mails one per Checkout.
 */
import { keys } from '../lib/keys';
import type { TransactOp } from '../lib/ports';
import { hundredthsFromStripe } from './plans';
import { event, type PendingEvent } from '../lib/event-outbox';

/** The transaction step that records a Checkout's money as kept (once: never over a refund). */
export const keptOp = (checkoutSessionId: string, now: string): TransactOp => ({
  update: keys.checkoutSession(checkoutSessionId),
  expression: 'SET paymentOutcome = :kept, paymentOutcomeAt = :now',
  condition: 'attribute_not_exists(paymentOutcome)',
  values: { ':kept': 'kept', ':now': now },
});

/**
 * The transaction step that records the refund of kept money when an organiser cancelled the date
 * it paid for (cancel_occurrence). The outcome stays `kept` (the money was kept, then given back);
 * the refund is recorded beside it, and the refund mail reads it.
 */
export const dateCancelRefundOp = (checkoutSessionId: string, refundId: string, now: string): TransactOp => ({
  update: keys.checkoutSession(checkoutSessionId),
  expression: 'SET dateCancelRefundId = :id, dateCancelRefundedAt = :now',
  values: { ':id': refundId, ':now': now },
});

/** What a Checkout's money was for: the receipt's lines. */
export interface KeptPayment {
  email: string;
  checkoutSessionId: string;
  mode: 'subscription' | 'payment';
  /** As Stripe gives it (smallest currency unit); null or 0 when nothing was charged. */
  amount: number | null;
  currency: string | null;
  eventSlug?: string;
  occurrence?: string;
  planCode?: string;
  description?: string;
}

/**
 * payment.kept (it brings the receipt), written in the transaction that stores the money as kept,
 * so it goes out exactly once per Checkout. None when nothing was charged (a free trial).
 */
export function keptEvents(input: KeptPayment): PendingEvent<'payment.kept'>[] {
  if (!input.amount || !input.currency) return [];
  const currency = input.currency.toUpperCase();
  return [
    event('payment.kept', {
      email: input.email,
      sessionId: input.checkoutSessionId,
      mode: input.mode,
      amountCents: hundredthsFromStripe(input.amount, currency),
      currency,
      ...(input.eventSlug ? { eventSlug: input.eventSlug } : {}),
      ...(input.occurrence ? { occurrence: input.occurrence } : {}),
      ...(input.planCode ? { planCode: input.planCode } : {}),
      ...(input.description ? { description: input.description } : {}),
    }),
  ];
}
