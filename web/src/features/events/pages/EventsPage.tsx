import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CITIES, CITY_SLUGS, cityIn, isCitySlug } from '@/content/cities';
import { activeLocale, localPath } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { useHydrated, useNow } from '../../../lib/now';
import { EventFilters } from '../components/EventFilters';
import { EventList } from '../components/EventList';
import { CalendarFeeds } from '../components/CalendarFeeds';
import { occurrenceAt, sortForListing } from '../event-data';
import { parseIsoDate } from '@/content/events/calendar';
import { DATE_FILTER_PARAM, DATE_FILTERS, inDateWindow, isDateFilter, windowStartOf, type DateFilter } from '../date-filter';
import { eventSummaries } from '../summaries';
import { eventTypeLabel } from '../event-types';
import '../events.css';

export default function EventsPage() {
  // Read on every render: the prerender renders one catalogue after another (the site publisher).
  const TYPE_VALUES = [...new Set(eventSummaries.map((e) => e.eventType))];
  const TYPES = TYPE_VALUES.map((type) => ({ value: type, label: eventTypeLabel(type) }));
  const CITY_OPTIONS = CITY_SLUGS.map((c) => ({ value: c, label: cityIn(CITIES[c], activeLocale()).name }));
  const dates = DATE_FILTERS.map((value) => ({ value, label: t(`filters.when.${value}`) }));
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
          // The listing's first date from the window's start (a weekly event has dates next month too).
          const next = occurrenceAt(e, windowStartOf(when, now, e.timezone));
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
        eyebrow={t('list.eyebrow')}
        title={t('list.title')}
        subtitle={t('list.subtitle')}
      />
      <div className="container events-page">
        <EventFilters
          cities={CITY_OPTIONS}
          types={TYPES}
          dates={dates}
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
            <p>{rich(t('list.empty'), { strong: (text) => <strong>{text}</strong> })}</p>
            <Button to={localPath('/curated-fika-signup')}>{t('list.join')}</Button>
          </div>
        )}
        <CalendarFeeds city={city === 'all' ? undefined : city} types={city !== 'all' && type !== 'all' ? [type] : []} />
      </div>
    </>
  );
}
