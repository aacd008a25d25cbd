/**
 * The local Stripe Checkout simulator (no STRIPE_SECRET_KEY): sessions and subscriptions live in
 * the table under SIM# keys; the checkout URL opens /_dev/checkout/{id}. Paying there builds the
 * same events Stripe would send and signs them with stripe-node's generateTestHeaderString, so the
 * real webhook handler verifies them exactly as in production.
 *
 * API calls that change a subscription (cancel at period end, resume) queue the webhook events
 * Stripe would send; like Stripe, they go out after the call has answered, to whoever listens
 * (onWebhook: the local stack posts them to /api/stripe-webhook). The simulator's clock is the
 * ports' clock: settlePeriods() does what Stripe does when a paid period ends — a subscription set
 * to cancel at period end becomes canceled (customer.subscription.deleted), any other live one
 * renews for another period (customer.subscription.updated).
 */
import type { CheckoutSessionInfo, ClockPort, IdsPort, PaymentsPort, SubscriptionInfo, TablePort, WebhookEvent } from '../ports';
import { signStripePayload, verifyStripeSignature } from './stripe';
import { keys } from '../keys';

const simKey = (kind: 'CHECKOUT' | 'SUB' | 'CUSTOMER' | 'SUBS', id: string) => keys.stripeSimulator(kind, id);
/** Every subscription the simulator made, for settlePeriods. */
const ALL_SUBS = simKey('SUBS', 'all');

export interface SignedWebhook {
  payload: string;
  signature: string;
}

export interface SimulatorDeps {
  table: TablePort;
  ids: IdsPort;
  clock: ClockPort;
  siteUrl: string;
  webhookSecret: string;
}

export interface SimulatedSession extends CheckoutSessionInfo {
  successUrl: string;
  cancelUrl: string;
  productName: string;
  unitAmount: number;
  interval: 'month' | 'year' | null;
  expiresAt: number;
}

export function simulatorPayments(d: SimulatorDeps): PaymentsPort & {
  getSession(id: string): Promise<SimulatedSession | undefined>;
  pay(id: string): Promise<{ events: SignedWebhook[]; redirect: string }>;
  cancelUrl(id: string): Promise<string | undefined>;
  failNextInvoice(subscriptionId: string): Promise<SignedWebhook>;
  settlePeriods(): Promise<number>;
  onWebhook(send: (e: SignedWebhook) => Promise<void>): void;
  takeWebhooks(): SignedWebhook[];
} {
  const now = () => Math.floor(d.clock.now().getTime() / 1000);
  const queued: SignedWebhook[] = [];
  let sender: ((e: SignedWebhook) => Promise<void>) | undefined;

  /** Queues an event Stripe would send; a listener gets it once the current call has answered. */
  function emit(e: SignedWebhook) {
    queued.push(e);
    if (!sender) return;
    const send = sender;
    setImmediate(() => {
      for (const next of queued.splice(0)) void send(next).catch((err: unknown) => console.error('simulated webhook failed:', err));
    });
  }

  async function saveSub(s: SubscriptionInfo) {
    await d.table.put({ ...simKey('SUB', s.id), subscription: s });
  }

  async function customerFor(email: string): Promise<string> {
    const existing = await d.table.get(simKey('CUSTOMER', email.toLowerCase()));
    if (existing) return existing.customerId as string;
    const customerId = `cus_sim_${d.ids.id('c').slice(2)}`;
    await d.table.put({ ...simKey('CUSTOMER', email.toLowerCase()), customerId, email: email.toLowerCase(), subscriptionIds: [] });
    return customerId;
  }

  async function signed(type: string, object: unknown, previous?: Record<string, unknown>): Promise<SignedWebhook> {
    const data = previous ? { object, previous_attributes: previous } : { object };
    const event = { id: `evt_sim_${d.ids.id('e').slice(2)}`, object: 'event', type, created: now(), livemode: false, api_version: '2025-10-29', data };
    const payload = JSON.stringify(event);
    return { payload, signature: await signStripePayload(payload, d.webhookSecret) };
  }

  function subObject(s: SubscriptionInfo) {
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customerId,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      created: s.updatedAt,
      metadata: s.metadata,
      items: { data: [{ current_period_end: s.currentPeriodEnd ? Math.floor(Date.parse(s.currentPeriodEnd) / 1000) : null, price: { unit_amount: s.unitAmount, currency: s.currency, recurring: { interval: s.interval } } }] },
    };
  }

  const sim = {
    kind: 'simulator' as const,
    async createCheckoutSession(input: Parameters<PaymentsPort['createCheckoutSession']>[0]) {
      const id = `cs_sim_${d.ids.id('s').slice(2)}`;
      const url = `${d.siteUrl}/_dev/checkout/${id}`;
      const session: SimulatedSession = {
        id,
        url,
        mode: input.mode,
        status: 'open',
        paymentStatus: 'unpaid',
        email: input.email,
        customerId: null,
        subscriptionId: null,
        paymentIntentId: null,
        amountTotal: input.unitAmount,
        currency: input.currency.toLowerCase(),
        metadata: input.metadata,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        productName: input.productName,
        unitAmount: input.unitAmount,
        interval: input.mode === 'subscription' ? (input.interval ?? 'month') : null,
        expiresAt: input.expiresAt ?? now() + 86400,
      };
      await d.table.put({ ...simKey('CHECKOUT', id), session });
      return { id, url };
    },
    async getSession(id: string) {
      const item = await d.table.get(simKey('CHECKOUT', id), { consistent: true });
      return item?.session as SimulatedSession | undefined;
    },
    async retrieveCheckoutSession(id: string) {
      const s = await sim.getSession(id);
      if (!s) return undefined;
      const { successUrl: _s, cancelUrl: _c, productName: _p, unitAmount: _u, interval: _i, expiresAt: _e, ...info } = s;
      return info;
    },
    async retrieveSubscription(id: string) {
      const item = await d.table.get(simKey('SUB', id), { consistent: true });
      return item?.subscription as SubscriptionInfo | undefined;
    },
    async listSubscriptionsByEmail(email: string) {
      const c = await d.table.get(simKey('CUSTOMER', email.toLowerCase()), { consistent: true });
      const ids = (c?.subscriptionIds as string[] | undefined) ?? [];
      const subs = await Promise.all(ids.map((id) => sim.retrieveSubscription(id)));
      return subs.filter((s): s is SubscriptionInfo => Boolean(s));
    },
    async setCancelAtPeriodEnd(id: string, cancel: boolean) {
      const s = await sim.retrieveSubscription(id);
      if (!s) throw new Error(`No such subscription: ${id}`);
      // Stripe refuses to change a subscription that has already ended.
      if (s.status === 'canceled' || s.status === 'incomplete_expired') throw new Error(`A canceled subscription can only update its metadata: ${id}`);
      if (s.cancelAtPeriodEnd === cancel) return s;
      const changed = { ...s, cancelAtPeriodEnd: cancel, updatedAt: now() };
      await saveSub(changed);
      emit(await signed('customer.subscription.updated', subObject(changed), { cancel_at_period_end: s.cancelAtPeriodEnd }));
      return changed;
    },
    async settlePeriods() {
      const ids = ((await d.table.get(ALL_SUBS, { consistent: true }))?.ids as string[] | undefined) ?? [];
      let settled = 0;
      for (const id of ids) {
        const s = await sim.retrieveSubscription(id);
        if (!s?.currentPeriodEnd || (s.status !== 'active' && s.status !== 'trialing')) continue;
        const end = Date.parse(s.currentPeriodEnd);
        if (end > d.clock.now().getTime()) continue;
        settled++;
        if (s.cancelAtPeriodEnd) {
          const ended = { ...s, status: 'canceled', updatedAt: now() };
          await saveSub(ended);
          emit(await signed('customer.subscription.deleted', subObject(ended)));
        } else {
          const next = new Date(end);
          if (s.interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
          else next.setUTCMonth(next.getUTCMonth() + 1);
          const renewed = { ...s, currentPeriodEnd: next.toISOString(), updatedAt: now() };
          await saveSub(renewed);
          emit(await signed('customer.subscription.updated', subObject(renewed), { current_period_end: Math.floor(end / 1000) }));
        }
      }
      return settled;
    },
    onWebhook(send: (e: SignedWebhook) => Promise<void>) {
      sender = send;
    },
    takeWebhooks() {
      return queued.splice(0);
    },
    async refundPayment(paymentIntentId: string) {
      return { id: `re_sim_${paymentIntentId.slice(-12)}` };
    },
    constructWebhookEvent: (rawBody: Buffer, signature: string): Promise<WebhookEvent> => verifyStripeSignature(rawBody, signature, d.webhookSecret),

    /** Completes a session as Stripe would, returning the signed events to deliver and where to send the browser. */
    async pay(id: string) {
      const s = await sim.getSession(id);
      if (!s) throw new Error('No such checkout session');
      if (s.status !== 'open') throw new Error('This checkout session is no longer open');
      const customerId = await customerFor(s.email ?? 'unknown@example.com');
      const events: SignedWebhook[] = [];
      let subscriptionId: string | null = null;
      let subscription: (SubscriptionInfo & { email: string }) | undefined;
      if (s.mode === 'subscription') {
        subscriptionId = `sub_sim_${d.ids.id('u').slice(2)}`;
        const periodDays = s.interval === 'year' ? 365 : 30;
        subscription = {
          id: subscriptionId,
          customerId,
          status: 'active',
          currentPeriodEnd: new Date(d.clock.now().getTime() + periodDays * 86400_000).toISOString(),
          cancelAtPeriodEnd: false,
          interval: s.interval,
          unitAmount: s.unitAmount,
          currency: s.currency,
          metadata: s.metadata,
          updatedAt: now(),
          email: s.email ?? '',
        };
        const { email: _e, ...info } = subscription;
        await saveSub(info);
        await d.table.update(simKey('CUSTOMER', (s.email ?? '').toLowerCase()), {
          update: 'SET subscriptionIds = list_append(if_not_exists(subscriptionIds, :empty), :id)',
          values: { ':empty': [], ':id': [subscriptionId] },
        });
        await d.table.update(ALL_SUBS, { update: 'SET ids = list_append(if_not_exists(ids, :empty), :id)', values: { ':empty': [], ':id': [subscriptionId] } });
      }
      const paymentIntentId = s.mode === 'payment' ? `pi_sim_${d.ids.id('p').slice(2)}` : null;
      const completed: SimulatedSession = { ...s, status: 'complete', paymentStatus: 'paid', customerId, subscriptionId, paymentIntentId };
      await d.table.put({ ...simKey('CHECKOUT', id), session: completed });
      if (subscription) events.push(await signed('customer.subscription.created', subObject(subscription)));
      events.push(
        await signed('checkout.session.completed', {
          id,
          object: 'checkout.session',
          mode: s.mode,
          status: 'complete',
          payment_status: 'paid',
          customer: customerId,
          customer_email: s.email,
          customer_details: { email: s.email },
          subscription: subscriptionId,
          payment_intent: paymentIntentId,
          amount_total: s.amountTotal,
          currency: s.currency,
          metadata: s.metadata,
        }),
      );
      return { events, redirect: s.successUrl.replace('{CHECKOUT_SESSION_ID}', id) };
    },
    async cancelUrl(id: string) {
      return (await sim.getSession(id))?.cancelUrl;
    },
    async failNextInvoice(subscriptionId: string) {
      const s = await sim.retrieveSubscription(subscriptionId);
      if (!s) throw new Error('No such subscription');
      const pastDue = { ...s, status: 'past_due', updatedAt: now() };
      await saveSub(pastDue);
      return signed('invoice.payment_failed', { id: `in_sim_${d.ids.id('i').slice(2)}`, object: 'invoice', customer: s.customerId, subscription: subscriptionId, parent: { subscription_details: { subscription: subscriptionId } } });
    },
  };
  return sim;
}
