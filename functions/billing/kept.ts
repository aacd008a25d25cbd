/**
 * Money kept: what happens to the money of a paid Checkout (an event place, a subscription, a
 * Curated Fika place) is decided once and stored on its Checkout session item (`paymentOutcome`:
 * kept | refunded), in the same write that confirms the place or before the refund is asked for.
 * A repeated run (at-least-once delivery, a retry after a failure) follows the stored decision: a
 * refunded payment is never turned into a place later, a kept one never refunded. Only kept money
 * gets a receipt: payment.kept brings it, and the email consumer mails one per Checkout.
 */
import { keys } from '../lib/keys';
import type { Ports, TransactOp } from '../lib/ports';
import { hundredthsFromStripe } from './plans';

/** The transaction step that records a Checkout's money as kept (once: never over a refund). */
export const keptOp = (checkoutSessionId: string, now: string): TransactOp => ({
  update: keys.checkoutSession(checkoutSessionId),
  expression: 'SET paymentOutcome = :kept, paymentOutcomeAt = :now',
  condition: 'attribute_not_exists(paymentOutcome)',
  values: { ':kept': 'kept', ':now': now },
});

/**
 * Announces kept money (payment.kept brings the receipt). Every run that finds the money kept
 * announces it, since a run may have failed after storing the outcome; the receipt goes out once.
 */
export async function announceKept(
  p: Ports,
  input: { email: string; sessionId: string; mode: 'subscription' | 'payment'; amount: number | null; currency: string | null; eventSlug?: string; occurrence?: string; planCode?: string; description?: string },
): Promise<void> {
  if (!input.amount || !input.currency) return; // nothing was charged (a free trial): no receipt
  const currency = input.currency.toUpperCase();
  await p.events.publish('payment.kept', {
    email: input.email,
    sessionId: input.sessionId,
    mode: input.mode,
    amountCents: hundredthsFromStripe(input.amount, currency),
    currency,
    ...(input.eventSlug ? { eventSlug: input.eventSlug } : {}),
    ...(input.occurrence ? { occurrence: input.occurrence } : {}),
    ...(input.planCode ? { planCode: input.planCode } : {}),
    ...(input.description ? { description: input.description } : {}),
  });
}
