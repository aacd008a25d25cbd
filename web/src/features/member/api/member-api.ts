/**
 * The member service: POST /api/member-dashboard {action, data}. Dashboard data and
 * history are cached for 5 minutes (history per limit); a submitted check-in or goal invalidates
 * both. A "Session expired" answer clears the member session.
 */
import { callAction, type Envelope } from '../../../lib/api-client';
import { handleMemberAuthFailure, memberCache } from '../../../lib/member-session';
import { DEFAULT_HISTORY_LIMIT, type Checkin, type DashboardStats, type Encouragement, type Goal, type GoalInsight } from '../../../../../functions/member/rules';

const FN = 'member-dashboard';

export interface DashboardData {
  email: string;
  member_status: string;
  current_week: string;
  this_week_checkin: Checkin | null;
  stats: DashboardStats;
  goal: Goal | null;
  goal_insight: GoalInsight | null;
  encouragement: Encouragement;
  recent_checkins: Checkin[];
}

export interface SubmitResult {
  checkin: Checkin;
  updated: boolean;
  stats: DashboardStats;
  encouragement: Encouragement;
  goal_insight: GoalInsight | null;
}

export type Result<T> = Envelope<T> & { status: number; errors?: string[] };

async function memberCall<T>(action: string, data: Record<string, unknown>, attempts?: number): Promise<Result<T>> {
  const r = (await callAction<T>(FN, action, data, attempts ? { attempts } : undefined)) as Result<T>;
  if (!r.success) handleMemberAuthFailure(r);
  return r;
}

/** request_access: 2 retries on network or server failure (3 attempts). */
export const requestAccess = (email: string, redirect?: string | null) =>
  callAction<{ message: string }>(FN, 'request_access', { email, ...(redirect ? { redirect } : {}) }, { attempts: 3 });

export const validateToken = (token: string) => callAction<{ email: string; token: string; expiresAt: string; next?: string }>(FN, 'validate_token', { token });

export async function getDashboardData(token: string, force = false): Promise<Result<DashboardData>> {
  const cached = !force && memberCache.get<DashboardData>('dashboard');
  if (cached) return { success: true, data: cached, status: 200 };
  const r = await memberCall<DashboardData>('get_dashboard_data', { token });
  if (r.success && r.data) memberCache.set('dashboard', r.data);
  return r;
}

export async function getCheckinHistory(token: string, limit = DEFAULT_HISTORY_LIMIT, force = false): Promise<Result<Checkin[]>> {
  const key = `history:${limit}`;
  const cached = !force && memberCache.get<Checkin[]>(key);
  if (cached) return { success: true, data: cached, status: 200 };
  const r = await memberCall<Checkin[]>('get_checkin_history', { token, limit });
  if (r.success && r.data) memberCache.set(key, r.data);
  return r;
}

export async function submitCheckin(token: string, checkinData: Record<string, unknown>): Promise<Result<SubmitResult>> {
  const r = await memberCall<SubmitResult>('submit_checkin', { token, checkinData });
  if (r.success) memberCache.invalidate('dashboard', 'history:', 'passport-summary');
  return r;
}

export async function setGoal(token: string, goal: Record<string, unknown>): Promise<Result<{ goal: Goal; stats: DashboardStats; goal_insight: GoalInsight | null }>> {
  const r = await memberCall<{ goal: Goal; stats: DashboardStats; goal_insight: GoalInsight | null }>('set_goal', { token, goal });
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
