import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRecordedEvents,
  COOKIE_PREFERENCES_KEY,
  readCookiePreferences,
  recordedEvents,
  saveCookiePreferences,
  setAnalyticsSink,
  track,
  type AnalyticsEvent,
} from '../../../web/src/lib/analytics';

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
    expect(JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY)!)).toEqual({ essential: true, analytics: true, functional: false });
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
