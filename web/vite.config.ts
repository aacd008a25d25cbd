/**
 * The SPA build. Root is web/; the app also imports the shared content modules from the
 * repo-level content/ folder (one source of truth with the functions), so the dev server may
 * read it. `npm run build:web` runs web/scripts/prerender.ts: this build, then the prerender.
 */
import { defineConfig, normalizePath, parseAst, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { fikaMessages } from './scripts/messages-plugin';
import { reactRouterProduction } from './scripts/react-router-production';
import { FUNCTION_PATH_PREFIXES } from '../api/endpoints';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';
/** The one path alias (tsconfig.json `paths`): `@/` is the repository root. */
const alias = { '@/': repoRoot };
// One "now" for the client build and the prerender (web/scripts/prerender.ts sets it).
const buildTime = process.env.FIKA_BUILD_TIME ?? new Date().toISOString();

/**
 * The event catalogue in the browser is data, not code: what the lists, the event pages and the home
 * page show of it are the data files of web/src/lib/site-data.ts (`/data/…json`), written by the
 * build and, for a published change, by the site publisher (docs/catalogue.md). In the browser
 * build, the modules that compute them from the catalogue for the prerender and the tests
 * (features/events/summaries.ts, event-pages.ts, features/home/home-content.ts) are replaced by
 * their `.client.ts` siblings, which read those files. The dev server answers `/data/…` from the
 * local server (the published site) or, without a web build, computes them from the catalogue.
 */
function siteDataModules(): Plugin {
  const swaps = new Map(
    ['src/features/events/summaries.ts', 'src/features/events/event-pages.ts', 'src/features/home/home-content.ts'].map((f) => [
      normalizePath(join(webRoot, f)),
      normalizePath(join(webRoot, f.replace(/\.ts$/, '.client.ts'))),
    ]),
  );
  const names = new Set([...swaps.keys()].map((f) => f.slice(f.lastIndexOf('/') + 1, -'.ts'.length)));
  return {
    name: 'fika-site-data-modules',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
    async resolveId(source, importer, options) {
      const base = source.slice(source.lastIndexOf('/') + 1).replace(/\.ts$/, '');
      if (!importer || !names.has(base)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? swaps.get(normalizePath(resolved.id.split('?')[0])) : undefined;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        const m = /^\/data\/(.+)\.json$/.exec(path);
        if (!m) return next();
        try {
          const published = await fetch(new URL(path, apiTarget)).catch(() => undefined);
          if (published?.ok) {
            res.setHeader('content-type', 'application/json');
            res.end(Buffer.from(await published.arrayBuffer()));
            return;
          }
          const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as { siteData(key: string): unknown };
          const data = entry.siteData(m[1]);
          res.statusCode = data === null ? 404 : 200;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(data));
        } catch (e) {
          next(e);
        }
      });
    },
  };
}

/**
 * The blog's posts, rendered at build time: in the browser build and the SSR build,
 * content/blog/load.ts (Markdown renderer, HTML sanitiser, front-matter schema) is replaced by the
 * posts it produces, so readers download the finished, sanitised HTML and none of the tools. The
 * tests and the dev server's SSR use the real module.
 */
function blogPostsAtBuildTime(command: 'build' | 'serve'): Plugin {
  const RESOLVED = '\0virtual:blog-posts';
  const loader = join(repoRoot, 'content/blog/load.ts');
  return {
    name: 'fika-blog-posts-at-build-time',
    enforce: 'pre',
    // The SSR build too (web/scripts/prerender.ts): the renderer the site publisher runs then
    // carries the posts, not the Markdown renderer and the sanitiser.
    applyToEnvironment: (env) => env.name === 'client' || command === 'build',
    async resolveId(id, importer) {
      if (id !== './load' || !importer || !importer.split('?')[0].endsWith(join('content', 'blog', 'index.ts'))) return undefined;
      return RESOLVED;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport<{ loadPosts(): unknown[] }>(loader, {
        configFile: false,
        root: webRoot,
        resolve: { alias },
        logLevel: 'error',
        server: { fs: { allow: [repoRoot] } },
      });
      // The Markdown source stays behind: readers get the rendered HTML only.
      const posts = (module.loadPosts() as { content: string }[]).map((p) => ({ ...p, content: '' }));
      return `const posts = ${JSON.stringify(posts)};\nexport function loadPosts() { return posts; }\n`;
    },
  };
}

/**
 * Route titles and descriptions in the browser are the features' catalogue messages, route
 * descriptions are for the prerendered <head>, and `prerender` and `shellParents` (paths to
 * prerender or to answer with the app shell, which may import content to list them) for the build; the SSR build keeps both. The browser bundle,
 * whose route table every page loads first, needs neither. Removed from the client build of
 * web/src/features/<feature>/routes.ts with the parser, not with text patterns.
 */
function stripServerRouteFields(): Plugin {
  const SERVER_ONLY = new Set(['description', 'prerender', 'shellParents', 'catalogue']);
  const SERVER_ONLY_AND_TITLE = new Set([...SERVER_ONLY, 'title']);
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  return {
    name: 'fika-strip-server-route-fields',
    enforce: 'post',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.ts$/.test(file)) return undefined;
      // Titles come from the feature's catalogue in the browser (`route.<path>.title`); the admin
      // screens have no catalogue and keep theirs.
      const adminFile = /[\\/]admin-console[\\/]/.test(file);
      const cuts: Array<[number, number]> = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        const n = node as Node;
        if (n.type === 'ObjectExpression') {
          const pathValue = (n.properties as Node[]).find((p) => ((p.key as { name?: string } | undefined)?.name ?? '') === 'path')?.value as { value?: unknown } | undefined;
          const admin = adminFile || (typeof pathValue?.value === 'string' && pathValue.value.startsWith('/admin'));
          const strip = admin ? SERVER_ONLY : SERVER_ONLY_AND_TITLE;
          for (const p of n.properties as Node[]) {
            const key = p.key as Node | undefined;
            const name = key && ((key as { name?: string }).name ?? (key as { value?: string }).value);
            if (p.type === 'Property' && typeof name === 'string' && strip.has(name)) {
              const comma = code.slice(p.end).match(/^\s*,/);
              cuts.push([p.start, p.end + (comma ? comma[0].length : 0)]);
            } else visit(p);
          }
          return;
        }
        for (const v of Object.values(n)) if (v && typeof v === 'object') visit(v);
      };
      visit(parseAst(code));
      if (cuts.length === 0) return undefined;
      let out = code;
      for (const [a, b] of cuts.sort((x, y) => y[0] - x[0])) out = out.slice(0, a) + out.slice(b);
      return { code: out, map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  root: webRoot,
  resolve: { alias: command === 'build' ? [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...reactRouterProduction] : alias },
  publicDir: 'public',
  // JSON modules (the compiled message catalogues) as `JSON.parse("…")`: smaller and faster to parse than object literals.
  json: { stringify: true },
  plugins: [react(), fikaMessages(), siteDataModules(), blogPostsAtBuildTime(command), stripServerRouteFields()],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'https://fika.community').replace(/\/$/, '')),
  },
  server: {
    fs: { allow: [repoRoot] },
    // The functions' paths (api/endpoints.ts) and the local stack's dev routes go to the local server.
    proxy: Object.fromEntries([...FUNCTION_PATH_PREFIXES, '/_dev/'].map((prefix) => [prefix.replace(/\/$/, ''), { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // A lazy route's stylesheets load with it (no flash of unstyled content); its JS imports are
    // found by the browser when the chunk arrives. Listing every JS dependency of every route in
    // the route table would cost each first page load about 2 KB.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))) },
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one long-cached chunk: they change together, and one
        // file compresses better than the fragments automatic splitting makes of them. The app's
        // shared code in a few chunks by who needs it, instead of one file per shared module (a
        // page used to start with 16 to 28 scripts; each costs a request, on HTTP/1.1 a round trip):
        // - shell: everything the entry imports (router, layout, route table, seo, analytics);
        // - common: the lazy-section slot, the API client and the typed-before-hydration hook (the
        //   home page, the event pages and every form);
        // - join: the signup pieces of the forms (the home page's hero form loads them on focus);
        //   join-access: the access choice and checkout;
        // - ui, event-ui: the page furniture, and event cards with their date helpers and the
        //   event data views (lists, event pages, the info pages' event sections);
        // - events-common: what the events list, city and event pages share.
        // Pages keep their own chunks (route code-splitting); the home page loads no event code.
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 30, test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/ },
            { name: 'shell', priority: 20, tags: ['$initial'], test: (id) => !/[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/.test(id) },
            // Small modules shared by the first page and others: one file, not one request each.
            { name: 'common', priority: 20, test: /[\\/]web[\\/]src[\\/](components[\\/]LazySection\.tsx|lib[\\/](api-client|typed-early|site-data)\.ts)$|[\\/]content[\\/]site[\\/]promises\.ts$/ },
            // The access choice and checkout (after an event signup that needs payment) apart from the
            // signup pieces every form uses: the home page's form does not load them.
            { name: 'join-access', priority: 11, test: /[\\/]web[\\/]src[\\/]lib[\\/]join[\\/](AccessChoicePanel\.tsx|checkout\.ts)$/ },
            // Its code only: the stylesheet goes with the forms that import it, so a form whose
            // submission code loads later (the home page's) does not pull this chunk in for its CSS.
            { name: 'join', priority: 10, test: /[\\/]web[\\/]src[\\/]lib[\\/]join[\\/][^\\/]+\.tsx?$/ },
            { name: 'ui', priority: 10, test: /[\\/]web[\\/]src[\\/]components[\\/](ui[\\/](Badge|Breadcrumb|Card|Notice|Section|PageHeader)\.tsx|ResponsiveImage\.tsx)$|[\\/]content[\\/]image-presets\.ts$/ },
            {
              name: 'event-ui',
              priority: 10,
              test: /[\\/]web[\\/]src[\\/](components[\\/](EventCard\.tsx|event-card\.css)|lib[\\/](now|event-display|event-image)\.ts|features[\\/]events[\\/]event-data\.ts)$|[\\/]content[\\/](cities|images[\\/]index|events[\\/](calendar|occurrence|constants))\.ts$/,
            },
            { name: 'events-common', priority: 10, test: /[\\/]web[\\/]src[\\/]features[\\/]events[\\/](events\.css|event-types\.ts|components[\\/]EventList\.tsx)$/ },
          ],
        },
      },
    },
  },
}));
