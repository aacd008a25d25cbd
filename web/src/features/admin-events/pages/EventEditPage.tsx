/**
 * /admin/events/new (with `?from=<slug>`: a copy of that event) and /admin/events/:slug: the event
 * form, saved on the version it was loaded at (someone else's newer save is refused with 409 and
 * a Reload; a 400 names each field, shown beside it), Publish / Unpublish, a preview of the page
 * from the unsaved form, the coming dates with the places taken (each linked to its date page:
 * its people, cancel, capacity, change, message), and the event's audit log.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Loaded, Message, when } from '../../admin-console/components/Parts';
import { useLoad } from '../../admin-console/components/use-load';
import { FAILED } from '../../admin-console/api/admin-api';
import { getAuditLog, getEvent, publishEvent, saveEvent, unpublishEvent, type FieldErrors, type LoadedEvent, type PublicationState, type Saved } from '../api';
import { emptyForm, fromEvent, toSubmission, type EventForm, type FormBase } from '../form-state';
import { EventFormFields } from '../components/EventFormFields';
import { ErrorsContext, fieldId, pathLabel } from '../components/Fields';
import { EventPreview } from '../components/EventPreview';
import { AuditLog } from '../components/AuditLog';
import { StateBadge, dateLabel } from '../components/StateBadge';
import '../../admin-console/admin-console.css';
import '../admin-events.css';
import { datePagePath } from '../paths';

type Msg = { ok: boolean; text: string } | null;
type OverCapacity = Saved['overCapacity'];

/** What the page came with after a create (the new event's page is a fresh one). */
interface ArrivalState {
  message?: string;
  overCapacity?: OverCapacity;
}

export default function EventEditPage() {
  const { slug } = useParams();
  const [params] = useSearchParams();
  const from = slug ? null : params.get('from');
  return <EventEditor key={slug ?? `new:${from ?? ''}`} slug={slug ?? null} from={from} />;
}

/** "3 people are confirmed on 2026-12-12, above the new 10 places; nobody is removed." */
export function overCapacityText(o: OverCapacity[number]): string {
  return `${o.confirmed} ${o.confirmed === 1 ? 'person is' : 'people are'} confirmed on ${o.date}, above the new ${o.capacity} ${o.capacity === 1 ? 'place' : 'places'}; nobody is removed.`;
}

interface EventMeta {
  base?: FormBase;
  version?: number;
  status?: PublicationState;
  updatedAt?: string;
  updatedBy?: string;
  dates: LoadedEvent['dates'];
  title: string;
}

type LoadState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok' };

function EventEditor({ slug, from }: { slug: string | null; from: string | null }) {
  const { token } = useAdmin();
  const navigate = useNavigate();
  const location = useLocation();
  const arrival = (location.state ?? {}) as ArrivalState;
  const isNew = slug === null;

  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [form, setForm] = useState<EventForm>(emptyForm);
  const [saved, setSaved] = useState('');
  const [meta, setMeta] = useState<EventMeta>({ dates: [], title: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [message, setMessage] = useState<Msg>(arrival.message ? { ok: true, text: arrival.message } : null);
  const [overCapacity, setOverCapacity] = useState<OverCapacity>(arrival.overCapacity ?? []);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const audit = useLoad(() => (slug ? getAuditLog(token, slug) : Promise.resolve({ entries: [], next: null })), FAILED);
  const reloadAudit = audit.reload;

  const fill = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      if (!slug && !from) {
        const f = emptyForm();
        setForm(f);
        setSaved(JSON.stringify(f));
        setMeta({ dates: [], title: '' });
      } else {
        const got = await getEvent(token, slug ?? from!);
        const { form: f, base } = fromEvent(got.event, new Date(), isNew);
        setForm(f);
        setSaved(isNew ? '' : JSON.stringify(f));
        setMeta(
          isNew
            ? { base, dates: [], title: f.title.en }
            : { base, version: got.version, status: got.status, updatedAt: got.updatedAt, updatedBy: got.updatedBy, dates: got.dates, title: f.title.en },
        );
      }
      setLoad({ status: 'ok' });
    } catch (e) {
      setLoad({ status: 'error', message: e instanceof Error ? e.message : FAILED });
    }
  }, [token, slug, from, isNew]);

  useEffect(() => {
    void fill();
  }, [fill]);

  const dirty = JSON.stringify(form) !== saved;
  const archived = meta.status === 'archived';

  async function onSave(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    setConflict(null);
    setOverCapacity([]);
    const { event, problems } = toSubmission(form, meta.base);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setSummary('Some fields need a look before saving; each message is beside its field.');
      return;
    }
    setErrors({});
    setSummary(null);
    setBusy('save');
    try {
      const outcome = await saveEvent(token, event, isNew ? undefined : meta.version);
      switch (outcome.kind) {
        case 'saved': {
          const { saved: s } = outcome;
          if (isNew) {
            navigate(`/admin/events/${s.slug}`, { state: { message: `Created "${form.title.en.trim() || s.slug}" as a draft. Publish it to put it on the site.`, overCapacity: s.overCapacity } satisfies ArrivalState });
            return;
          }
          setSaved(JSON.stringify(form));
          setMeta((m) => ({ ...m, version: s.version, title: form.title.en }));
          setOverCapacity(s.overCapacity);
          setMessage({ ok: true, text: meta.status === 'published' ? 'Saved. The site shows the change once its pages are regenerated.' : 'Saved.' });
          void reloadAudit();
          break;
        }
        case 'conflict':
          setConflict(outcome.message);
          break;
        case 'invalid':
          setErrors(outcome.fields);
          setSummary(outcome.message);
          break;
        case 'failed':
          setMessage({ ok: false, text: outcome.message });
      }
    } finally {
      setBusy(null);
    }
  }

  async function onReload() {
    if (isNew) {
      // Someone created this address first: open their event.
      navigate(`/admin/events/${form.slug.trim()}`);
      return;
    }
    setConflict(null);
    setErrors({});
    setSummary(null);
    setMessage(null);
    await fill();
    void reloadAudit();
  }

  async function onPublish(publish: boolean) {
    if (!slug) return;
    if (!publish && !window.confirm(`Take "${meta.title}" off the site? Its page will answer 404 until you publish it again; people already booked keep their places.`)) return;
    setBusy('publish');
    setMessage(null);
    try {
      const r = await (publish ? publishEvent : unpublishEvent)(token, slug);
      setMeta((m) => ({ ...m, status: r.status, version: r.version }));
      setMessage({ ok: true, text: publish ? 'Published. Its page, the lists and the calendar feeds are being regenerated.' : 'Unpublished: the event is a draft again and off the site.' });
      void reloadAudit();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : FAILED });
    } finally {
      setBusy(null);
    }
  }

  const errorList = useMemo(() => Object.entries(errors), [errors]);
  // After a refused save, the list of problems above the form takes the focus (and the view).
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (summary) summaryRef.current?.focus();
  }, [summary, errors]);

  return (
    <div className="container ac-page ae-page">
      <p>
        <Link to="/admin/events">← All events</Link>
      </p>
      <div className="ac-section__head">
        <h1>{isNew ? (from ? 'New event (a copy)' : 'New event') : `Edit: ${meta.title || slug}`}</h1>
        {meta.status && <StateBadge state={meta.status} />}
      </div>
      {!isNew && meta.updatedAt && (
        <p className="muted">
          Version {meta.version}, last changed {when(meta.updatedAt)} by {meta.updatedBy}.{' '}
          {meta.status === 'published' && (
            <a href={`/events/${slug}`} target="_blank" rel="noreferrer">
              View on the site
            </a>
          )}
        </p>
      )}
      {isNew && from && <p className="muted">A copy of {from}: give it its own address (slug), date and image.</p>}

      {load.status === 'loading' && <p role="status">Loading the event…</p>}
      {load.status === 'error' && (
        <p className="notice notice--error" role="alert">
          {load.message}
        </p>
      )}
      {load.status === 'ok' && (
        <ErrorsContext.Provider value={errors}>
          {archived && <p className="notice notice--warning">This event is archived: it is off the site for good and can no longer be changed.</p>}
          {summary && (
            <div className="notice notice--error ae-summary" role="alert" tabIndex={-1} ref={summaryRef}>
              <p>{summary}</p>
              {errorList.length > 0 && (
                <ul>
                  {errorList.map(([path, text]) => (
                    <li key={path}>
                      <a href={`#${fieldId(path)}`} onClick={(e) => focusField(e, path)}>
                        {pathLabel(path)}
                      </a>
                      : {text}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <form className="ae-form" onSubmit={onSave} noValidate aria-label={isNew ? 'New event' : 'Edit event'}>
            <EventFormFields form={form} setForm={setForm} base={meta.base} isNew={isNew} token={token} disabled={archived} />
            <div className="ae-actions">
              <div className="ac-actions">
                <Button type="submit" disabled={busy !== null || archived}>
                  {busy === 'save' ? 'Saving…' : isNew ? 'Create draft' : 'Save'}
                </Button>
                {!isNew && meta.status === 'draft' && (
                  <Button variant="secondary" disabled={busy !== null || dirty} onClick={() => void onPublish(true)}>
                    Publish
                  </Button>
                )}
                {!isNew && meta.status === 'published' && (
                  <Button variant="secondary" disabled={busy !== null} onClick={() => void onPublish(false)}>
                    Unpublish
                  </Button>
                )}
                <Button variant="secondary" aria-expanded={showPreview} aria-controls="ae-preview" onClick={() => setShowPreview((v) => !v)}>
                  {showPreview ? 'Hide preview' : 'Preview'}
                </Button>
              </div>
              {!isNew && meta.status === 'draft' && dirty && <p className="ac-help">Save your changes before publishing.</p>}
              <div aria-live="polite">
                {conflict && (
                  <div className="notice notice--error ae-conflict" role="alert">
                    <p>{conflict}</p>
                    <Button size="sm" variant="secondary" onClick={() => void onReload()}>
                      Reload
                    </Button>
                    <p className="ac-help">{isNew ? 'Opens the event saved at this address.' : 'Reloading replaces what you typed here with the saved event.'}</p>
                  </div>
                )}
                <Message message={message} />
                {overCapacity.length > 0 && (
                  <div className="notice notice--warning" role="status">
                    <ul>
                      {overCapacity.map((o) => (
                        <li key={o.date}>{overCapacityText(o)}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </div>
          </form>
          <div id="ae-preview">{showPreview && <EventPreview form={form} base={meta.base} />}</div>
        </ErrorsContext.Provider>
      )}

      {!isNew && meta.dates.length > 0 && (
        <section className="ac-section" aria-labelledby="ae-dates">
          <h2 id="ae-dates">Coming dates</h2>
          <p className="ac-help">Open a date for its people, the attendee CSV, and to cancel it, change it, set its capacity or message its people.</p>
          <div className="ac-table-wrap">
            <table className="ac-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className="ac-num">
                    Confirmed
                  </th>
                  <th scope="col" className="ac-num">
                    Places
                  </th>
                  <th scope="col" className="ac-num">
                    Waiting
                  </th>
                </tr>
              </thead>
              <tbody>
                {meta.dates.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">
                      <Link to={datePagePath(slug, d.date)}>{dateLabel(d.date)}</Link>
                    </th>
                    <td className="ac-num">{d.confirmed}</td>
                    <td className="ac-num">{d.capacity}</td>
                    <td className="ac-num">{d.waitlisted}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {!isNew && (
        <section className="ac-section" aria-labelledby="ae-audit">
          <h2 id="ae-audit">Changes</h2>
          <Loaded state={audit.state} what="the audit log">
            {(page) => <AuditLog key={page.entries[0]?.version ?? 0} first={page} older={(before) => getAuditLog(token, slug!, before)} />}
          </Loaded>
        </section>
      )}
    </div>
  );
}

/** Moves to the field of a message: the path's own field, or the nearest one above it ("whatToExpect.2" → What to expect). */
function focusField(e: MouseEvent<HTMLAnchorElement>, path: string) {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const el = document.getElementById(fieldId(parts.slice(0, n).join('.')));
    if (el) {
      e.preventDefault();
      el.scrollIntoView?.({ block: 'center' });
      el.focus();
      return;
    }
  }
}
