/**
 * BROWSER BUILD of event-pages.ts (web/vite.config.ts swaps it in): an event page's data is the
 * data file `events/<locale>/<slug>` (lib/site-data.ts); a prerendered event page carries it as its
 * route data, a navigation fetches it. Null for a slug that has no file (unknown or unpublished).
 */
import { activeLocale } from '../../lib/i18n';
import { loadSiteData } from '../../lib/site-data';
import type { EventPageData } from './event-data';

export async function loadEventPage(slug: string): Promise<EventPageData | null> {
  // A slug is kebab-case (content/events/schema.ts); anything else names no file.
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null;
  return loadSiteData<EventPageData>(`events/${activeLocale()}/${slug}`);
}
