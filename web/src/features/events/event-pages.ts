/**
 * One event page's data (event-data.ts) by slug, in the page's language; null for an unknown slug.
 * Computed here from the catalogue for the prerender and the tests; in the browser build this
 * module is replaced by one small chunk per listing and language, loaded on demand (the
 * `fika-events-at-build-time` plugin in web/vite.config.ts), so an event page ships its own
 * listing in its own language only. Keep the exports in step with that plugin.
 */
import { activeLocale } from '../../lib/i18n';
import type { EventPageData } from './event-data';
import { buildEventPageBySlug } from './event-data.build';

export async function loadEventPage(slug: string): Promise<EventPageData | null> {
  return buildEventPageBySlug(slug, activeLocale());
}
