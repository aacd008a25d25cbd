/**
 * The overview stats (applications, sessions, this week's applications, this month's revenue) and
 * the Analytics tab, computed from stored data.
 */
import { keys } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { listApplications } from './applications';
import { listSessions } from './sessions';
import { feedbackStats, listFeedback } from './feedback';
import { reportedCurrencies, revenueEntry, totalsByCurrency } from './revenue';
import { ACTIVE_SESSION_STATUSES, APPLICATION_STATUSES, OPEN_SESSION_STATUSES, SESSION_STATUSES, potentialSessions } from './rules';

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

const REVENUE_PK = keys.cfRevenue('', '').pk;

/** The revenue items of the months from `first` to `last` (YYYY-MM), each with its currency. */
async function revenueMonths(p: Pick<Ports, 'table'>, first: string, last: string) {
  const { items } = await p.table.query({ keyCondition: 'pk = :pk AND sk BETWEEN :a AND :b', values: { ':pk': REVENUE_PK, ':a': first, ':b': `${last}#~` } });
  return items.map(revenueEntry);
}

export async function adminStats(p: Pick<Ports, 'table' | 'clock'>) {
  const now = p.clock.now();
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [apps, sessions, revenue] = await Promise.all([listApplications(p, {}), listSessions(p, {}), revenueMonths(p, monthOf(now), monthOf(now))]);
  const count = (s: string) => apps.filter((a) => a.application_status === s).length;
  const approved = count('approved');
  return {
    applications: { total: apps.length, pending: count('submitted') + count('under_review'), approved },
    trends: { applicationsThisWeek: apps.filter((a) => a.submitted_at >= weekAgo).length },
    sessions: {
      active: sessions.filter((s) => (ACTIVE_SESSION_STATUSES as readonly string[]).includes(s.session_status)).length,
      total: sessions.length,
      /** Open sessions whose last participant left: they need an admin. */
      emptied: sessions.filter((s) => s.emptied_at && (OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status)).length,
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
  const [apps, sessions, feedback] = await Promise.all([listApplications(p, {}), listSessions(p, {}), listFeedback(p)]);
  const thisWeek = weekStart(now.toISOString());
  const weekKeys = Array.from({ length: weeks }, (_, i) => new Date(Date.parse(thisWeek) - (weeks - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
  const byWeek = new Map(weekKeys.map((w) => [w, 0]));
  for (const a of apps) {
    const w = weekStart(a.submitted_at);
    if (byWeek.has(w)) byWeek.set(w, byWeek.get(w)! + 1);
  }
  const months = Array.from({ length: 6 }, (_, i) => monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (5 - i), 1))));
  const revenue = await revenueMonths(p, months[0], months[5]);
  const held = sessions.filter((s) => s.session_status !== 'cancelled');
  const seats = held.reduce((n, s) => n + s.current_participants, 0);
  const capacity = held.reduce((n, s) => n + s.max_participants, 0);
  return {
    applicationsByStatus: Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, apps.filter((a) => a.application_status === s).length])),
    applicationsByWeek: weekKeys.map((w) => ({ week: w, count: byWeek.get(w) ?? 0 })),
    premiumShare: apps.length ? Math.round((apps.filter((a) => a.is_premium_member).length / apps.length) * 100) : 0,
    sessionsByStatus: Object.fromEntries(SESSION_STATUSES.map((s) => [s, sessions.filter((x) => x.session_status === s).length])),
    seatFillPercent: capacity ? Math.round((seats / capacity) * 100) : 0,
    /** Per currency (never summed across currencies): each month's revenue. */
    revenueByMonth: reportedCurrencies(revenue).map((currency) => ({
      currency,
      months: months.map((m) => ({ month: m, amount: revenue.filter((r) => r.month === m && r.currency === currency).reduce((n, r) => n + r.amount, 0) })),
    })),
    feedback: feedbackStats(feedback),
  };
}
