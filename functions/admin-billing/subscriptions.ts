/**
 * Reads for POST /api/admin-subscription-queries. Subscription items (billing/store.ts) are indexed
 * by status and last change, so every subscription — or every one with a status — is one Query,
 * never a Scan. Filtering, search, paging and the analytics run over the rows.
 */
import { NotFound } from '../lib/errors';
import { normEmail } from '../lib/keys';
import * as subscriptions from '../billing/store';
import type { Ports } from '../lib/ports';
import * as signups from '../lib/mail/signups';
import { log } from '../lib/log';
import { filterRows, page, subscriptionAnalytics, subscriptionRow, type SubscriptionFilters, type SubscriptionRow } from './aggregate';

/** Upper bound of subscriptions read for one admin call. */
const MAX_SUBSCRIPTIONS = 10_000;

async function loadRows(p: Pick<Ports, 'table' | 'clock'>, status?: string): Promise<SubscriptionRow[]> {
  const items = await subscriptions.list(p, MAX_SUBSCRIPTIONS, status);
  const now = p.clock.now();
  return items.map((it) => subscriptionRow(it, now));
}

export interface ListInput {
  filters?: SubscriptionFilters;
  search?: string;
  limit: number;
  offset: number;
}

export async function listSubscriptions(p: Pick<Ports, 'table' | 'clock'>, input: ListInput): Promise<{ rows: SubscriptionRow[]; count: number }> {
  const all = filterRows(await loadRows(p, input.filters?.status), input.filters, input.search);
  return { rows: page(all, input.limit, input.offset), count: all.length };
}

export async function analytics(p: Pick<Ports, 'table' | 'clock'>) {
  return subscriptionAnalytics(await loadRows(p));
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
