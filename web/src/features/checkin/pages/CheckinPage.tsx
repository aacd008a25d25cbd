/**
 * `/checkin`: a signed-in member picks the event they are at, types the code the host
 * shows (or arrives from its QR code with both filled in) and collects a stamp; crossing a tier
 * threshold shows "Tier Unlocked!".
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { handleMemberAuthFailure, memberToken, useMemberSession } from '../../../lib/member-session';
import { PASSPORT_MESSAGES } from '@/functions/passport/rules';
import { getCheckinEvents, recordAttendance, type AttendanceResult, type OpenEvent } from '../api/checkin-api';
import { Notice } from '../../../components/ui/Notice';
import '../checkin.css';

const time = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
const day = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone });
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function Success({ result }: { result: AttendanceResult }) {
  return (
    <div className="checkin-result" role="status">
      {result.duplicate ? (
        <p className="checkin-result__title">You're already checked in ✓</p>
      ) : (
        <p className="checkin-result__title">
          <span aria-hidden="true">🛂 </span>New stamp collected!
        </p>
      )}
      <p>
        {result.attendance.event_title} · {result.attendance.location} · {result.attendance.event_date}
      </p>
      <p className="checkin-result__stamps">You now have {plural(result.stamps, 'stamp')}.</p>
      {result.tierUnlocked && (
        <div className="checkin-unlocked">
          <p className="checkin-unlocked__title">🎉 Tier Unlocked!</p>
          <p>
            Welcome to <strong>{result.tierName}</strong>.
          </p>
        </div>
      )}
      {result.next_tier ? (
        <p>
          {plural(result.next_tier.stamps_needed, 'more stamp')} to {result.next_tier.name}.
        </p>
      ) : (
        <p>You have reached the top tier.</p>
      )}
      <div className="checkin-actions">
        <Button to="/member-passport">See my passport</Button>
        <Button variant="secondary" to="/member-dashboard">
          My dashboard
        </Button>
      </div>
    </div>
  );
}

export default function CheckinPage() {
  const id = useId();
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useMemberSession();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const token = mounted ? (session.token ?? memberToken()) : null;

  const [events, setEvents] = useState<OpenEvent[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [choice, setChoice] = useState('');
  const [code, setCode] = useState(() => (params.get('code') ?? '').toUpperCase());
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AttendanceResult | null>(null);

  useEffect(() => {
    let live = true;
    getCheckinEvents()
      .then((r) => {
        if (!live) return;
        if (r.success && r.data) {
          setEvents(r.data);
          const wanted = params.get('event');
          const pre = r.data.find((e) => e.eventSlug === wanted) ?? (r.data.length === 1 ? r.data[0] : undefined);
          if (pre) setChoice(`${pre.eventSlug}|${pre.occurrence}`);
        } else setListError(r.status === 403 ? PASSPORT_MESSAGES.disabled : (r.error ?? 'Could not load the events open for check-in.'));
      })
      .catch(() => live && setListError(NETWORK_ERROR));
    return () => {
      live = false;
    };
    // The query is read once, on arrival.
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token || status === 'sending') return;
    const [eventSlug, occurrence] = choice.split('|');
    if (!eventSlug) {
      setError('Please choose the event you are at');
      return;
    }
    if (!code.trim()) {
      setError('Please enter the check-in code shown at the event');
      return;
    }
    setError(null);
    setStatus('sending');
    try {
      const r = await recordAttendance(token, { eventSlug, occurrence, code });
      if (r.success && r.data) {
        setResult(r.data);
        session.refresh();
      } else {
        handleMemberAuthFailure(r);
        setError(r.error ?? 'Something went wrong. Please try again.');
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : NETWORK_ERROR);
    } finally {
      setStatus('idle');
    }
  }

  const back = `${location.pathname}${location.search}`;
  return (
    <>
      <PageHeader eyebrow="Passport" title="Event Check-in" subtitle="At a Fika Community event? Enter the code your host shows and collect your passport stamp." />
      <div className="container checkin-page">
        {result ? (
          <Success result={result} />
        ) : !mounted ? (
          <p role="status">Loading…</p>
        ) : !token ? (
          <div className="checkin-card">
            <h2>Sign in to check in</h2>
            <p>We email you a sign-in link; it brings you straight back here with your event and code filled in.</p>
            <Button to={`/member-login?next=${encodeURIComponent(back)}`}>Sign in with email</Button>
          </div>
        ) : (
          <form className="checkin-card checkin-form" noValidate onSubmit={onSubmit}>
            <Notice tone="error" text={listError} />
            {!events && !listError && <p role="status">Loading events…</p>}
            {events && events.length === 0 && <p>No event is open for check-in right now. Check-in opens an hour before an event starts.</p>}
            {events && events.length > 0 && (
              <fieldset className="checkin-events">
                <legend>Which event are you at?</legend>
                {events.map((ev) => {
                  const value = `${ev.eventSlug}|${ev.occurrence}`;
                  return (
                    <label key={value} className="checkin-event">
                      <input type="radio" name={`${id}-event`} value={value} checked={choice === value} onChange={() => setChoice(value)} />
                      <span>
                        <span aria-hidden="true">{ev.iconValue} </span>
                        <strong>{ev.title}</strong>
                        <span className="checkin-muted">
                          {' '}
                          · {ev.city} · {day(ev.startsAt, ev.timezone)} {time(ev.startsAt, ev.timezone)}–{time(ev.endsAt, ev.timezone)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            )}
            <div className="checkin-field">
              <label htmlFor={`${id}-code`}>Check-in code</label>
              <input
                id={`${id}-code`}
                name="code"
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={12}
                aria-describedby={`${id}-code-hint`}
              />
              <p id={`${id}-code-hint`} className="checkin-muted">
                Six letters and numbers, shown by your host.
              </p>
            </div>
            <Notice tone="error" text={error} />
            <Button type="submit" disabled={status === 'sending' || !events?.length}>
              {status === 'sending' ? 'Checking in…' : 'Check in'}
            </Button>
            <p className="checkin-muted">Signed in as {session.email ?? 'a member'}.</p>
          </form>
        )}
      </div>
    </>
  );
}
