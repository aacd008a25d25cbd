/**
 * After subscribing from an event page: one click registers the subscriber for that event. The
 * registration goes through the normal registration call, so the server checks the subscription and
 * the event's access rule; this box only names the event the Checkout came from.
 */
import { useEffect, useState } from 'react';
import { Link } from '../../../components/LocalLink';
import { t } from '../i18n';
import { loadEventPage } from '../../events/event-pages';
import type { EventPageData } from '../../events/event-data';
import { signupMetadata } from '../../../lib/join/metadata';
import { GENERIC_ERROR, submitSignup, type SignupResponse } from '../../../lib/join/signup-api';
import { RegistrationOutcome } from '../../reservations/components/RegistrationOutcome';

/** `sessionId`: the paid Checkout Stripe sent the subscriber back with; it proves the email, so the subscription counts. */
export function CompleteRegistration({ email, eventSlug, sessionId }: { email: string; eventSlug: string; sessionId?: string | null }) {
  const [page, setPage] = useState<EventPageData | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SignupResponse | null>(null);

  useEffect(() => {
    let live = true;
    loadEventPage(eventSlug)
      .then((p) => live && setPage(p))
      .catch(() => live && setPage(null));
    return () => {
      live = false;
    };
  }, [eventSlug]);

  if (!page || page.cancelled || !page.bookable) return null;
  const { event } = page;
  const eventPath = `/events/${encodeURIComponent(event.slug)}`;

  async function register() {
    setBusy(true);
    setAnswer(await submitSignup({ email, source: `event:${event.slug}`, metadata: signupMetadata({ slug: event.slug, title: event.title }), ...(sessionId ? { sessionId } : {}) }));
    setBusy(false);
  }

  const failure = answer && !(answer.success && answer.reservation) ? (answer.requiresSubscription?.message ?? answer.requiresPayment?.message ?? answer.error ?? GENERIC_ERROR) : null;
  return (
    <section className="subscription-complete" aria-labelledby="subscription-complete-title">
      <h2 id="subscription-complete-title" className="subscription-complete__title">
        {t('complete.title', { title: event.title })}
      </h2>
      {answer?.success && answer.reservation ? (
        <>
          <RegistrationOutcome message={answer.message ?? ''} outcome={answer.reservation} />
          <p>
            <Link to={eventPath}>{t('complete.back', { title: event.title })}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('complete.text', { email })}</p>
          <button type="button" className="join-button" onClick={register} disabled={busy}>
            {busy ? t('complete.busy') : t('complete.submit')}
          </button>
        </>
      )}
      {failure && (
        <>
          <p className="join-message join-message--error" role="alert">
            {failure}
          </p>
          <p>
            <Link to={eventPath}>{t('complete.eventPage')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
