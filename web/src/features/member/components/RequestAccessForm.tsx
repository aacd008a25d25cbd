/** "Send me an access link": the same answer whether or not the email is known. */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { ACCESS_MESSAGES, normaliseAccessEmail } from '@/domain/member/rules';
import { requestAccess } from '../api/member-api';
import { t } from '../i18n';
import { ruleMessage } from '../rule-messages';
import { useTypedEarly } from '../../../lib/typed-early';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; message: string } | { kind: 'error'; message: string };

export function RequestAccessForm({ redirect, submitLabel = t('access.submit'), initialEmail = '' }: { redirect?: string | null; submitLabel?: string; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const emailField = useTypedEarly(setEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (state.kind === 'sending') return;
    const normalised = normaliseAccessEmail(email);
    if (!normalised) {
      setFieldError(ruleMessage(ACCESS_MESSAGES.invalidEmail));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setFieldError(null);
    setState({ kind: 'sending' });
    try {
      const r = await requestAccess(normalised, redirect);
      if (r.success) setState({ kind: 'sent', message: r.data?.message ?? ruleMessage(ACCESS_MESSAGES.sent) });
      else setState({ kind: 'error', message: r.error ?? t('somethingWrong') });
    } catch (err) {
      setState({ kind: 'error', message: err instanceof ApiError ? err.message : NETWORK_ERROR });
    }
  }

  if (state.kind === 'sent') {
    return (
      <div className="notice notice--success" role="status">
        <p className="notice__title">{t('access.checkEmail')}</p>
        <p>{state.message}</p>
        <Button variant="ghost" size="sm" onClick={() => setState({ kind: 'idle' })}>
          {t('access.anotherEmail')}
        </Button>
      </div>
    );
  }

  return (
    <form className="member-form" noValidate onSubmit={onSubmit}>
      <div className="member-field">
        <label htmlFor={`${id}-email`}>{t('access.emailLabel')}</label>
        <input
          ref={emailField}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-email-error` : `${id}-email-hint`}
          required
        />
        {fieldError ? (
          <p id={`${id}-email-error`} className="member-error">
            {fieldError}
          </p>
        ) : (
          <p id={`${id}-email-hint`} className="member-hint">
            {t('access.emailHint')}
          </p>
        )}
      </div>
      {state.kind === 'error' && (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      )}
      <Button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('access.sending') : submitLabel}
      </Button>
    </form>
  );
}
