/**
 * POST /api/admin-console (admin only: the authorizer runs first, and every action reads the
 * admin from its context): the newsletter list and sends, unsubscribe stats, email blocking and
 * goal-accountability programme health.
 */
import * as z from 'zod';
import { actionHandler, httpHandler, ok, validate, type ActionContext, type HttpResult } from '../lib/http';
import { adminEmail } from '../lib/admin-context';
import { ports } from '../lib/runtime';
import { emailSchema } from '../admin-auth/admin';
import { RECENT_LIMIT, STATS_WINDOW_DAYS } from './aggregate';
import { BODY_MAX, SUBJECT_MAX } from './compose';
import {
  exportActiveSignups,
  listNewsletters,
  recentSignups,
  sendNextBatch,
  sendTestNewsletter,
  signupCounts,
  signupStatsFor,
  startNewsletter,
} from './newsletter';
import { MAX_DAYS_BACK, unsubscribeStatsFor } from './unsubscribes';
import { blockEmail, listBlocked, lookupEmail, unblockEmail } from './blocking';
import { accountabilityFor } from './accountability';

/** Every action: the caller must be the signed-in admin (checked here too, not only at the gateway). */
const admin =
  (fn: (data: unknown, who: string, ctx: ActionContext) => Promise<HttpResult>) =>
  async (data: unknown, ctx: ActionContext) =>
    fn(data ?? {}, adminEmail(ctx.event), ctx);

const days = z.coerce.number().int(`Days must be between 1 and ${MAX_DAYS_BACK}`).min(1, `Days must be between 1 and ${MAX_DAYS_BACK}`).max(MAX_DAYS_BACK, `Days must be between 1 and ${MAX_DAYS_BACK}`);

const newsletterSchema = z.object({
  subject: z.string({ error: 'Please enter a subject' }).trim().min(1, 'Please enter a subject').max(SUBJECT_MAX, `The subject is too long (max ${SUBJECT_MAX} characters)`),
  body: z.string({ error: 'Please write the newsletter' }).trim().min(1, 'Please write the newsletter').max(BODY_MAX, `The newsletter is too long (max ${BODY_MAX} characters)`),
});

const sendSchema = z.union([
  z.object({ newsletterId: z.string().regex(/^nl_[A-Za-z0-9_-]{8,64}$/, 'Unknown newsletter') }),
  newsletterSchema.extend({ requestId: z.string({ error: 'A request id is required' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id is required') }),
]);

export const handler = httpHandler(
  actionHandler({
    // ---------- newsletter list ----------
    get_signup_counts: admin(async () => ok(await signupCounts(await ports()))),

    get_recent_signups: admin(async (data) => {
      const { limit } = validate(z.object({ limit: z.coerce.number().int().min(1).max(50).default(RECENT_LIMIT) }), data);
      return ok(await recentSignups(await ports(), limit));
    }),

    get_signup_stats: admin(async (data) => {
      const { days: d } = validate(z.object({ days: days.default(STATS_WINDOW_DAYS) }), data);
      return ok(await signupStatsFor(await ports(), d));
    }),

    export_signups_csv: admin(async () => ok(await exportActiveSignups(await ports()))),

    get_unsubscribe_stats: admin(async (data) => {
      // The seed's RPC names its parameter p_days_back; days_back is accepted too.
      const input = validate(z.object({ days_back: days.optional(), p_days_back: days.optional() }), data);
      return ok(await unsubscribeStatsFor(await ports(), input.p_days_back ?? input.days_back ?? STATS_WINDOW_DAYS));
    }),

    // ---------- newsletter sends ----------
    send_newsletter_test: admin(async (data, who) => {
      const { subject, body } = validate(newsletterSchema, data);
      return ok(await sendTestNewsletter(await ports(), who, subject, body));
    }),

    send_newsletter: admin(async (data, who) => {
      const input = validate(sendSchema, data);
      const p = await ports();
      const id = 'newsletterId' in input ? input.newsletterId : (await startNewsletter(p, { ...input, sentBy: who })).id;
      return ok(await sendNextBatch(p, String(id)));
    }),

    list_newsletters: admin(async () => ok(await listNewsletters(await ports()))),

    // ---------- email blocking ----------
    list_blocked: admin(async (data) => {
      const { cursor } = validate(z.object({ cursor: z.string().max(2000).nullish() }), data);
      return ok(await listBlocked(await ports(), cursor));
    }),

    lookup_email: admin(async (data) => {
      const { email } = validate(z.object({ email: emailSchema }), data);
      return ok(await lookupEmail(await ports(), email));
    }),

    block_email: admin(async (data, who) => {
      const input = validate(
        z.object({
          email: emailSchema,
          reason: z.string({ error: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(500, 'The reason is too long (max 500 characters)'),
        }),
        data,
      );
      return ok(await blockEmail(await ports(), { ...input, by: who }), {}, 201);
    }),

    unblock_email: admin(async (data) => {
      const { email } = validate(z.object({ email: emailSchema }), data);
      return ok(await unblockEmail(await ports(), email));
    }),

    // ---------- goal accountability ----------
    get_goal_accountability: admin(async () => ok(await accountabilityFor(await ports()))),
  }),
);
