/**
 * Events from the catalogue, shown with the shared EventCard. The listings are the build-time
 * summaries (features/events/summaries.ts: the catalogue is not in the browser); dates are computed
 * by the catalogue's occurrence rules at `useNow()` (the build time while hydrating, so the
 * prerendered HTML and the first client render agree, then the time the page runs). Cancelled listings are
 * left out: these lists are invitations.
 */
import { EventCard } from '../../../components/EventCard';
import { Section } from '../../../components/ui/Section';
import { Button } from '../../../components/ui/Button';
import { track } from '../../../lib/analytics';
import { useNow } from '../../../lib/now';
import { sortForListing, toCardData, type EventSummary } from '../../events/event-data';
import { eventSummaries } from '../../events/summaries';
import { t } from '../i18n';
import { localPath } from '../../../lib/i18n';

/** Listings by id; unknown and cancelled ones are skipped. */
export function eventsByIds(ids: readonly string[]): EventSummary[] {
  return ids.map((id) => eventSummaries.find((e) => e.id === id)).filter((e): e is EventSummary => e !== undefined && !e.cancelled);
}

/** Listings matching a predicate; cancelled ones are skipped. */
export function eventsWhere(predicate: (e: EventSummary) => boolean): EventSummary[] {
  return eventSummaries.filter((e) => predicate(e) && !e.cancelled);
}

/** Cards in time order of their next occurrence (featured ones highlighted in place). */
export function EventGrid({ list }: { list: readonly EventSummary[] }) {
  const now = useNow();
  return (
    <ul className="info-events">
      {sortForListing(list, now).map((e) => (
        <li key={e.id}>
          <EventCard event={toCardData(e, now)} onOpen={(slug) => track('event_card_click', { slug, from: 'info-page' })} />
        </li>
      ))}
    </ul>
  );
}

export interface EventSectionProps {
  title: string;
  subtitle?: string;
  list: readonly EventSummary[];
  tone?: 'default' | 'alt' | 'surface';
}

/** A section of related events with a link to the full calendar. */
export function EventSection({ title, subtitle, list, tone = 'alt' }: EventSectionProps) {
  if (list.length === 0) return null;
  return (
    <Section tone={tone} title={title} subtitle={subtitle}>
      <EventGrid list={list} />
      <p className="info-events__more">
        <Button to={localPath('/events')} variant="secondary">
          {t('events.seeAll')}
        </Button>
      </p>
    </Section>
  );
}
