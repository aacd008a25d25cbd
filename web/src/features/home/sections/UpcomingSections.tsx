import { Link } from '../../../components/LocalLink';
import { intlLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { Section } from '../../../components/ui/Section';
import { Card } from '../../../components/ui/Card';
import { Button } from '../../../components/ui/Button';
import { EventCard } from '../../../components/EventCard';
import { track } from '../../../lib/analytics';
import { cardDate, timeRangeLabel } from '../../../lib/event-display';
import { timesOn } from '@/content/events/occurrence';
import { useNow } from '../../../lib/now';
import { homeContent } from '../home-content';
import { pickUpcoming } from '../upcoming';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A catalogue weekday ("Tuesday") in the page's language ("火曜日"). */
function weekdayName(day: string): string {
  const i = WEEKDAYS.indexOf(day);
  // 2026-11-22 was a Sunday.
  return i < 0 ? day : new Intl.DateTimeFormat(intlLocale(), { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 22 + i)));
}

/** The weekly-fika and events sections of the home page. */
export default function UpcomingSections() {
  const now = useNow();
  const { events } = homeContent();
  const upcoming = pickUpcoming(events, now, 4);
  const weekly = events.filter((e) => e.eventFrequency === 'weekly');

  return (
    <>
      <Section
        id="weekly-fika"
        eyebrow={t('weekly.eyebrow')}
        title={t('weekly.title')}
        subtitle={t('weekly.subtitle')}
      >
        {weekly.length > 0 ? (
          <ul className="weekly-list">
            {weekly.map((e) => (
              <li key={e.slug}>
                <Card as="div" className="weekly-card">
                  <span className="weekly-card__emoji" aria-hidden="true">
                    {e.emoji}
                  </span>
                  <div>
                    <h3 className="weekly-card__title">
                      <Link to={`/events/${e.slug}`}>{e.title}</Link>
                    </h3>
                    <p className="weekly-card__when">
                      {t('weekly.when', { day: weekdayName(e.dayOfWeek), time: e.timeLabel })}
                    </p>
                    <p className="weekly-card__where muted">{e.location}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p>{rich(t('weekly.empty'), { link: (text) => <Link to="/events">{text}</Link> })}</p>
        )}
      </Section>

      <Section
        id="events"
        tone="surface"
        eyebrow={t('events.eyebrow')}
        title={t('events.title')}
        subtitle={t('events.subtitle')}
      >
        {upcoming.length > 0 ? (
          <ul className="grid home-events">
            {upcoming.map(({ event, date }) => {
              // The date's own times: an organiser may have moved it.
              const times = { ...event, ...timesOn(event, date) };
              return (
                <li key={event.slug}>
                  <EventCard
                    event={{ ...event, date: cardDate(times, date, now), timeLabel: timeRangeLabel(times.startTime, times.endTime, event.timezone), cancelled: false }}
                    onOpen={(slug) => track('event_card_click', { slug, source: 'home' })}
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t('events.empty')}</p>
        )}
        <p className="section-cta">
          <Button to="/events" variant="secondary">
            {t('events.all')}
          </Button>
        </p>
      </Section>
    </>
  );
}
