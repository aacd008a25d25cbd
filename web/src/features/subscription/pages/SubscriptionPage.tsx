/**
 * /subscription?email=&source=&event=: the monthly and yearly plans with the annual
 * saving, Checkout, and the status for people who already subscribe (after signing in by the emailed link).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { rememberCheckoutEmail, rememberedCheckoutEmail } from '../../../lib/join/checkout';
import { createCheckoutSession, getPlans, type PlansData } from '../api/subscription';
import { SubscriptionStatusPanel } from '../components/SubscriptionStatusPanel';
import { SubscriptionBenefits } from '../components/SubscriptionBenefits';
import { SUBSCRIPTION_SUMMARY } from '@/content/site/facts';
import '../../../lib/join/join.css';
import { t } from '../i18n';
import { activeLocale } from '../../../lib/i18n';
import { japaneseMoney, localMessage, planText } from '../local-messages';
import './subscription.css';
import { useTypedEarly } from '../../../lib/typed-early';

export default function SubscriptionPage() {
  const id = useId();
  const [params] = useSearchParams();
  const event = params.get('event') ?? undefined;
  const source = params.get('source') ?? 'website';
  const [email, setEmail] = useState(() => params.get('email') ?? rememberedCheckoutEmail());
  const emailField = useTypedEarly(setEmail);
  const [plans, setPlans] = useState<PlansData | null>(null);
  const [plansError, setPlansError] = useState<string | null>(null);
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getPlans()
      .then(setPlans)
      .catch((e: Error) => setPlansError(localMessage(e.message)));
  }, []);

  async function subscribe(planCode: string, e?: FormEvent) {
    e?.preventDefault();
    const problem = emailProblem(email);
    if (problem) return setError(problem);
    const clean = normaliseEmail(email);
    setError(null);
    setBusyPlan(planCode);
    try {
      const { checkout_url } = await createCheckoutSession(clean, planCode, source, event);
      rememberCheckoutEmail(clean);
      window.location.assign(checkout_url);
    } catch (err) {
      setError(localMessage((err as Error).message));
      setBusyPlan(null);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('plans.title')}
        subtitle={SUBSCRIPTION_SUMMARY[activeLocale()]}
      />
      <Section>
        {event && (
          <p className="join-message join-message--info" role="status">
            {t('plans.fromEvent')}
          </p>
        )}
        <form className="subscription-email" onSubmit={(e) => e.preventDefault()} noValidate>
          <label className="join-label" htmlFor={`${id}-email`}>
            {t('plans.email')}
          </label>
          <input
            ref={emailField}
            id={`${id}-email`}
            className="join-input"
            type="email"
            autoComplete="email"
            placeholder={t('plans.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </form>
        {plansError && (
          <p className="join-message join-message--error" role="alert">
            {plansError}
          </p>
        )}
        {!plans && !plansError && <p aria-live="polite">{t('plans.loading')}</p>}
        {plans && (
          <ul className="subscription-plans" aria-label={t('plans.label')}>
            {plans.plans.map((p) => (
              <li key={p.code} className={`subscription-plan${p.billing_interval === 'year' ? ' subscription-plan--best' : ''}`}>
                <h2 className="subscription-plan__name">{planText(p).name}</h2>
                <p className="subscription-plan__price">
                  {planText(p).price}
                  <span className="subscription-plan__interval"> / {t('plans.interval', { interval: p.billing_interval })}</span>
                </p>
                {p.billing_interval === 'year' && plans.annualSavingCents > 0 && (
                  <p className="subscription-plan__saving">{t('plans.saving', { amount: activeLocale() === 'en' ? plans.annualSavingText : japaneseMoney(plans.annualSavingCents, 'JPY') })}</p>
                )}
                <p className="subscription-plan__text">{planText(p).description}</p>
                <button type="button" className="join-button" onClick={() => subscribe(p.code)} disabled={busyPlan !== null}>
                  {busyPlan === p.code ? t('plans.opening') : t('plans.subscribe', { interval: p.billing_interval })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="join-message join-message--error" role="alert">
            {error}
          </p>
        )}
        <SubscriptionBenefits />
      </Section>
      <Section tone="alt" title={t('plans.already')}>
        <SubscriptionStatusPanel initialEmail={email} eventSlug={event} />
      </Section>
    </>
  );
}
