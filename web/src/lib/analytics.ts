/**
 * The one analytics module (seed 000 §7 and issue 3 point 9). Pages call `track(name, props)`;
 * where the events go is a pluggable sink. The default sink keeps the last events in memory (and
 * prints them in development) and sends nothing to any third party.
 *
 * Cookie preferences (localStorage `fika_cookie_preferences`, {analytics, functional}; essential is
 * always on) are read on every call. Every event of the seeds is an analytics event, so with
 * analytics off (the default until the visitor opts in on /cookies) nothing is recorded.
 */

export type AnalyticsEventName = 'event_card_click' | 'poll_vote' | 'page_view' | 'react_error' | 'page_not_found';
export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;
export type ConsentCategory = 'essential' | 'analytics' | 'functional';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  category: ConsentCategory;
  props: AnalyticsProps;
  /** ISO time the event was recorded. */
  at: string;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

export const COOKIE_PREFERENCES_KEY = 'fika_cookie_preferences';

export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  functional: boolean;
}

/** Until the visitor chooses, only essential storage is used. */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = { essential: true, analytics: false, functional: false };

const CATEGORY: Record<AnalyticsEventName, ConsentCategory> = {
  event_card_click: 'analytics',
  poll_vote: 'analytics',
  page_view: 'analytics',
  react_error: 'analytics',
  page_not_found: 'analytics',
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function readCookiePreferences(): CookiePreferences {
  const raw = storage()?.getItem(COOKIE_PREFERENCES_KEY);
  if (!raw) return { ...DEFAULT_COOKIE_PREFERENCES };
  try {
    const v = JSON.parse(raw) as Partial<CookiePreferences>;
    return { essential: true, analytics: v.analytics === true, functional: v.functional === true };
  } catch {
    return { ...DEFAULT_COOKIE_PREFERENCES };
  }
}

export function saveCookiePreferences(p: { analytics: boolean; functional: boolean }): CookiePreferences {
  const prefs: CookiePreferences = { essential: true, analytics: p.analytics, functional: p.functional };
  storage()?.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(prefs));
  return prefs;
}

export function consentAllows(category: ConsentCategory, prefs = readCookiePreferences()): boolean {
  return category === 'essential' || prefs[category];
}

const MEMORY_LIMIT = 100;
const memory: AnalyticsEvent[] = [];

/** First-party only: a short in-memory log, echoed to the console during development. */
export const memorySink: AnalyticsSink = (event) => {
  memory.push(event);
  if (memory.length > MEMORY_LIMIT) memory.shift();
  if (import.meta.env?.DEV) console.debug('[analytics]', event.name, event.props);
};

let sink: AnalyticsSink = memorySink;

/** Plug in another destination (e.g. a first-party collector). `null` restores the default. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? memorySink;
}

/** Events kept by the default sink, oldest first. */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return memory;
}

export function clearRecordedEvents(): void {
  memory.length = 0;
}

/** Records an event if the visitor's cookie preferences allow its category. Returns whether it was recorded. */
export function track(name: AnalyticsEventName, props: AnalyticsProps = {}): boolean {
  if (typeof window === 'undefined') return false; // prerendering: nothing happened yet
  const category = CATEGORY[name];
  if (!consentAllows(category)) return false;
  try {
    sink({ name, category, props, at: new Date().toISOString() });
  } catch {
    // A broken sink must never break the page.
  }
  return true;
}
