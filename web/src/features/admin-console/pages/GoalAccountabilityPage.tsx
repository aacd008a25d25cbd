/**
 * /admin/goal-accountability: programme health over the last 4 weeks — members checking in, their
 * average mood and progress, the trend of each member (the dashboard's own rule), who needs
 * support, and the latest check-ins.
 */
import { useEffect, useId, useRef } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { FAILED, getAccountability } from '../api/admin-api';
import { useLoad } from '../components/use-load';
import { Loaded, StatTiles, orDash, when } from '../components/Parts';
import { CursorPager } from '../../../components/CursorPager';
import { useCursorPages } from '../../../lib/cursor-pages';
import '../admin-console.css';

const TRENDS = [
  ['accelerating', 'Accelerating'],
  ['steady', 'Steady'],
  ['needs_support', 'Needs support'],
  ['insufficient_data', 'Not enough check-ins yet'],
] as const;

const TREND_LABELS = Object.fromEntries(TRENDS) as Record<(typeof TRENDS)[number][0], string>;
const TREND_TONES: Record<(typeof TRENDS)[number][0], BadgeTone> = { accelerating: 'success', steady: 'neutral', needs_support: 'warning', insufficient_data: 'neutral' };

const outOf5 = (n: number | null) => (n === null ? '—' : `${n} / 5`);

/** The server's page of each list (functions/admin/aggregate.ts MEMBERS_SHOWN). */
const PAGE_SIZE = 100;

export default function GoalAccountabilityPage() {
  const { token } = useAdmin();
  const ids = useId();
  const members = useCursorPages();
  const support = useCursorPages();
  const { state, reload } = useLoad(() => getAccountability(token, { members: members.cursor, needsSupport: support.cursor }), FAILED);
  // Another page of either list: read it (the first pages are read on mount).
  const shown = useRef(`${members.cursor}|${support.cursor}`);
  useEffect(() => {
    const now = `${members.cursor}|${support.cursor}`;
    if (shown.current === now) return;
    shown.current = now;
    void reload();
  }, [members.cursor, support.cursor, reload]);

  return (
    <div className="container ac-page">
      <div className="ac-section__head">
        <h1>Goal accountability</h1>
        <Button variant="secondary" size="sm" onClick={() => void reload()}>
          Refresh
        </Button>
      </div>
      <p className="muted">How the weekly check-ins are going across the programme, over the last 4 weeks (the last 28 days, today included).</p>
      <Loaded state={state} what="programme health">
        {(d) => (
          <>
            <StatTiles
              label="Last 4 weeks"
              stats={[
                { label: 'Members checking in', value: d.active_members },
                { label: 'Check-ins', value: d.checkins },
                { label: 'Average mood', value: outOf5(d.avg_mood) },
                { label: 'Average progress', value: outOf5(d.avg_progress) },
                { label: 'Average hours a week', value: orDash(d.avg_hours) },
              ]}
            />

            <section aria-labelledby={`${ids}-trends`} className="ac-section">
              <h2 id={`${ids}-trends`}>Trends</h2>
              <p className="ac-help">From each member's last 4 check-ins (3 progress ratings needed), as their dashboard shows it.</p>
              <ul className="ac-counts">
                {TRENDS.map(([k, text]) => (
                  <li key={k}>
                    <span>{text}</span> <strong>{d.trends[k]}</strong>
                  </li>
                ))}
              </ul>
            </section>

            <section aria-labelledby={`${ids}-members`} className="ac-section">
              <h2 id={`${ids}-members`}>Members checking in</h2>
              {d.members.length === 0 ? (
                <p>No one has checked in during the last 4 weeks.</p>
              ) : (
                <div className="ac-table-wrap">
                  <table className="ac-table">
                    <thead>
                      <tr>
                        <th scope="col">Member</th>
                        <th scope="col">Trend</th>
                        <th scope="col">Last check-in</th>
                        <th scope="col">Check-ins</th>
                        <th scope="col">Average progress</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.members.map((m) => (
                        <tr key={m.email}>
                          <th scope="row">{m.email}</th>
                          <td>
                            <Badge tone={TREND_TONES[m.trend]}>{TREND_LABELS[m.trend]}</Badge>
                          </td>
                          <td>{m.last_checkin_week}</td>
                          <td>{m.checkins_in_window}</td>
                          <td>{outOf5(m.avg_progress)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <CursorPager className="ac-actions" label="Members checking in" page={members.page} total={d.active_members} pageSize={PAGE_SIZE} next={d.members_next} onNext={() => members.next(d.members_next)} onPrevious={members.previous} />
            </section>

            <section aria-labelledby={`${ids}-support`} className="ac-section">
              <h2 id={`${ids}-support`}>Members who need support</h2>
              {d.needs_support.length === 0 ? (
                <p>No one's progress is dropping right now.</p>
              ) : (
                <div className="ac-table-wrap">
                  <table className="ac-table">
                    <thead>
                      <tr>
                        <th scope="col">Member</th>
                        <th scope="col">Last check-in</th>
                        <th scope="col">Latest progress</th>
                        <th scope="col">Latest mood</th>
                        <th scope="col">Average progress</th>
                        <th scope="col">Check-ins</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.needs_support.map((m) => (
                        <tr key={m.email}>
                          <th scope="row">
                            <a href={`mailto:${m.email}`}>{m.email}</a>
                          </th>
                          <td>
                            {m.last_checkin_week} ({when(m.last_checkin_at, false)})
                          </td>
                          <td>{outOf5(m.latest_progress)}</td>
                          <td>{outOf5(m.latest_mood)}</td>
                          <td>{outOf5(m.avg_progress)}</td>
                          <td>{m.checkins_in_window}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              <CursorPager className="ac-actions" label="Members who need support" page={support.page} total={d.trends.needs_support} pageSize={PAGE_SIZE} next={d.needs_support_next} onNext={() => support.next(d.needs_support_next)} onPrevious={support.previous} />
            </section>

            <section aria-labelledby={`${ids}-recent`} className="ac-section">
              <h2 id={`${ids}-recent`}>Recent check-ins</h2>
              {d.recent.length === 0 ? (
                <p>No check-ins in the last 4 weeks.</p>
              ) : (
                <div className="ac-table-wrap">
                  <table className="ac-table">
                    <thead>
                      <tr>
                        <th scope="col">Member</th>
                        <th scope="col">Week</th>
                        <th scope="col">Mood</th>
                        <th scope="col">Progress</th>
                        <th scope="col">Hours</th>
                        <th scope="col">Overall</th>
                        <th scope="col">Goals met</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.recent.map((c) => (
                        <tr key={`${c.email}|${c.checkin_week}`}>
                          <th scope="row">{c.email}</th>
                          <td>{c.checkin_week}</td>
                          <td>{outOf5(c.mood_rating)}</td>
                          <td>{outOf5(c.progress_rating)}</td>
                          <td>{orDash(c.time_invested_hours)}</td>
                          <td>{c.overall_progress_percentage === null ? '—' : `${c.overall_progress_percentage}%`}</td>
                          <td>{orDash(c.goals_met)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            {d.trends.needs_support > 0 && (
              <p className="ac-help">
                <Badge tone="warning">Tip</Badge> A short personal note from the team often helps more than a reminder.
              </p>
            )}
          </>
        )}
      </Loaded>
    </div>
  );
}
