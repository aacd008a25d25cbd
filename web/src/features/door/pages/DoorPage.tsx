/**
 * `/host/:event/:date`: the door kit. A host (signed in with the emailed link) or an admin (their
 * admin session) gets the occurrence's list, kept on this device; checks people in by name or by
 * scanning their QR code (BarcodeDetector, where the browser has it); adds walk-ins. Check-ins
 * are queued on the device and sent whenever the browser is online, so the kit works in a basement.
 * The page registers its service worker (/host-sw.js), which keeps the page itself for offline
 * reloads, and points the document at the door kit's web manifest (installable).
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { activeLocale } from '../../../lib/i18n';
import { storedItem } from '../../../lib/browser-storage';
import { readAdminToken } from '../../../lib/admin-session';
import { addWalkIn, getDoorList, requestHostLink, syncCheckins, verifyHostLink } from '../api/door-api';
import { doorView, newClientId, readCheckinCode, readDoor, saveDoor, type DoorState, type QueuedItem } from '../door-store';
import { t } from '../i18n';
import '../door.css';

interface HostSession {
  token: string;
  email: string;
  expiresAt: string;
}

const sessionItem = () => storedItem('doorSession');
function readHostSession(): HostSession | null {
  try {
    const s = JSON.parse(sessionItem().get() ?? 'null') as HostSession | null;
    if (s && typeof s.token === 'string' && Date.parse(s.expiresAt) > Date.now()) return s;
  } catch {
    /* malformed: cleared below */
  }
  sessionItem().remove();
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SYNC_EVERY_MS = 15_000;
const BATCH = 100;

/** Makes this document installable as the door kit and lets its service worker keep it for offline use. */
function useDoorKitShell(lang: 'en' | 'ja') {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const before = link?.getAttribute('href');
    link?.setAttribute('href', '/host.webmanifest');
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker
        .register('/host-sw.js', { scope: lang === 'ja' ? '/ja/host/' : '/host/' })
        .then(async () => {
          // What this page loaded before the worker controlled it: the worker keeps it for offline reloads.
          const reg = await navigator.serviceWorker.ready;
          const assets = performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((u) => new URL(u).origin === location.origin && new URL(u).pathname.startsWith('/assets/'));
          reg.active?.postMessage({ type: 'keep', urls: [location.pathname, ...assets] });
        })
        .catch(() => {
          /* no service worker (private mode, old browser): the kit still works while the page is open */
        });
    }
    return () => {
      if (link && before) link.setAttribute('href', before);
    };
  }, [lang]);
}

function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    setOnline(navigator.onLine);
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

function SignIn({ slug, date, lang }: { slug: string; date: string; lang: 'en' | 'ja' }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setError(t('walkin.invalid'));
      return;
    }
    setState('sending');
    setError(null);
    try {
      const r = await requestHostLink({ email: email.trim(), eventSlug: slug, occurrence: date, lang });
      if (r.success && r.data) {
        setMessage(r.data.message);
        setState('sent');
      } else {
        setError(r.error ?? t('error.generic'));
        setState('idle');
      }
    } catch {
      setError(t('error.generic'));
      setState('idle');
    }
  }
  return (
    <section className="door-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('signin.heading')}</h2>
      <p>{t('signin.text')}</p>
      {state === 'sent' ? (
        <Notice tone="success" text={message} />
      ) : (
        <form onSubmit={onSubmit} className="door-form">
          <label htmlFor={`${id}-email`}>{t('signin.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <Button type="submit" disabled={state === 'sending'}>
            {state === 'sending' ? t('signin.sending') : t('signin.button')}
          </Button>
          <Notice tone="error" text={error} />
        </form>
      )}
    </section>
  );
}

type Scanner = { stop(): void };
interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type BarcodeDetectorCtor = new (opts: { formats: string[] }) => BarcodeDetectorLike;

function ScanPanel({ onCode }: { onCode: (raw: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner | null>(null);
  const [supported, setSupported] = useState<boolean | null>(null);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSupported('BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia));
    return () => scanner.current?.stop();
  }, []);

  async function start() {
    setError(null);
    try {
      const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorCtor }).BarcodeDetector;
      const detector = new Detector({ formats: ['qr_code'] });
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      const el = video.current!;
      el.srcObject = stream;
      await el.play();
      let live = true;
      let last = '';
      const tick = async () => {
        if (!live) return;
        try {
          const codes = await detector.detect(el);
          const raw = codes[0]?.rawValue;
          if (raw && raw !== last) {
            last = raw;
            onCode(raw);
          }
        } catch {
          /* a frame that could not be read: try the next */
        }
        if (live) setTimeout(tick, 300);
      };
      scanner.current = {
        stop() {
          live = false;
          stream.getTracks().forEach((tr) => tr.stop());
          el.srcObject = null;
        },
      };
      setScanning(true);
      void tick();
    } catch {
      setError(t('scan.cameraError'));
    }
  }
  function stop() {
    scanner.current?.stop();
    scanner.current = null;
    setScanning(false);
  }

  if (supported === null) return null;
  if (!supported) return <Notice tone="info" text={t('scan.unsupported')} />;
  return (
    <div className="door-scan">
      {scanning ? (
        <Button variant="secondary" onClick={stop}>
          {t('scan.stop')}
        </Button>
      ) : (
        <Button onClick={() => void start()}>{t('scan.button')}</Button>
      )}
      <video ref={video} className="door-scan__video" hidden={!scanning} muted playsInline />
      {scanning && <p className="door-muted">{t('scan.hint')}</p>}
      <Notice tone="error" text={error} />
    </div>
  );
}

function Door({ slug, date, token, onSignOut }: { slug: string; date: string; token: string; onSignOut: () => void }) {
  const id = useId();
  const online = useOnline();
  const [state, setState] = useState<DoorState>(() => readDoor(slug, date));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [query, setQuery] = useState('');
  const [walkName, setWalkName] = useState('');
  const [walkEmail, setWalkEmail] = useState('');
  const [now, setNow] = useState(() => new Date());
  const syncing = useRef(false);

  const update = useCallback(
    (change: (s: DoorState) => DoorState) => {
      // Read from storage first: another tab of the kit may have queued check-ins meanwhile.
      const next = change(readDoor(slug, date));
      saveDoor(slug, date, next);
      setState(next);
    },
    [slug, date],
  );

  const refresh = useCallback(async () => {
    try {
      const r = await getDoorList(token, slug, date);
      if (r.success && r.data) {
        const list = r.data;
        update((s) => ({ ...s, list, syncedAt: new Date().toISOString() }));
        setLoadError(null);
      } else if (r.status === 401 || r.status === 403) {
        setLoadError(r.error ?? t('error.load'));
        if (r.status === 401) onSignOut();
      } else setLoadError(r.error ?? t('error.load'));
    } catch {
      /* offline: the saved list stays */
    }
  }, [token, slug, date, update, onSignOut]);

  const sync = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    try {
      for (;;) {
        const queue = readDoor(slug, date).queue;
        if (!queue.length) break;
        const walkIn = queue[0].kind === 'walkin' ? queue[0] : undefined;
        let results: { clientId: string; status: string; email: string | null; error: string | null }[];
        if (walkIn && walkIn.kind === 'walkin') {
          const r = await addWalkIn(token, { eventSlug: slug, occurrence: date, clientId: walkIn.clientId, name: walkIn.name, email: walkIn.email, at: walkIn.at });
          if (!r.success || !r.data) {
            if (r.status >= 400 && r.status < 500 && r.status !== 401 && r.status !== 403) results = [{ clientId: walkIn.clientId, status: 'refused', email: walkIn.email, error: r.error ?? t('error.generic') }];
            else break;
          } else results = [r.data.result];
        } else {
          const batch = queue.filter((q) => q.kind === 'checkin').slice(0, BATCH) as Extract<QueuedItem, { kind: 'checkin' }>[];
          const r = await syncCheckins(
            token,
            slug,
            date,
            batch.map((q) => ({ clientId: q.clientId, at: q.at, ...(q.token ? { token: q.token } : { email: q.email }) })),
          );
          if (!r.success || !r.data) break;
          results = r.data.results;
        }
        const done = new Set(results.map((x) => x.clientId));
        const refused = results.filter((x) => x.status === 'refused').map((x) => ({ clientId: x.clientId, email: x.email, error: x.error ?? '' }));
        update((s) => ({ ...s, queue: s.queue.filter((q) => !done.has(q.clientId)), refused: [...s.refused, ...refused] }));
      }
    } catch {
      /* the connection dropped: the queue stays for the next try */
    } finally {
      syncing.current = false;
    }
    if (navigator.onLine) await refresh();
  }, [token, slug, date, update, refresh]);

  useEffect(() => {
    void sync();
    const timer = setInterval(() => {
      setNow(new Date());
      void sync();
    }, SYNC_EVERY_MS);
    return () => clearInterval(timer);
  }, [sync]);
  useEffect(() => {
    if (online) void sync();
  }, [online, sync]);

  const view = useMemo(() => doorView(state, now), [state, now]);
  const list = state.list;

  function queue(item: QueuedItem) {
    update((s) => ({ ...s, queue: [...s.queue, item] }));
    void sync();
  }
  function checkIn(email: string, token?: string) {
    queue({ kind: 'checkin', clientId: newClientId(), email, ...(token ? { token } : {}), at: new Date().toISOString() });
  }
  function onCode(raw: string) {
    const code = readCheckinCode(raw);
    if (!code) return setNotice({ tone: 'error', text: t('scan.notACode') });
    if (code.slug !== slug || code.occurrence !== date) return setNotice({ tone: 'error', text: t('scan.otherEvent') });
    const row = view.rows.find((r) => r.email === code.email.toLowerCase() && r.status === 'confirmed');
    if (!row) return setNotice({ tone: 'error', text: t('scan.notOnList', { email: code.email }) });
    if (row.checkedIn || row.queued) return setNotice({ tone: 'info', text: t('scan.already', { name: row.name }) });
    checkIn(row.email, raw.trim());
    setNotice({ tone: 'success', text: t('scan.done', { name: row.name }) });
  }
  function onWalkIn(e: FormEvent) {
    e.preventDefault();
    const name = walkName.trim();
    const email = walkEmail.trim().toLowerCase();
    if (!name || !EMAIL.test(email)) return setNotice({ tone: 'error', text: t('walkin.invalid') });
    queue({ kind: 'walkin', clientId: newClientId(), name, email, at: new Date().toISOString() });
    setWalkName('');
    setWalkEmail('');
    setNotice({ tone: 'success', text: t('walkin.added', { name }) });
  }

  const q = query.trim().toLowerCase();
  const matches = (r: { name: string; email: string }) => !q || r.name.toLowerCase().includes(q) || r.email.includes(q);
  const confirmed = view.rows.filter((r) => r.status === 'confirmed' && matches(r));
  const waiting = view.rows.filter((r) => r.status === 'waitlisted');
  const time = (iso: string) =>
    new Date(iso).toLocaleString(activeLocale() === 'en' ? 'en-GB' : 'ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: list?.event.timezone });

  return (
    <>
      <PageHeader eyebrow={t('page.eyebrow')} title={list ? list.event.title : slug} subtitle={list ? `${time(list.event.startsAt)} · ${list.event.location}` : date}>
        <Button variant="secondary" size="sm" onClick={onSignOut}>
          {t('signin.out')}
        </Button>
      </PageHeader>
      <div className="container door-page">
        <p className={`door-status ${online ? 'door-status--online' : 'door-status--offline'}`} role="status">
          {online ? t('status.online') : t('status.offline')}
          {' · '}
          {state.queue.length ? t('status.pending', { count: state.queue.length }) : t('status.synced')}
        </p>
        {loadError && <Notice tone="error" text={loadError} />}
        {!list && !loadError && <p>{t('page.loading')}</p>}
        {list && (
          <>
            {!online && state.syncedAt && <p className="door-muted">{t('status.listSaved', { time: time(state.syncedAt) })}</p>}
            <dl className="door-counts" aria-label="counts">
              <div>
                <dt>{t('counts.confirmed')}</dt>
                <dd data-count="confirmed">{view.counts.confirmed}</dd>
              </div>
              <div>
                <dt>{t('counts.checkedIn')}</dt>
                <dd data-count="checked-in">{view.counts.checkedIn}</dd>
              </div>
              <div>
                <dt>{t('counts.noShows')}</dt>
                <dd data-count="no-shows">{view.counts.noShows}</dd>
              </div>
            </dl>
            <ScanPanel onCode={onCode} />
            {notice && <Notice tone={notice.tone} text={notice.text} />}
            {state.refused.length > 0 && (
              <section className="door-card door-card--warn" aria-labelledby={`${id}-refused`}>
                <h2 id={`${id}-refused`}>{t('refused.heading')}</h2>
                <ul>
                  {state.refused.map((r) => (
                    <li key={r.clientId}>
                      {r.email ?? '—'}: {r.error}
                    </li>
                  ))}
                </ul>
                <Button variant="secondary" size="sm" onClick={() => update((s) => ({ ...s, refused: [] }))}>
                  {t('refused.dismiss')}
                </Button>
              </section>
            )}
            <section aria-labelledby={`${id}-list`}>
              <h2 id={`${id}-list`}>{t('list.heading')}</h2>
              <label htmlFor={`${id}-q`} className="door-label">
                {t('list.search')}
              </label>
              <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="door-search" />
              {confirmed.length === 0 && <p className="door-muted">{t('list.empty')}</p>}
              <ul className="door-list">
                {confirmed.map((r) => (
                  <li key={r.email} className="door-row">
                    <span className="door-row__who">
                      <strong>{r.name}</strong> <span className="door-muted">{r.email}</span>
                      {r.walkIn && <span className="door-tag">{t('list.walkIn')}</span>}
                    </span>
                    {r.checkedIn ? (
                      <span className="door-done">{t('list.checkedIn')}</span>
                    ) : r.queued ? (
                      <span className="door-done door-done--queued">{t('list.queued')}</span>
                    ) : (
                      <Button size="sm" onClick={() => checkIn(r.email)} aria-label={t('list.checkIn', { name: r.name })}>
                        {t('list.checkInShort')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={`${id}-walkin`} className="door-card">
              <h2 id={`${id}-walkin`}>{t('walkin.heading')}</h2>
              <p className="door-muted">{t('walkin.text')}</p>
              <form onSubmit={onWalkIn} className="door-form">
                <label htmlFor={`${id}-wn`}>{t('walkin.name')}</label>
                <input id={`${id}-wn`} value={walkName} onChange={(e) => setWalkName(e.target.value)} maxLength={100} />
                <label htmlFor={`${id}-we`}>{t('walkin.email')}</label>
                <input id={`${id}-we`} type="email" value={walkEmail} onChange={(e) => setWalkEmail(e.target.value)} />
                <Button type="submit">{t('walkin.button')}</Button>
              </form>
            </section>
            <section aria-labelledby={`${id}-wait`}>
              <h2 id={`${id}-wait`}>{t('waitlist.heading')}</h2>
              {waiting.length === 0 ? (
                <p className="door-muted">{t('waitlist.none')}</p>
              ) : (
                <ul className="door-list">
                  {waiting.map((r) => (
                    <li key={r.email} className="door-row">
                      <span className="door-row__who">
                        <strong>{r.name}</strong> <span className="door-muted">{r.email}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {view.counts.waitlisted > waiting.length && <p className="door-muted">{t('waitlist.more', { count: view.counts.waitlisted - waiting.length })}</p>}
            </section>
          </>
        )}
      </div>
    </>
  );
}

export default function DoorPage() {
  const { event: slug = '', date = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const lang = activeLocale() === 'ja' ? 'ja' : 'en';
  useDoorKitShell(lang);
  const [mounted, setMounted] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setMounted(true);
    const linkToken = new URLSearchParams(location.search).get('token');
    if (linkToken) {
      setVerifying(true);
      verifyHostLink(linkToken)
        .then((r) => {
          if (r.success && r.data) {
            sessionItem().set(JSON.stringify({ token: r.data.token, email: r.data.email, expiresAt: r.data.expiresAt } satisfies HostSession));
            setToken(r.data.token);
          } else setError(r.error ?? t('error.generic'));
        })
        .catch(() => setError(t('error.generic')))
        .finally(() => {
          setVerifying(false);
          // The link works once: it leaves the address bar (and the history).
          navigate(location.pathname, { replace: true });
        });
      return;
    }
    setToken(readHostSession()?.token ?? readAdminToken());
    // The link is read once, on arrival.
  }, []);

  const signOut = useCallback(() => {
    sessionItem().remove();
    setToken(null);
  }, []);

  if (!mounted || verifying) {
    return (
      <>
        <PageHeader eyebrow={t('page.eyebrow')} title={slug} subtitle={date} />
        <div className="container door-page">
          <p>{verifying ? t('signin.verifying') : t('page.loading')}</p>
        </div>
      </>
    );
  }
  if (!token) {
    return (
      <>
        <PageHeader eyebrow={t('page.eyebrow')} title={slug} subtitle={date} />
        <div className="container door-page">
          <Notice tone="error" text={error} />
          <SignIn slug={slug} date={date} lang={lang} />
        </div>
      </>
    );
  }
  return <Door slug={slug} date={date} token={token} onSignOut={signOut} />;
}
