/**
 * Analytics retention: daily counters older than the privacy policy's months (legal
 * `analyticsAnonymisedAfterMonths`, 26) are reduced to
 * monthly totals per event name. The per-path, per-slug and per-source detail is deleted; the
 * totals of each event name (page_view, event_card_click, …) and of the server's figures
 * (signup, registration, payment, landing) are first added to their month's total, in the same
 * transaction that deletes the days they come from, so a repeated or interrupted run never counts
 * a day twice. The privacy-retention job calls `reduceAnalytics(p)`.
 */
import { legalConstants } from '../../content/site/legal';
import type { Ports } from '../lib/ports';
import { dayOf, monthOf, monthsBefore } from './days';
import { ANALYTICS_SHARDS, MOVE_MAX, moveShardDays, moveToMonth, readBefore, readShardDaysBefore, type Counter, type Metric, type ShardDay } from './store';

/**
 * What each metric's old days become: the name of the monthly total its counters add to (a
 * function of the counter), or null when its detail is only deleted (its total is kept by another
 * metric: page views per path are in the page_view total, card clicks in event_card_click).
 */
const MONTHLY_NAME: Record<Metric, ((c: Counter) => string) | null> = {
  events: (c) => c.dimension,
  views: null,
  cards: null,
  referrers: null,
  landings: () => 'landing',
  signups: () => 'signup',
  registrations: () => 'registration',
  payments: () => 'payment',
};

/** How long the daily detail is kept: the months the privacy policy states. */
export const ANALYTICS_DETAIL_MONTHS = legalConstants.analyticsAnonymisedAfterMonths;

export interface ReductionReport {
  /** The first day kept in full (YYYY-MM-DD, Japan time). */
  keptFrom: string;
  /** Daily counters reduced (deleted, their totals kept per month); a shard's day item counts each counter it held. */
  reduced: number;
}

/** Reduces every daily counter before the day ANALYTICS_DETAIL_MONTHS months before `now` (Japan time). */
export async function reduceAnalytics(p: Pick<Ports, 'table' | 'clock'>, now: Date = p.clock.now()): Promise<ReductionReport> {
  const keptFrom = monthsBefore(dayOf(now), ANALYTICS_DETAIL_MONTHS);
  let reduced = 0;
  for (const metric of Object.keys(MONTHLY_NAME) as Metric[]) {
    const nameOf = MONTHLY_NAME[metric];
    for (;;) {
      const old = await readBefore(p, metric, keptFrom, 500);
      if (old.length === 0) break;
      // One move per (month, total name): a transaction writes each item once.
      const groups = new Map<string, { into: { month: string; name: string } | null; counters: Counter[] }>();
      for (const c of old) {
        const into = nameOf ? { month: monthOf(c.day), name: nameOf(c) } : null;
        const k = JSON.stringify(into);
        const g = groups.get(k) ?? { into, counters: [] };
        g.counters.push(c);
        groups.set(k, g);
      }
      for (const g of groups.values()) {
        for (let i = 0; i < g.counters.length; i += MOVE_MAX) {
          const part = g.counters.slice(i, i + MOVE_MAX);
          // A move refused because a counter is already gone: another run moved it; read again.
          if (await moveToMonth(p, metric, part, g.into)) reduced += part.length;
        }
      }
    }
  }
  for (let shard = 0; shard < ANALYTICS_SHARDS; shard++) reduced += await reduceShard(p, shard, keptFrom);
  return { keptFrom, reduced };
}

/** Shard day items per move: room in one transaction for the month's totals (a handful of event names). */
const SHARD_DAYS_PER_MOVE = 80;

/** Reduces one shard's day items before `keptFrom`: each month's event-name totals added in the transaction that deletes its days. */
async function reduceShard(p: Pick<Ports, 'table'>, shard: number, keptFrom: string): Promise<number> {
  let reduced = 0;
  for (;;) {
    const old = await readShardDaysBefore(p, shard, keptFrom, SHARD_DAYS_PER_MOVE);
    if (old.length === 0) return reduced;
    const byMonth = new Map<string, ShardDay[]>();
    for (const d of old) byMonth.set(monthOf(d.day), [...(byMonth.get(monthOf(d.day)) ?? []), d]);
    for (const [month, days] of byMonth) {
      const totals = new Map<string, number>();
      for (const d of days) {
        for (const c of d.counts) {
          const nameOf = MONTHLY_NAME[c.metric];
          if (!nameOf) continue;
          const name = nameOf({ day: d.day, dimension: c.dimension, count: c.count, attrs: {} });
          totals.set(name, (totals.get(name) ?? 0) + c.count);
        }
      }
      // A move refused because a day is already gone: another run moved it; read again.
      if (await moveShardDays(p, days, [...totals].map(([name, n]) => ({ month, name, n })))) reduced += days.reduce((n, d) => n + d.counts.length, 0);
    }
  }
}
