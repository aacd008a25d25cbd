/**
 * Where each language lives: English at `/…`, Japanese at `/ja/…` (the Japanese home is `/ja/`).
 * Admin screens and the API are English-only and never take the prefix.
 */
import type { Locale } from '@/content/site/locales';

export const JA_PREFIX = '/ja';

/** The language of a path: `/ja` and `/ja/…` are Japanese, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === JA_PREFIX || pathname.startsWith(`${JA_PREFIX}/`) ? 'ja' : 'en';
}

/** The path without its language prefix (`/ja/events` → `/events`, `/ja/` → `/`). */
export function stripLocale(pathname: string): string {
  return localeOfPath(pathname) === 'ja' ? pathname.slice(JA_PREFIX.length) || '/' : pathname;
}

/** Paths that stay English whatever the page's language. */
const UNPREFIXED = /^\/(admin|api|img|_dev)(\/|$)/;

/**
 * `path` (a site path, possibly with ?query or #hash) in `locale`: `/events` → `/ja/events`,
 * `/` → `/ja/`. Admin, API and image paths, external URLs and anchors are returned as they are.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const base = stripLocale(pathname);
  if (locale === 'en' || UNPREFIXED.test(base)) return base + rest;
  return (base === '/' ? `${JA_PREFIX}/` : JA_PREFIX + base) + rest;
}

/** The react-router path of a route in `locale` (`/` → `/ja`, `/events/:slug` → `/ja/events/:slug`). */
export function localizeRoutePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? JA_PREFIX : JA_PREFIX + path;
}
