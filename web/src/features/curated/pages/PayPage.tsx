/**
 * `/curated-fika/pay?session=…&participant=…&token=…`: the invitation's pay link. Shows the session
 * and its price per person, and sends the participant to Stripe Checkout; the server sets the
 * amount. Stripe sends them back here with `payment=success` (the place becomes paid when Stripe's
 * webhook arrives, so the page checks again a few times) or `payment=cancelled`.
 */
import type { Currency } from '@/content/cities';
import { formatMoney } from '@/content/site/facts';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { Seo } from '../../../lib/seo';
import { MESSAGES } from '@/functions/curated/rules';
import { getLinkDetails, linkParams, startPayment, type LinkDetails } from '../api/curated-api';
import { SessionCard } from '../components/SessionCard';
import '../curated.css';

type State = { kind: 'loading' } | { kind: 'ready'; details: LinkDetails } | { kind: 'error'; message: string };

const INVALID = 'Invalid payment link. Please use the link from your invitation email or contact support.';
/** After Stripe sends the person back: check for the webhook's result this often, this many times. */
const RECHECK_MS = 2000;
const RECHECKS = 15;

const price = (n: number, currency: Currency) => formatMoney(n, currency);

export default function PayPage() {
  const [search] = useSearchParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [checks, setChecks] = useState(0);
  const link = linkParams(search);
  const returned = search.get('payment');
  const key = link ? `${link.sessionId}|${link.participantId}|${link.token}` : '';

  const load = useCallback(async () => {
    if (!link) return setState({ kind: 'error', message: INVALID });
    try {
      const r = await getLinkDetails(link, 'pay');
      if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || INVALID });
      setState({ kind: 'ready', details: r.data });
    } catch {
      setState({ kind: 'error', message: MESSAGES.networkError });
    }
  }, [key]);

  useEffect(() => {
    void load();
  }, [load]);

  const paid = state.kind === 'ready' && state.details.payment.payment_status === 'paid';
  // Back from Stripe but not paid yet: the webhook is on its way.
  const waiting = state.kind === 'ready' && returned === 'success' && !paid && state.details.participation.participation_status !== 'cancelled';
  useEffect(() => {
    if (!waiting || checks >= RECHECKS) return;
    const t = setTimeout(() => {
      setChecks((n) => n + 1);
      void load();
    }, RECHECK_MS);
    return () => clearTimeout(t);
  }, [waiting, checks, load]);

  async function pay() {
    if (!link || busy) return;
    setBusy(true);
    setError('');
    try {
      const r = await startPayment(link);
      if (r.success && r.data?.checkout_url) return window.location.assign(r.data.checkout_url);
      setError(r.error || 'We could not open the payment page. Please try again or contact support.');
    } catch {
      setError(MESSAGES.networkError);
    }
    setBusy(false);
  }

  const d = state.kind === 'ready' ? state.details : undefined;
  const status = d?.participation.participation_status;
  const payable = d && !paid && (status === 'invited' || status === 'confirmed') && d.payment.price_per_person > 0;

  return (
    <>
      <Seo title="Pay for your curated fika" noindex />
      <PageHeader eyebrow="Curated Fika" title="Your place" />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            Loading your invitation…
          </p>
        )}
        {d && (
          <div className="cf-panel">
            {paid && <Notice tone="success" text={`Paid: ${price(Number(d.payment.payment_amount), d.payment.currency)}. Your place is confirmed. See you there!`} />}
            {waiting && checks < RECHECKS && <Notice tone="info" text="Thank you! We are confirming your payment with Stripe…" />}
            {waiting && checks >= RECHECKS && (
              <Notice tone="info" text="Stripe has not confirmed your payment to us yet. It usually takes under a minute; we email your receipt when it does." />
            )}
            {returned === 'cancelled' && !paid && <Notice tone="info" text="Payment cancelled. You have not been charged." />}
            {d.payment.payment_status === 'refunded' && <Notice tone="info" text="Your payment for this session has been refunded." />}
            {status === 'cancelled' && <Notice tone="error" text="This place was cancelled, so there is nothing to pay." />}
            <SessionCard participation={d.participation} now={new Date()} />
            <p>
              Price per person: <strong>{price(d.payment.price_per_person, d.payment.currency)}</strong>. Drinks are ordered and paid for at the venue.
            </p>
            {error && <Notice tone="error" text={error} />}
            <div className="cf-actions">
              {payable && (
                <Button onClick={() => void pay()} disabled={busy}>
                  {busy ? 'Opening payment...' : `Pay ${price(d.payment.price_per_person, d.payment.currency)}`}
                </Button>
              )}
              {waiting && checks >= RECHECKS && (
                <Button variant="secondary" onClick={() => setChecks(0)}>
                  Check again
                </Button>
              )}
              <Button variant="secondary" to="/curated-fika/my-sessions">
                Manage my sessions
              </Button>
            </div>
            <p className="muted">
              Payments go through Stripe. If your session is cancelled, or you cancel at least 24 hours before it, your payment is refunded in full. Questions?{' '}
              <Link to="/contact">Contact us</Link>.
            </p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="cf-panel">
            <Notice tone="error" text={state.message} />
            <Button to="/contact">Contact Support</Button>
          </div>
        )}
      </div>
    </>
  );
}
