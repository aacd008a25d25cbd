/**
 * POST /api/admin-console (admin only: the authorizer runs first, and every action reads the
 * admin from its context): the newsletter list and sends, unsubscribe stats, email blocking,
 * founding members and goal-accountability programme health.
 */
import * as z from '../lib/zod';
import { actionHandler, httpHandler, ok, validate, type ActionContext, type HttpResult } from '../lib/http';
import { adminEmail } from '../lib/admin-context';
import { ports } from '../lib/runtime';
import { emailSchema } from '../admin-auth/admin';
import { RECENT_LIMIT, STATS_WINDOW_DAYS } from './aggregate';
import { BODY_MAX, SUBJECT_MAX } from './compose';
import {
  exportActiveSignups,
  listNewsletters,
  newsletterFiguresFor,
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
import { listFoundingMembers, setFoundingMember } from '../member/membership';

/** Every action: the caller must be the signed-in admin (checked here too, not only at the gateway). */
const admin =
  (fn: (data: unknown, who: string, ctx: ActionContext) => Promise<HttpResult>) =>
  async (data: unknown, ctx: ActionContext) =>
    fn(data ?? {}, adminEmail(ctx.event), ctx);

const days = z.coerce.number().check(z.refine(Number.isInteger, `Days must be between 1 and ${MAX_DAYS_BACK}`), z.gte(1, `Days must be between 1 and ${MAX_DAYS_BACK}`), z.lte(MAX_DAYS_BACK, `Days must be between 1 and ${MAX_DAYS_BACK}`));

const newsletterSchema = z.object({
  subject: z.string({ error: 'Please enter a subject' }).check(z.trim(), z.minLength(1, 'Please enter a subject'), z.maxLength(SUBJECT_MAX, `The subject is too long (max ${SUBJECT_MAX} characters)`)),
  body: z.string({ error: 'Please write the newsletter' }).check(z.trim(), z.minLength(1, 'Please write the newsletter'), z.maxLength(BODY_MAX, `The newsletter is too long (max ${BODY_MAX} characters)`)),
});

const sendSchema = z.union([
  z.object({ newsletterId: z.string().check(z.regex(/^nl_[A-Za-z0-9_-]{8,64}$/, 'Unknown newsletter')) }),
  z.extend(newsletterSchema, { requestId: z.string({ error: 'A request id is required' }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id is required')) }),
]);

export const handler = httpHandler(
  actionHandler({
    // ---------- newsletter list ----------
    get_signup_counts: admin(async () => ok(await signupCounts(await ports()))),

    get_recent_signups: admin(async (data) => {
      const { limit } = validate(z.object({ limit: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(50)), RECENT_LIMIT) }), data);
      return ok(await recentSignups(await ports(), limit));
    }),

    get_signup_stats: admin(async (data) => {
      const { days: d } = validate(z.object({ days: z._default(days, STATS_WINDOW_DAYS) }), data);
      return ok(await signupStatsFor(await ports(), d));
    }),

    get_newsletter_figures: admin(async (data) => {
      const { days: d } = validate(z.object({ days: z._default(days, STATS_WINDOW_DAYS) }), data);
      return ok(await newsletterFiguresFor(await ports(), d));
    }),

    export_signups_csv: admin(async () => ok(await exportActiveSignups(await ports()))),

    get_unsubscribe_stats: admin(async (data) => {
      // The original RPC names its parameter p_days_back; days_back is accepted too.
      const input = validate(z.object({ days_back: z.optional(days), p_days_back: z.optional(days) }), data);
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
      const { cursor } = validate(z.object({ cursor: z.nullish(z.string().check(z.maxLength(2000))) }), data);
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
          reason: z.string({ error: 'Please give a reason' }).check(z.trim(), z.minLength(1, 'Please give a reason'), z.maxLength(500, 'The reason is too long (max 500 characters)')),
        }),
        data,
      );
      return ok(await blockEmail(await ports(), { ...input, by: who }), {}, 201);
    }),

    unblock_email: admin(async (data) => {
      const { email } = validate(z.object({ email: emailSchema }), data);
      return ok(await unblockEmail(await ports(), email));
    }),

    // ---------- founding members (who may join founding-members events) ----------
    list_founding_members: admin(async () => ok(await listFoundingMembers(await ports()))),

    set_founding_member: admin(async (data, who) => {
      const input = validate(z.object({ email: emailSchema, founding: z.boolean({ error: 'Say whether this address is a founding member' }) }), data);
      return ok(await setFoundingMember(await ports(), input.email, input.founding, who));
    }),

    // ---------- goal accountability ----------
    get_goal_accountability: admin(async () => ok(await accountabilityFor(await ports()))),
  }),
);
