/**
 * `npm run build:web`: the client build, then every public route prerendered to static HTML.
 *
 * 1. `vite build` (web/vite.config.ts) → web/dist with the SPA shell and a manifest.
 * 2. Vite's SSR loader runs web/src/entry-server.tsx, which renders each path of every AppRoute
 *    marked `prerender` with react-router's static data router.
 * 3. Each page is written to web/dist/<path>/index.html with its <title>, description, canonical,
 *    Open Graph tags and JSON-LD in <head>, its stylesheets inlined (first paint without another
 *    request, no flash of unstyled content), modulepreload hints for its code (hydration
 *    without a waterfall) and the data its route loaders returned (hydration without a fetch).
 * 4. The not-found page (404.html) and the list of the app's paths (spa-routes.json), from which
 *    the servers answer every other path with that page and status 404.
 * 5. robots.txt and sitemap.xml.
 *
 * `--no-client-build` reuses an existing web/dist (its manifest must be from the same sources).
 */
import { build, createServer, type ViteDevServer } from 'vite';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppRoute } from '../src/app/route-types';
import type { HeadData } from '../src/lib/seo';
import { KNOWN_ROUTES_FILE, NOT_FOUND_PAGE, type KnownRoutes } from '../../infra/constructs/spa-routing';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const CONFIG = join(WEB, 'vite.config.ts');

// One "now" for the client build and the prerender, so both see the same upcoming events.
process.env.FIKA_BUILD_TIME ??= new Date().toISOString();

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface EntryServer {
  appRoutes: AppRoute[];
  prerenderPaths(): Promise<string[]>;
  render(path: string): Promise<{ html: string; head: HeadData; routeData: Record<string, unknown>; lang: string; messages: Record<string, unknown> }>;
  headHtml(h: HeadData): string;
  matchedModules(path: string): string[];
  knownRoutes(): Promise<KnownRoutes>;
  NOT_FOUND_PRERENDERED: string;
}

/** A path no route matches: the catch-all renders it, and the result is the not-found page. */
const NOT_FOUND_RENDER_PATH = '/404';

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

/**
 * The client build skips the catalogue's zod validation (see trustValidatedCatalogue in
 * web/vite.config.ts). That is only sound while validation changes nothing: check it here.
 */
async function checkCatalogueIsValidatedAsIs(vite: ViteDevServer): Promise<void> {
  const { validateCatalogue } = (await vite.ssrLoadModule('/@fs' + join(WEB, '../content/events/validate.ts'))) as { validateCatalogue: () => unknown };
  validateCatalogue();
}

/** JSON for a <script type="application/json"> block: no "</script>" or "<!--" can appear in it. */
const jsonForHtml = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  if (!process.argv.includes('--no-client-build')) await build({ configFile: CONFIG, logLevel: 'warn' });
  const template = await readFile(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"><!--app-html--></div>')) {
    throw new Error('web/dist/index.html is not the build template (already prerendered?): run the client build first');
  }
  // The SPA fallback for paths without a prerendered page (member and admin screens, unknown
  // paths): the app shell with no borrowed content, so nothing flashes before the app renders.
  await writeFile(join(DIST, 'spa-shell.html'), template.replace('<!--app-head-->', '<meta name="robots" content="noindex">').replace('<!--app-html-->', ''));

  const vite = await createServer({ configFile: CONFIG, server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
  const written: string[] = [];
  const alternatesOf = new Map<string, Record<string, string>>();
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as EntryServer;
    await checkCatalogueIsValidatedAsIs(vite);
    const inShell = shellKeys(manifest);
    const shellCssTags = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/g)];
    const shellCss = shellCssTags.map((m) => m[1]);
    const cssCache = new Map<string, string>();
    const readCss = async (f: string) => {
      if (!cssCache.has(f)) cssCache.set(f, (await readFile(join(DIST, f), 'utf8')).trim());
      return cssCache.get(f)!;
    };
    /** Prerenders `path` into `file`; `meta` is the path the page names as prerendered (main.tsx). */
    const writePage = async (path: string, file: string, meta: string) => {
      const page = await entry.render(path);
      const js = new Set<string>();
      const css = new Set<string>(shellCss);
      for (const mod of entry.matchedModules(path)) {
        const key = mod.replace(/^\//, '');
        if (!manifest[key]) throw new Error(`${path}: ${key} is not in the client manifest`);
        const assets = chunkAssets(manifest, key, inShell);
        assets.js.forEach((f) => js.add(f));
        assets.css.forEach((f) => css.add(f));
      }
      // The page's stylesheets are inlined, in the order the app would load them: the first paint
      // needs no further request (the CSP allows inline styles, not inline scripts).
      const styles = (await Promise.all([...css].map(readCss))).join('\n');
      // Each inlined file is also named by a disabled <link>, which the browser neither fetches nor
      // applies: Vite's loader of lazy routes sees the stylesheet is there and does not fetch it
      // again when the page's route module loads (it would be a render-blocking duplicate).
      const inlined = [...css].map((f) => `<link rel="stylesheet" href="/${f}" disabled>`);
      const head = [entry.headHtml(page.head), `<meta name="fika:prerendered" content="${meta}">`, `<style>${styles}</style>`, ...inlined].join('\n    ');
      // The data the page rendered with, after it, for hydration (web/src/main.tsx). A JSON data
      // block is not a script the CSP has to allow: the browser never runs it.
      const routeData =
        Object.keys(page.routeData).length > 0 ? `\n    <script type="application/json" id="fika:route-data">${jsonForHtml(page.routeData)}</script>` : '';
      // The message catalogues the page rendered with, in its language (web/src/lib/i18n): the
      // first render needs no further request; later pages load theirs with their code.
      const messages = `\n    <script type="application/json" id="fika:messages">${jsonForHtml(page.messages)}</script>`;
      const preloads = [...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
      let html = template.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace('<html lang="en">', `<html lang="${page.lang}">`);
      for (const tag of shellCssTags) html = html.replace(tag[0], '');
      html = html
        .replace('<!--app-head-->', head)
        .replace('</head>', () => `  ${preloads}\n  </head>`)
        .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${page.html}</div>${routeData}${messages}`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
      return page;
    };
    for (const path of await entry.prerenderPaths()) {
      const page = await writePage(path, path === '/' ? join(DIST, 'index.html') : join(DIST, path, 'index.html'), path);
      if (!page.head.noindex && !page.head.canonicalPath) written.push(path);
      if (page.head.alternates && !page.head.noindex) alternatesOf.set(path, page.head.alternates);
    }
    // The not-found page, which the servers answer every unknown path with (status 404), and the
    // paths they know (infra/constructs/spa-routing.ts).
    await writePage(NOT_FOUND_RENDER_PATH, join(DIST, NOT_FOUND_PAGE), entry.NOT_FOUND_PRERENDERED);
    await writeFile(join(DIST, KNOWN_ROUTES_FILE), `${JSON.stringify(await entry.knownRoutes(), null, 1)}\n`);
    const { SITE_URL } = (await vite.ssrLoadModule('/src/lib/seo.ts')) as { SITE_URL: string };
    const today = process.env.FIKA_BUILD_TIME!.slice(0, 10);
    await writeFile(
      join(DIST, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${written
        .map((p) => {
          const loc = p === '/ja' ? '/ja/' : p;
          // Both languages of a page name each other (and English as x-default), as in its <head>.
          const alternates = Object.entries(alternatesOf.get(p) ?? {}).map(
            ([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(`${SITE_URL}${href}`)}"/>`,
          );
          const xDefault = alternatesOf.get(p)?.en ? `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${SITE_URL}${alternatesOf.get(p)!.en}`)}"/>` : '';
          return `  <url><loc>${escapeXml(`${SITE_URL}${loc}`)}</loc><lastmod>${today}</lastmod>${alternates.join('')}${xDefault}</url>`;
        })
        .join('\n')}\n</urlset>\n`,
    );
    await writeFile(
      join(DIST, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /member-dashboard\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`,
    );
  } finally {
    await vite.close();
  }
  console.log(`Prerendered ${written.length} pages into web/dist (plus sitemap.xml and robots.txt).`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
