/**
 * `/admin/checkin-codes` (behind the admin layout): today's and upcoming occurrences with their
 * check-in codes and QR codes for the host to show, how many members checked in, and a back-fill
 * for a member who could not check in themselves.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';
import { useAdmin } from '../../../lib/admin-session';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { adminRecordAttendance, getCheckinCodes, type CheckinCodeRow } from '../api/passport-api';
import { Notice } from '../../../components/ui/Notice';
import '../passport.css';

const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' });

function BackfillForm({ rows, token, onDone }: { rows: CheckinCodeRow[]; token: string; onDone(): void }) {
  const id = useId();
  const started = rows.filter((r) => Date.parse(r.startsAt) <= Date.now());
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!started.length) return null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const row = started.find((r) => `${r.eventSlug}|${r.occurrence}` === choice) ?? started[0];
    try {
      const r = await adminRecordAttendance(token, { email, eventSlug: row.eventSlug, occurrence: row.occurrence });
      setMessage(r.success ? { ok: true, text: r.data!.duplicate ? `${email} was already checked in.` : `Recorded: ${email} now has ${r.data!.stamps} stamps.` } : { ok: false, text: r.error ?? 'Could not record the attendance.' });
      if (r.success) onDone();
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : NETWORK_ERROR });
    }
  }

  return (
    <form className="codes-card" onSubmit={onSubmit}>
      <h2>Record a member's attendance</h2>
      <label htmlFor={`${id}-email`}>Member email</label>
      <input id={`${id}-email`} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <label htmlFor={`${id}-event`}>Event</label>
      <select id={`${id}-event`} value={choice} onChange={(e) => setChoice(e.target.value)}>
        {started.map((r) => (
          <option key={`${r.eventSlug}|${r.occurrence}`} value={`${r.eventSlug}|${r.occurrence}`}>
            {r.title} · {r.occurrence}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm">
        Record attendance
      </Button>
      {message && (
        <p className={message.ok ? 'notice notice--success' : 'notice notice--error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}

export default function CheckinCodesPage() {
  const admin = useAdmin();
  const [rows, setRows] = useState<CheckinCodeRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const r = await getCheckinCodes(admin.token);
      if (r.success && r.data) setRows(r.data);
      else setError(r.error ?? 'Could not load the check-in codes.');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : NETWORK_ERROR);
    }
  }, [admin.token]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="container codes-page">
      <h1>Check-in codes</h1>
      <p className="passport-muted">
        Show the code (or the QR code) at the event. Members check in at <strong>/checkin</strong> from an hour before the start until a day after the end;
        each check-in is one passport stamp.
      </p>
      <div>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          Refresh
        </Button>
      </div>
      <Notice tone="error" text={error} />
      {!rows && !error && <p role="status">Loading check-in codes…</p>}
      {rows && rows.length === 0 && <p>No events today or in the next 7 days.</p>}
      {rows && rows.length > 0 && (
        <>
          <BackfillForm rows={rows} token={admin.token} onDone={() => void load()} />
          <ul className="codes-list">
            {rows.map((r) => (
              <li key={`${r.eventSlug}|${r.occurrence}`} className="codes-card">
                <h2>{r.title}</h2>
                <p className="passport-muted">
                  {r.city} · {when(r.startsAt, r.timezone)} {r.open ? <Badge tone="success">Check-in open</Badge> : <Badge>Opens {when(r.opensAt, r.timezone)}</Badge>}
                </p>
                <p className="codes-card__code" aria-label={`Check-in code ${r.code.split('').join(' ')}`}>
                  {r.code}
                </p>
                <img className="codes-card__qr" src={r.qrSvgDataUrl} alt={`QR code for checking in to ${r.title} on ${r.occurrence}`} width={160} height={160} />
                <p className="passport-muted">
                  <a href={r.checkinUrl}>{r.checkinUrl}</a>
                </p>
                <p>{r.checkedIn === 1 ? '1 member checked in' : `${r.checkedIn} members checked in`}</p>
                <p>
                  {/* A plain link: the door kit loads as its own document, with its own headers (the camera). */}
                  <a href={`/host/${encodeURIComponent(r.eventSlug)}/${r.occurrence}`}>Open the door kit</a>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
