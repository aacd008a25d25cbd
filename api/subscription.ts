/**
 * POST /api/subscription-management: plans, Stripe Checkout (a subscription or one paid event),
 * the status, sync, cancel and resume of a subscription, and the success page's recovery checks.
 * Reading or syncing a subscription needs proof of the email (functions/billing/proof.ts);
 * get_debug_info is admin only. `sessionId` and `session_id` are a Stripe Checkout session's id.
 */
import * as z from '../domain/zod';
import { emailField as email } from '../domain/email-field';
import { eventAccessRule, events } from '../content/events/index';
import { bookableOccurrence } from '../domain/reservations/occurrence';
import { action, actions, type SampleFixture } from './contract';

const url = z.optional(z.string().check(z.maxLength(2000)));
const checkoutSessionId = (msg: string) => z.string({ error: msg }).check(z.trim(), z.minLength(1, msg), z.maxLength(255, msg));
/** The Checkout that proves the email on the success page (functions/billing/proof.ts). */
const proofCheckoutSessionId = z.optional(z.string().check(z.trim(), z.maxLength(255)));
const eventSlug = z.string({ error: 'Event is required' }).check(z.trim(), z.minLength(1, 'Event is required'), z.maxLength(120));

/** Reading or syncing a subscription: the email, and the Checkout that proves it unless a member signs in. */
const emailWithProof = z.object({ email: email('Email is required', 'Invalid email address'), sessionId: proofCheckoutSessionId });

/** Cancel or resume: {email} mails a confirmation link to that address; {email, token} from the link makes the change. */
const changeInput = z.object({ email: email('Email is required', 'Invalid email address'), token: z.optional(z.string().check(z.maxLength(200))) });

const plan = z.object({
  code: z.enum(['monthly', 'yearly']),
  name: z.string(),
  billing_interval: z.enum(['month', 'year']),
  /** Hundredths of the currency unit: ¥1,500 = 150000. */
  price_cents: z.number(),
  currency: z.string(),
  priceText: z.string(),
  description: z.string(),
});

/** A subscription as its owner or payer sees it (also the member dashboard's, api/member.ts). */
export const subscriptionView = z.object({
  subscription_status: z.string(),
  statusLabel: z.string(),
  isActive: z.boolean(),
  current_period_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  /** Only for the owner of the email (a member signed in with it), never for the payer of one Checkout. */
  total_paid_cents: z.optional(z.number()),
  subscription_plans: z.nullable(z.object({ code: z.string(), billing_interval: z.enum(['month', 'year']), price_cents: z.number() })),
});

const status = z.object({ hasActiveSubscription: z.boolean(), subscription: z.nullable(subscriptionView) });

const change = z.object({
  cancelled: z.boolean(),
  resumed: z.boolean(),
  /** True when a confirmation link was mailed (no token given): nothing changed yet. */
  confirmationSent: z.boolean(),
  message: z.string(),
  subscription: z.nullable(subscriptionView),
});

const checkout = z.object({ checkout_url: z.string(), session_id: z.string() });

/** A bookable event that takes payment online, open to everyone. */
function paidEventSlug(now: Date): string {
  const event = events.find((e) => {
    const rule = eventAccessRule(e);
    return rule.bookable && rule.perEventPriceCents != null && !rule.exclusiveType && bookableOccurrence(e, now);
  });
  if (!event) throw new Error('no bookable paid event in the catalogue');
  return event.slug;
}

/** A subscription Checkout started for a fresh address: the address and the Checkout's id. */
async function subscriptionCheckout(fx: SampleFixture): Promise<{ email: string; sessionId: string }> {
  const email = fx.email('subscriber');
  const r = (await fx.call('subscription', 'create_checkout_session', { email, planCode: 'monthly' })) as { data: { session_id: string } };
  return { email, sessionId: r.data.session_id };
}

/** A Checkout for a paid event, for a fresh address, priced as the event page asks (check_event_access). */
async function eventCheckoutRequest(fx: SampleFixture) {
  const slug = paidEventSlug(fx.now());
  const email = fx.email('payer');
  const access = (await fx.call('subscription', 'check_event_access', { email, eventSlug: slug })) as { data: { pricing: { perEventPriceCents: number; currency: string } } };
  const { perEventPriceCents, currency } = access.data.pricing;
  return { email, priceCents: perEventPriceCents, currency, eventMetadata: { eventSlug: slug } };
}

/** A place held at a paid event while its Checkout is open: the event and the Checkout's id. */
async function eventCheckout(fx: SampleFixture): Promise<{ eventSlug: string; sessionId: string }> {
  const request = await eventCheckoutRequest(fx);
  const r = (await fx.call('subscription', 'create_event_checkout_session', request)) as { data: { session_id: string } };
  return { eventSlug: request.eventMetadata.eventSlug, sessionId: r.data.session_id };
}

/** A member signed in with a fresh address: their own subscription may be read. */
async function signedInMember(fx: SampleFixture) {
  const address = fx.email('member');
  return { data: { email: address }, token: await fx.memberToken(address) };
}

export const subscriptionActions = actions({
  get_plans: action({
    summary: 'The subscription plans with their prices, and the yearly saving.',
    input: z.object({}),
    output: z.object({ plans: z.array(plan), annualSavingCents: z.number(), annualSavingText: z.string() }),
    /** The plans again at the top level, for older clients. */
    extra: z.object({ plans: z.array(plan) }),
    sample: { data: {} },
  }),
  create_checkout_session: action({
    summary: 'Starts a subscription Checkout for an email and a plan; its URL and id.',
    input: z.object({
      email: email('Email and plan code are required', 'Invalid email address'),
      planCode: z
        .string({ error: 'Email and plan code are required' })
        .check(z.trim(), z.minLength(1, 'Email and plan code are required'), z.maxLength(50, 'planCode must be at most 50 characters')),
      successUrl: url,
      cancelUrl: url,
      source: z.optional(z.string().check(z.maxLength(100))),
      eventSlug: z.optional(z.string().check(z.maxLength(120))),
    }),
    output: checkout,
    sample: (fx) => ({ data: { email: fx.email('subscriber'), planCode: 'monthly' } }),
  }),
  get_subscription_status: action({
    summary: "An email's subscription, to a caller who proves the email (member sign-in or its paid Checkout).",
    input: emailWithProof,
    output: status,
    sample: signedInMember,
  }),
  cancel_subscription: action({
    summary: 'Without a token mails a confirmation link; with it, ends the subscription at the end of the paid period.',
    input: changeInput,
    output: change,
    sample: (fx) => ({ data: { email: fx.email('subscriber') } }),
  }),
  resume_subscription: action({
    summary: 'Without a token mails a confirmation link; with it, resumes a subscription set to end.',
    input: changeInput,
    output: change,
    sample: (fx) => ({ data: { email: fx.email('subscriber') } }),
  }),
  create_event_checkout_session: action({
    summary: 'Holds a place at a paid event and starts its Checkout; the URL, id and how long the place is held.',
    input: z.object({
      email: email('Email and price are required', 'Invalid email address'),
      priceCents: z.number({ error: 'Email and price are required' }).check(z.refine(Number.isInteger), z.nonnegative()),
      currency: z._default(z.string().check(z.length(3)), 'JPY'),
      eventMetadata: z.looseObject({
        eventSlug: z.string({ error: 'Event is required' }).check(z.minLength(1, 'Event is required'), z.maxLength(120)),
        answers: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
      }),
      successUrl: url,
      cancelUrl: url,
    }),
    output: z.extend(checkout, { holdExpiresAt: z.string() }),
    sample: async (fx) => ({ data: await eventCheckoutRequest(fx) }),
  }),
  check_event_access: action({
    summary: "Whether an email may join an event, how (free, subscription, payment), and the event's pricing.",
    input: z.object({
      email: email('Email is required', 'Invalid email address'),
      eventSlug: z.optional(z.string().check(z.maxLength(120))),
      eventMetadata: z.optional(z.looseObject({ eventSlug: z.optional(z.string().check(z.maxLength(120))) })),
    }),
    output: z.object({
      hasAccess: z.boolean(),
      /** free, subscription, payment, closed, or the audience it is for (founding-members). */
      accessType: z.nullable(z.string()),
      /** Why someone outside the event's audience may not join. */
      message: z.optional(z.string()),
      requiresPayment: z.boolean(),
      pricing: z.object({
        perEventPriceCents: z.nullable(z.number()),
        currency: z.string(),
        requiresSubscription: z.boolean(),
        paymentOptions: z.object({ allowSubscription: z.boolean(), allowPerEventPayment: z.boolean(), allowWaitlist: z.boolean() }),
      }),
    }),
    sample: (fx) => ({ data: { email: fx.email('visitor'), eventSlug: fx.event().slug } }),
  }),
  create_fallback_subscription: action({
    summary: "The success page's last resort when no webhook arrived: the subscription a paid Checkout bought.",
    input: z.object({
      email: email('Invalid email format', 'Invalid email format'),
      sessionId: checkoutSessionId('Session information is missing. Please try again or contact support.'),
    }),
    output: status,
    sample: async (fx) => {
      const started = await subscriptionCheckout(fx);
      await fx.payCheckout(started.sessionId);
      return { data: started };
    },
  }),
  verify_webhook_processing: action({
    summary: "Whether a Checkout's webhook has arrived (only that: the rest is admin only).",
    input: z.object({ sessionId: checkoutSessionId('Session ID is required') }),
    output: z.object({ webhook_processed: z.boolean() }),
    sample: async (fx) => ({ data: { sessionId: (await subscriptionCheckout(fx)).sessionId } }),
  }),
  verify_event_payment: action({
    summary: "What became of a paid event's Checkout: confirmed, refunded, processing or unpaid.",
    input: z.object({ sessionId: checkoutSessionId('Session ID is required'), eventSlug }),
    output: z.object({ payment: z.enum(['confirmed', 'refunded', 'processing', 'unpaid']) }),
    sample: async (fx) => ({ data: await eventCheckout(fx) }),
  }),
  sync_from_stripe: action({
    summary: "Refreshes an email's subscription from Stripe, for a caller who proves the email.",
    input: emailWithProof,
    output: status,
    sample: signedInMember,
  }),
  get_debug_info: action({
    summary: 'Admin only: everything stored and known at Stripe about an email and a Checkout.',
    input: z.object({ email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))), sessionId: z.optional(z.string().check(z.maxLength(255))) }),
    output: z.object({
      paymentsProvider: z.string(),
      subscription: z.nullable(z.looseObject({ email: z.string(), subscription_status: z.string() })),
      checkoutSession: z.nullable(z.looseObject({})),
      stripeSession: z.unknown(),
      stripeSubscriptions: z.unknown(),
    }),
    sample: async (fx) => ({ data: { email: fx.email('subscriber') }, token: await fx.adminToken() }),
  }),
});
