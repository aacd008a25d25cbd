/** Shared test plumbing for the member web tests: a fetch stub routed by action, a stored session. */
import { vi } from 'vitest';
import { MEMBER_TOKEN_KEY, resetMemberSessionForTests } from '../../../web/src/lib/member-session';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Answer = (action: string, body: Record<string, any>, init: RequestInit) => Response | Promise<Response> | undefined;

/** Stubs fetch; each call is answered by `answer` (or a 400 Unknown action). Returns the mock. */
export function mockApi(answer: Answer) {
  const fn = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, any>;
    return (await answer(body.action, body, init)) ?? json(400, { success: false, error: `Unhandled ${String(url)} ${body.action}` });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

export const calls = (fn: ReturnType<typeof mockApi>, action: string) =>
  fn.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, any>).filter((b) => b.action === action);

export function storeSession(email = 'aiko@example.com', token = 'member-token', opts: { setAt?: number; expiresAt?: string } = {}) {
  localStorage.setItem(
    MEMBER_TOKEN_KEY,
    JSON.stringify({ token, email, expiresAt: opts.expiresAt ?? new Date(Date.now() + 24 * 3600_000).toISOString(), setAt: opts.setAt ?? Date.now() }),
  );
}

export function resetMembers() {
  localStorage.clear();
  sessionStorage.clear();
  resetMemberSessionForTests();
}

export const summary = (over: Record<string, unknown> = {}) => ({
  email: 'aiko@example.com',
  stamps: 2,
  yearly_stamps: 2,
  current_year: 2026,
  tier: 'new',
  tier_name: 'Connect Tier',
  tier_icon: '🌱',
  next_tier: { id: 'bronze', name: 'Community Member', stamps_needed: 1 },
  tier_progress: 66,
  member_status: 'active',
  subscribed_at: '2026-01-15T00:00:00.000Z',
  signup_source: 'website',
  cities: ['Tokyo'],
  current_streak: 1,
  checkin_streak: 2,
  achievements_count: 0,
  tier_just_unlocked: false,
  yearly_status: { archived: false, daysUntilReset: 40, message: '40 days left to collect stamps this year.' },
  no_show_count: 0,
  no_show_limit: 3,
  membership_revoked: false,
  features: { enabled: true, stamps: true, tiers: true, headerDisplay: true, progress: true, animations: true, streaks: true, cityCount: true, yearlyProgress: true, comparison: true, leaderboard: true, analytics: true, achievements: false, tierBenefits: false },
  ...over,
});
