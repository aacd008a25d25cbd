/**
 * The analytics client (web/src/lib/analytics + analytics-sender): page views always (anonymous),
 * other events only with consent, batched to POST /api/analytics, sent with sendBeacon as the
 * page hides; and the cookie preferences it reads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../web/src/lib/analytics';
import { clearRecordedEvents, recordedEvents } from '../analytics-queue';
import { readCookiePreferences, saveCookiePreferences, storedItem } from '../../../web/src/lib/browser-storage';
import { storageKeys } from '../../../web/src/lib/storage-keys';

const COOKIE_PREFERENCES_KEY = storageKeys.cookiePreferences.name;
const YEAR_MS = 365 * 86_400_000;

beforeEach(() => {
  localStorage.clear();
  clearRecordedEvents();
});

describe('analytics', () => {
  it('records nothing until the visitor allows analytics, but the anonymous page view', () => {
    expect(readCookiePreferences()).toEqual({ essential: true, analytics: false, functional: false });
    expect(track('event_card_click', { slug: 'tokyo-december-fika' })).toBe(false);
    expect(recordedEvents()).toHaveLength(0);
    expect(track('page_view', { path: '/' })).toBe(true);
    expect(recordedEvents().map((e) => e.name)).toEqual(['page_view']);
  });

  it('records events once analytics is allowed', () => {
    saveCookiePreferences({ analytics: true, functional: false });
    expect(JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY)!)).toEqual({ essential: true, analytics: true, functional: false, savedAt: expect.any(String) });
    expect(track('event_card_click', { slug: 'tokyo-december-fika' })).toBe(true);
    expect(recordedEvents()).toEqual([expect.objectContaining({ name: 'event_card_click', props: { slug: 'tokyo-december-fika' } })]);
  });

  it('stops recording as soon as the visitor turns analytics off again', () => {
    saveCookiePreferences({ analytics: true, functional: true });
    track('poll_vote', { option: 'a' });
    saveCookiePreferences({ analytics: false, functional: true });
    track('poll_vote', { option: 'b' });
    expect(recordedEvents().map((e) => e.props.option)).toEqual(['a']);
  });

  it('forgets the choice after a year: analytics and functional storage are off again', () => {
    const savedAt = Date.parse('2026-01-10T00:00:00Z');
    saveCookiePreferences({ analytics: true, functional: true }, savedAt);
    expect(readCookiePreferences(savedAt + YEAR_MS - 1)).toMatchObject({ analytics: true, functional: true });
    expect(readCookiePreferences(savedAt + YEAR_MS)).toEqual({ essential: true, analytics: false, functional: false });
    expect(localStorage.getItem(COOKIE_PREFERENCES_KEY)).toBeNull();
  });

  it('treats a choice without its date (or older than a year) as no choice', () => {
    localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ essential: true, analytics: true, functional: true }));
    expect(track('poll_vote', { option: 'a' })).toBe(false);
  });

  it('keeps a functional item only while functional storage is allowed, and removes it when it is turned off', () => {
    const seen = storedItem('passportSeen', 'Aiko@Example.com');
    seen.set('{"stamps":3}');
    expect(localStorage.length).toBe(0);
    expect(seen.get()).toBeNull();

    saveCookiePreferences({ analytics: false, functional: true });
    seen.set('{"stamps":3}');
    expect(localStorage.getItem('fika_passport_seen:aiko@example.com')).toBe('{"stamps":3}');
    expect(seen.get()).toBe('{"stamps":3}');
    storedItem('memberToken').set('{"token":"t"}');

    saveCookiePreferences({ analytics: false, functional: false });
    expect(localStorage.getItem('fika_passport_seen:aiko@example.com')).toBeNull();
    // Essential items stay.
    expect(storedItem('memberToken').get()).toBe('{"token":"t"}');
  });

  it('treats unreadable preferences as "no consent"', () => {
    localStorage.setItem(COOKIE_PREFERENCES_KEY, '{not json');
    expect(track('react_error', { message: 'x' })).toBe(false);
    localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ analytics: 'yes' }));
    expect(track('react_error', { message: 'x' })).toBe(false);
  });
});

describe('the analytics sender', () => {
  type Analytics = typeof import('../../../web/src/lib/analytics');
  let a: Analytics;
  let fetchSpy: ReturnType<typeof vi.fn>;
  let beacon: ReturnType<typeof vi.fn>;
  const blobText = (blob: Blob) =>
    new Promise<string>((resolve) => {
      const r = new FileReader();
      r.onload = () => resolve(String(r.result));
      r.readAsText(blob);
    });
  const bodies = async () => {
    const fromFetch = fetchSpy.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
    const fromBeacon = await Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await blobText(blob as Blob))));
    return { fromFetch, fromBeacon };
  };
  const hide = () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  };

  beforeEach(async () => {
    vi.resetModules(); // a fresh page: a new queue, the landing read again
    a = await import('../../../web/src/lib/analytics');
    fetchSpy = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchSpy);
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.com/search?q=fika', configurable: true });
    window.history.replaceState({}, '', '/events?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.history.replaceState({}, '', '/');
  });

  it('sends one batch a few seconds after the first event, with the landing attribution when allowed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    saveCookiePreferences({ analytics: true, functional: false });
    a.track('page_view', { path: '/events', referrer: document.referrer });
    a.track('event_card_click', { slug: 'tokyo-december-fika', source: 'events', city: null });
    await vi.advanceTimersByTimeAsync(a.FLUSH_MS - 1);
    a.track('poll_vote', { option_id: 'o1' });
    expect(fetchSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/analytics');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(init.body as string)).toEqual({
      consent: true,
      attribution: { source: 'newsletter', medium: 'email', campaign: 'spring', referrer: 'https://www.google.com' },
      events: [
        { name: 'page_view', path: '/events', props: { path: '/events', referrer: 'https://www.google.com/search?q=fika' } },
        { name: 'event_card_click', path: '/events', props: { slug: 'tokyo-december-fika', source: 'events' } },
        { name: 'poll_vote', path: '/events', props: { option_id: 'o1' } },
      ],
    });
    expect(a.pendingEvents()).toHaveLength(0);
    // The attribution goes once per page load.
    a.track('page_view', { path: '/about' });
    await a.flush();
    expect(JSON.parse((fetchSpy.mock.calls[1][1] as RequestInit).body as string)).toEqual({ consent: true, events: [{ name: 'page_view', path: '/about', props: { path: '/about' } }] });
  });

  it('without consent sends only page views, without props or attribution', async () => {
    a.track('page_view', { path: '/', referrer: 'https://www.google.com/' });
    a.track('event_card_click', { slug: 'x' });
    a.track('react_error', { message: 'boom' });
    await a.flush();
    const { fromFetch } = await bodies();
    expect(fromFetch).toEqual([{ consent: false, events: [{ name: 'page_view', path: '/' }] }]);
  });

  it('drops waiting events the visitor no longer allows when the batch goes', async () => {
    saveCookiePreferences({ analytics: true, functional: false });
    a.track('page_view', { path: '/' });
    a.track('poll_vote', { option_id: 'o1' });
    saveCookiePreferences({ analytics: false, functional: false });
    await a.flush();
    expect((await bodies()).fromFetch).toEqual([{ consent: false, events: [{ name: 'page_view', path: '/' }] }]);
  });

  it('sends with sendBeacon when the page hides or is left, and with fetch keepalive when the beacon is refused', async () => {
    saveCookiePreferences({ analytics: true, functional: false });
    a.track('page_view', { path: '/events' });
    hide();
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(beacon.mock.calls[0][0]).toBe('/api/analytics');
    expect((beacon.mock.calls[0][1] as Blob).type).toBe('application/json');
    expect(fetchSpy).not.toHaveBeenCalled();

    a.track('page_view', { path: '/about' });
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    const { fromBeacon } = await bodies();
    expect(fromBeacon.map((b) => b.events.map((e: { path: string }) => e.path))).toEqual([['/events'], ['/about']]);

    beacon.mockReturnValue(false);
    a.track('page_view', { path: '/blog' });
    hide();
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });

  it('splits a long queue into batches of 20, short props and site paths only', async () => {
    saveCookiePreferences({ analytics: true, functional: false });
    for (let i = 0; i < 45; i++) a.track('page_view', { path: `/p${i}` });
    a.track('react_error', { message: 'x'.repeat(500), path: 'https://elsewhere.example/' });
    await a.flush();
    const { fromFetch } = await bodies();
    expect(fromFetch.map((b) => b.events.length)).toEqual([20, 20, 6]);
    expect(fromFetch.map((b) => 'attribution' in b)).toEqual([true, false, false]);
    const last = fromFetch[2].events.at(-1);
    expect(last.path).toBe('/');
    expect(last.props.message).toHaveLength(200);
  });

  it('loads the sender only once something is tracked', async () => {
    expect(a.pendingEvents()).toHaveLength(0);
    await a.flush();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
