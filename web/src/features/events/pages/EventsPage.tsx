import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CITIES, CITY_SLUGS, isCitySlug } from '@/content/cities';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { useHydrated, useNow } from '../../../lib/now';
import { EventFilters } from '../components/EventFilters';
import { EventList } from '../components/EventList';
import { occurrenceAt, sortForListing } from '../event-data';
import { parseIsoDate } from '@/content/events/calendar';
import { DATE_FILTER_PARAM, DATE_FILTERS, inDateWindow, isDateFilter, type DateFilter } from '../date-filter';
import { eventSummaries } from '../summaries';
import { eventTypeLabel } from '../event-types';
import '../events.css';

const TYPES = [...new Set(eventSummaries.map((e) => e.eventType))].map((t) => ({ value: t, label: eventTypeLabel(t) }));
const CITY_OPTIONS = CITY_SLUGS.map((c) => ({ value: c, label: CITIES[c].name }));

export default function EventsPage() {
  const now = useNow();
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  // The prerendered page lists everything; a filtered URL applies once the app runs.
  const cityParam = hydrated ? (params.get('city') ?? 'all') : 'all';
  const typeParam = hydrated ? (params.get('type') ?? 'all') : 'all';
  const whenParam = hydrated ? (params.get(DATE_FILTER_PARAM) ?? 'all') : 'all';
  const city = cityParam === 'all' || isCitySlug(cityParam) ? cityParam : 'all';
  const type = typeParam === 'all' || TYPES.some((t) => t.value === typeParam) ? typeParam : 'all';
  const when: DateFilter = isDateFilter(whenParam) ? whenParam : 'all';

  const shown = useMemo(
    () =>
      sortForListing(
        eventSummaries.filter((e) => {
          if ((city !== 'all' && e.city !== city) || (type !== 'all' && e.eventType !== type)) return false;
          if (when === 'all') return true;
          const next = occurrenceAt(e, now);
          return inDateWindow(when, next ? parseIsoDate(next.date) : null, now, e.timezone);
        }),
        now,
      ),
    [city, type, when, now],
  );

  return (
    <>
      <Seo type="website" />
      <PageHeader
        eyebrow="Events"
        title="Find your next table"
        subtitle="Fikas, walks, food nights and accountability circles. Most are free — you only pay for your own coffee. Every time is shown in the venue's local time."
      />
      <div className="container events-page">
        <EventFilters
          cities={CITY_OPTIONS}
          types={TYPES}
          dates={DATE_FILTERS}
          city={city}
          type={type}
          when={when}
          resultCount={shown.length}
          onChange={(next) => {
            const p = new URLSearchParams();
            if (next.city !== 'all') p.set('city', next.city);
            if (next.type !== 'all') p.set('type', next.type);
            if (next.when !== 'all') p.set(DATE_FILTER_PARAM, next.when);
            setParams(p, { replace: true, preventScrollReset: true });
          }}
        />
        {shown.length > 0 ? (
          <EventList id="events-list" events={shown} now={now} source="events" />
        ) : (
          <div className="notice events-page__empty">
            <p>
              <strong>No events match those filters yet.</strong> New tables open every month — try another city, type or date, or join the list and we'll let you know.
            </p>
            <Button to="/curated-fika-signup">Join Now</Button>
          </div>
        )}
      </div>
    </>
  );
}
