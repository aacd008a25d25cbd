/**
 * `/member-dashboard`: encouragement, stats, the member's bookings (places, series, receipts and
 * the subscription: features/my-bookings), goal, the weekly check-in and the history. Data is cached for 5 minutes and refreshed every 5 minutes while the session lasts; a
 * submitted check-in invalidates the caches. A `?token=` link signs in on arrival.
 */
import { DURATIONS } from '@/content/site/facts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '../../../components/LocalLink';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { durationText, ruleMessage } from '../rule-messages';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { memberToken, useMemberSession } from '../../../lib/member-session';
import { ACCESS_MESSAGES, AUTO_REFRESH_MS, DEFAULT_HISTORY_LIMIT, MAX_HISTORY_LIMIT, type Checkin } from '@/domain/member/rules';
import { getCheckinHistory, getDashboardData, type DashboardData, type SubmitResult } from '../api/member-api';
import { CheckinForm } from '../components/CheckinForm';
import { CheckinHistory } from '../components/CheckinHistory';
import { GoalPanel } from '../components/GoalPanel';
import { EncouragementBanner, StatsPanel } from '../components/StatsPanel';
import { RequestAccessForm } from '../components/RequestAccessForm';
import { useLinkSignIn } from '../components/useLinkSignIn';
import { MY_PASSPORT_HREF } from '../../passport/my-passport';
import { MyDataPanel } from '../components/MyDataPanel';
import { EmailLanguage } from '../../email-language/EmailLanguage';
import { DigestCitiesPanel } from '../../digest/components/DigestCitiesPanel';
import { CalendarFeed } from '../../calendar-feed/CalendarFeed';
import { MyBookings } from '../../my-bookings/MyBookings';
import '../member.css';

type Load = { kind: 'loading' } | { kind: 'ok'; data: DashboardData } | { kind: 'error'; message: string };

export default function MemberDashboardPage() {
  const link = useLinkSignIn();
  const session = useMemberSession();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The stored token is usable at once; the header's server check runs alongside.
  const token = mounted && link.kind !== 'validating' ? (session.token ?? memberToken()) : null;

  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [expired, setExpired] = useState(false);
  const [history, setHistory] = useState<Checkin[] | null>(null);
  const [limit, setLimit] = useState(DEFAULT_HISTORY_LIMIT);
  const [loadingMore, setLoadingMore] = useState(false);
  const [closedMessage, setClosedMessage] = useState<string | null>(null);

  const refresh = useCallback(
    async (force = false) => {
      if (!token) return;
      try {
        const [d, h] = await Promise.all([getDashboardData(token, force), getCheckinHistory(token, limit, force)]);
        if (d.expired || h.expired) {
          setExpired(true);
          return;
        }
        if (d.success && d.data) setLoad({ kind: 'ok', data: d.data });
        else setLoad({ kind: 'error', message: d.error ?? t('somethingWrong') });
        if (h.success && h.data) setHistory(h.data);
      } catch (e) {
        setLoad({ kind: 'error', message: e instanceof ApiError ? e.message : NETWORK_ERROR });
      } finally {
        setLoadingMore(false);
      }
    },
    [token, limit],
  );

  useEffect(() => {
    if (!token) return;
    setExpired(false);
    void refresh();
    // Auto-refresh every 5 minutes; stops as soon as the session goes (token becomes null).
    const timer = setInterval(() => void refresh(true), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [token, refresh]);

  const onSubmitted = (r: SubmitResult) => {
    setLoad((l) => (l.kind === 'ok' ? { kind: 'ok', data: { ...l.data, stats: r.stats, encouragement: r.encouragement, goal_insight: r.goal_insight, this_week_checkin: r.checkin } } : l));
    void refresh(true);
    session.refresh();
  };

  if (!mounted || link.kind === 'validating') {
    return (
      <>
        <PageHeader eyebrow={t('eyebrow')} title={t('dashboard.title')} />
        <p role="status" className="container member-status">
          {link.kind === 'validating' ? t('signingIn') : t('dashboard.loading')}
        </p>
      </>
    );
  }

  if (closedMessage) {
    return (
      <>
        <PageHeader eyebrow={t('eyebrow')} title={t('dashboard.closedTitle')} />
        <div className="container member-page member-page--narrow">
          <p className="notice" role="status">
            {closedMessage}
          </p>
          <p>{rich(t('dashboard.closedThanks'), { link: (text) => <Link to="/">{text}</Link> })}</p>
        </div>
      </>
    );
  }

  if (!token) {
    return (
      <>
        <PageHeader eyebrow={t('eyebrow')} title={t('dashboard.title')} subtitle={t('dashboard.signedOutSubtitle')} />
        <div className="container member-page member-page--narrow">
          <div className="member-card">
            {(expired || link.kind === 'error') && (
              <p className="notice notice--error" role="alert">
                {link.kind === 'error' ? link.message : ruleMessage(ACCESS_MESSAGES.expired)}
              </p>
            )}
            <h2>{t('dashboard.signInHeading')}</h2>
            <p>{t('dashboard.signInIntro', { link: durationText(DURATIONS.signInLink), session: durationText(DURATIONS.memberSession) })}</p>
            <RequestAccessForm redirect="/member-dashboard" />
          </div>
        </div>
      </>
    );
  }

  const data = load.kind === 'ok' ? load.data : null;
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('dashboard.title')} subtitle={data ? t('dashboard.hi', { email: data.email }) : t('dashboard.subtitle')}>
        <Button variant="secondary" size="sm" to={MY_PASSPORT_HREF}>
          {t('dashboard.myPassport')}
        </Button>
        <Button variant="ghost" size="sm" to="/checkin">
          {t('dashboard.checkinEvent')}
        </Button>
      </PageHeader>
      <div className="container member-page">
        {load.kind === 'loading' && (
          <p role="status" className="member-status">
            {t('dashboard.loading')}
          </p>
        )}
        {load.kind === 'error' && (
          <div className="notice notice--error" role="alert">
            <p>{load.message}</p>
            <Button size="sm" onClick={() => void refresh(true)}>
              {t('dashboard.tryAgain')}
            </Button>
          </div>
        )}
        {data && (
          <>
            {data.member_status === 'revoked' && (
              <p className="notice notice--warning" role="note">
                {rich(t('dashboard.revoked'), { link: (text) => <Link to="/community-guidelines">{text}</Link> })}
              </p>
            )}
            <EncouragementBanner encouragement={data.encouragement} stats={data.stats} />
            <section aria-labelledby="stats-heading" className="member-section">
              <h2 id="stats-heading">{t('dashboard.statsHeading')}</h2>
              <StatsPanel stats={data.stats} />
            </section>
            <MyBookings token={token} />
            <div className="member-columns">
              <section className="member-card" aria-label={t('dashboard.weeklyCheckin')}>
                <CheckinForm key={data.current_week} token={token} week={data.current_week} existing={data.this_week_checkin} onSubmitted={onSubmitted} />
              </section>
              <section className="member-card" aria-labelledby="goal-heading">
                <h2 id="goal-heading">{t('dashboard.goalHeading')}</h2>
                <GoalPanel token={token} goal={data.goal} insight={data.goal_insight} daysUntilTarget={data.stats.days_until_target} onSaved={() => void refresh(true)} />
              </section>
            </div>
            <section className="member-section" aria-labelledby="history-heading">
              <h2 id="history-heading">{t('dashboard.historyHeading')}</h2>
              <CheckinHistory
                checkins={history ?? data.recent_checkins}
                loadingMore={loadingMore}
                onMore={(history ?? data.recent_checkins).length >= limit && limit < MAX_HISTORY_LIMIT ? () => { setLoadingMore(true); setLimit((l) => Math.min(MAX_HISTORY_LIMIT, l + DEFAULT_HISTORY_LIMIT)); } : undefined}
              />
            </section>
            <CalendarFeed token={token} />
            <EmailLanguage token={token} />
            <DigestCitiesPanel token={token} />
            <MyDataPanel token={token} email={data.email} onClosed={setClosedMessage} />
          </>
        )}
      </div>
    </>
  );
}
