import { useNow } from '../../../lib/now';
import { sortForListing, type EventSummary } from '../event-data';
import { EventList } from './EventList';
import { t } from '../i18n';

/** "You might also like": the listing's related events, in time order. */
export default function RelatedEvents({ events }: { events: readonly EventSummary[] }) {
  const now = useNow();
  return (
    <section className="section section--alt" aria-labelledby="related-title">
      <div className="container">
        <h2 id="related-title">{t('related.title')}</h2>
        <EventList events={sortForListing(events, now)} now={now} source="related" headingLevel="h3" />
      </div>
    </section>
  );
}
