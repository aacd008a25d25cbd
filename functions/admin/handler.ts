/**
 * POST /api/admin-console (admin only: the authorizer runs first, and every action checks the
 * admin from its context before reading its data): the newsletter list and sends, unsubscribe
 * stats, email blocking, founding members and goal-accountability programme health.
 */
import { httpHandler, reply, serve } from '../lib/http';
import { adminActions } from '../lib/admin-context';
import { ports } from '../lib/runtime';
import { UNSUBSCRIBES_PAGE, adminConsoleActions } from '../../api/admin-console';
import { STATS_WINDOW_DAYS } from '../../domain/admin/console';
import {
  listNewsletters,
  newsletterFiguresFor,
  recentSignups,
  sendNextBatch,
  sendTestNewsletter,
  signupCounts,
  signupStatsFor,
  startNewsletter,
} from './newsletter';
import { unsubscribeStatsFor, unsubscribesFor } from './unsubscribes';
import { blockEmail, listBlocked, lookupEmail, unblockEmail } from './blocking';
import { accountabilityFor } from './accountability';
import { listFoundingMembers, setFoundingMember } from '../member/membership';
import { listErrors } from './errors';
import { getExport, listExports, startExport } from '../exports/exports';

const actionsHandler = serve(
  adminConsoleActions,
  adminActions(adminConsoleActions, {
    // ---------- newsletter list ----------
    get_signup_counts: async () => signupCounts(await ports()),

    async get_recent_signups(req) {
      const { limit } = req.input();
      return recentSignups(await ports(), limit);
    },

    async get_signup_stats(req) {
      const { days } = req.input();
      return signupStatsFor(await ports(), days);
    },

    async get_newsletter_figures(req) {
      const { days } = req.input();
      return newsletterFiguresFor(await ports(), days);
    },

    // Kept for older callers: the job, as start_export {kind: 'signups'}.
    export_signups_csv: async (_req, who) => startExport(await ports(), who, { kind: 'signups', filters: { status: 'active' } }),

    async get_unsubscribe_stats(req) {
      const input = req.input();
      return unsubscribeStatsFor(await ports(), input.p_days_back ?? input.days_back ?? STATS_WINDOW_DAYS);
    },

    async list_unsubscribes(req) {
      const { days_back, cursor, limit } = req.input();
      const { rows, next } = await unsubscribesFor(await ports(), days_back, cursor, limit ?? UNSUBSCRIBES_PAGE);
      return reply<(typeof adminConsoleActions)['list_unsubscribes']>(rows, { next });
    },

    // ---------- CSV exports ----------
    async start_export(req, who) {
      const input = req.input();
      return startExport(await ports(), who, input);
    },

    async get_export(req) {
      const { id } = req.input();
      return getExport(await ports(), id);
    },

    async list_exports(req) {
      const { cursor } = req.input();
      const { rows, next } = await listExports(await ports(), cursor);
      return reply<(typeof adminConsoleActions)['list_exports']>(rows, { next });
    },

    // ---------- newsletter sends ----------
    async send_newsletter_test(req, who) {
      const { subject, body } = req.input();
      return sendTestNewsletter(await ports(), who, subject, body);
    },

    async send_newsletter(req, who) {
      const input = req.input();
      const p = await ports();
      const id = 'newsletterId' in input ? input.newsletterId : (await startNewsletter(p, { ...input, sentBy: who })).id;
      return sendNextBatch(p, String(id));
    },

    list_newsletters: async () => listNewsletters(await ports()),

    // ---------- email blocking ----------
    async list_blocked(req) {
      const { cursor, limit } = req.input();
      return listBlocked(await ports(), cursor, limit);
    },

    async lookup_email(req) {
      const { email } = req.input();
      return lookupEmail(await ports(), email);
    },

    async block_email(req, who) {
      const input = req.input();
      return blockEmail(await ports(), { ...input, by: who });
    },

    async unblock_email(req) {
      const { email } = req.input();
      return unblockEmail(await ports(), email);
    },

    // ---------- founding members (who may join founding-members events) ----------
    async list_founding_members(req) {
      const { cursor } = req.input();
      return listFoundingMembers(await ports(), cursor);
    },

    async set_founding_member(req, who) {
      const input = req.input();
      return setFoundingMember(await ports(), input.email, input.founding, who);
    },

    // ---------- goal accountability ----------
    get_goal_accountability: async (req) => accountabilityFor(await ports(), req.input()),

    // ---------- error reports ----------
    async list_errors(req) {
      const { days } = req.input();
      return listErrors(await ports(), days);
    },
  }),
);

export const handler = httpHandler(actionsHandler);
