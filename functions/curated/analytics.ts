/**
 * The overview stats (applications, sessions, this week's applications, this month's revenue) and
 * the Analytics tab. Application, session and feedback figures are the counters each change moves
 * in its own transaction (store.ts; functions/curated/figures.ts recounts them), so reading them
 * costs the same whatever the number of applications and sessions.
 */
import { keys } from '../lib/keys';
import type { Ports } from '../lib/ports';
import * as curated from './store';
import { feedbackFigures } from './feedback';
import { reportedCurrencies, revenueEntry, totalsByCurrency } from '../../domain/curated/revenue';
import { ACTIVE_SESSION_STATUSES, APPLICATION_STATUSES, SESSION_STATUSES, potentialSessions } from '../../domain/curated/rules';

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

const REVENUE_PK = keys.cfRevenue('', '').pk;

/** The revenue items of the months from `first` to `last` (YYYY-MM), each with its currency. */
async function revenueMonths(p: Pick<Ports, 'table'>, first: string, last: string) {
  const { items } = await p.table.query({ keyCondition: 'pk = :pk AND sk BETWEEN :a AND :b', values: { ':pk': REVENUE_PK, ':a': first, ':b': `${last}#~` } });
  return items.map(revenueEntry);
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The application figures: total, per status, premium. */
async function applicationFigures(p: Pick<Ports, 'table'>) {
  const c = await curated.applicationCounts(p);
  const n = (k: string) => c[k] ?? 0;
  return { total: n(curated.countNames.total), premium: n(curated.countNames.premium), status: (s: string) => n(curated.countNames.status(s)) };
}

/** The session figures: per status, seats and capacity of the sessions not cancelled, emptied open sessions. */
async function sessionFigures(p: Pick<Ports, 'table'>) {
  const c = await curated.sessionCounts(p);
  const n = (k: string) => c[k] ?? 0;
  const names = curated.sessionCountNames;
  return { total: n(names.total), status: (s: string) => n(names.status(s)), seats: n(names.seats(true)), capacity: n(names.capacity(true)), emptied: n(names.emptiedOpen) };
}

export async function adminStats(p: Pick<Ports, 'table' | 'clock'>) {
  const now = p.clock.now();
  // This week: the 7 UTC days ending today (the day counters).
  const [apps, days, sessions, revenue] = await Promise.all([
    applicationFigures(p),
    curated.applicationsPerDay(p, dayOf(now.getTime() - 6 * 86_400_000), dayOf(now.getTime())),
    sessionFigures(p),
    revenueMonths(p, monthOf(now), monthOf(now)),
  ]);
  const approved = apps.status('approved');
  return {
    applications: { total: apps.total, pending: apps.status('submitted') + apps.status('under_review'), approved },
    trends: { applicationsThisWeek: [...days.values()].reduce((a, b) => a + b, 0) },
    sessions: {
      active: ACTIVE_SESSION_STATUSES.reduce((sum, s) => sum + sessions.status(s), 0),
      total: sessions.total,
      /** Open sessions whose last participant left: they need an admin. */
      emptied: sessions.emptied,
    },
    /** Payments this month less their refunds, per currency (the sessions' cities'). */
    revenue: { thisMonth: totalsByCurrency(revenue) },
    potentialSessions: potentialSessions(approved),
  };
}

/** Monday (UTC) of the week an instant falls in, as YYYY-MM-DD. */
export function weekStart(iso: string): string {
  const d = new Date(iso);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day)).toISOString().slice(0, 10);
}

export async function analytics(p: Pick<Ports, 'table' | 'clock'>, weeks = 8) {
  const now = p.clock.now();
  const thisWeek = weekStart(now.toISOString());
  const weekKeys = Array.from({ length: weeks }, (_, i) => new Date(Date.parse(thisWeek) - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
  const [apps, days, sessions, feedback] = await Promise.all([
    applicationFigures(p),
    curated.applicationsPerDay(p, weekKeys[0], dayOf(Date.parse(thisWeek) + 6 * 86_400_000)),
    sessionFigures(p),
    feedbackFigures(p),
  ]);
  const byWeek = new Map(weekKeys.map((w) => [w, 0]));
  for (const [d, n] of days) {
    const w = weekStart(`${d}T00:00:00.000Z`);
    if (byWeek.has(w)) byWeek.set(w, byWeek.get(w)! + n);
  }
  const months = Array.from({ length: 6 }, (_, i) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (5 - i), 1))));
  const revenue = await revenueMonths(p, months[0], months[5]);
  const { seats, capacity } = sessions;
  return {
    applicationsByStatus: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, apps.status(s)])),
    applicationsByWeek: weekKeys.map((w) => ({ week: w, count: byWeek.get(w) ?? 0 })),
    premiumShare: apps.total ? Math.round((apps.premium / apps.total) * 100) : 0,
    sessionsByStatus: Object.fromEntries(SESSION_STATUSES.map((s) => [s, sessions.status(s)])),
    seatFillPercent: capacity ? Math.round((seats / capacity) * 100) : 0,
    /** Per currency (never summed across currencies): each month's revenue. */
    revenueByMonth: reportedCurrencies(revenue).map((currency) => ({
      currency,
      months: months.map((m) => ({ month: m, amount: revenue.filter((r) => r.month === m && r.currency === currency).reduce((n, r) => n + r.amount, 0) })),
    })),
    feedback,
  };
}
