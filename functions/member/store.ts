/** Member items on the person partition (EMAIL#<email>): weekly check-ins and the goal. */
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
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
    const [old, summary] = await Promise.all([p.table.get(key, { consistent: true }), p.table.get(keys.checkinSummary(email), { consistent: true })]);
    const updated = !!old;
    const saved = { checkin: { ...input, checkin_week: week, submitted_at: updated ? (old.submitted_at as string) : at, updated_at: at }, updated };
    try {
      await withEvents(
        p,
        [
          { update: key, expression: expr.update, condition: updated ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)', names: expr.names, values: expr.values },
          summaryOp(email, summary as CheckinSummaryItem | undefined, { ...saved.checkin, email: normEmail(email) }),
        ],
        announce(saved),
      );
      return saved;
    } catch (e) {
      // Created (or removed) between the read and the write, or the summary rewritten by another
      // save of the member's: read again, after a short random pause so racing saves spread out.
      if (!(e instanceof ConditionFailed) || round >= 7) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * 2 ** round));
    }
  }
}

// ---------- check-in summaries (goal accountability: functions/admin/accountability.ts) ----------

/** Check-ins kept on a summary: the trend reads the latest 4, and a 28-day window touches at most 5 ISO weeks. */
export const SUMMARY_CHECKINS = 5;
const EXCERPT = 160;

/** One check-in as the accountability page shows it (goal text shortened). */
export interface SummaryCheckin {
  email: string;
  checkin_week: string;
  mood_rating: number | null;
  progress_rating: number | null;
  time_invested_hours: number | null;
  overall_progress_percentage: number | null;
  goals_met: string | null;
  submitted_at: string;
  updated_at: string;
}

/**
 * A member's latest check-ins (newest week first, at most SUMMARY_CHECKINS), rewritten in the
 * transaction of each check-in save, IF it is still the version read (`rev`); listed on GSI1
 * `CHECKIN_MEMBERS` by the last save, so the accountability page reads one item per member checking in.
 */
export interface CheckinSummaryItem extends Item {
  type: 'CheckinSummary';
  email: string;
  rev: number;
  checkins: SummaryCheckin[];
}

const excerpt = (v: unknown) => (typeof v === 'string' ? (v.length > EXCERPT ? `${v.slice(0, EXCERPT - 1)}…` : v) : null);
const rating = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function summaryCheckin(c: Partial<Checkin> & { email: string; checkin_week: string; updated_at: string }): SummaryCheckin {
  return {
    email: normEmail(c.email),
    checkin_week: c.checkin_week,
    mood_rating: rating(c.mood_rating),
    progress_rating: rating(c.progress_rating),
    time_invested_hours: rating(c.time_invested_hours),
    overall_progress_percentage: rating(c.overall_progress_percentage),
    goals_met: excerpt(c.goals_met),
    submitted_at: String(c.submitted_at ?? c.updated_at),
    updated_at: c.updated_at,
  };
}

/** The summary with one check-in saved (replacing the same week's), as a put IF unchanged since read. */
function summaryOp(email: string, old: CheckinSummaryItem | undefined, saved: Parameters<typeof summaryCheckin>[0]): TransactOp {
  const checkins = [summaryCheckin(saved), ...(old?.checkins ?? []).filter((c) => c.checkin_week !== saved.checkin_week)]
    .sort((a, b) => b.checkin_week.localeCompare(a.checkin_week))
    .slice(0, SUMMARY_CHECKINS);
  const last = checkins.reduce((m, c) => (c.updated_at > m ? c.updated_at : m), '');
  return {
    put: { ...keys.checkinSummary(email), type: 'CheckinSummary', email: normEmail(email), rev: (old?.rev ?? 0) + 1, checkins, ...keys.checkinMembers(last) },
    ...(old ? { condition: 'rev = :rev', values: { ':rev': old.rev } } : { condition: 'attribute_not_exists(pk)' }),
  };
}

/** The summaries of the members whose last check-in save is at or after `since` (ISO): every one, newest first. */
export async function summariesSince(p: P, since: string): Promise<CheckinSummaryItem[]> {
  return (await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.checkinMembers('').gsi1pk, ':since': since }, forward: false })) as CheckinSummaryItem[];
}

/**
 * Writes the summary of every member with a check-in saved since `since` from their check-ins
 * (check-ins saved before summaries existed); a summary already there is left alone.
 */
export async function rebuildSummaries(p: P, since: string): Promise<number> {
  const recent = await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.checkinsIndex('').gsi1pk, ':since': since } });
  let written = 0;
  for (const email of new Set(recent.map((it) => String(it.email)))) {
    const of = keys.checkinsOf(email);
    const { items } = await p.table.query({ keyCondition: 'pk = :pk AND begins_with(sk, :sk)', values: { ':pk': of.pk, ':sk': of.skPrefix }, forward: false, limit: SUMMARY_CHECKINS });
    const checkins = items.map((it) => summaryCheckin({ ...toCheckin(it), email, checkin_week: String(it.checkin_week), updated_at: String(it.updated_at ?? it.submitted_at) }));
    const last = checkins.reduce((m, c) => (c.updated_at > m ? c.updated_at : m), '');
    try {
      await p.table.put({ ...keys.checkinSummary(email), type: 'CheckinSummary', email: normEmail(email), rev: 1, checkins, ...keys.checkinMembers(last) }, { condition: 'attribute_not_exists(pk)' });
      written++;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
    }
  }
  return written;
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
