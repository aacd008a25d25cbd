/**
 * The result of a Stripe Checkout for this event (`?payment=success|cancelled&session_id=…`).
 * "Payment received" is shown only once the server confirms that this session paid for this
 * event; a query typed by hand, an unpaid session or another event's session shows nothing.
 */
import { useEffect, useRef, useState } from 'react';
import { verifyEventPayment, type EventPayment } from '../api/payment';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { paymentReference } from '@/content/events/money';

/** While the payment is being confirmed the server is asked again, waiting 2 s × attempt. */
export const PAYMENT_CHECK_ATTEMPTS = 5;
export const PAYMENT_CHECK_DELAY_MS = 2000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function PaymentBanner({
  payment,
  sessionId,
  eventSlug,
  eventTitle,
  wait = (attempt) => sleep(PAYMENT_CHECK_DELAY_MS * attempt),
}: {
  payment: string | null;
  sessionId: string | null;
  eventSlug: string;
  eventTitle: string;
  /** How to wait before asking again (tests pass an immediate one). */
  wait?: (attempt: number) => Promise<void>;
}) {
  const [state, setState] = useState<EventPayment | null>(null);
  const check = payment === 'success' && sessionId ? sessionId : null;
  const waitRef = useRef(wait);
  waitRef.current = wait;

  useEffect(() => {
    setState(null);
    if (!check) return;
    let live = true;
    (async () => {
      for (let attempt = 1; live; attempt++) {
        const answer = await verifyEventPayment(check, eventSlug);
        if (!live) return;
        setState(answer);
        if (answer !== 'processing' || attempt >= PAYMENT_CHECK_ATTEMPTS) return;
        await waitRef.current(attempt);
      }
    })();
    return () => {
      live = false;
    };
  }, [check, eventSlug]);

  if (check && state === 'confirmed') {
    return (
      <div className="notice notice--success payment-banner" role="status">
        <p className="payment-banner__title">
          <strong>{t('payment.confirmed.title', { title: eventTitle })}</strong>
        </p>
        <p>{rich(t('payment.confirmed.body', { ref: paymentReference(check) }), { code: (text) => <code>{text}</code> })}</p>
      </div>
    );
  }
  if (check && state === 'processing') {
    return (
      <div className="notice payment-banner" role="status">
        <p className="payment-banner__title">
          <strong>{t('payment.processing.title', { title: eventTitle })}</strong>
        </p>
        <p>{t('payment.processing.body')}</p>
      </div>
    );
  }
  if (check && state === 'refunded') {
    return (
      <div className="notice notice--warning payment-banner" role="status">
        <p className="payment-banner__title">
          <strong>{t('payment.refunded.title', { title: eventTitle })}</strong>
        </p>
        <p>{t('payment.refunded.body')}</p>
      </div>
    );
  }
  if (payment === 'cancelled') {
    return (
      <div className="notice notice--warning payment-banner" role="status">
        <p className="payment-banner__title">
          <strong>{t('payment.cancelled.title')}</strong>
        </p>
        <p>{t('payment.cancelled.body')}</p>
      </div>
    );
  }
  return null;
}
