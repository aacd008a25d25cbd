/**
 * /subscription/cancel: where Checkout sends people who turned back (nothing was charged), and,
 * with ?token= from our email, where a subscriber confirms cancelling their subscription (it then
 * runs to the end of the paid period) or, with ?action=resume, resuming it before that date.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { localMessage } from '../local-messages';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { changeSubscription, type ChangeAnswer } from '../api/subscription';
import { endsAtPeriodEnd, formatDate, statusText } from '../components/format';
import '../../../lib/join/join.css';
import './subscription.css';

/** The page's texts for each change (catalogue keys `cancel.<change>.*`). */
const text = (change: 'cancel' | 'resume') => ({
  title: t(`cancel.${change}.title`),
  confirm: t(`cancel.${change}.confirm`),
  busy: t(`cancel.${change}.busy`),
  keep: t(`cancel.${change}.keep`),
});

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
      setError(localMessage((e as Error).message));
    } finally {
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <>
        <PageHeader eyebrow={t('eyebrow')} title={t('cancel.checkoutTitle')} subtitle={t('cancel.checkoutSubtitle')} />
        <Section>
          <p>
            <Link to="/subscription" className="join-button">
              {t('cancel.back')}
            </Link>
          </p>
        </Section>
      </>
    );
  }

  const texts = text(change);
  const sub = done?.subscription;
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={texts.title} />
      <Section>
        <div className="subscription-result">
          {!done ? (
            <>
              <p>{rich(t(`cancel.${change}.question`, { email }), { strong: (s) => <strong>{s}</strong> })}</p>
              <button type="button" className={`join-button${change === 'cancel' ? ' join-button--danger' : ''}`} onClick={confirm} disabled={busy}>
                {busy ? texts.busy : texts.confirm}
              </button>{' '}
              <Link to={`/subscription?email=${encodeURIComponent(email)}`} className="join-button join-button--secondary">
                {texts.keep}
              </Link>
            </>
          ) : (
            <div className="join-message join-message--success" role="status">
              <p>{done.message}</p>
              {sub && (
                <p>
                  {rich(t('status', { status: statusText(sub) }), { strong: (s) => <strong data-testid="subscription-status">{s}</strong> })}
                  {sub.isActive && !endsAtPeriodEnd(sub) && sub.current_period_end && <> · {t('cancel.renews', { date: formatDate(sub.current_period_end) })}</>}
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
