import { RATING_MAX, RATING_MIN } from '@/domain/curated/rules';
import { t } from '../i18n';

/** A 0-10 rating as a row of radio buttons in a fieldset (keyboard: arrow keys move within the group). */
export function RatingInput({ name, legend, value, onChange, error }: { name: string; legend: string; value: number | null; onChange: (v: number) => void; error?: string }) {
  const values = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  return (
    <fieldset className="cf-rating" aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="cf-rating__row">
        {values.map((v) => (
          <label key={v} className={value === v ? 'cf-rating__opt is-on' : 'cf-rating__opt'}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
            <span>{v}</span>
          </label>
        ))}
      </div>
      <div className="cf-rating__ends muted" aria-hidden="true">
        <span>{t('feedback.rating.low')}</span>
        <span>{t('feedback.rating.high')}</span>
      </div>
      {error && (
        <p id={`${name}-error`} className="cf-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
