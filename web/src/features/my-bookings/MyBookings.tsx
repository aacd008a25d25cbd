/**
 * "My bookings" on the member dashboard (docs/members.md): the signed-in member's places to come
 * (confirmed, waiting with the position, held for payment) and their past ones, each linking to its
 * reservation page; their series registrations; their event receipts; and their subscription, which
 * they can cancel or resume here (their session proves the address: no emailed link). Everything is
 * the server's answer (get_my_bookings, then get_my_reservations / get_my_payments for more);
 * titles, dates and amounts come in the page's language.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from '../../components/LocalLink';
import { buttonClass } from '../../components/ui/Button';
import { api, type ApiOutput } from '../../lib/api';
import { intlLocale } from '../../lib/i18n';
import { t } from './i18n';
import './my-bookings.css';

type Bookings = ApiOutput<'member', 'get_my_bookings'>;
type Booking = Bookings['upcoming']['items'][number];
type Receipt = Bookings['payments']['items'][number];
type Subscription = NonNullable<Bookings['subscription']>;

const dayText = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

function statusText(b: Booking): string {
  if (b.status === 'waitlisted') return b.waitlistPosition != null ? t('status.waitlisted', { position: b.waitlistPosition }) : t('status.waitlistedNoPosition');
  if (b.status === 'pending_payment') return b.holdUntilText ? t('status.pending_payment', { until: b.holdUntilText }) : t('status.pending_paymentNoTime');
  return b.status === 'confirmed' ? t('status.confirmed') : t('status.cancelled');
}

function BookingRow({ b, past }: { b: Booking; past: boolean }) {
  return (
    <li className="my-bookings__row" data-testid="booking">
      <div>
        <Link to={`/events/${encodeURIComponent(b.eventSlug)}`} className="my-bookings__title">
          {b.eventTitle}
        </Link>
        <p className="my-bookings__when">
          {b.dateText}
          {b.timeText ? ` · ${b.timeText}` : ''}
        </p>
        <p className={`my-bookings__status my-bookings__status--${b.status}`}>
          {statusText(b)}
          {b.paid ? ` · ${t('paid')}` : ''}
          {b.series ? ` · ${t('seriesPlace')}` : ''}
        </p>
      </div>
      <Link to={`/cancel-reservation/${encodeURIComponent(b.token)}`} className={buttonClass('secondary', 'sm')}>
        {past || b.status === 'cancelled' ? t('view') : t('manage')}
      </Link>
    </li>
  );
}

/** A list with its "Show more" (the server's cursor; absent at the end). */
function Paged<T>({ items, next, more, empty, render }: { items: T[]; next: string | null; more: (cursor: string) => Promise<void>; empty: string; render: (x: T, i: number) => React.ReactNode }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!items.length && !next) return <p className="my-bookings__empty">{empty}</p>;
  return (
    <>
      <ul className="my-bookings__list">{items.map(render)}</ul>
      {next && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            more(next)
              .catch((e: Error) => setError(e.message))
              .finally(() => setBusy(false));
          }}
        >
          {busy ? t('moreLoading') : t('more')}
        </button>
      )}
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </>
  );
}

function ReceiptRow({ r }: { r: Receipt }) {
  return (
    <li className="my-bookings__row" data-testid="receipt">
      <div>
        <span className="my-bookings__title">{r.eventTitle}</span>
        {r.dateText && <p className="my-bookings__when">{r.dateText}</p>}
        <p className="my-bookings__status">
          {t('paidOn', { date: dayText(r.paidAt) })} · {t('reference', { ref: r.reference })}
        </p>
      </div>
      <strong className="my-bookings__amount">{r.amountText}</strong>
    </li>
  );
}

const SUB_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;
const subStatusText = (s: Subscription) => ((SUB_STATUSES as readonly string[]).includes(s.subscription_status) ? t(`sub.${s.subscription_status as (typeof SUB_STATUSES)[number]}`) : t('sub.other'));
const planText = (s: Subscription) => (s.subscription_plans?.code === 'monthly' ? t('plan.monthly') : s.subscription_plans?.code === 'yearly' ? t('plan.yearly') : t('plan.other'));

function SubscriptionPanel({ token, initial }: { token: string; initial: Subscription | null }) {
  const [sub, setSub] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setSub(initial), [initial]);

  if (!sub) {
    return (
      <>
        <p>{t('subscriptionNone')}</p>
        <Link to="/subscription">{t('subscriptionJoin')}</Link>
      </>
    );
  }
  const end = sub.current_period_end ? dayText(sub.current_period_end) : '';

  async function change(kind: 'cancel' | 'resume') {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const r = kind === 'cancel' ? await api.member.cancel_my_subscription({ token }) : await api.member.resume_my_subscription({ token });
      if (!r.success || !r.data) {
        setError(r.error ?? t('changeFailed'));
        return;
      }
      const now = r.data.subscription;
      setSub(now);
      const date = now?.current_period_end ? dayText(now.current_period_end) : '';
      setNote(kind === 'cancel' ? t('cancelledSub', { date }) : t('resumedSub', { date }));
      setConfirming(false);
    } catch {
      setError(t('changeFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p data-testid="my-subscription">
        <strong>{planText(sub)}</strong> · {subStatusText(sub)}
        {end && ` · ${sub.isActive ? (sub.cancel_at_period_end ? t('ends', { date: end }) : t('renews', { date: end })) : t('ended', { date: end })}`}
      </p>
      {sub.isActive && !sub.cancel_at_period_end && !confirming && (
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setConfirming(true)}>
          {t('cancelSub')}
        </button>
      )}
      {confirming && (
        <div className="notice notice--warning" role="group">
          <p>{t('cancelSubConfirm', { date: end })}</p>
          <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} onClick={() => void change('cancel')}>
            {busy ? t('changing') : t('cancelSubYes')}
          </button>{' '}
          <button type="button" className={buttonClass('ghost', 'sm')} disabled={busy} onClick={() => setConfirming(false)}>
            {t('keep')}
          </button>
        </div>
      )}
      {sub.isActive && sub.cancel_at_period_end && (
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => void change('resume')}>
          {busy ? t('changing') : t('resumeSub')}
        </button>
      )}
      {note && <p role="status">{note}</p>}
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </>
  );
}

export function MyBookings({ token }: { token: string }) {
  const id = useId();
  const [data, setData] = useState<Bookings | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    try {
      const r = await api.member.get_my_bookings({ token });
      if (r.success && r.data) setData(r.data);
      else setError(r.error ?? t('error'));
    } catch {
      setError(t('error'));
    }
  }, [token]);
  useEffect(() => void load(), [load]);

  /** A further page of places: appended to its list. */
  async function morePlaces(when: 'upcoming' | 'past', cursor: string) {
    const r = await api.member.get_my_reservations({ token, when, cursor });
    if (!r.success || !r.data) throw new Error(r.error ?? t('error'));
    const page = r.data;
    setData((d) => (d ? { ...d, [when]: { items: [...d[when].items, ...page.items], next: page.next } } : d));
  }
  async function morePayments(cursor: string) {
    const r = await api.member.get_my_payments({ token, cursor });
    if (!r.success || !r.data) throw new Error(r.error ?? t('error'));
    const page = r.data;
    setData((d) => (d ? { ...d, payments: { items: [...d.payments.items, ...page.items], next: page.next } } : d));
  }

  return (
    <section className="member-card my-bookings" aria-labelledby={`${id}-title`} data-testid="my-bookings">
      <h2 id={`${id}-title`}>{t('title')}</h2>
      {!data && !error && <p role="status">{t('loading')}</p>}
      {error && (
        <div role="alert" className="notice notice--error">
          <p>{error}</p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void load()}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {data && (
        <>
          <h3>{t('upcoming')}</h3>
          <Paged items={data.upcoming.items} next={data.upcoming.next} more={(c) => morePlaces('upcoming', c)} empty={t('upcomingNone')} render={(b) => <BookingRow key={b.token} b={b} past={false} />} />
          <h3>{t('series')}</h3>
          {data.series.items.length ? (
            <ul className="my-bookings__list">
              {data.series.items.map((s) => (
                <li key={s.token} className="my-bookings__row" data-testid="series">
                  <div>
                    <span className="my-bookings__title">{s.eventTitle}</span>
                    <p className="my-bookings__status">{t(`series.${s.status}`)}</p>
                  </div>
                  <Link to={`/series/${encodeURIComponent(s.token)}`} className={buttonClass('secondary', 'sm')}>
                    {t('seriesManage')}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="my-bookings__empty">{t('seriesNone')}</p>
          )}
          {data.series.more && <p className="hint">{t('seriesMore')}</p>}
          <h3>{t('past')}</h3>
          <Paged items={data.past.items} next={data.past.next} more={(c) => morePlaces('past', c)} empty={t('pastNone')} render={(b) => <BookingRow key={b.token} b={b} past />} />
          <h3>{t('payments')}</h3>
          <Paged items={data.payments.items} next={data.payments.next} more={morePayments} empty={t('paymentsNone')} render={(r) => <ReceiptRow key={r.reference} r={r} />} />
          <h3>{t('subscription')}</h3>
          <SubscriptionPanel token={token} initial={data.subscription} />
        </>
      )}
    </section>
  );
}
