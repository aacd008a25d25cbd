import { useEffect, useState } from 'react';
import { useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { EventRegistration } from '../../reservations/components/EventRegistration';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Badge } from '../../../components/ui/Badge';
import { LazySection, lazyNear } from '../../../components/LazySection';
import { Button } from '../../../components/ui/Button';
import { activeLocale, intlLocale, localPath } from '../../../lib/i18n';
import { EnglishTextNote } from '../../../components/EnglishTextNote';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { Seo } from '../../../lib/seo';
import { track } from '../../../lib/analytics';
import { useHydrated, useNow } from '../../../lib/now';
import { longDateLabel } from '../../../lib/event-display';
import { contextImage } from '@/content/image-presets';
import { eventImageAlt } from '../../../lib/event-image';
import { useAvailability } from '../api/get-availability';
import { AddToCalendar } from '../components/AddToCalendar';
import { AvailabilityNote } from '../components/AvailabilityNote';
import { PaymentBanner } from '../components/PaymentBanner';
import { calendarEntryOf, cancelledBefore, cancelledOccurrenceAt, eventJsonLdOf, pageOccurrenceAt, venueRevealOf, whenOf, type EventPageData } from '../event-data';
import { listingOn } from '@/content/events/occurrence';
import { loadEventPage } from '../event-pages';
import { eventTypeLabel } from '../event-types';
import { Breadcrumb } from '../../../components/ui/Breadcrumb';
import '../events.css';

/**
 * The page's data: its listing, as of the build (event-pages.ts: one small chunk per listing in the
 * browser). The prerendered page carries it for hydration (web/src/main.tsx); a navigation loads it.
 */
export function loader({ params }: LoaderFunctionArgs): Promise<EventPageData | null> {
  return loadEventPage(params.slug ?? '');
}

// The long read below the facts hydrates when the reader scrolls towards it (its HTML is prerendered).
const EventContent = lazyNear('event-content', () => import('../components/EventContent'));
const RelatedEvents = lazyNear('event-related', () => import('../components/RelatedEvents'));

/** "Tuesday, December 1" / "12月1日(火)" in the venue's zone. */
const revealFormat = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat(intlLocale(), intlLocale() === 'ja-JP' ? { timeZone, weekday: 'short', month: 'long', day: 'numeric' } : { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(d);

/** A calendar date ("2026-12-08") as "Tuesday, December 8" / "12月8日(火)". */
const dayLabel = (iso: string) => revealFormat(new Date(`${iso}T12:00:00Z`), 'UTC');

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** The catalogue's English weekday ("Tuesday") in the page's language. */
const weekdayName = (day: string) => ((WEEKDAYS as readonly string[]).includes(day) ? t(`weekday.${day as (typeof WEEKDAYS)[number]}`) : day);

/** At most 200 characters: cut at the last space before 197 (Japanese has none: at 197), then "…". */
function shortDescription(text: string): string {
  if (text.length <= 200) return text;
  const space = text.lastIndexOf(' ', 197);
  return `${text.slice(0, space > 0 ? space : 197)}…`;
}

function EventNotFound({ slug }: { slug: string }) {
  useEffect(() => {
    track('page_not_found', { path: `/events/${slug}`, kind: 'event' });
  }, [slug]);
  return (
    <div className="container event-missing">
      <Seo title={t('detail.notFound.title')} noindex description={t('detail.notFound.description')} />
      <h1>{t('detail.notFound.heading')}</h1>
      <p>{t('detail.notFound.body')}</p>
      <p className="event-missing__actions">
        <Button to={localPath('/events')}>{t('detail.notFound.all')}</Button>
        <Button to={localPath('/contact')} variant="secondary">
          {t('detail.notFound.ask')}
        </Button>
      </p>
    </div>
  );
}

export default function EventDetailPage() {
  const { slug = '' } = useParams();
  const page = useLoaderData() as EventPageData | null;
  if (!page) return <EventNotFound slug={slug} />;
  return <EventDetail key={page.event.slug} page={page} />;
}

/**
 * The event page for `page`. `preview` is the events console's preview of an unsaved listing
 * (admin-events): the same page without its head tags, the checkout banner or the live places.
 */
export function EventDetail({ page, preview = false }: { page: EventPageData; preview?: boolean }) {
  const { event: e, cancelled, imageKey, related, feeText } = page;
  const now = useNow();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const occurrence = pageOccurrenceAt(e, now);
  const when = whenOf(e, occurrence);
  // The listing as it holds on the date shown: its venue when an organiser moved that date (listingOn).
  const shown = occurrence ? listingOn(e, occurrence.date) : e;
  // Dates an organiser cancelled that a visitor expected before the one shown.
  const skipped = occurrence ? cancelledBefore(e, occurrence.date, now) : [];
  const cancelledWhen = whenOf(e, cancelledOccurrenceAt(e, now));
  const reveal = venueRevealOf(e, occurrence);
  const [registrations, setRegistrations] = useState(0);
  const availability = useAvailability(e.slug, !cancelled && !preview, registrations);
  const revealLabel = reveal.revealAt && reveal.revealAt > now ? revealFormat(reveal.revealAt, e.timezone) : null;
  // An event with no Japanese text: its Japanese page is its English text (as an untranslated blog
  // post's), naming the English page as canonical; neither page names the other as an alternate.
  const englishText = !page.translated && activeLocale() !== 'en';

  return (
    <article className="event-page">
      {!preview && (
        <Seo
          title={when ? t('detail.seoTitle', { title: e.title, city: e.cityDisplay, date: longDateLabel(when.date) }) : e.title}
          description={shortDescription(e.description)}
          image={contextImage(imageKey, 'event-hero').src}
          imageAlt={eventImageAlt(imageKey, e.title)}
          jsonLd={eventJsonLdOf(page, occurrence, now)}
          alternates={page.translated ? undefined : null}
          canonicalPath={englishText ? `/events/${e.slug}` : undefined}
        />
      )}
      {englishText && <EnglishTextNote />}
      <header className="event-hero">
        <div className="container event-hero__inner">
          <Breadcrumb
            items={[
              { label: t('detail.breadcrumb'), to: localPath('/events') },
              { label: e.cityDisplay, to: localPath(`/events/city/${e.city}`) },
              { label: e.title },
            ]}
          />
          {hydrated && !preview && <PaymentBanner payment={params.get('payment')} sessionId={params.get('session_id')} eventSlug={e.slug} eventTitle={e.title} />}
          <div className="event-hero__grid">
            <div className="event-hero__copy">
              <div className="event-hero__badges">
                <Badge tone="accent">{e.cityDisplay}</Badge>
                <Badge>{eventTypeLabel(e.eventType)}</Badge>
                {cancelled && <Badge tone="danger">{t('detail.badge.cancelled')}</Badge>}
                {!cancelled && e.featured && <Badge tone="primary">{t('detail.badge.featured')}</Badge>}
                {e.exclusive && <Badge tone="warning">{t('detail.badge.founding')}</Badge>}
              </div>
              <h1 className="event-hero__title">
                <span aria-hidden="true">{e.iconValue} </span>
                {e.title}
              </h1>
              <p className="event-hero__lead">{e.description}</p>
            </div>
            <div className="event-hero__media">
              <ResponsiveImage imageKey={imageKey} context="event-hero" alt={eventImageAlt(imageKey, e.title)} priority sizes="(min-width: 1024px) 560px, 100vw" />
            </div>
          </div>
        </div>
      </header>

      <div className="container event-layout">
        <aside className="event-aside" aria-label={t('detail.aside')}>
          <div className="event-facts">
            <h2 className="event-facts__title">{t('detail.glance')}</h2>
            {cancelled ? (
              <p className="notice notice--error">
                {rich(t('detail.cancelledNotice'), { strong: (text) => <strong>{text}</strong> })}
              </p>
            ) : null}
            {!cancelled && skipped.length > 0 && (
              <p className="notice notice--warning" role="note">
                {rich(t(skipped.length === 1 ? 'detail.dateCancelled.one' : 'detail.dateCancelled.other', { dates: new Intl.ListFormat(intlLocale()).format(skipped.map(dayLabel)), next: dayLabel(occurrence!.date) }), {
                  strong: (text) => <strong>{text}</strong>,
                })}
              </p>
            )}
            <dl className="facts">
              <div>
                <dt>{t('detail.when')}</dt>
                <dd>
                  {cancelled ? t('detail.when.cancelled') : when ? when.dateLabel : t('detail.when.tba')}
                  {cancelledWhen && (
                    <span className="muted">
                      {' '}
                      {t('detail.when.was', { date: cancelledWhen.dateLabel, time: cancelledWhen.timeLabel })}
                    </span>
                  )}
                  {e.eventFrequency === 'weekly' && !cancelled && <span className="muted"> {t('detail.when.every', { day: weekdayName(e.dayOfWeek) })}</span>}
                </dd>
              </div>
              {!cancelled && when && (
                <div>
                  <dt>{t('detail.time')}</dt>
                  <dd>
                    {when.timeLabel}
                    <span className="muted"> {t('detail.time.local', { city: e.cityDisplay })}</span>
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('detail.where')}</dt>
                <dd>{e.location}</dd>
              </div>
              <div>
                <dt>{t('detail.price')}</dt>
                <dd>
                  {e.price}
                  {e.cost && <span className="muted"> · {e.cost}</span>}
                </dd>
              </div>
              <div>
                <dt>{t('detail.groupSize')}</dt>
                <dd>{t('detail.groupSize.value', { count: e.capacity })}</dd>
              </div>
              <div>
                <dt>{t('detail.goodFor')}</dt>
                <dd>{e.difficulty}</dd>
              </div>
              {e.language && (
                <div>
                  <dt>{t('detail.language')}</dt>
                  <dd>{e.language}</dd>
                </div>
              )}
              {e.walkDuration && (
                <div>
                  <dt>{t('detail.walking')}</dt>
                  <dd>{e.walkDuration}</dd>
                </div>
              )}
            </dl>
            {!cancelled && <AvailabilityNote state={availability} />}
            {!cancelled && when && <AddToCalendar entry={calendarEntryOf(e, cancelled, when, now, (location) => t('calendar.hiddenVenue', { location }))} fileName={`${e.slug}.ics`} />}
          </div>
          {!cancelled && (
            <div className="event-register">
              <EventRegistration
                event={e}
                bookable={page.bookable}
                answerValues={page.answerValues}
                isFull={availability.status === 'ready' ? availability.availability.isFull : null}
                onRegistered={() => setRegistrations((n) => n + 1)}
              />
            </div>
          )}
        </aside>

        <div className="event-main">
          <LazySection id="event-content" minHeight="120rem">
            <EventContent event={shown} hidden={reveal.hidden} revealLabel={revealLabel} feeText={feeText} />
          </LazySection>
        </div>
      </div>

      {related.length > 0 && (
        <LazySection id="event-related" minHeight="30rem">
          <RelatedEvents events={related} />
        </LazySection>
      )}
    </article>
  );
}
