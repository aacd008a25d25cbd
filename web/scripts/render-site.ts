/**
 * The one render module of the site: the web build (web/scripts/prerender.ts) renders every page
 * with it, and the site publisher (functions/consumers/site-publisher) the pages a published
 * change touches, with the same code, the same SSR bundle and the same template, so a page
 * published at run time is the page the build would have made (docs/catalogue.md "How a published
 * change reaches the site").
 *
 * It reads `web/dist-ssr` (made by the build; never uploaded to the site bucket):
 * - `server/`: the SSR bundle of web/src/entry-server.tsx (every dependency bundled) and its manifest;
 * - `client/`: the client build's HTML template, its manifest and its stylesheets (pages inline them);
 * - `site.json`: the build's id, the stamp of the catalogue it rendered and what each page read
 *   (SiteBuild), from which the publisher starts.
 * It writes through a SiteStore: web/dist at build time, an overlay folder on one machine
 * (infra/local/site-overlay.ts), the site bucket with CloudFront on AWS
 * (functions/consumers/site-publisher/s3-store.ts). No Vite here: it runs in Lambda.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StoredEvent } from '../../content/events/current';
import { LOCALES, type Locale } from '../../content/site/locales';
import { KNOWN_ROUTES_FILE, NOT_FOUND_PAGE, type KnownRoutes } from '../../infra/constructs/spa-routing';
import type { HeadData } from '../src/lib/seo';
import type { RenderedPage } from '../src/entry-server';

/** Where the build puts what the renderer reads, relative to web/. */
export const SSR_DIR_NAME = 'dist-ssr';
/** The prerendered not-found page renders this path (no route matches it). */
const NOT_FOUND_RENDER_PATH = '/404';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The SSR bundle's exports (web/src/entry-server.tsx). */
export interface EntryServer {
  prerenderPaths(): Promise<string[]>;
  render(path: string): Promise<RenderedPage>;
  headHtml(h: HeadData): string;
  matchedModules(path: string, ssrManifest?: Manifest): string[];
  knownRoutes(): Promise<KnownRoutes>;
  siteData(key: string): unknown;
  setCatalogue(entries: readonly StoredEvent[], version?: number): void;
  seedCatalogue(): StoredEvent[];
  setRenderTime(at: Date): void;
  NOT_FOUND_PRERENDERED: string;
  SITE_URL: string;
}

/** What the site keeps of one prerendered page: for the sitemap, and for knowing when to render it again. */
export interface PageInfo {
  /** Listed in the sitemap (indexable, and its own canonical page). */
  sitemap: boolean;
  /** Its `hreflang` alternates, when the page is written in both languages. */
  alternates?: Record<string, string>;
  /** The data files (web/src/lib/site-data.ts) it rendered with. */
  data: string[];
  /** The day it was last rendered (YYYY-MM-DD): the sitemap's `lastmod`. */
  rendered: string;
}

/** The build's description of the site it wrote (web/dist-ssr/site.json). */
export interface SiteBuild {
  /** Unique per build: a site store's state from another build is not this site's. */
  id: string;
  builtAt: string;
  /** catalogueStamp of the catalogue the build rendered (the initial data). */
  stamp: string;
  pages: Record<string, PageInfo>;
}

/** What a site store holds, as the publisher last left it. */
export interface SiteState {
  /** The SiteBuild id it is based on. */
  build: string;
  /** catalogueStamp of the catalogue the site shows. */
  stamp: string;
  /** The catalogue's version it was rendered from. */
  version: number;
  pages: Record<string, PageInfo>;
}

/** Where a rendered site goes. Files are paths relative to the site's root (`events/x/index.html`). */
export interface SiteStore {
  write(file: string, body: string): Promise<void>;
  remove(file: string): Promise<void>;
  /** Makes `known` the routes the site answers (a new event's page is served, an unpublished one is not found). */
  setRoutes(known: KnownRoutes): Promise<void>;
  readState(): Promise<SiteState | undefined>;
  writeState(state: SiteState): Promise<void>;
  /** The URL paths whose content changed (a CDN drops what it cached of them). */
  invalidate(paths: string[]): Promise<void>;
}

export interface Renderer {
  entry: EntryServer;
  /** web/dist-ssr */
  dir: string;
  template: string;
  clientManifest: Manifest;
  ssrManifest: Manifest;
  /** Undefined while the build itself is rendering. */
  build?: SiteBuild;
  css(file: string): Promise<string>;
}

/** Loads the renderer from a web build's `dist-ssr` folder. */
export async function loadRenderer(dir: string): Promise<Renderer> {
  const json = async <T>(file: string): Promise<T | undefined> => {
    try {
      return JSON.parse(await readFile(join(dir, file), 'utf8')) as T;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  };
  const [entry, template, clientManifest, ssrManifest, build] = await Promise.all([
    import(/* @vite-ignore */ pathToFileURL(join(dir, 'server', 'entry-server.js')).href) as Promise<EntryServer>,
    readFile(join(dir, 'client', 'index.html'), 'utf8'),
    json<Manifest>('client/manifest.json'),
    json<Manifest>('server/.vite/manifest.json'),
    json<SiteBuild>('site.json'),
  ]);
  if (!clientManifest || !ssrManifest) throw new Error(`${dir} is not a complete web build: run "npm run build:web"`);
  const cache = new Map<string, Promise<string>>();
  const css = (file: string) => {
    let text = cache.get(file);
    if (!text) cache.set(file, (text = readFile(join(dir, 'client', file), 'utf8').then((t) => t.trim())));
    return text;
  };
  return { entry, dir, template, clientManifest, ssrManifest, build, css };
}

/** The file of a page: `/` is `index.html`, `/events` is `events/index.html`. */
export const pageFile = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** The URL paths a CDN may have cached a page's file under. */
const pageUrls = (path: string): string[] => (path === '/' ? ['/', '/index.html'] : [path, `${path}/`, `/${pageFile(path)}`]);

/** The file of a data file's key (web/src/lib/site-data.ts). */
export const dataFile = (key: string): string => `data/${key}.json`;

/** The data files of the catalogue in use that every page may read: the summaries and the home page's content. */
const wideDataKeys = (): string[] => LOCALES.flatMap((l) => [`events/${l}`, `home/${l}`]);
const eventDataKeys = (slug: string): string[] => LOCALES.map((l) => `events/${l}/${slug}`);
const isWideKey = (key: string) => /^(events|home)\/[^/]+$/.test(key);

/** An event's page in every language. */
export const eventPagePaths = (slug: string): string[] => LOCALES.map((l: Locale) => (l === 'en' ? `/events/${slug}` : `/${l}/events/${slug}`));

/**
 * A stamp of a catalogue: the same for the same published events in the same order, however its
 * JSON was ordered (the table does not keep key order). Kept-back venues are no part of it (the
 * site never shows them).
 */
export function catalogueStamp(entries: readonly StoredEvent[]): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)])) : v;
  const shown = entries.map((e) => ({ listing: e.listing, ja: e.ja ?? null }));
  return createHash('sha256').update(JSON.stringify(canonical(shown))).digest('hex').slice(0, 32);
}

/** The published events without what the site never shows (kept-back venues). */
export const forTheSite = (entries: readonly StoredEvent[]): StoredEvent[] => entries.map((e) => ({ listing: e.listing, ...(e.ja ? { ja: e.ja } : {}) }));

/**
 * What a page chunk needs: JS to preload (the chunk and its static imports) and CSS to link (also
 * that of its dynamic imports, whose HTML the prerender already contains). `skip` holds the chunks
 * the shell loads anyway.
 */
function chunkAssets(manifest: Manifest, key: string, skip: Set<string>): { js: string[]; css: string[] } {
  const out = { js: [] as string[], css: [] as string[] };
  const seen = new Set(skip);
  const visit = (k: string, preload: boolean) => {
    if (seen.has(k)) return;
    seen.add(k);
    const c = manifest[k];
    if (!c) return;
    for (const i of c.imports ?? []) visit(i, preload);
    for (const i of c.dynamicImports ?? []) visit(i, false);
    if (preload) out.js.push(c.file);
    out.css.push(...(c.css ?? []));
  };
  visit(key, true);
  return out;
}

/** The entry chunk and everything it imports statically: already in the shell's HTML. */
function shellKeys(manifest: Manifest): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  for (const [k, c] of Object.entries(manifest)) if (c.isEntry) visit(k);
  return seen;
}

/** JSON for a <script type="application/json"> block: no "</script>" or "<!--" can appear in it. */
const jsonForHtml = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Checks that a build's template has the slots the pages are written into. */
export function checkTemplate(template: string): void {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('The HTML template is not the build template (already prerendered?): run the client build first');
  }
}

/** The app shell without content: the page the servers answer browser-only routes with. */
export const shellHtml = (template: string): string => template.replace('<!--app-head-->', '<meta name="robots" content="noindex">').replace('<!--app-html-->', '');

/**
 * Renders `path` into a whole HTML page: its <title>, description, canonical, Open Graph tags and
 * JSON-LD in <head>, its stylesheets inlined (first paint without another request), modulepreload
 * hints for its code, the data its route loaders returned and the data files and message
 * catalogues it rendered with (hydration without a fetch), and the instant it was rendered at.
 * `meta` is the path the page names as prerendered (web/src/main.tsx).
 */
export async function renderPage(r: Renderer, path: string, meta: string, at: Date): Promise<{ html: string; info: PageInfo; page: RenderedPage }> {
  const { entry, template, clientManifest: manifest } = r;
  const page = await entry.render(path);
  const inShell = shellKeys(manifest);
  const shellCssTags = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g)];
  const js = new Set<string>();
  const css = new Set<string>(shellCssTags.map((m) => m[1]));
  for (const mod of entry.matchedModules(path, r.ssrManifest)) {
    const key = mod.replace(/^\//, '');
    if (!manifest[key]) throw new Error(`${path}: ${key} is not in the client manifest`);
    const assets = chunkAssets(manifest, key, inShell);
    assets.js.forEach((f) => js.add(f));
    assets.css.forEach((f) => css.add(f));
  }
  // The page's stylesheets are inlined, in the order the app would load them: the first paint
  // needs no further request (the CSP allows inline styles, not inline scripts).
  const styles = (await Promise.all([...css].map((f) => r.css(f)))).join('\n');
  // Each inlined file is also named by a disabled <link>, which the browser neither fetches nor
  // applies: Vite's loader of lazy routes sees the stylesheet is there and does not fetch it
  // again when the page's route module loads (it would be a render-blocking duplicate).
  const inlined = [...css].map((f) => `<link rel="stylesheet" href="/${f}" disabled>`);
  const head = [
    entry.headHtml(page.head),
    `<meta name="fika:prerendered" content="${meta}">`,
    `<meta name="fika:rendered-at" content="${at.toISOString()}">`,
    `<style>${styles}</style>`,
    ...inlined,
  ].join('\n    ');
  // The data the page rendered with, after it, for hydration (web/src/main.tsx, lib/site-data.ts,
  // lib/i18n). A JSON data block is not a script the CSP has to allow: the browser never runs it.
  const routeData = Object.keys(page.routeData).length > 0 ? `\n    <script type="application/json" id="fika:route-data">${jsonForHtml(page.routeData)}</script>` : '';
  const siteData = Object.keys(page.siteData).length > 0 ? `\n    <script type="application/json" id="fika:site-data">${jsonForHtml(page.siteData)}</script>` : '';
  const messages = `\n    <script type="application/json" id="fika:messages">${jsonForHtml(page.messages)}</script>`;
  const preloads = [...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  let html = template.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace('<html lang="en">', `<html lang="${page.lang}">`);
  for (const tag of shellCssTags) html = html.replace(tag[0], '');
  html = html
    .replace('<!--app-head-->', head)
    .replace('</head>', () => `  ${preloads}\n  </head>`)
    .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${page.html}</div>${routeData}${siteData}${messages}`);
  const info: PageInfo = {
    sitemap: !page.head.noindex && !page.head.canonicalPath,
    ...(page.head.alternates && !page.head.noindex ? { alternates: page.head.alternates } : {}),
    data: Object.keys(page.siteData),
    rendered: at.toISOString().slice(0, 10),
  };
  return { html, info, page };
}

/** sitemap.xml of the pages listed in it, in path order; both languages of a page name each other (and English as x-default), as in its <head>. */
export function sitemapXml(siteUrl: string, pages: Record<string, PageInfo>): string {
  const urls = Object.entries(pages)
    .filter(([, info]) => info.sitemap)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([p, info]) => {
      const loc = p === '/ja' ? '/ja/' : p;
      const alternates = Object.entries(info.alternates ?? {}).map(([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${siteUrl}${href}`)}"/>`);
      const xDefault = info.alternates?.en ? `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${info.alternates.en}`)}"/>` : '';
      return `  <url><loc>${escapeXml(`${siteUrl}${loc}`)}</loc><lastmod>${info.rendered}</lastmod>${alternates.join('')}${xDefault}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /member-dashboard\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;

/** Where the build writes: files only (web/dist). */
export type SiteWriter = Pick<SiteStore, 'write'>;

/**
 * The whole site, at build time: every prerendered page, the not-found page (404.html, served for
 * every unknown path), the list of the app's paths (spa-routes.json: the servers' routing), the
 * site's data files, sitemap.xml and robots.txt. Returns what each page read.
 */
export async function renderWholeSite(r: Renderer, out: SiteWriter, at: Date): Promise<Record<string, PageInfo>> {
  r.entry.setRenderTime(at);
  const pages: Record<string, PageInfo> = {};
  for (const path of await r.entry.prerenderPaths()) {
    const { html, info } = await renderPage(r, path, path, at);
    await out.write(pageFile(path), html);
    pages[path] = info;
  }
  const notFound = await renderPage(r, NOT_FOUND_RENDER_PATH, r.entry.NOT_FOUND_PRERENDERED, at);
  await out.write(NOT_FOUND_PAGE.slice(1), notFound.html);
  await out.write(KNOWN_ROUTES_FILE, `${JSON.stringify(await r.entry.knownRoutes(), null, 1)}\n`);
  const slugs = new Set<string>();
  for (const p of Object.keys(pages)) {
    const m = /^\/events\/([^/]+)$/.exec(p);
    if (m && m[1] !== 'city') slugs.add(m[1]);
  }
  for (const key of [...wideDataKeys(), ...[...slugs].flatMap(eventDataKeys)]) await writeData(r, out, key);
  await out.write('sitemap.xml', sitemapXml(r.entry.SITE_URL, pages));
  await out.write('robots.txt', robotsTxt(r.entry.SITE_URL));
  return pages;
}

async function writeData(r: Renderer, out: SiteWriter, key: string): Promise<void> {
  const data = r.entry.siteData(key);
  if (data === null) throw new Error(`No data file ${key}`);
  await out.write(dataFile(key), JSON.stringify(data));
}

export interface PublishInput {
  /** The published events, in display order. */
  published: readonly StoredEvent[];
  /** The catalogue's version they are. */
  version: number;
  /**
   * The events whose change is published (slug and id, published or not any more), or `all`: the
   * whole catalogue (on start and on deploy).
   */
  changed: readonly { slug: string; id: string }[] | 'all';
  /** Slugs that must have no page: every event not published (`all`), or the changed ones not published. */
  unpublished: readonly string[];
  /** The render's instant. */
  at: Date;
}

export interface PublishResult {
  /** Pages rendered, pages removed, data files written and removed (paths). */
  rendered: string[];
  removed: string[];
  data: string[];
  stamp: string;
  ms: number;
}

/**
 * Brings the site in a store up to date with the published events. It renders again every page
 * the change touches and no other:
 * - the changed events' pages in both languages, and the pages of the events that list one of
 *   them as related;
 * - every page that read a data file of the whole catalogue (the events list, the city pages, the
 *   home pages, the info pages' event sections: PageInfo.data);
 * and writes the data files the browser reads (the summaries, the home content, the changed and
 * related events' pages), the routes (a new event's page is served, an unpublished one is not
 * found) and sitemap.xml. An unpublished event's pages and data files are removed. Not
 * reentrant: its caller runs one publish at a time (the SSR bundle renders one page at a time).
 */
export async function publishSite(r: Renderer, store: SiteStore, input: PublishInput): Promise<PublishResult> {
  const started = Date.now();
  if (!r.build) throw new Error(`${r.dir}/site.json is missing: run "npm run build:web"`);
  const published = forTheSite(input.published);
  r.entry.setCatalogue(published, input.version);
  r.entry.setRenderTime(input.at);
  const stored = await store.readState();
  const state: SiteState =
    stored && stored.build === r.build.id ? stored : { build: r.build.id, stamp: r.build.stamp, version: 0, pages: structuredClone(r.build.pages) };
  const known = await r.entry.knownRoutes();
  const routed = new Set(known.pages);

  const slugs = published.map((e) => e.listing.slug);
  const changed = input.changed === 'all' ? published.map((e) => ({ slug: e.listing.slug, id: e.listing.id })) : input.changed;
  const changedIds = new Set(changed.map((c) => c.id));
  const eventSlugs = new Set(changed.map((c) => c.slug).filter((s) => slugs.includes(s)));
  for (const e of published) if (e.listing.relatedEvents.some((id) => changedIds.has(id))) eventSlugs.add(e.listing.slug);

  // The changed events' own pages first (what the organiser looks at), then the related ones, then the lists.
  const own = changed.map((c) => c.slug).filter((s) => eventSlugs.has(s));
  const targets = new Set([...own, ...[...eventSlugs].sort()].flatMap(eventPagePaths));
  for (const [path, info] of Object.entries(state.pages).sort(([a], [b]) => (a < b ? -1 : 1))) if (info.data.some(isWideKey)) targets.add(path);
  const urls = new Set<string>();
  // The data files first: a page a visitor opens by a navigation then has its data as soon as the HTML.
  const data: string[] = [];
  for (const key of [...wideDataKeys(), ...[...eventSlugs].flatMap(eventDataKeys)]) {
    await writeData(r, store, key);
    data.push(dataFile(key));
  }
  for (const key of input.unpublished.flatMap(eventDataKeys)) {
    await store.remove(dataFile(key));
    data.push(dataFile(key));
  }
  data.forEach((f) => urls.add(`/${f}`));

  const rendered: string[] = [];
  for (const path of targets) {
    if (!routed.has(path)) continue;
    const { html, info } = await renderPage(r, path, path, input.at);
    await store.write(pageFile(path), html);
    state.pages[path] = info;
    rendered.push(path);
    pageUrls(path).forEach((u) => urls.add(u));
  }

  const removed: string[] = [];
  const gone = new Set([...input.unpublished.flatMap(eventPagePaths), ...Object.keys(state.pages).filter((p) => !routed.has(p))]);
  for (const path of [...gone].sort()) {
    if (routed.has(path)) continue;
    await store.remove(pageFile(path));
    delete state.pages[path];
    removed.push(path);
    pageUrls(path).forEach((u) => urls.add(u));
  }


  await store.setRoutes(known);
  await store.write('sitemap.xml', sitemapXml(r.entry.SITE_URL, state.pages));
  urls.add('/sitemap.xml');
  const stamp = catalogueStamp(published);
  await store.writeState({ ...state, stamp, version: input.version });
  await store.invalidate([...urls].sort());
  return { rendered, removed, data, stamp, ms: Date.now() - started };
}
