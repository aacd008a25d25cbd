/**
 * BROWSER BUILD of summaries.ts (web/vite.config.ts swaps it in): the summaries of the page's
 * language are the data file `events/<locale>` (lib/site-data.ts), carried by a prerendered page
 * that lists events, fetched otherwise. So the lists ship no catalogue and show what is published
 * now, not what was at build time.
 */
import { activeLocale } from '../../lib/i18n';
import { loadSiteData } from '../../lib/site-data';
import type { EventSummary } from './event-data';

export const eventSummaries: readonly EventSummary[] = (await loadSiteData<EventSummary[]>(`events/${activeLocale()}`)) ?? [];
