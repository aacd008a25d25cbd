/** Drives the local Checkout simulator the way /_dev/checkout/{id} does: pay, then deliver the signed events. */
import type { Harness } from '../support/integration';
import type { simulatorPayments } from '../../functions/lib/adapters/stripe-simulator';
import { signStripePayload } from '../../functions/lib/adapters/stripe';
import { createSession } from '../../functions/lib/auth/tokens';
import { MEMBER_SESSION_KIND } from '../../functions/member/access';
import { MEMBER_SESSION_TTL_SECONDS } from '../../domain/member/rules';

export type Simulator = ReturnType<typeof simulatorPayments>;
export const sim = (h: Harness) => h.ports.payments as unknown as Simulator;

export function deliver(h: Harness, e: { payload: string; signature: string }, headers: Record<string, string> = {}) {
  return h.call('/api/stripe-webhook', undefined, {
    method: 'POST',
    rawBody: Buffer.from(e.payload),
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': e.signature, ...headers },
  });
}

/** Pays a Checkout session in the simulator and delivers its webhook events; returns them. */
export async function payAndDeliver(h: Harness, sessionId: string) {
  const { events, redirect } = await sim(h).pay(sessionId);
  for (const e of events) {
    const r = await deliver(h, e);
    if (r.status !== 200) throw new Error(`webhook answered ${r.status}: ${JSON.stringify(r.body)}`);
  }
  await h.bus.drain();
  return { events, redirect };
}

/** A Stripe-signed event built by hand (for ordering and duplicate tests). */
export async function signed(h: Harness, event: { id: string; type: string; created: number; object: unknown }) {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, created: event.created, livemode: false, data: { object: event.object } });
  return { payload, signature: await signStripePayload(payload, h.ports.secrets.stripeWebhookSecret) };
}

export const subscriptionObject = (id: string, email: string, status: string, periodEnd: number) => ({
  id,
  object: 'subscription',
  customer: 'cus_test_1',
  status,
  cancel_at_period_end: false,
  created: 1_790_000_000,
  metadata: { email, planCode: 'monthly' },
  items: { data: [{ current_period_end: periodEnd, price: { unit_amount: 1500, currency: 'jpy', recurring: { interval: 'month' } } }] },
});

/** Delivers the webhook events the simulator queued (as Stripe sends them after an API call); returns their types. */
export async function deliverQueued(h: Harness): Promise<string[]> {
  const types: string[] = [];
  for (const e of sim(h).takeWebhooks()) {
    const r = await deliver(h, e);
    if (r.status !== 200) throw new Error(`webhook answered ${r.status}: ${JSON.stringify(r.body)}`);
    types.push((JSON.parse(e.payload) as { type: string }).type);
  }
  await h.bus.drain();
  return types;
}

/**
 * Headers proving an email as its owner: a member session for it, as the sign-in link gives
 * (stored directly, so an address that is not a member yet can be asked about too).
 */
export async function ownerHeaders(h: Harness, email: string): Promise<Record<string, string>> {
  const { token } = await createSession(h.ports, { kind: MEMBER_SESSION_KIND, email, ttlSeconds: MEMBER_SESSION_TTL_SECONDS });
  return { authorization: `Bearer ${token}` };
}

/** get_subscription_status asked by the owner of the email. */
export async function ownerStatus(h: Harness, email: string) {
  return h.call('/api/subscription-management', { action: 'get_subscription_status', data: { email } }, { headers: await ownerHeaders(h, email) });
}
