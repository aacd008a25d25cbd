/**
 * The weekly check-in: every field, the same validation as the server
 * (domain/member/rules.ts), problems listed under "Please fix the following issues:".
 * A second check-in in the same ISO week updates the first.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { CHECKIN_MESSAGES, CHECKIN_TEXT_MAX, validateCheckin, type Checkin } from '@/domain/member/rules';
import { submitCheckin, type SubmitResult } from '../api/member-api';
import { Notice } from '../../../components/ui/Notice';
import { t } from '../i18n';
import { ruleMessage } from '../rule-messages';

type TextField = 'goals_met' | 'challenges_faced' | 'next_week_commitment';
type NumberField = 'mood_rating' | 'progress_rating' | 'time_invested_hours' | 'overall_progress_percentage';
type Fields = Record<TextField | NumberField, string>;

const TEXTS: TextField[] = ['goals_met', 'challenges_faced', 'next_week_commitment'];
const RATINGS: ('mood_rating' | 'progress_rating')[] = ['mood_rating', 'progress_rating'];

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

function initialFields(c: Checkin | null): Fields {
  return {
    goals_met: str(c?.goals_met),
    challenges_faced: str(c?.challenges_faced),
    next_week_commitment: str(c?.next_week_commitment),
    mood_rating: str(c?.mood_rating),
    progress_rating: str(c?.progress_rating),
    time_invested_hours: str(c?.time_invested_hours),
    overall_progress_percentage: str(c?.overall_progress_percentage),
  };
}

export function CheckinForm({ token, week, existing, onSubmitted }: { token: string; week: string; existing: Checkin | null; onSubmitted(r: SubmitResult): void }) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => initialFields(existing));
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'updated'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (field: keyof Fields, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    if (status === 'saved' || status === 'updated') setStatus('idle');
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (status === 'saving') return;
    setFailure(null);
    const v = validateCheckin(fields);
    if (!v.ok) {
      setErrors(v.errors.map(ruleMessage));
      document.getElementById(`${id}-errors`)?.focus();
      return;
    }
    setErrors([]);
    setStatus('saving');
    try {
      const r = await submitCheckin(token, v.value as unknown as Record<string, unknown>);
      if (r.success && r.data) {
        setStatus(r.data.updated ? 'updated' : 'saved');
        onSubmitted(r.data);
      } else {
        setStatus('idle');
        if (r.errors?.length) setErrors(r.errors);
        else setFailure(r.error ?? t('somethingWrong'));
      }
    } catch (err) {
      setStatus('idle');
      setFailure(err instanceof ApiError ? err.message : NETWORK_ERROR);
    }
  }

  return (
    <form className="member-form checkin-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {existing ? t('checkin.updateHeading') : t('checkin.heading')} <span className="member-week">{week}</span>
      </h2>
      <p className="member-hint">{t('checkin.intro')}</p>

      {errors.length > 0 && (
        <div id={`${id}-errors`} className="notice notice--error" role="alert" tabIndex={-1}>
          <p className="notice__title">{ruleMessage(CHECKIN_MESSAGES.fixIssues)}</p>
          <ul>
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}

      {TEXTS.map((field) => {
        const over = fields[field].length > CHECKIN_TEXT_MAX;
        return (
          <div className="member-field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(`checkin.${field}.label`)}</label>
            <textarea
              id={`${id}-${field}`}
              name={field}
              rows={3}
              value={fields[field]}
              onChange={(e) => edit(field, e.target.value)}
              aria-describedby={`${id}-${field}-hint ${id}-${field}-count`}
              aria-invalid={over ? true : undefined}
            />
            <p className="member-hint member-field__meta">
              <span id={`${id}-${field}-hint`}>{t(`checkin.${field}.hint`)}</span>
              <span id={`${id}-${field}-count`} className={over ? 'member-count member-count--over' : 'member-count'}>
                {fields[field].length}/{CHECKIN_TEXT_MAX}
              </span>
            </p>
          </div>
        );
      })}

      <div className="member-grid">
        {RATINGS.map((field) => (
          <fieldset className="member-rating" key={field}>
            <legend>
              {t(`checkin.${field}.label`)} <span className="member-hint">{t(`checkin.${field}.scale`)}</span>
            </legend>
            <div className="member-rating__options">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="member-rating__option">
                  <input type="radio" name={`${id}-${field}`} value={n} checked={fields[field] === String(n)} onChange={() => edit(field, String(n))} />
                  <span>{n}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="member-field">
          <label htmlFor={`${id}-hours`}>{t('checkin.hours.label')}</label>
          <input
            id={`${id}-hours`}
            name="time_invested_hours"
            type="number"
            inputMode="decimal"
            min={0}
            max={168}
            step={0.5}
            value={fields.time_invested_hours}
            onChange={(e) => edit('time_invested_hours', e.target.value)}
            aria-describedby={`${id}-hours-hint`}
          />
          <p id={`${id}-hours-hint`} className="member-hint">
            {t('checkin.hours.hint')}
          </p>
        </div>
        <div className="member-field">
          <label htmlFor={`${id}-pct`}>{t('checkin.pct.label')}</label>
          <input
            id={`${id}-pct`}
            name="overall_progress_percentage"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            value={fields.overall_progress_percentage}
            onChange={(e) => edit('overall_progress_percentage', e.target.value)}
            aria-describedby={`${id}-pct-hint`}
          />
          <p id={`${id}-pct-hint`} className="member-hint">
            {t('checkin.pct.hint')}
          </p>
        </div>
      </div>

      <Notice tone="error" text={failure} />
      <div aria-live="polite">
        {status === 'saved' && <p className="notice notice--success">{t('checkin.saved')}</p>}
        {status === 'updated' && <p className="notice notice--success">{t('checkin.updated')}</p>}
      </div>
      <Button type="submit" disabled={status === 'saving'}>
        {status === 'saving' ? t('checkin.saving') : existing ? t('checkin.update') : t('checkin.submit')}
      </Button>
    </form>
  );
}
