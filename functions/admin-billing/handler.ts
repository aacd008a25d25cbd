/**
 * POST /api/admin-subscription-queries (admin only): get_all_subscriptions
 * {filters, search, limit 100, offset 0}, get_subscription_analytics, get_subscription_details
 * {filters.email}, search_subscriptions {search, filters} → data, count. Unexpected failures answer
 * with a fixed default per action ("Failed to fetch subscriptions", …), never internal text.
 */
import * as z from '../lib/zod';
import { actionHandler, httpHandler, ok, validate, type ActionContext, type HttpResult } from '../lib/http';
import { adminEmail } from '../lib/admin-context';
import { BadRequest, HttpError, isHttpError } from '../lib/errors';
import { log } from '../lib/log';
import { ports } from '../lib/runtime';
import { ADMIN_LIST_LIMIT, SUBSCRIPTION_STATUSES } from './aggregate';
import { analytics, listSubscriptions, subscriptionDetails } from './subscriptions';

export const DEFAULT_ERRORS = {
  list: 'Failed to fetch subscriptions',
  analytics: 'Failed to fetch analytics',
  search: 'Failed to search subscriptions',
} as const;

/** Admin check on every action, and the action's fixed default message for anything unexpected. */
const admin =
  (failure: string, fn: (data: unknown) => Promise<HttpResult>) =>
  async (data: unknown, ctx: ActionContext): Promise<HttpResult> => {
    adminEmail(ctx.event);
    try {
      return await fn(data ?? {});
    } catch (e) {
      if (isHttpError(e)) throw e;
      log.error('admin subscription query failed', { error: e instanceof Error ? e.message : String(e) });
      throw new HttpError(500, failure);
    }
  };

const email = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254));
const filtersSchema = z._default(z.object({
    status: z.optional(z.enum(SUBSCRIPTION_STATUSES, { error: 'Unknown subscription status' })),
    billing_interval: z.optional(z.enum(['month', 'year'], { error: 'Billing interval must be month or year' })),
    plan_code: z.optional(z.string().check(z.maxLength(50))),
    active: z.optional(z.boolean()),
    email: z.optional(email),
  }), {});
const listSchema = z.object({
  filters: filtersSchema,
  search: z._default(z.string().check(z.maxLength(200)), ''),
  limit: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1, `Limit must be between 1 and ${ADMIN_LIST_LIMIT}`), z.lte(ADMIN_LIST_LIMIT, `Limit must be between 1 and ${ADMIN_LIST_LIMIT}`)), ADMIN_LIST_LIMIT),
  offset: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(0, 'Offset must be 0 or more')), 0),
});

/** Older clients send filters/limit/offset beside data too: read both. */
const merged = (data: unknown, body: Record<string, unknown>) => ({
  ...Object.fromEntries(['filters', 'search', 'limit', 'offset'].filter((k) => body[k] !== undefined).map((k) => [k, body[k]])),
  ...(data && typeof data === 'object' && data !== body ? data : {}),
});

const list = (failure: string) =>
  async (data: unknown, ctx: ActionContext, body: Record<string, unknown>) =>
    admin(failure, async () => {
      const input = validate(listSchema, merged(data, body));
      const { rows, count } = await listSubscriptions(await ports(), input);
      return ok(rows, { count, limit: input.limit, offset: input.offset });
    })(data, ctx);

export const handler = httpHandler(
  actionHandler({
    get_all_subscriptions: list(DEFAULT_ERRORS.list),
    search_subscriptions: list(DEFAULT_ERRORS.search),

    get_subscription_analytics: admin(DEFAULT_ERRORS.analytics, async () => ok(await analytics(await ports()))),

    async get_subscription_details(data, ctx, body) {
      return admin(DEFAULT_ERRORS.list, async () => {
        const input = validate(
          z.object({ filters: z._default(z.object({ email: z.optional(email) }), {}), email: z.optional(email) }),
          merged(data, body),
        );
        const e = input.filters.email ?? input.email;
        if (!e) throw new BadRequest('Email is required');
        return ok(await subscriptionDetails(await ports(), e));
      })(data, ctx);
    },
  }),
);
