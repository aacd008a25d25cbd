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
import { PASSPORT_MESSAGES } from '@/domain/passport/rules';
import { getCheckinEvents, getMyCheckinQr, recordAttendance, type AttendanceResult, type MyCheckinQr, type OpenEvent } from '../api/checkin-api';
import { Notice } from '../../../components/ui/Notice';
import { activeLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { passportMessage } from '../../passport/rule-messages';
import { dayText, tierName } from '../../passport/display';
import '../checkin.css';

/** Times in 24 hours ("19:00"); days as "Tue 24 Nov" in English, "11月24日(火)" in Japanese, in the venue's zone. */
const time = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString(activeLocale() === 'en' ? 'en-GB' : 'ja-JP', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
const day = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString(activeLocale() === 'en' ? 'en-GB' : 'ja-JP', { weekday: 'short', day: 'numeric', month: activeLocale() === 'en' ? 'short' : 'long', timeZone });
const ZONES: Record<string, string> = { 'Asia/Tokyo': 'tokyo', 'Pacific/Honolulu': 'honolulu' };
const when = (ev: OpenEvent) =>
  t('time.range', { day: day(ev.startsAt, ev.timezone), start: time(ev.startsAt, ev.timezone), end: time(ev.endsAt, ev.timezone), zone: ZONES[ev.timezone] ?? 'other' });

function Success({ result }: { result: AttendanceResult }) {
  return (
    <div className="checkin-result" role="status">
      {result.duplicate ? (
        <p className="checkin-result__title">{t('success.already')}</p>
      ) : (
        <p className="checkin-result__title">
          <span aria-hidden="true">🛂 </span>
          {t('success.new')}
        </p>
      )}
      <p>
        {result.attendance.event_title} · {result.attendance.location} · {dayText(result.attendance.event_date)}
      </p>
      <p className="checkin-result__stamps">{t('success.youHave', { stamps: t('stamps', { count: result.stamps }) })}</p>
      {result.tierUnlocked && (
        <div className="checkin-unlocked">
          <p className="checkin-unlocked__title">{t('success.unlocked')}</p>
          <p>{rich(t('success.welcome', { tier: tierName(result.tierName) }), { strong: (text) => <strong>{text}</strong> })}</p>
        </div>
      )}
      {result.next_tier ? (
        <p>{t('success.more', { count: result.next_tier.stamps_needed, tier: tierName(result.next_tier.name) })}</p>
      ) : (
        <p>{t('success.top')}</p>
      )}
      <div className="checkin-actions">
        <Button to="/member-passport">{t('success.passport')}</Button>
        <Button variant="secondary" to="/member-dashboard">
          {t('success.dashboard')}
        </Button>
      </div>
    </div>
  );
}

/** The member's check-in QR codes (one per confirmed reservation not yet closed), for the host's door kit to scan. */
function MyQrCodes({ token }: { token: string }) {
  const id = useId();
  const [codes, setCodes] = useState<MyCheckinQr[]>([]);
  useEffect(() => {
    let live = true;
    getMyCheckinQr(token)
      .then((r) => live && r.success && r.data && setCodes(r.data))
      .catch(() => {
        /* no codes shown: checking in with the event's code still works */
      });
    return () => {
      live = false;
    };
  }, [token]);
  if (!codes.length) return null;
  return (
    <section className="checkin-card checkin-qr" aria-labelledby={`${id}-qr`}>
      <h2 id={`${id}-qr`}>{t('qr.heading')}</h2>
      <p className="checkin-muted">{t('qr.text')}</p>
      <ul className="checkin-qr__list">
        {codes.map((c) => (
          <li key={`${c.eventSlug}|${c.occurrence}`}>
            <p>
              <strong>{c.title}</strong> · {c.location} · {dayText(c.occurrence)}
            </p>
            <img src={c.qrSvgDataUrl} alt={t('qr.alt', { title: c.title, date: dayText(c.occurrence) })} width={200} height={200} />
          </li>
        ))}
      </ul>
    </section>
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
        } else setListError(r.status === 403 ? passportMessage(PASSPORT_MESSAGES.disabled) : (r.error ?? t('error.list')));
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
      setError(t('error.chooseEvent'));
      return;
    }
    if (!code.trim()) {
      setError(t('error.code'));
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
        setError(r.error ?? t('error.generic'));
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
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')} subtitle={t('page.subtitle')} />
      <div className="container checkin-page">
        {result ? (
          <Success result={result} />
        ) : !mounted ? (
          <p role="status">{t('page.loading')}</p>
        ) : !token ? (
          <div className="checkin-card">
            <h2>{t('signin.heading')}</h2>
            <p>{t('signin.text')}</p>
            <Button to={`/member-login?next=${encodeURIComponent(back)}`}>{t('signin.button')}</Button>
          </div>
        ) : (
          <form className="checkin-card checkin-form" noValidate onSubmit={onSubmit}>
            <Notice tone="error" text={listError} />
            {!events && !listError && <p role="status">{t('form.loadingEvents')}</p>}
            {events && events.length === 0 && <p>{t('form.none')}</p>}
            {events && events.length > 0 && (
              <fieldset className="checkin-events">
                <legend>{t('form.which')}</legend>
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
                          · {ev.city} · {when(ev)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            )}
            <div className="checkin-field">
              <label htmlFor={`${id}-code`}>{t('form.code')}</label>
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
                {t('form.codeHint')}
              </p>
            </div>
            <Notice tone="error" text={error} />
            <Button type="submit" disabled={status === 'sending' || !events?.length}>
              {status === 'sending' ? t('form.checkingIn') : t('form.submit')}
            </Button>
            <p className="checkin-muted">{t('form.signedInAs', { email: session.email ?? t('form.aMember') })}</p>
          </form>
        )}
        {token && !result && <MyQrCodes token={token} />}
      </div>
    </>
  );
}
