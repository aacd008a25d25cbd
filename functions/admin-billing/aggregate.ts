/**
 * Pure views over the billing side's subscription items (functions/billing/subscriptions.ts owns
 * the shape): the admin row, filters and search, and the analytics summary (totals, active,
 * monthly, yearly, revenue).
 * Status labels and the active rule come from functions/billing/rules.ts (one copy).
 */
import { formatPrice } from '../../content/events/index';
import { PLANS } from '../billing/plans';
import { isActiveSubscription, statusLabel } from '../billing/rules';
import type { Item } from '../lib/ports';

/** The admin subscription list shows 100 rows a page. */
export const ADMIN_LIST_LIMIT = 100;
/** Plans are priced in one currency; revenue is reported in it. */
export const REVENUE_CURRENCY = PLANS[0].currency;

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused'] as const;

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

export interface SubscriptionFilters {
  status?: string;
  billing_interval?: 'month' | 'year';
  plan_code?: string;
  /** true: only subscriptions that give access now (status active/trialing, period not over). */
  active?: boolean;
  email?: string;
}

/** Filters, then a case-insensitive search over email and the payment provider's ids; newest change first. */
export function filterRows(rows: readonly SubscriptionRow[], filters: SubscriptionFilters = {}, search = ''): SubscriptionRow[] {
  const q = search.trim().toLowerCase();
  return rows
    .filter((r) => !filters.status || r.subscription_status === filters.status)
    .filter((r) => !filters.billing_interval || r.subscription_plans?.billing_interval === filters.billing_interval)
    .filter((r) => !filters.plan_code || r.subscription_plans?.code === filters.plan_code)
    .filter((r) => filters.active === undefined || r.isActive === filters.active)
    .filter((r) => !filters.email || r.email === filters.email.trim().toLowerCase())
    .filter((r) => !q || [r.email, r.stripeCustomerId ?? '', r.stripeSubscriptionId ?? ''].some((v) => v.toLowerCase().includes(q)))
    .sort((a, b) => (b.updatedAt ?? '').localeCompare(a.updatedAt ?? '') || a.email.localeCompare(b.email));
}

export const page = <T>(rows: readonly T[], limit: number, offset: number): T[] => rows.slice(offset, offset + limit);

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
}

export function subscriptionAnalytics(rows: readonly SubscriptionRow[]): SubscriptionAnalytics {
  const active = rows.filter((r) => r.isActive);
  const totalRevenue = rows.reduce((s, r) => s + r.total_paid_cents, 0);
  const averageRevenue = rows.length ? Math.round(totalRevenue / rows.length) : 0;
  const mrr = Math.round(
    active.reduce((s, r) => s + (r.subscription_plans ? (r.subscription_plans.billing_interval === 'year' ? r.subscription_plans.price_cents / 12 : r.subscription_plans.price_cents) : 0), 0),
  );
  // The seven subscription statuses (active … paused) always, and any other status Stripe reported.
  const statuses: string[] = [...new Set([...SUBSCRIPTION_STATUSES, ...rows.map((r) => r.subscription_status)])];
  return {
    totalSubscriptions: rows.length,
    activeSubscriptions: active.length,
    monthlySubscriptions: active.filter((r) => r.subscription_plans?.billing_interval === 'month').length,
    yearlySubscriptions: active.filter((r) => r.subscription_plans?.billing_interval === 'year').length,
    totalRevenue,
    averageRevenue,
    monthlyRecurringRevenue: mrr,
    currency: REVENUE_CURRENCY,
    totalRevenueText: formatPrice(totalRevenue, REVENUE_CURRENCY),
    averageRevenueText: formatPrice(averageRevenue, REVENUE_CURRENCY),
    monthlyRecurringRevenueText: formatPrice(mrr, REVENUE_CURRENCY),
    byStatus: statuses
      .filter(Boolean)
      .map((status) => ({ status, label: statusLabel(status), count: rows.filter((r) => r.subscription_status === status).length })),
  };
}
