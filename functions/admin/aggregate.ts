/**
 * Pure aggregations behind the admin console (30-day windows, recent lists of 10): signups per day,
 * unsubscribe totals, the CSV export and the goal-accountability programme health.
 * No I/O here: the store functions read the table and hand the items over.
 */
import { addDays, calendarDateIn, formatIsoDate, zonedDateTimeToInstant } from '../../content/events/calendar';
import { MEMBER_TIMEZONE, averageRating, improvementTrend, type Trend } from '../../domain/member/rules';
import type { Item } from '../lib/ports';
import type { SummaryCheckin } from '../member/store';
import { fieldColumns, toCsv, type CsvColumn } from '../../domain/csv';
import { DAY_COUNTERS, firstJoinOf, methodCounter, reasonCounter, returnOf } from '../lib/mail/signups';
import { figureDay } from '../lib/figures';
import { STATS_WINDOW_DAYS, RECENT_LIMIT, ACCOUNTABILITY_WINDOW_DAYS, MEMBERS_SHOWN } from '../../domain/admin/console';

export { csvCell } from '../../domain/csv';

/** The analytics conversion value of a signup, USD. */
export const SIGNUP_CONVERSION_VALUE_USD = 1;
/** Days are counted on community time, like the members' weeks. */
export const ADMIN_TIMEZONE = MEMBER_TIMEZONE;

/** A figure's day: the community's calendar day (the counters of functions/lib/figures.ts count on the same days). */
export const dayOf = figureDay;

/** The last `days` calendar days ending today (community time), oldest first. */
export function dayRange(now: Date, days: number): string[] {
  const today = calendarDateIn(now, ADMIN_TIMEZONE);
  return Array.from({ length: days }, (_, i) => formatIsoDate(addDays(today, i - days + 1)));
}

/** The instant the window starts: midnight (community time) of its first day, as ISO. */
export function windowStart(now: Date, days: number): string {
  const first = addDays(calendarDateIn(now, ADMIN_TIMEZONE), 1 - days);
  return zonedDateTimeToInstant(first, '00:00', ADMIN_TIMEZONE).toISOString();
}

export interface SignupDay {
  date: string;
  signups: number;
  returns: number;
  unsubscribes: number;
}

export interface SignupStats {
  days: SignupDay[];
  totals: { signups: number; returns: number; unsubscribes: number; net: number };
  /** Signups in the window × the 1 USD analytics conversion value per signup. */
  conversionValueUsd: number;
}

const isoOrNull = (v: unknown): string | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null);

export { firstJoinOf, returnOf } from '../lib/mail/signups';

/**
 * email_signup_stats, per day of the window: signups (addresses whose first join falls that day),
 * returns (addresses that came back that day; not signups again) and unsubscribes (unsubscribe
 * records of that day). `signupItems`: signup items of any status whose index time is in the
 * window (an address that joined or came back in the window has its index time there too);
 * `unsubscribeRecords`: the unsubscribe records of the window. Anything outside it is ignored.
 */
export function signupStats(signupItems: readonly Item[], unsubscribeRecords: readonly Item[], now: Date, days = STATS_WINDOW_DAYS): SignupStats {
  const range = dayRange(now, days);
  const byDay = new Map(range.map((d) => [d, { date: d, signups: 0, returns: 0, unsubscribes: 0 }]));
  const bump = (iso: string | null, field: 'signups' | 'returns' | 'unsubscribes') => {
    const row = iso ? byDay.get(dayOf(iso)) : undefined;
    if (row) row[field]++;
  };
  for (const it of signupItems) {
    bump(firstJoinOf(it), 'signups');
    bump(returnOf(it), 'returns');
  }
  for (const r of unsubscribeRecords) bump(isoOrNull(unsubscribeRow(r).unsubscribed_at), 'unsubscribes');
  const rows = [...byDay.values()];
  const sum = (field: 'signups' | 'returns' | 'unsubscribes') => rows.reduce((s, r) => s + r[field], 0);
  const [signups, returns, unsubscribes] = [sum('signups'), sum('returns'), sum('unsubscribes')];
  return { days: rows, totals: { signups, returns, unsubscribes, net: signups + returns - unsubscribes }, conversionValueUsd: signups * SIGNUP_CONVERSION_VALUE_USD };
}

/** The day counters of the window (functions/lib/figures.ts `readDays`, group `signups`), by day. */
export type DayFigures = ReadonlyMap<string, Readonly<Record<string, number>>>;

/** email_signup_stats from the day counters: the same figures as `signupStats` over the items (tests compare the two). */
export function signupStatsFromDays(days: DayFigures, now: Date, daysBack = STATS_WINDOW_DAYS): SignupStats {
  const rows = dayRange(now, daysBack).map((date) => {
    const d = days.get(date) ?? {};
    return { date, signups: d[DAY_COUNTERS.signups] ?? 0, returns: d[DAY_COUNTERS.returns] ?? 0, unsubscribes: d[DAY_COUNTERS.unsubscribes] ?? 0 };
  });
  const sum = (field: 'signups' | 'returns' | 'unsubscribes') => rows.reduce((s, r) => s + r[field], 0);
  const [signups, returns, unsubscribes] = [sum('signups'), sum('returns'), sum('unsubscribes')];
  return { days: rows, totals: { signups, returns, unsubscribes, net: signups + returns - unsubscribes }, conversionValueUsd: signups * SIGNUP_CONVERSION_VALUE_USD };
}

/** The newsletter list's counts now: addresses by consent, and every unsubscribe record. */
export interface SignupCounts {
  /** Addresses on the list now. */
  active: number;
  /** Addresses that joined the list and are off it now (suppressions that never joined excluded). */
  unsubscribed: number;
  /** Addresses that ever joined: active + unsubscribed. */
  total: number;
  /** Unsubscribe records ever. */
  unsubscribes: number;
}

/** Every figure the newsletter page shows; each box reads its figure from here. */
export interface NewsletterFigures {
  window: { days: number; since: string };
  subscribers: number;
  unsubscribed: number;
  signups: { ever: number; window: number };
  returns: { window: number };
  unsubscribes: { ever: number; window: number };
  net: number;
  conversionValueUsd: number;
}

/**
 * The page's figures from the window's stats and the counts now. The counts are read after the
 * window, and signup items and unsubscribe records are never deleted, so whatever the window
 * counts is also in the counts: a window figure never exceeds its "ever" figure.
 */
export function newsletterFigures(stats: SignupStats, unsubscribes: UnsubscribeStats, counts: SignupCounts): NewsletterFigures {
  return {
    window: { days: unsubscribes.days_back, since: unsubscribes.since },
    subscribers: counts.active,
    unsubscribed: counts.unsubscribed,
    signups: { ever: counts.total, window: stats.totals.signups },
    returns: { window: stats.totals.returns },
    unsubscribes: { ever: counts.unsubscribes, window: unsubscribes.total },
    net: stats.totals.net,
    conversionValueUsd: stats.conversionValueUsd,
  };
}

export interface UnsubscribeRow {
  email: string;
  reason: string;
  method: string;
  feedback: string | null;
  sourceType: string | null;
  unsubscribed_at: string;
  tracking_id: string;
}

export interface UnsubscribeStats {
  days_back: number;
  since: string;
  total: number;
  by_reason: { reason: string; count: number }[];
  by_method: { method: string; count: number }[];
  with_feedback: number;
  recent: UnsubscribeRow[];
}

const tally = (values: string[]) => {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

export const unsubscribeRow = (it: Item): UnsubscribeRow => ({
  email: String(it.email ?? ''),
  reason: String(it.reason ?? 'not_specified'),
  method: String(it.method ?? 'email_link'),
  feedback: it.feedback ?? null,
  sourceType: it.sourceType ?? null,
  unsubscribed_at: String(it.unsubscribed_at ?? it.gsi1sk ?? ''),
  tracking_id: String(it.tracking_id ?? ''),
});

/** get_unsubscribe_stats: totals by reason and method over the window (items newest first), and the recent 10. */
export function unsubscribeStats(itemsNewestFirst: readonly Item[], daysBack: number, since: string): UnsubscribeStats {
  const rows = itemsNewestFirst.map(unsubscribeRow).filter((r) => r.unsubscribed_at >= since);
  return {
    days_back: daysBack,
    since,
    total: rows.length,
    by_reason: tally(rows.map((r) => r.reason)).map(([reason, count]) => ({ reason, count })),
    by_method: tally(rows.map((r) => r.method)).map(([method, count]) => ({ method, count })),
    with_feedback: rows.filter((r) => r.feedback).length,
    recent: rows.slice(0, RECENT_LIMIT),
  };
}

/** get_unsubscribe_stats from the day counters and the window's most recent records (newest first): the same figures as `unsubscribeStats`. */
export function unsubscribeStatsFromDays(days: DayFigures, daysBack: number, since: string, recentNewestFirst: readonly Item[]): UnsubscribeStats {
  const totals = new Map<string, number>();
  for (const d of days.values()) for (const [name, n] of Object.entries(d)) totals.set(name, (totals.get(name) ?? 0) + n);
  const tallied = (prefix: string) =>
    [...totals.entries()]
      .filter(([name, n]) => name.startsWith(prefix) && n > 0)
      .map(([name, n]) => [name.slice(prefix.length), n] as const)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    days_back: daysBack,
    since,
    total: totals.get(DAY_COUNTERS.unsubscribes) ?? 0,
    by_reason: tallied(reasonCounter('')).map(([reason, count]) => ({ reason, count })),
    by_method: tallied(methodCounter('')).map(([method, count]) => ({ method, count })),
    with_feedback: totals.get(DAY_COUNTERS.withFeedback) ?? 0,
    recent: recentNewestFirst.map(unsubscribeRow).filter((r) => r.unsubscribed_at >= since).slice(0, RECENT_LIMIT),
  };
}

// ---------- CSV ----------

export const SIGNUP_CSV_COLUMNS = [
  'email',
  'status',
  'source',
  'subscribed_at',
  'member_status',
  'signup_page',
  'campaign_source',
  'campaign_medium',
  'campaign_campaign',
  'timezone',
  'referrer',
] as const;

type SignupCsvField = (typeof SIGNUP_CSV_COLUMNS)[number];

/** A signup item (with its member_status) as the CSV's row. */
export function signupCsvRow(it: Item): Record<SignupCsvField, unknown> {
  const m = (it.metadata ?? {}) as Record<string, unknown>;
  return {
    email: it.email,
    status: it.status,
    source: it.source,
    subscribed_at: it.subscribed_at,
    member_status: it.member_status,
    signup_page: m.signup_page,
    campaign_source: m.campaign_source,
    campaign_medium: m.campaign_medium,
    campaign_campaign: m.campaign_campaign,
    timezone: m.timezone,
    referrer: m.referrer,
  };
}

/** The signups CSV's columns, over signup items. */
export const SIGNUP_CSV: readonly CsvColumn<Item>[] = fieldColumns<Record<SignupCsvField, unknown>>(SIGNUP_CSV_COLUMNS).map((c) => ({ header: c.header, value: (it: Item) => c.value(signupCsvRow(it)) }));

export function signupsCsv(items: readonly Item[]): string {
  return toCsv(SIGNUP_CSV, items);
}

/** The unsubscribes CSV (every unsubscribe of a window, newest first): the columns the newsletter page's download had. */
export const UNSUBSCRIBE_CSV: readonly CsvColumn<UnsubscribeRow>[] = [
  { header: 'email', value: (r) => r.email },
  { header: 'unsubscribed_at', value: (r) => r.unsubscribed_at },
  { header: 'reason', value: (r) => r.reason },
  { header: 'method', value: (r) => r.method },
  { header: 'feedback', value: (r) => r.feedback },
  { header: 'source_type', value: (r) => r.sourceType },
  { header: 'tracking_id', value: (r) => r.tracking_id },
];

// ---------- goal accountability ----------

/** One check-in as the accountability page shows it: the shape the members' summaries keep. */
export type CheckinRow = SummaryCheckin;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const EXCERPT = 160;

export const checkinRow = (it: Item): CheckinRow => ({
  email: String(it.email ?? ''),
  checkin_week: String(it.checkin_week ?? ''),
  mood_rating: num(it.mood_rating),
  progress_rating: num(it.progress_rating),
  time_invested_hours: num(it.time_invested_hours),
  overall_progress_percentage: num(it.overall_progress_percentage),
  goals_met: typeof it.goals_met === 'string' ? (it.goals_met.length > EXCERPT ? `${it.goals_met.slice(0, EXCERPT - 1)}…` : it.goals_met) : null,
  submitted_at: String(it.submitted_at ?? ''),
  updated_at: String(it.updated_at ?? it.submitted_at ?? ''),
});

export interface MemberHealth {
  email: string;
  trend: Trend;
  last_checkin_week: string;
  last_checkin_at: string;
  latest_progress: number | null;
  latest_mood: number | null;
  avg_progress: number | null;
  checkins_in_window: number;
}

/** A member's row: their check-ins saved in the window (latest save first, at least one) and their trend. */
export function memberHealth(email: string, mine: readonly CheckinRow[], trend: Trend): MemberHealth {
  return {
    email,
    trend,
    last_checkin_week: mine[0].checkin_week,
    last_checkin_at: mine[0].updated_at,
    latest_progress: mine[0].progress_rating,
    latest_mood: mine[0].mood_rating,
    avg_progress: averageRating(mine.map((c) => c.progress_rating)),
    checkins_in_window: mine.length,
  };
}

export interface AccountabilityOverview {
  window: { days: number; since: string };
  active_members: number;
  checkins: number;
  avg_mood: number | null;
  avg_progress: number | null;
  avg_hours: number | null;
  trends: Record<Trend, number>;
  /** Every member with a check-in in the window, latest check-in first (at most MEMBERS_SHOWN). */
  members: MemberHealth[];
  needs_support: MemberHealth[];
  recent: CheckinRow[];
}

/**
 * Programme health over the window. `windowItems`: check-ins saved in the window, newest first.
 * `latestByEmail`: each active member's last check-ins (newest first, up to the trend window),
 * so the trend is exactly the one the member sees on their dashboard (domain/member/rules.ts).
 */
export function accountabilityOverview(
  windowItems: readonly Item[],
  latestByEmail: ReadonlyMap<string, readonly Pick<CheckinRow, 'progress_rating'>[]>,
  since: string,
): AccountabilityOverview {
  const rows = windowItems.map(checkinRow).filter((r) => r.updated_at >= since);
  const byEmail = new Map<string, CheckinRow[]>();
  for (const r of rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r]);
  const trends: Record<Trend, number> = { accelerating: 0, steady: 0, needs_support: 0, insufficient_data: 0 };
  const members: MemberHealth[] = [];
  for (const [email, mine] of byEmail) {
    const latest = latestByEmail.get(email) ?? mine;
    const trend = improvementTrend(latest.map((c) => c.progress_rating));
    trends[trend]++;
    members.push(memberHealth(email, mine, trend));
  }
  const latestFirst = members.sort((a, b) => b.last_checkin_at.localeCompare(a.last_checkin_at) || a.email.localeCompare(b.email));
  return {
    window: { days: ACCOUNTABILITY_WINDOW_DAYS, since },
    active_members: byEmail.size,
    checkins: rows.length,
    avg_mood: averageRating(rows.map((r) => r.mood_rating)),
    avg_progress: averageRating(rows.map((r) => r.progress_rating)),
    avg_hours: averageRating(rows.map((r) => r.time_invested_hours)),
    trends,
    members: latestFirst.slice(0, MEMBERS_SHOWN),
    needs_support: latestFirst.filter((m) => m.trend === 'needs_support'),
    recent: rows.slice(0, RECENT_LIMIT),
  };
}
