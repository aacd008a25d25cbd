/**
 * /subscription/success?session_id=…[&event=…] : confirms the subscription is active, recovering if
 * the webhook is late; when the Checkout was started from an event (the server puts it in the
 * success URL), it then offers to complete that registration in one click.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { SubscriptionBenefits } from '../components/SubscriptionBenefits';
import { localMessage } from '../local-messages';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { rememberCheckoutEmail, rememberedCheckoutEmail } from '../../../lib/join/checkout';
import { recoverSubscription, type RecoveryStep } from '../recovery';
import type { StatusData } from '../api/subscription';
import { formatDate } from '../components/format';
import { CompleteRegistration } from '../components/CompleteRegistration';
import '../../../lib/join/join.css';
import './subscription.css';


export default function SubscriptionSuccessPage() {
  const id = useId();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const eventSlug = params.get('event');
  const [email, setEmail] = useState(() => rememberedCheckoutEmail());
  const [emailInput, setEmailInput] = useState('');
  const [step, setStep] = useState<RecoveryStep | null>(null);
  const [result, setResult] = useState<StatusData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef('');

  useEffect(() => {
    if (!email || started.current === email) return;
    started.current = email;
    setError(null);
    recoverSubscription(email, sessionId, { onStep: (s) => setStep(s) })
      .then(setResult)
      .catch((e: Error) => setError(localMessage(e.message)))
      .finally(() => setStep(null));
  }, [email, sessionId]);

  function useEmail(e: FormEvent) {
    e.preventDefault();
    const problem = emailProblem(emailInput);
    if (problem) return setError(problem);
    const clean = normaliseEmail(emailInput);
    rememberCheckoutEmail(clean);
    setEmail(clean);
  }

  const sub = result?.subscription;
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={result ? t('success.active') : t('success.confirming')} />
      <Section>
        <div className="subscription-result">
          {step && (
            <p className="join-message join-message--info" role="status">
              {t(`success.step.${step satisfies RecoveryStep}`)}
            </p>
          )}
          {result && sub && (
            <div className="join-message join-message--success" role="status">
              <p>{rich(t('status', { status: sub.statusLabel }), { strong: (text) => <strong data-testid="subscription-status">{text}</strong> })}</p>
              {sub.current_period_end && <p>{t('success.renews', { date: formatDate(sub.current_period_end) })}</p>}
              <p>{t('success.benefits')}</p>
            </div>
          )}
          {result && sub && <SubscriptionBenefits />}
          {result && email && eventSlug && <CompleteRegistration email={email} eventSlug={eventSlug} sessionId={sessionId} />}
          {result && (
            <p>
              <Link to="/events" className={eventSlug ? 'join-button join-button--secondary' : 'join-button'}>
                {t('success.browse')}
              </Link>
            </p>
          )}
          {error && (
            <p className="join-message join-message--error" role="alert">
              {error}
            </p>
          )}
          {!email && (
            <form onSubmit={useEmail} noValidate>
              <label className="join-label" htmlFor={`${id}-email`}>
                {t('success.whichEmail')}
              </label>
              <div className="subscription-status__row">
                <input id={`${id}-email`} className="join-input" type="email" autoComplete="email" value={emailInput} onChange={(e) => setEmailInput(e.target.value)} />
                <button type="submit" className="join-button">
                  {t('success.check')}
                </button>
              </div>
            </form>
          )}
          {error && email && (
            <p className="subscription-result__steps">
              {rich(t('success.charged'), { link: (text) => <Link to="/contact">{text}</Link> })}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
