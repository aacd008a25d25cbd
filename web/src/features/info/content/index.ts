/**
 * The info pages' copy (content/site/pages, faq, team) in the page's language. Like the message
 * catalogues, a page loads only its own language (top-level await); tests and the prerender hold
 * both and follow activateLocale.
 */
import { LOCALES } from '@/content/site/locales';
import { activeLocale, type Locale } from '../../../lib/i18n';
import type { InfoContent } from './types';

export type { InfoContent };

/** Tests and the prerender render both languages in one process (as web/src/lib/i18n loads catalogues). */
const ALL_AT_ONCE = import.meta.env.SSR || import.meta.env.MODE === 'test';
const files: Record<Locale, () => Promise<{ default: InfoContent }>> = { en: () => import('./en'), ja: () => import('./ja') };
const loaded: Partial<Record<Locale, InfoContent>> = {};
await Promise.all(
  (ALL_AT_ONCE ? LOCALES : [activeLocale()]).map(async (locale) => {
    loaded[locale] = (await files[locale]()).default;
  }),
);

/** The info pages' copy in `locale` (the page's language by default). */
export function pagesFor(locale: Locale = activeLocale()): InfoContent {
  return loaded[locale]!;
}
