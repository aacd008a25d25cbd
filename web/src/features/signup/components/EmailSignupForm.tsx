/**
 * The email signup form in four variants (default, hero, minimal, vertical). Used for the newsletter and,
 * with `event`, to register for an event. States: idle → loading → success | error |
 * payment_required; every result except payment_required returns to idle after 5 s.
 * A newsletter signup chooses the cities of its weekly email (docs/digest.md): the city of the page
 * it is on is ticked, else Tokyo; at least one is required.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useLocalNavigate } from '../../../components/LocalLink';
import { DEFAULT_CITY_SLUG, type CitySlug } from '@/content/cities';
import { DigestCities, cityOfPath } from '../../../components/DigestCities';
import { t } from '../i18n';
import { t as tc } from '../../../lib/i18n/common';
import type { SignupResponse } from '../../../lib/join/signup-api';
import { useTypedEarly } from '../../../lib/typed-early';
import { MINIMUM_AGE } from '@/content/site/promises';
import '../../../lib/join/join.css';
import './email-signup-form.css';

// Shown only after an event signup that needs a subscription or a payment: its code (and the
// checkout's) loads then, so the home page's form does not carry it.
const AccessChoicePanel = lazy(() => import('../../../lib/join/AccessChoicePanel').then((m) => ({ default: m.AccessChoicePanel })));

// The submission code (the address check, the signup's metadata, the API call) loads when the
// visitor first focuses the field, or at the latest when the form is sent: the home page's hero
// form does not add it to the page's first load.
const submission = () => import('../../../lib/join/submission');

export type SignupVariant = 'default' | 'hero' | 'minimal' | 'vertical';
export type SignupState = 'idle' | 'loading' | 'success' | 'error' | 'payment_required';

export interface EmailSignupFormProps {
  variant?: SignupVariant;
  /** Where the signup came from (default: website). */
  source?: string;
  /** Register for this event instead of (only) joining the list. */
  event?: { slug: string; title: string };
}

/** The form returns to idle 5 s after a result; the subscription redirect waits 1 s. */
export const RESET_MS = 5000;
export const REDIRECT_MS = 1000;

/** Each variant's placeholder, button and busy text (`form.<variant>.*` in the signup catalogue). */
const copy = (v: SignupVariant) => ({ placeholder: t(`form.${v}.placeholder`), button: t(`form.${v}.button`), busy: t(`form.${v}.busy`) });

export function EmailSignupForm({ variant = 'default', source = 'website', event }: EmailSignupFormProps) {
  const navigate = useLocalNavigate();
  const { pathname } = useLocation();
  const [cities, setCities] = useState<CitySlug[]>(() => [cityOfPath(pathname) ?? DEFAULT_CITY_SLUG]);
  const id = useId();
  const [email, setEmail] = useState('');
  const emailField = useTypedEarly(setEmail);
  const [state, setState] = useState<SignupState>('idle');
  const [message, setMessage] = useState('');
  const [payment, setPayment] = useState<SignupResponse['requiresPayment'] | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  function settle(next: 'success' | 'error', text: string) {
    setState(next);
    setMessage(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('idle');
      setMessage('');
    }, RESET_MS);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    // One send at a time: the state updates after the code has loaded, a ref at once.
    if (state === 'loading' || sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  }

  async function send() {
    const code = await submission().catch(() => null);
    // Without its code (the connection dropped since the page loaded) the form cannot be sent.
    if (!code) return settle('error', tc('join.networkError'));
    const { emailProblem, normaliseEmail, signupMetadata, submitSignup, GENERIC_ERROR } = code;
    const problem = emailProblem(email);
    if (problem) return settle('error', problem);
    if (!event && cities.length === 0) return settle('error', tc('join.digest.required'));
    const clean = normaliseEmail(email);
    clearTimeout(timer.current);
    setState('loading');
    setMessage('');
    setPayment(null);
    const r = await submitSignup({ email: clean, source, metadata: signupMetadata(event), ...(event ? {} : { cities }) });
    setSubmittedEmail(clean);
    if (r.requiresSubscription) {
      setState('payment_required');
      setMessage(r.requiresSubscription.message);
      const to = r.requiresSubscription.subscriptionUrl;
      timer.current = setTimeout(() => navigate(to), REDIRECT_MS);
      return;
    }
    if (r.requiresPayment) {
      setState('payment_required');
      setMessage(r.requiresPayment.message);
      setPayment(r.requiresPayment);
      return;
    }
    if (r.success) {
      setEmail('');
      return settle('success', r.message ?? t('form.thanks'));
    }
    settle('error', r.error ?? GENERIC_ERROR);
  }

  const c = copy(variant);
  const messageId = `${id}-message`;
  const showLabel = variant === 'vertical' || variant === 'default';
  return (
    <div className={`signup-form signup-form--${variant}`} data-state={state}>
      <form onSubmit={onSubmit} noValidate className="signup-form__form">
        <label htmlFor={`${id}-email`} className={showLabel ? 'join-label signup-form__label' : 'visually-hidden'}>
          {event ? t('form.email.labelForEvent', { title: event.title }) : t('form.email.label')}
        </label>
        <div className="signup-form__row">
          <input
            ref={emailField}
            id={`${id}-email`}
            className="join-input signup-form__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={c.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onFocus={() => void submission().catch(() => undefined)}
            aria-invalid={state === 'error' ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            disabled={state === 'loading'}
          />
          <button type="submit" className="join-button signup-form__button" disabled={state === 'loading'}>
            {state === 'loading' ? c.busy : event && variant !== 'hero' ? t('form.reserve') : c.button}
          </button>
        </div>
        {!event && <DigestCities value={cities} onChange={setCities} disabled={state === 'loading'} />}
      </form>
      <p className="signup-form__age">{tc('join.minimumAge', { age: MINIMUM_AGE })}</p>
      {message && (
        <p
          id={messageId}
          className={`join-message ${state === 'error' ? 'join-message--error' : state === 'payment_required' ? 'join-message--info' : 'join-message--success'}`}
          role={state === 'error' ? 'alert' : 'status'}
        >
          {message}
        </p>
      )}
      {state === 'payment_required' && payment && event && (
        <Suspense fallback={null}>
          <AccessChoicePanel email={submittedEmail} event={event} requiresPayment={payment} source={source} />
        </Suspense>
      )}
    </div>
  );
}

export default EmailSignupForm;
