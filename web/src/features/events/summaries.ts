/**
 * Every listing's summary (event-data.ts), in catalogue order. Computed here from
 * the catalogue for the prerender and the tests; in the browser build this module is replaced by
 * the same summaries as data (the `fika-events-at-build-time` plugin in web/vite.config.ts), so
 * the lists do not ship the catalogue. Keep the exports in step with that plugin.
 */
import type { EventSummary } from './event-data';
import { buildEventSummaries } from './event-data.build';

export const eventSummaries: readonly EventSummary[] = buildEventSummaries();
