/**
 * The site's languages. English is the default and lives at `/…`; Japanese lives at `/ja/…`.
 * The web app and the functions (emails in the reader's language) read this one list.
 */
export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

/** BCP 47 tags for Intl: English keeps the site's US-English formats; Japanese uses ja-JP. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ja: 'ja-JP' };

/** Each language's name in itself, as the language switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', ja: '日本語' };
