/** `/curated-fika/confirm?session=…&participant=…&token=…`: accepting an invitation from the email. */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { confirmAttendance, getLinkDetails, linkParams, type Participation } from '../api/curated-api';
import { SessionCard } from '../components/SessionCard';
import '../curated.css';

type State =
  | { kind: 'loading' }
  | { kind: 'invited'; participation: Participation; firstName: string }
  | { kind: 'confirmed'; participation: Participation; already: boolean }
  | { kind: 'error'; message: string };

export default function ConfirmPage() {
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const link = linkParams(search);
  const key = link ? `${link.sessionId}|${link.participantId}|${link.token}` : '';

  useEffect(() => {
    if (!link) {
      setState({ kind: 'error', message: t('confirm.invalid') });
      return;
    }
    let cancelled = false;
    getLinkDetails(link, 'confirm')
      .then((r) => {
        if (cancelled) return;
        if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || t('confirm.invalid') });
        const p = r.data.participation;
        if (['confirmed', 'paid', 'attended'].includes(p.participation_status)) return setState({ kind: 'confirmed', participation: p, already: true });
        if (p.participation_status === 'cancelled') return setState({ kind: 'error', message: t('confirm.wasCancelled') });
        setState({ kind: 'invited', participation: p, firstName: r.data.firstName });
      })
      .catch(() => !cancelled && setState({ kind: 'error', message: t('msg.networkError') }));
    return () => {
      cancelled = true;
    };
  }, [key]);

  async function confirm() {
    if (!link || busy) return;
    setBusy(true);
    try {
      const r = await confirmAttendance(link);
      if (r.success && r.data) setState({ kind: 'confirmed', participation: r.data.participation, already: r.data.alreadyConfirmed });
      else setState({ kind: 'error', message: r.error || t('confirm.failed') });
    } catch {
      setState({ kind: 'error', message: t('msg.networkError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title={t('route./curated-fika/confirm.title')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('confirm.header.title')} />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            {t('confirm.loading')}
          </p>
        )}
        {state.kind === 'invited' && (
          <div className="cf-panel">
            <p>{t('confirm.hi', { name: state.firstName })}</p>
            <SessionCard participation={state.participation} now={new Date()} />
            <div className="cf-actions">
              <Button onClick={() => void confirm()} disabled={busy}>
                {busy ? t('confirm.confirming') : t('confirm.submit')}
              </Button>
              <Button variant="secondary" to="/curated-fika/my-sessions">
                {t('action.manageSessions')}
              </Button>
            </div>
          </div>
        )}
        {state.kind === 'confirmed' && (
          <div className="cf-panel">
            <p className="notice notice--success" role="status">
              {state.already ? t('confirm.already') : t('confirm.done')}
            </p>
            <SessionCard participation={state.participation} now={new Date()} />
            <p>
              {rich(t('confirm.after'), { link: (text) => <Link to="/curated-fika/my-sessions">{text}</Link> })}
            </p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="cf-panel">
            <p className="notice notice--error" role="alert">
              {state.message}
            </p>
            <Button to="/contact">{t('action.contactSupport')}</Button>
          </div>
        )}
      </div>
    </>
  );
}
