/**
 * POST /api/send-passport-magic-link: the magic link (send, validate), the secure
 * reads (get-passport-data, get-event-history and the RPC-style reads, each with p_email), the
 * /checkin flow (get_checkin_events, record_attendance) and the host screen (get_checkin_codes,
 * admin_record_attendance; admin session required, checked here because the route is public).
 */
import * as z from '../lib/zod';
import { actionHandler, header, httpHandler, ok, validate, type ActionContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { Unauthorized } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { checkAdmin } from '../admin-auth/admin';
import { accessEmailSchema } from '../member/schemas';
import { PASSPORT_MESSAGES } from './rules';
import { assertEnabled, requirePassport, sendPassportLink, validatePassportLink } from './access';
import { detailedPassport, leaderboard, passportSummary, refreshPassport, yearlyComparison, features } from './passport';
import { adminRecordAttendance, listAttendances, recordAttendance } from './attendance';
import { checkinCodes, checkinEvents } from './codes';

const obj = (data: unknown): Record<string, unknown> => (data && typeof data === 'object' ? (data as Record<string, unknown>) : {});
const bearer = (ctx: ActionContext) => /^Bearer\s+(.+)$/i.exec(header(ctx.event, 'authorization') ?? '')?.[1];
const emailSchema = accessEmailSchema;
const LIMIT_RANGE = 'limit must be 1 to 100';
const limitSchema = z.optional(z.coerce.number().check(z.refine(Number.isInteger, LIMIT_RANGE), z.gte(1, LIMIT_RANGE), z.lte(100, LIMIT_RANGE)));
/** Event slugs and occurrence dates go into attendance keys. */
const SLUG_MAX = 120;
const OCCURRENCE_MAX = 40;

async function enabled(): Promise<Ports> {
  const p = await ports();
  assertEnabled(p);
  return p;
}

/** The member a secure call is about, proven by a passport session or a member token. */
async function secure(data: unknown, ctx: ActionContext): Promise<{ p: Ports; email: string; d: Record<string, unknown> }> {
  const p = await enabled();
  const d = obj(data);
  const email = await requirePassport(p, {
    email: d.p_email ?? d.email,
    passportSession: header(ctx.event, 'x-passport-session') ?? d.sessionToken,
    memberToken: bearer(ctx) ?? d.token,
  });
  return { p, email, d };
}

async function admin(ctx: ActionContext): Promise<Ports> {
  const p = await enabled();
  if (!(await checkAdmin(p, header(ctx.event, 'authorization')))) throw new Unauthorized('Admin sign-in required');
  return p;
}

const history = async (data: unknown, ctx: ActionContext) => {
  const { p, email, d } = await secure(data, ctx);
  const limit = validate(limitSchema, d.p_limit ?? d.limit);
  return ok(await listAttendances(p, email, limit ?? 50));
};

export const handler = httpHandler(
  actionHandler({
    async send(data, ctx) {
      const p = await enabled();
      const { email } = validate(z.object({ email: emailSchema }), data);
      await sendPassportLink(p, email, ctx.ip);
      return ok({ message: PASSPORT_MESSAGES.sent });
    },
    async validate(data) {
      const p = await enabled();
      return ok(await validatePassportLink(p, obj(data).token));
    },
    async 'get-passport-data'(data, ctx) {
      const { p, email } = await secure(data, ctx);
      return ok(await detailedPassport(p, email));
    },
    'get-event-history': history,
    async get_passport_summary(data, ctx) {
      const { p, email } = await secure(data, ctx);
      return ok((await passportSummary(p, email)).summary);
    },
    async get_detailed_passport_data(data, ctx) {
      const { p, email } = await secure(data, ctx);
      return ok(await detailedPassport(p, email));
    },
    get_member_event_history: history,
    async get_member_achievements(data, ctx) {
      const { p } = await secure(data, ctx);
      // Achievements are switched off (PASSPORT_FEATURES): an honest empty answer, with the switch.
      return ok({ enabled: features(p).achievements, achievements: [] });
    },
    async get_yearly_stats_comparison(data, ctx) {
      const { p, email } = await secure(data, ctx);
      return ok(yearlyComparison(await listAttendances(p, email), p.clock.now()));
    },
    async refresh_member_passport(data, ctx) {
      const { p, email } = await secure(data, ctx);
      await refreshPassport(p, email);
      return ok((await passportSummary(p, email)).summary);
    },
    async get_leaderboard(data, ctx) {
      const { p } = await secure(data, ctx);
      return ok(await leaderboard(p));
    },
    async get_checkin_events() {
      return ok(checkinEvents(await enabled()));
    },
    async record_attendance(data, ctx) {
      const { p, email, d } = await secure(data, ctx);
      const input = validate(
        z.object({
          eventSlug: z.string({ error: 'Please choose the event you are at' }).check(z.minLength(1, 'Please choose the event you are at'), z.maxLength(SLUG_MAX, `eventSlug must be at most ${SLUG_MAX} characters`)),
          code: z.unknown(),
          occurrence: z.optional(z.string().check(z.maxLength(OCCURRENCE_MAX, `occurrence must be at most ${OCCURRENCE_MAX} characters`))),
        }),
        d,
      );
      return ok(await recordAttendance(p, email, input));
    },
    async get_checkin_codes(_data, ctx) {
      return ok(await checkinCodes(await admin(ctx)));
    },
    async admin_record_attendance(data, ctx) {
      const p = await admin(ctx);
      const input = validate(
        z.object({ email: emailSchema, eventSlug: z.string().check(z.minLength(1, 'eventSlug is required'), z.maxLength(SLUG_MAX, `eventSlug must be at most ${SLUG_MAX} characters`)), occurrence: z.string().check(z.minLength(1, 'occurrence is required'), z.maxLength(OCCURRENCE_MAX, `occurrence must be at most ${OCCURRENCE_MAX} characters`)) }),
        data,
      );
      return ok(await adminRecordAttendance(p, input));
    },
  }),
);
