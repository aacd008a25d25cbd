/**
 * /admin/analytics: the first-party analytics over a window of 7, 30, 90 or 365 days (Japan-time
 * calendar days ending today): totals per event name, page views and signups / registrations /
 * payments per day, top pages, top events by card clicks, signup sources (UTM) and the funnel event
 * page → registration → payment, overall and per event. Every table downloads as CSV with the
 * columns it shows. All figures come from one call (`get_summary`, read from daily counters).
 */
import { useEffect, useId, useState } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { FAILED, getAnalyticsSummary, type AnalyticsSummary } from '../api/admin-api';
import type { Load } from '../components/use-load';
import { Loaded, StatTiles } from '../components/Parts';
import { DailyChart, dayLabel, type ChartSeries } from '../components/DailyChart';
import { DataTable, type TableColumn } from '../components/DataTable';
import '../admin-console.css';

export const WINDOWS = [7, 30, 90, 365] as const;

type Day = AnalyticsSummary['series'][number];
type FunnelRow = AnalyticsSummary['funnelByEvent'][number];
type Funnel = AnalyticsSummary['funnel'];

/** `part` as a percentage of `whole`, one decimal; null when there is no whole to divide. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const percent = (r: number | null) => (r === null ? '—' : `${r}%`);

const VIEWS: ChartSeries<Day>[] = [{ label: 'Page views', tone: 'views', value: (d) => d.pageViews }];
const CONVERSIONS: ChartSeries<Day>[] = [
  { label: 'Signups', tone: 'signups', value: (d) => d.signups },
  { label: 'Registrations', tone: 'registrations', value: (d) => d.registrations },
  { label: 'Payments', tone: 'payments', value: (d) => d.payments },
];

const num = <T,>(header: string, label: string, value: (r: T) => number): TableColumn<T> => ({ header, label, value, numeric: true });

const EVENT_COLUMNS: TableColumn<AnalyticsSummary['events'][number]>[] = [{ header: 'event', label: 'Event', value: (e) => e.name }, num('count', 'Count', (e) => e.count)];
const DAY_COLUMNS: TableColumn<Day>[] = [
  { header: 'day', label: 'Day', value: (d) => d.day, render: (d) => dayLabel(d.day) },
  num('page_views', 'Page views', (d) => d.pageViews),
  num('card_clicks', 'Card clicks', (d) => d.cardClicks),
  num('signups', 'Signups', (d) => d.signups),
  num('registrations', 'Registrations', (d) => d.registrations),
  num('payments', 'Payments', (d) => d.payments),
];
const PAGE_COLUMNS: TableColumn<AnalyticsSummary['topPages'][number]>[] = [{ header: 'path', label: 'Page', value: (p) => p.path }, num('views', 'Views', (p) => p.views)];
const TOP_EVENT_COLUMNS: TableColumn<AnalyticsSummary['topEvents'][number]>[] = [
  { header: 'title', label: 'Event', value: (e) => e.title },
  { header: 'slug', label: 'Slug', value: (e) => e.slug },
  num('card_clicks', 'Card clicks', (e) => e.clicks),
];
const SOURCE_COLUMNS: TableColumn<AnalyticsSummary['sources'][number]>[] = [
  { header: 'source', label: 'Source', value: (s) => s.source },
  { header: 'medium', label: 'Medium', value: (s) => s.medium },
  { header: 'campaign', label: 'Campaign', value: (s) => s.campaign },
  num('signups', 'Signups', (s) => s.signups),
];
const FUNNEL_COLUMNS: TableColumn<FunnelRow>[] = [
  { header: 'title', label: 'Event', value: (e) => e.title },
  { header: 'slug', label: 'Slug', value: (e) => e.slug },
  num('event_page_views', 'Page views', (e) => e.eventPageViews),
  num('registrations', 'Registrations', (e) => e.registrations),
  { header: 'registration_rate_percent', label: 'Views → registrations', value: (e) => rate(e.registrations, e.eventPageViews), render: (e) => percent(rate(e.registrations, e.eventPageViews)), numeric: true },
  num('payments', 'Payments', (e) => e.payments),
  { header: 'payment_rate_percent', label: 'Registrations → payments', value: (e) => rate(e.payments, e.registrations), render: (e) => percent(rate(e.payments, e.registrations)), numeric: true },
];

/** Nothing was counted in the window: no event of any kind and no signup, registration or payment on any day. */
export const isEmptyWindow = (s: AnalyticsSummary) =>
  s.events.every((e) => e.count === 0) && s.series.every((d) => d.pageViews + d.cardClicks + d.signups + d.registrations + d.payments === 0);

const total = (s: AnalyticsSummary, pick: (d: Day) => number) => s.series.reduce((n, d) => n + pick(d), 0);

export default function AnalyticsPage() {
  const { token } = useAdmin();
  const ids = useId();
  const [days, setDays] = useState<number>(30);
  const [summary, setSummary] = useState<Load<AnalyticsSummary>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setSummary({ status: 'loading' });
    getAnalyticsSummary(token, days)
      .then((data) => live && setSummary({ status: 'ok', data }))
      .catch((e: unknown) => live && setSummary({ status: 'error', message: e instanceof Error && e.message ? e.message : FAILED }));
    return () => {
      live = false;
    };
  }, [token, days]);

  return (
    <div className="container ac-page">
      <h1>Analytics</h1>
      <p className="muted">
        First-party counts, kept as daily totals. Page views are counted for every visitor without any identifier; card clicks and signup sources only
        for visitors who accepted analytics cookies. Days are Japan-time calendar days.
      </p>
      <div className="ac-filters">
        <div>
          <label htmlFor={`${ids}-days`}>Window</label>
          <select id={`${ids}-days`} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {WINDOWS.map((d) => (
              <option key={d} value={d}>
                Last {d} days
              </option>
            ))}
          </select>
        </div>
      </div>

      <Loaded state={summary} what="analytics">
        {(s) => {
          const file = (name: string) => `analytics-${name}-${s.from}-to-${s.to}.csv`;
          const range = `${dayLabel(s.from)} to ${dayLabel(s.to)}`;
          if (isEmptyWindow(s)) return <p role="status">No visits were counted in the last {s.days} days yet ({range}).</p>;
          return (
            <>
              <p role="status">
                The last {s.days} days: {range}.
              </p>
              <StatTiles
                label="Totals in the window"
                stats={[
                  { label: 'Page views', value: total(s, (d) => d.pageViews) },
                  { label: 'Event card clicks', value: total(s, (d) => d.cardClicks) },
                  { label: 'Signups', value: total(s, (d) => d.signups) },
                  { label: 'Registrations', value: total(s, (d) => d.registrations) },
                  { label: 'Payments', value: total(s, (d) => d.payments) },
                ]}
              />

              <section aria-labelledby={`${ids}-daily`} className="ac-section">
                <h2 id={`${ids}-daily`}>Per day</h2>
                <DailyChart title="Page views per day" rows={s.series} series={VIEWS} />
                <DailyChart title="Signups, registrations and payments per day" rows={s.series} series={CONVERSIONS} />
                <DataTable caption="Daily figures" columns={DAY_COLUMNS} rows={s.series} rowKey={(d) => d.day} csv={{ filename: file('daily'), what: 'the daily figures' }} />
              </section>

              <section aria-labelledby={`${ids}-funnel`} className="ac-section">
                <h2 id={`${ids}-funnel`}>Funnel: event page → registration → payment</h2>
                <FunnelChart funnel={s.funnel} />
                {s.funnelByEvent.length > 0 ? (
                  <DataTable caption="Funnel by event" columns={FUNNEL_COLUMNS} rows={s.funnelByEvent} rowKey={(e) => e.slug} csv={{ filename: file('funnel-by-event'), what: 'the funnel by event' }} />
                ) : (
                  <p>No event page was viewed in this window.</p>
                )}
              </section>

              <div className="ac-columns">
                <section aria-labelledby={`${ids}-pages`} className="ac-section">
                  <h2 id={`${ids}-pages`}>Top pages</h2>
                  {s.topPages.length > 0 ? (
                    <DataTable caption="Most viewed pages" columns={PAGE_COLUMNS} rows={s.topPages} rowKey={(p) => p.path} csv={{ filename: file('top-pages'), what: 'top pages' }} />
                  ) : (
                    <p>No page views in this window.</p>
                  )}
                </section>
                <section aria-labelledby={`${ids}-cards`} className="ac-section">
                  <h2 id={`${ids}-cards`}>Top events by card clicks</h2>
                  {s.topEvents.length > 0 ? (
                    <DataTable caption="Events by card clicks" columns={TOP_EVENT_COLUMNS} rows={s.topEvents} rowKey={(e) => e.slug} csv={{ filename: file('top-events'), what: 'top events' }} />
                  ) : (
                    <p>No event card was clicked in this window (clicks are counted for visitors who accepted analytics cookies).</p>
                  )}
                </section>
              </div>

              <div className="ac-columns">
                <section aria-labelledby={`${ids}-sources`} className="ac-section">
                  <h2 id={`${ids}-sources`}>Signup sources</h2>
                  {s.sources.length > 0 ? (
                    <DataTable caption="Newsletter signups by UTM source" columns={SOURCE_COLUMNS} rows={s.sources} rowKey={(r) => `${r.source}|${r.medium}|${r.campaign}`} csv={{ filename: file('sources'), what: 'signup sources' }} />
                  ) : (
                    <p>No newsletter signup in this window.</p>
                  )}
                </section>
                <section aria-labelledby={`${ids}-events`} className="ac-section">
                  <h2 id={`${ids}-events`}>Events counted</h2>
                  <DataTable caption="Totals per event name" columns={EVENT_COLUMNS} rows={s.events} rowKey={(e) => e.name} csv={{ filename: file('events'), what: 'event totals' }} />
                </section>
              </div>
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

const FUNNEL_W = 600;
const FUNNEL_ROW = 44;

/** The overall funnel as three bars, widest first, each with its figure and its conversion from the step before. */
function FunnelChart({ funnel }: { funnel: Funnel }) {
  const id = useId();
  const steps = [
    { label: 'Event page views', count: funnel.eventPageViews, rate: null as number | null, of: '' },
    { label: 'Registrations', count: funnel.registrations, rate: rate(funnel.registrations, funnel.eventPageViews), of: 'of page views' },
    { label: 'Payments', count: funnel.payments, rate: rate(funnel.payments, funnel.registrations), of: 'of registrations' },
  ];
  const max = Math.max(1, ...steps.map((s) => s.count));
  const text = (s: (typeof steps)[number]) => `${s.label}: ${s.count}${s.rate === null ? '' : ` (${percent(s.rate)} ${s.of})`}`;
  return (
    <figure className="ac-chart">
      <figcaption id={`${id}-caption`}>The funnel over the window</figcaption>
      <svg viewBox={`0 0 ${FUNNEL_W} ${FUNNEL_ROW * steps.length}`} role="img" aria-labelledby={`${id}-caption ${id}-summary`} className="ac-funnel">
        <desc id={`${id}-summary`}>{steps.map(text).join('; ')}.</desc>
        {steps.map((s, i) => {
          const w = Math.max(2, (s.count / max) * FUNNEL_W);
          return (
            <g key={s.label}>
              <rect x={(FUNNEL_W - w) / 2} y={i * FUNNEL_ROW + 2} width={w} height={FUNNEL_ROW - 20} className={`ac-series--step${i}`} />
              <text x={FUNNEL_W / 2} y={(i + 1) * FUNNEL_ROW - 4} textAnchor="middle" className="ac-funnel__label">
                {text(s)}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="ac-table">
        <caption className="visually-hidden">The funnel over the window</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col" className="ac-num">
              Count
            </th>
            <th scope="col" className="ac-num">
              Conversion
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s) => (
            <tr key={s.label}>
              <th scope="row">{s.label}</th>
              <td className="ac-num">{s.count}</td>
              <td className="ac-num">{s.rate === null ? '—' : `${percent(s.rate)} ${s.of}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
