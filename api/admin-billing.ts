/**
 * POST /api/admin-subscription-queries (admin only): the subscriptions, filtered and paged with an
 * opaque cursor, looked up exactly (email, Stripe customer or subscription id), their analytics from
 * the subscription figures, and one subscription beside what Stripe says. The list's fields may also
 * come as top-level body fields beside `data` (older clients); the list answers carry
 * `{count, limit, next}` beside `data`.
 */
import * as z from '../domain/zod';
import { ADMIN_LIST_LIMIT, OFFSET_GONE } from '../domain/admin/billing';
import { action, actions, type SampleFixture } from './contract';
import { signupOfAddress, subscriptionEmail as email, subscriptionFilters, subscriptionSearch } from './admin-console';

// ---------- inputs ----------

const filters = z._default(subscriptionFilters, {});

const limitMessage = `Limit must be between 1 and ${ADMIN_LIST_LIMIT}`;
const listInput = z.object({
  filters,
  search: z._default(subscriptionSearch, ''),
  limit: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1, limitMessage), z.lte(ADMIN_LIST_LIMIT, limitMessage)), ADMIN_LIST_LIMIT),
  /** The `next` of the previous page; absent or null for the first. */
  cursor: z.nullish(z.string().check(z.maxLength(2000))),
  /** Older clients: only 0 (the first page) is accepted; later pages come from `cursor`. */
  offset: z.optional(z.coerce.number().check(z.refine((n) => n === 0, OFFSET_GONE))),
});

// ---------- outputs ----------

const subscriptionRow = z.object({
  email: z.string(),
  subscription_status: z.string(),
  statusLabel: z.string(),
  isActive: z.boolean(),
  current_period_end: z.nullable(z.string()),
  cancel_at_period_end: z.boolean(),
  total_paid_cents: z.number(),
  total_paid_text: z.string(),
  subscription_plans: z.nullable(z.object({ code: z.string(), billing_interval: z.enum(['month', 'year']), price_cents: z.number() })),
  plan_price_text: z.nullable(z.string()),
  stripeCustomerId: z.nullable(z.string()),
  stripeSubscriptionId: z.nullable(z.string()),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});

/** Beside the page of rows: how many match in all (from the subscription figures), the page size, and the next page's cursor (null after the last). */
const listExtra = z.object({ count: z.number(), limit: z.number(), next: z.nullable(z.string()) });

const analytics = z.object({
  totalSubscriptions: z.number(),
  activeSubscriptions: z.number(),
  /** Active subscriptions billed monthly / yearly. */
  monthlySubscriptions: z.number(),
  yearlySubscriptions: z.number(),
  /** Everything ever paid, in hundredths of the currency unit. */
  totalRevenue: z.number(),
  averageRevenue: z.number(),
  /** What the active subscriptions bring in per month (a yearly plan counts 1/12). */
  monthlyRecurringRevenue: z.number(),
  currency: z.string(),
  totalRevenueText: z.string(),
  averageRevenueText: z.string(),
  monthlyRecurringRevenueText: z.string(),
  byStatus: z.array(z.object({ status: z.string(), label: z.string(), count: z.number() })),
  /** When the counters were set from a recount of the items (the one-off migration); null: never needed. */
  recountedAt: z.nullable(z.string()),
});

const details = z.object({
  email: z.string(),
  subscription: subscriptionRow,
  signup: signupOfAddress,
  /** What Stripe says now (null when there is no Stripe subscription or Stripe did not answer). */
  stripe: z.nullable(z.object({ status: z.string(), currentPeriodEnd: z.nullable(z.string()), cancelAtPeriodEnd: z.boolean(), inSync: z.boolean() })),
});

async function subscribed(fx: SampleFixture): Promise<string> {
  const address = fx.email('subscriber');
  await fx.subscribe(address);
  return address;
}

export const adminBillingActions = actions({
  get_all_subscriptions: action({
    summary:
      'Every subscription, filtered (status, billing interval, active now) and paged (100 a page) with an opaque cursor (`next`, null after the last page): live ones first, then by status, latest change first; the total (`count`) from the subscription figures. A search is an exact lookup (an email, a Stripe customer or subscription id), no longer a substring search.',
    input: listInput,
    output: z.array(subscriptionRow),
    extra: listExtra,
    sample: { data: { filters: {}, search: '', limit: ADMIN_LIST_LIMIT, cursor: null } },
  }),
  search_subscriptions: action({
    summary:
      'The subscription whose email, Stripe customer id or Stripe subscription id is exactly the search (no substring search: that would read every subscription), filtered; one page, `next` null.',
    input: listInput,
    output: z.array(subscriptionRow),
    extra: listExtra,
    sample: { data: { search: 'sub_123' } },
  }),
  get_subscription_analytics: action({
    summary: 'Totals, active (a live status), monthly and yearly subscriptions, revenue and counts by status, from the subscription figures (a bounded read whatever the number of subscriptions).',
    input: z.object({}),
    output: analytics,
    sample: { data: {} },
  }),
  get_subscription_details: action({
    summary: "One subscription (by filters.email), the person's list status and what Stripe says now.",
    input: z.object({ filters: z._default(z.object({ email: z.optional(email) }), {}), email: z.optional(email) }),
    output: details,
    sample: async (fx) => ({ data: { filters: { email: await subscribed(fx) } } }),
  }),
});
