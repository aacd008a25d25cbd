/**
 * Every published listing's summary (event-data.ts) in the page's language, in catalogue order:
 * the data file `events/<locale>` (lib/site-data.ts). Computed here from the catalogue in use for
 * the prerender (at build time and when the site publisher renders a published change) and the
 * tests; the browser build reads the data file instead (summaries.client.ts, swapped in by
 * web/vite.config.ts). Keep the exports of both in step.
 */
import { events, type EventListing } from '@/content/events/index';
import type { Locale } from '@/content/site/locales';
import { activeLocale } from '../../lib/i18n';
import { noteSiteData } from '../../lib/site-data-used';
import type { EventSummary } from './event-data';
import { buildEventSummaries } from './event-data.build';

/** The data file's key for `locale`. */
export const summariesKey = (locale: Locale) => `events/${locale}`;

/** Summaries by catalogue (a new catalogue is a new `events` array) and language. */
const cache = new WeakMap<readonly EventListing[], Partial<Record<Locale, EventSummary[]>>>();

/** The summaries of the catalogue in use in `locale` (the data file's content). */
export function summariesIn(locale: Locale): EventSummary[] {
  let byLocale = cache.get(events);
  if (!byLocale) cache.set(events, (byLocale = {}));
  return (byLocale[locale] ??= buildEventSummaries(locale));
}

function current(): EventSummary[] {
  const locale = activeLocale();
  const list = summariesIn(locale);
  noteSiteData(summariesKey(locale), list);
  return list;
}

/**
 * The summaries in the language being rendered. The prerender and the tests switch language
 * between pages, and the publisher the catalogue, so this reads both on every use (the browser's
 * are fixed per document).
 */
export const eventSummaries: readonly EventSummary[] = new Proxy([] as EventSummary[], {
  get: (_, key) => {
    const list = current();
    const value = Reflect.get(list, key, list) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(list) : value;
  },
  has: (_, key) => Reflect.has(current(), key),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(current(), key),
});
