/**
 * `/curated-fika/cancel?session=…&participant=…&token=…`: the emailed cancel link.
 * States: loading, confirming, success, error.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { isOutsideCutoff } from '@/domain/curated/rules';
import { t } from '../i18n';
import { cancelByLink, getLinkDetails, linkParams, type Participation } from '../api/curated-api';
import { SessionCard } from '../components/SessionCard';
import '../curated.css';

type State = { kind: 'loading' } | { kind: 'confirming'; participation: Participation } | { kind: 'success' } | { kind: 'error'; message: string };

export default function CancelPage() {
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const link = linkParams(search);
  const key = link ? `${link.sessionId}|${link.participantId}|${link.token}` : '';

  useEffect(() => {
    if (!link) {
      setState({ kind: 'error', message: t('msg.invalidCancelLink') });
      return;
    }
    let cancelled = false;
    getLinkDetails(link, 'cancel')
      .then((r) => {
        if (cancelled) return;
        if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || t('msg.cancelPageFailed') });
        const p = r.data.participation;
        if (p.participation_status === 'cancelled') return setState({ kind: 'success' });
        if (!isOutsideCutoff(p.curated_fika_sessions.session_date, new Date())) return setState({ kind: 'error', message: t('msg.cutoff') });
        setState({ kind: 'confirming', participation: p });
      })
      .catch(() => !cancelled && setState({ kind: 'error', message: t('msg.networkError') }));
    return () => {
      cancelled = true;
    };
  }, [key]);

  async function cancel() {
    if (!link || busy) return;
    setBusy(true);
    try {
      const r = await cancelByLink(link);
      setState(r.success ? { kind: 'success' } : { kind: 'error', message: r.error || t('msg.cancelPageFailed') });
    } catch {
      setState({ kind: 'error', message: t('msg.networkError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title={t('route./curated-fika/cancel.title')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('cancel.header.title')} />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            {t('cancel.loading')}
          </p>
        )}
        {state.kind === 'confirming' && (
          <div className="cf-panel">
            <p>{t('cancel.question')}</p>
            <SessionCard participation={state.participation} now={new Date()} />
            <div className="cf-actions">
              <Button onClick={() => void cancel()} disabled={busy}>
                {busy ? t('cancel.cancelling') : t('cancel.yes')}
              </Button>
              <Button variant="secondary" to="/events">
                {t('cancel.keep')}
              </Button>
            </div>
          </div>
        )}
        {state.kind === 'success' && (
          <div className="cf-panel">
            <p className="notice notice--success" role="status">
              {t('msg.cancelPageSuccess')}
            </p>
            <p>{t('cancel.thanks')}</p>
            <Button to="/events">{t('cancel.other')}</Button>
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
