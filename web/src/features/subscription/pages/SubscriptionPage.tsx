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
import '../../../lib/join/join.css';
import './subscription.css';

export default function SubscriptionPage() {
  const id = useId();
  const [params] = useSearchParams();
  const event = params.get('event') ?? undefined;
  const source = params.get('source') ?? 'website';
  const [email, setEmail] = useState(() => params.get('email') ?? rememberedCheckoutEmail());
  const [plans, setPlans] = useState<PlansData | null>(null);
  const [plansError, setPlansError] = useState<string | null>(null);
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    getPlans()
      .then(setPlans)
      .catch((e: Error) => setPlansError(e.message));
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
      setError((err as Error).message);
      setBusyPlan(null);
    }
  }

  return (
    <>
      <PageHeader
        eyebrow="Membership"
        title="Subscribe and skip the waitlist"
        subtitle="Subscribers join every event, get priority booking and go to the front of every waitlist."
      />
      <Section>
        {event && (
          <p className="join-message join-message--info" role="status">
            Subscribe below: once your subscription is active you can complete your registration for this event in one click.
          </p>
        )}
        <form className="subscription-email" onSubmit={(e) => e.preventDefault()} noValidate>
          <label className="join-label" htmlFor={`${id}-email`}>
            Your email
          </label>
          <input
            id={`${id}-email`}
            className="join-input"
            type="email"
            autoComplete="email"
            placeholder="Enter your email address"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </form>
        {plansError && (
          <p className="join-message join-message--error" role="alert">
            {plansError}
          </p>
        )}
        {!plans && !plansError && <p aria-live="polite">Loading plans…</p>}
        {plans && (
          <ul className="subscription-plans" aria-label="Plans">
            {plans.plans.map((p) => (
              <li key={p.code} className={`subscription-plan${p.billing_interval === 'year' ? ' subscription-plan--best' : ''}`}>
                <h2 className="subscription-plan__name">{p.name}</h2>
                <p className="subscription-plan__price">
                  {p.priceText}
                  <span className="subscription-plan__interval"> / {p.billing_interval}</span>
                </p>
                {p.billing_interval === 'year' && plans.annualSavingCents > 0 && (
                  <p className="subscription-plan__saving">Save {plans.annualSavingText} a year compared with monthly</p>
                )}
                <p className="subscription-plan__text">{p.description}</p>
                <button type="button" className="join-button" onClick={() => subscribe(p.code)} disabled={busyPlan !== null}>
                  {busyPlan === p.code ? 'Opening checkout…' : `Subscribe ${p.billing_interval === 'year' ? 'yearly' : 'monthly'}`}
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
      </Section>
      <Section tone="alt" title="Already a subscriber?">
        <SubscriptionStatusPanel initialEmail={email} />
      </Section>
    </>
  );
}
