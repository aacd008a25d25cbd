import { Link } from './LocalLink';
import { t } from '../lib/i18n/common';
import { ResponsiveImage } from './ResponsiveImage';
import { Badge } from './ui/Badge';
import type { CardDate } from '../lib/event-display';
import './event-card.css';

export interface EventCardData {
  slug: string;
  title: string;
  summary: string;
  imageKey: string;
  emoji: string;
  cityDisplay: string;
  /** The next occurrence (event-display `cardDate`); null when there is no date to show. */
  date: CardDate | null;
  /** "2:00 PM – 4:00 PM JST" */
  timeLabel: string | null;
  location: string;
  price: string;
  featured: boolean;
  cancelled: boolean;
  exclusive?: boolean;
}

export interface EventCardProps {
  event: EventCardData;
  /** Heading level inside the list. */
  headingLevel?: 'h2' | 'h3';
  onOpen?(slug: string): void;
}

/**
 * One event in a list: the whole card is one link (the title's), so it reads well on a screen reader.
 * A featured event is highlighted where it stands (badge and border); lists never move it ahead of sooner ones.
 */
export function EventCard({ event, headingLevel: H = 'h3', onOpen }: EventCardProps) {
  const modifier = event.cancelled ? ' event-card--cancelled' : event.featured ? ' event-card--featured' : '';
  return (
    <article className={`event-card${modifier}`}>
      <div className="event-card__media">
        <ResponsiveImage imageKey={event.imageKey} context="event-card" alt="" sizes="(min-width: 1024px) 364px, (min-width: 640px) 50vw, 100vw" />
        <span className="event-card__emoji" aria-hidden="true">
          {event.emoji}
        </span>
      </div>
      <div className="event-card__body">
        <div className="event-card__badges">
          <Badge tone="accent">{event.cityDisplay}</Badge>
          {event.cancelled ? <Badge tone="danger">{t('eventCard.cancelled')}</Badge> : event.featured ? <Badge tone="primary">{t('eventCard.featured')}</Badge> : null}
          {event.exclusive && <Badge tone="warning">{t('eventCard.foundingMembers')}</Badge>}
        </div>
        <H className="event-card__title">
          <Link to={`/events/${event.slug}`} className="event-card__link" onClick={() => onOpen?.(event.slug)}>
            {event.title}
          </Link>
        </H>
        <p className="event-card__summary">{event.summary}</p>
        <dl className="event-card__facts">
          <div>
            <dt>{t('eventCard.when')}</dt>
            <dd>
              {event.cancelled ? (
                t('eventCard.cancelledText')
              ) : (
                <>
                  {event.date ? (
                    <>
                      {event.date.prefix}
                      <time dateTime={event.date.dateTime}>{event.date.label}</time>
                    </>
                  ) : (
                    t('eventCard.dateTba')
                  )}
                  {event.timeLabel && (
                    <>
                      <br />
                      {event.timeLabel}
                    </>
                  )}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('eventCard.where')}</dt>
            <dd>{event.location}</dd>
          </div>
          <div>
            <dt>{t('eventCard.price')}</dt>
            <dd>{event.price}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
