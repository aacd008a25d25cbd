import { useEffect, useState } from 'react';
import { citiesIn, formatAmount } from '@/domain/curated/revenue';
import { MESSAGES, potentialSessions } from '@/domain/curated/rules';
import { admin, type AdminStats } from './admin-api';
import type { TabProps } from './tab-props';

/**
 * Overview: applications, sessions, this week's applications and this month's revenue, and the
 * potential-sessions estimate (approved ÷ 3).
 */
export function OverviewTab({ token, notify }: TabProps) {
  const [stats, setStats] = useState<AdminStats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    admin(token)
      .get_admin_stats({})
      .then((s) => !cancelled && setStats(s))
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        notify('error', MESSAGES.loadError);
      });
    return () => {
      cancelled = true;
    };
  }, [token, notify]);

  if (failed) return <p className="muted">{MESSAGES.loadError}</p>;
  if (!stats) return <p role="status">Loading…</p>;
  const cards: [string, string | number, string?][] = [
    ['Applications', stats.applications.total],
    ['Pending review', stats.applications.pending, 'submitted or under review'],
    ['Approved', stats.applications.approved],
    ['New this week', stats.trends.applicationsThisWeek],
    ['Active sessions', stats.sessions.active, 'scheduled, confirmed or in progress'],
    ['All sessions', stats.sessions.total],
    ['Emptied sessions', stats.sessions.emptied, 'everyone left: add people, cancel or delete'],
    // One card per currency: yen (Tokyo, Osaka, Fukuoka sessions) and dollars (Honolulu) are never added up.
    ...stats.revenue.thisMonth.map((t): [string, string, string] => [`Revenue this month (${t.currency})`, formatAmount(t.amount, t.currency), `payments this month, less their refunds: ${citiesIn(t.currency)} sessions`]),
    ['Potential sessions', potentialSessions(stats.applications.approved), 'approved applications ÷ 3'],
  ];
  return (
    <section aria-label="Overview">
      <ul className="cf-stats">
        {cards.map(([label, value, hint]) => (
          <li key={label}>
            <span className="cf-stats__value">{value}</span>
            <span className="cf-stats__label">{label}</span>
            {hint && <span className="cf-stats__hint">{hint}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
