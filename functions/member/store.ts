/** Member items on the person partition (EMAIL#<email>): weekly check-ins and the goal. */
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { ConditionFailed } from '../lib/errors';
import { withEvents, type PendingEvent } from '../lib/event-outbox';
import * as figures from '../lib/figures';
import { computeStats, improvementTrend, type Checkin, type CheckinInput, type DashboardStats, type Goal, type Trend } from '../../domain/member/rules';

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
    const before = summary as CheckinSummaryItem | undefined;
    const after = summaryCheckins(before, { ...saved.checkin, email: normEmail(email) });
    try {
      await withEvents(
        p,
        [
          { update: key, expression: expr.update, condition: updated ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)', names: expr.names, values: expr.values },
          summaryPut(email, before, after),
          // The day figures: the check-in moves from the day of its last save to now, and so does its
          // member (from the day of their last save, with their trend then, to now with their trend now).
          ...figures.dayMoveOps('checkins', [...(old ? checkinMoves(old, -1) : []), ...checkinMoves(saved.checkin, 1), ...(before ? memberMoves(before.checkins, -1) : []), ...memberMoves(after, 1)]),
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
  /** The member's trend over these check-ins (domain/member/rules.ts). */
  trend: Trend;
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

/** A summary's check-ins with one saved (replacing the same week's): newest week first, at most SUMMARY_CHECKINS. */
function summaryCheckins(old: CheckinSummaryItem | undefined, saved: Parameters<typeof summaryCheckin>[0]): SummaryCheckin[] {
  return [summaryCheckin(saved), ...(old?.checkins ?? []).filter((c) => c.checkin_week !== saved.checkin_week)]
    .sort((a, b) => b.checkin_week.localeCompare(a.checkin_week))
    .slice(0, SUMMARY_CHECKINS);
}

/** A member's standing from their summary's check-ins: their last save (the latest `updated_at`) and their trend. */
export function standingOf(checkins: readonly Pick<SummaryCheckin, 'updated_at' | 'progress_rating'>[]): { last: string; trend: Trend } {
  return { last: checkins.reduce((m, c) => (c.updated_at > m ? c.updated_at : m), ''), trend: improvementTrend(checkins.map((c) => c.progress_rating)) };
}

/**
 * The summary item: on GSI1 `CHECKIN_MEMBERS` by the last save and, while the member's trend is
 * needs_support, on GSI2 `CHECKIN_NEEDS_SUPPORT` by the last save (a sparse index).
 */
function summaryItem(email: string, rev: number, checkins: SummaryCheckin[]): CheckinSummaryItem {
  const { last, trend } = standingOf(checkins);
  return {
    ...keys.checkinSummary(email),
    type: 'CheckinSummary',
    email: normEmail(email),
    rev,
    checkins,
    trend,
    ...keys.checkinMembers(last),
    ...(trend === 'needs_support' ? keys.checkinNeedsSupport(last) : {}),
  };
}

/** The summary put IF unchanged since read. */
function summaryPut(email: string, old: CheckinSummaryItem | undefined, checkins: SummaryCheckin[]): TransactOp {
  return {
    put: summaryItem(email, (old?.rev ?? 0) + 1, checkins),
    ...(old ? { condition: 'rev = :rev', values: { ':rev': old.rev } } : { condition: 'attribute_not_exists(pk)' }),
  };
}

// ---------- the check-in day figures (figures group `checkins`: functions/admin/accountability.ts) ----------

/** A day's counters: its check-ins (by their last save) with their rating sums and counts, and its members (by their last save). */
export const CHECKIN_DAY = {
  checkins: 'checkins',
  moodSum: 'mood_sum',
  moodRated: 'mood_n',
  progressSum: 'progress_sum',
  progressRated: 'progress_n',
  hoursSum: 'hours_sum',
  hoursRated: 'hours_n',
  members: 'members',
} as const;
/** A day's members (by their last save) with a trend. */
export const trendCounter = (trend: Trend): string => `trend_${trend}`;

type Rated = { updated_at?: unknown; submitted_at?: unknown; mood_rating?: unknown; progress_rating?: unknown; time_invested_hours?: unknown };
const savedAt = (c: Rated): string | null => (typeof c.updated_at === 'string' ? c.updated_at : typeof c.submitted_at === 'string' ? c.submitted_at : null);

/** What a check-in counts on the day of its last save (with -1, what it takes off). */
export function checkinMoves(c: Rated, sign: 1 | -1): figures.DayMove[] {
  const at = savedAt(c);
  if (!at) return [];
  const moves: figures.DayMove[] = [[at, CHECKIN_DAY.checkins, sign]];
  const rated: [unknown, string, string][] = [
    [c.mood_rating, CHECKIN_DAY.moodSum, CHECKIN_DAY.moodRated],
    [c.progress_rating, CHECKIN_DAY.progressSum, CHECKIN_DAY.progressRated],
    [c.time_invested_hours, CHECKIN_DAY.hoursSum, CHECKIN_DAY.hoursRated],
  ];
  for (const [value, sum, n] of rated) {
    const v = rating(value);
    if (v !== null) moves.push([at, sum, sign * v], [at, n, sign]);
  }
  return moves;
}

/** What a member's summary counts: one member, with their trend, on the day of their last save. */
export function memberMoves(checkins: readonly SummaryCheckin[], sign: 1 | -1): figures.DayMove[] {
  const { last, trend } = standingOf(checkins);
  return last ? [[last, CHECKIN_DAY.members, sign], [last, trendCounter(trend), sign]] : [];
}

// ---------- the accountability page's lists (each one Query of a page) ----------

type Page = { items: CheckinSummaryItem[]; lastKey?: Item };

/** The shape of each list's page cursor (functions/lib/cursor.ts): a summary's key and its position in the list's index. */
export const SUMMARY_CURSORS = {
  members: { pk: true as const, sk: keys.checkinSummary('').sk, gsi1pk: keys.checkinMembers('').gsi1pk, gsi1sk: true as const },
  needsSupport: { pk: true as const, sk: keys.checkinSummary('').sk, gsi2pk: keys.checkinNeedsSupport('').gsi2pk, gsi2sk: true as const },
};

/** A page of the members whose last save is at or after `since`, latest first (GSI1 `CHECKIN_MEMBERS`). */
export async function summariesPage(p: P, since: string, limit: number, startKey?: Item): Promise<Page> {
  const { items, lastKey } = await p.table.query({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.checkinMembers('').gsi1pk, ':since': since }, forward: false, limit, startKey });
  return { items: items as CheckinSummaryItem[], lastKey };
}

/** A page of the members needing support whose last save is at or after `since`, latest first (GSI2, sparse). */
export async function needsSupportPage(p: P, since: string, limit: number, startKey?: Item): Promise<Page> {
  const { items, lastKey } = await p.table.query({ index: 'gsi2', keyCondition: 'gsi2pk = :pk AND gsi2sk >= :since', values: { ':pk': keys.checkinNeedsSupport('').gsi2pk, ':since': since }, forward: false, limit, startKey });
  return { items: items as CheckinSummaryItem[], lastKey };
}

/** The latest `limit` check-ins saved at or after `since`, latest first (GSI1 `CHECKINS`). */
export async function recentCheckins(p: P, since: string, limit: number): Promise<Item[]> {
  return (await p.table.query({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.checkinsIndex('').gsi1pk, ':since': since }, forward: false, limit })).items;
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
    try {
      await p.table.put(summaryItem(email, 1, checkins), { condition: 'attribute_not_exists(pk)' });
      written++;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
    }
  }
  return written;
}

/**
 * The check-in day figures, the trend and the needs-support entry of items written before them (the
 * migration, once per table): every check-in and every member's summary last saved at or after
 * `since` (the accountability window's start) counted on its day. Answers the days set.
 */
export async function backfillCheckinDays(p: P, since: string): Promise<number> {
  const saved = (pk: string) => p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': pk, ':since': since } }, 10_000_000);
  const [checkins, summaries] = await Promise.all([saved(keys.checkinsIndex('').gsi1pk), saved(keys.checkinMembers('').gsi1pk) as Promise<CheckinSummaryItem[]>]);
  const days = new Map<string, Record<string, number>>();
  for (const [iso, counter, delta] of [...checkins.flatMap((c) => checkinMoves(c, 1)), ...summaries.flatMap((s) => memberMoves(s.checkins, 1))]) {
    const day = figures.figureDay(iso);
    const d = days.get(day) ?? {};
    d[counter] = (d[counter] ?? 0) + delta;
    days.set(day, d);
  }
  for (const [day, counts] of days) await figures.setDayBase(p, 'checkins', day, counts);
  for (const s of summaries) {
    const item = summaryItem(s.email, s.rev, s.checkins);
    if (item.trend === s.trend && item.gsi2pk === s.gsi2pk) continue;
    try {
      await p.table.put(item, { condition: 'rev = :rev', values: { ':rev': s.rev } });
    } catch (e) {
      // Rewritten by a save since it was read: that save wrote it as it should be.
      if (!(e instanceof ConditionFailed)) throw e;
    }
  }
  return days.size;
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
