/**
 * `/curated-fika/my-sessions`: email → 6-digit code → the person's upcoming
 * sessions, with cancellation 24 hours or more ahead. The verified session is saved with the
 * member portal's under `curated_fika_unified_session` (2 hours, extended while the page is used).
 */
import { DURATIONS } from '@/content/site/facts';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { CONTACT_EMAIL, Seo } from '../../../lib/seo';
import { MESSAGES, canParticipantCancel, isCompleteCode, minutesLeft } from '@/functions/curated/rules';
import { cancelMyAttendance, getMySessions, sendAccessCode, signOut, verifyCode, type ApplicationSummary, type Participation } from '../api/curated-api';
import { clearUnified, readUnified, startUnified, updateUnified } from '../lib/unified-session';
import { useSessionActivity, useTimedMessage } from '../lib/hooks';
import { CodeInput } from '../components/CodeInput';
import { SessionCard } from '../components/SessionCard';
import { ApplicationStatusLine } from '../components/ApplicationStatus';
import { Notice } from '../../../components/ui/Notice';
import '../curated.css';

type Step = 'email' | 'verify' | 'sessions';

export default function MySessionsPage() {
  const id = useId();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sessions, setSessions] = useState<Participation[]>([]);
  // The application, whose status shows while there are no sessions yet.
  const [application, setApplication] = useState<Pick<ApplicationSummary, 'application_status'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTimedMessage();
  const [success, setSuccess] = useTimedMessage();
  const [warning, setWarning] = useTimedMessage();
  const [remaining, setRemaining] = useState<number | null>(null);
  const [now, setNow] = useState(() => new Date());

  const reset = useCallback(
    (message?: string) => {
      const saved = readUnified();
      if (saved) void signOut(saved.token).catch(() => undefined);
      clearUnified();
      setEmail('');
      setCode('');
      setSessions([]);
      setApplication(null);
      setError(message ?? null);
      setSuccess(null);
      setWarning(null);
      setRemaining(null);
      setStep('email');
    },
    [setError, setSuccess, setWarning],
  );

  const reload = useCallback(async () => {
    const saved = readUnified();
    if (!saved) return reset(MESSAGES.signInExpired);
    const r = await getMySessions(saved.token);
    if (r.success && r.data) {
      setSessions(r.data);
      if (r.application !== undefined) setApplication(r.application);
      setNow(new Date());
      updateUnified((s) => ({ ...s, mySessions: s.mySessions ? { ...s.mySessions, sessions: r.data! } : s.mySessions }));
    } else if (r.status === 401) reset(MESSAGES.signInExpired);
  }, [reset]);

  // A saved session skips to the list; a member-portal login pre-fills the email.
  useEffect(() => {
    const saved = readUnified();
    if (saved?.mySessions) {
      setEmail(saved.mySessions.email);
      setSessions(saved.mySessions.sessions);
      if (saved.memberPortal?.user.application_status) setApplication({ application_status: saved.memberPortal.user.application_status });
      setRemaining(minutesLeft(saved.expiresAt, Date.now()));
      setStep('sessions');
      void reload().catch(() => undefined);
    } else if (saved?.memberPortal?.user?.email) {
      setEmail(saved.memberPortal.user.email);
    }
  }, [reload]);

  useSessionActivity(
    step === 'sessions',
    (n) => setWarning(MESSAGES.signInExpiring(n)),
    () => reset(MESSAGES.signInExpired),
  );

  async function onSend(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await sendAccessCode(email.trim());
      if (r.success) {
        setCode('');
        setStep('verify');
        setSuccess(MESSAGES.codeSent);
      } else if (r.error?.includes('No sessions found')) setError(MESSAGES.noSessionsFoundHelp);
      else setError(r.error || MESSAGES.sendFallback(CONTACT_EMAIL));
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
      if (r.success && r.data && r.session) {
        const at = new Date().toISOString();
        const saved = startUnified(
          { email: r.session.email, token: r.session.token, serverExpiresAt: r.session.expiresAt },
          { mySessions: { email: r.session.email, verificationCode: code, sessions: r.data, authenticatedAt: at } },
        );
        setSessions(r.data);
        setApplication(r.application ?? null);
        setRemaining(minutesLeft(saved.expiresAt, Date.now()));
        setNow(new Date());
        setSuccess(null);
        setStep('sessions');
      } else setError(r.error || MESSAGES.invalidCode);
    } catch {
      setError(MESSAGES.thrown);
    } finally {
      setBusy(false);
    }
  }

  async function onCancel(p: Participation) {
    if (!canParticipantCancel(p.participation_status, p.curated_fika_sessions.session_date, new Date())) {
      setError(MESSAGES.cutoff);
      return;
    }
    if (!window.confirm(MESSAGES.confirmCancel)) return;
    const saved = readUnified();
    if (!saved) return reset(MESSAGES.signInExpired);
    setBusy(true);
    setError(null);
    try {
      const r = await cancelMyAttendance(p.id, MESSAGES.userCancelReason, saved.token);
      if (r.success) {
        setSuccess(MESSAGES.cancelled);
        await reload();
      } else if (r.status === 401) reset(MESSAGES.signInExpired);
      else setError(r.error || MESSAGES.cancelFailed);
    } catch {
      setError(MESSAGES.cancelThrown(CONTACT_EMAIL));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title="My Curated Fika Sessions" description="See and manage your upcoming Curated Fika sessions with your email and a one-time code." noindex />
      <PageHeader
        eyebrow="Curated Fika"
        title="My Curated Fika Sessions"
        subtitle="See your upcoming sessions and who is in your group. No account needed: we email you a one-time code."
      />
      <div className="container cf-page">
        <div className="cf-messages" aria-live="polite">
          <Notice tone="warning" text={warning} />
          <Notice tone="success" text={success} />
          <Notice tone="error" text={error} />
        </div>

        {step === 'email' && (
          <form className="cf-panel" onSubmit={onSend}>
            <h2>Enter Your Email</h2>
            <p className="muted">Use the email you applied with. We will send you a 6-digit verification code.</p>
            <div className="cf-field">
              <label htmlFor={`${id}-email`}>Email address</label>
              <input id={`${id}-email`} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <Button type="submit" disabled={busy || !email.trim()}>
              {busy ? 'Sending...' : 'Send Verification Code'}
            </Button>
          </form>
        )}

        {step === 'verify' && (
          <form className="cf-panel" onSubmit={onVerify}>
            <h2>Enter Verification Code</h2>
            <div className="cf-field">
              <label htmlFor={`${id}-code`}>Verification code</label>
              <CodeInput id={`${id}-code`} value={code} onChange={setCode} autoFocus />
              <p id={`${id}-code-hint`} className="muted cf-hint">
                We sent a 6-digit code to <strong>{email.trim()}</strong>. It works once, for {DURATIONS.curatedCode.text}.
              </p>
            </div>
            <Button type="submit" disabled={busy || !isCompleteCode(code)}>
              {busy ? 'Verifying...' : 'Verify & View Sessions'}
            </Button>
            <button type="button" className="cf-linkbutton" onClick={() => setStep('email')}>
              ← Back to email entry
            </button>
          </form>
        )}

        {step === 'sessions' && (
          <section aria-labelledby={`${id}-list`}>
            <div className="cf-listhead">
              <h2 id={`${id}-list`}>Your upcoming sessions</h2>
              <p className="muted">
                Signed in as <strong>{email}</strong>
                {remaining !== null && <> · session expires in {remaining} minutes</>}
              </p>
            </div>
            {sessions.length === 0 ? (
              <div className="cf-panel">
                <p>{MESSAGES.noUpcoming}</p>
                {application && (
                  <section className="cf-appstatus" aria-labelledby={`${id}-app`}>
                    <h3 id={`${id}-app`}>Your Curated Fika application</h3>
                    <ApplicationStatusLine status={application.application_status} />
                  </section>
                )}
                <button type="button" className="cf-linkbutton" onClick={() => reset()}>
                  Try another email
                </button>
              </div>
            ) : (
              <div className="cf-cards">
                {sessions.map((p) => (
                  <SessionCard key={p.id} participation={p} now={now} onCancel={onCancel} busy={busy} />
                ))}
              </div>
            )}
            <p className="cf-after">
              <button type="button" className="cf-linkbutton" onClick={() => reset()}>
                ← View sessions for another email
              </button>
            </p>
            <p className="muted">
              Looking for your application status? Visit the <Link to="/curated-fika/member-portal">member portal</Link>.
            </p>
          </section>
        )}
      </div>
    </>
  );
}
