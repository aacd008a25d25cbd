/**
 * Sessions: filters (status, area, dates), the action buttons each status allows, a status dropdown
 * whose dialog asks for optional notes (shown on the card and in the details), details with participants, edit, delete (blocked while paid participants
 * exist; force delete offered when the server reports a validation failure), the CSVs of the
 * filtered sessions and of their participants (export jobs: web/src/components/ExportJob.tsx), and venues.
 */
import { formatAmount, sessionCurrency } from '@/domain/curated/revenue';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import {
  ADMIN_PAGE_SIZE,
  APPROVED_LOOKUP_LIMIT,
  DETAILS_FALLBACK_DURATION_MINUTES,
  MESSAGES,
  OPEN_SESSION_STATUSES,
  PARTICIPATION_STATUSES,
  PARTICIPATION_STATUS_LABELS,
  SESSION_ACTIONS,
  SESSION_STATUSES,
  SESSION_STATUS_LABELS,
  VENUE_AREAS,
  VENUE_TYPE_LABELS,
  canRemoveParticipant,
  holdsSeat,
  longDate,
  sessionActionsFor,
  timeWithZone,
  type SessionActionName,
} from '@/domain/curated/rules';
import { StatusBadge } from '../components/StatusBadge';
import { AdminCallError, admin, type AdminClient, type AdminOutput, type Application, type SessionDetails, type SessionPage, type SessionView, type Venue, type VenuePage } from './admin-api';
import type { Notify, TabProps } from './tab-props';
import { Modal } from './Modal';
import { CursorPagination, useCursorPages } from './Pagination';
import { SessionFormModal, VenueFormModal } from './SessionForms';
import { StatusChangeModal, type StatusChangeRequest } from './StatusChange';
import { Notice } from '../../../components/ui/Notice';
import { ExportButton } from '../../../components/ExportJob';

const EMPTY = { session_status: '', venue_area: '', date_from: '', date_to: '' };

export function SessionStatusBadge({ status }: { status: string }) {
  return <span className={`cf-badge cf-badge--s-${status}`}>{SESSION_STATUS_LABELS[status as keyof typeof SESSION_STATUS_LABELS] ?? status}</span>;
}

/** An open session whose last participant has left. */
export const isEmptied = (s: Pick<SessionView, 'emptied_at' | 'session_status'>) => Boolean(s.emptied_at) && (OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status);

function EmptiedBadge() {
  return <span className="cf-badge cf-badge--emptied">Emptied: everyone left</span>;
}

type ActionNotice = { kind: 'success' | 'info'; text: string };

/** What each session action button did, as the notice the admin sees. */
const ACTION_NOTICES: { [A in SessionActionName]: (r: AdminOutput<A>) => ActionNotice } = {
  send_session_invitations: (r) => ({ kind: 'success', text: `Sent ${r.invitationsSent} invitation(s); ${r.totalParticipants} participant(s) in the session.` }),
  send_session_reminder: (r) =>
    r.remindersSent === 0 ? { kind: 'info', text: MESSAGES.noReminders } : { kind: 'success', text: `Sent ${r.remindersSent} reminder(s) of ${r.totalEligible} eligible for "${r.sessionTitle}".` },
  send_confirmation_nudges: (r) =>
    r.nudgesSent === 0 ? { kind: 'info', text: MESSAGES.noNudges } : { kind: 'success', text: `Sent ${r.nudgesSent} nudge(s): ${r.firstNudges} first, ${r.secondNudges} second.` },
  send_feedback_emails: (r) => ({ kind: 'success', text: `Sent ${r.emailsSent} feedback email(s) of ${r.totalParticipants} participant(s) for "${r.sessionTitle}".` }),
};

/** Runs one session action button's action and answers its notice. */
async function runSessionAction<A extends SessionActionName>(client: AdminClient, action: A, sessionId: string): Promise<ActionNotice> {
  const send = client[action] as unknown as (data: { sessionId: string }) => Promise<AdminOutput<A>>;
  return ACTION_NOTICES[action](await send({ sessionId }));
}

export function SessionsTab({ token, notify }: TabProps) {
  const id = useId();
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const pages = useCursorPages();
  const [result, setResult] = useState<SessionPage | null>(null);
  const [modal, setModal] = useState<{ kind: 'open' } | { kind: 'venue' } | { kind: 'edit'; s: SessionView } | { kind: 'details'; id: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<StatusChangeRequest | null>(null);
  const [venueKey, setVenueKey] = useState(0);

  const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const load = useCallback(async () => {
    try {
      setResult(await admin(token).get_sessions({}, { filters: active, limit: ADMIN_PAGE_SIZE, cursor: pages.cursor }));
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    }
  }, [token, notify, pages.cursor, JSON.stringify(active)]);
  useEffect(() => {
    void load();
  }, [load]);

  async function run(s: SessionView, action: SessionActionName) {
    setBusy(true);
    try {
      const m = await runSessionAction(admin(token), action, s.id);
      notify(m.kind, m.text);
      await load();
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  /** Opens the status-change dialog (its notes go with the change). */
  function setStatus(s: SessionView, status: string) {
    const label = SESSION_STATUS_LABELS[status as keyof typeof SESSION_STATUS_LABELS];
    const extra = status === 'cancelled' ? ' Participants who were invited or confirmed will be emailed, and paid participants refunded through Stripe.' : '';
    setChange({
      title: `${label}: ${s.session_title}`,
      question: `Change the status of "${s.session_title}" from ${SESSION_STATUS_LABELS[s.session_status]} to ${label}?${extra}`,
      submit: async (notes) => {
        setBusy(true);
        try {
          const r = await admin(token).update_session_status({ sessionId: s.id, status, ...(notes ? { notes } : {}) });
          notify('success', `"${s.session_title}" is now ${label}.${r.notified ? ` ${r.notified} participant(s) emailed.` : ''}${r.refunded ? ` ${r.refunded} payment(s) refunded.` : ''}`);
          setChange(null);
          await load();
        } catch (e) {
          notify('error', `Error: ${(e as Error).message}`);
        } finally {
          setBusy(false);
        }
      },
    });
  }

  async function remove(s: SessionView) {
    const paid = s.curated_fika_participants.filter((p) => holdsSeat(p.participation_status) && p.payment_status === 'paid');
    if (paid.length) return notify('error', `"${s.session_title}" has ${paid.length} paid participant(s). Set it to Cancelled first, which refunds them through Stripe, then delete it.`);
    if (!window.confirm(`Delete "${s.session_title}"? Participants who were invited or confirmed will be emailed that it is cancelled. This cannot be undone.`)) return;
    setBusy(true);
    try {
      const r = await admin(token).delete_session({ sessionId: s.id, options: { send_cancellation_emails: true } });
      notify('success', `Deleted "${s.session_title}" (${r.participants_affected} participant(s) affected).`);
    } catch (e) {
      const body = e instanceof AdminCallError ? e.body : undefined;
      if (body?.validation_failed && window.confirm(`${body.error} Force delete anyway? ${body.participants_affected} participant(s) are affected.`)) {
        try {
          const r = await admin(token).delete_session({
            sessionId: s.id,
            options: { force_delete: true, acknowledged_confirmations: ['paid_participants_refunded'], send_cancellation_emails: true },
          });
          notify('success', `Deleted "${s.session_title}"${r.refunded ? ` and refunded ${r.refunded} payment(s)` : ''}.`);
        } catch {
          notify('error', MESSAGES.forceDeleteFailed);
        }
      } else if (!body?.validation_failed) notify('error', `Error: ${(e as Error).message}`);
    } finally {
      setBusy(false);
      await load();
    }
  }

  function apply(e: FormEvent) {
    e.preventDefault();
    pages.reset();
    setFilters(draft);
  }

  return (
    <section aria-label="Sessions">
      <form className="cf-filters" onSubmit={apply} aria-label="Filter sessions">
        <div className="cf-field">
          <label htmlFor={`${id}-status`}>Status</label>
          <select id={`${id}-status`} value={draft.session_status} onChange={(e) => setDraft((d) => ({ ...d, session_status: e.target.value }))}>
            <option value="">All</option>
            {SESSION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SESSION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-area`}>Area</label>
          <select id={`${id}-area`} value={draft.venue_area} onChange={(e) => setDraft((d) => ({ ...d, venue_area: e.target.value }))}>
            <option value="">All</option>
            {VENUE_AREAS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-from`}>From</label>
          <input id={`${id}-from`} type="date" value={draft.date_from} onChange={(e) => setDraft((d) => ({ ...d, date_from: e.target.value }))} />
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-to`}>To</label>
          <input id={`${id}-to`} type="date" value={draft.date_to} onChange={(e) => setDraft((d) => ({ ...d, date_to: e.target.value }))} />
        </div>
        <div className="cf-filters__actions">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
        </div>
      </form>
      <div className="cf-toolbar">
        <span className="muted">{!result ? 'Loading…' : result.pagination.total === null ? 'Sessions in these dates' : `${result.pagination.total} sessions`}</span>
        <Button size="sm" onClick={() => setModal({ kind: 'open' })}>
          Create open session
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setModal({ kind: 'venue' })}>
          Add venue
        </Button>
      </div>

      {result && result.data.length === 0 && <p className="muted">No sessions match these filters.</p>}
      <div className="cf-sessionlist">
        {result?.data.map((s) => (
          <article key={s.id} className="cf-card" aria-labelledby={`${id}-${s.id}`}>
            <div className="cf-card__head">
              <SessionStatusBadge status={s.session_status} />
              {isEmptied(s) && <EmptiedBadge />}
              <h3 id={`${id}-${s.id}`}>{s.session_title}</h3>
            </div>
            <p className="muted">
              {longDate(s.session_date, s.venue_timezone)} · {timeWithZone(s.session_date, s.venue_timezone)} · {s.venue_name}
              {s.venue_area ? ` (${s.venue_area})` : ''} · {s.current_participants}/{s.max_participants} participants · {formatAmount(s.price_per_person, sessionCurrency(s))} per person
            </p>
            {s.status_notes && <p className="muted cf-small">Status notes: {s.status_notes}</p>}
            <div className="cf-rowactions">
              {sessionActionsFor(s.session_status).map((a) => (
                <Button key={a} size="sm" disabled={busy} onClick={() => void run(s, a)}>
                  {SESSION_ACTIONS[a].label}
                </Button>
              ))}
              <Button size="sm" variant="secondary" onClick={() => setModal({ kind: 'details', id: s.id })}>
                Details
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setModal({ kind: 'edit', s })}>
                Edit
              </Button>
              <label className="visually-hidden" htmlFor={`${id}-st-${s.id}`}>
                Set status of {s.session_title}
              </label>
              <select id={`${id}-st-${s.id}`} value="" disabled={busy} onChange={(e) => e.target.value && setStatus(s, e.target.value)}>
                <option value="">Set status…</option>
                {SESSION_STATUSES.filter((x) => x !== s.session_status).map((x) => (
                  <option key={x} value={x}>
                    {SESSION_STATUS_LABELS[x]}
                  </option>
                ))}
              </select>
              <Button size="sm" variant="ghost" disabled={busy} onClick={() => void remove(s)}>
                Delete
              </Button>
            </div>
          </article>
        ))}
      </div>
      {result && (
        <CursorPagination total={result.pagination.total} pageSize={ADMIN_PAGE_SIZE} page={pages.page} next={result.next} onNext={() => pages.next(result.next)} onPrevious={pages.previous} label="Sessions" />
      )}
      {result && (result.data.length > 0 || pages.page > 1) && (
        <div className="cf-actions">
          <ExportButton token={token} label="Export sessions (CSV)" what="the sessions matching these filters" input={() => ({ kind: 'curated-sessions', filters: active })} />
          <ExportButton token={token} label="Export participants (CSV)" what="the participants of the sessions matching these filters" input={() => ({ kind: 'curated-participants', filters: active })} />
        </div>
      )}

      <VenueList token={token} key={venueKey} />

      {change && <StatusChangeModal request={change} onClose={() => setChange(null)} />}

      {modal?.kind === 'open' && (
        <SessionFormModal
          mode="open"
          token={token}
          onClose={() => setModal(null)}
          onSaved={(m) => {
            setModal(null);
            notify('success', m);
            void load();
          }}
        />
      )}
      {modal?.kind === 'edit' && (
        <SessionFormModal
          mode="edit"
          token={token}
          session={modal.s}
          onClose={() => setModal(null)}
          onSaved={(m) => {
            setModal(null);
            notify('success', m);
            void load();
          }}
        />
      )}
      {modal?.kind === 'venue' && (
        <VenueFormModal
          token={token}
          onClose={() => setModal(null)}
          onSaved={(m) => {
            setModal(null);
            notify('success', m);
            setVenueKey((k) => k + 1);
          }}
        />
      )}
      {modal?.kind === 'details' && (
        <SessionDetailsModal
          token={token}
          sessionId={modal.id}
          notify={notify}
          onClose={() => {
            setModal(null);
            void load();
          }}
        />
      )}
    </section>
  );
}

function VenueList({ token }: { token: string }) {
  const pages = useCursorPages();
  const [result, setResult] = useState<VenuePage | null>(null);
  useEffect(() => {
    let cancelled = false;
    admin(token)
      .get_venues({}, { limit: ADMIN_PAGE_SIZE, cursor: pages.cursor })
      .then((r) => !cancelled && setResult(r))
      .catch(() => !cancelled && setResult({ data: [], pagination: { total: 0, limit: ADMIN_PAGE_SIZE, offset: 0 }, next: null }));
    return () => {
      cancelled = true;
    };
  }, [token, pages.cursor]);
  const venues: Venue[] | null = result?.data ?? null;
  return (
    <section className="cf-group" aria-label="Venues">
      <h2>Venues</h2>
      {result && result.pagination.total > 0 && <p className="muted">{result.pagination.total} venues</p>}
      {!venues && <p role="status">Loading venues…</p>}
      {venues && venues.length === 0 && <p className="muted">No venues yet. Add the cafes and lounges you work with; matching picks from them.</p>}
      {venues && venues.length > 0 && (
        <div className="cf-tablewrap">
          <table className="cf-table">
            <thead>
              <tr>
                <th scope="col">Venue</th>
                <th scope="col">Type</th>
                <th scope="col">Area</th>
                <th scope="col">Capacity</th>
                <th scope="col">Avg cost</th>
                <th scope="col">Noise</th>
                <th scope="col">Used</th>
              </tr>
            </thead>
            <tbody>
              {venues.map((v) => (
                <tr key={v.id}>
                  <td>
                    <strong>{v.name}</strong>
                    <span className="cf-block muted">{v.address}</span>
                  </td>
                  <td>
                    {VENUE_TYPE_LABELS[v.venue_type as keyof typeof VENUE_TYPE_LABELS] ?? v.venue_type} · {v.venue_tier}
                  </td>
                  <td>
                    {v.venue_area || '—'} · {v.city}
                  </td>
                  <td>{v.capacity_small}</td>
                  <td>{formatAmount(v.average_cost_per_person, sessionCurrency(v))}</td>
                  <td>{v.noise_level}</td>
                  <td>{v.usage_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <CursorPagination total={result.pagination.total} pageSize={ADMIN_PAGE_SIZE} page={pages.page} next={result.next} onNext={() => pages.next(result.next)} onPrevious={pages.previous} label="Venues" />
      )}
    </section>
  );
}

function SessionDetailsModal({ token, sessionId, notify, onClose }: { token: string; sessionId: string; notify: Notify; onClose: () => void }) {
  const id = useId();
  const [s, setS] = useState<SessionDetails | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sendRemoval, setSendRemoval] = useState(true);

  const load = useCallback(async () => {
    try {
      setS(await admin(token).get_session_details({ sessionId }));
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    }
  }, [token, sessionId, notify]);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(fn: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await fn();
      notify('success', done);
      await load();
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (adding && s) {
    return (
      <AddParticipantModal
        token={token}
        session={s}
        onClose={() => setAdding(false)}
        onAdded={(m) => {
          setAdding(false);
          notify('success', m);
          void load();
        }}
      />
    );
  }

  const full = s ? s.current_participants >= s.max_participants : true;
  return (
    <Modal title={s ? s.session_title : 'Session details'} onClose={onClose} wide>
      {!s ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <dl className="cf-dl">
            <dt>Status</dt>
            <dd>
              <SessionStatusBadge status={s.session_status} /> {isEmptied(s) && <EmptiedBadge />}
            </dd>
            {s.status_notes && (
              <>
                <dt>Status notes</dt>
                <dd>{s.status_notes}</dd>
              </>
            )}
            <dt>When</dt>
            <dd>
              {longDate(s.session_date, s.venue_timezone)} · {timeWithZone(s.session_date, s.venue_timezone)} · {s.session_duration || DETAILS_FALLBACK_DURATION_MINUTES} minutes
            </dd>
            <dt>Venue</dt>
            <dd>
              {s.venue_name}
              {s.venue_address ? `, ${s.venue_address}` : ''} {s.venue_area ? `(${s.venue_area})` : ''} · {s.city}, {s.country}
            </dd>
            <dt>Seats</dt>
            <dd>
              {s.current_participants} of {s.max_participants}
            </dd>
            <dt>Price</dt>
            <dd>
              {formatAmount(s.price_per_person, sessionCurrency(s))} per person · revenue {formatAmount(s.total_revenue, sessionCurrency(s))}
            </dd>
            {s.target_interests.length > 0 && (
              <>
                <dt>Interests</dt>
                <dd>{s.target_interests.join(', ')}</dd>
              </>
            )}
            {s.host_notes && (
              <>
                <dt>Host notes</dt>
                <dd>{s.host_notes}</dd>
              </>
            )}
            <dt>Feedback</dt>
            <dd>{s.feedback_count ?? 0} response(s)</dd>
          </dl>
          <h3>Participants</h3>
          {s.curated_fika_participants.length === 0 && <p className="muted">No participants yet.</p>}
          <ul className="cf-participants">
            {s.curated_fika_participants.map((p) => (
              <li key={p.id}>
                <div>
                  <strong>
                    {p.application.first_name} {p.application.last_name}
                  </strong>{' '}
                  <StatusBadge status={p.participation_status} />
                  <span className="cf-block muted">
                    {p.application.email} · {p.payment_status === 'paid' ? `paid ${formatAmount(Number(p.payment_amount ?? 0), sessionCurrency(s))}` : p.payment_status === 'refunded' ? `refunded ${formatAmount(Number(p.payment_amount ?? 0), sessionCurrency(s))}` : 'not paid'}
                    {p.invitation_sent_at ? ' · invitation sent' : ''}
                    {p.nudge_count ? ` · ${p.nudge_count} nudge(s)` : ''}
                  </span>
                </div>
                <div className="cf-rowactions">
                  <label className="visually-hidden" htmlFor={`${id}-p-${p.id}`}>
                    Status of {p.application.first_name}
                  </label>
                  <select
                    id={`${id}-p-${p.id}`}
                    value=""
                    disabled={busy}
                    onChange={(e) => {
                      const to = e.target.value;
                      if (to && window.confirm(`Set ${p.application.first_name}'s status to ${PARTICIPATION_STATUS_LABELS[to as keyof typeof PARTICIPATION_STATUS_LABELS]}?`))
                        void act(() => admin(token).update_participant_status({ participantId: p.id, status: to }), `${p.application.first_name}: ${PARTICIPATION_STATUS_LABELS[to as keyof typeof PARTICIPATION_STATUS_LABELS]}.`);
                    }}
                  >
                    <option value="">Set status…</option>
                    {PARTICIPATION_STATUSES.filter((x) => x !== p.participation_status).map((x) => (
                      <option key={x} value={x}>
                        {PARTICIPATION_STATUS_LABELS[x]}
                      </option>
                    ))}
                  </select>
                  {canRemoveParticipant(p.participation_status) && (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() =>
                        window.confirm(`Remove ${p.application.first_name} from this session?`) &&
                        void act(() => admin(token).delete_participant({ participantId: p.id, options: { send_removal_email: sendRemoval } }), `Removed ${p.application.first_name}.`)
                      }
                    >
                      Remove
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <label className="cf-check">
            <input type="checkbox" checked={sendRemoval} onChange={(e) => setSendRemoval(e.target.checked)} /> Email people I remove
          </label>
          <div className="cf-actions">
            <Button size="sm" disabled={full || busy} onClick={() => setAdding(true)}>
              Add participant
            </Button>
            {full && <span className="muted">The session is full.</span>}
          </div>
        </>
      )}
    </Modal>
  );
}

function AddParticipantModal({ token, session, onClose, onAdded }: { token: string; session: SessionView; onClose: () => void; onAdded: (m: string) => void }) {
  const id = useId();
  const [apps, setApps] = useState<Application[] | null>(null);
  const [choice, setChoice] = useState('');
  const [invite, setInvite] = useState(true);
  const [replacement, setReplacement] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const inSession = new Set(session.curated_fika_participants.filter((p) => holdsSeat(p.participation_status)).map((p) => p.application_id));
    admin(token)
      .get_applications({}, { filters: { status: 'approved', is_premium_member: true, city: session.city }, limit: APPROVED_LOOKUP_LIMIT })
      .then((r) => setApps(r.data.filter((a) => !inSession.has(a.id))))
      .catch((e: Error) => setError(`Error: ${e.message}`));
  }, [token, session]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!choice) return setError('Please select an application');
    setBusy(true);
    setError(null);
    try {
      await admin(token).add_participant_to_session({ sessionId: session.id, applicationId: choice, options: { send_invitation_email: invite, is_replacement: replacement } });
      const a = apps?.find((x) => x.id === choice);
      onAdded(`Added ${a ? `${a.first_name} ${a.last_name}` : 'the applicant'} to "${session.session_title}".`);
    } catch (err) {
      setError(`Error: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Add participant" onClose={onClose}>
      <form className="cf-form" onSubmit={onSubmit}>
        <p className="muted">Approved applications of premium members in {session.city} who are not in this session yet. Someone with a place in another session at this time cannot be added.</p>
        <div className="cf-field">
          <label htmlFor={`${id}-app`}>Application</label>
          <select id={`${id}-app`} value={choice} onChange={(e) => setChoice(e.target.value)} disabled={!apps}>
            <option value="">{apps ? (apps.length ? 'Choose…' : 'No eligible applications') : 'Loading…'}</option>
            {apps?.map((a) => (
              <option key={a.id} value={a.id}>
                {a.first_name} {a.last_name} · {a.career_stage} · {a.city} · {a.location_preference}
              </option>
            ))}
          </select>
        </div>
        <label className="cf-check">
          <input type="checkbox" checked={invite} onChange={(e) => setInvite(e.target.checked)} /> Send the invitation email now
        </label>
        <label className="cf-check">
          <input type="checkbox" checked={replacement} onChange={(e) => setReplacement(e.target.checked)} /> Replaces someone who cancelled
        </label>
        <Notice tone="error" text={error} />
        <div className="cf-actions">
          <Button type="submit" disabled={busy || !choice}>
            {busy ? 'Adding...' : 'Add participant'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
