/**
 * Signups (and unsubscribes) per day as a small SVG bar chart. Screen readers get a summary as the
 * image's label and the full numbers (returns too) in a table under "Show the numbers". The totals
 * are the page's figures (the same definitions, functions/admin/aggregate.ts).
 */
import { useId } from 'react';
import type { SignupStats } from '../api/admin-api';
import { dayLabel } from './DailyChart';

const W = 600;
const H = 160;
const PAD_BOTTOM = 2;
const PAD_TOP = 10;


export function summarise(stats: SignupStats): string {
  const busiest = stats.days.reduce((best, d) => (d.signups > best.signups ? d : best), stats.days[0] ?? { date: '', signups: 0, returns: 0, unsubscribes: 0 });
  const base = `${stats.totals.signups} signups, ${stats.totals.returns} returns and ${stats.totals.unsubscribes} unsubscribes over the last ${stats.days.length} days`;
  return busiest && busiest.signups > 0 ? `${base}; busiest day ${dayLabel(busiest.date)} with ${busiest.signups}.` : `${base}.`;
}

export function SignupChart({ stats }: { stats: SignupStats }) {
  const id = useId();
  const max = Math.max(1, ...stats.days.map((d) => Math.max(d.signups, d.unsubscribes)));
  const slot = W / Math.max(1, stats.days.length);
  const bar = Math.max(2, slot / 2 - 2);
  const y = (n: number) => H - PAD_BOTTOM - (n / max) * (H - PAD_BOTTOM - PAD_TOP);
  return (
    <figure className="ac-chart">
      <figcaption id={`${id}-caption`}>
        Signups per day, last {stats.days.length} days <span className="ac-legend ac-legend--signups">signups</span>{' '}
        <span className="ac-legend ac-legend--unsubscribes">unsubscribes</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-caption ${id}-summary`} preserveAspectRatio="none">
        <desc id={`${id}-summary`}>{summarise(stats)}</desc>
        <line x1={0} x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} className="ac-chart__axis" />
        {stats.days.map((d, i) => (
          <g key={d.date}>
            <rect x={i * slot + 1} y={y(d.signups)} width={bar} height={H - PAD_BOTTOM - y(d.signups)} className="ac-chart__signups">
              <title>{`${dayLabel(d.date)}: ${d.signups} signups`}</title>
            </rect>
            <rect x={i * slot + 1 + bar + 1} y={y(d.unsubscribes)} width={bar} height={H - PAD_BOTTOM - y(d.unsubscribes)} className="ac-chart__unsubscribes">
              <title>{`${dayLabel(d.date)}: ${d.unsubscribes} unsubscribes`}</title>
            </rect>
          </g>
        ))}
      </svg>
      <div className="ac-chart__axis-labels" aria-hidden="true">
        <span>{stats.days[0] ? dayLabel(stats.days[0].date) : ''}</span>
        <span>{stats.days.at(-1) ? dayLabel(stats.days.at(-1)!.date) : ''}</span>
      </div>
      <details>
        <summary>Show the numbers</summary>
        <table className="ac-table">
          <caption className="visually-hidden">Signups, returns and unsubscribes per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Signups</th>
              <th scope="col">Returns</th>
              <th scope="col">Unsubscribes</th>
            </tr>
          </thead>
          <tbody>
            {stats.days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{dayLabel(d.date)}</th>
                <td>{d.signups}</td>
                <td>{d.returns}</td>
                <td>{d.unsubscribes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
