/**
 * /cancel-reservation/:token and /cancel-reservation (token typed in or as ?token=): shows the
 * reservation, warns before a late cancellation with the fee owed or the no-show it counts as,
 * states what cancelling means for the money of a paid place (the server's refund terms), then
 * cancels on confirmation and says whether the payment is refunded. It is also the release link of a
 * series place's "still coming?" email: when that release paused the series, it says so.
 */
import { forgetReservation, rememberReservation } from '../components/your-place';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link, useLocalNavigate } from '../../../components/LocalLink';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { invalidLink, cancelReservation, getReservation, type ReservationView } from '../api/reservation';
import '../../../lib/join/join.css';
import './cancel-reservation.css';

type Phase = 'idle' | 'loading' | 'confirming' | 'cancelling' | 'success' | 'error';

const statusText = (status: ReservationView['status']) => t(`status.${status}`);

/** Whitespace and < > " ' are stripped from a token. */
const clean = (raw: string) => raw.replace(/[\s<>"']/g, '');

export default function CancelReservationPage() {
  const id = useId();
  const navigate = useLocalNavigate();
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = clean(pathToken ?? params.get('token') ?? '');
  const [typed, setTyped] = useState('');
  const [phase, setPhase] = useState<Phase>(token ? 'loading' : 'idle');
  const [view, setView] = useState<ReservationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [seriesPaused, setSeriesPaused] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setPhase('loading');
    getReservation(token)
      .then((v) => {
        if (!live) return;
        setView(v);
        setPhase(v.status === 'cancelled' ? 'success' : 'confirming');
        // The event's page shows this place instead of its reserve button (asking the server again each time).
        if (v.status === 'cancelled') forgetReservation(v.eventSlug);
        else rememberReservation(v.eventSlug, token);
      })
      .catch((e: Error) => {
        if (!live) return;
        setError(e.message);
        setPhase('error');
      });
    return () => {
      live = false;
    };
  }, [token]);

  function openTyped(e: FormEvent) {
    e.preventDefault();
    const code = clean(typed.includes('/cancel-reservation/') ? typed.split('/cancel-reservation/')[1] : typed);
    if (!code) return setError(invalidLink());
    setError(null);
    navigate(`/cancel-reservation/${encodeURIComponent(code)}`);
  }

  async function confirm() {
    if (!view) return;
    setPhase('cancelling');
    setError(null);
    try {
      const r = await cancelReservation(token, view.cancellation.late);
      setView(r);
      if (r.status === 'cancelled') forgetReservation(r.eventSlug);
      setMessage(r.message);
      setSeriesPaused(Boolean(r.seriesPaused));
      setPhase('success');
    } catch (e) {
      setError((e as Error).message);
      setPhase('confirming');
    }
  }

  const c = view?.cancellation;
  return (
    <>
      <PageHeader eyebrow={t('cancel.eyebrow')} title={phase === 'success' ? t('cancel.title.done') : t('cancel.title')} />
      <Section>
        <div className="cancel-reservation">
          {phase === 'idle' && (
            <form onSubmit={openTyped} noValidate>
              <p>{t('cancel.paste')}</p>
              <label className="join-label" htmlFor={`${id}-token`}>
                {t('cancel.token')}
              </label>
              <div className="cancel-reservation__row">
                <input id={`${id}-token`} className="join-input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
                <button type="submit" className="join-button">
                  {t('cancel.continue')}
                </button>
              </div>
            </form>
          )}
          {phase === 'loading' && <p aria-live="polite">{t('cancel.loading')}</p>}
          {view && (
            <dl className="cancel-reservation__details">
              <dt>{t('cancel.event')}</dt>
              <dd>{view.eventTitle}</dd>
              <dt>{t('cancel.date')}</dt>
              <dd>{view.dateText}</dd>
              <dt>{t('cancel.time')}</dt>
              <dd>{view.timeText}</dd>
              <dt>{t('cancel.where')}</dt>
              <dd>{view.location}</dd>
              <dt>{t('cancel.status')}</dt>
              <dd data-testid="reservation-status">{statusText(view.status)}</dd>
              {view.status === 'waitlisted' && view.waitlistPosition != null && (
                <>
                  <dt>{t('cancel.position')}</dt>
                  <dd>{t('cancel.positionValue', { position: view.waitlistPosition })}</dd>
                </>
              )}
            </dl>
          )}
          {(phase === 'confirming' || phase === 'cancelling') && view && c && (
            <>
              {c.eventStarted ? (
                <p className="join-message join-message--warning">{t('cancel.started')}</p>
              ) : (
                <>
                  {c.warning && (
                    <p className="join-message join-message--warning" role="alert">
                      {c.warning}
                    </p>
                  )}
                  {view.refund && (
                    <p className="join-message join-message--info" data-testid="refund-terms">
                      {view.refund.ifCancelledNow}
                    </p>
                  )}
                  <p>{t('cancel.sure')}</p>
                  <div className="cancel-reservation__actions">
                    <button type="button" className="join-button join-button--danger" onClick={confirm} disabled={phase === 'cancelling'}>
                      {phase === 'cancelling' ? t('cancel.cancelling') : c.late ? t('cancel.anyway') : t('cancel.yes')}
                    </button>
                    <Link to="/events" className="join-button join-button--secondary">
                      {t('cancel.keep')}
                    </Link>
                  </div>
                </>
              )}
            </>
          )}
          {phase === 'success' && (
            <div className="join-message join-message--success" role="status">
              <p>{message || t('cancel.done')}</p>
              {view?.refund?.outcome && <p data-testid="refund-outcome">{view.refund.outcome}</p>}
              {view?.feeOwedCents ? <p>{t('cancel.fee')}</p> : null}
              {seriesPaused && <p data-testid="series-paused">{t('cancel.seriesPaused')}</p>}
              <p>
                <Link to="/events">{t('cancel.browse')}</Link>
              </p>
            </div>
          )}
          {error && (
            <div className="join-message join-message--error" role="alert">
              <p>{error}</p>
              {phase === 'error' && (
                <p>
                  <Link to="/contact">{t('cancel.support')}</Link>
                </p>
              )}
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
