/**
 * /subscription/cancel: where Checkout sends people who turned back (nothing was charged), and,
 * with ?token= from our email, where a subscriber confirms cancelling their subscription.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { cancelSubscription, type SubscriptionView } from '../api/subscription';
import '../../../lib/join/join.css';
import './subscription.css';

export default function SubscriptionCancelPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SubscriptionView | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const r = await cancelSubscription(email, token ?? undefined);
      setDone(r.subscription);
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

  return (
    <>
      <PageHeader eyebrow="Membership" title="Cancel your subscription" />
      <Section>
        <div className="subscription-result">
          {done === undefined ? (
            <>
              <p>
                Cancel the subscription of <strong>{email}</strong>? It ends straight away, you will not be charged again, and you can subscribe again at any
                time.
              </p>
              <button type="button" className="join-button join-button--danger" onClick={confirm} disabled={busy}>
                {busy ? 'Cancelling…' : 'Yes, cancel my subscription'}
              </button>{' '}
              <Link to="/" className="join-button join-button--secondary">
                Keep my subscription
              </Link>
            </>
          ) : (
            <p className="join-message join-message--success" role="status">
              Your subscription is cancelled{done ? ` (status: ${done.statusLabel})` : ''}. You will not be charged again, and a confirmation email is on its way.
            </p>
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
