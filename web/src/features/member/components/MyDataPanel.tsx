/**
 * "Your data" on the member dashboard: download everything held about the address as JSON
 * (fika-my-data-YYYY-MM-DD.json), and close the account after a confirm step that states what
 * happens and asks for the address typed again.
 */
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION_DAYS } from '@/content/site/promises';
import { Button } from '../../../components/ui/Button';
import { NETWORK_ERROR } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { deleteMyAccount, exportMyData } from '../api/member-api';

/** The export's file name, dated by the export's own time. */
export const exportFilename = (exportedAt: string) => `fika-my-data-${exportedAt.slice(0, 10)}.json`;

type Closing = 'idle' | 'confirm' | 'busy';

export function MyDataPanel({ token, email, onClosed }: { token: string; email: string; onClosed: (message: string) => void }) {
  const id = useId();
  const [exporting, setExporting] = useState(false);
  const [exported, setExported] = useState<string | null>(null);
  const [closing, setClosing] = useState<Closing>('idle');
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setExporting(true);
    setError(null);
    try {
      const r = await exportMyData(token);
      if (!r.success || !r.data) return setError(r.error ?? 'Your data could not be exported. Please try again.');
      const filename = exportFilename(r.data.exported_at);
      downloadFile(filename, JSON.stringify(r.data, null, 2), 'application/json;charset=utf-8');
      setExported(filename);
    } catch {
      setError(NETWORK_ERROR);
    } finally {
      setExporting(false);
    }
  }

  async function close(e: FormEvent) {
    e.preventDefault();
    setClosing('busy');
    setError(null);
    try {
      const r = await deleteMyAccount(token, typed);
      if (r.success && r.data) return onClosed(r.data.message);
      setError(r.error ?? 'Your account could not be closed. Please try again.');
    } catch {
      setError(NETWORK_ERROR);
    }
    setClosing('confirm');
  }

  return (
    <section className="member-card member-section my-data" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your data</h2>
      <p>Download everything we hold about {email}: your signup and newsletter consent, reservations, payments, subscription, passport and attendance, check-ins, goal and Curated Fika application.</p>
      <Button variant="secondary" size="sm" onClick={() => void download()} disabled={exporting}>
        {exporting ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {exported && (
        <p role="status" className="muted">
          Saved as {exported}.
        </p>
      )}

      <h3>Close your account</h3>
      {closing === 'idle' ? (
        <Button variant="ghost" size="sm" onClick={() => setClosing('confirm')}>
          Close my account
        </Button>
      ) : (
        <form onSubmit={(e) => void close(e)} aria-labelledby={`${id}-close`} noValidate>
          <p id={`${id}-close`}>
            <strong>Closing your account cannot be undone.</strong>
          </p>
          <ul>
            <li>You are signed out at once, on every device.</li>
            <li>You are unsubscribed from the newsletter and we send you no more email.</li>
            <li>Your upcoming reservations are cancelled, and your place goes to the next person on the waitlist. A paid place cancelled in time is refunded; a late cancellation follows the usual rules.</li>
            <li>An active subscription ends at the end of the period you have paid for.</li>
            <li>
              Your personal data is deleted within {ACCOUNT_DELETION_DAYS} days. We keep only the payment records tax law requires, without your email address.
            </li>
          </ul>
          <label htmlFor={`${id}-confirm`}>Type your email address ({email}) to confirm</label>
          <input
            id={`${id}-confirm`}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            disabled={closing === 'busy'}
            aria-invalid={error ? true : undefined}
          />
          <div className="member-actions">
            <Button type="submit" size="sm" disabled={closing === 'busy' || !typed.trim()}>
              {closing === 'busy' ? 'Closing…' : 'Close my account for good'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setClosing('idle');
                setTyped('');
                setError(null);
              }}
              disabled={closing === 'busy'}
            >
              Keep my account
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
