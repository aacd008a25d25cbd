/**
 * Every listing's summary (event-data.ts) in the page's language, in catalogue order. Computed
 * here from the catalogue for the prerender and the tests; in the browser build this module is
 * replaced by the summaries of the page's language as data (the `fika-events-at-build-time`
 * plugin in web/vite.config.ts), so the lists do not ship the catalogue and a Japanese page loads
 * Japanese summaries only. Keep the exports in step with that plugin.
 */
import { LOCALES, type Locale } from '@/content/site/locales';
import { activeLocale } from '../../lib/i18n';
import type { EventSummary } from './event-data';
import { buildEventSummaries } from './event-data.build';

const byLocale = Object.fromEntries(LOCALES.map((l) => [l, buildEventSummaries(l)])) as Record<Locale, EventSummary[]>;

/**
 * The summaries in the language being rendered. The prerender and the tests switch language
 * between pages, so this reads activeLocale() on every use (the browser's is fixed per document).
 */
export const eventSummaries: readonly EventSummary[] = new Proxy([] as EventSummary[], {
  get: (_, key) => {
    const list = byLocale[activeLocale()];
    const value = Reflect.get(list, key, list) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(list) : value;
  },
  has: (_, key) => Reflect.has(byLocale[activeLocale()], key),
  ownKeys: () => Reflect.ownKeys(byLocale[activeLocale()]),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(byLocale[activeLocale()], key),
});
