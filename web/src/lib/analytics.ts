/**
 * The one analytics module. Pages call `track(name, props)`; events wait in a queue and go to our
 * own collector (POST /api/analytics) in batches, FLUSH_MS after the first waiting one and with
 * sendBeacon when the page hides. The sender (lib/analytics-sender) is loaded on the first event,
 * so the first page load carries only this queue. No third party; nothing stored in the browser.
 * The visitor's consent is read when an event is recorded and again when its batch is sent.
 *
 * `page_view` is always sent: the server keeps only an anonymous count per day and path. Every
 * other event, and where the visit came from (UTM, referrer, read on landing), only while the
 * visitor allows analytics on /cookies (lib/browser-storage); the server drops them otherwise too.
 */
import type { AnalyticsEventName } from '@/content/site/analytics';
import { consentAllows } from './browser-storage';
import type { AnalyticsProps, AnalyticsEvent } from './analytics-event';

export type { AnalyticsEventName };

/** How long an event waits for others before its batch is sent, ms. */
export const FLUSH_MS = 4000;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let sender: Promise<typeof import('./analytics-sender')> | undefined;

/** Events waiting for the next batch, oldest first. */
export const pendingEvents = (): readonly AnalyticsEvent[] => queue;

/** Sends the waiting events now (`beacon`: as the page hides). */
export function flush(beacon = false): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const events = queue.splice(0);
  return (sender ??= import('./analytics-sender')).then((s) => s.send(events, beacon));
}

/** Records an event (page_view always, any other only with consent). Returns whether it was recorded. */
export function track(name: AnalyticsEventName, props: AnalyticsProps = {}): boolean {
  if (typeof window === 'undefined') return false; // prerendering: nothing happened yet
  if (name !== 'page_view' && !consentAllows('analytics')) return false;
  if (!sender) {
    // The first event (the landing page's view): load the sender, send as the page hides.
    sender = import('./analytics-sender');
    const hide = () => flush(true);
    addEventListener('pagehide', hide);
    addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && hide());
  }
  queue.push({ name, path: (props.path as string | undefined) ?? location.pathname, props });
  timer ??= setTimeout(flush, FLUSH_MS);
  return true;
}
