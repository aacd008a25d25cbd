import { useId } from 'react';
import { t } from '../i18n';

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

/** One labelled filter: "all" first (`allLabel`), then the options. */
function FilterSelect(props: { id: string; label: string; allLabel: string; options: readonly FilterOption[]; value: string; onChange(value: string): void }) {
  return (
    <div className="event-filters__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="all">{props.allLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** City, type and date filters for the event list; the result count is announced politely. */
export function EventFilters({ cities, types, dates, city, type, when, onChange, resultCount }: EventFiltersProps) {
  const id = useId();
  const current = { city, type, when };
  return (
    <form className="event-filters" role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <FilterSelect id={`${id}-city`} label={t('filters.city')} allLabel={t('filters.city.all')} options={cities} value={city} onChange={(v) => onChange({ ...current, city: v })} />
      <FilterSelect id={`${id}-type`} label={t('filters.type')} allLabel={t('filters.type.all')} options={types} value={type} onChange={(v) => onChange({ ...current, type: v })} />
      <FilterSelect id={`${id}-when`} label={t('filters.when')} allLabel={t('filters.when.all')} options={dates} value={when} onChange={(v) => onChange({ ...current, when: v })} />
      <p className="event-filters__count" aria-live="polite">
        {t('filters.count', { count: resultCount })}
      </p>
      {(city !== 'all' || type !== 'all' || when !== 'all') && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => onChange({ city: 'all', type: 'all', when: 'all' })}>
          {t('filters.clear')}
        </button>
      )}
    </form>
  );
}
