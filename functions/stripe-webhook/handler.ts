/**
 * POST /api/stripe-webhook: the signature is checked over the raw body (base64 handled by
 * rawBody) before anything is read; a bad signature is a 400 and changes nothing. A failure while
 * processing answers 500 so Stripe retries; a repeated delivery answers 200 without doing it again.
 */
import { header, httpHandler, ok, rawBody } from '../lib/http';
import { BadRequest } from '../lib/errors';
import { ports } from '../lib/runtime';
import { log } from '../lib/log';
import type { WebhookEvent } from '../lib/ports';
import { handleStripeEvent } from './webhook';

export const handler = httpHandler(async (event) => {
  const signature = header(event, 'stripe-signature');
  if (!signature) throw new BadRequest('Missing Stripe signature');
  const body = rawBody(event);
  const p = await ports();
  let stripeEvent: WebhookEvent;
  try {
    stripeEvent = await p.payments.constructWebhookEvent(body, signature);
  } catch (e) {
    log.warn('stripe webhook signature rejected', { error: e instanceof Error ? e.message : String(e) });
    throw new BadRequest('Invalid signature');
  }
  const outcome = await handleStripeEvent(p, stripeEvent);
  return ok({ received: true, outcome });
});
