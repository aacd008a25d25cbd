/**
 * Reads for POST /api/admin-subscription-queries, each bounded whatever the number of subscriptions:
 * - a list page is one Query of `limit + 1` items through the index of its filter (functions/billing/store.ts
 *   listPage: every subscription or the live ones or one status on GSI2, one billing interval on GSI1)
 *   from an opaque cursor, plus the subscription figures for its total (at most 11 items);
 * - a search is an exact lookup: an email is one GetItem, a Stripe customer or subscription id one
 *   Query of its lookup index and one batch read (no substring search: it would read every subscription);
 * - the analytics read the subscription figures (functions/billing/figures.ts): at most 11 items.
 */
import { NotFound } from '../lib/errors';
import { normEmail } from '../lib/keys';
import * as subscriptions from '../billing/store';
import * as subscriptionFigures from '../billing/figures';
import { isLiveStatus } from '../billing/rules';
import type { Ports } from '../lib/ports';
import * as signups from '../lib/mail/signups';
import { log } from '../lib/log';
import { matches, searchKind, subscriptionAnalytics, subscriptionRow, type SubscriptionFilters, type SubscriptionRow } from './aggregate';

export interface ListInput {
  filters?: SubscriptionFilters;
  search?: string;
  limit: number;
  cursor?: string | null;
}

export interface ListPage {
  rows: SubscriptionRow[];
  /** How many match in all (from the figures; a search: the rows found). */
  count: number;
  /** The cursor of the next page; null after the last. */
  next: string | null;
}

/** The rows of an exact lookup (an email, a Stripe id), filtered: at most a few, one page. */
async function lookup(p: Pick<Ports, 'table' | 'clock'>, filters: SubscriptionFilters, search: string | undefined): Promise<ListPage> {
  const email = filters.email ? normEmail(filters.email) : undefined;
  const kind = searchKind(search ?? '');
  let items: subscriptions.SubscriptionItem[];
  if (kind && 'stripeId' in kind) {
    const [byCustomer, byId] = await Promise.all([subscriptions.byStripeId(p, 'customer', kind.stripeId), subscriptions.byStripeId(p, 'subscription', kind.stripeId)]);
    items = [...new Map([...byCustomer, ...byId].map((it) => [it.email, it])).values()];
  } else {
    const wanted = kind?.email ?? email;
    const one = wanted ? await subscriptions.get(p, wanted, { consistent: false }) : undefined;
    items = one ? [one] : [];
  }
  const now = p.clock.now();
  const rows = items
    .map((it) => subscriptionRow(it, now))
    .filter((r) => matches(r, filters))
    .sort((a, b) => a.email.localeCompare(b.email));
  return { rows, count: rows.length, next: null };
}

/**
 * One page of subscriptions: an exact lookup when the search or filters name one (an email, a
 * Stripe id), else one Query of the list's index from `cursor`, with the total from the figures.
 */
export async function listSubscriptions(p: Pick<Ports, 'table' | 'clock'>, input: ListInput): Promise<ListPage> {
  const filters = input.filters ?? {};
  if ((input.search ?? '').trim() || filters.email) return lookup(p, filters, input.search);
  const live = filters.active === true ? true : undefined;
  // "Active now" asks for a live status: a status that is not live matches nothing.
  if (live && filters.status && !isLiveStatus(filters.status)) return { rows: [], count: 0, next: null };
  if (filters.active === false) return notActive(p, filters, input);
  const now = p.clock.now();
  const [page, counts] = await Promise.all([
    subscriptions.listPage(p, { status: filters.status, interval: filters.billing_interval, live, activeAt: live ? now.toISOString() : undefined }, input.limit, input.cursor),
    subscriptionFigures.read(p),
  ]);
  return {
    rows: page.items.map((it) => subscriptionRow(it, now)),
    count: subscriptionFigures.countMatching(counts, { status: filters.status, interval: filters.billing_interval, live }),
    next: page.next,
  };
}

/**
 * `active: false` (no access now): the list (or one status's) read a page at a time, keeping the rows
 * that give no access; the total is the matching subscriptions less the live ones (a live status
 * whose period has passed counts as live in it). Not offered by the page; kept for the contract.
 */
async function notActive(p: Pick<Ports, 'table' | 'clock'>, filters: SubscriptionFilters, input: ListInput): Promise<ListPage> {
  const now = p.clock.now();
  const [page, counts] = await Promise.all([
    subscriptions.listPage(p, { status: filters.status, interval: filters.billing_interval }, input.limit, input.cursor),
    subscriptionFigures.read(p),
  ]);
  const all = subscriptionFigures.countMatching(counts, { status: filters.status, interval: filters.billing_interval });
  const live = subscriptionFigures.countMatching(counts, { status: filters.status, interval: filters.billing_interval, live: true });
  return { rows: page.items.map((it) => subscriptionRow(it, now)).filter((r) => !r.isActive), count: all - live, next: page.next };
}

/** The analytics, from the subscription figures: one Query of at most 11 items. */
export async function analytics(p: Pick<Ports, 'table'>) {
  return subscriptionAnalytics(await subscriptionFigures.read(p));
}

/** One subscription, with the person's list status and what Stripe says now (when it answers). */
export async function subscriptionDetails(p: Pick<Ports, 'table' | 'clock' | 'payments'>, email: string) {
  const [item, signup] = await Promise.all([subscriptions.get(p, email), signups.get(p, email)]);
  if (!item) throw new NotFound('Subscription not found');
  const subscription = subscriptionRow(item, p.clock.now());
  let stripe: { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; inSync: boolean } | null = null;
  if (subscription.stripeSubscriptionId) {
    try {
      const live = await p.payments.retrieveSubscription(subscription.stripeSubscriptionId);
      if (live) stripe = { status: live.status, currentPeriodEnd: live.currentPeriodEnd, cancelAtPeriodEnd: live.cancelAtPeriodEnd, inSync: live.status === subscription.subscription_status };
    } catch (e) {
      log.warn('stripe lookup failed', { error: e instanceof Error ? e.message : String(e) });
    }
  }
  return {
    email: normEmail(email),
    subscription,
    signup: signup ? { status: String(signup.status), subscribed_at: signup.subscribed_at ?? null, source: signup.source ?? null } : null,
    stripe,
  };
}
