/**
 * /admin/events/figures (linked from the events list): the numbers of a month's dates, every event.
 * A month picker (previous / next; the current month on community time by default, `?month=` in the
 * address), the month's totals (money kept per currency, never added across currencies) and each
 * date with the same columns, linked to its date page.
 */
import { Link, useSearchParams } from 'react-router-dom';
import { CITIES, isCitySlug } from '@/content/cities';
import { useAdmin } from '../../../lib/admin-session';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Loaded, StatTiles, type Stat } from '../../admin-console/components/Parts';
import { useLoad } from '../../admin-console/components/use-load';
import { FAILED } from '../../admin-console/api/admin-api';
import { getFigures, type Figures, type FigureRow } from '../api';
import { amount } from '../components/DatePeople';
import { dateLabel } from '../components/StateBadge';
import '../../admin-console/admin-console.css';
import '../admin-events.css';
import { datePagePath } from '../paths';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This month (YYYY-MM) on community time (Tokyo, as the console's other times). */
export function currentMonth(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
}

/** "2026-12" moved by `by` months ("2027-01" for +1). */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "2026-12" → "December 2026". */
export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** 0.8 → "80%"; null (nobody confirmed) → "—". */
export const percent = (a: number | null) => (a === null ? '—' : `${Math.round(a * 100)}%`);

const cityName = (city: string) => (isCitySlug(city) ? CITIES[city].name : city);

function totalsStats(t: Figures['totals']): Stat[] {
  return [
    { label: 'Dates', value: t.dates },
    { label: 'Places taken', value: t.placesTaken },
    { label: 'Confirmed', value: t.confirmed },
    { label: 'Checked in', value: t.checkedIn },
    { label: 'Attendance', value: percent(t.attendance), hint: 'checked in of confirmed' },
    { label: 'No-shows', value: t.noShows },
    ...t.money.map((m) => ({ label: `Kept (${m.currency})`, value: amount(m.keptCents, m.currency), hint: `paid ${amount(m.paidCents, m.currency)}, refunded ${amount(m.refundedCents, m.currency)}` })),
  ];
}

export default function FiguresPage() {
  const { token } = useAdmin();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH.test(asked) ? asked : currentMonth();
  return (
    <div className="container ac-page ae-page">
      <p>
        <Link to="/admin/events">← All events</Link>
      </p>
      <h1>Event figures</h1>
      <p className="muted">Every event&apos;s dates in a month: places taken, check-ins, attendance, no-shows (counted once a date is over) and the money kept, per currency.</p>
      <nav className="ae-month" aria-label="Month">
        <Button size="sm" variant="secondary" onClick={() => setParams({ month: shiftMonth(month, -1) })}>
          ← Previous month
        </Button>
        <h2 aria-live="polite">{monthLabel(month)}</h2>
        <Button size="sm" variant="secondary" onClick={() => setParams({ month: shiftMonth(month, 1) })}>
          Next month →
        </Button>
      </nav>
      <MonthFigures key={month} token={token} month={month} />
    </div>
  );
}

function MonthFigures({ token, month }: { token: string; month: string }) {
  const figures = useLoad(() => getFigures(token, month), FAILED);
  return (
    <Loaded state={figures.state} what="the figures">
      {(f) => (
        <>
          <section className="ac-section" aria-labelledby="ae-totals">
            <h2 id="ae-totals">Totals of {monthLabel(f.month)}</h2>
            <StatTiles label={`Totals of ${monthLabel(f.month)}`} stats={totalsStats(f.totals)} />
            {f.totals.money.length === 0 && <p className="muted">No payments on this month&apos;s dates.</p>}
          </section>
          <section className="ac-section" aria-labelledby="ae-month-dates">
            <h2 id="ae-month-dates">Dates</h2>
            {f.dates.length === 0 ? <p>No dates this month.</p> : <DatesTable rows={f.dates} />}
          </section>
        </>
      )}
    </Loaded>
  );
}

function DatesTable({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <div className="ac-table-wrap">
      <table className="ac-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Event</th>
            <th scope="col">City</th>
            <th scope="col" className="ac-num">
              Capacity
            </th>
            <th scope="col" className="ac-num">
              Places taken
            </th>
            <th scope="col" className="ac-num">
              Confirmed
            </th>
            <th scope="col" className="ac-num">
              Checked in
            </th>
            <th scope="col" className="ac-num">
              Attendance
            </th>
            <th scope="col" className="ac-num">
              No-shows
            </th>
            <th scope="col" className="ac-num">
              Paid
            </th>
            <th scope="col" className="ac-num">
              Refunded
            </th>
            <th scope="col" className="ac-num">
              Kept
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.slug}/${r.date}`}>
              <th scope="row">
                <Link to={datePagePath(r.slug, r.date)}>{dateLabel(r.date)}</Link>
                {r.cancelled && (
                  <>
                    {' '}
                    <Badge tone="danger">Cancelled</Badge>
                  </>
                )}
              </th>
              <td className="ae-event">
                {r.title}
                <span className="ae-slug">{r.slug}</span>
              </td>
              <td>{cityName(r.city)}</td>
              <td className="ac-num">{r.capacity}</td>
              <td className="ac-num">{r.placesTaken}</td>
              <td className="ac-num">{r.confirmed}</td>
              <td className="ac-num">{r.checkedIn}</td>
              <td className="ac-num">{percent(r.attendance)}</td>
              <td className="ac-num">{r.ended ? r.noShows : <span title="Counted once the date is over">—</span>}</td>
              <td className="ac-num">{amount(r.paidCents, r.currency)}</td>
              <td className="ac-num">{amount(r.refundedCents, r.currency)}</td>
              <td className="ac-num">{amount(r.keptCents, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
