/**
 * The analytics counters: the only code that builds their keys and expressions.
 *
 * Every figure is a daily counter, one item per (metric, day, dimension), changed only by atomic
 * adds, in one partition per metric with the day first in the sort key: a window of days is one
 * Query per metric, never a scan of raw events (no raw event is stored). No counter holds an
 * identifier or an address. Days are calendar days in Japan time (functions/analytics/days.ts).
 */
import { keys } from '../lib/keys';
import { ConditionFailed } from '../lib/errors';
import type { Item, Ports, TransactOp } from '../lib/ports';

/**
 * The metrics, each one partition. `events`: every event name per day (page_view included);
 * `views`: page views per path; `cards`: event card clicks per event slug; `landings`: visits
 * with consent per UTM source / medium / campaign; `referrers`: the same per referrer host;
 * `signups`: newsletter signups per UTM; `registrations` and `payments`: per event slug.
 */
export const METRICS = ['events', 'views', 'cards', 'landings', 'referrers', 'signups', 'registrations', 'payments'] as const;
export type Metric = (typeof METRICS)[number];

/** One counter to add to. `attrs` are plain fields kept on the item (e.g. the UTM parts of a source). */
export interface Count {
  metric: Metric;
  day: string;
  dimension: string;
  n: number;
  attrs?: Record<string, string>;
}

/** A counter as read. */
export interface Counter {
  day: string;
  dimension: string;
  count: number;
  attrs: Record<string, string>;
}

/** Adds up counts that name the same counter, so each counter is written once. */
export function merge(counts: readonly Count[]): Count[] {
  const byKey = new Map<string, Count>();
  for (const c of counts) {
    const k = JSON.stringify([c.metric, c.day, c.dimension]);
    const had = byKey.get(k);
    if (had) had.n += c.n;
    else byKey.set(k, { ...c });
  }
  return [...byKey.values()].filter((c) => c.n > 0);
}

function addition(c: Count) {
  const names: Record<string, string> = { '#c': 'count', '#day': 'day', '#dim': 'dimension' };
  const values: Record<string, unknown> = { ':n': c.n, ':day': c.day, ':dim': c.dimension };
  let set = '#day = :day, #dim = :dim';
  if (c.attrs) {
    names['#attrs'] = 'attrs';
    values[':attrs'] = c.attrs;
    set += ', #attrs = :attrs';
  }
  return { key: keys.analyticsDaily(c.metric, c.day, c.dimension), expression: `ADD #c :n SET ${set}`, names, values };
}

/** Adds every count, one atomic ADD per counter (independent writes: concurrent batches never conflict). */
export async function addCounts(p: Pick<Ports, 'table'>, counts: readonly Count[]): Promise<void> {
  await Promise.all(
    merge(counts).map((c) => {
      const a = addition(c);
      return p.table.update(a.key, { update: a.expression, names: a.names, values: a.values, returnValues: 'NONE' });
    }),
  );
}

/**
 * Adds the counts of one bus event exactly once: the event's marker is put (if absent) in the same
 * transaction as the adds, so a redelivered event changes nothing. Returns false for a repeat.
 */
export async function addCountsOnce(p: Pick<Ports, 'table'>, eventId: string, counts: readonly Count[], ttl: number): Promise<boolean> {
  const ops: TransactOp[] = [
    { put: { ...keys.analyticsCounted(eventId), ttl }, condition: 'attribute_not_exists(pk)' },
    ...merge(counts).map((c): TransactOp => {
      const a = addition(c);
      return { update: a.key, expression: a.expression, names: a.names, values: a.values };
    }),
  ];
  return transactUnlessRefused(p, ops);
}

/** Runs a transaction; false when one of its conditions refused it (nothing was written). */
async function transactUnlessRefused(p: Pick<Ports, 'table'>, ops: TransactOp[]): Promise<boolean> {
  try {
    await p.table.transact(ops);
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

const counterOf = (it: Item): Counter => ({ day: String(it.day), dimension: String(it.dimension), count: Number(it.count ?? 0), attrs: (it.attrs ?? {}) as Record<string, string> });

/** Every counter of one metric from day `from` to day `to` (YYYY-MM-DD, both included): one Query. */
export async function readDays(p: Pick<Ports, 'table'>, metric: Metric, from: string, to: string): Promise<Counter[]> {
  const k = keys.analyticsDays(metric, from, to);
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND sk BETWEEN :from AND :to', values: { ':pk': k.pk, ':from': k.skFrom, ':to': k.skTo } }, 1_000_000);
  return items.map(counterOf);
}

// ---------- retention ----------

/** The earliest day any counter can have (a lower bound for a range read). */
const FIRST_DAY = '0000-00-00';

/** Every counter of one metric before `day` (not included): what retention reduces. */
export async function readBefore(p: Pick<Ports, 'table'>, metric: Metric, day: string, limit: number): Promise<Counter[]> {
  const k = keys.analyticsDays(metric, FIRST_DAY, FIRST_DAY);
  const { items } = await p.table.query({ keyCondition: 'pk = :pk AND sk < :before', values: { ':pk': k.pk, ':before': `${day}#` }, limit });
  return items.map(counterOf);
}

/** The transaction limit of DynamoDB, less the monthly total's own write. */
export const MOVE_MAX = 99;

/**
 * Moves daily counters into their month's total for `name` (YYYY-MM): the total gains their sum and
 * they are deleted in one transaction; a counter already gone (a repeated run) cancels the whole
 * move, so nothing is ever added twice. `into` null: the counters are only deleted.
 */
export async function moveToMonth(p: Pick<Ports, 'table'>, metric: Metric, counters: readonly Counter[], into: { month: string; name: string } | null): Promise<boolean> {
  if (counters.length === 0) return true;
  if (counters.length > MOVE_MAX) throw new Error(`at most ${MOVE_MAX} counters per move`);
  const ops: TransactOp[] = counters.map((c) => ({ delete: keys.analyticsDaily(metric, c.day, c.dimension), condition: 'attribute_exists(pk)' }));
  if (into) {
    const total = counters.reduce((s, c) => s + c.count, 0);
    ops.push({
      update: keys.analyticsMonthly(into.month, into.name),
      expression: 'ADD #c :n SET #month = :month, #name = :name',
      names: { '#c': 'count', '#month': 'month', '#name': 'name' },
      values: { ':n': total, ':month': into.month, ':name': into.name },
    });
  }
  return transactUnlessRefused(p, ops);
}

/** The monthly totals of one month (YYYY-MM): name → count. */
export async function readMonth(p: Pick<Ports, 'table'>, month: string): Promise<Record<string, number>> {
  const k = keys.analyticsMonthly(month, '');
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :m)', values: { ':pk': k.pk, ':m': k.sk } });
  return Object.fromEntries(items.map((it) => [String(it.name), Number(it.count ?? 0)]));
}
