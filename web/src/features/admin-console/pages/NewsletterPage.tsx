/**
 * /admin/newsletter: the list (its figures now and over the last 30 days, per day, recent signups,
 * CSV export of active signups: a job, web/src/components/ExportJob.tsx), unsubscribes over 30 days (and their CSV export), and writing and sending a newsletter — a test
 * to the signed-in admin, then to every active subscriber in batches the page drives until done.
 *
 * Every figure comes from one call (`get_newsletter_figures`) and every box showing a figure reads
 * it from there, so two boxes never disagree; each figure's definition is shown on the page.
 */
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';
import {
  FAILED,
  continueNewsletter,
  getNewsletterFigures,
  getRecentSignups,
  listNewsletters,
  newRequestId,
  sendNewsletterTest,
  sendToAll,
  startNewsletter,
  type BatchResult,
} from '../api/admin-api';
import { SUBJECT_MAX, BODY_MAX } from '@/domain/admin/compose';
import { STATS_WINDOW_DAYS, figureDefinitions } from '@/domain/admin/console';
import { ExportButton, RecentExports } from '../../../components/ExportJob';
import { useLoad } from '../components/use-load';
import { Loaded, Message, StatTiles, orDash, when } from '../components/Parts';
import { SignupChart } from '../components/SignupChart';
import { NewsletterPreview } from '../components/NewsletterPreview';
import '../admin-console.css';

type Msg = { ok: boolean; text: string } | null;

const DEFS = figureDefinitions(STATS_WINDOW_DAYS);

/** not_specified → Not specified */
const label = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`.replace(/_/g, ' ');

function sentSummary(r: BatchResult): string {
  const n = r.newsletter;
  const skipped = n.skipped_blocked + n.skipped_unsubscribed;
  return `Sent "${n.subject}" to ${n.recipients} ${n.recipients === 1 ? 'subscriber' : 'subscribers'}.${skipped ? ` Skipped ${skipped} (blocked or unsubscribed).` : ''}${n.failed ? ` ${n.failed} could not be delivered.` : ''}`;
}

export default function NewsletterPage() {
  const { token, email } = useAdmin();
  const ids = useId();
  const figures = useLoad(() => getNewsletterFigures(token, STATS_WINDOW_DAYS), FAILED);
  const recent = useLoad(() => getRecentSignups(token), FAILED);
  const past = useLoad(() => listNewsletters(token), FAILED);
  const reloadPast = past.reload;

  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState<'test' | 'all' | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [composeMsg, setComposeMsg] = useState<Msg>(null);
  // Bumped when an export starts or ends: the recent exports reload.
  const [exports, setExports] = useState(0);
  const exportsChanged = useCallback(() => setExports((n) => n + 1), []);

  const active = figures.state.status === 'ok' ? figures.state.data.figures.subscribers : null;
  const ready = subject.trim() !== '' && body.trim() !== '' && busy === null;

  async function onTest() {
    setBusy('test');
    setComposeMsg(null);
    try {
      const r = await sendNewsletterTest(token, subject, body);
      setComposeMsg({ ok: true, text: `Test sent to ${r.to}. Check your inbox.` });
    } catch (e) {
      setComposeMsg({ ok: false, text: e instanceof Error ? e.message : FAILED });
    } finally {
      setBusy(null);
    }
  }

  const drive = useCallback(
    async (first: () => Promise<BatchResult>) => {
      setBusy('all');
      setComposeMsg(null);
      setProgress('Sending…');
      try {
        const done = await sendToAll(token, first, (r) => setProgress(`Sending… ${r.newsletter.recipients} sent so far.`));
        setComposeMsg({ ok: true, text: sentSummary(done) });
        return true;
      } catch (e) {
        setComposeMsg({ ok: false, text: `${e instanceof Error ? e.message : FAILED} The newsletter stopped part-way; resume it from the list below.` });
        return false;
      } finally {
        setProgress(null);
        setBusy(null);
        void reloadPast();
      }
    },
    [token, reloadPast],
  );

  async function onSendAll(e: FormEvent) {
    e.preventDefault();
    if (!ready) return;
    const who = active === null ? 'every active subscriber' : `all ${active} active ${active === 1 ? 'subscriber' : 'subscribers'}`;
    if (!window.confirm(`Send "${subject.trim()}" to ${who}? This cannot be undone.`)) return;
    const requestId = newRequestId();
    const ok = await drive(() => startNewsletter(token, requestId, subject, body));
    if (ok) {
      setSubject('');
      setBody('');
    }
  }

  return (
    <div className="container ac-page">
      <h1>Newsletter</h1>
      <p className="muted">Who is on the list, how it changed over the last 30 days, and newsletters to everyone on it.</p>

      <section aria-labelledby={`${ids}-list`} className="ac-section">
        <h2 id={`${ids}-list`}>The list</h2>
        <Loaded state={figures.state} what="the list's figures">
          {({ figures: f, stats }) => (
            <>
              <StatTiles
                label="The list now"
                stats={[
                  { label: DEFS.subscribers.label, value: f.subscribers },
                  { label: DEFS.unsubscribed.label, value: f.unsubscribed },
                  { label: DEFS.signupsEver.label, value: f.signups.ever },
                  { label: DEFS.unsubscribesEver.label, value: f.unsubscribes.ever },
                ]}
              />
              <StatTiles
                label={`Last ${STATS_WINDOW_DAYS} days`}
                stats={[
                  { label: DEFS.signupsWindow.label, value: f.signups.window },
                  { label: DEFS.returnsWindow.label, value: f.returns.window },
                  { label: DEFS.unsubscribesWindow.label, value: f.unsubscribes.window },
                  { label: DEFS.net.label, value: f.net > 0 ? `+${f.net}` : f.net },
                  { label: DEFS.conversionValue.label, value: `$${f.conversionValueUsd}`, hint: '1 USD per signup' },
                ]}
              />
              <details className="ac-definitions">
                <summary>What each figure counts</summary>
                <dl>
                  {Object.values(DEFS).map((d) => (
                    <div key={d.label}>
                      <dt>{d.label}</dt>
                      <dd>{d.definition}</dd>
                    </div>
                  ))}
                </dl>
              </details>
              <SignupChart stats={stats} />
            </>
          )}
        </Loaded>
      </section>

      <section aria-labelledby={`${ids}-recent`} className="ac-section">
        <div className="ac-section__head">
          <h2 id={`${ids}-recent`}>Recent signups</h2>
          <ExportButton token={token} label="Export active signups (CSV)" input={() => ({ kind: 'signups', filters: { status: 'active' } })} onChange={exportsChanged} />
        </div>
        <Loaded state={recent.state} what="recent signups">
          {(rows) =>
            rows.length === 0 ? (
              <p>No one has joined the list yet.</p>
            ) : (
              <div className="ac-table-wrap">
                <table className="ac-table">
                  <thead>
                    <tr>
                      <th scope="col">Email</th>
                      <th scope="col">Joined</th>
                      <th scope="col">Source</th>
                      <th scope="col">Page</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.email}>
                        <th scope="row">{r.email}</th>
                        <td>
                          {when(r.reactivated_at ?? r.subscribed_at)}
                          {r.reactivated_at && <Badge tone="accent">returned</Badge>}
                        </td>
                        <td>{orDash(r.source)}</td>
                        <td>{orDash(r.signup_page)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </section>

      <section aria-labelledby={`${ids}-unsubs`} className="ac-section">
        <h2 id={`${ids}-unsubs`}>Unsubscribes, last 30 days</h2>
        <Loaded state={figures.state} what="unsubscribe stats">
          {({ figures: f, unsubscribes: u }) => (
            <>
              <StatTiles
                label="Unsubscribes"
                stats={[
                  { label: DEFS.unsubscribesWindow.label, value: f.unsubscribes.window },
                  { label: 'Left feedback', value: u.with_feedback },
                ]}
              />
              {f.unsubscribes.window > 0 && (
                <div className="ac-columns">
                  <div>
                    <h3>By reason</h3>
                    <ul className="ac-counts">
                      {u.by_reason.map((r) => (
                        <li key={r.reason}>
                          <span>{label(r.reason)}</span> <strong>{r.count}</strong>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h3>By method</h3>
                    <ul className="ac-counts">
                      {u.by_method.map((m) => (
                        <li key={m.method}>
                          <span>{label(m.method)}</span> <strong>{m.count}</strong>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              )}
              {u.recent.length > 0 && (
                <div className="ac-table-wrap">
                  <table className="ac-table">
                    <caption>Most recent</caption>
                    <thead>
                      <tr>
                        <th scope="col">Email</th>
                        <th scope="col">When</th>
                        <th scope="col">Reason</th>
                        <th scope="col">Method</th>
                        <th scope="col">Feedback</th>
                      </tr>
                    </thead>
                    <tbody>
                      {u.recent.map((r) => (
                        <tr key={r.tracking_id || r.email}>
                          <th scope="row">{r.email}</th>
                          <td>{when(r.unsubscribed_at)}</td>
                          <td>{label(r.reason)}</td>
                          <td>{label(r.method)}</td>
                          <td>{orDash(r.feedback)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {f.unsubscribes.window > 0 && (
                <div className="ac-actions">
                  <ExportButton
                    token={token}
                    label="Export unsubscribes (CSV)"
                    what={`every unsubscribe of the last ${STATS_WINDOW_DAYS} days`}
                    input={() => ({ kind: 'unsubscribes', filters: { days_back: STATS_WINDOW_DAYS } })}
                    onChange={exportsChanged}
                  />
                </div>
              )}
            </>
          )}
        </Loaded>
      </section>

      <section aria-labelledby={`${ids}-exports`} className="ac-section">
        <h2 id={`${ids}-exports`}>Exports</h2>
        <p className="muted">CSV files are written on the server, page by page, and kept for 7 days. Each download link works for 5 minutes; ask for a new one here.</p>
        <RecentExports token={token} refresh={exports} />
      </section>

      <section aria-labelledby={`${ids}-compose`} className="ac-section">
        <h2 id={`${ids}-compose`}>Write a newsletter</h2>
        <div className="ac-compose">
          <form className="ac-form" onSubmit={onSendAll} noValidate>
            <label htmlFor={`${ids}-subject`}>Subject</label>
            <input id={`${ids}-subject`} value={subject} maxLength={SUBJECT_MAX} onChange={(e) => setSubject(e.target.value)} required />
            <label htmlFor={`${ids}-body`}>Newsletter text</label>
            <textarea id={`${ids}-body`} rows={12} value={body} maxLength={BODY_MAX} onChange={(e) => setBody(e.target.value)} aria-describedby={`${ids}-help`} required />
            <p id={`${ids}-help`} className="ac-help">
              Leave a blank line between paragraphs. Lines starting with "- " make a list (right under a paragraph line too). A line with only <code>[Label](https://…)</code> becomes a button.
            </p>
            <div className="ac-actions">
              <Button variant="secondary" onClick={() => void onTest()} disabled={!ready}>
                {busy === 'test' ? 'Sending test…' : 'Send test to me'}
              </Button>
              <Button type="submit" disabled={!ready}>
                {busy === 'all' ? 'Sending…' : 'Send to all active subscribers'}
              </Button>
            </div>
            <p className="ac-help">The test goes to {email} only.</p>
            <div aria-live="polite">
              {progress && <p role="status">{progress}</p>}
              <Message message={composeMsg} />
            </div>
          </form>
          <NewsletterPreview subject={subject} body={body} />
        </div>
      </section>

      <section aria-labelledby={`${ids}-past`} className="ac-section">
        <h2 id={`${ids}-past`}>Sent newsletters</h2>
        <Loaded state={past.state} what="sent newsletters">
          {(list) =>
            list.length === 0 ? (
              <p>No newsletters sent yet.</p>
            ) : (
              <div className="ac-table-wrap">
                <table className="ac-table">
                  <thead>
                    <tr>
                      <th scope="col">Subject</th>
                      <th scope="col">Sent</th>
                      <th scope="col">By</th>
                      <th scope="col">Recipients</th>
                      <th scope="col">Skipped</th>
                      <th scope="col">Failed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((n) => (
                      <tr key={n.id}>
                        <th scope="row">{n.subject}</th>
                        <td>
                          {n.status === 'sent' ? (
                            when(n.sentAt)
                          ) : (
                            <>
                              <Badge tone="warning">Not finished</Badge>{' '}
                              <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void drive(() => continueNewsletter(token, n.id))}>
                                Resume sending
                              </Button>
                            </>
                          )}
                        </td>
                        <td>{n.sentBy}</td>
                        <td>{n.recipients}</td>
                        <td>{n.skipped_blocked + n.skipped_unsubscribed}</td>
                        <td>{n.failed}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
