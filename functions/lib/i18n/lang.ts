/**
 * The reader's language on the server. The web app sends the language of the page a request comes
 * from as the `X-Fika-Locale` header (web/src/lib/api-client.ts); a missing or unknown value is English.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../content/site/locales';
import type { HttpEvent } from '../http';

export type Lang = Locale;
export { isLocale as isLang };

export const LOCALE_HEADER = 'x-fika-locale';

/** The language a request names in its X-Fika-Locale header, undefined when it names none. */
export function requestLanguage(event: HttpEvent): Lang | undefined {
  const h = event.headers ?? {};
  const v = (h[LOCALE_HEADER] ?? Object.entries(h).find(([k]) => k.toLowerCase() === LOCALE_HEADER)?.[1])?.trim().toLowerCase();
  return isLocale(v) ? v : undefined;
}

/** The language to answer a request in: its header's, else English. */
export const answerLanguage = (event: HttpEvent): Lang => requestLanguage(event) ?? DEFAULT_LOCALE;
