/**
 * PaymentsPort over Stripe (stripe-node, imported lazily so only the functions that pay load it).
 * The webhook signature is always verified with stripe-node, in both ways of running.
 */
import type { CheckoutSessionInfo, PaymentsPort, SubscriptionInfo, WebhookEvent } from '../ports';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

let stripeModule: Promise<Any> | undefined;
export const loadStripe = (): Promise<Any> => (stripeModule ??= import('stripe').then((m) => m.default ?? m));

/** Verifies a Stripe signature header over the raw body. Throws on a bad or stale signature. */
export async function verifyStripeSignature(rawBody: Buffer, signature: string, webhookSecret: string): Promise<WebhookEvent> {
  const Stripe = await loadStripe();
  const client = new Stripe('sk_test_signature_only');
  return client.webhooks.constructEvent(rawBody, signature, webhookSecret) as WebhookEvent;
}

/** stripe-node's own test signer: the local Checkout simulator signs its events with it. */
export async function signStripePayload(payload: string, webhookSecret: string): Promise<string> {
  const Stripe = await loadStripe();
  const client = new Stripe('sk_test_signature_only');
  return client.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
}

export function toSubscriptionInfo(s: Any): SubscriptionInfo {
  const item = s.items?.data?.[0];
  const periodEnd = item?.current_period_end ?? s.current_period_end ?? null;
  return {
    id: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? ''),
    status: s.status,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
    interval: item?.price?.recurring?.interval ?? item?.plan?.interval ?? null,
    unitAmount: item?.price?.unit_amount ?? item?.plan?.amount ?? null,
    currency: item?.price?.currency ?? s.currency ?? null,
    metadata: s.metadata ?? {},
    updatedAt: s.updated_at ?? s.created ?? 0,
  };
}

export function toCheckoutInfo(c: Any): CheckoutSessionInfo {
  return {
    id: c.id,
    url: c.url ?? null,
    mode: c.mode,
    status: c.status,
    paymentStatus: c.payment_status,
    email: c.customer_details?.email ?? c.customer_email ?? null,
    customerId: typeof c.customer === 'string' ? c.customer : (c.customer?.id ?? null),
    subscriptionId: typeof c.subscription === 'string' ? c.subscription : (c.subscription?.id ?? null),
    paymentIntentId: typeof c.payment_intent === 'string' ? c.payment_intent : (c.payment_intent?.id ?? null),
    amountTotal: c.amount_total ?? null,
    currency: c.currency ?? null,
    metadata: c.metadata ?? {},
  };
}

export function stripePayments(secretKey: string, webhookSecret: string): PaymentsPort {
  let clientPromise: Promise<Any> | undefined;
  const client = () =>
    (clientPromise ??= loadStripe().then((Stripe) => {
      if (!secretKey) throw new Error('Stripe secret key is not configured');
      return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
    }));
  return {
    kind: 'stripe',
    async createCheckoutSession(input) {
      const s = await client();
      const session = await s.checkout.sessions.create({
        mode: input.mode,
        customer_email: input.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.unitAmount,
              product_data: { name: input.productName },
              ...(input.mode === 'subscription' ? { recurring: { interval: input.interval ?? 'month' } } : {}),
            },
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        ...(input.mode === 'subscription' ? { subscription_data: { metadata: input.metadata } } : { payment_intent_data: { metadata: input.metadata } }),
        ...(input.expiresAt ? { expires_at: input.expiresAt } : {}),
      });
      return { id: session.id, url: session.url };
    },
    async retrieveCheckoutSession(id) {
      const s = await client();
      try {
        return toCheckoutInfo(await s.checkout.sessions.retrieve(id));
      } catch (e) {
        if ((e as Any)?.statusCode === 404) return undefined;
        throw e;
      }
    },
    async retrieveSubscription(id) {
      const s = await client();
      try {
        return toSubscriptionInfo(await s.subscriptions.retrieve(id));
      } catch (e) {
        if ((e as Any)?.statusCode === 404) return undefined;
        throw e;
      }
    },
    async listSubscriptionsByEmail(email) {
      const s = await client();
      const customers = await s.customers.list({ email, limit: 10 });
      const out: SubscriptionInfo[] = [];
      for (const c of customers.data) {
        const subs = await s.subscriptions.list({ customer: c.id, status: 'all', limit: 10 });
        out.push(...subs.data.map(toSubscriptionInfo));
      }
      return out;
    },
    async setCancelAtPeriodEnd(id, cancel) {
      const s = await client();
      return toSubscriptionInfo(await s.subscriptions.update(id, { cancel_at_period_end: cancel }));
    },
    async refundPayment(paymentIntentId, reason) {
      const s = await client();
      // One refund per payment, however often a retried consumer asks for it.
      const r = await s.refunds.create({ payment_intent: paymentIntentId, metadata: { reason } }, { idempotencyKey: `refund-${paymentIntentId}` });
      return { id: r.id };
    },
    constructWebhookEvent: (rawBody, signature) => verifyStripeSignature(rawBody, signature, webhookSecret),
  };
}
