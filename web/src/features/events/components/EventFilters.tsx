import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface EventFilterValues {
  city: string;
  type: string;
  /** The date window (date-filter.ts); "all" for every date. */
  when: string;
}

export interface EventFiltersProps extends EventFilterValues {
  cities: readonly FilterOption[];
  types: readonly FilterOption[];
  dates: readonly FilterOption[];
  onChange(next: EventFilterValues): void;
  resultCount: number;
}

/** City, type and date filters for the event list; the result count is announced politely. */
export function EventFilters({ cities, types, dates, city, type, when, onChange, resultCount }: EventFiltersProps) {
  const id = useId();
  const current = { city, type, when };
  return (
    <form className="event-filters" role="search" aria-label="Filter events" onSubmit={(e) => e.preventDefault()}>
      <div className="event-filters__field">
        <label htmlFor={`${id}-city`}>City</label>
        <select id={`${id}-city`} value={city} onChange={(e) => onChange({ ...current, city: e.target.value })}>
          <option value="all">All cities</option>
          {cities.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="event-filters__field">
        <label htmlFor={`${id}-type`}>Type of event</label>
        <select id={`${id}-type`} value={type} onChange={(e) => onChange({ ...current, type: e.target.value })}>
          <option value="all">All types</option>
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="event-filters__field">
        <label htmlFor={`${id}-when`}>When</label>
        <select id={`${id}-when`} value={when} onChange={(e) => onChange({ ...current, when: e.target.value })}>
          <option value="all">All dates</option>
          {dates.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <p className="event-filters__count" aria-live="polite">
        {resultCount === 1 ? '1 event' : `${resultCount} events`}
      </p>
      {(city !== 'all' || type !== 'all' || when !== 'all') && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ city: 'all', type: 'all', when: 'all' })}>
          Clear filters
        </button>
      )}
    </form>
  );
}
