/**
 * /admin/events: every event (drafts, published, archived) with its city, its state, its next date
 * (linked to that date's page) and the places taken on it, and who changed it last. New event; the
 * month's figures; per row Edit, Duplicate (the create form with a copy) and Archive (off the site
 * for good; its address is never reused).
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CITIES, isCitySlug } from '@/content/cities';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Loaded, Message, when } from '../../admin-console/components/Parts';
import { useLoad } from '../../admin-console/components/use-load';
import { FAILED } from '../../admin-console/api/admin-api';
import { archiveEvent, listEvents, type EventRow } from '../api';
import { StateBadge, dateLabel } from '../components/StateBadge';
import '../../admin-console/admin-console.css';
import '../admin-events.css';
import { datePagePath } from '../paths';

type Msg = { ok: boolean; text: string } | null;

const cityName = (city: string) => (isCitySlug(city) ? CITIES[city].name : city);

/** "8 of 12 taken, 2 waiting". */
function places(r: EventRow): string {
  if (!r.next) return '—';
  const { confirmed, capacity, waitlisted } = r.next;
  return `${confirmed} of ${capacity} taken${waitlisted ? `, ${waitlisted} waiting` : ''}`;
}

export default function EventsListPage() {
  const { token } = useAdmin();
  const navigate = useNavigate();
  const list = useLoad(() => listEvents(token), FAILED);
  const [message, setMessage] = useState<Msg>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function onArchive(r: EventRow) {
    if (!window.confirm(`Archive "${r.title}"? It goes off the site for good (its page answers 404) and its address ${r.slug} is never used again. People already booked keep their places.`)) return;
    setBusy(r.slug);
    setMessage(null);
    try {
      await archiveEvent(token, r.slug);
      setMessage({ ok: true, text: `Archived "${r.title}".` });
      await list.reload();
    } catch (e) {
      setMessage({ ok: false, text: e instanceof Error ? e.message : FAILED });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="container ac-page">
      <div className="ac-section__head">
        <h1>Events</h1>
        <div className="ac-actions">
          <Button variant="secondary" to="/admin/events/figures">
            Figures by month
          </Button>
          <Button to="/admin/events/new">New event</Button>
        </div>
      </div>
      <p className="muted">
        Every event, published or not. A new event is a draft until you publish it; publishing puts its page, the lists and the calendar feeds on the site.
      </p>
      <div aria-live="polite">
        <Message message={message} />
      </div>
      <section className="ac-section" aria-label="All events">
        <Loaded state={list.state} what="events">
          {(rows) =>
            rows.length === 0 ? (
              <p>No events yet.</p>
            ) : (
              <div className="ac-table-wrap">
                <table className="ac-table">
                  <thead>
                    <tr>
                      <th scope="col">Event</th>
                      <th scope="col">City</th>
                      <th scope="col">State</th>
                      <th scope="col">Next date</th>
                      <th scope="col">Places</th>
                      <th scope="col">Last change</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.slug}>
                        <th scope="row" className="ae-event">
                          <Link to={`/admin/events/${r.slug}`}>{r.title}</Link>
                          <span className="ae-slug">{r.slug}</span>
                        </th>
                        <td>{cityName(r.city)}</td>
                        <td>
                          <StateBadge state={r.status} />
                        </td>
                        <td>{r.next ? <Link to={datePagePath(r.slug, r.next.date)} aria-label={`${dateLabel(r.next.date)}: the date page of ${r.title}`}>{dateLabel(r.next.date)}</Link> : '—'}</td>
                        <td>{places(r)}</td>
                        <td>
                          {when(r.updatedAt)}
                          <span className="ae-slug">by {r.updatedBy}</span>
                        </td>
                        <td>
                          <div className="ae-row-actions">
                            <Button size="sm" variant="secondary" to={`/admin/events/${r.slug}`} aria-label={`Edit ${r.title}`}>
                              Edit
                            </Button>
                            <Button size="sm" variant="secondary" onClick={() => navigate(`/admin/events/new?from=${encodeURIComponent(r.slug)}`)} aria-label={`Duplicate ${r.title}`}>
                              Duplicate
                            </Button>
                            {r.status !== 'archived' && (
                              <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void onArchive(r)} aria-label={`Archive ${r.title}`}>
                                {busy === r.slug ? 'Archiving…' : 'Archive'}
                              </Button>
                            )}
                          </div>
                        </td>
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
