/**
 * The curated admin's calls: `admin(token).get_sessions({}, {filters, limit, offset, cursor})` posts
 * `{action, data, filters, limit (50), offset (0), cursor (when given)}` to `POST /api/curated-fika-admin` through the
 * catalogue client and resolves with the action's `data`. A failed answer raises the server's error
 * text, or "API call failed for {action}".
 */
import type { Catalogue } from '@/api/catalogue';
import type { WireInput } from '@/api/contract';
import type { CuratedAdminBodies } from '@/api/curated-admin';
import { MESSAGES } from '@/domain/curated/rules';
import { api, type ActionCall, type ApiOutput } from '../../../lib/api';
import { ApiError, type Envelope } from '../../../lib/api-client';

type Actions = Catalogue['curatedAdmin'];
export type AdminAction = keyof Actions;
export type AdminOutput<A extends AdminAction> = ApiOutput<'curatedAdmin', A>;

export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly body?: Envelope,
  ) {
    super(message);
  }
}

/** The top-level fields an action reads besides `data` (filters, paging). */
export type AdminBody<A extends AdminAction> = A extends keyof CuratedAdminBodies ? CuratedAdminBodies[A] : Record<string, never>;

type AdminCall<A extends AdminAction> = (data: WireInput<Actions[A]>, body?: AdminBody<A>) => Promise<AdminOutput<A>>;
export type AdminClient = { [A in AdminAction]: AdminCall<A> };

async function call(token: string, action: AdminAction, data: unknown, b: { filters?: object; limit?: number; offset?: number; cursor?: string } = {}): Promise<unknown> {
  const send = api.curatedAdmin[action] as ActionCall<Actions[AdminAction]>;
  let r: Awaited<ReturnType<typeof send>>;
  try {
    r = await send(data as never, { token, extra: { filters: b.filters ?? {}, limit: b.limit ?? 50, offset: b.offset ?? 0, ...(b.cursor ? { cursor: b.cursor } : {}) } });
  } catch (e) {
    throw new AdminCallError(e instanceof ApiError && e.body?.error ? e.body.error : MESSAGES.apiFailed(action));
  }
  if (!r.success) throw new AdminCallError(r.error || MESSAGES.apiFailed(action), r);
  return r.data;
}

/** The admin actions, called with this admin's token. */
export function admin(token: string): AdminClient {
  return new Proxy({} as AdminClient, {
    get: (_t, action) => (typeof action === 'string' ? (data: unknown, body?: object) => call(token, action as AdminAction, data ?? {}, body) : undefined),
  });
}

// ---------- the answers the tabs hold ----------

export type ApplicationPage = AdminOutput<'get_applications'>;
export type Application = ApplicationPage['data'][number];
export type ApplicationDetails = AdminOutput<'get_application_details'>;
export type Match = AdminOutput<'find_compatible_applications'>['matches'][number];
export type SessionPage = AdminOutput<'get_sessions'>;
export type SessionView = SessionPage['data'][number];
export type SessionDetails = AdminOutput<'get_session_details'>;
export type Venue = AdminOutput<'add_venue'>;
export type VenuePage = AdminOutput<'get_venues'>;
export type FeedbackPage = AdminOutput<'get_feedback'>;
export type FeedbackStats = AdminOutput<'get_feedback_stats'>;
export type AdminStats = AdminOutput<'get_admin_stats'>;
export type Analytics = AdminOutput<'get_analytics'>;
export type MatchResult = AdminOutput<'run_ai_matching'>;
