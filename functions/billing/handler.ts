/**
 * POST /api/subscription-management: checkout, status, sync, cancel and resume of a subscription. Reading or syncing one
 * needs proof of the email (billing/proof.ts); get_debug_info is admin only.
 */
import * as z from '../lib/zod';
import { actionHandler, header, httpHandler, ok, validate, type ActionContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { BadRequest, Forbidden, Unauthorized } from '../lib/errors';
import { checkAdmin } from '../admin-auth/admin';
import { emailField } from '../lib/email-field';
import { PLANS, annualSavingCents, planView } from './plans';
import { formatPrice } from '../../content/events/index';
import { createEventCheckout, createSubscriptionCheckout } from './checkout';
import { statusFor } from './subscriptions';
import { proveEmail, type Proof } from './proof';
import { hit, limits } from '../lib/auth/rate-limit';
import { confirmChange, requestChangeLink, type SubscriptionChange } from './cancel';
import { checkEventAccess } from './access-check';
import { createFallbackSubscription, debugInfo, syncFromStripe, verifyEventPayment, verifyWebhookProcessing } from './activation';

/** An email field: `required` when missing, `invalid` when not an address (each action passes its own texts). */
const email = emailField;
const url = z.optional(z.string().check(z.maxLength(2000)));
const sessionId = (msg: string) => z.string({ error: msg }).check(z.trim(), z.minLength(1, msg), z.maxLength(255, msg));

/** The Checkout that proves the email on the success page (billing/proof.ts). */
const proofSessionId = z.optional(z.string().check(z.trim(), z.maxLength(255)));
const proofOf = (input: { sessionId?: string }, ctx: ActionContext): Proof => ({ authorization: header(ctx.event, 'authorization'), sessionId: input.sessionId || undefined });

/** Cancel or resume: {email} mails a confirmation link to that address; {email, token} from the link makes the change. */
async function changeSubscription(change: SubscriptionChange, data: unknown, ip: string) {
  const input = validate(z.object({ email: email('Email is required', 'Invalid email address'), token: z.optional(z.string().check(z.maxLength(200))) }), data);
  const p = await ports();
  return input.token ? confirmChange(p, change, input.token) : requestChangeLink(p, change, input.email, ip);
}

export const handler = httpHandler(
  actionHandler({
    async get_plans() {
      const plans = PLANS.map(planView);
      const saving = annualSavingCents();
      return ok({ plans, annualSavingCents: saving, annualSavingText: formatPrice(saving, 'JPY') }, { plans });
    },

    async create_checkout_session(data) {
      const required = 'Email and plan code are required';
      const input = validate(
        z.object({
          email: email(required, 'Invalid email address'),
          planCode: z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(50, 'planCode must be at most 50 characters')),
          successUrl: url,
          cancelUrl: url,
          source: z.optional(z.string().check(z.maxLength(100))),
          eventSlug: z.optional(z.string().check(z.maxLength(120))),
        }),
        data,
      );
      return ok(await createSubscriptionCheckout(await ports(), input));
    },

    async get_subscription_status(data, ctx) {
      const input = validate(z.object({ email: email('Email is required', 'Invalid email address'), sessionId: proofSessionId }), data);
      const p = await ports();
      const viewer = await proveEmail(p, input.email, proofOf(input, ctx), 'stored');
      return ok(await statusFor(p, input.email, viewer));
    },

    async cancel_subscription(data, ctx) {
      return ok(await changeSubscription('cancel', data, ctx.ip));
    },

    async resume_subscription(data, ctx) {
      return ok(await changeSubscription('resume', data, ctx.ip));
    },

    async create_event_checkout_session(data, ctx) {
      const required = 'Email and price are required';
      const input = validate(
        z.object({
          email: email(required, 'Invalid email address'),
          priceCents: z.number({ error: required }).check(z.refine(Number.isInteger), z.nonnegative()),
          currency: z._default(z.string().check(z.length(3)), 'JPY'),
          eventMetadata: z.looseObject({ eventSlug: z.string({ error: 'Event is required' }).check(z.minLength(1, 'Event is required'), z.maxLength(120)), answers: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))) }),
          successUrl: url,
          cancelUrl: url,
        }),
        data,
      );
      return ok(
        await createEventCheckout(await ports(), {
          email: input.email,
          eventSlug: input.eventMetadata.eventSlug,
          priceCents: input.priceCents,
          currency: input.currency,
          answers: input.eventMetadata.answers,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          clientIp: ctx.ip,
        }),
      );
    },

    async check_event_access(data) {
      const input = validate(
        z.object({
          email: email('Email is required', 'Invalid email address'),
          eventSlug: z.optional(z.string().check(z.maxLength(120))),
          eventMetadata: z.optional(z.looseObject({ eventSlug: z.optional(z.string().check(z.maxLength(120))) })),
        }),
        data,
      );
      const slug = input.eventSlug ?? input.eventMetadata?.eventSlug;
      if (!slug) throw new BadRequest('Event is required');
      return ok(await checkEventAccess(await ports(), input.email, slug));
    },

    async create_fallback_subscription(data) {
      const missing = 'Session information is missing. Please try again or contact support.';
      const input = validate(z.object({ email: email('Invalid email format', 'Invalid email format'), sessionId: sessionId(missing) }), data);
      return ok(await createFallbackSubscription(await ports(), input.email, input.sessionId));
    },

    async verify_webhook_processing(data) {
      const input = validate(z.object({ sessionId: sessionId('Session ID is required') }), data);
      return ok(await verifyWebhookProcessing(await ports(), input.sessionId));
    },

    async verify_event_payment(data) {
      const input = validate(z.object({ sessionId: sessionId('Session ID is required'), eventSlug: z.string({ error: 'Event is required' }).check(z.trim(), z.minLength(1, 'Event is required'), z.maxLength(120)) }), data);
      return ok(await verifyEventPayment(await ports(), input.sessionId, input.eventSlug));
    },

    async sync_from_stripe(data, ctx) {
      const input = validate(z.object({ email: email('Email is required', 'Invalid email address'), sessionId: proofSessionId }), data);
      const p = await ports();
      const viewer = await proveEmail(p, input.email, proofOf(input, ctx), 'stripe');
      // Counted only once the email is proved, so no one else can use up the owner's syncs.
      await hit(p, limits.syncPerEmail, input.email);
      return ok(await syncFromStripe(p, input.email, viewer));
    },

    async get_debug_info(data, ctx) {
      const p = await ports();
      const auth = header(ctx.event, 'authorization');
      if (!auth) throw new Unauthorized('Admin sign-in required');
      if (!(await checkAdmin(p, auth))) throw new Forbidden('Admin sign-in required');
      const input = validate(z.object({ email: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254))), sessionId: z.optional(z.string().check(z.maxLength(255))) }), data);
      return ok(await debugInfo(p, input.email, input.sessionId));
    },
  }),
);
