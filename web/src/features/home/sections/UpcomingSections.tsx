import { Link } from 'react-router-dom';
import { Section } from '../../../components/ui/Section';
import { Card } from '../../../components/ui/Card';
import { Button } from '../../../components/ui/Button';
import { EventCard } from '../../../components/EventCard';
import { track } from '../../../lib/analytics';
import { cardDate } from '../../../lib/event-display';
import { useNow } from '../../../lib/now';
import { homeContent } from '../home-content';
import { pickUpcoming } from '../upcoming';

/** The weekly-fika and events sections of the home page. */
export default function UpcomingSections() {
  const now = useNow();
  const upcoming = pickUpcoming(homeContent.events, now, 4);
  const weekly = homeContent.events.filter((e) => e.eventFrequency === 'weekly');

  return (
    <>
      <Section
        id="weekly-fika"
        eyebrow="Weekly fika"
        title="A standing coffee date with the community"
        subtitle="Same place, same time, every week. Come once to see what it is like, or make it your weekly reset. No speeches, no sales pitches: just good coffee and a question on every table."
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
                      Every {e.dayOfWeek} · {e.timeLabel}
                    </p>
                    <p className="weekly-card__where muted">{e.location}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p>
            Our weekly tables are taking a short break. <Link to="/events">See every upcoming event</Link>.
          </p>
        )}
      </Section>

      <Section
        id="events"
        tone="surface"
        eyebrow="Upcoming events"
        title="Pull up a chair"
        subtitle="The next gatherings across our cities, soonest first. Times are shown in each venue's local time."
      >
        {upcoming.length > 0 ? (
          <ul className="grid home-events">
            {upcoming.map(({ event, date }) => (
              <li key={event.slug}>
                <EventCard
                  event={{ ...event, date: cardDate(event, date, now), cancelled: false }}
                  onOpen={(slug) => track('event_card_click', { slug, source: 'home' })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p>New dates are on their way. Join the list above and you'll hear about them first.</p>
        )}
        <p className="section-cta">
          <Button to="/events" variant="secondary">
            See all events
          </Button>
        </p>
      </Section>
    </>
  );
}
