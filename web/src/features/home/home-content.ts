/**
 * The home page's summary of the event catalogue, the blog and the member stories in the page's
 * language: the data file `home/<locale>` (lib/site-data.ts). Computed here from the catalogue in
 * use for the prerender (at build time and when the site publisher renders a published change) and
 * the tests; the browser build reads the data file instead (home-content.client.ts, swapped in by
 * web/vite.config.ts). Keep the exports of both in step.
 */
import { events, type EventListing } from '@/content/events/index';
import type { Locale } from '@/content/site/locales';
import { activeLocale } from '../../lib/i18n';
import { serverNow } from '../../lib/now';
import { noteSiteData } from '../../lib/site-data-used';
import { buildHomeContent } from './home-content.build';
import type { HomeContent } from './home-types';

/** The data file's key for `locale`. */
export const homeContentKey = (locale: Locale) => `home/${locale}`;

/** The content by catalogue (a new catalogue is a new `events` array) and language. */
const cache = new WeakMap<readonly EventListing[], Partial<Record<Locale, HomeContent>>>();

/** The home page's content for the catalogue in use in `locale` (the data file's content). */
export function homeContentIn(locale: Locale): HomeContent {
  let byLocale = cache.get(events);
  if (!byLocale) cache.set(events, (byLocale = {}));
  return (byLocale[locale] ??= buildHomeContent(serverNow(), locale));
}

/** The content in the language of the page being rendered. */
export function homeContent(): HomeContent {
  const locale = activeLocale();
  const content = homeContentIn(locale);
  noteSiteData(homeContentKey(locale), content);
  return content;
}
