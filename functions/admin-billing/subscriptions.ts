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
import { matches, searchKind, subscriptionAnalytics, subscriptionRow, type SubscriptionRow } from './aggregate';
import { type SubscriptionFilters } from '../../domain/admin/billing';

export interface ListInput {
  filters?: SubscriptionFilters;
  search?: string;
  limit: number;
  cursor?: string | null;
}

/** The rows of one page. */
export interface RowsPage {
  rows: SubscriptionRow[];
  /** The cursor of the next page; null after the last. */
  next: string | null;
}

export interface ListPage extends RowsPage {
  /** How many match in all (from the figures; a search: the rows found). */
  count: number;
}

/** The rows of an exact lookup (an email, a Stripe id), filtered: at most a few, one page. */
async function lookup(p: Pick<Ports, 'table' | 'clock'>, filters: SubscriptionFilters, search: string | undefined): Promise<RowsPage> {
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
  return { rows, next: null };
}

/** A search, or an email filter, is an exact lookup. */
const isLookup = (input: ListInput) => Boolean((input.search ?? '').trim() || input.filters?.email);
/** "Active now" asks for a live status: a status that is not live matches nothing. */
const matchesNothing = (f: SubscriptionFilters) => f.active === true && Boolean(f.status) && !isLiveStatus(f.status!);

/**
 * The rows of one page of subscriptions: an exact lookup when the search or filters name one (an
 * email, a Stripe id), else one Query of the list's index from `cursor` (`limit` + 1 items). Both
 * the list's page (listSubscriptions) and the subscriptions export (functions/exports/run.ts) read it.
 */
export async function subscriptionsPage(p: Pick<Ports, 'table' | 'clock'>, input: ListInput): Promise<RowsPage> {
  const filters = input.filters ?? {};
  if (isLookup(input)) return lookup(p, filters, input.search);
  if (matchesNothing(filters)) return { rows: [], next: null };
  const live = filters.active === true ? true : undefined;
  const now = p.clock.now();
  const page = await subscriptions.listPage(p, { status: filters.status, interval: filters.billing_interval, live, activeAt: live ? now.toISOString() : undefined }, input.limit, input.cursor);
  const rows = page.items.map((it) => subscriptionRow(it, now));
  // `active: false` (no access now; not offered by the page): the list's rows that give no access.
  return { rows: filters.active === false ? rows.filter((r) => !r.isActive) : rows, next: page.next };
}

/**
 * How many subscriptions the filters match, from the figures: `active: false` is the matching ones
 * less the live ones (a live status whose period has passed counts as live in it).
 */
async function total(p: Pick<Ports, 'table'>, filters: SubscriptionFilters): Promise<number> {
  const counts = await subscriptionFigures.read(p);
  const base = { status: filters.status, interval: filters.billing_interval };
  if (filters.active === false) return subscriptionFigures.countMatching(counts, base) - subscriptionFigures.countMatching(counts, { ...base, live: true });
  return subscriptionFigures.countMatching(counts, { ...base, live: filters.active === true ? true : undefined });
}

/** One page of subscriptions (subscriptionsPage) with how many match in all: the figures', or a lookup's rows. */
export async function listSubscriptions(p: Pick<Ports, 'table' | 'clock'>, input: ListInput): Promise<ListPage> {
  const filters = input.filters ?? {};
  const [page, count] = await Promise.all([subscriptionsPage(p, input), isLookup(input) || matchesNothing(filters) ? undefined : total(p, filters)]);
  return { ...page, count: count ?? page.rows.length };
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
