/**
 * The live passport on /member-passport: tier, stamps and progress, the
 * "new stamp" and "Tier Unlocked!" moments, cities, streaks, yearly stamps with the 1 January
 * reset, member stats, event history, the yearly comparison, the leaderboard and no-shows.
 *
 * Who may look: a passport session from the magic link (sessionStorage, 60 minutes) or the
 * signed-in member. A `?token=` link is exchanged on arrival and removed from the address.
 */
import { DURATIONS } from '@/content/site/facts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { activeLocale, localPath } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { dayText, tierName } from '../display';
import { passportMessage } from '../rule-messages';
import { durationText, ruleMessage } from '../../member/rule-messages';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { readStoredToken, useMemberSession, useUrlToken } from '../../../lib/member-session';
import { storedItem } from '../../../lib/browser-storage';
import { normaliseAccessEmail, ACCESS_MESSAGES, SESSION_RECHECK_MS } from '@/domain/member/rules';
import { PASSPORT_MESSAGES, TIERS, stampChange, tierRank } from '@/domain/passport/rules';
import {
  clearPassportSession,
  getEventHistory,
  getPassportData,
  readPassportSession,
  savePassportSession,
  sendPassportLink,
  validatePassportLink,
  type AttendanceItem,
  type Credentials,
  type PassportData,
} from '../api/passport-api';
import { Notice } from '../../../components/ui/Notice';
import { MY_PASSPORT_ID } from '../my-passport';
import '../passport.css';
import { useTypedEarly } from '../../../lib/typed-early';

/**
 * Arriving at #my-passport, the router scrolls to the section at once; once the passport has
 * loaded it is brought to the top again (anything above may have shifted while it loaded). Once
 * per arrival, so a reader who scrolls on is left alone.
 */
function useShowOnArrival(loaded: boolean) {
  const { hash, key } = useLocation();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    if (hash !== `#${MY_PASSPORT_ID}` || !loaded || shownFor.current === key) return;
    shownFor.current = key;
    document.getElementById(MY_PASSPORT_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash, key, loaded]);
}

type View =
  | { kind: 'loading' }
  | { kind: 'ok'; data: PassportData; stampsGained: number; tierUnlocked: boolean }
  | { kind: 'disabled' }
  | { kind: 'unauthenticated'; message?: string }
  | { kind: 'error'; message: string };

const TYPES = ['fika', 'weekly-fika', 'happy-hour', 'curated-foodie', 'growth-circle', 'forest-walks', 'river-walks', 'foodie', 'goal-accountability', 'excursion'] as const;
const typeLabel = (type: string | null) => (!type ? '–' : (TYPES as readonly string[]).includes(type) ? t(`type.${type as (typeof TYPES)[number]}`) : type);

const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** Compares with what this browser saw last time: stamps gained and a tier rise are celebrated once. */
function celebrate(data: PassportData): { stampsGained: number; tierUnlocked: boolean } {
  const s = data.summary;
  let seen: { stamps: number; tier: string } | null = null;
  // Kept only with functional storage allowed; without it every visit is a first visit.
  const stored = storedItem('passportSeen', s.email);
  try {
    seen = JSON.parse(stored.get() ?? 'null');
  } catch {
    /* malformed: no comparison */
  }
  stored.set(JSON.stringify({ stamps: s.stamps, tier: s.tier }));
  // First visit in this browser: trust the server's "just unlocked" flag.
  return {
    stampsGained: seen ? stampChange(seen.stamps, s.stamps).stampsGained : 0,
    tierUnlocked: seen ? tierRank(s.tier) > tierRank(seen.tier) : s.tier_just_unlocked,
  };
}

function SendLinkForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const emailField = useTypedEarly(setEmail);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'error'; message: string }>({ kind: 'idle' });
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const normalised = normaliseAccessEmail(email);
    if (!normalised) {
      setFieldError(ruleMessage(ACCESS_MESSAGES.invalidEmail));
      return;
    }
    setFieldError(null);
    setState({ kind: 'sending' });
    try {
      const r = await sendPassportLink(normalised);
      setState(r.success ? { kind: 'sent', message: r.data?.message ?? passportMessage(PASSPORT_MESSAGES.sent) } : { kind: 'error', message: r.error ?? passportMessage(PASSPORT_MESSAGES.sendFailed) });
    } catch {
      setState({ kind: 'error', message: passportMessage(PASSPORT_MESSAGES.sendFailed) });
    }
  }

  if (state.kind === 'sent') {
    return (
      <p className="notice notice--success" role="status">
        {state.message}
      </p>
    );
  }
  return (
    <form className="passport-form" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`}>{t('form.email')}</label>
      <div className="passport-form__row">
        <input
          ref={emailField}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? t('form.sending') : t('form.send')}
        </Button>
      </div>
      {fieldError && (
        <p id={`${id}-error`} className="passport-error">
          {fieldError}
        </p>
      )}
      {state.kind === 'error' && (
        <p className="notice notice--error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}

function Progress({ data }: { data: PassportData }) {
  const s = data.summary;
  const f = s.features;
  const next = s.next_tier;
  return (
    <div className="passport-tier">
      <p className="passport-tier__icon" aria-hidden="true">
        {s.tier_icon}
      </p>
      <div>
        {f.tiers && <p className="passport-tier__name">{tierName(s.tier, s.tier_name)}</p>}
        {f.stamps && (
          <p className="passport-tier__stamps">
            <strong>{t('stamps', { count: s.stamps })}</strong> <span className="passport-muted">{t('progress.lifetime')}</span>
          </p>
        )}
        {f.progress && (
          <>
            <div
              className="passport-progress"
              role="progressbar"
              aria-label={next ? t('progress.to', { tier: tierName(next.name) }) : t('progress.top')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={s.tier_progress}
            >
              <span className="passport-progress__bar" style={{ width: `${s.tier_progress}%` }} />
            </div>
            <p className="passport-muted">
              {next ? t('progress.more', { count: next.stamps_needed, tier: tierName(next.name) }) : t('progress.topReached')}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** The latest stamps come with the passport; "Show all" asks for the whole history (get-event-history). */
function EventHistory({ data, creds }: { data: PassportData; creds: Credentials | null }) {
  const [all, setAll] = useState<AttendanceItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = all ?? data.event_history;
  const more = !all && creds && data.member_stats.totalEvents > data.event_history.length;
  async function showAll() {
    if (!creds) return;
    setError(null);
    try {
      const r = await getEventHistory(creds);
      if (r.success && r.data) setAll(r.data);
      else setError(t('history.failed'));
    } catch {
      setError(t('history.failed'));
    }
  }
  return (
    <section className="passport-block" aria-labelledby="passport-history-heading">
      <h3 id="passport-history-heading">{t('history.heading')}</h3>
      {list.length ? (
        <ol className="passport-history">
          {list.map((a) => (
            <li key={a.attendanceId}>
              <span className="passport-stamp" aria-hidden="true">
                ✓
              </span>
              <span>
                <strong>{a.event_title}</strong> <span className="passport-muted">· {a.location} · {dayText(a.event_date)}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="passport-muted">{t('history.empty')}</p>
      )}
      {more && (
        <Button variant="ghost" size="sm" onClick={() => void showAll()}>
          {t('history.showAll', { count: data.member_stats.totalEvents })}
        </Button>
      )}
      <Notice tone="error" text={error} />
    </section>
  );
}

function Details({ data, creds }: { data: PassportData; creds: Credentials | null }) {
  const s = data.summary;
  const f = s.features;
  const m = data.member_stats;
  const y = data.yearly_comparison;
  return (
    <>
      <dl className="passport-stats" aria-label={t('stats.glance')}>
        {f.yearlyProgress && (
          <div className="passport-stat">
            <dt>{t('stats.yearStamps', { year: String(s.current_year) })}</dt>
            <dd>{s.yearly_stamps}</dd>
          </div>
        )}
        {f.cityCount && (
          <div className="passport-stat">
            <dt>{t('stats.cities')}</dt>
            <dd>{s.cities.length}</dd>
          </div>
        )}
        {f.streaks && (
          <>
            <div className="passport-stat">
              <dt>{t('stats.eventStreak')}</dt>
              <dd>{t('months', { count: s.current_streak })}</dd>
            </div>
            <div className="passport-stat">
              <dt>{t('stats.checkinStreak')}</dt>
              <dd>{t('weeks', { count: s.checkin_streak })}</dd>
            </div>
          </>
        )}
      </dl>
      {f.yearlyProgress && (
        <p className={s.yearly_status.archived ? 'notice notice--warning' : 'passport-muted'} role={s.yearly_status.archived ? 'status' : undefined}>
          {s.yearly_status.message}
        </p>
      )}
      {f.cityCount && s.cities.length > 0 && <p>{t('stats.citiesVisited', { cities: s.cities.join(activeLocale() === 'ja' ? '、' : ', ') })}</p>}

      {(s.no_show_count > 0 || s.membership_revoked) && (
        <div className={s.membership_revoked ? 'notice notice--error' : 'notice notice--warning'} role="note">
          <p className="passport-strong">
            {t('noshow.count', { count: s.no_show_count, limit: s.no_show_limit })}
          </p>
          {s.membership_revoked ? (
            <p>{rich(t('noshow.revoked', { limit: s.no_show_limit }), { link: (text) => <Link to="/community-guidelines">{text}</Link> })}</p>
          ) : (
            <p>{rich(t('noshow.rule', { limit: s.no_show_limit }), { link: (text) => <Link to="/community-guidelines">{text}</Link> })}</p>
          )}
        </div>
      )}

      <section className="passport-block" aria-labelledby="passport-stats-heading">
        <h3 id="passport-stats-heading">{t('member.heading')}</h3>
        <dl className="passport-facts">
          <dt>{t('member.attended')}</dt>
          <dd>{m.totalEvents}</dd>
          <dt>{t('member.cities')}</dt>
          <dd>{m.totalCities}</dd>
          <dt>{t('member.first')}</dt>
          <dd>{dayText(m.firstEventDate)}</dd>
          <dt>{t('member.latest')}</dt>
          <dd>{dayText(m.lastEventDate)}</dd>
          <dt>{t('member.favourite')}</dt>
          <dd>{typeLabel(m.favoriteEventType)}</dd>
          <dt>{t('member.thisMonth')}</dt>
          <dd>{m.eventsThisMonth}</dd>
          <dt>{t('member.thisYear')}</dt>
          <dd>{m.eventsThisYear}</dd>
          <dt>{t('member.since')}</dt>
          <dd>{dayText(m.memberSince)}</dd>
        </dl>
      </section>

      <EventHistory data={data} creds={creds} />

      {f.comparison && y && (
        <section className="passport-block" aria-labelledby="passport-years-heading">
          <h3 id="passport-years-heading">
            {t('years.heading', { current: String(y.current_year), previous: String(y.previous_year) })}
          </h3>
          <table className="passport-table">
            <thead>
              <tr>
                <th scope="col">{t('years.year')}</th>
                <th scope="col">{t('years.stamps')}</th>
                <th scope="col">{t('years.cities')}</th>
              </tr>
            </thead>
            <tbody>
              {[y.current, y.previous].map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  <td>{row.stamps}</td>
                  <td>{row.cities.join(', ') || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="passport-muted">
            {y.change.stamps === 0
              ? t('years.level')
              : y.change.percent === null
                ? t('years.change', { change: signed(y.change.stamps) })
                : t('years.changePercent', { change: signed(y.change.stamps), percent: signed(y.change.percent) })}
          </p>
        </section>
      )}

      {f.leaderboard && data.leaderboard.length > 0 && (
        <section className="passport-block" aria-labelledby="passport-leaders-heading">
          <h3 id="passport-leaders-heading">{t('leaders.heading')}</h3>
          <ol className="passport-leaders">
            {data.leaderboard.map((l) => (
              <li key={l.rank}>
                <span className="passport-leaders__rank">{l.rank}</span>
                <span>{l.member}</span>
                <span>
                  {TIERS.find((tier) => tier.id === l.tier)?.icon} {t('stamps', { count: l.stamps })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

export function PassportLive() {
  const urlToken = useUrlToken();
  const member = useMemberSession();
  const [creds, setCreds] = useState<Credentials | null>(null);
  // The first render matches the prerendered page (signed out); effects take it from there.
  const [view, setView] = useState<View>({ kind: 'unauthenticated' });
  const [linking, setLinking] = useState(false);

  // Exchange a magic link once.
  useEffect(() => {
    if (!urlToken) return;
    let live = true;
    setLinking(true);
    setView({ kind: 'loading' });
    validatePassportLink(urlToken)
      .then((r) => {
        if (!live) return;
        if (r.success && r.data) savePassportSession(r.data);
        else setView({ kind: r.status === 403 ? 'disabled' : 'unauthenticated', message: r.error ?? passportMessage(PASSPORT_MESSAGES.invalidOrExpired) });
      })
      .catch(() => live && setView({ kind: 'error', message: t('error.validate') }))
      .finally(() => live && setLinking(false));
    return () => {
      live = false;
    };
  }, [urlToken]);

  // Pick credentials: the passport session (if fresh and for the same person) or the member session.
  // The stored member token counts at once (the header's server check runs alongside).
  const pick = useCallback(() => {
    if (linking) return;
    const stored = readStoredToken();
    const ps = readPassportSession(stored?.email);
    const next: Credentials | null = ps ? { kind: 'passport', session: ps } : stored ? { kind: 'member', email: stored.email, token: stored.token } : null;
    setCreds((cur) => (JSON.stringify(cur) === JSON.stringify(next) ? cur : next));
    // Re-pick whenever the member session changes (sign-in, logout, expiry).
  }, [linking, member.status, member.token]);

  useEffect(() => {
    pick();
    const timer = setInterval(pick, SESSION_RECHECK_MS);
    return () => clearInterval(timer);
  }, [pick]);

  const load = useCallback(async (c: Credentials) => {
    setView({ kind: 'loading' });
    try {
      const r = await getPassportData(c);
      if (r.success && r.data) setView({ kind: 'ok', data: r.data, ...celebrate(r.data) });
      else if (r.status === 403) setView({ kind: 'disabled' });
      else if (r.status === 401) {
        if (c.kind === 'passport') clearPassportSession();
        setView({ kind: 'unauthenticated', message: passportMessage(PASSPORT_MESSAGES.notAuthenticated) });
        setCreds(null);
      } else setView({ kind: 'error', message: t('error.fetch') });
    } catch (e) {
      setView({ kind: 'error', message: e instanceof ApiError && e.status === 0 ? NETWORK_ERROR : t('error.fetch') });
    }
  }, []);

  useEffect(() => {
    if (linking) return;
    if (creds) void load(creds);
    else setView((v) => (v.kind === 'ok' || v.kind === 'loading' ? { kind: 'unauthenticated' } : v));
  }, [creds, linking, load]);

  useShowOnArrival(view.kind === 'ok');

  const closePassport = () => {
    clearPassportSession();
    pick();
  };

  return (
    <section id={MY_PASSPORT_ID} className="passport-live" aria-labelledby="my-passport-heading">
      <div className="container">
        <h2 id="my-passport-heading">{t('live.heading')}</h2>
        {view.kind === 'loading' && (
          <p role="status" className="passport-muted">
            {linking ? t('live.opening') : t('live.loading')}
          </p>
        )}
        {view.kind === 'disabled' && (
          <p className="notice notice--warning" role="status">
            {passportMessage(PASSPORT_MESSAGES.disabled)}
          </p>
        )}
        {view.kind === 'error' && (
          <div className="notice notice--error" role="alert">
            <p>{view.message}</p>
            {creds && (
              <Button size="sm" onClick={() => void load(creds)}>
                {t('live.tryAgain')}
              </Button>
            )}
          </div>
        )}
        {view.kind === 'unauthenticated' && (
          <div className="passport-signin">
            <Notice tone="error" text={view.message} />
            <p>{t('live.intro', { link: durationText(DURATIONS.signInLink), session: durationText(DURATIONS.passportSession) })}</p>
            <SendLinkForm />
            <p className="passport-muted">
              {rich(t('live.member'), { link: (text) => <Link to={`/member-login?next=${localPath('/member-passport')}`}>{text}</Link> })}
            </p>
          </div>
        )}
        {view.kind === 'ok' && (
          <div className={view.data.summary.features.animations ? 'passport-view passport-view--animated' : 'passport-view'}>
            <div aria-live="polite">
              {view.tierUnlocked && (
                <div className="passport-celebration" role="status">
                  <p className="passport-celebration__title">{t('live.unlocked')}</p>
                  <p>{rich(t('live.nowA', { tier: tierName(view.data.summary.tier, view.data.summary.tier_name) }), { strong: (text) => <strong>{text}</strong> })}</p>
                </div>
              )}
              {view.stampsGained > 0 && (
                <p className="notice notice--success" role="status">
                  {t('live.gained', { count: view.stampsGained })}
                </p>
              )}
            </div>
            <p className="passport-muted">
              {rich(t('live.of', { email: view.data.summary.email }), { strong: (text) => <strong>{text}</strong> })}
              {creds?.kind === 'passport' && (
                <>
                  {' '}
                  ·{' '}
                  <button type="button" className="passport-link-button" onClick={closePassport}>
                    {t('live.close')}
                  </button>
                </>
              )}
            </p>
            <Progress data={view.data} />
            <Details data={view.data} creds={creds} />
            <p>
              <Button to="/checkin">{t('live.checkin')}</Button>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
