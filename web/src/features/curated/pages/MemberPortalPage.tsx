/**
 * `/curated-fika/member-portal`: an applicant's view of their application and sessions, signed in
 * with the same emailed code and the same saved session as My Sessions.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { sessionDate } from '../lib/format';
import { cityName, countryName } from '../lib/labels';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Seo } from '../../../lib/seo';
import { isCompleteCode } from '@/domain/curated/rules';
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
      else if (r.status === 401) logout(t('msg.signInExpired'));
      else {
        setError(r.error || t('msg.thrown'));
        setView({ kind: 'login', step: 'email' });
      }
    } catch {
      setError(t('msg.thrown'));
      setView({ kind: 'login', step: 'email' });
    }
  }, [logout, setError]);

  useEffect(() => {
    void load();
  }, [load]);

  useSessionActivity(view.kind === 'portal', (n) => setInfo(t('msg.signInExpiring', { minutes: n })), () => logout(t('msg.signInExpired')));

  async function onSend(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await sendAccessCode(email.trim(), 'member-portal');
      if (r.success) {
        setInfo(r.data?.message ?? t('msg.codeSent'));
        setView({ kind: 'login', step: 'verify' });
      } else setError(r.error || t('msg.thrown'));
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
      if (r.success && r.session) {
        const at = new Date().toISOString();
        startUnified(
          { email: r.session.email, token: r.session.token, serverExpiresAt: r.session.expiresAt },
          { memberPortal: { user: { ...(r.application ?? {}), email: r.session.email }, verificationCode: code, authenticatedAt: at } },
        );
        setInfo(null);
        await load();
      } else setError(r.error || t('msg.invalidCode'));
    } catch {
      setError(t('msg.thrown'));
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
      <Seo title={t('route./curated-fika/member-portal.title')} description={t('portal.seo.description')} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={t('portal.header.title')} subtitle={t('portal.header.subtitle')} />
      <div className="container cf-page">
        <div className="cf-messages" aria-live="polite">
          <Notice tone="success" text={info} />
          <Notice tone="error" text={error} />
        </div>
        {view.kind === 'loading' && <p role="status">{t('state.loading')}</p>}
        {view.kind === 'login' && view.step === 'email' && (
          <form className="cf-panel" onSubmit={onSend}>
            <h2>{t('portal.email.heading')}</h2>
            <p className="muted">{t('portal.email.intro')}</p>
            <div className="cf-field">
              <label htmlFor={`${id}-email`}>{t('login.emailLabel')}</label>
              <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <Button type="submit" disabled={busy || !email.trim()}>
              {busy ? t('state.sending') : t('login.sendCode')}
            </Button>
            <p className="muted cf-small">
              {rich(t('portal.email.notApplied'), { link: (text) => <Link to="/curated-fika-signup">{text}</Link> })}
            </p>
          </form>
        )}
        {view.kind === 'login' && view.step === 'verify' && (
          <form className="cf-panel" onSubmit={onVerify}>
            <h2>{t('login.codeHeading')}</h2>
            <div className="cf-field">
              <label htmlFor={`${id}-code`}>{t('login.codeLabel')}</label>
              <CodeInput id={`${id}-code`} value={code} onChange={setCode} autoFocus />
              <p id={`${id}-code-hint`} className="muted cf-hint">
                {rich(t('portal.code.hint', { email: email.trim() }), { strong: (text) => <strong>{text}</strong> })}
              </p>
            </div>
            <Button type="submit" disabled={busy || !isCompleteCode(code)}>
              {busy ? t('state.verifying') : t('portal.code.submit')}
            </Button>
            <button type="button" className="cf-linkbutton" onClick={() => setView({ kind: 'login', step: 'email' })}>
              {t('login.back')}
            </button>
          </form>
        )}
        {view.kind === 'portal' && (
          <>
            <section className="cf-panel" aria-labelledby={`${id}-app`}>
              <h2 id={`${id}-app`}>{view.application ? t('portal.hi', { name: view.application.first_name }) : t('portal.application')}</h2>
              {view.application ? (
                <>
                  <ApplicationStatusLine status={view.application.application_status} matched={isMatched(view.application.application_status, view.participations, now)} />
                  <p className="muted cf-small">
                    {t('portal.submitted', {
                      date: sessionDate(view.application.submitted_at, 'Asia/Tokyo'),
                      city: cityName(view.application.city),
                      country: countryName(view.application.country),
                    })}
                  </p>
                  {!view.application.is_premium_member && (
                    <div className="notice notice--warning">
                      <p>{t('portal.noPremium', { email: view.email })}</p>
                      <Button size="sm" to={`/subscription?email=${encodeURIComponent(view.email)}&source=curated-fika`}>
                        {t('action.becomePremium')}
                      </Button>
                    </div>
                  )}
                </>
              ) : (
                <p>
                  {rich(t('portal.noApplication', { email: view.email }), { link: (text) => <Link to="/curated-fika-signup">{text}</Link> })}
                </p>
              )}
            </section>
            <section aria-labelledby={`${id}-sessions`}>
              <h2 id={`${id}-sessions`}>{t('portal.sessions')}</h2>
              {view.participations.length === 0 ? (
                <p className="muted">{t('portal.noSessions')}</p>
              ) : (
                <div className="cf-cards">
                  {view.participations.map((p) =>
                    Date.parse(p.curated_fika_sessions.session_date) > now.getTime() ? (
                      <SessionCard key={p.id} participation={p} now={now} />
                    ) : (
                      <article key={p.id} className="cf-card cf-card--past">
                        <StatusBadge status={p.participation_status} sessionStatus={p.curated_fika_sessions.session_status} />
                        <h3>{p.curated_fika_sessions.session_title}</h3>
                        <p className="muted">{t('portal.past', { date: sessionDate(p.curated_fika_sessions.session_date, p.curated_fika_sessions.venue_timezone) })}</p>
                      </article>
                    ),
                  )}
                </div>
              )}
              <p>
                {rich(t('portal.toCancel'), { link: (text) => <Link to="/curated-fika/my-sessions">{text}</Link> })}
              </p>
            </section>
            <button type="button" className="cf-linkbutton" onClick={() => logout()}>
              {t('portal.signOut')}
            </button>
          </>
        )}
      </div>
    </>
  );
}
