/**
 * POST /api/subscription-management: checkout, status, sync, cancel and resume of a subscription. Reading or syncing one
 * needs proof of the email (billing/proof.ts); get_debug_info is admin only.
 */
import { header, httpHandler, reply, serve, type ActionContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { BadRequest, Forbidden, Unauthorized } from '../lib/errors';
import { checkAdmin } from '../admin-auth/admin';
import { PLANS, annualSavingCents, planView } from './plans';
import { formatPrice } from '../../content/events/index';
import { createEventCheckout, createSubscriptionCheckout } from './checkout';
import { statusFor } from './subscriptions';
import { proveEmail, provesEmail, type Proof } from './proof';
import { hit, limits } from '../lib/auth/rate-limit';
import { confirmChange, requestChangeLink, type SubscriptionChange } from './cancel';
import { checkEventAccess } from './access-check';
import { createFallbackSubscription, debugInfo, syncFromStripe, verifyEventPayment, verifyWebhookProcessing } from './activation';
import { subscriptionActions } from '../../api/subscription';
import * as mailLanguage from '../lib/mail/language';
import { requestLanguage } from '../lib/i18n/lang';

/** The caller's proof of the email: a member's sign-in (the Authorization header), or the Checkout Stripe sent them back with. */
const proofOf = (input: { sessionId?: string }, ctx: ActionContext): Proof => ({ authorization: header(ctx.event, 'authorization'), checkoutSessionId: input.sessionId || undefined });

/** Cancel or resume: {email} mails a confirmation link to that address; {email, token} from the link makes the change. */
async function changeSubscription(change: SubscriptionChange, input: { email: string; token?: string }, ip: string) {
  const p = await ports();
  return input.token ? confirmChange(p, change, input.token) : requestChangeLink(p, change, input.email, ip);
}

export const handler = httpHandler(
  serve(subscriptionActions, {
    async get_plans() {
      const plans = PLANS.map(planView);
      const saving = annualSavingCents();
      return reply({ plans, annualSavingCents: saving, annualSavingText: formatPrice(saving, 'JPY') }, { plans });
    },

    async create_checkout_session(req) {
      const input = req.input();
      const p = await ports();
      const out = await createSubscriptionCheckout(p, { ...input, clientIp: req.ctx.ip });
      await mailLanguage.remember(p, input.email, requestLanguage(req.ctx.event));
      return out;
    },

    async get_subscription_status(req) {
      const input = req.input();
      const p = await ports();
      const viewer = await proveEmail(p, input.email, proofOf(input, req.ctx), 'stored');
      return statusFor(p, input.email, viewer);
    },

    async cancel_subscription(req) {
      return changeSubscription('cancel', req.input(), req.ctx.address);
    },

    async resume_subscription(req) {
      return changeSubscription('resume', req.input(), req.ctx.address);
    },

    async create_event_checkout_session(req) {
      const input = req.input();
      const p = await ports();
      // Before the checkout: a full event answers with a waitlist place whose mail is in this language.
      await mailLanguage.remember(p, input.email, requestLanguage(req.ctx.event));
      return createEventCheckout(p, {
        proved: await provesEmail(p, input.email, proofOf({}, req.ctx)),
        email: input.email,
        eventSlug: input.eventMetadata.eventSlug,
        priceCents: input.priceCents,
        currency: input.currency,
        answers: input.eventMetadata.answers,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        clientIp: req.ctx.address,
      });
    },

    async check_event_access(req) {
      const input = req.input();
      const slug = input.eventSlug ?? input.eventMetadata?.eventSlug;
      if (!slug) throw new BadRequest('Event is required');
      const p = await ports();
      return checkEventAccess(p, input.email, slug, await provesEmail(p, input.email, proofOf({}, req.ctx)));
    },

    async create_fallback_subscription(req) {
      const input = req.input();
      return createFallbackSubscription(await ports(), input.email, input.sessionId);
    },

    async verify_webhook_processing(req) {
      return verifyWebhookProcessing(await ports(), req.input().sessionId);
    },

    async verify_event_payment(req) {
      const input = req.input();
      return verifyEventPayment(await ports(), input.sessionId, input.eventSlug);
    },

    async sync_from_stripe(req) {
      const input = req.input();
      const p = await ports();
      const viewer = await proveEmail(p, input.email, proofOf(input, req.ctx), 'stripe');
      // Counted only once the email is proved, so no one else can use up the owner's syncs.
      await hit(p, limits.syncPerEmail, input.email);
      return syncFromStripe(p, input.email, viewer);
    },

    async get_debug_info(req) {
      const p = await ports();
      const auth = header(req.ctx.event, 'authorization');
      if (!auth) throw new Unauthorized('Admin sign-in required');
      if (!(await checkAdmin(p, auth))) throw new Forbidden('Admin sign-in required');
      const input = req.input();
      return debugInfo(p, input.email, input.sessionId);
    },
  }),
);
