/**
 * /admin/founding-members: who counts as a founding member. Founding-members events take
 * registrations from these addresses only (the server checks every registration against this
 * list); an admin adds an address here, or takes one off. The list's CSV is an export job
 * (web/src/components/ExportJob.tsx).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { CursorPager } from '../../../components/CursorPager';
import { FAILED, listFoundingMembers, setFoundingMember } from '../api/admin-api';
import { useLoad } from '../components/use-load';
import { Loaded, Message, when } from '../components/Parts';
import { ExportButton } from '../../../components/ExportJob';
import { useCursorPages } from '../../../lib/cursor-pages';
import '../admin-console.css';

type Msg = { ok: boolean; text: string } | null;

/** The server's page of the list (functions/member/membership.ts FOUNDING_PAGE). */
const PAGE_SIZE = 50;

export default function FoundingMembersPage() {
  const { token } = useAdmin();
  const ids = useId();
  const pages = useCursorPages();
  const list = useLoad(() => listFoundingMembers(token, pages.cursor ?? null), FAILED);
  // Another page: read it (the first page is read on mount).
  const shown = useRef(pages.cursor);
  useEffect(() => {
    if (shown.current === pages.cursor) return;
    shown.current = pages.cursor;
    void list.reload();
  }, [pages.cursor, list]);
  const [message, setMessage] = useState<Msg>(null);
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);

  async function onMark(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setMessage(null);
    try {
      const r = await setFoundingMember(token, email, true);
      setMessage({ ok: true, text: `${r.email} is a founding member. Founding-members events now accept this address.` });
      setEmail('');
      await list.reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : FAILED });
    } finally {
      setSaving(false);
    }
  }

  async function onUnmark(address: string) {
    if (!window.confirm(`Take ${address} off the founding members? Founding-members events will refuse new registrations from it.`)) return;
    setMessage(null);
    try {
      await setFoundingMember(token, address, false);
      setMessage({ ok: true, text: `${address} is no longer a founding member.` });
      await list.reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : FAILED });
    }
  }

  return (
    <div className="container ac-page">
      <h1>Founding members</h1>
      <p className="muted">
        Founding-members events, such as the Founding Members Fika, take registrations only from the addresses on this list. Everyone else is refused with
        the event&apos;s own explanation. Taking an address off keeps the places it already has, but no longer moves it up from a waitlist.
      </p>

      <section aria-labelledby={`${ids}-mark`} className="ac-section">
        <h2 id={`${ids}-mark`}>Add a founding member</h2>
        <form className="ac-form" onSubmit={onMark} noValidate>
          <label htmlFor={`${ids}-email`}>Email address</label>
          <input id={`${ids}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <Button type="submit" disabled={saving || !email.trim()}>
            {saving ? 'Adding…' : 'Add founding member'}
          </Button>
        </form>
      </section>

      <div aria-live="polite">
        <Message message={message} />
      </div>

      <section aria-labelledby={`${ids}-list`} className="ac-section">
        <h2 id={`${ids}-list`}>The list</h2>
        <Loaded state={list.state} what="founding members">
          {({ rows, total, next }) =>
            rows.length === 0 && pages.page === 1 ? (
              <p>No founding members yet.</p>
            ) : (
              <>
              <p className="muted">
                {total} founding {total === 1 ? 'member' : 'members'}
              </p>
              <div className="ac-table-wrap">
                <table className="ac-table">
                  <thead>
                    <tr>
                      <th scope="col">Email</th>
                      <th scope="col">Since</th>
                      <th scope="col">Added by</th>
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.email}>
                        <th scope="row">{r.email}</th>
                        <td>{when(r.founding_member_since)}</td>
                        <td>{r.marked_by}</td>
                        <td>
                          <Button size="sm" variant="secondary" onClick={() => void onUnmark(r.email)} aria-label={`Remove ${r.email}`}>
                            Remove
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="ac-actions">
                <ExportButton token={token} label="Export CSV" what="the founding members" input={() => ({ kind: 'founding-members' })} />
                <CursorPager className="ac-actions" label="Founding members" page={pages.page} total={total} pageSize={PAGE_SIZE} next={next} onNext={() => pages.next(next)} onPrevious={pages.previous} />
              </div>
              </>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}
