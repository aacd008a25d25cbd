/**
 * POST /api/admin-subscription-queries (admin only): get_all_subscriptions
 * {filters, search, limit 100, cursor} → data, count, limit, next; get_subscription_analytics (from
 * the subscription figures), get_subscription_details {filters.email}, search_subscriptions {search,
 * filters} (exact lookups: an email, a Stripe customer or subscription id). Unexpected failures
 * answer with a fixed default per action ("Failed to fetch subscriptions", …), never internal text.
 */
import { httpHandler, reply, serve, type ActionRequest } from '../lib/http';
import { adminActions } from '../lib/admin-context';
import { BadRequest, HttpError, isHttpError } from '../lib/errors';
import { log } from '../lib/log';
import { ports } from '../lib/runtime';
import { adminBillingActions } from '../../api/admin-billing';
import { analytics, listSubscriptions, subscriptionDetails } from './subscriptions';

export const DEFAULT_ERRORS = {
  list: 'Failed to fetch subscriptions',
  analytics: 'Failed to fetch analytics',
  search: 'Failed to search subscriptions',
} as const;

/** Runs an action's work; anything unexpected answers 500 with the action's fixed default message. */
async function failingWith<T>(failure: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isHttpError(e)) throw e;
    log.error('admin subscription query failed', { error: e instanceof Error ? e.message : String(e) });
    throw new HttpError(500, failure);
  }
}

/** Older clients send filters/search/limit/cursor (offset: refused past 0) beside data too: read both (data wins). */
const merged = (data: unknown, body: Record<string, unknown>) => ({
  ...Object.fromEntries(['filters', 'search', 'limit', 'cursor', 'offset'].filter((k) => body[k] !== undefined).map((k) => [k, body[k]])),
  ...(data && typeof data === 'object' && data !== body ? data : {}),
});

type ListAction = (typeof adminBillingActions)['get_all_subscriptions'];

const list =
  (failure: string) =>
  (req: ActionRequest<ListAction>) =>
    failingWith(failure, async () => {
      const input = req.input();
      const { rows, count, next } = await listSubscriptions(await ports(), input);
      return reply<ListAction>(rows, { count, limit: input.limit, next });
    });

const actionsHandler = serve(
  adminBillingActions,
  adminActions(
    adminBillingActions,
    {
      get_all_subscriptions: list(DEFAULT_ERRORS.list),
      search_subscriptions: list(DEFAULT_ERRORS.search),

      get_subscription_analytics: () => failingWith(DEFAULT_ERRORS.analytics, async () => analytics(await ports())),

      get_subscription_details: (req) =>
        failingWith(DEFAULT_ERRORS.list, async () => {
          const input = req.input();
          const e = input.filters.email ?? input.email;
          if (!e) throw new BadRequest('Email is required');
          return subscriptionDetails(await ports(), e);
        }),
    },
    merged,
  ),
);

export const handler = httpHandler(actionsHandler);
