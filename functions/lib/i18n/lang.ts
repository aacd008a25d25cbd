/**
 * The reader's language on the server. The web app sends the language of the page a request comes
 * from as the `X-Fika-Locale` header (web/src/lib/api-client.ts); a missing or unknown value is English.
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../content/site/locales';

export type Lang = Locale;
export { isLocale as isLang };

export const LOCALE_HEADER = 'x-fika-locale';

/** What the language of a request is read from: its headers (an HttpEvent, functions/lib/http.ts, has them). */
export interface WithHeaders {
  headers?: Record<string, string | undefined>;
}

/** The language a request names in its X-Fika-Locale header, undefined when it names none. */
export function requestLanguage(event: WithHeaders): Lang | undefined {
  const h = event.headers ?? {};
  const v = (h[LOCALE_HEADER] ?? Object.entries(h).find(([k]) => k.toLowerCase() === LOCALE_HEADER)?.[1])?.trim().toLowerCase();
  return isLocale(v) ? v : undefined;
}

/** An amount formatted in English ("¥4,500", "$45") as a Japanese reader writes it ("4,500円", "$45"). */
export const jaAmount = (text: string): string => text.replace(/[¥￥]\s?([\d,]+)/g, '$1円');

/** The language to answer a request in: its header's, else English. */
export const answerLanguage = (event: WithHeaders): Lang => requestLanguage(event) ?? DEFAULT_LOCALE;

/** A page of the site in the reader's language: Japanese pages live under /ja. */
export const sitePage = (siteUrl: string, path: string, lang: Lang): string => `${siteUrl}${lang === 'ja' ? '/ja' : ''}${path}`;

/** A duration as a Japanese reader writes it: "15分", "2時間", "30日". */
export function durationJa(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400}日`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600}時間`;
  return `${Math.round(seconds / 60)}分`;
}
