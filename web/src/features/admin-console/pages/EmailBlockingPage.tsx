/**
 * /admin/email-blocking: the block list every email honours. Hard bounces and complaints arrive
 * from SES on their own; here an admin looks an address up, blocks one by hand with a reason, and
 * unblocks.
 */
import { useId, useState, type FormEvent } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Button } from '../../../components/ui/Button';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { FAILED, blockEmail, listBlocked, lookupEmail, unblockEmail, type BlockedRow } from '../api/admin-api';
import { useLoad } from '../components/use-load';
import { Loaded, Message, orDash, when } from '../components/Parts';
import '../admin-console.css';

type Msg = { ok: boolean; text: string } | null;
type Lookup = Awaited<ReturnType<typeof lookupEmail>>;

const REASONS: Record<string, { label: string; tone: BadgeTone }> = {
  bounce: { label: 'Hard bounce', tone: 'danger' },
  complaint: { label: 'Complaint', tone: 'warning' },
  manual: { label: 'Blocked by an admin', tone: 'neutral' },
};
const reasonBadge = (r: string) => <Badge tone={REASONS[r]?.tone ?? 'neutral'}>{REASONS[r]?.label ?? r}</Badge>;

export default function EmailBlockingPage() {
  const { token } = useAdmin();
  const ids = useId();
  const [more, setMore] = useState<{ rows: BlockedRow[]; cursor: string | null } | null>(null);
  const list = useLoad(async () => {
    const r = await listBlocked(token);
    setMore(null);
    return r;
  }, FAILED);
  const [message, setMessage] = useState<Msg>(null);

  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [blocking, setBlocking] = useState(false);

  const [lookFor, setLookFor] = useState('');
  const [found, setFound] = useState<Lookup | null>(null);
  const [lookupMsg, setLookupMsg] = useState<Msg>(null);

  async function onBlock(e: FormEvent) {
    e.preventDefault();
    setBlocking(true);
    setMessage(null);
    try {
      const r = await blockEmail(token, email, reason);
      setMessage({ ok: true, text: `${r.email} is blocked. No email will be sent to it.` });
      setEmail('');
      setReason('');
      await list.reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : FAILED });
    } finally {
      setBlocking(false);
    }
  }

  async function onUnblock(address: string) {
    if (!window.confirm(`Unblock ${address}? Email to this address will be sent again.`)) return;
    setMessage(null);
    try {
      await unblockEmail(token, address);
      setMessage({ ok: true, text: `${address} is unblocked.` });
      if (found?.email === address) setFound({ ...found, blocked: null });
      await list.reload();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : FAILED });
    }
  }

  async function onLookup(e: FormEvent) {
    e.preventDefault();
    setLookupMsg(null);
    setFound(null);
    try {
      setFound(await lookupEmail(token, lookFor));
    } catch (err) {
      setLookupMsg({ ok: false, text: err instanceof Error ? err.message : FAILED });
    }
  }

  async function onMore(cursor: string) {
    try {
      const r = await listBlocked(token, cursor);
      setMore((m) => ({ rows: [...(m?.rows ?? []), ...r.rows], cursor: r.cursor }));
    } catch (err) {
      setMessage({ ok: false, text: err instanceof Error ? err.message : FAILED });
    }
  }

  return (
    <div className="container ac-page">
      <h1>Email blocking</h1>
      <p className="muted">
        Blocked addresses get no email at all — no newsletters, no confirmations. Addresses that bounce permanently or mark our mail as spam are blocked
        automatically.
      </p>

      <div className="ac-columns">
        <section aria-labelledby={`${ids}-lookup`} className="ac-section">
          <h2 id={`${ids}-lookup`}>Check an address</h2>
          <form className="ac-form" onSubmit={onLookup} noValidate>
            <label htmlFor={`${ids}-look`}>Email address</label>
            <input id={`${ids}-look`} type="email" value={lookFor} onChange={(e) => setLookFor(e.target.value)} required />
            <Button type="submit" variant="secondary" disabled={!lookFor.trim()}>
              Check
            </Button>
          </form>
          <Message message={lookupMsg} />
          {found && (
            <div className="ac-card" role="status">
              <p>
                <strong>{found.email}</strong>
              </p>
              <p>
                {found.blocked ? (
                  <>
                    Blocked {when(found.blocked.at)}: {reasonBadge(found.blocked.reason)} {found.blocked.detail}
                  </>
                ) : (
                  'Not blocked.'
                )}
              </p>
              <p>{found.signup ? `On the newsletter list: ${found.signup.status}.` : 'Not on the newsletter list.'}</p>
              {found.blocked && (
                <Button size="sm" variant="secondary" onClick={() => void onUnblock(found.email)}>
                  Unblock {found.email}
                </Button>
              )}
            </div>
          )}
        </section>

        <section aria-labelledby={`${ids}-block`} className="ac-section">
          <h2 id={`${ids}-block`}>Block an address</h2>
          <form className="ac-form" onSubmit={onBlock} noValidate>
            <label htmlFor={`${ids}-email`}>Email address</label>
            <input id={`${ids}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
            <label htmlFor={`${ids}-reason`}>Reason</label>
            <input id={`${ids}-reason`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} required />
            <Button type="submit" disabled={blocking || !email.trim() || !reason.trim()}>
              {blocking ? 'Blocking…' : 'Block address'}
            </Button>
          </form>
        </section>
      </div>

      <div aria-live="polite">
        <Message message={message} />
      </div>

      <section aria-labelledby={`${ids}-list`} className="ac-section">
        <h2 id={`${ids}-list`}>Blocked addresses</h2>
        <Loaded state={list.state} what="blocked addresses">
          {(first) => {
            const rows = [...first.rows, ...(more?.rows ?? [])];
            const cursor = more ? more.cursor : first.cursor;
            return rows.length === 0 ? (
              <p>No blocked addresses.</p>
            ) : (
              <>
                <p>
                  {first.total} blocked {first.total === 1 ? 'address' : 'addresses'}, newest first.
                </p>
                <div className="ac-table-wrap">
                  <table className="ac-table">
                    <thead>
                      <tr>
                        <th scope="col">Email</th>
                        <th scope="col">Why</th>
                        <th scope="col">Details</th>
                        <th scope="col">Since</th>
                        <th scope="col">
                          <span className="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {rows.map((r) => (
                        <tr key={r.email}>
                          <th scope="row">{r.email}</th>
                          <td>{reasonBadge(r.reason)}</td>
                          <td>
                            {orDash(r.detail)}
                            {r.blockedBy && <span className="ac-help"> — {r.blockedBy}</span>}
                          </td>
                          <td>{when(r.at)}</td>
                          <td>
                            <Button size="sm" variant="secondary" onClick={() => void onUnblock(r.email)} aria-label={`Unblock ${r.email}`}>
                              Unblock
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {cursor && (
                  <Button variant="secondary" size="sm" onClick={() => void onMore(cursor)}>
                    Show more
                  </Button>
                )}
              </>
            );
          }}
        </Loaded>
      </section>
    </div>
  );
}
