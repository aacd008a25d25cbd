import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRecordedEvents, recordedEvents, setAnalyticsSink, track, type AnalyticsEvent } from '../../../web/src/lib/analytics';
import { readCookiePreferences, saveCookiePreferences, storedItem } from '../../../web/src/lib/browser-storage';
import { storageKeys } from '../../../web/src/lib/storage-keys';

const COOKIE_PREFERENCES_KEY = storageKeys.cookiePreferences.name;
const YEAR_MS = 365 * 86_400_000;

beforeEach(() => {
  localStorage.clear();
  clearRecordedEvents();
});
afterEach(() => setAnalyticsSink(null));

describe('analytics', () => {
  it('records nothing until the visitor allows analytics', () => {
    expect(readCookiePreferences()).toEqual({ essential: true, analytics: false, functional: false });
    expect(track('page_view', { path: '/' })).toBe(false);
    expect(recordedEvents()).toHaveLength(0);
  });

  it('records events in memory once analytics is allowed', () => {
    saveCookiePreferences({ analytics: true, functional: false });
    expect(JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY)!)).toEqual({ essential: true, analytics: true, functional: false, savedAt: expect.any(String) });
    expect(track('event_card_click', { slug: 'tokyo-december-fika' })).toBe(true);
    expect(recordedEvents()).toEqual([expect.objectContaining({ name: 'event_card_click', category: 'analytics', props: { slug: 'tokyo-december-fika' } })]);
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
    expect(track('page_view', { path: '/' })).toBe(false);
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

  it('sends to a plugged-in sink instead of memory, and survives a sink that throws', () => {
    saveCookiePreferences({ analytics: true, functional: false });
    const seen: AnalyticsEvent[] = [];
    setAnalyticsSink((e) => seen.push(e));
    track('page_not_found', { path: '/nope' });
    expect(seen.map((e) => e.name)).toEqual(['page_not_found']);
    expect(recordedEvents()).toHaveLength(0);
    setAnalyticsSink(() => {
      throw new Error('collector down');
    });
    expect(() => track('page_view', { path: '/' })).not.toThrow();
  });

  it('never calls the network by default', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    saveCookiePreferences({ analytics: true, functional: true });
    track('page_view', { path: '/' });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
