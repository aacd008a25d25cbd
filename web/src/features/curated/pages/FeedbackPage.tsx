/** `/curated-fika/feedback?session=…&participant=…&token=…`: the feedback form (ratings 0-10, connections, attendance, free text). */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { GROUP_MAX, TEXT_MAX } from '@/domain/curated/rules';
import { FEEDBACK_TEXT_FIELDS, PREFERRED_GROUP_SIZES, RATING_FIELDS, type FieldErrors, type RatingField } from '@/domain/curated/forms';
import { rich } from '../../../lib/i18n/rich';
import { sessionDate } from '../lib/format';
import { feedbackErrorsShown } from '../lib/labels';
import { t } from '../i18n';
import { getLinkDetails, linkParams, submitFeedback, type LinkDetails } from '../api/curated-api';
import { RatingInput } from '../components/RatingInput';
import { Notice } from '../../../components/ui/Notice';
import '../curated.css';

type State = { kind: 'loading' } | { kind: 'form'; details: LinkDetails } | { kind: 'done' } | { kind: 'error'; message: string };
type YesNo = boolean | null;

function YesNoField({ name, legend, value, onChange, error }: { name: string; legend: string; value: YesNo; onChange: (v: boolean) => void; error?: string }) {
  return (
    <fieldset className="cf-yesno">
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={value === true} onChange={() => onChange(true)} /> {t('feedback.yes')}
      </label>
      <label>
        <input type="radio" name={name} checked={value === false} onChange={() => onChange(false)} /> {t('feedback.no')}
      </label>
      {error && <p className="cf-error">{error}</p>}
    </fieldset>
  );
}

export default function FeedbackPage() {
  const id = useId();
  const [search] = useSearchParams();
  const link = linkParams(search);
  const key = link ? `${link.sessionId}|${link.participantId}|${link.token}` : '';
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [ratings, setRatings] = useState<Record<RatingField, number | null>>(() => Object.fromEntries(RATING_FIELDS.map((k) => [k, null])) as Record<RatingField, number | null>);
  const [flags, setFlags] = useState<{ connection_made: YesNo; would_attend_again: YesNo; all_attendees_present: YesNo }>({ connection_made: null, would_attend_again: null, all_attendees_present: null });
  const [numbers, setNumbers] = useState({ individual_connections: '', preferred_group_size: '', expected_attendees: '', actual_attendees: '' });
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!link) {
      setState({ kind: 'error', message: t('feedback.invalid') });
      return;
    }
    let cancelled = false;
    getLinkDetails(link, 'feedback')
      .then((r) => {
        if (cancelled) return;
        if (!r.success || !r.data) return setState({ kind: 'error', message: r.error || t('feedback.openFailed') });
        if (r.data.feedbackSubmitted) return setState({ kind: 'done' });
        setNumbers((n) => ({ ...n, expected_attendees: String(r.data!.expectedAttendees) }));
        setState({ kind: 'form', details: r.data });
      })
      .catch(() => !cancelled && setState({ kind: 'error', message: t('msg.networkError') }));
    return () => {
      cancelled = true;
    };
  }, [key]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!link || busy) return;
    const body: Record<string, unknown> = { ...ratings, ...flags, ...texts };
    for (const [k, v] of Object.entries(numbers)) if (v !== '') body[k] = k === 'preferred_group_size' ? v : Number(v);
    const found = feedbackErrorsShown(body);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setServerError(null);
    try {
      const r = await submitFeedback(link, body);
      if (r.success || r.alreadySubmitted) setState({ kind: 'done' });
      else setServerError(r.error || t('feedback.saveFailed'));
    } catch {
      setServerError(t('msg.networkError'));
    } finally {
      setBusy(false);
    }
  }

  const s = state.kind === 'form' ? state.details.participation.curated_fika_sessions : null;
  return (
    <>
      <Seo title={t('route./curated-fika/feedback.title')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('feedback.header.title')} subtitle={t('feedback.header.subtitle')} />
      <div className="container cf-page">
        {state.kind === 'loading' && (
          <p role="status" className="cf-panel">
            {t('state.loading')}
          </p>
        )}
        {state.kind === 'done' && (
          <div className="cf-panel">
            <p className="notice notice--success" role="status">
              {t('feedback.thanks')}
            </p>
            <Button to="/events">{t('action.browseEvents')}</Button>
          </div>
        )}
        {state.kind === 'error' && (
          <div className="cf-panel">
            <p className="notice notice--error" role="alert">
              {state.message}
            </p>
            <Button to="/contact">{t('action.contactSupport')}</Button>
          </div>
        )}
        {state.kind === 'form' && s && (
          <form className="cf-panel cf-form" onSubmit={onSubmit} noValidate>
            <p>
              {rich(t('feedback.intro', { name: state.details.firstName, title: s.session_title, date: sessionDate(s.session_date, s.venue_timezone), venue: s.venue_name }), {
                strong: (text) => <strong>{text}</strong>,
              })}
            </p>
            {RATING_FIELDS.map((k) => (
              <RatingInput key={k} name={k} legend={t(`feedback.rating.${k}`)} value={ratings[k]} onChange={(v) => setRatings((r) => ({ ...r, [k]: v }))} error={errors[k]} />
            ))}
            <YesNoField name="connection_made" legend={t('feedback.connection_made')} value={flags.connection_made} onChange={(v) => setFlags((f) => ({ ...f, connection_made: v }))} error={errors.connection_made} />
            <YesNoField name="would_attend_again" legend={t('feedback.would_attend_again')} value={flags.would_attend_again} onChange={(v) => setFlags((f) => ({ ...f, would_attend_again: v }))} error={errors.would_attend_again} />
            <div className="cf-grid">
              <div className="cf-field">
                <label htmlFor={`${id}-ic`}>{t('feedback.individual_connections')}</label>
                <select id={`${id}-ic`} value={numbers.individual_connections} onChange={(e) => setNumbers((n) => ({ ...n, individual_connections: e.target.value }))}>
                  <option value="">{t('feedback.choose')}</option>
                  {Array.from({ length: GROUP_MAX }, (_, i) => (
                    <option key={i} value={i}>
                      {i}
                    </option>
                  ))}
                </select>
              </div>
              <div className="cf-field">
                <label htmlFor={`${id}-size`}>{t('feedback.preferred_group_size')}</label>
                <select id={`${id}-size`} value={numbers.preferred_group_size} onChange={(e) => setNumbers((n) => ({ ...n, preferred_group_size: e.target.value }))}>
                  <option value="">{t('feedback.choose')}</option>
                  {PREFERRED_GROUP_SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n === 'no_preference' ? t('feedback.noPreference') : t('feedback.people', { count: n })}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <YesNoField name="all_attendees_present" legend={t('feedback.all_attendees_present')} value={flags.all_attendees_present} onChange={(v) => setFlags((f) => ({ ...f, all_attendees_present: v }))} />
            <div className="cf-grid">
              {(['expected_attendees', 'actual_attendees'] as const).map((k) => (
                <div className="cf-field" key={k}>
                  <label htmlFor={`${id}-${k}`}>{t(`feedback.${k}`)}</label>
                  <input id={`${id}-${k}`} type="number" min={0} max={GROUP_MAX} value={numbers[k]} onChange={(e) => setNumbers((n) => ({ ...n, [k]: e.target.value }))} aria-invalid={errors[k] ? true : undefined} />
                  {errors[k] && <p className="cf-error">{errors[k]}</p>}
                </div>
              ))}
            </div>
            {FEEDBACK_TEXT_FIELDS.map((k) => (
              <div className="cf-field" key={k}>
                <label htmlFor={`${id}-${k}`}>
                  {t(`feedback.text.${k}`)} <span className="muted">{t('feedback.optional')}</span>
                </label>
                <textarea id={`${id}-${k}`} rows={3} maxLength={TEXT_MAX} value={texts[k] ?? ''} onChange={(e) => setTexts((t) => ({ ...t, [k]: e.target.value }))} />
              </div>
            ))}
            {Object.keys(errors).length > 0 && (
              <p className="notice notice--error" role="alert">
                {t('feedback.fix')}
              </p>
            )}
            <Notice tone="error" text={serverError} />
            <Button type="submit" disabled={busy}>
              {busy ? t('state.sending') : t('feedback.send')}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
