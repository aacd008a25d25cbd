/**
 * The subscription figures: the `subscriptions` group of functions/lib/figures.ts (FIGURES /
 * subscriptions and its shards), moved with ADD in the transaction of every write that makes a
 * subscription item, changes its status, plan or amount paid, or deletes it (store.ts:
 * saveStateOps, addPaymentOps, deleteItem). Each write is conditional on the item it read, and
 * moves the counters by what the item adds now less what it added then, so the counters always
 * equal a recount of the items (recountSubscriptions, a one-off migration for items older than the
 * counters).
 *
 * Counters (number attributes):
 * - `n#<status>#<interval>`: subscriptions with that status and billing interval (`month`, `year`,
 *   `none` without a plan). Every total the admin shows is a sum of these: all, by status, the live
 *   ones (active, trialing), the live ones by interval, any list filter's total.
 * - `paid`: the amount ever paid (total_paid_cents, hundredths of the currency unit) over every subscription.
 * - `price#<interval>`: the plan prices of the live subscriptions of that interval (the monthly recurring revenue).
 *
 * Counted items are those in the admin's list (an index entry, written with the first state); a
 * payment recorded before it is counted by that first state's write.
 */
import * as figures from '../lib/figures';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { isLiveStatus } from './rules';

export const GROUP = 'subscriptions' as const;
/** The billing interval of a subscription without a plan. */
export const NO_PLAN = 'none';
export const PAID = 'paid';
const COUNT = 'n#';
const PRICE = 'price#';
export const countName = (status: string, interval: string) => `${COUNT}${status}#${interval}`;
export const priceName = (interval: string) => `${PRICE}${interval}`;

/** Whether the figures count the item: a subscription in the admin's list (written by a state). */
export const isCounted = (it: Item | undefined | null): it is Item => Boolean(it && typeof it.gsi2pk === 'string' && typeof it.subscription_status === 'string');

const intervalOf = (it: Item): string => (typeof it.plan?.billing_interval === 'string' ? it.plan.billing_interval : NO_PLAN);

/** What one item adds to the counters (nothing for an item they do not count). */
export function contribution(it: Item | undefined | null): Record<string, number> {
  if (!isCounted(it)) return {};
  const interval = intervalOf(it);
  const c: Record<string, number> = { [countName(it.subscription_status, interval)]: 1 };
  const paid = Number(it.total_paid_cents ?? 0);
  if (paid) c[PAID] = paid;
  const price = Number(it.plan?.price_cents ?? 0);
  if (isLiveStatus(it.subscription_status) && price) c[priceName(interval)] = price;
  return c;
}

/** What the counters move when an item goes from `before` to `after` (undefined: none), zeros left out. */
export function deltas(before: Item | undefined | null, after: Item | undefined | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(contribution(after))) out[k] = (out[k] ?? 0) + v;
  for (const [k, v] of Object.entries(contribution(before))) out[k] = (out[k] ?? 0) - v;
  return Object.fromEntries(Object.entries(out).filter(([, n]) => n !== 0));
}

/** The op moving the counters from `before` to `after`, for the write's own transaction (none when nothing moves). */
export function moveOps(before: Item | undefined | null, after: Item | undefined | null): TransactOp[] {
  const d = deltas(before, after);
  return Object.keys(d).length ? [figures.addOp(GROUP, d)] : [];
}

/** The counters as a table: subscriptions by status and interval, the amount paid, the live plans' prices by interval. */
export interface SubscriptionCounts {
  cells: { status: string; interval: string; count: number }[];
  paid: number;
  livePrices: Record<string, number>;
  recountedAt: string | null;
}

export function countsOf(f: figures.Figures): SubscriptionCounts {
  const cells: SubscriptionCounts['cells'] = [];
  const livePrices: Record<string, number> = {};
  for (const [name, n] of Object.entries(f.values)) {
    if (name.startsWith(COUNT)) {
      const rest = name.slice(COUNT.length);
      const cut = rest.lastIndexOf('#');
      if (cut > 0) cells.push({ status: rest.slice(0, cut), interval: rest.slice(cut + 1), count: n });
    } else if (name.startsWith(PRICE)) livePrices[name.slice(PRICE.length)] = n;
  }
  return { cells, paid: f.values[PAID] ?? 0, livePrices, recountedAt: f.recountedAt };
}

/** The counters: one Query of at most FIGURE_SHARDS + 1 items, whatever the number of subscriptions. */
export async function read(p: Pick<Ports, 'table'>): Promise<SubscriptionCounts> {
  return countsOf(await figures.read(p, GROUP));
}

/** How many subscriptions match a list's filter (status, interval, live ones), from the counters. */
export function countMatching(c: SubscriptionCounts, f: { status?: string; interval?: string; live?: boolean }): number {
  return c.cells
    .filter((x) => (!f.status || x.status === f.status) && (!f.interval || x.interval === f.interval) && (!f.live || isLiveStatus(x.status)))
    .reduce((s, x) => s + x.count, 0);
}

/** The counters a recount of `items` sets (every counter the group holds now named, 0 when no item adds to it). */
export function recountValues(items: Iterable<Item>, now: SubscriptionCounts): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of now.cells) totals[countName(c.status, c.interval)] = 0;
  for (const interval of Object.keys(now.livePrices)) totals[priceName(interval)] = 0;
  totals[PAID] = 0;
  for (const it of items) for (const [k, v] of Object.entries(contribution(it))) totals[k] = (totals[k] ?? 0) + v;
  return totals;
}
