/**
 * Seed 000 §2: the access-choice panel shown when an event needs payment. The options come from
 * the server's answer (the catalogue's paymentOptions), never from the page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SignupResponse } from './signup-api';
import { SUBSCRIPTION_REDIRECT_FAILED, createEventCheckout, rememberCheckoutEmail, subscriptionPath } from './checkout';
import './join.css';

export interface AccessChoicePanelProps {
  email: string;
  event: { slug: string; title: string };
  requiresPayment: NonNullable<SignupResponse['requiresPayment']>;
  source?: string;
  answers?: Record<string, string>;
}

export function AccessChoicePanel({ email, event, requiresPayment, source, answers }: AccessChoicePanelProps) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'subscribe' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { paymentOptions } = requiresPayment;

  async function pay() {
    setBusy('pay');
    setError(null);
    try {
      const url = await createEventCheckout({
        email,
        eventSlug: event.slug,
        eventTitle: event.title,
        priceCents: requiresPayment.eventPrice,
        currency: requiresPayment.currency,
        answers,
      });
      window.location.assign(url);
    } catch (e) {
      setError((e as Error).message);
      setBusy(null);
    }
  }

  function subscribe() {
    setBusy('subscribe');
    try {
      rememberCheckoutEmail(email);
      navigate(subscriptionPath({ email, source: source ?? `event:${event.slug}`, event: event.slug }));
    } catch {
      setError(SUBSCRIPTION_REDIRECT_FAILED);
      setBusy(null);
    }
  }

  return (
    <section className="join-access" aria-labelledby="join-access-title">
      <h3 id="join-access-title" className="join-access__title">
        Choose how to join {event.title}
      </h3>
      <p className="join-access__text">{requiresPayment.message}</p>
      <div className="join-access__options">
        {paymentOptions.allowPerEventPayment && (
          <button type="button" className="join-button" onClick={pay} disabled={busy !== null}>
            {busy === 'pay' ? 'Opening checkout…' : `Pay ${requiresPayment.eventPriceText} for this event`}
          </button>
        )}
        {paymentOptions.allowSubscription && (
          <button type="button" className="join-button join-button--secondary" onClick={subscribe} disabled={busy !== null}>
            Subscribe: every event included
          </button>
        )}
      </div>
      {error && (
        <p className="join-message join-message--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
