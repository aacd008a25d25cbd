/**
 * The email signup form in four variants (default, hero, minimal, vertical). Used for the newsletter and,
 * with `event`, to register for an event. States: idle → loading → success | error |
 * payment_required; every result except payment_required returns to idle after 5 s.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { signupMetadata } from '../../../lib/join/metadata';
import { submitSignup, GENERIC_ERROR, type SignupResponse } from '../../../lib/join/signup-api';
import { AccessChoicePanel } from '../../../lib/join/AccessChoicePanel';
import { minimumAgeLine } from '@/content/site/promises';
import '../../../lib/join/join.css';
import './email-signup-form.css';

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

const copy: Record<SignupVariant, { placeholder: string; button: string; busy: string }> = {
  hero: { placeholder: 'Enter your email address', button: 'Find Your People', busy: 'Joining…' },
  default: { placeholder: 'Enter your email address', button: 'Join the Community', busy: 'Joining…' },
  minimal: { placeholder: 'Your email', button: 'Join', busy: '…' },
  vertical: { placeholder: 'Enter your email address', button: 'Sign Me Up', busy: 'Signing you up…' },
};

export function EmailSignupForm({ variant = 'default', source = 'website', event }: EmailSignupFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<SignupState>('idle');
  const [message, setMessage] = useState('');
  const [payment, setPayment] = useState<SignupResponse['requiresPayment'] | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

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
    if (state === 'loading') return;
    const problem = emailProblem(email);
    if (problem) return settle('error', problem);
    const clean = normaliseEmail(email);
    clearTimeout(timer.current);
    setState('loading');
    setMessage('');
    setPayment(null);
    const r = await submitSignup({ email: clean, source, metadata: signupMetadata(event) });
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
      return settle('success', r.message ?? 'Thanks for joining!');
    }
    settle('error', r.error ?? GENERIC_ERROR);
  }

  const c = copy[variant];
  const messageId = `${id}-message`;
  const showLabel = variant === 'vertical' || variant === 'default';
  return (
    <div className={`signup-form signup-form--${variant}`} data-state={state}>
      <form onSubmit={onSubmit} noValidate className="signup-form__form">
        <label htmlFor={`${id}-email`} className={showLabel ? 'join-label signup-form__label' : 'visually-hidden'}>
          {event ? `Email to register for ${event.title}` : 'Email address'}
        </label>
        <div className="signup-form__row">
          <input
            id={`${id}-email`}
            className="join-input signup-form__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={c.placeholder}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={state === 'error' ? true : undefined}
            aria-describedby={message ? messageId : undefined}
            disabled={state === 'loading'}
          />
          <button type="submit" className="join-button signup-form__button" disabled={state === 'loading'}>
            {state === 'loading' ? c.busy : event && variant !== 'hero' ? 'Reserve My Spot' : c.button}
          </button>
        </div>
      </form>
      <p className="signup-form__age">{minimumAgeLine}</p>
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
        <AccessChoicePanel email={submittedEmail} event={event} requiresPayment={payment} source={source} />
      )}
    </div>
  );
}

export default EmailSignupForm;
