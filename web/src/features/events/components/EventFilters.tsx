import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

export interface EventFiltersProps {
  cities: FilterOption[];
  types: FilterOption[];
  city: string;
  type: string;
  onChange(next: { city: string; type: string }): void;
  resultCount: number;
}

/** City and type filters for the event list; the result count is announced politely. */
export function EventFilters({ cities, types, city, type, onChange, resultCount }: EventFiltersProps) {
  const id = useId();
  return (
    <form className="event-filters" role="search" aria-label="Filter events" onSubmit={(e) => e.preventDefault()}>
      <div className="event-filters__field">
        <label htmlFor={`${id}-city`}>City</label>
        <select id={`${id}-city`} value={city} onChange={(e) => onChange({ city: e.target.value, type })}>
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
        <select id={`${id}-type`} value={type} onChange={(e) => onChange({ city, type: e.target.value })}>
          <option value="all">All types</option>
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <p className="event-filters__count" aria-live="polite">
        {resultCount === 1 ? '1 event' : `${resultCount} events`}
      </p>
      {(city !== 'all' || type !== 'all') && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ city: 'all', type: 'all' })}>
          Clear filters
        </button>
      )}
    </form>
  );
}
