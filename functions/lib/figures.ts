/**
 * Figures kept as counters (issue 28): one item per group (`FIGURES` / `<group>`), whose number
 * attributes are moved with `ADD` in the SAME transaction as the change they count (a signup, an
 * unsubscribe, a block, a subscription's status). A counter therefore always equals a recount of
 * the items it counts, and an admin figure is one item read, whatever the size of the list.
 *
 * Each change adds to one of FIGURE_SHARDS shard items chosen at random (`<group>#<nn>`), never to one
 * item every signup would contend for in its transaction; a read sums the group's items (its base
 * item, which holds the recount, and the shards: at most FIGURE_SHARDS + 1 items, one Query).
 *
 * The only code that builds `keys.figures` and its expressions; the stores of the items counted
 * return `addOp(...)` with their own ops. Items written before the counters existed are counted
 * once by `recountOp` (functions/admin/figures-recount.ts, run where the initial data is loaded).
 */
import { ConditionFailed } from './errors';
import { keys } from './keys';
import { calendarDateIn, formatIsoDate } from '../../content/events/calendar';
import type { Item, Ports, TransactOp } from './ports';

/**
 * `checkins` only marks the one rebuild of the check-in summaries (functions/member/store.ts).
 * `subscriptions`: by status and billing interval, the amount paid, the live plans' prices; what a
 * subscription item adds, and the move of each write, are functions/billing/figures.ts (its purge
 * is functions/billing/store.ts `deleteItem`, called by the privacy purge, not `removalOp`).
 */
export type FigureGroup = 'signups' | 'blocked' | 'subscriptions' | 'checkins' | 'founding' | 'hosts' | 'series';

/**
 * Groups with figures per day, for the windows the admin shows: the newsletter's signups, returns
 * and unsubscribes (functions/lib/mail/signups.ts); the members' check-ins and the members by the
 * day of their last check-in save, with their trend (functions/member/store.ts).
 */
export type DayGroup = 'signups' | 'checkins';

/** A figure's day is the community's calendar day (Tokyo) of the moment it counts. */
export const FIGURES_TIMEZONE = 'Asia/Tokyo';
export const figureDay = (iso: string): string => formatIsoDate(calendarDateIn(new Date(iso), FIGURES_TIMEZONE));

/** The `blocked` group's one counter: addresses on the block list. */
export const BLOCKED = 'blocked';
/** The `founding` group's one counter: founding members (functions/member/membership.ts). */
export const FOUNDING = 'founding';
/** The `hosts` group's one counter: host assignments (functions/passport/hosts.ts). */
export const HOST_ASSIGNMENTS = 'assignments';
/** The `series` group's one counter: active series registrations (functions/reservations/series-store.ts). */
export const ACTIVE_SERIES = 'active';

/** The counters of one group, and when they were last set from a recount (absent: never). */
export interface Figures {
  values: Record<string, number>;
  recountedAt: string | null;
}

/** How many shard items a group's changes are spread over. */
export const FIGURE_SHARDS = 10;

/** Moves counters of a group by the deltas (a zero delta is left out) on one shard at random; one op of the caller's transaction. */
export function addOp(group: FigureGroup, deltas: Record<string, number>): Extract<TransactOp, { update: unknown }> {
  const op = addTo(keys.figuresShard(group, Math.floor(Math.random() * FIGURE_SHARDS)), deltas);
  if (!op) throw new Error(`No counter of ${group} moves`);
  return op;
}

/** The update that ADDs the deltas (a zero delta left out) to an item; undefined when nothing moves. */
function addTo(key: { pk: string; sk: string }, deltas: Record<string, number>): Extract<TransactOp, { update: unknown }> | undefined {
  const moves = Object.entries(deltas).filter(([, n]) => n !== 0);
  if (!moves.length) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  moves.forEach(([name, n], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = n;
  });
  return { update: key, expression: `ADD ${moves.map((_, i) => `#f${i} :f${i}`).join(', ')}`, names, values };
}

/**
 * Moves a group's counters of the day of `iso` (figureDay) by the deltas, on one of the day's
 * FIGURE_SHARDS shards at random: ops for the caller's transaction (none when nothing moves).
 */
export function dayAddOps(group: DayGroup, iso: string, deltas: Record<string, number>): TransactOp[] {
  const op = addTo(keys.figuresDay(group, figureDay(iso), Math.floor(Math.random() * FIGURE_SHARDS)), deltas);
  return op ? [op] : [];
}

/** One move of a day figure: the counter of the day of `iso` (figureDay) moves by `delta`. */
export type DayMove = [iso: string, counter: string, delta: number];

/** One op per day the moves touch (a transaction may write an item once), none for a day whose moves cancel out. */
export function dayMoveOps(group: DayGroup, moves: readonly DayMove[]): TransactOp[] {
  const byDay = new Map<string, { iso: string; deltas: Record<string, number> }>();
  for (const [iso, counter, delta] of moves) {
    const day = figureDay(iso);
    const entry = byDay.get(day) ?? { iso, deltas: {} };
    entry.deltas[counter] = (entry.deltas[counter] ?? 0) + delta;
    byDay.set(day, entry);
  }
  return [...byDay.values()].flatMap((d) => dayAddOps(group, d.iso, d.deltas));
}

/** A group's counters per day from `fromDay` to `toDay` (days with nothing counted are absent): one Query of at most FIGURE_SHARDS items a day. */
export async function readDays(p: Pick<Ports, 'table'>, group: DayGroup, fromDay: string, toDay: string): Promise<Map<string, Record<string, number>>> {
  const k = keys.figuresDays(group, fromDay, toDay);
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND sk BETWEEN :from AND :to', values: { ':pk': k.pk, ':from': k.skFrom, ':to': k.skTo }, consistent: true });
  const days = new Map<string, Record<string, number>>();
  for (const it of items) {
    const day = String(it.sk).slice(0, 10);
    days.set(day, sums([days.get(day), it]));
  }
  return days;
}

/**
 * Sets a day's base item from a recount (the migration of items written before the day counters):
 * the recount less what the day's shards already hold, so their sum is the recount.
 */
export async function setDayBase(p: Pick<Ports, 'table'>, group: DayGroup, day: string, counts: Record<string, number>): Promise<void> {
  const held = (await readDays(p, group, day, day)).get(day) ?? {};
  const base: Record<string, number> = {};
  for (const [name, n] of Object.entries(counts)) base[name] = n - (held[name] ?? 0);
  await p.table.put({ ...keys.figuresDayBase(group, day), ...base });
}

/** The group's base item and shard items (strongly consistent, every page). */
async function itemsOf(p: Pick<Ports, 'table'>, group: FigureGroup): Promise<{ base?: Item; shards: Item[] }> {
  const k = keys.figuresOf(group);
  const items = await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': k.pk, ':sk': k.skPrefix }, consistent: true }, FIGURE_SHARDS + 1);
  const mine = items.filter((i) => i.sk === group || String(i.sk).startsWith(`${group}#`));
  return { base: mine.find((i) => i.sk === group), shards: mine.filter((i) => i.sk !== group) };
}

/** The sum of each number attribute over items. */
function sums(items: (Item | undefined)[]): Record<string, number> {
  const values: Record<string, number> = {};
  for (const it of items) for (const [k, v] of Object.entries(it ?? {})) if (typeof v === 'number') values[k] = (values[k] ?? 0) + v;
  return values;
}

/** The group's counters (0 for a counter never moved): its base item plus its shards, one Query. */
export async function read(p: Pick<Ports, 'table'>, group: FigureGroup): Promise<Figures> {
  const { base, shards } = await itemsOf(p, group);
  return { values: sums([base, ...shards]), recountedAt: typeof base?.recountedAt === 'string' ? base.recountedAt : null };
}

/** A counter's value (0 when it never moved). */
export const valueOf = (f: Figures, name: string): number => f.values[name] ?? 0;

/**
 * Sets the group's counters from a recount, once: only while its base item has no `recountedAt`.
 * The recount counts every item, also those whose change a shard already counted, so the base
 * item takes the recount less what the shards hold. The counters a recount does not name keep
 * their value.
 */
export async function recountOnce(p: Pick<Ports, 'table'>, group: FigureGroup, counts: Record<string, number>, at: string): Promise<boolean> {
  const inShards = sums((await itemsOf(p, group)).shards);
  const names: Record<string, string> = { '#at': 'recountedAt' };
  const values: Record<string, unknown> = { ':at': at };
  const sets = Object.entries(counts).map(([name, n], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = n - (inShards[name] ?? 0);
    return `#f${i} = :f${i}`;
  });
  try {
    await p.table.update(keys.figures(group), { update: `SET ${[...sets, '#at = :at'].join(', ')}`, condition: 'attribute_not_exists(#at)', names, values, returnValues: 'NONE' });
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

/**
 * What deleting an item takes off the counters (the purge of a closed account deletes a person's
 * partition): the op to write in the delete's transaction, or undefined for an item no counter counts.
 */
export function removalOp(item: Item): TransactOp | undefined {
  switch (item.type) {
    case 'Signup': {
      if (item.status === 'active') return addOp('signups', { active: -1 });
      const joined = typeof item.subscribed_at === 'string' || item.reactivated_at !== undefined;
      return item.status === 'unsubscribed' && joined ? addOp('signups', { unsubscribed: -1 }) : undefined;
    }
    case 'Unsubscribe':
      return addOp('signups', { unsubscribes: -1 });
    case 'Blocked':
      return addOp('blocked', { [BLOCKED]: -1 });
    case 'Member':
      return item.founding_member === true ? addOp('founding', { [FOUNDING]: -1 }) : undefined;
    case 'Series':
      return item.status === 'active' ? addOp('series', { [ACTIVE_SERIES]: -1 }) : undefined;
    default:
      return undefined;
  }
}

/**
 * The condition under which `removalOp(item)` is right: the deleted item still counts as read (a
 * founding member still one, a series still active, a signup with the status and times read); none
 * for the groups whose delete needs only the item to exist.
 */
export function removalGuard(item: Item): { condition: string; names?: Record<string, string>; values?: Record<string, unknown> } | undefined {
  switch (item.type) {
    case 'Member':
      return item.founding_member === true ? { condition: 'founding_member = :fm', values: { ':fm': true } } : { condition: 'attribute_not_exists(founding_member) OR founding_member <> :fm', values: { ':fm': true } };
    case 'Series':
      return { condition: '#status = :st', names: { '#status': 'status' }, values: { ':st': item.status } };
    // A check-in counts on the day of its last save, a summary its member on theirs with their trend: each as read.
    case 'Checkin':
      return typeof item.updated_at === 'string' ? { condition: 'updated_at = :u', values: { ':u': item.updated_at } } : { condition: 'attribute_not_exists(updated_at)' };
    case 'CheckinSummary':
      return { condition: 'rev = :rev', values: { ':rev': item.rev } };
    case 'Signup': {
      // Its status and its join and return times decide what it counts (the totals and its days).
      const joined = typeof item.subscribed_at === 'string';
      const back = item.reactivated_at !== undefined;
      return {
        condition: `#status = :st AND ${joined ? 'subscribed_at = :s' : 'NOT attribute_type(subscribed_at, :str)'} AND ${back ? 'reactivated_at = :r' : 'attribute_not_exists(reactivated_at)'}`,
        names: { '#status': 'status' },
        values: { ':st': item.status, ...(joined ? { ':s': item.subscribed_at } : { ':str': 'S' }), ...(back ? { ':r': item.reactivated_at } : {}) },
      };
    }
    default:
      return undefined;
  }
}
