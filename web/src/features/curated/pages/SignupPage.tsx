/**
 * `/curated-fika-signup`: where the header's "Join Now" leads. It opens with the choice between the
 * free ways in (events, the newsletter, the passport) and the Curated Fika application below it
 * (the option lists of functions/curated/rules.ts). The server validates with the same rules and decides
 * premium membership itself.
 */
import { CITIES } from '@/content/cities';
import { CURATED_CITY_SLUGS, curatedFromText } from '@/content/site/facts';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
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
  MESSAGES,
  SCHEDULE_PREFERENCES,
  TEXT_MAX,
  interestLabel,
} from '@/functions/curated/rules';
import { applicationErrors, type ApplicationField, type ApplicationFields, type FieldErrors } from '@/functions/curated/forms';
import { ageConfirmationLabel } from '@/content/site/promises';
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
      <Seo
        title="Apply for Curated Fika"
        description="Join the community free (events, newsletter, passport), or apply for Curated Fika: small matched coffee meetups of three or four people, about 90 minutes, for premium members in Tokyo and Osaka."
      />
      <PageHeader
        eyebrow="Join us"
        title="Join free, or apply for Curated Fika"
        subtitle="Everyone is welcome at our open events, no application needed. Curated Fika is our small, matched meetup for premium members."
      />
      <div className="container cf-page cf-signup">
        <JoinChoice />
        <aside className="cf-panel cf-note" id={APPLY_ID} aria-labelledby="cf-premium">
          <h2 id="cf-premium">Premium membership is required</h2>
          <p>
            Curated sessions are for premium members. You can apply now and start your membership before we match you; we check it when we form groups. The price
            per session is shown in your invitation ({CURATED_CITY_SLUGS.map((c) => `${CITIES[c].name} ${curatedFromText(c)}`).join('; ')}); drinks are paid at
            the venue.
          </p>
          <Button variant="secondary" to="/subscription?source=curated-fika">
            See membership options
          </Button>
          <p className="muted cf-small">
            Groups are suggested by a compatibility score (shared interests and goals, communication style, location and career-stage mix) and reviewed by our team. Groups are usually 3-4 people (sometimes 2). Already applied? Check your status in the{' '}
            <Link to="/curated-fika/member-portal">member portal</Link>.
          </p>
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
    <section className="cf-choice" aria-label="Two ways to join">
      <article className="cf-panel cf-choice__option" aria-labelledby="cf-free">
        <p className="cf-choice__tag">Free · open to everyone</p>
        <h2 id="cf-free">Join free</h2>
        <p>Most of our community costs nothing. No application and no membership: come along, meet people and pay only for your own coffee.</p>
        <ul className="cf-ways">
          <li>
            <h3>Come to a free event</h3>
            <p>Monthly and weekly fika meetups, walks and socials. RSVP with your email and just show up.</p>
            <Link to="/events">Browse upcoming events</Link>
          </li>
          <li>
            <h3>Get the newsletter</h3>
            <p>New events and community news in your inbox. Unsubscribe any time.</p>
            <EmailSignupForm source="curated-fika-signup" />
          </li>
          <li>
            <h3>Collect passport stamps</h3>
            <p>Check in at events and your member passport fills up with stamps, cities and streaks.</p>
            <Link to="/member-passport">How the passport works</Link>
          </li>
        </ul>
      </article>
      <article className="cf-panel cf-choice__option cf-choice__option--curated" aria-labelledby="cf-curated">
        <p className="cf-choice__tag">Premium · by application</p>
        <h2 id="cf-curated">Apply for Curated Fika</h2>
        <p>Tell us about yourself and we will match you with two or three people you will enjoy meeting, for about 90 minutes at a carefully chosen cafe.</p>
        <p className="muted cf-small">For premium members. Curated Fika is in beta: our team reviews every application by hand.</p>
        <Button href={`#${APPLY_ID}`}>Start your application</Button>
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
      <h2 id="cf-thanks">Application received</h2>
      <p className="notice notice--success" role="status">
        Thank you! We have emailed a confirmation to {done.email}. Our team reviews every application and will be in touch.
      </p>
      {!done.premium && (
        <>
          <p>{MESSAGES.premiumRequired} We could not find an active membership for this email, so start one before we match you.</p>
          <Button to={`/subscription?email=${encodeURIComponent(done.email)}&source=curated-fika`}>Become a premium member</Button>
        </>
      )}
      <p>
        <Link to="/curated-fika/member-portal">Check your application status</Link>
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
    const found = applicationErrors(f);
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
            {r.error} <Link to="/curated-fika/member-portal">Open the member portal</Link>
          </>,
        );
      else {
        if (r.fields && typeof r.fields === 'object') setErrors(r.fields as FieldErrors<ApplicationField>);
        setServerError(r.error || `Something went wrong. Please try again or contact ${CONTACT_EMAIL}.`);
      }
    } catch {
      setServerError(MESSAGES.thrown);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="cf-panel cf-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h2 id={`${id}-title`}>Your application</h2>
      <fieldset className="cf-group" disabled={busy}>
        <legend>About you</legend>
        <div className="cf-grid">
          <Field id={fid('first_name')} label="First name" error={errors.first_name}>
            <input id={fid('first_name')} autoComplete="given-name" value={f.first_name} onChange={(e) => set('first_name', e.target.value)} {...invalid('first_name')} />
          </Field>
          <Field id={fid('last_name')} label="Last name" error={errors.last_name}>
            <input id={fid('last_name')} autoComplete="family-name" value={f.last_name} onChange={(e) => set('last_name', e.target.value)} {...invalid('last_name')} />
          </Field>
          <Field id={fid('email')} label="Email" error={errors.email}>
            <input id={fid('email')} type="email" autoComplete="email" value={f.email} onChange={(e) => set('email', e.target.value)} {...invalid('email')} />
          </Field>
          <Field id={fid('nationality')} label="Nationality" error={errors.nationality}>
            <input id={fid('nationality')} value={f.nationality} onChange={(e) => set('nationality', e.target.value)} {...invalid('nationality')} />
          </Field>
          <Field id={fid('profession')} label="Profession" error={errors.profession}>
            <input id={fid('profession')} autoComplete="organization-title" value={f.profession} onChange={(e) => set('profession', e.target.value)} {...invalid('profession')} />
          </Field>
          <Field id={fid('industry')} label="Industry" error={errors.industry}>
            <input id={fid('industry')} value={f.industry} onChange={(e) => set('industry', e.target.value)} {...invalid('industry')} />
          </Field>
          <Field id={fid('career_stage')} label="Career stage" error={errors.career_stage}>
            <select id={fid('career_stage')} value={f.career_stage} onChange={(e) => set('career_stage', e.target.value)} {...invalid('career_stage')}>
              <option value="">Choose…</option>
              {CAREER_STAGES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field id={fid('city')} label="City" error={errors.city}>
            <select id={fid('city')} value={f.city} onChange={(e) => set('city', e.target.value)} {...invalid('city')}>
              {CURATED_CITIES.map((c) => (
                <option key={c.city} value={c.city}>
                  {c.city}, {c.country}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="cf-group" id={fid('interests')} tabIndex={-1} disabled={busy} {...invalid('interests')}>
        <legend>Interests</legend>
        <div className="cf-checks">
          {INTERESTS.map((i) => (
            <label key={i}>
              <input type="checkbox" checked={f.interests.includes(i)} onChange={() => toggle('interests', i)} /> {interestLabel(i)}
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
        <legend>What do you hope to get from fika?</legend>
        <div className="cf-checks">
          {FIKA_GOALS.map((g) => (
            <label key={g}>
              <input type="checkbox" checked={f.fika_goals.includes(g)} onChange={() => toggle('fika_goals', g)} /> {g}
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
        <legend>How and when you like to meet</legend>
        <div className="cf-grid">
          <Field id={fid('communication_style')} label="Communication style" error={errors.communication_style}>
            <select id={fid('communication_style')} value={f.communication_style} onChange={(e) => set('communication_style', e.target.value)} {...invalid('communication_style')}>
              <option value="">Choose…</option>
              {COMMUNICATION_STYLES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field id={fid('location_preference')} label="Preferred area" error={errors.location_preference}>
            <select id={fid('location_preference')} value={f.location_preference} onChange={(e) => set('location_preference', e.target.value)} {...invalid('location_preference')}>
              <option value="">Choose…</option>
              {LOCATION_PREFERENCES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
          <Field id={fid('schedule_preference')} label="When can you meet?" error={errors.schedule_preference}>
            <select id={fid('schedule_preference')} value={f.schedule_preference} onChange={(e) => set('schedule_preference', e.target.value)} {...invalid('schedule_preference')}>
              <option value="">Choose…</option>
              {SCHEDULE_PREFERENCES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </Field>
        </div>
        <Field id={fid('additional_info')} label="Anything else we should know? (optional)" error={errors.additional_info} hint={`${f.additional_info.length}/${TEXT_MAX}`}>
          <textarea id={fid('additional_info')} rows={4} maxLength={TEXT_MAX} value={f.additional_info} onChange={(e) => set('additional_info', e.target.value)} {...invalid('additional_info')} />
        </Field>
      </fieldset>

      <div className="cf-field">
        <label className="cf-check">
          <input type="checkbox" id={fid('age_confirmed')} checked={f.age_confirmed} onChange={(e) => set('age_confirmed', e.target.checked)} aria-required="true" {...invalid('age_confirmed')} />{' '}
          {ageConfirmationLabel}
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
            Sending your application…
          </p>
        )}
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Submitting...' : 'Submit application'}
      </Button>
    </form>
  );
}
