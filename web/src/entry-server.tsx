/**
 * The render entry: built by `npm run build:web` into an SSR bundle (web/dist-ssr/server, Vite's
 * SSR build with every dependency bundled) that web/scripts/render-site.ts loads, at build time for
 * every page and at run time, in the site publisher, for the pages a published change touches
 * (docs/catalogue.md "How a published change reaches the site"). It renders one path of the real
 * route tree to HTML with react-router's static data router, lists the paths to prerender from the
 * AppRoutes' `prerender` flags, and computes the site's data files (lib/site-data.ts), all from the
 * catalogue put in use with `setCatalogue` (the initial data until then).
 */
import type React from 'react';
import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from './app/routes';
import { buildRouteObjects, loadNotFoundPage } from './app/router';
import { HeadContext, type HeadCollector, type HeadData } from './lib/seo';
import { activateLocale, localeOfPath, takeMissing, takeUsedCatalogues, type CompiledCatalogue, type Locale } from './lib/i18n';
import { takeUsedSiteData } from './lib/site-data-used';
import { isLocale } from '@/content/site/locales';
import { useSeedCatalogueIfUnset } from '@/content/events/seed';
import { summariesIn } from './features/events/summaries';
import { buildEventPageBySlug } from './features/events/event-data.build';
import { homeContentIn } from './features/home/home-content';

// The build renders the initial data; a published change is rendered from the table (docs/catalogue.md).
useSeedCatalogueIfUnset();

export { appRoutes };
export { NOT_FOUND_PRERENDERED } from './app/router';
export { headHtml, SITE_URL } from './lib/seo';
export { setRenderTime } from './lib/now';
export { setCatalogue, catalogueVersion } from '@/content/events/current';
export { seedCatalogue } from '@/content/events/seed';

/**
 * A data file of lib/site-data.ts for the catalogue in use: `events/<locale>` (the summaries),
 * `events/<locale>/<slug>` (an event page's data; null for a slug not published), `home/<locale>`;
 * null for any other key.
 */
export function siteData(key: string): unknown {
  const [kind, locale, slug, ...rest] = key.split('/');
  if (!isLocale(locale) || rest.length > 0) return null;
  if (kind === 'events' && slug === undefined) return summariesIn(locale);
  if (kind === 'events') return buildEventPageBySlug(slug, locale);
  if (kind === 'home' && slug === undefined) return homeContentIn(locale);
  return null;
}

export interface RenderedPage {
  html: string;
  head: HeadData;
  status: number;
  /** The matched loaders' data by route id: the browser hydrates with it (web/src/main.tsx). */
  routeData: Record<string, unknown>;
  /** The page's language. */
  lang: Locale;
  /** The catalogues the page rendered with, in its language, by namespace (the browser hydrates with them). */
  messages: Record<string, CompiledCatalogue>;
  /** The data files (lib/site-data.ts) the page rendered with, by key (the browser hydrates with them). */
  siteData: Record<string, unknown>;
}

/** Concrete paths of every route marked `prerender` (dynamic ones list their own). */
export async function prerenderPaths(): Promise<string[]> {
  const paths = new Set<string>();
  for (const r of appRoutes) {
    if (!r.prerender) continue;
    if (typeof r.prerender === 'function') for (const p of await r.prerender()) paths.add(p);
    else if (r.path.includes(':') || r.path.includes('*')) throw new Error(`Route ${r.path} is dynamic: its prerender must list the concrete paths`);
    else paths.add(r.path);
  }
  return [...paths].sort();
}

/**
 * Every path the app answers, for the servers (web/scripts/prerender.ts writes it next to the
 * pages; infra/constructs/spa-routing.ts turns it into the CloudFront Function and the local
 * server's routing): prerendered pages, the browser-only static routes, and the parents of
 * browser-only dynamic routes, whose every value is the browser's to judge
 * (`/cancel-reservation/:token`). A dynamic route's `prerender` lists all its paths: any other
 * value (an unknown event, city or post) is not found. `live` names the parents of the paths that
 * come from the event catalogue (routes marked `catalogue`), which change without a build.
 */
export async function knownRoutes(): Promise<{ pages: string[]; shell: string[]; anyChild: string[]; live: string[] }> {
  const pages = await prerenderPaths();
  const shell: string[] = [];
  const anyChild: string[] = [];
  // Parents of the catalogue's paths: the path down to the route's first :param.
  const live = appRoutes.filter((r) => r.catalogue).map((r) => r.path.slice(0, r.path.indexOf('/:')));
  for (const r of appRoutes) {
    if (r.prerender) continue;
    if (r.shellParents) {
      anyChild.push(...(await r.shellParents()));
      continue;
    }
    const dynamic = r.path.split('/').map((s) => s.startsWith(':') || s.includes('*'));
    if (!dynamic.includes(true)) shell.push(r.path);
    else if (dynamic.indexOf(true) === dynamic.length - 1 && !r.path.includes('*')) anyChild.push(r.path.slice(0, r.path.lastIndexOf('/')));
    else throw new Error(`Route ${r.path}: only a last :param can be left to the browser; list its paths with prerender`);
  }
  return { pages, shell: shell.sort(), anyChild: anyChild.sort(), live: [...new Set(live)].sort() };
}

export async function render(path: string): Promise<RenderedPage> {
  const lang = localeOfPath(path);
  activateLocale(lang);
  takeUsedCatalogues(lang);
  takeMissing();
  takeUsedSiteData();
  const routes = buildRouteObjects(appRoutes);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: HeadCollector = {};
  // No inline hydration script (the CSP allows no inline scripts): the browser router starts
  // initialised once the matched lazy routes are loaded, with the loaders' data (`routeData`),
  // which the prerender writes into the page as JSON.
  const app = (
    <HeadContext.Provider value={collector}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </HeadContext.Provider>
  );
  // The first pass waits for every React.lazy the page uses; the second, synchronous one renders
  // with all of them resolved, so each Suspense boundary is complete and in place. (The streaming
  // renderers move large boundaries after the shell and reveal them with inline scripts, which the
  // CSP forbids.)
  await waitForLazy(app);
  const html = renderToString(app);
  if (/<script(?![^>]*application\/ld\+json)|<!--\$[?!]-->/i.test(html)) throw new Error(`${path} rendered an incomplete Suspense boundary`);
  if (context.errors) {
    const first = Object.values(context.errors)[0];
    throw new Error(`${path} failed to render: ${first instanceof Error ? first.stack : JSON.stringify(first)}`);
  }
  if (!collector.head) throw new Error(`${path} rendered no head`);
  const missing = takeMissing();
  if (missing.length > 0) throw new Error(`${path} uses messages that no catalogue has: ${missing.join(', ')}`);
  const routeData = Object.fromEntries(Object.entries(context.loaderData).filter(([, v]) => v !== undefined));
  return { html, head: collector.head, status: context.statusCode, routeData, lang, messages: takeUsedCatalogues(lang), siteData: takeUsedSiteData() };
}

async function waitForLazy(node: React.ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node);
  for await (const _ of prelude.pipe(new PassThrough()));
}

/**
 * Source modules of the lazy page that `path` renders, the not-found page when no route matches
 * (root-relative, as in the client manifest), read from the `load` function: in Vite's SSR loader
 * `() => __vite_ssr_dynamic_import__("/src/…")`; in the SSR bundle `() => import("./Page-hash.js")`,
 * whose source module `ssrManifest` (the SSR build's manifest) names.
 */
export function matchedModules(path: string, ssrManifest?: Record<string, { file: string }>): string[] {
  const bySsrFile = new Map(Object.entries(ssrManifest ?? {}).map(([key, c]) => [c.file.slice(c.file.lastIndexOf('/') + 1), `/${key}`]));
  const matches = matchRoutes(appRoutes.map((r, i) => ({ path: r.path, id: String(i) })), path) ?? [];
  const loads = matches.length > 0 ? matches.map((m) => appRoutes[Number(m.route.id)].load) : [loadNotFoundPage];
  return loads.flatMap((load) => {
    const source = load.toString();
    // A chunk of the SSR bundle (however the loader running it spelled its path) is named by the SSR manifest.
    const found = [...source.matchAll(/(?:__vite_ssr_dynamic_import__|\bimport)\(\s*["'`]([^"'`]+)["'`]/g)].map((x) => bySsrFile.get(x[1].slice(x[1].lastIndexOf('/') + 1)) ?? x[1]);
    if (found.length === 0) throw new Error(`Cannot tell which module ${path} loads from: ${source}`);
    return found;
  });
}
