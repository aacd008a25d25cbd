/**
 * A per-day chart drawn by hand in SVG (no chart library: the admin chunk stays small): bars for
 * one series, lines for several. The caption is its title; screen readers get a summary as the
 * image's description and every figure in the table under "Show the numbers".
 */
import { useId } from 'react';

const W = 600;
const H = 160;
const PAD_BOTTOM = 2;
const PAD_TOP = 10;

export const dayLabel = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export interface ChartSeries<T> {
  label: string;
  /** Colour name: the `ac-series--<tone>` class. */
  tone: string;
  value: (row: T) => number;
}

interface Props<T extends { day: string }> {
  title: string;
  rows: readonly T[];
  series: readonly ChartSeries<T>[];
}

/** "1,204 page views; busiest day 3 Nov with 96." for each series. */
export function chartSummary<T extends { day: string }>(rows: readonly T[], series: readonly ChartSeries<T>[]): string {
  return series
    .map((s) => {
      const total = rows.reduce((n, r) => n + s.value(r), 0);
      const best = rows.reduce<T | null>((b, r) => (b === null || s.value(r) > s.value(b) ? r : b), null);
      const peak = best && s.value(best) > 0 ? `, most on ${dayLabel(best.day)} (${s.value(best)})` : '';
      return `${total} ${s.label.toLowerCase()}${peak}`;
    })
    .join('; ')
    .concat('.');
}

export function DailyChart<T extends { day: string }>({ title, rows, series }: Props<T>) {
  const id = useId();
  const max = Math.max(1, ...rows.flatMap((r) => series.map((s) => s.value(r))));
  const slot = W / Math.max(1, rows.length);
  const y = (n: number) => H - PAD_BOTTOM - (n / max) * (H - PAD_BOTTOM - PAD_TOP);
  const bars = series.length === 1;
  return (
    <figure className="ac-chart">
      <figcaption id={`${id}-caption`}>
        {title}
        {series.map((s) => (
          <span key={s.label} className={`ac-legend ac-series--${s.tone}`}>
            {' '}
            {s.label.toLowerCase()}
          </span>
        ))}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-caption ${id}-summary`} preserveAspectRatio="none">
        <desc id={`${id}-summary`}>{chartSummary(rows, series)}</desc>
        <line x1={0} x2={W} y1={H - PAD_BOTTOM} y2={H - PAD_BOTTOM} className="ac-chart__axis" />
        {bars
          ? rows.map((r, i) => (
              <rect key={r.day} x={i * slot + slot * 0.1} y={y(series[0].value(r))} width={Math.max(1, slot * 0.8)} height={H - PAD_BOTTOM - y(series[0].value(r))} className={`ac-series--${series[0].tone}`}>
                <title>{`${dayLabel(r.day)}: ${series[0].value(r)} ${series[0].label.toLowerCase()}`}</title>
              </rect>
            ))
          : series.map((s) => (
              <polyline
                key={s.label}
                className={`ac-chart__line ac-series--${s.tone}`}
                points={rows.map((r, i) => `${(i + 0.5) * slot},${y(s.value(r))}`).join(' ')}
                vectorEffect="non-scaling-stroke"
              />
            ))}
      </svg>
      <div className="ac-chart__axis-labels" aria-hidden="true">
        <span>{rows[0] ? dayLabel(rows[0].day) : ''}</span>
        <span>{rows.at(-1) ? dayLabel(rows.at(-1)!.day) : ''}</span>
      </div>
      <details>
        <summary>Show the numbers</summary>
        <div className="ac-table-wrap">
          <table className="ac-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="ac-num">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row">{dayLabel(r.day)}</th>
                  {series.map((s) => (
                    <td key={s.label} className="ac-num">
                      {s.value(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
