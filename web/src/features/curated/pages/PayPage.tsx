/**
 * `/curated-fika/pay?session=…&participant=…&token=…`: the invitation's pay link. Shows the session
 * and its price per person, and sends the participant to Stripe Checkout; the server sets the
 * amount. Stripe sends them back here with `payment=success` (the place becomes paid when Stripe's
 * webhook arrives, so the page checks again a few times) or `payment=cancelled`.
 */
import type { Currency } from '@/content/cities';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { money } from '../lib/format';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { Seo } from '../../../lib/seo';
import { getLinkDetails, linkParams, startPayment, type LinkDetails } from '../api/curated-api';
import { SessionCard } from '../components/SessionCard';
import '../curated.css';

type State = { kind: 'loading' } | { kind: 'ready'; details: LinkDetails } | { kind: 'error'; message: string };

/** After Stripe sends the person back: check for the webhook's result this often, this many times. */
const RECHECK_MS = 2000;
const RECHECKS = 15;

const price = (n: number, currency: Currency) => money(n, currency);

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
    if (!link) return setState({ kind: 'error', message: t('pay.invalid') });
    try {
      const r = await getLinkDetails(link, 'pay');
      if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || t('pay.invalid') });
      setState({ kind: 'ready', details: r.data });
    } catch {
      setState({ kind: 'error', message: t('msg.networkError') });
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
      setError(r.error || t('pay.failed'));
    } catch {
      setError(t('msg.networkError'));
    }
    setBusy(false);
  }

  const d = state.kind === 'ready' ? state.details : undefined;
  const status = d?.participation.participation_status;
  const payable = d && !paid && (status === 'invited' || status === 'confirmed') && d.payment.price_per_person > 0;

  return (
    <>
      <Seo title={t('route./curated-fika/pay.title')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('pay.header.title')} />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            {t('confirm.loading')}
          </p>
        )}
        {d && (
          <div className="cf-panel">
            {paid && <Notice tone="success" text={t('pay.paid', { amount: price(Number(d.payment.payment_amount), d.payment.currency) })} />}
            {waiting && checks < RECHECKS && <Notice tone="info" text={t('pay.waiting')} />}
            {waiting && checks >= RECHECKS && (
              <Notice tone="info" text={t('pay.slow')} />
            )}
            {returned === 'cancelled' && !paid && <Notice tone="info" text={t('pay.cancelled')} />}
            {d.payment.payment_status === 'refunded' && <Notice tone="info" text={t('pay.refunded')} />}
            {status === 'cancelled' && <Notice tone="error" text={t('pay.placeCancelled')} />}
            <SessionCard participation={d.participation} now={new Date()} />
            <p>
              {rich(t('pay.price', { price: price(d.payment.price_per_person, d.payment.currency) }), { strong: (text) => <strong>{text}</strong> })}
            </p>
            {error && <Notice tone="error" text={error} />}
            <div className="cf-actions">
              {payable && (
                <Button onClick={() => void pay()} disabled={busy}>
                  {busy ? t('pay.opening') : t('pay.pay', { price: price(d.payment.price_per_person, d.payment.currency) })}
                </Button>
              )}
              {waiting && checks >= RECHECKS && (
                <Button variant="secondary" onClick={() => setChecks(0)}>
                  {t('pay.checkAgain')}
                </Button>
              )}
              <Button variant="secondary" to="/curated-fika/my-sessions">
                {t('action.manageSessions')}
              </Button>
            </div>
            <p className="muted">
              {rich(t('pay.terms'), { link: (text) => <Link to="/contact">{text}</Link> })}
            </p>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="cf-panel">
            <Notice tone="error" text={state.message} />
            <Button to="/contact">{t('action.contactSupport')}</Button>
          </div>
        )}
      </div>
    </>
  );
}
