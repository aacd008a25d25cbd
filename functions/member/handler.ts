/**
 * POST /api/member-dashboard: request_access, validate_token, get_dashboard_data,
 * submit_checkin, get_checkin_history, plus set_goal and logout. Every action but the first two needs the
 * member token, as `data.token` (the original client's shape) or an `Authorization: Bearer` header.
 */
import * as z from '../lib/zod';
import { actionHandler, header, httpHandler, ok, validate, type ActionContext } from '../lib/http';
import { ports } from '../lib/runtime';
import { deleteSession, readSession } from '../lib/auth/tokens';
import { ACCESS_MESSAGES } from './rules';
import { accessEmailSchema } from './schemas';
import { MEMBER_SESSION_KIND, requestAccess, requireMember, validateToken } from './access';
import { getCheckinHistory, getDashboardData, setGoal, submitCheckin } from './dashboard';

const emailSchema = accessEmailSchema;
const record = z.record(z.string(), z.unknown());

function tokenOf(data: unknown, ctx: ActionContext): unknown {
  const fromBody = data && typeof data === 'object' ? (data as Record<string, unknown>).token : undefined;
  return fromBody ?? /^Bearer\s+(.+)$/i.exec(header(ctx.event, 'authorization') ?? '')?.[1];
}

async function member(data: unknown, ctx: ActionContext) {
  const p = await ports();
  return { p, ...(await requireMember(p, tokenOf(data, ctx))) };
}

export const handler = httpHandler(
  actionHandler({
    async request_access(data, ctx) {
      const { email, redirect } = validate(z.object({ email: emailSchema, redirect: z.optional(z.string().check(z.maxLength(2000, 'redirect must be at most 2000 characters'))) }), data);
      await requestAccess(await ports(), email, ctx.ip, redirect);
      return ok({ message: ACCESS_MESSAGES.sent });
    },
    async validate_token(data, ctx) {
      return ok(await validateToken(await ports(), tokenOf(data, ctx)));
    },
    async get_dashboard_data(data, ctx) {
      const { p, email } = await member(data, ctx);
      return ok(await getDashboardData(p, email));
    },
    async submit_checkin(data, ctx) {
      const { p, email } = await member(data, ctx);
      const { checkinData } = validate(z.object({ checkinData: z.optional(record) }), data);
      return ok(await submitCheckin(p, email, checkinData ?? {}));
    },
    async get_checkin_history(data, ctx) {
      const { p, email } = await member(data, ctx);
      const { limit } = validate(z.object({ limit: z.optional(z.unknown()) }), data);
      return ok(await getCheckinHistory(p, email, limit));
    },
    async logout(data, ctx) {
      // Ends the member session on the server too; answers the same whether or not it existed.
      const p = await ports();
      const token = tokenOf(data, ctx);
      if ((await readSession(p, token, MEMBER_SESSION_KIND)).status !== 'invalid') await deleteSession(p, token);
      return ok({ loggedOut: true });
    },
    async set_goal(data, ctx) {
      const { p, email } = await member(data, ctx);
      const { goal } = validate(z.object({ goal: z.optional(record) }), data);
      return ok(await setGoal(p, email, goal ?? {}));
    },
  }),
);
