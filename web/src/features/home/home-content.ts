/**
 * The home page's build-time summary of the catalogue and the blog, one module per language
 * (`virtual:home-content/en`, `virtual:home-content/ja`, built by home-content.build.ts). The
 * browser loads the page's language only; the prerender and the tests hold both and read the one
 * being rendered, as lib/i18n does with the catalogues.
 */
import { LOCALES } from '@/content/site/locales';
import { ALL_AT_ONCE, activeLocale, type Locale } from '../../lib/i18n';
import type { HomeContent } from './home-types';

const files: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('virtual:home-content/en'),
  ja: () => import('virtual:home-content/ja'),
};

const loaded: Partial<Record<Locale, HomeContent>> = {};
await Promise.all(
  (ALL_AT_ONCE ? LOCALES : [activeLocale()]).map(async (locale) => {
    loaded[locale] = (await files[locale]()).default as HomeContent;
  }),
);

/** The summary in the language of the page being rendered. */
export function homeContent(): HomeContent {
  return loaded[activeLocale()]!;
}
