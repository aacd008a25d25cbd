/**
 * The admin console's calls: `api.adminConsole.*` (`POST /api/admin-console`),
 * `api.adminBilling.*` (`POST /api/admin-subscription-queries`) and `api.adminAnalytics.*`
 * (`POST /api/admin-analytics`) with the admin's bearer token. A
 * failed answer raises the server's error, or the given default ("Failed to fetch subscriptions", …).
 */
import { ApiError } from '../../../lib/api-client';
import { api, type ApiOutput } from '../../../lib/api';

export type SignupStats = ApiOutput<'adminConsole', 'get_signup_stats'>;
export type BatchResult = ApiOutput<'adminConsole', 'send_newsletter'>;
export type BlockedRow = ApiOutput<'adminConsole', 'block_email'>;
export type SubscriptionRow = ApiOutput<'adminBilling', 'get_all_subscriptions'>[number];
export type SubscriptionDetails = ApiOutput<'adminBilling', 'get_subscription_details'>;
export type AnalyticsSummary = ApiOutput<'adminAnalytics', 'get_summary'>;
export type SubscriptionFilters = NonNullable<Parameters<typeof api.adminBilling.get_all_subscriptions>[0]['filters']>;

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

/** A successful answer; a failed one (or none) raises AdminApiError with the server's message, or `fallback`. */
async function answered<R extends { success: boolean; data?: unknown; error?: string; status: number }>(call: Promise<R>, fallback = FAILED): Promise<R & { data: NonNullable<R['data']> }> {
  let r;
  try {
    r = await call;
  } catch (e) {
    throw new AdminApiError(e instanceof ApiError ? e.message : fallback, e instanceof ApiError ? e.status : 0);
  }
  if (!r.success) throw new AdminApiError(r.error || fallback, r.status);
  return r as R & { data: NonNullable<R['data']> };
}

const adminConsole = api.adminConsole;
const adminBilling = api.adminBilling;
/** The admin's bearer token on a call. */
const as = (token: string) => ({ token });

// ---------- newsletter ----------
/** Every figure of the newsletter page, its per-day stats and the unsubscribe breakdown, from one read. */
export const getNewsletterFigures = async (token: string, days: number) => (await answered(adminConsole.get_newsletter_figures({ days }, as(token)))).data;
export const getRecentSignups = async (token: string) => (await answered(adminConsole.get_recent_signups({}, as(token)))).data;
export const listNewsletters = async (token: string) => (await answered(adminConsole.list_newsletters({}, as(token)))).data;
export const sendNewsletterTest = async (token: string, subject: string, body: string) => (await answered(adminConsole.send_newsletter_test({ subject, body }, as(token)))).data;
export const startNewsletter = async (token: string, requestId: string, subject: string, body: string): Promise<BatchResult> =>
  (await answered(adminConsole.send_newsletter({ requestId, subject, body }, as(token)))).data;
export const continueNewsletter = async (token: string, newsletterId: string): Promise<BatchResult> => (await answered(adminConsole.send_newsletter({ newsletterId }, as(token)))).data;

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
export const listBlocked = async (token: string, cursor: string | null = null) => (await answered(adminConsole.list_blocked({ cursor }, as(token)))).data;
export const lookupEmail = async (token: string, email: string) => (await answered(adminConsole.lookup_email({ email }, as(token)))).data;
export const blockEmail = async (token: string, email: string, reason: string) => (await answered(adminConsole.block_email({ email, reason }, as(token)))).data;
export const unblockEmail = async (token: string, email: string) => (await answered(adminConsole.unblock_email({ email }, as(token)))).data;

// ---------- founding members ----------
/** One page of founding members (a cursor list: `next` names the page after). */
export const listFoundingMembers = async (token: string, cursor: string | null = null) => (await answered(adminConsole.list_founding_members({ cursor }, as(token)))).data;
export const setFoundingMember = async (token: string, email: string, founding: boolean) => (await answered(adminConsole.set_founding_member({ email, founding }, as(token)))).data;

// ---------- goal accountability ----------
/** The figures, and the page of the members' list and of the needs-support list each cursor names (the first without one). */
export const getAccountability = async (token: string, cursors: { members?: string; needsSupport?: string } = {}) =>
  (await answered(adminConsole.get_goal_accountability({ members_cursor: cursors.members ?? null, needs_support_cursor: cursors.needsSupport ?? null }, as(token)))).data;

// ---------- error reports ----------
export type ErrorList = ApiOutput<'adminConsole', 'list_errors'>;
export type ErrorRow = ErrorList['errors'][number];
export const listErrors = async (token: string, days: number) => (await answered(adminConsole.list_errors({ days }, as(token)))).data;
// ---------- analytics ----------
export const getAnalyticsSummary = async (token: string, days: number) => (await answered(api.adminAnalytics.get_summary({ days }, as(token)))).data;

// ---------- subscriptions ----------
export interface SubscriptionQuery {
  filters: SubscriptionFilters;
  /** An exact lookup: an email, a Stripe customer id or subscription id. */
  search: string;
  limit: number;
  /** The `next` of the previous page; null for the first. */
  cursor: string | null;
}

/** One page of subscriptions: its rows, how many match in all, and the next page's cursor (null after the last). */
export async function querySubscriptions(token: string, q: SubscriptionQuery): Promise<{ rows: SubscriptionRow[]; count: number; next: string | null }> {
  const searching = q.search.trim() !== '';
  const data = { filters: q.filters, search: q.search.trim(), limit: q.limit, cursor: q.cursor };
  const r = await answered(
    searching ? adminBilling.search_subscriptions(data, as(token)) : adminBilling.get_all_subscriptions(data, as(token)),
    searching ? SUBSCRIPTION_ERRORS.search : SUBSCRIPTION_ERRORS.list,
  );
  return { rows: r.data, count: Number(r.count ?? r.data.length), next: r.next ?? null };
}

export const getSubscriptionAnalytics = async (token: string) => (await answered(adminBilling.get_subscription_analytics({}, as(token)), SUBSCRIPTION_ERRORS.analytics)).data;

export const getSubscriptionDetails = async (token: string, email: string) =>
  (await answered(adminBilling.get_subscription_details({ filters: { email } }, as(token)), SUBSCRIPTION_ERRORS.list)).data;
