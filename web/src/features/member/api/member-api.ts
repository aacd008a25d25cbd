/**
 * The member service (`api.member`, POST /api/member-dashboard). Dashboard data and
 * history are cached for 5 minutes (history per limit); a submitted check-in or goal invalidates
 * both. A "Session expired" answer clears the member session.
 */
import type { Envelope } from '../../../lib/api-client';
import { api, type ApiOutput } from '../../../lib/api';
import { clearMemberSession, handleMemberAuthFailure, memberCache } from '../../../lib/member-session';
import { DEFAULT_HISTORY_LIMIT } from '@/domain/member/rules';

export type DashboardData = ApiOutput<'member', 'get_dashboard_data'>;
export type SubmitResult = ApiOutput<'member', 'submit_checkin'>;
type Checkins = ApiOutput<'member', 'get_checkin_history'>;

/** A member call's answer; a refused check-in or goal lists every problem in `errors`. */
export type Result<T> = Envelope<T> & { status: number; errors?: string[] };

/** Awaits a signed-in member's call; a "Session expired" answer clears the member session. */
async function memberCall<T>(call: Promise<Envelope<T> & { status: number }>): Promise<Result<T>> {
  const r = (await call) as Result<T>;
  if (!r.success) handleMemberAuthFailure(r);
  return r;
}

/** request_access: 2 retries on network or server failure (3 attempts). */
export const requestAccess = (email: string, redirect?: string | null) => api.member.request_access({ email, ...(redirect ? { redirect } : {}) }, { attempts: 3 });

export const validateToken = (token: string) => api.member.validate_token({ token });

export async function getDashboardData(token: string, force = false): Promise<Result<DashboardData>> {
  const cached = !force && memberCache.get<DashboardData>('dashboard');
  if (cached) return { success: true, data: cached, status: 200 };
  const r = await memberCall(api.member.get_dashboard_data({ token }));
  if (r.success && r.data) memberCache.set('dashboard', r.data);
  return r;
}

export async function getCheckinHistory(token: string, limit = DEFAULT_HISTORY_LIMIT, force = false): Promise<Result<Checkins>> {
  const key = `history:${limit}`;
  const cached = !force && memberCache.get<Checkins>(key);
  if (cached) return { success: true, data: cached, status: 200 };
  const r = await memberCall(api.member.get_checkin_history({ token, limit }));
  if (r.success && r.data) memberCache.set(key, r.data);
  return r;
}

export async function submitCheckin(token: string, checkinData: Record<string, unknown>): Promise<Result<SubmitResult>> {
  const r = await memberCall(api.member.submit_checkin({ token, checkinData }));
  if (r.success) memberCache.invalidate('dashboard', 'history:', 'passport-summary');
  return r;
}

export async function setGoal(token: string, goal: Record<string, unknown>): Promise<Result<ApiOutput<'member', 'set_goal'>>> {
  const r = await memberCall(api.member.set_goal({ token, goal }));
  if (r.success) memberCache.invalidate('dashboard');
  return r;
}

const validations = new Map<string, ReturnType<typeof validateToken>>();

/** One exchange per link token, even when React runs an effect twice (a link works only once). */
export function validateOnce(token: string): ReturnType<typeof validateToken> {
  let p = validations.get(token);
  if (!p) {
    p = validateToken(token);
    validations.set(token, p);
  }
  return p;
}

/** export_my_data: everything held about the signed-in address. */
export const exportMyData = (token: string) => memberCall(api.member.export_my_data({ token }));

/** delete_my_account: closes the account once `confirmEmail` repeats the signed-in address; the session ends. */
export async function deleteMyAccount(token: string, confirmEmail: string): Promise<Result<ApiOutput<'member', 'delete_my_account'>>> {
  const r = await memberCall(api.member.delete_my_account({ token, confirm_email: confirmEmail }));
  if (r.success) clearMemberSession();
  return r;
}
