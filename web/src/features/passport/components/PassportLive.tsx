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
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { readStoredToken, useMemberSession, useUrlToken } from '../../../lib/member-session';
import { storedItem } from '../../../lib/browser-storage';
import { normaliseAccessEmail, ACCESS_MESSAGES, SESSION_RECHECK_MS } from '@/functions/member/rules';
import { PASSPORT_MESSAGES, TIERS, stampChange, tierRank } from '@/functions/passport/rules';
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

const TYPE_LABELS: Record<string, string> = {
  fika: 'Fika',
  'weekly-fika': 'Weekly fika',
  'happy-hour': 'Happy hour',
  'curated-foodie': 'Curated foodie',
  'growth-circle': 'Growth circle',
  'forest-walks': 'Forest walk',
  'river-walks': 'River walk',
  foodie: 'Foodie',
  'goal-accountability': 'Goal accountability',
  excursion: 'Excursion',
};
const typeLabel = (t: string | null) => (t ? (TYPE_LABELS[t] ?? t) : '–');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'sent' | 'error'; message: string }>({ kind: 'idle' });
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const normalised = normaliseAccessEmail(email);
    if (!normalised) {
      setFieldError(ACCESS_MESSAGES.invalidEmail);
      return;
    }
    setFieldError(null);
    setState({ kind: 'sending' });
    try {
      const r = await sendPassportLink(normalised);
      setState(r.success ? { kind: 'sent', message: r.data?.message ?? PASSPORT_MESSAGES.sent } : { kind: 'error', message: r.error ?? PASSPORT_MESSAGES.sendFailed });
    } catch {
      setState({ kind: 'error', message: PASSPORT_MESSAGES.sendFailed });
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
      <label htmlFor={`${id}-email`}>Email</label>
      <div className="passport-form__row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : 'Send me a secure link'}
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
        {f.tiers && <p className="passport-tier__name">{s.tier_name}</p>}
        {f.stamps && (
          <p className="passport-tier__stamps">
            <strong>{plural(s.stamps, 'stamp')}</strong> <span className="passport-muted">lifetime</span>
          </p>
        )}
        {f.progress && (
          <>
            <div
              className="passport-progress"
              role="progressbar"
              aria-label={next ? `Progress to ${next.name}` : 'Top tier reached'}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={s.tier_progress}
            >
              <span className="passport-progress__bar" style={{ width: `${s.tier_progress}%` }} />
            </div>
            <p className="passport-muted">
              {next ? `${plural(next.stamps_needed, 'more stamp')} to ${next.name}` : 'You have reached the top tier. 100%!'}
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
      else setError('Failed to fetch event history');
    } catch {
      setError('Failed to fetch event history');
    }
  }
  return (
    <section className="passport-block" aria-labelledby="passport-history-heading">
      <h3 id="passport-history-heading">Event history</h3>
      {list.length ? (
        <ol className="passport-history">
          {list.map((a) => (
            <li key={a.attendanceId}>
              <span className="passport-stamp" aria-hidden="true">
                ✓
              </span>
              <span>
                <strong>{a.event_title}</strong> <span className="passport-muted">· {a.location} · {a.event_date}</span>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="passport-muted">No stamps yet. Check in at your next event to collect your first one.</p>
      )}
      {more && (
        <Button variant="ghost" size="sm" onClick={() => void showAll()}>
          Show all {data.member_stats.totalEvents} stamps
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
      <dl className="passport-stats" aria-label="Passport at a glance">
        {f.yearlyProgress && (
          <div className="passport-stat">
            <dt>Stamps in {s.current_year}</dt>
            <dd>{s.yearly_stamps}</dd>
          </div>
        )}
        {f.cityCount && (
          <div className="passport-stat">
            <dt>Cities</dt>
            <dd>{s.cities.length}</dd>
          </div>
        )}
        {f.streaks && (
          <>
            <div className="passport-stat">
              <dt>Event streak</dt>
              <dd>{plural(s.current_streak, 'month')}</dd>
            </div>
            <div className="passport-stat">
              <dt>Check-in streak</dt>
              <dd>{plural(s.checkin_streak, 'week')}</dd>
            </div>
          </>
        )}
      </dl>
      {f.yearlyProgress && (
        <p className={s.yearly_status.archived ? 'notice notice--warning' : 'passport-muted'} role={s.yearly_status.archived ? 'status' : undefined}>
          {s.yearly_status.message}
        </p>
      )}
      {f.cityCount && s.cities.length > 0 && <p>Cities visited: {s.cities.join(', ')}</p>}

      {(s.no_show_count > 0 || s.membership_revoked) && (
        <div className={s.membership_revoked ? 'notice notice--error' : 'notice notice--warning'} role="note">
          <p className="passport-strong">
            No-shows: {s.no_show_count} of {s.no_show_limit}
          </p>
          {s.membership_revoked ? (
            <p>
              Your membership has been revoked after {s.no_show_limit} no-shows (a confirmed RSVP without attending, or cancelling on the event day). Your
              stamps stay in your passport. Read why in our <Link to="/community-guidelines">community guidelines</Link>, or contact us to talk it through.
            </p>
          ) : (
            <p>
              A confirmed RSVP you don't attend, or a cancellation on the event day, counts as a no-show. {s.no_show_limit} no-shows revoke membership (
              <Link to="/community-guidelines">community guidelines</Link>).
            </p>
          )}
        </div>
      )}

      <section className="passport-block" aria-labelledby="passport-stats-heading">
        <h3 id="passport-stats-heading">Member stats</h3>
        <dl className="passport-facts">
          <dt>Events attended</dt>
          <dd>{m.totalEvents}</dd>
          <dt>Cities</dt>
          <dd>{m.totalCities}</dd>
          <dt>First event</dt>
          <dd>{m.firstEventDate ?? '–'}</dd>
          <dt>Latest event</dt>
          <dd>{m.lastEventDate ?? '–'}</dd>
          <dt>Favourite event type</dt>
          <dd>{typeLabel(m.favoriteEventType)}</dd>
          <dt>Events this month</dt>
          <dd>{m.eventsThisMonth}</dd>
          <dt>Events this year</dt>
          <dd>{m.eventsThisYear}</dd>
          <dt>Member since</dt>
          <dd>{m.memberSince ?? '–'}</dd>
        </dl>
      </section>

      <EventHistory data={data} creds={creds} />

      {f.comparison && y && (
        <section className="passport-block" aria-labelledby="passport-years-heading">
          <h3 id="passport-years-heading">
            {y.current_year} compared with {y.previous_year}
          </h3>
          <table className="passport-table">
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Stamps</th>
                <th scope="col">Cities</th>
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
            {y.change.stamps === 0 ? 'Level with last year.' : `${y.change.stamps > 0 ? '+' : ''}${y.change.stamps} stamps on last year${y.change.percent === null ? '' : ` (${y.change.percent > 0 ? '+' : ''}${y.change.percent}%)`}.`}
          </p>
        </section>
      )}

      {f.leaderboard && data.leaderboard.length > 0 && (
        <section className="passport-block" aria-labelledby="passport-leaders-heading">
          <h3 id="passport-leaders-heading">Leaderboard</h3>
          <ol className="passport-leaders">
            {data.leaderboard.map((l) => (
              <li key={l.rank}>
                <span className="passport-leaders__rank">{l.rank}</span>
                <span>{l.member}</span>
                <span>
                  {TIERS.find((t) => t.id === l.tier)?.icon} {plural(l.stamps, 'stamp')}
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
        else setView({ kind: r.status === 403 ? 'disabled' : 'unauthenticated', message: r.error ?? PASSPORT_MESSAGES.invalidOrExpired });
      })
      .catch(() => live && setView({ kind: 'error', message: 'Failed to validate security token' }))
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
        setView({ kind: 'unauthenticated', message: PASSPORT_MESSAGES.notAuthenticated });
        setCreds(null);
      } else setView({ kind: 'error', message: 'Failed to fetch passport data' });
    } catch (e) {
      setView({ kind: 'error', message: e instanceof ApiError && e.status === 0 ? NETWORK_ERROR : 'Failed to fetch passport data' });
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
        <h2 id="my-passport-heading">Your passport</h2>
        {view.kind === 'loading' && (
          <p role="status" className="passport-muted">
            {linking ? 'Opening your passport…' : 'Loading your passport…'}
          </p>
        )}
        {view.kind === 'disabled' && (
          <p className="notice notice--warning" role="status">
            {PASSPORT_MESSAGES.disabled}
          </p>
        )}
        {view.kind === 'error' && (
          <div className="notice notice--error" role="alert">
            <p>{view.message}</p>
            {creds && (
              <Button size="sm" onClick={() => void load(creds)}>
                Try again
              </Button>
            )}
          </div>
        )}
        {view.kind === 'unauthenticated' && (
          <div className="passport-signin">
            <Notice tone="error" text={view.message} />
            <p>
              See your stamps, your tier, the cities you have visited and your streaks. We email you a secure link that works once, within {DURATIONS.signInLink.text}, and
              opens a passport session of {DURATIONS.passportSession.text}.
            </p>
            <SendLinkForm />
            <p className="passport-muted">
              Already a member? <Link to="/member-login?next=/member-passport">Sign in to the member area</Link> and your passport opens here too.
            </p>
          </div>
        )}
        {view.kind === 'ok' && (
          <div className={view.data.summary.features.animations ? 'passport-view passport-view--animated' : 'passport-view'}>
            <div aria-live="polite">
              {view.tierUnlocked && (
                <div className="passport-celebration" role="status">
                  <p className="passport-celebration__title">🎉 Tier Unlocked!</p>
                  <p>
                    You are now a <strong>{view.data.summary.tier_name}</strong>. Thank you for showing up.
                  </p>
                </div>
              )}
              {view.stampsGained > 0 && (
                <p className="notice notice--success" role="status">
                  +{plural(view.stampsGained, 'new stamp')} since your last visit!
                </p>
              )}
            </div>
            <p className="passport-muted">
              Passport of <strong>{view.data.summary.email}</strong>
              {creds?.kind === 'passport' && (
                <>
                  {' '}
                  ·{' '}
                  <button type="button" className="passport-link-button" onClick={closePassport}>
                    Close passport
                  </button>
                </>
              )}
            </p>
            <Progress data={view.data} />
            <Details data={view.data} creds={creds} />
            <p>
              <Button to="/checkin">Check in at an event</Button>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
