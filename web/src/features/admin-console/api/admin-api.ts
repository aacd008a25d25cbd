/**
 * The admin console's calls: `POST /api/admin-console` and `POST /api/admin-subscription-queries`
 * with `{action, data}` and the admin's bearer token. A failed answer raises the server's error,
 * or the given default ("Failed to fetch subscriptions", …).
 */
import { ApiError, callApi } from '../../../lib/api-client';
import type { AccountabilityOverview, NewsletterFigures, SignupStats, UnsubscribeStats } from '../../../../../functions/admin/aggregate';
import type { BatchResult, NewsletterView, SignupRow } from '../../../../../functions/admin/newsletter';
import type { BlockedRow } from '../../../../../functions/admin/blocking';
import type { FoundingMember } from '../../../../../functions/member/membership';
import type { SubscriptionAnalytics, SubscriptionFilters, SubscriptionRow } from '../../../../../functions/admin-billing/aggregate';

export type { AccountabilityOverview, NewsletterFigures, SignupStats, UnsubscribeStats, BatchResult, NewsletterView, SignupRow, BlockedRow, FoundingMember, SubscriptionAnalytics, SubscriptionFilters, SubscriptionRow };

export const FAILED = 'Something went wrong. Please try again.';
export const SUBSCRIPTION_ERRORS = {
  list: 'Failed to fetch subscriptions',
  analytics: 'Failed to fetch analytics',
  search: 'Failed to search subscriptions',
} as const;

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

async function post<T>(fn: string, body: Record<string, unknown>, token: string, fallback: string): Promise<{ data: T; extra: Record<string, unknown> }> {
  let r;
  try {
    r = await callApi<T>(fn, body, { token });
  } catch (e) {
    throw new AdminApiError(e instanceof ApiError ? e.message : fallback, e instanceof ApiError ? e.status : 0);
  }
  if (!r.success) throw new AdminApiError(r.error || fallback, r.status);
  const { success: _s, data, error: _e, status: _st, ...extra } = r;
  return { data: data as T, extra };
}

const consoleCall = async <T>(token: string, action: string, data: Record<string, unknown> = {}, fallback = FAILED) =>
  (await post<T>('admin-console', { action, data }, token, fallback)).data;

// ---------- newsletter ----------
/** Every figure of the newsletter page, its per-day stats and the unsubscribe breakdown, from one read. */
export const getNewsletterFigures = (token: string, days: number) =>
  consoleCall<{ figures: NewsletterFigures; stats: SignupStats; unsubscribes: UnsubscribeStats }>(token, 'get_newsletter_figures', { days });
export const getRecentSignups = (token: string) => consoleCall<SignupRow[]>(token, 'get_recent_signups');
export const exportSignupsCsv = (token: string) => consoleCall<{ filename: string; csv: string; rows: number; truncated: boolean }>(token, 'export_signups_csv');
export const listNewsletters = (token: string) => consoleCall<NewsletterView[]>(token, 'list_newsletters');
export const sendNewsletterTest = (token: string, subject: string, body: string) => consoleCall<{ to: string }>(token, 'send_newsletter_test', { subject, body });
export const startNewsletter = (token: string, requestId: string, subject: string, body: string) => consoleCall<BatchResult>(token, 'send_newsletter', { requestId, subject, body });
export const continueNewsletter = (token: string, newsletterId: string) => consoleCall<BatchResult>(token, 'send_newsletter', { newsletterId });

/** One id per "Send to all" click: a retried first call continues the same newsletter. */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Calls send_newsletter until the server says done, reporting each batch. */
export async function sendToAll(token: string, first: () => Promise<BatchResult>, onBatch: (r: BatchResult) => void): Promise<BatchResult> {
  let r = await first();
  onBatch(r);
  while (!r.done) {
    r = await continueNewsletter(token, r.newsletter.id);
    onBatch(r);
  }
  return r;
}

// ---------- email blocking ----------
export const listBlocked = (token: string, cursor: string | null = null) => consoleCall<{ rows: BlockedRow[]; total: number; cursor: string | null }>(token, 'list_blocked', { cursor });
export const lookupEmail = (token: string, email: string) =>
  consoleCall<{ email: string; blocked: BlockedRow | null; signup: { status: string; subscribed_at: string | null; source: string | null } | null }>(token, 'lookup_email', { email });
export const blockEmail = (token: string, email: string, reason: string) => consoleCall<BlockedRow>(token, 'block_email', { email, reason });
export const unblockEmail = (token: string, email: string) => consoleCall<{ email: string }>(token, 'unblock_email', { email });

// ---------- founding members ----------
export const listFoundingMembers = (token: string) => consoleCall<FoundingMember[]>(token, 'list_founding_members');
export const setFoundingMember = (token: string, email: string, founding: boolean) =>
  consoleCall<{ email: string; founding_member: boolean }>(token, 'set_founding_member', { email, founding });

// ---------- goal accountability ----------
export const getAccountability = (token: string) => consoleCall<AccountabilityOverview>(token, 'get_goal_accountability');

// ---------- subscriptions ----------
export interface SubscriptionQuery {
  filters: SubscriptionFilters;
  search: string;
  limit: number;
  offset: number;
}

export async function querySubscriptions(token: string, q: SubscriptionQuery): Promise<{ rows: SubscriptionRow[]; count: number }> {
  const searching = q.search.trim() !== '';
  const action = searching ? 'search_subscriptions' : 'get_all_subscriptions';
  const { data, extra } = await post<SubscriptionRow[]>(
    'admin-subscription-queries',
    { action, data: { filters: q.filters, search: q.search.trim(), limit: q.limit, offset: q.offset } },
    token,
    searching ? SUBSCRIPTION_ERRORS.search : SUBSCRIPTION_ERRORS.list,
  );
  return { rows: data, count: Number(extra.count ?? data.length) };
}

export const getSubscriptionAnalytics = async (token: string) =>
  (await post<SubscriptionAnalytics>('admin-subscription-queries', { action: 'get_subscription_analytics', data: {} }, token, SUBSCRIPTION_ERRORS.analytics)).data;

export interface SubscriptionDetails {
  email: string;
  subscription: SubscriptionRow;
  signup: { status: string; subscribed_at: string | null; source: string | null } | null;
  stripe: { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; inSync: boolean } | null;
}

export const getSubscriptionDetails = async (token: string, email: string) =>
  (await post<SubscriptionDetails>('admin-subscription-queries', { action: 'get_subscription_details', data: { filters: { email } } }, token, SUBSCRIPTION_ERRORS.list)).data;
