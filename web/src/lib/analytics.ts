/**
 * The one analytics module (events such as event_card_click, poll_vote, page views,
 * react_error; issue 3 point 9). Pages call `track(name, props)`;
 * where the events go is a pluggable sink. The default sink keeps the last events in memory (and
 * prints them in development) and sends nothing to any third party.
 *
 * The visitor's cookie preferences (lib/browser-storage) are read on every call. Every event of the
 * seeds is an analytics event, so with analytics off (the default until the visitor opts in on
 * /cookies) nothing is recorded. Events are kept in memory only: nothing is stored in the browser.
 */
import { consentAllows, type ConsentCategory } from './browser-storage';

export type AnalyticsEventName = 'event_card_click' | 'poll_vote' | 'page_view' | 'react_error' | 'page_not_found';
export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  category: ConsentCategory;
  props: AnalyticsProps;
  /** ISO time the event was recorded. */
  at: string;
}

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const CATEGORY: Record<AnalyticsEventName, ConsentCategory> = {
  event_card_click: 'analytics',
  poll_vote: 'analytics',
  page_view: 'analytics',
  react_error: 'analytics',
  page_not_found: 'analytics',
};

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
