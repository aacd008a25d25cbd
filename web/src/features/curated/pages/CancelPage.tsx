/**
 * `/curated-fika/cancel?session=…&participant=…&token=…`: the emailed cancel link.
 * States: loading, confirming, success, error.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { MESSAGES, isOutsideCutoff } from '@/functions/curated/rules';
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
      setState({ kind: 'error', message: MESSAGES.invalidCancelLink });
      return;
    }
    let cancelled = false;
    getLinkDetails(link, 'cancel')
      .then((r) => {
        if (cancelled) return;
        if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || MESSAGES.cancelPageFailed });
        const p = r.data.participation;
        if (p.participation_status === 'cancelled') return setState({ kind: 'success' });
        if (!isOutsideCutoff(p.curated_fika_sessions.session_date, new Date())) return setState({ kind: 'error', message: MESSAGES.cutoff });
        setState({ kind: 'confirming', participation: p });
      })
      .catch(() => !cancelled && setState({ kind: 'error', message: MESSAGES.networkError }));
    return () => {
      cancelled = true;
    };
  }, [key]);

  async function cancel() {
    if (!link || busy) return;
    setBusy(true);
    try {
      const r = await cancelByLink(link);
      setState(r.success ? { kind: 'success' } : { kind: 'error', message: r.error || MESSAGES.cancelPageFailed });
    } catch {
      setState({ kind: 'error', message: MESSAGES.networkError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title="Cancel attendance" noindex />
      <PageHeader eyebrow="Curated Fika" title="Cancel your attendance" />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            Loading your session…
          </p>
        )}
        {state.kind === 'confirming' && (
          <div className="cf-panel">
            <p>Do you want to cancel your place at this session? Your seat will be offered to another member.</p>
            <SessionCard participation={state.participation} now={new Date()} />
            <div className="cf-actions">
              <Button onClick={() => void cancel()} disabled={busy}>
                {busy ? 'Cancelling...' : 'Yes, Cancel My Attendance'}
              </Button>
              <Button variant="secondary" to="/events">
                Keep My Spot
              </Button>
            </div>
          </div>
        )}
        {state.kind === 'success' && (
          <div className="cf-panel">
            <p className="notice notice--success" role="status">
              {MESSAGES.cancelPageSuccess}
            </p>
            <p>Thank you for letting us know. We hope to see you at another fika soon.</p>
            <Button to="/events">Browse Other Events</Button>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="cf-panel">
            <p className="notice notice--error" role="alert">
              {state.message}
            </p>
            <Button to="/contact">Contact Support</Button>
          </div>
        )}
      </div>
    </>
  );
}
