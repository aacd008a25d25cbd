/**
 * /rsvp?token=…: the weekly digest's one-click RSVP. Opening the page only reads what the link
 * offers (get_rsvp: mail scanners open links, so a GET registers nothing); the one button
 * reserves through the normal registration path (reserve_rsvp). A paid event shows the payment
 * step, as the event page's form does. The token alone proves the address: the page never asks
 * for one.
 */
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { api, type ApiOutput } from '../../../lib/api';
import { useLoadOutcome } from '../../../lib/outcome';
import type { SignupResponse } from '../../../lib/join/signup-api';
import { t } from '../i18n';
import '../../../lib/join/join.css';

const AccessChoicePanel = lazy(() => import('../../../lib/join/AccessChoicePanel').then((m) => ({ default: m.AccessChoicePanel })));

type View = ApiOutput<'rsvp', 'get_rsvp'>;
type Failure = { code?: unknown; error?: string };

/** The page's words for the API's refusals (the codes of api/rsvp.ts), else the server's message. */
function problemText(r: Failure): string {
  if (r.code === 'INVALID_RSVP_LINK') return t('error.invalid');
  if (r.code === 'RSVP_DATE_CLOSED') return t('error.closed');
  return r.error ?? t('error.generic');
}

export default function RsvpPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const [view, setView] = useState<View | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : t('error.noToken'));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [payment, setPayment] = useState<SignupResponse['requiresPayment'] | null>(null);
  const [info, setInfo] = useState<{ text: string; link?: string } | null>(null);

  useLoadOutcome(token, () => api.rsvp.get_rsvp({ token }), t('error.generic'), (o) => (o.ok ? setView(o.data) : setProblem(problemText(o))));

  async function reserve() {
    setBusy(true);
    setProblem(null);
    try {
      const r = (await api.rsvp.reserve_rsvp({ token })) as SignupResponse & Failure;
      if (r.success) {
        const res = r.reservation;
        setDone(r.isDuplicate ? t('done.duplicate') : res?.rsvpStatus === 'waitlisted' ? t('done.waitlisted', { position: res.waitlistPosition ?? '' }) : t('done.confirmed'));
      } else if (r.requiresPayment) setPayment(r.requiresPayment);
      else if (r.requiresSubscription) setInfo({ text: r.error ?? r.requiresSubscription.message, link: r.requiresSubscription.subscriptionUrl });
      else setProblem(problemText(r));
    } catch {
      setProblem(t('error.generic'));
    }
    setBusy(false);
  }

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} />
      <Section>
        <div className="rsvp">
          {problem && (
            <p className="join-message join-message--error" role="alert">
              {problem}
            </p>
          )}
          {!view && !problem && <p role="status">{t('page.loading')}</p>}
          {view && (
            <>
              <h2>{view.eventTitle}</h2>
              <p>
                {view.dateText}
                <br />
                {view.timeText}
                <br />
                {view.location}
              </p>
              <p>{t('page.for', { email: view.email })}</p>
              {view.priceText && <p>{t('page.price', { price: view.priceText })}</p>}
              {done ? (
                <>
                  <p className="join-message join-message--success" role="status">
                    {done}
                  </p>
                  <p>
                    <Link to="/events">{t('done.events')}</Link>
                  </p>
                </>
              ) : view.reservationStatus ? (
                <p className="join-message join-message--info" role="status">
                  {t(`page.already.${view.reservationStatus}`)}
                </p>
              ) : payment ? (
                <Suspense fallback={null}>
                  <AccessChoicePanel email={view.email} event={{ slug: view.eventSlug, title: view.eventTitle }} requiresPayment={payment} source="weekly-digest" />
                </Suspense>
              ) : view.needsAnswers ? (
                <p>
                  {t('page.questions')} <Link to={`/events/${encodeURIComponent(view.eventSlug)}`}>{t('page.toEvent')}</Link>
                </p>
              ) : info ? (
                <p className="join-message join-message--info" role="status">
                  {info.text} {info.link && <Link to={info.link}>{t('page.subscribe')}</Link>}
                </p>
              ) : (
                <>
                  <p>{view.placesLeft > 0 ? t('page.places', { count: view.placesLeft }) : t('page.full')}</p>
                  <button type="button" className="join-button" disabled={busy} onClick={() => void reserve()}>
                    {busy ? t('page.busy') : t('page.button')}
                  </button>
                </>
              )}
            </>
          )}
        </div>
      </Section>
    </>
  );
}
