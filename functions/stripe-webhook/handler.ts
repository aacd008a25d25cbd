/**
 * POST /api/stripe-webhook: the signature is checked over the raw body (base64 handled by
 * rawBody) before anything is read; a bad signature is a 400 and changes nothing. A failure while
 * processing answers 500 so Stripe retries; a repeated delivery answers 200 without doing it again.
 */
import { header, httpHandler, ok, rawBody } from '../lib/http';
import { BadRequest } from '../lib/errors';
import * as z from '../../domain/zod';
import { ports } from '../lib/runtime';
import { log } from '../lib/log';
import type { WebhookEvent } from '../lib/ports';
import { handleStripeEvent } from './webhook';

/** The 400 answer to a correctly signed body that is not a Stripe event (`null`, no `id`, no `type`). */
export const NOT_AN_EVENT = 'The webhook body is not a Stripe event: expected a JSON object with a string id, a string type and data.object.';

const eventShape = z.looseObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  created: z.optional(z.number()),
  data: z.looseObject({ object: z.record(z.string(), z.unknown()) }),
});

/** A signed body is still checked for the shape of an event before it is claimed or read. */
function checkedEvent(e: unknown): WebhookEvent {
  if (!eventShape.safeParse(e).success) throw new BadRequest(NOT_AN_EVENT);
  return e as WebhookEvent;
}

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
  const outcome = await handleStripeEvent(p, checkedEvent(stripeEvent));
  return ok({ received: true, outcome });
});
