/**
 * One event page's data (event-data.ts) by slug, in the page's language; null for a slug the
 * catalogue in use does not publish. It is the data file `events/<locale>/<slug>` (lib/site-data.ts),
 * computed here from the catalogue for the prerender and the tests; the browser build reads the
 * data file instead (event-pages.client.ts, swapped in by web/vite.config.ts), so an event page
 * ships no listing in its scripts and a navigation gets the published one. Keep the exports of both in step.
 */
import { activeLocale } from '../../lib/i18n';
import type { EventPageData } from './event-data';
import { buildEventPageBySlug } from './event-data.build';

export async function loadEventPage(slug: string): Promise<EventPageData | null> {
  return buildEventPageBySlug(slug, activeLocale());
}
