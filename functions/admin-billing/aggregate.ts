/**
 * Pure views over the billing side's subscription items (functions/billing/subscriptions.ts owns
 * the shape): the admin row and its CSV columns, the filters of an exact lookup's rows, what a search
 * looks up, and the analytics summary (totals, active, monthly, yearly, revenue) from the subscription figures.
 * Status labels and the active rule come from functions/billing/rules.ts (one copy).
 */
import { formatPrice } from '../../content/events/index';
import { PLANS } from '../billing/plans';
import { isActiveSubscription, isLiveStatus, statusLabel } from '../billing/rules';
import type { SubscriptionCounts } from '../billing/figures';
import type { Item } from '../lib/ports';
import type { CsvColumn } from '../../domain/csv';
import { SUBSCRIPTION_STATUSES, SubscriptionFilters } from '../../domain/admin/billing';

/** Plans are priced in one currency; revenue is reported in it. */
export const REVENUE_CURRENCY = PLANS[0].currency;

export interface SubscriptionRow {
  email: string;
  subscription_status: string;
  statusLabel: string;
  isActive: boolean;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  total_paid_cents: number;
  total_paid_text: string;
  subscription_plans: { code: string; billing_interval: 'month' | 'year'; price_cents: number } | null;
  plan_price_text: string | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export function subscriptionRow(it: Item, now: Date): SubscriptionRow {
  const paid = Number(it.total_paid_cents ?? 0);
  return {
    email: String(it.email ?? ''),
    subscription_status: String(it.subscription_status ?? ''),
    statusLabel: statusLabel(it.subscription_status),
    isActive: isActiveSubscription(it, now),
    current_period_end: it.current_period_end ?? null,
    cancel_at_period_end: Boolean(it.cancel_at_period_end),
    total_paid_cents: paid,
    total_paid_text: formatPrice(paid, REVENUE_CURRENCY),
    subscription_plans: it.plan ?? null,
    plan_price_text: typeof it.plan?.price_cents === 'number' ? formatPrice(it.plan.price_cents, REVENUE_CURRENCY) : null,
    stripeCustomerId: it.stripeCustomerId ?? null,
    stripeSubscriptionId: it.stripeSubscriptionId ?? null,
    createdAt: it.createdAt ?? null,
    updatedAt: it.updatedAt ?? null,
  };
}

/** The subscriptions CSV (the `subscriptions` export): one row per subscription, as stored. */
export const SUBSCRIPTION_CSV: readonly CsvColumn<SubscriptionRow>[] = [
  { header: 'email', value: (r) => r.email },
  { header: 'status', value: (r) => r.subscription_status },
  { header: 'active_now', value: (r) => r.isActive },
  { header: 'plan', value: (r) => r.subscription_plans?.code },
  { header: 'billing_interval', value: (r) => r.subscription_plans?.billing_interval },
  { header: 'price', value: (r) => r.plan_price_text },
  { header: 'current_period_end', value: (r) => r.current_period_end },
  { header: 'cancel_at_period_end', value: (r) => r.cancel_at_period_end },
  { header: 'total_paid', value: (r) => r.total_paid_text },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'updated_at', value: (r) => r.updatedAt },
  { header: 'stripe_customer_id', value: (r) => r.stripeCustomerId },
  { header: 'stripe_subscription_id', value: (r) => r.stripeSubscriptionId },
];

/** Whether a row passes the filters (the few rows of an exact lookup; a list page is filtered by its index). */
export function matches(r: SubscriptionRow, filters: SubscriptionFilters = {}): boolean {
  return (
    (!filters.status || r.subscription_status === filters.status) &&
    (!filters.billing_interval || r.subscription_plans?.billing_interval === filters.billing_interval) &&
    (filters.active === undefined || r.isActive === filters.active) &&
    (!filters.email || r.email === filters.email.trim().toLowerCase())
  );
}

/**
 * What a search looks up, exactly (a substring search would read every subscription): an email
 * (it has an @), else a Stripe customer id (`cus_…`) or subscription id (`sub_…`, or the
 * `checkout:<session>` of a subscription stored before Stripe made it readable), both tried.
 */
export function searchKind(search: string): { email: string } | { stripeId: string } | null {
  const q = search.trim();
  if (!q) return null;
  return q.includes('@') ? { email: q.toLowerCase() } : { stripeId: q };
}

export interface SubscriptionAnalytics {
  totalSubscriptions: number;
  activeSubscriptions: number;
  /** Active subscriptions billed monthly / yearly. */
  monthlySubscriptions: number;
  yearlySubscriptions: number;
  /** Everything ever paid, in hundredths of the currency unit. */
  totalRevenue: number;
  /** totalRevenue / totalSubscriptions, rounded (0 when there are none). */
  averageRevenue: number;
  /** What the active subscriptions bring in per month (a yearly plan counts 1/12). */
  monthlyRecurringRevenue: number;
  currency: string;
  totalRevenueText: string;
  averageRevenueText: string;
  monthlyRecurringRevenueText: string;
  byStatus: { status: string; label: string; count: number }[];
  /** When the counters were set from a recount of the items (the one-off migration); null: never needed. */
  recountedAt: string | null;
}

/**
 * The analytics from the subscription figures (functions/billing/figures.ts), not from the items.
 * Active = a live status (active, trialing): a subscription whose stored period end has passed
 * counts as active until Stripe's update (renewal, past_due or deletion) arrives.
 */
export function subscriptionAnalytics(c: SubscriptionCounts): SubscriptionAnalytics {
  const sum = (f: (x: SubscriptionCounts['cells'][number]) => boolean) => c.cells.filter(f).reduce((s, x) => s + x.count, 0);
  const total = sum(() => true);
  const live = (x: { status: string }) => isLiveStatus(x.status);
  const totalRevenue = c.paid;
  const averageRevenue = total ? Math.round(totalRevenue / total) : 0;
  const mrr = Math.round(Object.entries(c.livePrices).reduce((s, [interval, cents]) => s + (interval === 'year' ? cents / 12 : cents), 0));
  // The seven subscription statuses (active … paused) always, and any other status Stripe reported that some subscription has.
  const others = [...new Set(c.cells.filter((x) => x.count !== 0).map((x) => x.status))].filter((st) => !(SUBSCRIPTION_STATUSES as readonly string[]).includes(st)).sort();
  return {
    totalSubscriptions: total,
    activeSubscriptions: sum(live),
    monthlySubscriptions: sum((x) => live(x) && x.interval === 'month'),
    yearlySubscriptions: sum((x) => live(x) && x.interval === 'year'),
    totalRevenue,
    averageRevenue,
    monthlyRecurringRevenue: mrr,
    currency: REVENUE_CURRENCY,
    totalRevenueText: formatPrice(totalRevenue, REVENUE_CURRENCY),
    averageRevenueText: formatPrice(averageRevenue, REVENUE_CURRENCY),
    monthlyRecurringRevenueText: formatPrice(mrr, REVENUE_CURRENCY),
    byStatus: [...SUBSCRIPTION_STATUSES, ...others].map((status) => ({ status, label: statusLabel(status), count: sum((x) => x.status === status) })),
    recountedAt: c.recountedAt,
  };
}
