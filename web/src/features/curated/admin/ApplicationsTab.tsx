/**
 * Applications: filters (status, goal, email, dates, area, career stage), 20 per page (a cursor list: Previous/Next), Approve and
 * Reject for submitted ones, a status dropdown limited to the allowed changes (each change asks for
 * optional notes, shown under the status and, with every change, in the details), details with a
 * status email, CSV export (a job on the server: web/src/components/ExportJob.tsx), and a curated session from 2-4 selected applications.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ExportButton, RecentExports } from '../../../components/ExportJob';
import {
  ADMIN_PAGE_SIZE,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  CAREER_STAGES,
  FIKA_GOALS,
  LOCATION_PREFERENCES,
  MESSAGES,
  canChangeApplicationStatus,
  interestLabel,
  longDate,
  statusChangeError,
  type ApplicationStatus,
} from '@/domain/curated/rules';
import { selectionErrors } from '@/domain/curated/forms';
import { admin, type Application, type ApplicationDetails, type ApplicationPage, type Match } from './admin-api';
import type { TabProps } from './tab-props';
import { Modal } from './Modal';
import { CursorPagination, useCursorPages } from './Pagination';
import { SessionFormModal } from './SessionForms';
import { StatusChangeModal, type StatusChangeRequest } from './StatusChange';

const EMPTY_FILTERS = { status: '', goal_category: '', email: '', date_from: '', date_to: '', location_preference: '', career_stage: '' };
type Filters = typeof EMPTY_FILTERS;

export function AppStatusBadge({ status }: { status: string }) {
  return <span className={`cf-badge cf-badge--app-${status}`}>{APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? status}</span>;
}

export function ApplicationsTab({ token, notify }: TabProps) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const pages = useCursorPages();
  const [result, setResult] = useState<ApplicationPage | null>(null);
  const [selected, setSelected] = useState<Map<string, Application>>(new Map());
  const [details, setDetails] = useState<Application | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [change, setChange] = useState<StatusChangeRequest | null>(null);
  // Bumped when an export starts or ends: the recent exports reload.
  const [exports, setExports] = useState(0);

  const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const load = useCallback(async () => {
    try {
      setResult(await admin(token).get_applications({}, { filters: active, limit: ADMIN_PAGE_SIZE, cursor: pages.cursor }));
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    }
  }, [token, notify, pages.cursor, JSON.stringify(active)]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Opens the status-change dialog (its notes go with the change) for an allowed change. */
  function changeStatus(a: Application, to: string) {
    if (!canChangeApplicationStatus(a.application_status, to)) return notify('error', statusChangeError(a.application_status, to));
    const label = APPLICATION_STATUS_LABELS[to as ApplicationStatus];
    setChange({
      title: `${label}: ${a.first_name} ${a.last_name}`,
      question: `Change ${a.first_name} ${a.last_name}'s application from ${APPLICATION_STATUS_LABELS[a.application_status]} to ${label}?`,
      submit: async (notes) => {
        setBusy(true);
        try {
          await admin(token).update_application_status({ applicationId: a.id, status: to, ...(notes ? { notes } : {}) });
          notify('success', `${a.first_name} ${a.last_name}: ${label}.`);
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

  function toggle(a: Application) {
    setSelected((s) => {
      const n = new Map(s);
      if (n.has(a.id)) n.delete(a.id);
      else n.set(a.id, a);
      return n;
    });
  }

  function startSession() {
    const err = selectionErrors([...selected.values()]);
    if (err) return notify('error', err);
    setCreating(true);
  }

  function apply(e: FormEvent) {
    e.preventDefault();
    pages.reset();
    setFilters(draft);
  }

  const field = (k: keyof Filters, label: string, options?: readonly string[], labels?: Record<string, string>, type = 'text') => (
    <div className="cf-field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      {options ? (
        <select id={`${id}-${k}`} value={draft[k]} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}>
          <option value="">All</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {labels?.[o] ?? o}
            </option>
          ))}
        </select>
      ) : (
        <input id={`${id}-${k}`} type={type} value={draft[k]} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))} />
      )}
    </div>
  );

  return (
    <section aria-label="Applications">
      <form className="cf-filters" onSubmit={apply} aria-label="Filter applications">
        {field('status', 'Status', APPLICATION_STATUSES, APPLICATION_STATUS_LABELS)}
        {field('goal_category', 'Goal', FIKA_GOALS)}
        {field('email', 'Email contains')}
        {field('date_from', 'Submitted from', undefined, undefined, 'date')}
        {field('date_to', 'Submitted to', undefined, undefined, 'date')}
        {field('location_preference', 'Area', LOCATION_PREFERENCES)}
        {field('career_stage', 'Career stage', CAREER_STAGES)}
        <div className="cf-filters__actions">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              setFilters(EMPTY_FILTERS);
              pages.reset();
            }}
          >
            Reset
          </Button>
        </div>
      </form>

      <div className="cf-toolbar">
        <span className="muted">{result ? `${result.pagination.total} applications` : 'Loading…'}</span>
        <span className="muted">{selected.size} selected</span>
        <Button size="sm" onClick={startSession}>
          Create session from selected
        </Button>
        <ExportButton
          token={token}
          label="Export CSV"
          what="the applications matching these filters"
          input={() => ({ kind: 'curated-applications', filters: active })}
          onChange={() => setExports((n) => n + 1)}
        />
      </div>

      {result && result.data.length === 0 && <p className="muted">No applications match these filters.</p>}
      {result && result.data.length > 0 && (
        <div className="cf-tablewrap">
          <table className="cf-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">Select</span>
                </th>
                <th scope="col">Applicant</th>
                <th scope="col">Profile</th>
                <th scope="col">Goals</th>
                <th scope="col">Status</th>
                <th scope="col">Submitted</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {result.data.map((a) => (
                <tr key={a.id}>
                  <td>
                    <input type="checkbox" aria-label={`Select ${a.first_name} ${a.last_name}`} checked={selected.has(a.id)} onChange={() => toggle(a)} />
                  </td>
                  <td>
                    <strong>
                      {a.first_name} {a.last_name}
                    </strong>
                    <span className="cf-block muted">{a.email}</span>
                    <span className="cf-block">{a.is_premium_member ? <span className="cf-badge cf-badge--premium">Premium</span> : <span className="cf-badge">Not premium</span>}</span>
                  </td>
                  <td>
                    {a.career_stage} · {a.profession}
                    <span className="cf-block muted">
                      {a.city} · {a.location_preference}
                    </span>
                  </td>
                  <td>{a.fika_goals.join(', ')}</td>
                  <td>
                    <AppStatusBadge status={a.application_status} />
                    {a.admin_notes && <span className="cf-block muted cf-small">Notes: {a.admin_notes}</span>}
                  </td>
                  <td>{new Date(a.submitted_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Tokyo' })}</td>
                  <td>
                    <div className="cf-rowactions">
                      {a.application_status === 'submitted' && (
                        <>
                          <Button size="sm" disabled={busy} onClick={() => changeStatus(a, 'approved')}>
                            Approve
                          </Button>
                          <Button size="sm" variant="secondary" disabled={busy} onClick={() => changeStatus(a, 'rejected')}>
                            Reject
                          </Button>
                        </>
                      )}
                      <label className="visually-hidden" htmlFor={`${id}-st-${a.id}`}>
                        Change status of {a.first_name} {a.last_name}
                      </label>
                      <select id={`${id}-st-${a.id}`} value="" disabled={busy} onChange={(e) => e.target.value && changeStatus(a, e.target.value)}>
                        <option value="">Change status…</option>
                        {APPLICATION_TRANSITIONS[a.application_status].map((s) => (
                          <option key={s} value={s}>
                            {APPLICATION_STATUS_LABELS[s]}
                          </option>
                        ))}
                      </select>
                      <Button size="sm" variant="ghost" onClick={() => setDetails(a)}>
                        Details
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && (
        <CursorPagination total={result.pagination.total} pageSize={ADMIN_PAGE_SIZE} page={pages.page} next={result.next} onNext={() => pages.next(result.next)} onPrevious={pages.previous} label="Applications" />
      )}

      <RecentExports token={token} refresh={exports} />

      {change && <StatusChangeModal request={change} onClose={() => setChange(null)} />}
      {details && <ApplicationDetailsModal token={token} application={details} notify={notify} onClose={() => setDetails(null)} />}
      {creating && (
        <SessionFormModal
          mode="curated"
          token={token}
          applicationIds={[...selected.keys()]}
          city={[...selected.values()][0]?.city}
          onClose={() => setCreating(false)}
          onSaved={(m) => {
            setCreating(false);
            setSelected(new Map());
            notify('success', m);
          }}
        />
      )}
    </section>
  );
}

function ApplicationDetailsModal({ token, application, notify, onClose }: { token: string; application: Application; notify: TabProps['notify']; onClose: () => void }) {
  const id = useId();
  const [d, setD] = useState<ApplicationDetails | null>(null);
  const [status, setStatus] = useState<string>(application.application_status);
  const [message, setMessage] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    admin(token)
      .get_application_details({ applicationId: application.id })
      .then(setD)
      .catch((e: Error) => notify('error', `Error: ${e.message}`));
  }, [token, application.id, notify]);

  async function sendUpdate(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await admin(token).send_application_status_update({ applicationId: application.id, status, personalizedMessage: message });
      notify('success', `Status email sent to ${application.email}.`);
      onClose();
    } catch (err) {
      notify('error', `Error: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  async function compatible() {
    try {
      setMatches((await admin(token).find_compatible_applications({ applicationId: application.id })).matches);
    } catch (err) {
      notify('error', `Error: ${(err as Error).message}`);
    }
  }

  const a = d ?? application;
  return (
    <Modal title={`${a.first_name} ${a.last_name}`} onClose={onClose} wide>
      <dl className="cf-dl">
        <dt>Email</dt>
        <dd>{a.email}</dd>
        <dt>Status</dt>
        <dd>
          <AppStatusBadge status={a.application_status} /> {a.is_premium_member ? 'Premium member' : 'Not a premium member'}
        </dd>
        {a.status_history && a.status_history.length > 0 && (
          <>
            <dt>Status changes</dt>
            <dd>
              <ol>
                {a.status_history.map((h) => (
                  <li key={`${h.at}-${h.to}`}>
                    {APPLICATION_STATUS_LABELS[h.from as ApplicationStatus] ?? h.from} → {APPLICATION_STATUS_LABELS[h.to as ApplicationStatus] ?? h.to}, {new Date(h.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' })} by {h.by}
                    {h.notes && <span className="cf-block muted">Notes: {h.notes}</span>}
                  </li>
                ))}
              </ol>
            </dd>
          </>
        )}
        <dt>Nationality</dt>
        <dd>{a.nationality}</dd>
        <dt>Work</dt>
        <dd>
          {a.profession} · {a.industry} · {a.career_stage}
        </dd>
        <dt>Interests</dt>
        <dd>{a.interests.map(interestLabel).join(', ')}</dd>
        <dt>Goals</dt>
        <dd>{a.fika_goals.join(', ')}</dd>
        <dt>Style</dt>
        <dd>{a.communication_style}</dd>
        <dt>Where and when</dt>
        <dd>
          {a.city}, {a.country} · {a.location_preference} · {a.schedule_preference}
        </dd>
        {a.additional_info && (
          <>
            <dt>Additional info</dt>
            <dd>{a.additional_info}</dd>
          </>
        )}
        <dt>Sessions</dt>
        <dd>
          {!d ? 'Loading…' : d.sessions.length === 0 ? 'None yet' : d.sessions.map((s) => `${s.curated_fika_sessions.session_title} (${longDate(s.curated_fika_sessions.session_date, s.curated_fika_sessions.venue_timezone)}, ${s.participation_status})`).join('; ')}
        </dd>
      </dl>

      <form className="cf-form cf-group" onSubmit={sendUpdate}>
        <h3>Send a status update email</h3>
        <div className="cf-field">
          <label htmlFor={`${id}-status`}>Status to announce</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {APPLICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-msg`}>Personal message (optional)</label>
          <textarea id={`${id}-msg`} rows={3} value={message} onChange={(e) => setMessage(e.target.value)} />
        </div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Sending...' : 'Send email'}
        </Button>
      </form>

      <div className="cf-group">
        <h3>Compatible applications</h3>
        <Button size="sm" variant="secondary" onClick={() => void compatible()}>
          Find compatible applications
        </Button>
        {matches && matches.length === 0 && <p className="muted">No other approved premium applications in {a.city} yet.</p>}
        {matches && matches.length > 0 && <MatchList matches={matches} />}
      </div>
      <p className="muted cf-small">{MESSAGES.premiumRequired}</p>
    </Modal>
  );
}

export function MatchList({ matches }: { matches: Match[] }) {
  return (
    <ol className="cf-matches">
      {matches.map((m) => (
        <li key={m.application.id}>
          <strong>{m.score}/100</strong> {m.application.first_name} {m.application.last_name} · {m.application.career_stage} · {m.application.profession}
          <span className="cf-block muted">
            professional {m.breakdown.professional} · interests {m.breakdown.interests} · goals {m.breakdown.goals} · style {m.breakdown.communication} · location {m.breakdown.location} ·
            diversity {m.breakdown.diversity}
          </span>
        </li>
      ))}
    </ol>
  );
}
