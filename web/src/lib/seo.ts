/**
 * Site identity and per-page <head> data (title, description, canonical, Open Graph, JSON-LD).
 *
 * One description of a page's head (`HeadData`) is turned into HTML by the prerender script
 * (`headHtml`) and applied to the live document on client-side navigation (`applyHead`). Pages set
 * it with the `<Seo>` component; routes without one get their AppRoute title and the site
 * description. While prerendering, `HeadContext` carries a collector that `<Seo>` writes into.
 */
import { CITY_NAMES_TEXT, COMMUNITY } from '@/content/site/community';
import { createContext, useContext, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { activeLocale, localizePath, stripLocale, translateId, type Locale } from './i18n';
import { t } from './i18n/common';

export const SITE_NAME = COMMUNITY.name;
export const SITE_TAGLINE = COMMUNITY.tagline;
export const CONTACT_EMAIL = 'hello@fika.community';
export const DEFAULT_DESCRIPTION =
  `Relaxed coffee meetups, nature walks and goal-accountability circles for expats, digital nomads and locals in ${CITY_NAMES_TEXT}. ${COMMUNITY.tagline}`;

declare const __SITE_URL__: string | undefined;
/** Public origin used for canonical and Open Graph URLs (build-time SITE_URL). */
export const SITE_URL = (typeof __SITE_URL__ === 'string' && __SITE_URL__ ? __SITE_URL__ : 'https://fika.community').replace(/\/$/, '');

export const DEFAULT_OG_IMAGE = '/img/city-tokyo.jpg?w=1200&h=630&q=85&fit=cover';

export interface HeadData {
  /** Page title without the site suffix. */
  title: string;
  description: string;
  /** Path of the canonical URL (no origin), e.g. /events/tokyo-fika. */
  path: string;
  /** Site-relative or absolute image URL for Open Graph. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  jsonLd?: object | object[];
  noindex?: boolean;
  /** The page's language (`<html lang>`, og:locale). */
  lang?: Locale;
  /** The canonical path when it is not `path` (a Japanese page showing English text names the English page). */
  canonicalPath?: string;
  /** The page in each language, for `hreflang` alternates (only pages written in both). */
  alternates?: Record<Locale, string>;
}

/** What a route's `handle` carries (set by the router from the AppRoute). */
export interface RouteHandle {
  title?: string;
  description?: string;
  /** On Japanese pages: the message ids of the title and description, and the English page when it is the canonical one. */
  titleId?: string;
  descriptionId?: string;
  canonical?: string;
  /** The page exists written in both languages (`hreflang` alternates). */
  bilingual?: boolean;
  memberArea?: boolean;
  noindex?: boolean;
  /** On the /admin layout route: the admin pages the route table registers (the admin home and bar list the sections among them). */
  adminRoutes?: readonly { path: string }[];
}

export function fullTitle(title: string, lang: Locale = 'en'): string {
  if (lang === 'ja') return !title || title === SITE_NAME ? `${SITE_NAME} – ${t('site.tagline')}` : `${title} | ${SITE_NAME}`;
  return !title || title === SITE_NAME ? `${SITE_NAME} – ${SITE_TAGLINE}` : `${title} | ${SITE_NAME}`;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP' };

export const absoluteUrl = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON for a <script> data block: `<` escaped so no "</script>" can end it early. */
export const jsonLdText = (data: object | object[]) => JSON.stringify(data).replace(/</g, '\\u003c');

function metaList(h: HeadData): Array<[attr: 'name' | 'property', key: string, content: string]> {
  const url = absoluteUrl(h.path);
  const image = absoluteUrl(h.image ?? DEFAULT_OG_IMAGE);
  const list: Array<['name' | 'property', string, string]> = [
    ['name', 'description', h.description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', h.type ?? 'website'],
    ['property', 'og:title', h.title || SITE_NAME],
    ['property', 'og:description', h.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:alt', h.imageAlt ?? h.title ?? SITE_NAME],
    ['property', 'og:locale', OG_LOCALE[h.lang ?? 'en']],
    ['name', 'twitter:card', 'summary_large_image'],
  ];
  if (h.alternates) for (const l of Object.keys(h.alternates) as Locale[]) if (l !== (h.lang ?? 'en')) list.push(['property', 'og:locale:alternate', OG_LOCALE[l]]);
  if (h.noindex) list.push(['name', 'robots', 'noindex']);
  return list;
}

/** The <head> fragment the prerender script writes for a page. */
/** `hreflang` alternates: each language's page, and x-default (the English one). */
function alternateList(h: HeadData): Array<[hreflang: string, url: string]> {
  if (!h.alternates || h.noindex) return [];
  return [
    ...(Object.entries(h.alternates) as [Locale, string][]).map(([l, p]): [string, string] => [l, absoluteUrl(p)]),
    ['x-default', absoluteUrl(h.alternates.en)],
  ];
}

export function headHtml(h: HeadData): string {
  const lines = [`<title>${escapeHtml(fullTitle(h.title, h.lang))}</title>`];
  for (const [attr, key, content] of metaList(h)) lines.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" data-head>`);
  if (!h.noindex) lines.push(`<link rel="canonical" href="${escapeHtml(absoluteUrl(h.canonicalPath ?? h.path))}" data-head>`);
  for (const [lang, url] of alternateList(h)) lines.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(url)}" data-head>`);
  if (h.jsonLd) lines.push(`<script type="application/ld+json" data-head>${jsonLdText(h.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/** Replaces the managed head elements of the live document. */
export function applyHead(h: HeadData): void {
  if (typeof document === 'undefined') return;
  document.title = fullTitle(h.title, h.lang);
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  const add = (el: HTMLElement) => {
    el.setAttribute('data-head', '');
    document.head.appendChild(el);
  };
  for (const [attr, key, content] of metaList(h)) {
    const m = document.createElement('meta');
    m.setAttribute(attr, key);
    m.setAttribute('content', content);
    add(m);
  }
  if (!h.noindex) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = absoluteUrl(h.canonicalPath ?? h.path);
    add(link);
  }
  for (const [lang, url] of alternateList(h)) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = lang;
    link.href = url;
    add(link);
  }
  if (h.jsonLd) {
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    s.textContent = jsonLdText(h.jsonLd);
    add(s);
  }
}

/** Prerender-time collector: the last writer (the deepest <Seo>) wins. */
export interface HeadCollector {
  head?: HeadData;
}
export const HeadContext = createContext<HeadCollector | null>(null);

/** The head a route has without any <Seo>: its AppRoute title and description. */
export function useRouteHead(): HeadData {
  const matches = useMatches();
  const { pathname } = useLocation();
  let handle: RouteHandle = {};
  for (const m of matches) if (m.handle) handle = { ...handle, ...(m.handle as RouteHandle) };
  const lang = activeLocale();
  const path = lang === 'ja' && pathname === '/ja' ? '/ja/' : pathname;
  const alternates = handle.bilingual ? { en: localizePath(stripLocale(pathname), 'en'), ja: localizePath(stripLocale(pathname), 'ja') } : undefined;
  if (lang === 'ja') {
    return {
      title: handle.titleId ? translateId(handle.titleId) : SITE_NAME,
      description: handle.descriptionId ? translateId(handle.descriptionId) : t('site.description'),
      path,
      noindex: handle.noindex,
      lang,
      canonicalPath: handle.canonical,
      alternates,
    };
  }
  return {
    title: handle.titleId ? translateId(handle.titleId) : (handle.title ?? SITE_NAME),
    description: handle.description ?? (handle.descriptionId ? translateId(handle.descriptionId) : DEFAULT_DESCRIPTION),
    path,
    noindex: handle.noindex,
    lang,
    alternates,
  };
}

/**
 * Sets the page's head. Render it anywhere in a page; missing fields come from the route.
 * During prerender it writes into the collector; in the browser it updates the document.
 * `alternates: null` says the page exists in one language only (no `hreflang` alternates).
 */
export function Seo(props: Partial<Omit<HeadData, 'alternates'>> & { alternates?: HeadData['alternates'] | null }): null {
  const base = useRouteHead();
  const collector = useContext(HeadContext);
  const { alternates, ...rest } = props;
  const head: HeadData = { ...base, ...stripUndefined(rest) };
  if (alternates === null) delete head.alternates;
  else if (alternates) head.alternates = alternates;
  if (collector) collector.head = head;
  const key = JSON.stringify(head);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData);
  }, [key]);
  return null;
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
