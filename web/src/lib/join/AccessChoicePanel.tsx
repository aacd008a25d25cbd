/**
 * The access-choice panel shown when an event needs payment. The options come from the server's
 * answer (the catalogue's paymentOptions), never from the page. The price is stated once, on the
 * Pay button; the line above it says what the choice is (and until when a held place waits).
 */
import { useState } from 'react';
import { useLocalNavigate } from '../../components/LocalLink';
import { t } from '../i18n/common';
import type { SignupResponse } from './signup-api';
// Styled by join.css, which each form that shows the panel imports.
import { SUBSCRIPTION_REDIRECT_FAILED, createEventCheckout, rememberCheckoutEmail, subscriptionPath } from './checkout';

export interface AccessChoicePanelProps {
  email: string;
  event: { slug: string; title: string };
  requiresPayment: NonNullable<SignupResponse['requiresPayment']>;
  source?: string;
  answers?: Record<string, string>;
}

/** What the panel says above its buttons: the choice, without the price the Pay button shows. */
export function accessChoiceText(r: AccessChoicePanelProps['requiresPayment']): string {
  if (r.holdUntilText) return t('join.access.holding', { until: r.holdUntilText });
  return r.paymentOptions.allowSubscription && r.paymentOptions.allowPerEventPayment ? t('join.access.payOrSubscribe') : t('join.access.payNow');
}

export function AccessChoicePanel({ email, event, requiresPayment, source, answers }: AccessChoicePanelProps) {
  const navigate = useLocalNavigate();
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
      <h3 id="join-access-title" className="join-access__title" tabIndex={-1}>
        {t('join.access.title', { title: event.title })}
      </h3>
      <p className="join-access__text">{accessChoiceText(requiresPayment)}</p>
      <div className="join-access__options">
        {paymentOptions.allowPerEventPayment && (
          <button type="button" className="join-button" onClick={pay} disabled={busy !== null}>
            {busy === 'pay' ? t('join.access.opening') : t('join.access.pay', { price: requiresPayment.eventPriceText })}
          </button>
        )}
        {paymentOptions.allowSubscription && (
          <button type="button" className="join-button join-button--secondary" onClick={subscribe} disabled={busy !== null}>
            {t('join.access.subscribe')}
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
