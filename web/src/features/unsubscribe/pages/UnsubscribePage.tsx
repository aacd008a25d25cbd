/**
 * /unsubscribe: the link in every marketing email carries a signed token; one
 * click on the button unsubscribes, with an optional reason and feedback. Without a token the page
 * asks for the address and mails it a link instead (nobody can unsubscribe somebody else).
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { emailProblem, normaliseEmail } from '../../../lib/join/email';
import { REASONS, emailInToken, processUnsubscribe, type UnsubscribeResult } from '../api/unsubscribe';
import '../../../lib/join/join.css';
import './unsubscribe.css';

export default function UnsubscribePage() {
  const id = useId();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const linkEmail = token ? emailInToken(token) : null;
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [reason, setReason] = useState('not_specified');
  const [feedback, setFeedback] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<UnsubscribeResult | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!token) {
      const problem = emailProblem(email);
      if (problem) return setResult({ success: false, error: 'Please enter a valid email address', code: 'INVALID_EMAIL' });
    }
    setBusy(true);
    setResult(await processUnsubscribe({ token: token || undefined, email: token ? undefined : normaliseEmail(email), reason, feedback }));
    setBusy(false);
  }

  const done = result?.success && (result.unsubscribed_at || result.already_unsubscribed);
  return (
    <>
      <PageHeader eyebrow="Email preferences" title={done ? 'You are unsubscribed' : 'Unsubscribe'} />
      <Section>
        <div className="unsubscribe">
          {done ? (
            <div className="join-message join-message--success" role="status">
              <p>
                {result.already_unsubscribed
                  ? `${result.email ?? 'This address'} was already unsubscribed. You will not get our newsletter.`
                  : `${result.email ?? 'Your address'} will not get our newsletter any more. Emails about places you book still arrive.`}
              </p>
              <p>Unsubscribing from the newsletter does not end a membership: member sign-in, the dashboard and the passport stay as they are.</p>
              {result.tracking_id && <p className="unsubscribe__reference">Reference: {result.tracking_id}</p>}
              <p>
                Changed your mind? <Link to="/">Sign up again</Link> from the home page at any time.
              </p>
            </div>
          ) : result?.success && result.confirmation_sent ? (
            <p className="join-message join-message--info" role="status">
              {result.message}
            </p>
          ) : (
            <form onSubmit={submit} noValidate>
              {token ? (
                <p>
                  Unsubscribe <strong>{linkEmail ?? 'this address'}</strong> from the Fika Community newsletter. One click on the button below is all it takes.
                </p>
              ) : (
                <div className="join-field">
                  <label className="join-label" htmlFor={`${id}-email`}>
                    Email address
                  </label>
                  <input id={`${id}-email`} className="join-input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                </div>
              )}
              <div className="join-field">
                <label className="join-label" htmlFor={`${id}-reason`}>
                  Reason (optional)
                </label>
                <select id={`${id}-reason`} className="join-select" value={reason} onChange={(e) => setReason(e.target.value)}>
                  {REASONS.map((r) => (
                    <option key={r.value} value={r.value}>
                      {r.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="join-field">
                <label className="join-label" htmlFor={`${id}-feedback`}>
                  Anything we could do better? (optional)
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
                {busy ? 'Unsubscribing…' : token ? 'Unsubscribe' : 'Email me an unsubscribe link'}
              </button>
            </form>
          )}
          {result && !result.success && (
            <p className="join-message join-message--error" role="alert">
              {result.error}
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
