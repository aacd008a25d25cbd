/**
 * Looks up a subscription by email. Cancelling (at the end of the paid period) and resuming a
 * cancelled subscription each send a confirmation link to that address first.
 */
import { useId, useState, type FormEvent } from 'react';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { changeSubscription, getSubscriptionStatus, type StatusData } from '../api/subscription';
import { endsAtPeriodEnd, formatDate, statusText } from './format';

export function SubscriptionStatusPanel({ initialEmail }: { initialEmail: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [status, setStatus] = useState<StatusData | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  async function check(e: FormEvent) {
    e.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setMessage({ kind: 'error', text: problem });
    setBusy(true);
    setMessage(null);
    try {
      setStatus(await getSubscriptionStatus(normaliseEmail(email)));
    } catch (err) {
      setMessage({ kind: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  async function requestLink(change: 'cancel' | 'resume') {
    setBusy(true);
    try {
      const r = await changeSubscription(change, normaliseEmail(email));
      setMessage({ kind: 'info', text: r.message });
    } catch (err) {
      setMessage({ kind: 'error', text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const sub = status?.subscription;
  return (
    <div className="subscription-status">
      <form onSubmit={check} noValidate className="subscription-status__form">
        <label className="join-label" htmlFor={`${id}-email`}>
          Email
        </label>
        <div className="subscription-status__row">
          <input id={`${id}-email`} className="join-input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <button type="submit" className="join-button join-button--secondary" disabled={busy}>
            Check status
          </button>
        </div>
      </form>
      {status && (
        <div className="subscription-status__result" role="status">
          {sub ? (
            <>
              <p>
                Status: <strong data-testid="subscription-status">{statusText(sub)}</strong>
                {sub.subscription_plans && ` · ${sub.subscription_plans.billing_interval === 'year' ? 'Yearly' : 'Monthly'} plan`}
              </p>
              {endsAtPeriodEnd(sub) ? (
                <>
                  <p>Cancelled: you keep every benefit until then, and it will not renew. Changed your mind? Resume it before that date.</p>
                  <button type="button" className="join-button" onClick={() => requestLink('resume')} disabled={busy}>
                    Resume my subscription
                  </button>
                </>
              ) : (
                sub.isActive && (
                  <>
                    {sub.current_period_end && <p>Renews on {formatDate(sub.current_period_end)}</p>}
                    <button type="button" className="join-button join-button--secondary" onClick={() => requestLink('cancel')} disabled={busy}>
                      Cancel my subscription
                    </button>
                  </>
                )
              )}
            </>
          ) : (
            <p>No subscription found for this email.</p>
          )}
        </div>
      )}
      {message && (
        <p className={`join-message join-message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </div>
  );
}
