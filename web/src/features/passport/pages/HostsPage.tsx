/**
 * `/admin/hosts` (behind the admin layout): who hosts which event. An assigned host signs in to the
 * event's door kit (/host/<event>/<date>) with a one-time emailed link and may open it for every
 * occurrence of that event, and no other; removing the assignment locks them out at once.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { useAdmin } from '../../../lib/admin-session';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
// The events' summaries (not the catalogue, which stays out of the browser build) and their next date.
import { eventSummaries as events } from '../../events/summaries';
import { occurrenceAt } from '../../events/event-data';
import { assignHost, listHosts, removeHost, type HostAssignment, type HostPage } from '../api/passport-api';
import { useCursorPages } from '../../../lib/cursor-pages';
import { CursorPager } from '../../../components/CursorPager';
import '../passport.css';

const bookable = events.filter((e) => e.status === 'open');
/** The server's page of the list (functions/passport/hosts.ts HOSTS_PAGE). */
const PAGE_SIZE = 50;

export default function HostsPage() {
  const admin = useAdmin();
  const id = useId();
  const pages = useCursorPages();
  const [list, setList] = useState<HostPage | null>(null);
  const rows: HostAssignment[] | null = list?.rows ?? null;
  const [eventSlug, setEventSlug] = useState(bookable[0]?.slug ?? '');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const r = await listHosts(admin.token, pages.cursor ?? null);
      if (r.success && r.data) setList(r.data);
      else setMessage({ ok: false, text: r.error ?? 'Could not load the hosts.' });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : NETWORK_ERROR });
    }
  }, [admin.token, pages.cursor]);
  useEffect(() => void load(), [load]);

  async function onAssign(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      const r = await assignHost(admin.token, { eventSlug, email: email.trim() });
      if (r.success && r.data) {
        setMessage({ ok: true, text: `${r.data.email} now hosts ${r.data.eventTitle}. They sign in from the event's door kit page.` });
        setEmail('');
        await load();
      } else setMessage({ ok: false, text: r.error ?? 'Could not assign the host.' });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : NETWORK_ERROR });
    }
  }

  async function onRemove(row: HostAssignment) {
    if (!window.confirm(`Remove ${row.email} as a host of ${row.eventTitle}? Their door kit stops working at once.`)) return;
    try {
      await removeHost(admin.token, { eventSlug: row.eventSlug, email: row.email });
      setMessage({ ok: true, text: `${row.email} no longer hosts ${row.eventTitle}.` });
      await load();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : NETWORK_ERROR });
    }
  }

  const doorLink = (slug: string) => {
    const event = events.find((e) => e.slug === slug);
    const next = event ? (occurrenceAt(event, new Date())?.date ?? null) : null;
    return next ? `/host/${encodeURIComponent(slug)}/${next}` : null;
  };

  return (
    <div className="container codes-page">
      <h1>Event hosts</h1>
      <p className="passport-muted">
        A host opens the door kit of the events they host: the attendee list, QR code scanning and check-ins that keep working offline. They sign in on the
        door kit page with the address you assign here and a one-time emailed link.
      </p>
      <form className="codes-card" onSubmit={onAssign}>
        <h2>Assign a host</h2>
        <label htmlFor={`${id}-event`}>Event</label>
        <select id={`${id}-event`} value={eventSlug} onChange={(e) => setEventSlug(e.target.value)}>
          {bookable.map((e) => (
            <option key={e.slug} value={e.slug}>
              {e.title} ({e.cityDisplay})
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-email`}>Host email</label>
        <input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Button type="submit" disabled={!email.trim()}>
          Assign host
        </Button>
      </form>
      {message && <Notice tone={message.ok ? 'success' : 'error'} text={message.text} />}
      <h2>Hosts</h2>
      {list && list.total > 0 && (
        <p className="passport-muted">
          {list.total} {list.total === 1 ? 'assignment' : 'assignments'}
        </p>
      )}
      {rows === null ? (
        <p>Loading…</p>
      ) : rows.length === 0 && pages.page === 1 ? (
        <p>No hosts assigned yet.</p>
      ) : (
        <ul className="codes-list">
          {rows.map((r) => {
            const link = doorLink(r.eventSlug);
            return (
              <li key={`${r.eventSlug}|${r.email}`} className="codes-card">
                <h3>{r.email}</h3>
                <p>
                  {r.eventTitle} · assigned by {r.assignedBy}
                </p>
                {link && (
                  <p>
                    {/* A plain link: the door kit loads as its own document, with its own headers (the camera). */}
                    <a href={link}>Door kit for the next occurrence</a>
                  </p>
                )}
                <Button size="sm" variant="secondary" onClick={() => void onRemove(r)} aria-label={`Remove ${r.email} as a host of ${r.eventTitle}`}>
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {list && <CursorPager label="Hosts" page={pages.page} total={list.total} pageSize={PAGE_SIZE} next={list.next} onNext={() => pages.next(list.next)} onPrevious={pages.previous} />}
    </div>
  );
}
