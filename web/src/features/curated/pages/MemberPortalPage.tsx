/**
 * `/curated-fika/member-portal`: an applicant's view of their application and sessions, signed in
 * with the same emailed code and the same saved session as My Sessions.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { MESSAGES, isCompleteCode, longDate } from '@/functions/curated/rules';
import { getMemberPortal, sendAccessCode, signOut, verifyCode, type ApplicationSummary, type Participation } from '../api/curated-api';
import { clearUnified, readUnified, startUnified, updateUnified } from '../lib/unified-session';
import { useSessionActivity, useTimedMessage } from '../lib/hooks';
import { CodeInput } from '../components/CodeInput';
import { SessionCard } from '../components/SessionCard';
import { StatusBadge } from '../components/StatusBadge';
import { ApplicationStatusLine, isMatched } from '../components/ApplicationStatus';
import { Notice } from '../../../components/ui/Notice';
import '../curated.css';

type View = { kind: 'login'; step: 'email' | 'verify' } | { kind: 'loading' } | { kind: 'portal'; email: string; application: ApplicationSummary | null; participations: Participation[] };

export default function MemberPortalPage() {
  const id = useId();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTimedMessage();
  const [info, setInfo] = useTimedMessage();

  const logout = useCallback(
    (message?: string) => {
      const s = readUnified();
      if (s) void signOut(s.token).catch(() => undefined);
      clearUnified();
      setCode('');
      setError(message ?? null);
      setView({ kind: 'login', step: 'email' });
    },
    [setError],
  );

  const load = useCallback(async () => {
    const s = readUnified();
    // Either login (member portal or My Sessions) opens the portal: both prove the same email.
    if (!s) return setView({ kind: 'login', step: 'email' });
    setEmail(s.email);
    try {
      const r = await getMemberPortal(s.token);
      if (r.success && r.data) setView({ kind: 'portal', ...r.data });
      else if (r.status === 401) logout(MESSAGES.signInExpired);
      else {
        setError(r.error || MESSAGES.thrown);
        setView({ kind: 'login', step: 'email' });
      }
    } catch {
      setError(MESSAGES.thrown);
      setView({ kind: 'login', step: 'email' });
    }
  }, [logout, setError]);

  useEffect(() => {
    void load();
  }, [load]);

  useSessionActivity(view.kind === 'portal', (n) => setInfo(MESSAGES.signInExpiring(n)), () => logout(MESSAGES.signInExpired));

  async function onSend(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await sendAccessCode(email.trim(), 'member-portal');
      if (r.success) {
        setInfo(r.data?.message ?? MESSAGES.codeSent);
        setView({ kind: 'login', step: 'verify' });
      } else setError(r.error || MESSAGES.thrown);
    } catch {
      setError(MESSAGES.thrown);
    } finally {
      setBusy(false);
    }
  }

  async function onVerify(e: FormEvent) {
    e.preventDefault();
    if (busy || !isCompleteCode(code)) return;
    setBusy(true);
    setError(null);
    try {
      const r = await verifyCode(email.trim(), code);
      if (r.success && r.session) {
        const at = new Date().toISOString();
        startUnified(
          { email: r.session.email, token: r.session.token, serverExpiresAt: r.session.expiresAt },
          { memberPortal: { user: { ...(r.application ?? {}), email: r.session.email }, verificationCode: code, authenticatedAt: at } },
        );
        setInfo(null);
        await load();
      } else setError(r.error || MESSAGES.invalidCode);
    } catch {
      setError(MESSAGES.thrown);
    } finally {
      setBusy(false);
    }
  }

  // Keep the saved user in step with the server (My Sessions pre-fills its email from it).
  useEffect(() => {
    if (view.kind !== 'portal') return;
    const user = { ...(view.application ?? {}), email: view.email };
    updateUnified((s) => ({
      ...s,
      memberPortal: { user, verificationCode: s.memberPortal?.verificationCode ?? s.mySessions?.verificationCode ?? '', authenticatedAt: s.memberPortal?.authenticatedAt ?? new Date().toISOString() },
    }));
  }, [view]);

  const now = new Date();
  return (
    <>
      <Seo title="Curated Fika member portal" description="Your Curated Fika application status and sessions." noindex />
      <PageHeader eyebrow="Curated Fika" title="Member portal" subtitle="Your application status and your sessions, in one place." />
      <div className="container cf-page">
        <div className="cf-messages" aria-live="polite">
          <Notice tone="success" text={info} />
          <Notice tone="error" text={error} />
        </div>
        {view.kind === 'loading' && <p role="status">Loading…</p>}
        {view.kind === 'login' && view.step === 'email' && (
          <form className="cf-panel" onSubmit={onSend}>
            <h2>Sign in with your email</h2>
            <p className="muted">Enter the email you applied with and we will send you a 6-digit code.</p>
            <div className="cf-field">
              <label htmlFor={`${id}-email`}>Email address</label>
              <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <Button type="submit" disabled={busy || !email.trim()}>
              {busy ? 'Sending...' : 'Send Verification Code'}
            </Button>
            <p className="muted cf-small">
              Not applied yet? <Link to="/curated-fika-signup">Apply for Curated Fika</Link>.
            </p>
          </form>
        )}
        {view.kind === 'login' && view.step === 'verify' && (
          <form className="cf-panel" onSubmit={onVerify}>
            <h2>Enter Verification Code</h2>
            <div className="cf-field">
              <label htmlFor={`${id}-code`}>Verification code</label>
              <CodeInput id={`${id}-code`} value={code} onChange={setCode} autoFocus />
              <p id={`${id}-code-hint`} className="muted cf-hint">
                Sent to <strong>{email.trim()}</strong> if we have an application for it.
              </p>
            </div>
            <Button type="submit" disabled={busy || !isCompleteCode(code)}>
              {busy ? 'Verifying...' : 'Verify & Open Portal'}
            </Button>
            <button type="button" className="cf-linkbutton" onClick={() => setView({ kind: 'login', step: 'email' })}>
              ← Back to email entry
            </button>
          </form>
        )}
        {view.kind === 'portal' && (
          <>
            <section className="cf-panel" aria-labelledby={`${id}-app`}>
              <h2 id={`${id}-app`}>{view.application ? `Hi ${view.application.first_name}` : 'Your application'}</h2>
              {view.application ? (
                <>
                  <ApplicationStatusLine status={view.application.application_status} matched={isMatched(view.application.application_status, view.participations, now)} />
                  <p className="muted cf-small">
                    Submitted {longDate(view.application.submitted_at, 'Asia/Tokyo')} · {view.application.city}, {view.application.country}
                  </p>
                  {!view.application.is_premium_member && (
                    <div className="notice notice--warning">
                      <p>{MESSAGES.premiumRequired} We could not find an active membership for {view.email}.</p>
                      <Button size="sm" to={`/subscription?email=${encodeURIComponent(view.email)}&source=curated-fika`}>
                        Become a premium member
                      </Button>
                    </div>
                  )}
                </>
              ) : (
                <p>
                  We could not find an application for {view.email}. <Link to="/curated-fika-signup">Apply for Curated Fika</Link>.
                </p>
              )}
            </section>
            <section aria-labelledby={`${id}-sessions`}>
              <h2 id={`${id}-sessions`}>Your sessions</h2>
              {view.participations.length === 0 ? (
                <p className="muted">No sessions yet. We will email you an invitation once you are matched.</p>
              ) : (
                <div className="cf-cards">
                  {view.participations.map((p) =>
                    Date.parse(p.curated_fika_sessions.session_date) > now.getTime() ? (
                      <SessionCard key={p.id} participation={p} now={now} />
                    ) : (
                      <article key={p.id} className="cf-card cf-card--past">
                        <StatusBadge status={p.participation_status} sessionStatus={p.curated_fika_sessions.session_status} />
                        <h3>{p.curated_fika_sessions.session_title}</h3>
                        <p className="muted">{longDate(p.curated_fika_sessions.session_date, p.curated_fika_sessions.venue_timezone)} · past session</p>
                      </article>
                    ),
                  )}
                </div>
              )}
              <p>
                To cancel a session, use <Link to="/curated-fika/my-sessions">My Sessions</Link>.
              </p>
            </section>
            <button type="button" className="cf-linkbutton" onClick={() => logout()}>
              Sign out
            </button>
          </>
        )}
      </div>
    </>
  );
}
