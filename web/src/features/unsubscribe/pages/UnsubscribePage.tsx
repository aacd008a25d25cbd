/**
 * /unsubscribe: the link in every marketing email carries a signed token; one
 * click on the button unsubscribes, with an optional reason and feedback. Without a token the page
 * asks for the address and mails it a link instead (nobody can unsubscribe somebody else).
 */
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { activeLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { REASONS, UNSUBSCRIBE_FAILED, UNSUBSCRIBE_NETWORK_ERROR, emailInToken, processUnsubscribe, type UnsubscribeResult } from '../api/unsubscribe';
import '../../../lib/join/join.css';

/** The messages this page makes itself (api/unsubscribe.ts states them in English) in the page's language. */
function localError(result: UnsubscribeResult): string | undefined {
  if (activeLocale() === 'en') return result.error;
  if (result.error === UNSUBSCRIBE_NETWORK_ERROR) return t('error.network');
  if (result.error === UNSUBSCRIBE_FAILED) return t('error.failed');
  return result.error;
}
import './unsubscribe.css';
import { useTypedEarly } from '../../../lib/typed-early';

export default function UnsubscribePage() {
  const id = useId();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const linkEmail = token ? emailInToken(token) : null;
  const [email, setEmail] = useState(params.get('email') ?? '');
  const emailField = useTypedEarly(setEmail);
  const [reason, setReason] = useState('not_specified');
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UnsubscribeResult | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token) {
      const problem = emailProblem(email);
      if (problem) return setResult({ success: false, error: t('error.invalidEmail'), code: 'INVALID_EMAIL' });
    }
    setBusy(true);
    setResult(await processUnsubscribe({ token: token || undefined, email: token ? undefined : normaliseEmail(email), reason, feedback }));
    setBusy(false);
  }

  const done = result?.success && (result.unsubscribed_at || result.already_unsubscribed);
  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={done ? t('page.done') : t('page.title')} />
      <Section>
        <div className="unsubscribe">
          {done ? (
            <div className="join-message join-message--success" role="status">
              <p>
                {result.already_unsubscribed
                  ? t('done.already', { email: result.email ?? t('done.thisAddress') })
                  : t('done.unsubscribed', { email: result.email ?? t('done.yourAddress') })}
              </p>
              <p>{t('done.membership')}</p>
              {result.tracking_id && <p className="unsubscribe__reference">{t('done.reference', { id: result.tracking_id })}</p>}
              <p>{rich(t('done.again'), { link: (text) => <Link to="/">{text}</Link> })}</p>
            </div>
          ) : result?.success && result.confirmation_sent ? (
            <p className="join-message join-message--info" role="status">
              {result.message}
            </p>
          ) : (
            <form onSubmit={submit} noValidate>
              {token ? (
                <p>{rich(t('form.confirm', { email: linkEmail ?? t('form.thisAddress') }), { strong: (text) => <strong>{text}</strong> })}</p>
              ) : (
                <div className="join-field">
                  <label className="join-label" htmlFor={`${id}-email`}>
                    {t('form.email')}
                  </label>
                  <input ref={emailField} id={`${id}-email`} className="join-input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                </div>
              )}
              <div className="join-field">
                <label className="join-label" htmlFor={`${id}-reason`}>
                  {t('form.reason')}
                </label>
                <select id={`${id}-reason`} className="join-select" value={reason} onChange={(e) => setReason(e.target.value)}>
                  {REASONS.map((r) => (
                    <option key={r} value={r}>
                      {t(`reason.${r}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="join-field">
                <label className="join-label" htmlFor={`${id}-feedback`}>
                  {t('form.feedback')}
                </label>
                <textarea
                  id={`${id}-feedback`}
                  className="join-textarea"
                  rows={3}
                  maxLength={1000}
                  value={feedback}
                  onChange={(e) => setFeedback(e.target.value)}
                />
              </div>
              <button type="submit" className="join-button" disabled={busy}>
                {busy ? t('form.busy') : token ? t('form.submit') : t('form.sendLink')}
              </button>
            </form>
          )}
          {result && !result.success && (
            <p className="join-message join-message--error" role="alert">
              {localError(result)}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
