/**
 * The site's messages, in English and Japanese, with Lingui's runtime.
 *
 * - Every UI string lives in a catalogue: `web/src/messages/{en,ja}.json` (namespace `common`: the
 *   header, footer, shared components) and `web/src/features/<feature>/messages/{en,ja}.json`
 *   (namespace `<feature>`). Messages are ICU MessageFormat; the build compiles them ahead of time
 *   (web/scripts/messages-plugin.ts), so the browser only interpolates.
 * - A feature's `i18n.ts` loads its catalogue with a top-level await and exports its `t`: every
 *   module that imports it waits for the catalogue, so no page renders a missing message.
 * - A page's language is its URL's (`/ja/…` is Japanese) and is fixed for the document: switching
 *   language loads the other page. A prerendered page carries the catalogues it rendered with as
 *   JSON (`<script type="application/json" id="fika:messages">`), so its first render fetches none.
 */
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES, type Locale } from '@/content/site/locales';
import { localeOfPath, localizePath } from './paths';

export type { Locale };
export { localeOfPath, localizePath, stripLocale, localizeRoutePath } from './paths';

/** A compiled catalogue: message id (`<namespace>:<key>`) → compiled message. */
export type CompiledCatalogue = Record<string, unknown>;
type CatalogueFiles = Record<Locale, () => Promise<{ default: CompiledCatalogue }>>;

/** Tests and the prerender hold every language at once and switch with activateLocale. */
export const ALL_AT_ONCE = import.meta.env.SSR || import.meta.env.MODE === 'test';

let current: Locale = typeof window !== 'undefined' && !ALL_AT_ONCE ? localeOfPath(window.location.pathname) : DEFAULT_LOCALE;
i18n.activate(current);

/** The language of the page being rendered. */
export function activeLocale(): Locale {
  return current;
}

/** The Intl locale of the page being rendered (`en-US` or `ja-JP`). */
export function intlLocale(): string {
  return INTL_LOCALE[current];
}

/** Switches the rendering language (the prerender, between pages; tests). */
export function activateLocale(locale: Locale): void {
  current = locale;
  i18n.activate(locale);
}

/** Catalogues by namespace and language, as loaded (the prerender embeds them in pages). */
const catalogues = new Map<string, Partial<Record<Locale, CompiledCatalogue>>>();
/** Namespaces whose messages were used since the last `takeUsedNamespaces`. */
const used = new Set<string>();

let embedded: Record<string, CompiledCatalogue> | undefined;
/** The catalogues a prerendered page carries (see web/scripts/prerender.ts). */
function embeddedCatalogues(): Record<string, CompiledCatalogue> {
  if (embedded) return embedded;
  const text = typeof document !== 'undefined' ? document.getElementById('fika:messages')?.textContent : undefined;
  try {
    embedded = text ? (JSON.parse(text) as Record<string, CompiledCatalogue>) : {};
  } catch {
    embedded = {};
  }
  return embedded;
}

/**
 * Loads namespace `ns` (the page's language; every language in tests and the prerender). A
 * feature's i18n.ts awaits it at its top level.
 */
export async function loadCatalogue(ns: string, files: CatalogueFiles): Promise<void> {
  const wanted: readonly Locale[] = ALL_AT_ONCE ? LOCALES : [current];
  await Promise.all(
    wanted.map(async (locale) => {
      const have = catalogues.get(ns)?.[locale];
      if (have) return;
      const messages = (!ALL_AT_ONCE && embeddedCatalogues()[ns]) || (await files[locale]()).default;
      catalogues.set(ns, { ...catalogues.get(ns), [locale]: messages });
      // A copy: Lingui keeps the first object it is given for a language as its store and merges
      // later catalogues into it, which would grow this namespace's catalogue (embedded in pages).
      i18n.load(locale, { ...messages } as never);
    }),
  );
}

/** The namespaces used since the last call, with their catalogues in `locale` (the prerender embeds them). */
export function takeUsedCatalogues(locale: Locale): Record<string, CompiledCatalogue> {
  const out: Record<string, CompiledCatalogue> = {};
  for (const ns of [...used].sort()) {
    const c = catalogues.get(ns)?.[locale];
    if (c) out[ns] = c;
  }
  used.clear();
  return out;
}

/** Message ids asked for but in no loaded catalogue, since the last `takeMissing` (the prerender fails on any). */
const missing = new Set<string>();
if (ALL_AT_ONCE) i18n.on('missing', ({ id, locale }) => missing.add(`${locale} ${id}`));

export function takeMissing(): string[] {
  const out = [...missing].sort();
  missing.clear();
  return out;
}

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number | Date | undefined>;

/**
 * The translate function of namespace `ns`, typed by its English catalogue: a key that is not in
 * it fails the typecheck.
 *
 *   import type en from './messages/en.json';
 *   await loadCatalogue('home', { en: () => import('./messages/en.json'), ja: () => import('./messages/ja.json') });
 *   export const t = translator<typeof en>('home');
 */
export function translator<M extends object>(ns: string) {
  return (key: keyof M & string, values?: MessageValues): string => {
    if (ALL_AT_ONCE) used.add(ns);
    return i18n._(`${ns}:${key}`, values as Record<string, unknown> | undefined);
  };
}

/** Translates a full message id (`<namespace>:<key>`), e.g. a route's title. */
export function translateId(id: string, values?: MessageValues): string {
  if (ALL_AT_ONCE) used.add(id.slice(0, id.indexOf(':')));
  return i18n._(id, values as Record<string, unknown> | undefined);
}

/** `path` in the page's language: `/events` on a Japanese page is `/ja/events`. */
export function localPath(path: string): string {
  return localizePath(path, current);
}
