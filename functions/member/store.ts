/** Member items on the person partition (EMAIL#<email>): weekly check-ins and the goal. */
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import { ConditionFailed } from '../lib/errors';
import { withEvents, type PendingEvent } from '../lib/event-outbox';
import { computeStats, type Checkin, type CheckinInput, type DashboardStats, type Goal } from './rules';

type P = Pick<Ports, 'table'>;

const CHECKIN_FIELDS = [
  'goals_met',
  'challenges_faced',
  'next_week_commitment',
  'mood_rating',
  'progress_rating',
  'time_invested_hours',
  'overall_progress_percentage',
] as const satisfies readonly (keyof CheckinInput)[];

export function toCheckin(item: Item): Checkin {
  const c = {} as Record<string, unknown>;
  for (const f of CHECKIN_FIELDS) c[f] = item[f] ?? null;
  return { ...(c as unknown as CheckinInput), checkin_week: item.checkin_week, submitted_at: item.submitted_at, updated_at: item.updated_at };
}

/** Check-ins newest first (the sort key is the ISO week, which sorts as text). */
export async function listCheckins(p: P, email: string, limit?: number): Promise<Checkin[]> {
  const of = keys.checkinsOf(email);
  const q = {
    keyCondition: 'pk = :pk AND begins_with(sk, :sk)',
    values: { ':pk': of.pk, ':sk': of.skPrefix },
    forward: false,
  };
  const items = limit ? (await p.table.query({ ...q, limit })).items : await p.table.queryAll(q, 1000);
  return items.map(toCheckin);
}

/**
 * One check-in per member per ISO week: the first submission creates it, a later one in the same
 * week updates it (submitted_at stays, so editing never stretches a streak). One transaction with
 * the events `announce` gives for the saved check-in; it is conditional on what was read (absent
 * or present), so `updated` is exactly what the write did.
 */
export async function saveCheckin(
  p: P & Pick<Ports, 'ids' | 'clock'>,
  email: string,
  week: string,
  input: CheckinInput,
  now: Date,
  announce: (saved: { checkin: Checkin; updated: boolean }) => PendingEvent[] = () => [],
): Promise<{ checkin: Checkin; updated: boolean }> {
  const at = now.toISOString();
  const key = keys.checkin(email, week);
  const expr = setExpression({ type: 'Checkin', email: normEmail(email), checkin_week: week, ...input, updated_at: at, ...keys.checkinsIndex(at) }, { submitted_at: at });
  for (let round = 0; ; round++) {
    const old = await p.table.get(key, { consistent: true });
    const updated = !!old;
    const saved = { checkin: { ...input, checkin_week: week, submitted_at: updated ? (old.submitted_at as string) : at, updated_at: at }, updated };
    try {
      await withEvents(p, [{ update: key, expression: expr.update, condition: updated ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)', names: expr.names, values: expr.values }], announce(saved));
      return saved;
    } catch (e) {
      // Created (or removed) between the read and the write: read again.
      if (!(e instanceof ConditionFailed) || round >= 2) throw e;
    }
  }
}

/** `SET #a = :a, ...` with every name aliased (no reserved-word surprises); `keep` fields are only set when absent. */
export function setExpression(set: Record<string, unknown>, keep: Record<string, unknown> = {}): { update: string; names: Record<string, string>; values: Record<string, unknown> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  let i = 0;
  for (const [k, v] of Object.entries(set)) {
    names[`#n${i}`] = k;
    values[`:v${i}`] = v;
    parts.push(`#n${i} = :v${i}`);
    i++;
  }
  for (const [k, v] of Object.entries(keep)) {
    names[`#n${i}`] = k;
    values[`:v${i}`] = v;
    parts.push(`#n${i} = if_not_exists(#n${i}, :v${i})`);
    i++;
  }
  return { update: `SET ${parts.join(', ')}`, names, values };
}

export async function getGoal(p: P, email: string): Promise<Goal | null> {
  const item = await p.table.get(keys.goals(email));
  if (!item) return null;
  return { title: item.title, description: item.description ?? null, target_date: item.target_date, created_at: item.created_at, updated_at: item.updated_at };
}

export async function saveGoal(p: P, email: string, goal: Pick<Goal, 'title' | 'description' | 'target_date'>, now: Date): Promise<Goal> {
  const at = now.toISOString();
  const item = await p.table.update(keys.goals(email), {
    ...setExpression({ type: 'Goal', email: normEmail(email), ...goal, updated_at: at }, { created_at: at }),
    returnValues: 'ALL_NEW',
  });
  return { title: item!.title, description: item!.description ?? null, target_date: item!.target_date, created_at: item!.created_at, updated_at: item!.updated_at };
}

/** Everything the stats need, read once. */
export async function loadStats(p: P, email: string, now: Date): Promise<{ checkins: Checkin[]; goal: Goal | null; stats: DashboardStats }> {
  const [checkins, goal] = await Promise.all([listCheckins(p, email), getGoal(p, email)]);
  return { checkins, goal, stats: computeStats(checkins, goal, now) };
}
