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
import { t } from '../i18n';

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
      if (!r.success || !r.data) return setError(r.error ?? t('data.exportFailed'));
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
      setError(r.error ?? t('data.closeFailed'));
    } catch {
      setError(NETWORK_ERROR);
    }
    setClosing('confirm');
  }

  return (
    <section className="member-card member-section my-data" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('data.heading')}</h2>
      <p>{t('data.intro', { email })}</p>
      <Button variant="secondary" size="sm" onClick={() => void download()} disabled={exporting}>
        {exporting ? t('data.preparing') : t('data.download')}
      </Button>
      {exported && (
        <p role="status" className="muted">
          {t('data.savedAs', { file: exported })}
        </p>
      )}

      <h3>{t('data.closeHeading')}</h3>
      {closing === 'idle' ? (
        <Button variant="ghost" size="sm" onClick={() => setClosing('confirm')}>
          {t('data.close')}
        </Button>
      ) : (
        <form onSubmit={(e) => void close(e)} aria-labelledby={`${id}-close`} noValidate>
          <p id={`${id}-close`}>
            <strong>{t('data.cannotUndo')}</strong>
          </p>
          <ul>
            <li>{t('data.signedOut')}</li>
            <li>{t('data.unsubscribed')}</li>
            <li>{t('data.reservations')}</li>
            <li>{t('data.subscription')}</li>
            <li>{t('data.deleted', { days: ACCOUNT_DELETION_DAYS })}</li>
          </ul>
          <label htmlFor={`${id}-confirm`}>{t('data.confirmLabel', { email })}</label>
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
              {closing === 'busy' ? t('data.closing') : t('data.closeForGood')}
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
              {t('data.keep')}
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
