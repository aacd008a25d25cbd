/** `/curated-fika/confirm?session=…&participant=…&token=…`: accepting an invitation from the email. */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { MESSAGES } from '@/functions/curated/rules';
import { confirmAttendance, getLinkDetails, linkParams, type Participation } from '../api/curated-api';
import { SessionCard } from '../components/SessionCard';
import '../curated.css';

type State =
  | { kind: 'loading' }
  | { kind: 'invited'; participation: Participation; firstName: string }
  | { kind: 'confirmed'; participation: Participation; already: boolean }
  | { kind: 'error'; message: string };

const INVALID = 'Invalid invitation link. Please use the link from your email or contact support.';

export default function ConfirmPage() {
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const link = linkParams(search);
  const key = link ? `${link.sessionId}|${link.participantId}|${link.token}` : '';

  useEffect(() => {
    if (!link) {
      setState({ kind: 'error', message: INVALID });
      return;
    }
    let cancelled = false;
    getLinkDetails(link, 'confirm')
      .then((r) => {
        if (cancelled) return;
        if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || INVALID });
        const p = r.data.participation;
        if (['confirmed', 'paid', 'attended'].includes(p.participation_status)) return setState({ kind: 'confirmed', participation: p, already: true });
        if (p.participation_status === 'cancelled') return setState({ kind: 'error', message: 'This invitation was cancelled. If you would like to join again, please contact us.' });
        setState({ kind: 'invited', participation: p, firstName: r.data.firstName });
      })
      .catch(() => !cancelled && setState({ kind: 'error', message: MESSAGES.networkError }));
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
      else setState({ kind: 'error', message: r.error || 'We could not confirm your place. Please contact support.' });
    } catch {
      setState({ kind: 'error', message: MESSAGES.networkError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title="Confirm your curated fika" noindex />
      <PageHeader eyebrow="Curated Fika" title="Your invitation" />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            Loading your invitation…
          </p>
        )}
        {state.kind === 'invited' && (
          <div className="cf-panel">
            <p>Hi {state.firstName}, we matched you with a small group. Will you join?</p>
            <SessionCard participation={state.participation} now={new Date()} />
            <div className="cf-actions">
              <Button onClick={() => void confirm()} disabled={busy}>
                {busy ? 'Confirming...' : 'Confirm My Place'}
              </Button>
              <Button variant="secondary" to="/curated-fika/my-sessions">
                Manage my sessions
              </Button>
            </div>
          </div>
        )}
        {state.kind === 'confirmed' && (
          <div className="cf-panel">
            <p className="notice notice--success" role="status">
              {state.already ? 'Your place is already confirmed.' : 'Your place is confirmed. See you there!'}
            </p>
            <SessionCard participation={state.participation} now={new Date()} />
            <p>
              You can see your group and cancel up to 24 hours before on <Link to="/curated-fika/my-sessions">My Sessions</Link>.
            </p>
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
