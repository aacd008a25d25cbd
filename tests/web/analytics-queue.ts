/** The analytics queue (web/src/lib/analytics) as the web tests read it: what waits for the next batch. */
import { pendingEvents } from '../../web/src/lib/analytics';
import { type AnalyticsEvent } from '../../web/src/lib/analytics-event';

export { pendingEvents as recordedEvents };

/** Empties the queue without sending it. */
export function clearRecordedEvents(): void {
  (pendingEvents() as AnalyticsEvent[]).length = 0;
}
