/**
 * `/curated-fika/my-sessions`: email → 6-digit code → the person's upcoming
 * sessions, with cancellation 24 hours or more ahead. The verified session is saved with the
 * member portal's under `curated_fika_unified_session` (2 hours, extended while the page is used).
 */
import { DURATIONS } from '@/content/site/facts';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { CONTACT_EMAIL, Seo } from '../../../lib/seo';
import { MESSAGES, canParticipantCancel, isCompleteCode, minutesLeft } from '@/domain/curated/rules';
import { cancelMyAttendance, getMySessions, sendAccessCode, signOut, verifyCode, type ApplicationSummary, type Participation } from '../api/curated-api';
import { clearUnified, readUnified, startUnified, updateUnified } from '../lib/unified-session';
import { useSessionActivity, useTimedMessage } from '../lib/hooks';
import { useTypedEarly } from '../../../lib/typed-early';
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
  const emailField = useTypedEarly(setEmail);
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
    if (!saved) return reset(t('msg.signInExpired'));
    const r = await getMySessions(saved.token);
    if (r.success && r.data) {
      setSessions(r.data);
      if (r.application !== undefined) setApplication(r.application);
      setNow(new Date());
      updateUnified((s) => ({ ...s, mySessions: s.mySessions ? { ...s.mySessions, sessions: r.data! } : s.mySessions }));
    } else if (r.status === 401) reset(t('msg.signInExpired'));
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
    (n) => setWarning(t('msg.signInExpiring', { minutes: n })),
    () => reset(t('msg.signInExpired')),
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
        setSuccess(t('msg.codeSent'));
      } else if (r.error?.includes('No sessions found')) setError(t('msg.noSessionsFoundHelp'));
      else setError(r.error || t('msg.sendFallback', { email: CONTACT_EMAIL }));
    } catch {
      setError(t('msg.thrown'));
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
      } else setError(r.error || t('msg.invalidCode'));
    } catch {
      setError(t('msg.thrown'));
    } finally {
      setBusy(false);
    }
  }

  async function onCancel(p: Participation) {
    if (!canParticipantCancel(p.participation_status, p.curated_fika_sessions.session_date, new Date())) {
      setError(t('msg.cutoff'));
      return;
    }
    if (!window.confirm(t('msg.confirmCancel'))) return;
    const saved = readUnified();
    if (!saved) return reset(t('msg.signInExpired'));
    setBusy(true);
    setError(null);
    try {
      const r = await cancelMyAttendance(p.id, MESSAGES.userCancelReason, saved.token);
      if (r.success) {
        setSuccess(t('msg.cancelled'));
        await reload();
      } else if (r.status === 401) reset(t('msg.signInExpired'));
      else setError(r.error || t('msg.cancelFailed'));
    } catch {
      setError(t('msg.cancelThrown', { email: CONTACT_EMAIL }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Seo title={t('route./curated-fika/my-sessions.title')} description={t('my.seo.description')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('my.header.title')} subtitle={t('my.header.subtitle')} />
      <div className="container cf-page">
        <div className="cf-messages" aria-live="polite">
          <Notice tone="warning" text={warning} />
          <Notice tone="success" text={success} />
          <Notice tone="error" text={error} />
        </div>

        {step === 'email' && (
          <form className="cf-panel" onSubmit={onSend}>
            <h2>{t('my.email.heading')}</h2>
            <p className="muted">{t('my.email.intro')}</p>
            <div className="cf-field">
              <label htmlFor={`${id}-email`}>{t('login.emailLabel')}</label>
              <input ref={emailField} id={`${id}-email`} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <Button type="submit" disabled={busy || !email.trim()}>
              {busy ? t('state.sending') : t('login.sendCode')}
            </Button>
          </form>
        )}

        {step === 'verify' && (
          <form className="cf-panel" onSubmit={onVerify}>
            <h2>{t('login.codeHeading')}</h2>
            <div className="cf-field">
              <label htmlFor={`${id}-code`}>{t('login.codeLabel')}</label>
              <CodeInput id={`${id}-code`} value={code} onChange={setCode} autoFocus />
              <p id={`${id}-code-hint`} className="muted cf-hint">
                {rich(t('my.code.hint', { email: email.trim(), duration: DURATIONS.curatedCode.text, minutes: DURATIONS.curatedCode.seconds / 60 }), {
                  strong: (text) => <strong>{text}</strong>,
                })}
              </p>
            </div>
            <Button type="submit" disabled={busy || !isCompleteCode(code)}>
              {busy ? t('state.verifying') : t('my.code.submit')}
            </Button>
            <button type="button" className="cf-linkbutton" onClick={() => setStep('email')}>
              {t('login.back')}
            </button>
          </form>
        )}

        {step === 'sessions' && (
          <section aria-labelledby={`${id}-list`}>
            <div className="cf-listhead">
              <h2 id={`${id}-list`}>{t('my.list.heading')}</h2>
              <p className="muted">
                {rich(t('my.list.signedIn', { email }), { strong: (text) => <strong>{text}</strong> })}
                {remaining !== null && t('my.list.expires', { minutes: remaining })}
              </p>
            </div>
            {sessions.length === 0 ? (
              <div className="cf-panel">
                <p>{t('msg.noUpcoming')}</p>
                {application && (
                  <section className="cf-appstatus" aria-labelledby={`${id}-app`}>
                    <h3 id={`${id}-app`}>{t('my.list.application')}</h3>
                    <ApplicationStatusLine status={application.application_status} />
                  </section>
                )}
                <button type="button" className="cf-linkbutton" onClick={() => reset()}>
                  {t('my.list.tryAnother')}
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
                {t('my.list.another')}
              </button>
            </p>
            <p className="muted">
              {rich(t('my.list.portal'), { link: (text) => <Link to="/curated-fika/member-portal">{text}</Link> })}
            </p>
          </section>
        )}
      </div>
    </>
  );
}
