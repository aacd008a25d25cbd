/**
 * Events from the catalogue, shown with the shared EventCard. Dates come from the catalogue's own
 * rules with `useNow()` (the build time while hydrating, so the prerendered HTML and the first
 * client render agree). Cancelled listings are left out: these lists are invitations.
 */
import { EventCard, type EventCardData } from '../../../components/EventCard';
import { Section } from '../../../components/ui/Section';
import { Button } from '../../../components/ui/Button';
import { track } from '../../../lib/analytics';
import { shortDateLabel, timeRangeLabel } from '../../../lib/event-display';
import { eventImageKey } from '../../../lib/event-image';
import { useNow } from '../../../lib/now';
import { eventById, events, isCancelled, nextOccurrence, type EventListing } from '../../../../../content/events/index';

export function toCard(e: EventListing, now: Date): EventCardData {
  const next = nextOccurrence(e, now);
  return {
    slug: e.slug,
    title: e.title,
    summary: e.description,
    imageKey: eventImageKey(e),
    emoji: e.iconValue,
    cityDisplay: e.cityDisplay,
    dateLabel: e.eventFrequency === 'weekly' ? `Every ${e.dayOfWeek}` : next ? shortDateLabel(next) : null,
    timeLabel: timeRangeLabel(e.startTime, e.endTime, e.timezone),
    location: e.location,
    price: e.price,
    featured: e.featured,
    cancelled: isCancelled(e),
    exclusive: e.exclusive,
  };
}

/** Listings by id, in the order given; unknown and cancelled ones are skipped. */
export function eventsByIds(ids: readonly string[]): EventListing[] {
  return ids.map((id) => eventById(id)).filter((e): e is EventListing => e !== undefined && !isCancelled(e));
}

/** Listings matching a predicate, featured first; cancelled ones are skipped. */
export function eventsWhere(predicate: (e: EventListing) => boolean): EventListing[] {
  const list = events.filter((e) => predicate(e) && !isCancelled(e));
  return [...list.filter((e) => e.featured), ...list.filter((e) => !e.featured)];
}

export function EventGrid({ list }: { list: readonly EventListing[] }) {
  const now = useNow();
  return (
    <ul className="info-events">
      {list.map((e) => (
        <li key={e.id}>
          <EventCard event={toCard(e, now)} onOpen={(slug) => track('event_card_click', { slug, from: 'info-page' })} />
        </li>
      ))}
    </ul>
  );
}

export interface EventSectionProps {
  title: string;
  subtitle?: string;
  list: readonly EventListing[];
  tone?: 'default' | 'alt' | 'surface';
}

/** A section of related events with a link to the full calendar. */
export function EventSection({ title, subtitle, list, tone = 'alt' }: EventSectionProps) {
  if (list.length === 0) return null;
  return (
    <Section tone={tone} title={title} subtitle={subtitle}>
      <EventGrid list={list} />
      <p className="info-events__more">
        <Button to="/events" variant="secondary">
          See all events
        </Button>
      </p>
    </Section>
  );
}
