/**
 * The cities of the weekly digest email (docs/digest.md): one checkbox per city. Used by the
 * newsletter signup form and the member dashboard; the server keeps the choice.
 */
import { useId } from 'react';
import { CITY_SLUGS, type CitySlug } from '@/content/cities';
import { t } from '../lib/i18n/common';

/** The city a page is about (its path names one), else null. */
export function cityOfPath(pathname: string): CitySlug | null {
  return CITY_SLUGS.find((c) => new RegExp(`(^|/)${c}(/|$)`).test(pathname)) ?? null;
}

export interface DigestCitiesProps {
  value: CitySlug[];
  onChange(next: CitySlug[]): void;
  disabled?: boolean;
}

export function DigestCities({ value, onChange, disabled }: DigestCitiesProps) {
  const id = useId();
  const toggle = (city: CitySlug, on: boolean) => onChange(CITY_SLUGS.filter((c) => (c === city ? on : value.includes(c))));
  return (
    <fieldset className="digest-cities" disabled={disabled}>
      <legend className="join-label digest-cities__legend">{t('join.digest.legend')}</legend>
      {CITY_SLUGS.map((city) => (
        <label key={city} htmlFor={`${id}-${city}`} className="digest-cities__city">
          <input id={`${id}-${city}`} type="checkbox" name="cities" value={city} checked={value.includes(city)} onChange={(e) => toggle(city, e.target.checked)} />{' '}
          {t(`join.digest.city.${city}`)}
        </label>
      ))}
    </fieldset>
  );
}
