/** Analytics from stored data: applications by status and week, sessions, seats, revenue, feedback. */
import { citiesIn, formatAmount } from '@/domain/curated/revenue';
import { useEffect, useState } from 'react';
import { APPLICATION_STATUS_LABELS, SESSION_STATUS_LABELS } from '@/domain/curated/rules';
import { RATING_FIELDS, RATING_LABELS } from '@/domain/curated/forms';
import { admin, type Analytics } from './admin-api';
import type { TabProps } from './tab-props';

function Bars({ caption, rows, unit = '', format }: { caption: string; rows: [string, number][]; unit?: string; format?: (v: number) => string }) {
  const max = Math.max(1, ...rows.map(([, v]) => v));
  return (
    <table className="cf-bars">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, v]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>
              <span className="cf-bars__bar" style={{ width: `${(v / max) * 100}%` }} aria-hidden="true" />
              <span className="cf-bars__value">
                {format ? format(v) : v}
                {unit}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AnalyticsTab({ token, notify }: TabProps) {
  const [a, setA] = useState<Analytics | null>(null);
  useEffect(() => {
    admin(token)
      .get_analytics({})
      .then(setA)
      .catch((e: Error) => notify('error', `Error: ${e.message}`));
  }, [token, notify]);
  if (!a) return <p role="status">Loading…</p>;
  return (
    <section aria-label="Analytics" className="cf-analytics">
      <Bars caption="Applications by status" rows={Object.entries(a.applicationsByStatus).map(([k, v]) => [APPLICATION_STATUS_LABELS[k as keyof typeof APPLICATION_STATUS_LABELS] ?? k, v])} />
      <Bars caption="New applications per week (week starting)" rows={a.applicationsByWeek.map((w) => [w.week, w.count])} />
      <Bars caption="Sessions by status" rows={Object.entries(a.sessionsByStatus).map(([k, v]) => [SESSION_STATUS_LABELS[k as keyof typeof SESSION_STATUS_LABELS] ?? k, v])} />
      {a.revenueByMonth.map((r) => (
        <Bars
          key={r.currency}
          caption={`Revenue recorded per month in ${r.currency} (${citiesIn(r.currency)} sessions)`}
          rows={r.months.map((m) => [m.month, m.amount])}
          format={(v) => formatAmount(v, r.currency)}
        />
      ))}
      <Bars caption={`Average feedback ratings (0-10, ${a.feedback.total_responses} responses)`} rows={RATING_FIELDS.map((k) => [RATING_LABELS[k].replace(/\?$/, ''), a.feedback.average_ratings[k] ?? 0])} />
      <Bars
        caption="Rates"
        unit="%"
        rows={[
          ['Made a connection', a.feedback.connection_stats.connections_made_percent],
          ['Would attend again', a.feedback.connection_stats.would_attend_again_percent],
          ['Seats filled (sessions not cancelled)', a.seatFillPercent],
          ['Applicants with premium membership', a.premiumShare],
        ]}
      />
    </section>
  );
}
