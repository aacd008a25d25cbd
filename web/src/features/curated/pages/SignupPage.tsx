/**
 * `/curated-fika-signup`: where the header's "Join Now" leads. It opens with the choice between the
 * free ways in (events, the newsletter, the passport) and the Curated Fika application below it
 * (the option lists of domain/curated/rules.ts). The server validates with the same rules and decides
 * premium membership itself.
 */
import { CITIES } from '@/content/cities';
import { CURATED_CITY_SLUGS, CURATED_PRICING } from '@/content/site/facts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { CONTACT_EMAIL, Seo } from '../../../lib/seo';
import {
  CAREER_STAGES,
  COMMUNICATION_STYLES,
  CURATED_CITIES,
  FIKA_GOALS,
  INTERESTS,
  LOCATION_PREFERENCES,
  SCHEDULE_PREFERENCES,
  TEXT_MAX,
} from '@/domain/curated/rules';
import { applicationErrors, type ApplicationField, type ApplicationFields, type FieldErrors } from '@/domain/curated/forms';
import { MINIMUM_AGE } from '@/content/site/promises';
import { rich } from '../../../lib/i18n/rich';
import { money } from '../lib/format';
import { applicationErrorsShown, cityName, countryName, optionLabel } from '../lib/labels';
import { t } from '../i18n';
import { submitApplication } from '../api/curated-api';
import { Notice } from '../../../components/ui/Notice';
import { EmailSignupForm } from '../../signup/components/EmailSignupForm';
import '../curated.css';

const EMPTY: ApplicationFields = {
  first_name: '',
  last_name: '',
  email: '',
  nationality: '',
  profession: '',
  industry: '',
  career_stage: '',
  interests: [],
  fika_goals: [],
  communication_style: '',
  location_preference: '',
  schedule_preference: '',
  additional_info: '',
  city: 'Tokyo',
  country: 'Japan',
  age_confirmed: false,
};

type Done = { premium: boolean; email: string };

export default function SignupPage() {
  const [search] = useSearchParams();
  const [done, setDone] = useState<Done | null>(null);
  return (
    <>
      <Seo title={t('route./curated-fika-signup.title')} description={t('signup.seo.description')} />
      <PageHeader eyebrow={t('signup.header.eyebrow')} title={t('signup.header.title')} subtitle={t('signup.header.subtitle')} />
      <div className="container cf-page cf-signup">
        <JoinChoice />
        <aside className="cf-panel cf-note" id={APPLY_ID} aria-labelledby="cf-premium">
          <h2 id="cf-premium">{t('signup.premium.heading')}</h2>
          <p>
            {t('signup.premium.body', {
              prices: CURATED_CITY_SLUGS.map((c) =>
                t('signup.premium.cityPrice', { city: cityName(CITIES[c].name), price: money(CURATED_PRICING[c].base, CURATED_PRICING[c].currency) }),
              ).join(t('signup.premium.separator')),
            })}
          </p>
          <Button variant="secondary" to="/subscription?source=curated-fika">
            {t('signup.premium.options')}
          </Button>
          <p className="muted cf-small">{rich(t('signup.premium.how'), { link: (text) => <Link to="/curated-fika/member-portal">{text}</Link> })}</p>
        </aside>
        {done ? <Thanks done={done} /> : <ApplicationForm initialEmail={search.get('email') ?? ''} onDone={setDone} />}
      </div>
    </>
  );
}

/** Where "Start your application" leads: the premium note, then the form. */
const APPLY_ID = 'cf-apply';

/** The two ways in, side by side: the free ones, and the Curated Fika application. */
function JoinChoice() {
  return (
    <section className="cf-choice" aria-label={t('choice.label')}>
      <article className="cf-panel cf-choice__option" aria-labelledby="cf-free">
        <p className="cf-choice__tag">{t('choice.free.tag')}</p>
        <h2 id="cf-free">{t('choice.free.heading')}</h2>
        <p>{t('choice.free.body')}</p>
        <ul className="cf-ways">
          <li>
            <h3>{t('choice.event.heading')}</h3>
            <p>{t('choice.event.body')}</p>
            <Link to="/events">{t('choice.event.link')}</Link>
          </li>
          <li>
            <h3>{t('choice.newsletter.heading')}</h3>
            <p>{t('choice.newsletter.body')}</p>
            <EmailSignupForm source="curated-fika-signup" />
          </li>
          <li>
            <h3>{t('choice.passport.heading')}</h3>
            <p>{t('choice.passport.body')}</p>
            <Link to="/member-passport">{t('choice.passport.link')}</Link>
          </li>
        </ul>
      </article>
      <article className="cf-panel cf-choice__option cf-choice__option--curated" aria-labelledby="cf-curated">
        <p className="cf-choice__tag">{t('choice.curated.tag')}</p>
        <h2 id="cf-curated">{t('choice.curated.heading')}</h2>
        <p>{t('choice.curated.body')}</p>
        <p className="muted cf-small">{t('choice.curated.note')}</p>
        <Button href={`#${APPLY_ID}`}>{t('choice.curated.start')}</Button>
      </article>
    </section>
  );
}

/** The success state: brought into view and focused, so the page visibly answers the submit. */
function Thanks({ done }: { done: Done }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollIntoView?.({ block: 'start' });
    el.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={ref} tabIndex={-1} className="cf-panel cf-thanks" aria-labelledby="cf-thanks">
      <h2 id="cf-thanks">{t('thanks.heading')}</h2>
      <p className="notice notice--success" role="status">
        {t('thanks.body', { email: done.email })}
      </p>
      {!done.premium && (
        <>
          <p>{t('thanks.noPremium')}</p>
          <Button to={`/subscription?email=${encodeURIComponent(done.email)}&source=curated-fika`}>{t('action.becomePremium')}</Button>
        </>
      )}
      <p>
        <Link to="/curated-fika/member-portal">{t('thanks.status')}</Link>
      </p>
    </section>
  );
}

function Field({ id, label, error, children, hint }: { id: string; label: string; error?: string; children: ReactNode; hint?: string }) {
  return (
    <div className="cf-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="muted cf-hint">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="cf-error">
          {error}
        </p>
      )}
    </div>
  );
}

function ApplicationForm({ initialEmail, onDone }: { initialEmail: string; onDone: (d: Done) => void }) {
  const id = useId();
  const [f, setF] = useState<ApplicationFields>(EMPTY);
  // From a link such as /curated-fika-signup?email=…, after hydration (the prerendered HTML has none).
  useEffect(() => {
    if (initialEmail) setF((x) => (x.email ? x : { ...x, email: initialEmail }));
  }, [initialEmail]);
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<ReactNode>(null);
  const fid = (k: ApplicationField) => `${id}-${k}`;

  function set<K extends ApplicationField>(k: K, v: ApplicationFields[K]) {
    setF((x) => ({ ...x, [k]: v }));
    if (errors[k]) setErrors(({ [k]: _gone, ...rest }) => rest as FieldErrors<ApplicationField>);
  }
  const toggle = (k: 'interests' | 'fika_goals', v: string) => set(k, f[k].includes(v) ? f[k].filter((x) => x !== v) : [...f[k], v]);
  const invalid = (k: ApplicationField) => ({ 'aria-invalid': errors[k] ? true : undefined, 'aria-describedby': errors[k] ? `${fid(k)}-error` : undefined });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = applicationErrorsShown(applicationErrors(f), f);
    setErrors(found);
    const first = Object.keys(found)[0] as ApplicationField | undefined;
    if (first) {
      document.getElementById(fid(first))?.focus();
      return;
    }
    setBusy(true);
    setServerError(null);
    try {
      const r = await submitApplication({ ...f, email: f.email.trim() });
      if (r.success && r.data) onDone({ premium: r.data.is_premium_member, email: f.email.trim().toLowerCase() });
      else if (r.status === 409)
        setServerError(
          <>
            {r.error} <Link to="/curated-fika/member-portal">{t('form.alreadyApplied')}</Link>
          </>,
        );
      else {
        if (r.fields && typeof r.fields === 'object') setErrors(r.fields as FieldErrors<ApplicationField>);
        setServerError(r.error || t('form.failed', { email: CONTACT_EMAIL }));
      }
    } catch {
      setServerError(t('msg.thrown'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="cf-panel cf-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`}>{t('form.heading')}</h2>
      <fieldset className="cf-group" disabled={busy}>
        <legend>{t('form.about')}</legend>
        <div className="cf-grid">
          <Field id={fid('first_name')} label={t('form.first_name')} error={errors.first_name}>
            <input id={fid('first_name')} autoComplete="given-name" value={f.first_name} onChange={(e) => set('first_name', e.target.value)} {...invalid('first_name')} />
          </Field>
          <Field id={fid('last_name')} label={t('form.last_name')} error={errors.last_name}>
            <input id={fid('last_name')} autoComplete="family-name" value={f.last_name} onChange={(e) => set('last_name', e.target.value)} {...invalid('last_name')} />
          </Field>
          <Field id={fid('email')} label={t('form.email')} error={errors.email}>
            <input id={fid('email')} type="email" autoComplete="email" value={f.email} onChange={(e) => set('email', e.target.value)} {...invalid('email')} />
          </Field>
          <Field id={fid('nationality')} label={t('form.nationality')} error={errors.nationality}>
            <input id={fid('nationality')} value={f.nationality} onChange={(e) => set('nationality', e.target.value)} {...invalid('nationality')} />
          </Field>
          <Field id={fid('profession')} label={t('form.profession')} error={errors.profession}>
            <input id={fid('profession')} autoComplete="organization-title" value={f.profession} onChange={(e) => set('profession', e.target.value)} {...invalid('profession')} />
          </Field>
          <Field id={fid('industry')} label={t('form.industry')} error={errors.industry}>
            <input id={fid('industry')} value={f.industry} onChange={(e) => set('industry', e.target.value)} {...invalid('industry')} />
          </Field>
          <Field id={fid('career_stage')} label={t('form.career_stage')} error={errors.career_stage}>
            <select id={fid('career_stage')} value={f.career_stage} onChange={(e) => set('career_stage', e.target.value)} {...invalid('career_stage')}>
              <option value="">{t('form.choose')}</option>
              {CAREER_STAGES.map((c) => (
                <option key={c} value={c}>
                  {optionLabel('career_stage', c)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={fid('city')} label={t('form.city')} error={errors.city}>
            <select id={fid('city')} value={f.city} onChange={(e) => set('city', e.target.value)} {...invalid('city')}>
              {CURATED_CITIES.map((c) => (
                <option key={c.city} value={c.city}>
                  {t('form.cityOption', { city: cityName(c.city), country: countryName(c.country) })}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="cf-group" id={fid('interests')} tabIndex={-1} disabled={busy} {...invalid('interests')}>
        <legend>{t('form.interests')}</legend>
        <div className="cf-checks">
          {INTERESTS.map((i) => (
            <label key={i}>
              <input type="checkbox" checked={f.interests.includes(i)} onChange={() => toggle('interests', i)} /> {optionLabel('interests', i)}
            </label>
          ))}
        </div>
        {errors.interests && (
          <p id={`${fid('interests')}-error`} className="cf-error">
            {errors.interests}
          </p>
        )}
      </fieldset>

      <fieldset className="cf-group" id={fid('fika_goals')} tabIndex={-1} disabled={busy} {...invalid('fika_goals')}>
        <legend>{t('form.fika_goals')}</legend>
        <div className="cf-checks">
          {FIKA_GOALS.map((g) => (
            <label key={g}>
              <input type="checkbox" checked={f.fika_goals.includes(g)} onChange={() => toggle('fika_goals', g)} /> {optionLabel('fika_goals', g)}
            </label>
          ))}
        </div>
        {errors.fika_goals && (
          <p id={`${fid('fika_goals')}-error`} className="cf-error">
            {errors.fika_goals}
          </p>
        )}
      </fieldset>

      <fieldset className="cf-group" disabled={busy}>
        <legend>{t('form.meet')}</legend>
        <div className="cf-grid">
          <Field id={fid('communication_style')} label={t('form.communication_style')} error={errors.communication_style}>
            <select id={fid('communication_style')} value={f.communication_style} onChange={(e) => set('communication_style', e.target.value)} {...invalid('communication_style')}>
              <option value="">{t('form.choose')}</option>
              {COMMUNICATION_STYLES.map((c) => (
                <option key={c} value={c}>
                  {optionLabel('communication_style', c)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={fid('location_preference')} label={t('form.location_preference')} error={errors.location_preference}>
            <select id={fid('location_preference')} value={f.location_preference} onChange={(e) => set('location_preference', e.target.value)} {...invalid('location_preference')}>
              <option value="">{t('form.choose')}</option>
              {LOCATION_PREFERENCES.map((c) => (
                <option key={c} value={c}>
                  {optionLabel('location_preference', c)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={fid('schedule_preference')} label={t('form.schedule_preference')} error={errors.schedule_preference}>
            <select id={fid('schedule_preference')} value={f.schedule_preference} onChange={(e) => set('schedule_preference', e.target.value)} {...invalid('schedule_preference')}>
              <option value="">{t('form.choose')}</option>
              {SCHEDULE_PREFERENCES.map((c) => (
                <option key={c} value={c}>
                  {optionLabel('schedule_preference', c)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={fid('additional_info')} label={t('form.additional_info')} error={errors.additional_info} hint={`${f.additional_info.length}/${TEXT_MAX}`}>
          <textarea id={fid('additional_info')} rows={4} maxLength={TEXT_MAX} value={f.additional_info} onChange={(e) => set('additional_info', e.target.value)} {...invalid('additional_info')} />
        </Field>
      </fieldset>

      <div className="cf-field">
        <label className="cf-check">
          <input type="checkbox" id={fid('age_confirmed')} checked={f.age_confirmed} onChange={(e) => set('age_confirmed', e.target.checked)} aria-required="true" {...invalid('age_confirmed')} />{' '}
          {t('form.age', { age: MINIMUM_AGE })}
        </label>
        {errors.age_confirmed && (
          <p id={`${fid('age_confirmed')}-error`} className="cf-error">
            {errors.age_confirmed}
          </p>
        )}
      </div>

      <div aria-live="polite">
        <Notice tone="error" text={serverError} />
        {busy && (
          <p className="cf-sending" role="status">
            {t('form.sendingNote')}
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
