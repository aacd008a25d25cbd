import { EventCard } from '../../../components/EventCard';
import { deferUntilNear, LazySection } from '../../../components/LazySection';
import { track } from '../../../lib/analytics';
import { toCardData, type EventSummary } from '../event-data';

export interface EventListProps {
  events: readonly EventSummary[];
  now: Date;
  /** Where the click came from (analytics). */
  source: string;
  headingLevel?: 'h2' | 'h3';
  /**
   * With an id, only the first `eager` cards hydrate at once; the rest hydrate when the reader
   * scrolls near them (their HTML is prerendered either way).
   */
  id?: string;
  eager?: number;
}

function Cards({ events, now, source, headingLevel = 'h2' }: EventListProps) {
  return (
    <ul className="grid event-list">
      {events.map((e) => (
        <li key={e.slug}>
          <EventCard event={toCardData(e, now)} headingLevel={headingLevel} onOpen={(slug) => track('event_card_click', { slug, source, city: e.city, type: e.eventType })} />
        </li>
      ))}
    </ul>
  );
}

/** A grid of event cards; opening one records `event_card_click`. */
export function EventList({ id, eager = 6, ...props }: EventListProps) {
  if (!id || props.events.length <= eager) return <Cards {...props} />;
  const Rest = deferUntilNear(`${id}-more`, Cards);
  return (
    <>
      <Cards {...props} events={props.events.slice(0, eager)} />
      <LazySection id={`${id}-more`} minHeight="40rem">
        <Rest {...props} events={props.events.slice(eager)} />
      </LazySection>
    </>
  );
}
