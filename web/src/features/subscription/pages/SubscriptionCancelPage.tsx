/**
 * /subscription/cancel: where Checkout sends people who turned back (nothing was charged), and,
 * with ?token= from our email, where a subscriber confirms cancelling their subscription (it then
 * runs to the end of the paid period) or, with ?action=resume, resuming it before that date.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { changeSubscription, type ChangeAnswer } from '../api/subscription';
import { endsAtPeriodEnd, formatDate, statusText } from '../components/format';
import '../../../lib/join/join.css';
import './subscription.css';

const TEXT = {
  cancel: {
    title: 'Cancel your subscription',
    question: 'It stays active until the end of the period you have paid for and then ends: you keep every benefit until then and will not be charged again. You can resume it any time before that date.',
    confirm: 'Yes, cancel my subscription',
    busy: 'Cancelling…',
    keep: 'Keep my subscription',
  },
  resume: {
    title: 'Resume your subscription',
    question: 'It will renew at the end of the current period, as before.',
    confirm: 'Yes, resume my subscription',
    busy: 'Resuming…',
    keep: 'Not now',
  },
} as const;

export default function SubscriptionCancelPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email') ?? '';
  const change = params.get('action') === 'resume' ? 'resume' : 'cancel';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ChangeAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      setDone(await changeSubscription(change, email, token ?? undefined));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <>
        <PageHeader eyebrow="Membership" title="Checkout cancelled" subtitle="No payment was taken. You can subscribe whenever you like." />
        <Section>
          <p>
            <Link to="/subscription" className="join-button">
              Back to the plans
            </Link>
          </p>
        </Section>
      </>
    );
  }

  const text = TEXT[change];
  const sub = done?.subscription;
  return (
    <>
      <PageHeader eyebrow="Membership" title={text.title} />
      <Section>
        <div className="subscription-result">
          {!done ? (
            <>
              <p>
                {change === 'cancel' ? 'Cancel' : 'Resume'} the subscription of <strong>{email}</strong>? {text.question}
              </p>
              <button type="button" className={`join-button${change === 'cancel' ? ' join-button--danger' : ''}`} onClick={confirm} disabled={busy}>
                {busy ? text.busy : text.confirm}
              </button>{' '}
              <Link to={`/subscription?email=${encodeURIComponent(email)}`} className="join-button join-button--secondary">
                {text.keep}
              </Link>
            </>
          ) : (
            <div className="join-message join-message--success" role="status">
              <p>{done.message}</p>
              {sub && (
                <p>
                  Status: <strong data-testid="subscription-status">{statusText(sub)}</strong>
                  {sub.isActive && !endsAtPeriodEnd(sub) && sub.current_period_end && <> · renews on {formatDate(sub.current_period_end)}</>}
                </p>
              )}
            </div>
          )}
          {error && (
            <p className="join-message join-message--error" role="alert">
              {error}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
