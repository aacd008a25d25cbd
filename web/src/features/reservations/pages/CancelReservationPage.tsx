/**
 * /cancel-reservation/:token and /cancel-reservation (token typed in or as ?token=): shows the
 * reservation, warns before a late cancellation with the fee owed or the no-show it counts as,
 * states what cancelling means for the money of a paid place (the server's refund terms), then
 * cancels on confirmation and says whether the payment is refunded.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { INVALID_LINK, cancelReservation, getReservation, type ReservationView } from '../api/reservation';
import '../../../lib/join/join.css';
import './cancel-reservation.css';

type Phase = 'idle' | 'loading' | 'confirming' | 'cancelling' | 'success' | 'error';

const statusText: Record<ReservationView['status'], string> = {
  confirmed: 'Confirmed',
  waitlisted: 'On the waitlist',
  pending_payment: 'Held, waiting for payment',
  cancelled: 'Cancelled',
};

/** Whitespace and < > " ' are stripped from a token. */
const clean = (raw: string) => raw.replace(/[\s<>"']/g, '');

export default function CancelReservationPage() {
  const id = useId();
  const navigate = useNavigate();
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = clean(pathToken ?? params.get('token') ?? '');
  const [typed, setTyped] = useState('');
  const [phase, setPhase] = useState<Phase>(token ? 'loading' : 'idle');
  const [view, setView] = useState<ReservationView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!token) return;
    let live = true;
    setPhase('loading');
    getReservation(token)
      .then((v) => {
        if (!live) return;
        setView(v);
        setPhase(v.status === 'cancelled' ? 'success' : 'confirming');
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
    const t = clean(typed.includes('/cancel-reservation/') ? typed.split('/cancel-reservation/')[1] : typed);
    if (!t) return setError(INVALID_LINK);
    setError(null);
    navigate(`/cancel-reservation/${encodeURIComponent(t)}`);
  }

  async function confirm() {
    if (!view) return;
    setPhase('cancelling');
    setError(null);
    try {
      const r = await cancelReservation(token, view.cancellation.late);
      setView(r);
      setMessage(r.message);
      setPhase('success');
    } catch (e) {
      setError((e as Error).message);
      setPhase('confirming');
    }
  }

  const c = view?.cancellation;
  return (
    <>
      <PageHeader eyebrow="Your reservation" title={phase === 'success' ? 'Reservation cancelled' : 'Cancel your reservation'} />
      <Section>
        <div className="cancel-reservation">
          {phase === 'idle' && (
            <form onSubmit={openTyped} noValidate>
              <p>Paste the cancellation link or code from your confirmation email.</p>
              <label className="join-label" htmlFor={`${id}-token`}>
                Cancellation link or code
              </label>
              <div className="cancel-reservation__row">
                <input id={`${id}-token`} className="join-input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
                <button type="submit" className="join-button">
                  Continue
                </button>
              </div>
            </form>
          )}
          {phase === 'loading' && <p aria-live="polite">Loading your reservation…</p>}
          {view && (
            <dl className="cancel-reservation__details">
              <dt>Event</dt>
              <dd>{view.eventTitle}</dd>
              <dt>Date</dt>
              <dd>{view.dateText}</dd>
              <dt>Time</dt>
              <dd>{view.timeText}</dd>
              <dt>Where</dt>
              <dd>{view.location}</dd>
              <dt>Status</dt>
              <dd data-testid="reservation-status">{statusText[view.status]}</dd>
              {view.status === 'waitlisted' && view.waitlistPosition != null && (
                <>
                  <dt>Waitlist position</dt>
                  <dd>#{view.waitlistPosition}</dd>
                </>
              )}
            </dl>
          )}
          {(phase === 'confirming' || phase === 'cancelling') && view && c && (
            <>
              {c.eventStarted ? (
                <p className="join-message join-message--warning">This event has already started, so the reservation can no longer be cancelled.</p>
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
                  <p>Are you sure you want to cancel? Your place goes to the next person on the waitlist.</p>
                  <div className="cancel-reservation__actions">
                    <button type="button" className="join-button join-button--danger" onClick={confirm} disabled={phase === 'cancelling'}>
                      {phase === 'cancelling' ? 'Cancelling…' : c.late ? 'Cancel anyway' : 'Yes, cancel my reservation'}
                    </button>
                    <Link to="/events" className="join-button join-button--secondary">
                      Keep My Spot
                    </Link>
                  </div>
                </>
              )}
            </>
          )}
          {phase === 'success' && (
            <div className="join-message join-message--success" role="status">
              <p>{message || 'Your attendance has been cancelled successfully.'}</p>
              {view?.refund?.outcome && <p data-testid="refund-outcome">{view.refund.outcome}</p>}
              {view?.feeOwedCents ? <p>A late-cancellation fee is recorded on this reservation.</p> : null}
              <p>
                <Link to="/events">Browse Other Events</Link>
              </p>
            </div>
          )}
          {error && (
            <div className="join-message join-message--error" role="alert">
              <p>{error}</p>
              {phase === 'error' && (
                <p>
                  <Link to="/contact">Contact Support</Link>
                </p>
              )}
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
