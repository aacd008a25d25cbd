/**
 * The analytics counters: the only code that builds their keys and expressions.
 *
 * Every figure is a daily counter, changed only by atomic adds, never a raw event (none is stored).
 * No counter holds an identifier or an address. Days are calendar days in Japan time
 * (functions/analytics/days.ts).
 *
 * - The figures of every page view and card click (SHARDED_METRICS: event names, paths, card
 *   slugs, whose values are bounded by the site's routes and catalogue) live in sharded day items:
 *   a batch adds to one of ANALYTICS_SHARDS items of its day, chosen at random, one attribute per
 *   counter, so no item takes every page view, and a window of days is one Query per shard of
 *   ANALYTICS_SHARDS × days items at most, however many paths were counted (issue 28).
 * - The others (UTM sources, referrer hosts, the server's figures) are one item per (metric, day,
 *   dimension) in one partition per metric: a window is one Query per metric. Counters of the
 *   sharded metrics written that way before the shards existed are still read and reduced.
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

/** The metrics kept in sharded day items (their dimensions are bounded: event names, the site's paths, catalogue slugs). */
export const SHARDED_METRICS = ['events', 'views', 'cards'] as const satisfies readonly Metric[];
export type ShardedMetric = (typeof SHARDED_METRICS)[number];
const isSharded = (m: Metric): m is ShardedMetric => (SHARDED_METRICS as readonly string[]).includes(m);

/** How many items share a day's page views: writes spread over them, a read sums them. */
export const ANALYTICS_SHARDS = 10;
const randomShard = () => Math.floor(Math.random() * ANALYTICS_SHARDS);
const SHARDS = Array.from({ length: ANALYTICS_SHARDS }, (_, s) => s);

/** The attribute of one counter in a shard's day item: `<metric>|<dimension>`. */
const SEP = '|';
const shardAttr = (metric: ShardedMetric, dimension: string) => `${metric}${SEP}${dimension}`;

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

/** The adds of one day's sharded counts, as one update of one shard's day item. */
function shardAddition(shard: number, day: string, counts: readonly Count[]) {
  const names: Record<string, string> = { '#day': 'day', '#shard': 'shard', '#type': 'type' };
  const values: Record<string, unknown> = { ':day': day, ':shard': shard, ':type': 'AnalyticsShardDay' };
  const adds = counts.map((c, i) => {
    names[`#c${i}`] = shardAttr(c.metric as ShardedMetric, c.dimension);
    values[`:n${i}`] = c.n;
    return `#c${i} :n${i}`;
  });
  return { key: keys.analyticsShardDay(shard, day), expression: `ADD ${adds.join(', ')} SET #day = :day, #shard = :shard, #type = :type`, names, values };
}

/** The writes of some counts: one per non-sharded counter, one per day for the sharded ones (all on `shard`). */
function additions(counts: readonly Count[], shard: number) {
  const merged = merge(counts);
  const byDay = new Map<string, Count[]>();
  for (const c of merged.filter((x) => isSharded(x.metric))) byDay.set(c.day, [...(byDay.get(c.day) ?? []), c]);
  const perUpdate = 50; // An update expression holds at most 4 KB: a batch of 20 events adds at most 41 counters.
  const sharded = [...byDay].flatMap(([day, cs]) => Array.from({ length: Math.ceil(cs.length / perUpdate) }, (_, i) => shardAddition(shard, day, cs.slice(i * perUpdate, (i + 1) * perUpdate))));
  return [...merged.filter((c) => !isSharded(c.metric)).map(addition), ...sharded];
}

/**
 * Adds every count with atomic ADDs (independent writes: concurrent batches never conflict): one
 * update for the page-view figures of a day (on one shard, at random), one per other counter.
 */
export async function addCounts(p: Pick<Ports, 'table'>, counts: readonly Count[], shard = randomShard()): Promise<void> {
  await Promise.all(additions(counts, shard).map((a) => p.table.update(a.key, { update: a.expression, names: a.names, values: a.values, returnValues: 'NONE' })));
}

/**
 * Adds the counts of one bus event exactly once: the event's marker is put (if absent) in the same
 * transaction as the adds, so a redelivered event changes nothing. Returns false for a repeat.
 */
export async function addCountsOnce(p: Pick<Ports, 'table'>, eventId: string, counts: readonly Count[], ttl: number): Promise<boolean> {
  const ops: TransactOp[] = [
    { put: { ...keys.analyticsCounted(eventId), ttl }, condition: 'attribute_not_exists(pk)' },
    ...additions(counts, randomShard()).map((a): TransactOp => ({ update: a.key, expression: a.expression, names: a.names, values: a.values })),
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

/** The per-counter items of one metric from day `from` to day `to`: one Query. */
async function readCounterItems(p: Pick<Ports, 'table'>, metric: Metric, from: string, to: string): Promise<Counter[]> {
  const k = keys.analyticsDays(metric, from, to);
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND sk BETWEEN :from AND :to', values: { ':pk': k.pk, ':from': k.skFrom, ':to': k.skTo } }, 1_000_000);
  return items.map(counterOf);
}

/** One shard's day item, as the counters it holds. */
export interface ShardDay {
  shard: number;
  day: string;
  counts: { metric: ShardedMetric; dimension: string; count: number }[];
}

function shardDayOf(it: Item): ShardDay {
  const counts: ShardDay['counts'] = [];
  for (const [name, value] of Object.entries(it)) {
    const at = name.indexOf(SEP);
    if (at < 0) continue;
    const metric = name.slice(0, at) as Metric;
    if (isSharded(metric)) counts.push({ metric, dimension: name.slice(at + 1), count: Number(value ?? 0) });
  }
  return { shard: Number(it.shard), day: String(it.sk), counts };
}

/** Sums counters that name the same (day, dimension). */
function summed(counters: readonly Counter[]): Counter[] {
  const byKey = new Map<string, Counter>();
  for (const c of counters) {
    const k = `${c.day}#${c.dimension}`;
    const had = byKey.get(k);
    if (had) had.count += c.count;
    else byKey.set(k, { ...c });
  }
  return [...byKey.values()];
}

/**
 * Every counter of the sharded metrics from day `from` to day `to` (both included), summed over
 * the shards: one Query per shard (at most ANALYTICS_SHARDS × days items, whatever the number of
 * paths or views), and one per metric for counters written before the shards existed.
 */
export async function readShardedDays(p: Pick<Ports, 'table'>, from: string, to: string): Promise<Record<ShardedMetric, Counter[]>> {
  const [shardItems, legacy] = await Promise.all([
    Promise.all(SHARDS.map((s) => p.table.queryAll({ keyCondition: 'pk = :pk AND sk BETWEEN :from AND :to', values: { ':pk': keys.analyticsShard(s).pk, ':from': from, ':to': to } }))),
    Promise.all(SHARDED_METRICS.map((m) => readCounterItems(p, m, from, to))),
  ]);
  const days = shardItems.flat().map(shardDayOf);
  const out = {} as Record<ShardedMetric, Counter[]>;
  SHARDED_METRICS.forEach((metric, i) => {
    const fromShards = days.flatMap((d) => d.counts.filter((c) => c.metric === metric).map((c) => ({ day: d.day, dimension: c.dimension, count: c.count, attrs: {} })));
    out[metric] = summed([...legacy[i], ...fromShards]);
  });
  return out;
}

/** Every counter of one metric from day `from` to day `to` (YYYY-MM-DD, both included), one per (day, dimension). */
export async function readDays(p: Pick<Ports, 'table'>, metric: Metric, from: string, to: string): Promise<Counter[]> {
  if (isSharded(metric)) return (await readShardedDays(p, from, to))[metric];
  return readCounterItems(p, metric, from, to);
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

/** One shard's day items before `day` (not included): what retention reduces. */
export async function readShardDaysBefore(p: Pick<Ports, 'table'>, shard: number, day: string, limit: number): Promise<ShardDay[]> {
  const { items } = await p.table.query({ keyCondition: 'pk = :pk AND sk < :before', values: { ':pk': keys.analyticsShard(shard).pk, ':before': day }, limit });
  return items.map(shardDayOf);
}

/**
 * Deletes shard day items and adds `totals` to their months' totals in one transaction; a day item
 * already gone (a repeated run) cancels the whole move, so nothing is ever added twice.
 */
export async function moveShardDays(p: Pick<Ports, 'table'>, days: readonly ShardDay[], totals: readonly { month: string; name: string; n: number }[]): Promise<boolean> {
  if (days.length === 0) return true;
  if (days.length + totals.length > MOVE_MAX + 1) throw new Error(`at most ${MOVE_MAX + 1} items per move`);
  const ops: TransactOp[] = [
    ...days.map((d): TransactOp => ({ delete: keys.analyticsShardDay(d.shard, d.day), condition: 'attribute_exists(pk)' })),
    ...totals
      .filter((t) => t.n !== 0)
      .map((t): TransactOp => ({
        update: keys.analyticsMonthly(t.month, t.name),
        expression: 'ADD #c :n SET #month = :month, #name = :name',
        names: { '#c': 'count', '#month': 'month', '#name': 'name' },
        values: { ':n': t.n, ':month': t.month, ':name': t.name },
      })),
  ];
  return transactUnlessRefused(p, ops);
}

/** The monthly totals of one month (YYYY-MM): name → count. */
export async function readMonth(p: Pick<Ports, 'table'>, month: string): Promise<Record<string, number>> {
  const k = keys.analyticsMonthly(month, '');
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :m)', values: { ':pk': k.pk, ':m': k.sk } });
  return Object.fromEntries(items.map((it) => [String(it.name), Number(it.count ?? 0)]));
}
