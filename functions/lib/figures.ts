/**
 * Figures kept as counters (issue 28): one item per group (`FIGURES` / `<group>`), whose number
 * attributes are moved with `ADD` in the SAME transaction as the change they count (a signup, an
 * unsubscribe, a block, a subscription's status). A counter therefore always equals a recount of
 * the items it counts, and an admin figure is one item read, whatever the size of the list.
 *
 * The only code that builds `keys.figures` and its expressions; the stores of the items counted
 * return `addOp(...)` with their own ops. Items written before the counters existed are counted
 * once by `recountOp` (functions/admin/figures-recount.ts, run where the initial data is loaded).
 */
import { ConditionFailed } from './errors';
import { keys } from './keys';
import type { Item, Ports, TransactOp } from './ports';

/** `checkins` only marks the one rebuild of the check-in summaries (functions/member/store.ts). */
export type FigureGroup = 'signups' | 'blocked' | 'subscriptions' | 'checkins';

/** The `blocked` group's one counter: addresses on the block list. */
export const BLOCKED = 'blocked';

/** The counters of one group, and when they were last set from a recount (absent: never). */
export interface Figures {
  values: Record<string, number>;
  recountedAt: string | null;
}

/** Moves counters of a group by the deltas (a zero delta is left out); one op of the caller's transaction. */
export function addOp(group: FigureGroup, deltas: Record<string, number>): Extract<TransactOp, { update: unknown }> {
  const moves = Object.entries(deltas).filter(([, n]) => n !== 0);
  if (!moves.length) throw new Error(`No counter of ${group} moves`);
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  moves.forEach(([name, n], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = n;
  });
  return { update: keys.figures(group), expression: `ADD ${moves.map((_, i) => `#f${i} :f${i}`).join(', ')}`, names, values };
}

/** The group's counters (0 for a counter never moved): one item read. */
export async function read(p: Pick<Ports, 'table'>, group: FigureGroup): Promise<Figures> {
  const it = await p.table.get(keys.figures(group), { consistent: true });
  const values: Record<string, number> = {};
  for (const [k, v] of Object.entries(it ?? {})) if (typeof v === 'number') values[k] = v;
  return { values, recountedAt: typeof it?.recountedAt === 'string' ? it.recountedAt : null };
}

/** A counter's value (0 when it never moved). */
export const valueOf = (f: Figures, name: string): number => f.values[name] ?? 0;

/**
 * Sets the group's counters from a recount, once: only while the item has no `recountedAt`. The
 * counters a recount does not name keep their value.
 */
export async function recountOnce(p: Pick<Ports, 'table'>, group: FigureGroup, counts: Record<string, number>, at: string): Promise<boolean> {
  const names: Record<string, string> = { '#at': 'recountedAt' };
  const values: Record<string, unknown> = { ':at': at };
  const sets = Object.entries(counts).map(([name, n], i) => {
    names[`#f${i}`] = name;
    values[`:f${i}`] = n;
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
    default:
      return undefined;
  }
}
