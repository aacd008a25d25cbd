/**
 * "Already a subscriber?": a subscription's status, plan and dates are shown only to someone who
 * proves the email. A signed-in member sees their own subscription at once; anyone else is offered
 * the member sign-in link by email, which brings them back here signed in. Cancelling (at the end
 * of the paid period) and resuming a cancelled subscription each send a confirmation link to that
 * address first.
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clearMemberSession, useMemberSession } from '../../../lib/member-session';
import { RequestAccessForm } from '../../member/components/RequestAccessForm';
import { changeSubscription, getSubscriptionStatus, type StatusData } from '../api/subscription';
import { endsAtPeriodEnd, formatDate, statusText } from './format';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { localMessage } from '../local-messages';
import '../../member/member.css';

/**
 * `eventSlug`: the page was opened from an event (a subscribers' event asked to subscribe). Whether an
 * address subscribes counts there only once the address is proved, so the sign-in link brings the
 * subscriber back to that event, signed in, where registering then takes the subscriber's path.
 */
export function SubscriptionStatusPanel({ initialEmail, eventSlug }: { initialEmail: string; eventSlug?: string }) {
  const session = useMemberSession();
  if (session.status === 'member' && session.email && session.token) return <OwnStatus email={session.email} token={session.token} />;
  if (session.status === 'loading') return <p aria-live="polite">{t('panel.checkingSignIn')}</p>;
  return (
    <div className="subscription-status">
      <p>{eventSlug ? t('panel.introEvent') : t('panel.intro')}</p>
      <RequestAccessForm redirect={eventSlug ? `/events/${encodeURIComponent(eventSlug)}` : '/subscription'} initialEmail={initialEmail} submitLabel={t('panel.submit')} />
    </div>
  );
}

/** The signed-in member's own subscription, read with their session. */
function OwnStatus({ email, token }: { email: string; token: string }) {
  const [status, setStatus] = useState<StatusData | null>(null);
  const [busy, setBusy] = useState(true);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    setBusy(true);
    getSubscriptionStatus(email, { token })
      .then((s) => live && setStatus(s))
      .catch((err: Error) => {
        if (!live) return;
        // An expired session: back to the sign-in offer.
        if (err instanceof ApiError && err.status === 401) clearMemberSession();
        else setMessage({ kind: 'error', text: localMessage(err.message) });
      })
      .finally(() => live && setBusy(false));
    return () => {
      live = false;
    };
  }, [email, token]);

  async function requestLink(change: 'cancel' | 'resume') {
    setBusy(true);
    try {
      const r = await changeSubscription(change, email);
      setMessage({ kind: 'info', text: r.message });
    } catch (err) {
      setMessage({ kind: 'error', text: localMessage((err as Error).message) });
    } finally {
      setBusy(false);
    }
  }

  const sub = status?.subscription;
  return (
    <div className="subscription-status">
      <p>{rich(t('panel.signedInAs', { email }), { strong: (text) => <strong>{text}</strong> })}</p>
      {!status && busy && <p aria-live="polite">{t('panel.checking')}</p>}
      {status && (
        <div className="subscription-status__result" role="status">
          {sub ? (
            <>
              <p>
                {rich(t('status', { status: statusText(sub) }), { strong: (text) => <strong data-testid="subscription-status">{text}</strong> })}
                {sub.subscription_plans && ` · ${t('panel.plan', { interval: sub.subscription_plans.billing_interval })}`}
              </p>
              {endsAtPeriodEnd(sub) ? (
                <>
                  <p>{t('panel.cancelled')}</p>
                  <button type="button" className="join-button" onClick={() => requestLink('resume')} disabled={busy}>
                    {t('panel.resume')}
                  </button>
                </>
              ) : (
                sub.isActive && (
                  <>
                    {sub.current_period_end && <p>{t('panel.renews', { date: formatDate(sub.current_period_end) })}</p>}
                    <button type="button" className="join-button join-button--secondary" onClick={() => requestLink('cancel')} disabled={busy}>
                      {t('panel.cancel')}
                    </button>
                  </>
                )
              )}
            </>
          ) : (
            <p>{t('panel.none')}</p>
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
