import { useEffect, useState } from 'react';
import { useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { EventRegistration } from '../../reservations/components/EventRegistration';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { Badge } from '../../../components/ui/Badge';
import { LazySection, lazyNear } from '../../../components/LazySection';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { track } from '../../../lib/analytics';
import { useHydrated, useNow } from '../../../lib/now';
import { longDateLabel } from '../../../lib/event-display';
import { contextImage } from '@/content/image-presets';
import { imageAlt } from '@/content/images/index';
import { useAvailability } from '../api/get-availability';
import { AddToCalendar } from '../components/AddToCalendar';
import { AvailabilityNote } from '../components/AvailabilityNote';
import { PaymentBanner } from '../components/PaymentBanner';
import { calendarEntryOf, cancelledOccurrenceAt, eventJsonLdOf, pageOccurrenceAt, venueRevealOf, whenOf, type EventPageData } from '../event-data';
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

const revealFormat = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(d);

function EventNotFound({ slug }: { slug: string }) {
  useEffect(() => {
    track('page_not_found', { path: `/events/${slug}`, kind: 'event' });
  }, [slug]);
  return (
    <div className="container event-missing">
      <Seo title="Event not found" noindex description="This event does not exist or is no longer listed." />
      <h1>We couldn't find that event</h1>
      <p>It may have finished, changed its name, or the link may be missing a letter. Plenty of other tables are waiting for you.</p>
      <p className="event-missing__actions">
        <Button to="/events">See all events</Button>
        <Button to="/contact" variant="secondary">
          Ask us
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

function EventDetail({ page }: { page: EventPageData }) {
  const { event: e, cancelled, imageKey, related, feeText } = page;
  const now = useNow();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const occurrence = pageOccurrenceAt(e, now);
  const when = whenOf(e, occurrence);
  const cancelledWhen = whenOf(e, cancelledOccurrenceAt(e, now));
  const reveal = venueRevealOf(e, occurrence);
  const [registrations, setRegistrations] = useState(0);
  const availability = useAvailability(e.slug, !cancelled, registrations);
  const revealLabel = reveal.revealAt && reveal.revealAt > now ? revealFormat(reveal.revealAt, e.timezone) : null;

  return (
    <article className="event-page">
      <Seo
        title={when ? `${e.title} · ${e.cityDisplay}, ${longDateLabel(when.date)}` : e.title}
        description={e.description.length > 200 ? `${e.description.slice(0, e.description.lastIndexOf(' ', 197))}…` : e.description}
        image={contextImage(imageKey, 'event-hero').src}
        imageAlt={imageAlt[imageKey]}
        jsonLd={eventJsonLdOf(page, occurrence, now)}
      />
      <header className="event-hero">
        <div className="container event-hero__inner">
          <Breadcrumb
            items={[
              { label: 'Events', to: '/events' },
              { label: e.cityDisplay, to: `/events/city/${e.city}` },
              { label: e.title },
            ]}
          />
          {hydrated && <PaymentBanner payment={params.get('payment')} sessionId={params.get('session_id')} eventSlug={e.slug} eventTitle={e.title} />}
          <div className="event-hero__grid">
            <div className="event-hero__copy">
              <div className="event-hero__badges">
                <Badge tone="accent">{e.cityDisplay}</Badge>
                <Badge>{eventTypeLabel(e.eventType)}</Badge>
                {cancelled && <Badge tone="danger">Cancelled</Badge>}
                {!cancelled && e.featured && <Badge tone="primary">Featured</Badge>}
                {e.exclusive && <Badge tone="warning">Founding members only</Badge>}
              </div>
              <h1 className="event-hero__title">
                <span aria-hidden="true">{e.iconValue} </span>
                {e.title}
              </h1>
              <p className="event-hero__lead">{e.description}</p>
            </div>
            <div className="event-hero__media">
              <ResponsiveImage imageKey={imageKey} context="event-hero" alt={imageAlt[imageKey] ?? ''} priority sizes="(min-width: 1024px) 560px, 100vw" />
            </div>
          </div>
        </div>
      </header>

      <div className="container event-layout">
        <aside className="event-aside" aria-label="Event details">
          <div className="event-facts">
            <h2 className="event-facts__title">At a glance</h2>
            {cancelled ? (
              <p className="notice notice--error">
                <strong>This event has been cancelled.</strong> We're sorry to miss you — have a look at the other tables below.
              </p>
            ) : null}
            <dl className="facts">
              <div>
                <dt>When</dt>
                <dd>
                  {cancelled ? 'Cancelled' : when ? when.dateLabel : 'Date to be announced'}
                  {cancelledWhen && (
                    <span className="muted">
                      {' '}
                      (was {cancelledWhen.dateLabel}, {cancelledWhen.timeLabel})
                    </span>
                  )}
                  {e.eventFrequency === 'weekly' && !cancelled && <span className="muted"> (every {e.dayOfWeek})</span>}
                </dd>
              </div>
              {!cancelled && when && (
                <div>
                  <dt>Time</dt>
                  <dd>
                    {when.timeLabel}
                    <span className="muted"> · local time in {e.cityDisplay}</span>
                  </dd>
                </div>
              )}
              <div>
                <dt>Where</dt>
                <dd>{e.location}</dd>
              </div>
              <div>
                <dt>Price</dt>
                <dd>
                  {e.price}
                  {e.cost && <span className="muted"> · {e.cost}</span>}
                </dd>
              </div>
              <div>
                <dt>Group size</dt>
                <dd>Up to {e.capacity} people</dd>
              </div>
              <div>
                <dt>Good for</dt>
                <dd>{e.difficulty}</dd>
              </div>
              {e.language && (
                <div>
                  <dt>Language</dt>
                  <dd>{e.language}</dd>
                </div>
              )}
              {e.walkDuration && (
                <div>
                  <dt>Walking</dt>
                  <dd>{e.walkDuration}</dd>
                </div>
              )}
            </dl>
            {!cancelled && <AvailabilityNote state={availability} />}
            {!cancelled && when && <AddToCalendar entry={calendarEntryOf(e, cancelled, when, now)} fileName={`${e.slug}.ics`} />}
          </div>
          {!cancelled && (
            <div className="event-register">
              <EventRegistration
                event={e}
                bookable={page.bookable}
                isFull={availability.status === 'ready' ? availability.availability.isFull : null}
                onRegistered={() => setRegistrations((n) => n + 1)}
              />
            </div>
          )}
        </aside>

        <div className="event-main">
          <LazySection id="event-content" minHeight="120rem">
            <EventContent event={e} hidden={reveal.hidden} revealLabel={revealLabel} feeText={feeText} />
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
