/**
 * The registration box of an event page: email plus the event's RSVP questions, the cancellation
 * policy, and the outcome (confirmed / waitlisted with position / duplicate), or the choice between
 * paying for the event and subscribing when the server says access is paid. The page around it
 * shows the places left and the checkout result; this box only needs to know whether it is full.
 *
 * A paid event's button states its price ("Reserve for ¥3,000"). The payment step then takes the
 * form's place, states the price once (on its Pay button) and is scrolled into view, so the Pay
 * button is on screen as soon as the step opens.
 *
 * A recurring event without a per-event payment (weekly fikas, monthly events) also offers "Come every
 * week" / "Come every month" beside the normal registration, with the same email and answers: the
 * server registers every date within eight weeks, each on its own, and answers each date's outcome
 * ("Confirmed for 6 dates, waitlisted for 2 (#3, #1)"); the email it sends links to managing the series.
 *
 * A visitor who already has a place on the date (the server says so: your-place.ts) sees it instead
 * of the form: "You're going · Cancel", "You're on the waitlist (position 3) · Leave" or "Your place
 * is held until … · Pay", linking to the reservation page; the box keeps the form's height.
 *
 * On an event paid per place, once the address is known (a signed-in member's, or a typed one that
 * is valid), the server is asked what a place would mean for it (check_event_access): included
 * with the subscription, pay the price, or not open to it. The button says what the server said.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../components/LocalLink';
import { api } from '../../../lib/api';
import { useYourPlace, type YourPlace } from './your-place';
import { useLocalNavigate } from '../../../components/LocalLink';
import type { EventListing } from '@/content/events/index';
import { eventPrice } from '@/content/events/money';
import { moneyLabel } from '../../../lib/event-display';
import { t } from '../i18n';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { signupMetadata } from '../../../lib/join/metadata';
import { GENERIC_ERROR, submitSignup, type SignupResponse } from '../../../lib/join/signup-api';
import { AccessChoicePanel } from '../../../lib/join/AccessChoicePanel';
import { RegistrationOutcome } from './RegistrationOutcome';
import { joinSeries, type SeriesAnswer } from '../api/reservation';
import '../../../lib/join/join.css';
import './event-registration.css';
import { useTypedEarly } from '../../../lib/typed-early';
import { settledMemberSession, useMemberSession } from '../../../lib/member-session';

type Phase = 'idle' | 'loading' | 'done' | 'error' | 'payment_required';

export interface EventRegistrationProps {
  event: EventListing;
  /**
   * Whether the listing takes reservations: the catalogue's `eventAccessRule(event).bookable`,
   * which the event page gets with its build-time data (the catalogue is not in the browser).
   * The server applies the same rule to every registration. Defaults to true.
   */
  bookable?: boolean;
  /** Whether the next date is full (registrations then join the waitlist); null while unknown. */
  isFull: boolean | null;
  /** Called after the server accepted a registration, so the page can refresh its numbers. */
  onRegistered?: () => void;
  /**
   * The answers the server takes for each RSVP question (EventPageData.answerValues: the English
   * options, in the order shown); an option is sent as its answer whatever the language shown.
   */
  answerValues?: Record<string, readonly string[]>;
}

const REDIRECT_MS = 1000;

/**
 * The series a listing offers: 'week' for a weekly event, 'month' for a monthly one, null otherwise
 * or when a place is paid per event or needs a subscription (the server applies the same rule).
 */
export function seriesPeriod(event: EventListing): 'week' | 'month' | null {
  if (eventPrice(event).kind === 'online' || event.requiresSubscription) return null;
  return event.eventFrequency === 'weekly' ? 'week' : event.eventFrequency === 'monthly' ? 'month' : null;
}

/** "Confirmed for 6 dates, waitlisted for 2 (#3, #1)." in the page's language. */
export function seriesOutcomeText(a: Pick<SeriesAnswer, 'dates' | 'confirmed' | 'waitlisted'>): string {
  const positions = a.dates.filter((d) => d.status === 'waitlisted').map((d) => `#${d.waitlistPosition ?? '?'}`).join(', ');
  return t('series.outcome', { confirmed: a.confirmed, waitlisted: a.waitlisted, positions });
}

/** The register button's label: the waitlist when full, else the price of a place paid online. */
export function registerLabel(event: EventListing, isFull: boolean | null): string {
  if (isFull) return t('register.waitlist');
  const price = eventPrice(event);
  return price.kind === 'online' ? t('register.reserveFor', { price: moneyLabel(price.cents, price.currency) }) : t('register.reserve');
}

type AccessCheck =
  | { kind: 'none' }
  | { kind: 'checking'; email: string }
  | { kind: 'answered'; email: string; included: boolean; priceText: string | null; refusal: string | null }
  | { kind: 'failed'; email: string };

/** The place the visitor has on the date, in place of the form. */
function YourPlaceBox({ place, minHeight, onPay }: { place: YourPlace; minHeight: number | undefined; onPay: () => void }) {
  const manage = `/cancel-reservation/${encodeURIComponent(place.token)}`;
  return (
    <div className="join-message join-message--success event-registration__your-place" role="status" style={minHeight ? { minHeight } : undefined} data-testid="your-place">
      <p className="event-registration__your-place-date">{place.dateText}</p>
      {place.status === 'confirmed' ? (
        <p>
          <strong>{t('place.going')}</strong> · <Link to={manage}>{t('place.cancel')}</Link>
        </p>
      ) : place.status === 'waitlisted' ? (
        <p>
          <strong>{place.waitlistPosition != null ? t('place.waiting', { position: place.waitlistPosition }) : t('place.waitingNoPosition')}</strong> ·{' '}
          <Link to={manage}>{t('place.leave')}</Link>
        </p>
      ) : (
        <p>
          <strong>{place.holdUntilText ? t('place.held', { until: place.holdUntilText }) : t('place.heldNoTime')}</strong> ·{' '}
          <button type="button" className="event-registration__change" onClick={onPay}>
            {t('place.pay')}
          </button>{' '}
          · <Link to={manage}>{t('place.manage')}</Link>
        </p>
      )}
    </div>
  );
}

export function EventRegistration({ event, bookable = true, isFull, onRegistered, answerValues = {} }: EventRegistrationProps) {
  const id = useId();
  const navigate = useLocalNavigate();
  const [email, setEmail] = useState('');
  const emailField = useTypedEarly(setEmail);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<SignupResponse | null>(null);
  const [message, setMessage] = useState('');
  const [submittedEmail, setSubmittedEmail] = useState('');
  const [series, setSeries] = useState<SeriesAnswer | null>(null);
  const [seriesBusy, setSeriesBusy] = useState(false);
  const period = seriesPeriod(event);
  const member = useMemberSession();
  // A signed-in member's address fills the empty field (they may still type another).
  const memberEmail = member.status === 'member' ? member.email : null;
  useEffect(() => {
    if (memberEmail) setEmail((typed) => typed || memberEmail);
  }, [memberEmail]);
  const place = useYourPlace(event.slug, member.status === 'member' ? member.token : undefined, member.status === 'loading');
  const [payHeld, setPayHeld] = useState(false);
  const box = useRef<HTMLElement>(null);
  const formHeight = useRef<number | undefined>(undefined);
  // The form's height while it is shown (after each render): the box that replaces it keeps it (no jump).
  useEffect(() => {
    const form = box.current?.querySelector('form');
    if (form) formHeight.current = form.offsetHeight || undefined;
  });
  const paidOnline = eventPrice(event).kind === 'online';
  const [access, setAccess] = useState<AccessCheck>({ kind: 'none' });
  const knownEmail = emailProblem(email) ? null : normaliseEmail(email);
  // A paid event asks the server what a place means for the known address (typing pauses first).
  useEffect(() => {
    if (!paidOnline || !bookable || !knownEmail) {
      setAccess({ kind: 'none' });
      return;
    }
    let live = true;
    const wait = setTimeout(() => {
      setAccess({ kind: 'checking', email: knownEmail });
      const own = member.status === 'member' && member.email === knownEmail ? member.token : undefined;
      api.subscription
        .check_event_access({ email: knownEmail, eventSlug: event.slug }, own ? { token: own } : {})
        .then((r) => {
          if (!live) return;
          if (!r.success || !r.data) {
            setAccess({ kind: 'failed', email: knownEmail });
            return;
          }
          const d = r.data;
          const price = d.pricing.perEventPriceCents != null ? moneyLabel(d.pricing.perEventPriceCents, d.pricing.currency as 'JPY' | 'USD') : null;
          const refused = !d.hasAccess && !d.requiresPayment;
          setAccess({ kind: 'answered', email: knownEmail, included: d.hasAccess && d.accessType === 'subscription', priceText: d.requiresPayment ? price : null, refusal: refused ? (d.accessType === 'closed' ? t('access.closed') : t('access.notInAudience')) : null });
        })
        .catch(() => live && setAccess({ kind: 'failed', email: knownEmail }));
    }, 400);
    return () => {
      live = false;
      clearTimeout(wait);
    };
  }, [paidOnline, bookable, knownEmail, event.slug, member.status, member.email, member.token]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const step = useRef<HTMLDivElement>(null);
  const questions = event.rsvpQuestions ?? [];
  const paying = phase === 'payment_required' && Boolean(result?.requiresPayment);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The payment step opened: bring all of it (its Pay button) on screen and move focus to it.
  useEffect(() => {
    if (!paying) return;
    const el = step.current;
    el?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    el?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [paying]);

  if (!bookable) {
    return (
      <section className="event-registration" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="event-registration__title">
          {t('register.closed.title')}
        </h2>
        <p className="join-message join-message--warning">{t('register.closed.body')}</p>
      </section>
    );
  }

  /** The normalised email when the form is complete; otherwise the problems are shown and null answered. */
  function checked(): string | null {
    const problems: Record<string, string> = {};
    const emailIssue = emailProblem(email);
    if (emailIssue) problems.email = emailIssue;
    for (const q of questions) if (q.required && !answers[q.id]) problems[q.id] = t('register.answer', { question: q.label });
    setErrors(problems);
    return Object.keys(problems).length ? null : normaliseEmail(email);
  }

  /** The signed-in member's session when the typed address is theirs: it proves the address (a subscription counts, a series is taken at once). */
  const ownSession = async (address: string) => {
    const who = member.status === 'loading' ? await settledMemberSession() : member;
    return who.status === 'member' && who.email === address ? who.token : undefined;
  };

  async function onSeries() {
    if (phase === 'loading') return;
    const clean = checked();
    if (!clean) return;
    setPhase('loading');
    setSeriesBusy(true);
    setMessage('');
    setSeries(null);
    try {
      // Signed in with this email: the dates are taken at once; otherwise the server emails a confirmation link.
      const answer = await joinSeries(clean, event.slug, answers, await ownSession(clean));
      setSeriesBusy(false);
      setSubmittedEmail(clean);
      setSeries(answer);
      setPhase('done');
      onRegistered?.();
    } catch (e) {
      setSeriesBusy(false);
      setPhase('error');
      setMessage(e instanceof Error ? e.message : GENERIC_ERROR);
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (phase === 'loading') return;
    const clean = checked();
    if (!clean) return;
    setPhase('loading');
    setMessage('');
    setSeries(null);
    const r = await submitSignup({ email: clean, source: `event:${event.slug}`, metadata: signupMetadata({ slug: event.slug, title: event.title }), answers }, await ownSession(clean));
    setSubmittedEmail(clean);
    setResult(r);
    if (r.requiresSubscription) {
      setPhase('payment_required');
      setMessage(r.requiresSubscription.message);
      const to = r.requiresSubscription.subscriptionUrl;
      timer.current = setTimeout(() => navigate(to), REDIRECT_MS);
      return;
    }
    if (r.requiresPayment) {
      setPhase('payment_required');
      setMessage(r.requiresPayment.message);
      return;
    }
    if (r.success) {
      setPhase('done');
      setMessage(r.message ?? '');
      onRegistered?.();
      return;
    }
    setPhase('error');
    setMessage(r.error ?? GENERIC_ERROR);
  }

  function changeEmail() {
    setPhase('idle');
    setResult(null);
    setMessage('');
  }

  const policy = event.cancellationPolicy;
  const outcome = result?.reservation;
  const showPlace = place && phase === 'idle' && !payHeld;
  const answered = access.kind === 'answered' && access.email === knownEmail ? access : null;
  const submitLabel = answered?.included && !isFull ? t('register.reserve') : answered?.priceText && !isFull ? t('register.reserveFor', { price: answered.priceText }) : registerLabel(event, isFull);
  return (
    <section ref={box} className="event-registration" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="event-registration__title">
        {t('register.title')}
      </h2>
      {!paying && (
        <p className="event-registration__price">
          <span className="event-registration__price-label">{t('register.price')}</span> {event.price}
          {event.requiresSubscription && t('register.subscribers')}
        </p>
      )}
      {policy && (
        <p className="event-registration__policy">
          <strong>{t('register.policy')}</strong> {policy.feeText}
        </p>
      )}
      {phase === 'done' && series?.status === 'pending' ? (
        <div className="join-message join-message--success event-registration__series-outcome" role="status">
          <p>{t('series.confirmSent', { email: submittedEmail })}</p>
        </div>
      ) : phase === 'done' && series ? (
        <div className="join-message join-message--success event-registration__series-outcome" role="status">
          <p>{seriesOutcomeText(series)}</p>
          <p>{t('series.mailed')}</p>
        </div>
      ) : phase === 'done' && outcome ? (
        <RegistrationOutcome message={message} outcome={outcome} />
      ) : showPlace ? (
        <YourPlaceBox place={place} minHeight={formHeight.current} onPay={() => setPayHeld(true)} />
      ) : paying && result?.requiresPayment ? (
        <div ref={step} className="event-registration__step">
          <AccessChoicePanel
            email={submittedEmail}
            event={{ slug: event.slug, title: event.title }}
            requiresPayment={result.requiresPayment}
            source={`event:${event.slug}`}
            answers={answers}
          />
          <p className="event-registration__for">
            {t('register.for', { email: submittedEmail })}{' '}
            <button type="button" className="event-registration__change" onClick={changeEmail}>
              {t('register.changeEmail')}
            </button>
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="event-registration__form">
          <div className="join-field">
            <label className="join-label" htmlFor={`${id}-email`}>
              {t('register.email')}
            </label>
            <input
              ref={emailField}
              id={`${id}-email`}
              className="join-input"
              type="email"
              autoComplete="email"
              placeholder={t('register.email.placeholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              disabled={phase === 'loading'}
            />
            {errors.email && (
              <p id={`${id}-email-error`} className="event-registration__field-error" role="alert">
                {errors.email}
              </p>
            )}
          </div>
          {access.kind === 'checking' && access.email === knownEmail && (
            <p className="event-registration__access" role="status">
              {t('access.checking')}
            </p>
          )}
          {answered && (
            <p className={`event-registration__access${answered.refusal ? ' event-registration__field-error' : ''}`} role="status" data-testid="event-access">
              {answered.refusal ?? (answered.included ? t('access.included') : answered.priceText ? t('access.pay', { price: answered.priceText }) : t('access.free'))}
            </p>
          )}
          {access.kind === 'failed' && access.email === knownEmail && (
            <p className="event-registration__field-error" role="alert" data-testid="event-access">
              {t('access.failed')}
            </p>
          )}
          {questions.map((q) => (
            <div className="join-field" key={q.id}>
              <label className="join-label" htmlFor={`${id}-${q.id}`}>
                {q.label}
                {q.required && <span aria-hidden="true"> *</span>}
              </label>
              <select
                id={`${id}-${q.id}`}
                className="join-select"
                value={answers[q.id] ?? ''}
                required={q.required}
                onChange={(e) => setAnswers((a) => ({ ...a, [q.id]: e.target.value }))}
                aria-invalid={errors[q.id] ? true : undefined}
                aria-describedby={errors[q.id] ? `${id}-${q.id}-error` : undefined}
                disabled={phase === 'loading'}
              >
                <option value="">{t('register.choose')}</option>
                {q.options.map((label, i) => {
                  const value = answerValues[q.id]?.[i] ?? label;
                  return (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  );
                })}
              </select>
              {errors[q.id] && (
                <p id={`${id}-${q.id}-error`} className="event-registration__field-error" role="alert">
                  {errors[q.id]}
                </p>
              )}
            </div>
          ))}
          <button type="submit" className="join-button event-registration__submit" disabled={phase === 'loading' || phase === 'payment_required'}>
            {phase === 'loading' && !seriesBusy ? t('register.loading') : submitLabel}
          </button>
          {period && (
            <div className="event-registration__series">
              <button type="button" className="join-button join-button--secondary event-registration__series-button" onClick={onSeries} disabled={phase === 'loading' || phase === 'payment_required'}>
                {seriesBusy ? t('series.loading') : period === 'week' ? t('series.week') : t('series.month')}
              </button>
              <p className="event-registration__series-hint">{t('series.hint')}</p>
            </div>
          )}
        </form>
      )}
      {message && phase !== 'done' && !paying && (
        <p className={`join-message ${phase === 'error' ? 'join-message--error' : 'join-message--info'}`} role={phase === 'error' ? 'alert' : 'status'}>
          {message}
        </p>
      )}
    </section>
  );
}

export default EventRegistration;
