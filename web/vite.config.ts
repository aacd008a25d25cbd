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
import { LOCALES } from '../content/site/locales';
import { FUNCTION_PATH_PREFIXES } from '../api/endpoints';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';
/** The one path alias (tsconfig.json `paths`): `@/` is the repository root. */
const alias = { '@/': repoRoot };
// One "now" for the client build and the prerender (web/scripts/prerender.ts sets it).
const buildTime = process.env.FIKA_BUILD_TIME ?? new Date().toISOString();

/**
 * `virtual:home-content/<locale>` (`en`, `ja`): the home page's summary of the event catalogue, the
 * blog and the member stories in one language, computed at build time by the catalogue's own
 * functions (see web/src/features/home/home-content.build.ts); a page loads its own language's only.
 * `buildTime` pins "now" so the client build and the prerender agree.
 */
function homeContent(): Plugin {
  const VIRTUAL = 'virtual:home-content/';
  const RESOLVED = `\0${VIRTUAL}`;
  const LOCALES = ['en', 'ja'];
  return {
    name: 'fika-home-content',
    resolveId: (id) => (id.startsWith(VIRTUAL) && LOCALES.includes(id.slice(VIRTUAL.length)) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const { module } = await runnerImport<{ buildHomeContent(now?: Date, locale?: string): unknown }>(join(webRoot, 'src/features/home/home-content.build.ts'), {
        configFile: false,
        root: webRoot,
        resolve: { alias },
        logLevel: 'error',
        server: { fs: { allow: [repoRoot] } },
      });
      return `export default ${JSON.stringify(module.buildHomeContent(new Date(buildTime), id.slice(RESOLVED.length)))};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(join(repoRoot, 'content'))) return;
      for (const locale of LOCALES) {
        const mod = server.moduleGraph.getModuleById(RESOLVED + locale);
        if (mod) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}

/**
 * The event catalogue at build time. In the browser build, web/src/features/events/summaries.ts
 * becomes every listing's summary as data, and event-pages.ts a table of one chunk per listing
 * holding that listing's page data; both are computed by event-data.build.ts, once per language
 * (`virtual:fika-event-summaries/<locale>`, `virtual:fika-event-page/<locale>/<slug>`), and a page
 * loads its own language's only. They carry the fields of the catalogue's occurrence rules
 * (content/events/occurrence.ts, which the pages run at the time they run), not dates. So the
 * events list ships a few kilobytes of summaries and an event page its own listing, instead of the
 * whole catalogue. The prerender (server environment), the tests and the dev server's SSR use the
 * real modules, which compute the same from the catalogue.
 */
function eventsAtBuildTime(): Plugin {
  const summariesModule = normalizePath(join(webRoot, 'src/features/events/summaries.ts'));
  const pagesModule = normalizePath(join(webRoot, 'src/features/events/event-pages.ts'));
  const i18nModule = normalizePath(join(webRoot, 'src/lib/i18n/index.ts'));
  const PAGE = 'virtual:fika-event-page/';
  const RESOLVED_PAGE = `\0${PAGE}`;
  const SUMMARIES = 'virtual:fika-event-summaries/';
  const RESOLVED_SUMMARIES = `\0${SUMMARIES}`;
  interface CatalogueAtBuildTime {
    buildEventSummaries(locale: string): unknown;
    buildEventPageBySlug(slug: string, locale: string): unknown;
    eventSlugs(): string[];
  }
  let catalogue: Promise<CatalogueAtBuildTime> | undefined;
  const loadCatalogue = () =>
    (catalogue ??= runnerImport<CatalogueAtBuildTime>(join(webRoot, 'src/features/events/event-data.build.ts'), {
      configFile: false,
      root: webRoot,
      resolve: { alias },
      logLevel: 'error',
      server: { fs: { allow: [repoRoot] } },
    }).then((r) => r.module));
  /** A language-keyed table of loaders: `{ en: () => import(…), ja: () => import(…) }`. */
  const byLocale = (id: (locale: string) => string) => `{ ${LOCALES.map((l) => `${l}: () => import(${JSON.stringify(id(l))})`).join(', ')} }`;
  return {
    name: 'fika-events-at-build-time',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
    resolveId: (id) => (id.startsWith(PAGE) || id.startsWith(SUMMARIES) ? `\0${id}` : undefined),
    async load(id) {
      const file = id.split('?')[0];
      if (file === summariesModule) {
        return [
          `import { activeLocale } from ${JSON.stringify(i18nModule)};`,
          `const summaries = ${byLocale((l) => SUMMARIES + l)};`,
          'export const eventSummaries = (await summaries[activeLocale()]()).default;',
          '',
        ].join('\n');
      }
      if (id.startsWith(RESOLVED_SUMMARIES)) {
        return `export default ${JSON.stringify((await loadCatalogue()).buildEventSummaries(id.slice(RESOLVED_SUMMARIES.length)))};\n`;
      }
      if (file === pagesModule) {
        const table = (await loadCatalogue()).eventSlugs().map((slug) => `  [${JSON.stringify(slug)}, ${byLocale((l) => `${PAGE}${l}/${slug}`)}],`);
        return [
          `import { activeLocale } from ${JSON.stringify(i18nModule)};`,
          `const pages = new Map([\n${table.join('\n')}\n]);`,
          'export async function loadEventPage(slug) {',
          '  const load = pages.get(slug)?.[activeLocale()];',
          '  return load ? (await load()).default : null;',
          '}',
          '',
        ].join('\n');
      }
      if (id.startsWith(RESOLVED_PAGE)) {
        const [locale, ...slug] = id.slice(RESOLVED_PAGE.length).split('/');
        return `export default ${JSON.stringify((await loadCatalogue()).buildEventPageBySlug(slug.join('/'), locale))};\n`;
      }
      return undefined;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(join(repoRoot, 'content')) && !file.includes('/src/features/events/event-data')) return;
      catalogue = undefined;
      for (const mod of server.moduleGraph.idToModuleMap.values()) {
        if (mod.id && (mod.id === summariesModule || mod.id === pagesModule || mod.id.startsWith(RESOLVED_PAGE) || mod.id.startsWith(RESOLVED_SUMMARIES))) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}

/**
 * The blog's posts, rendered at build time: in the browser build, content/blog/load.ts (Markdown
 * renderer, HTML sanitiser, front-matter schema) is replaced by the posts it produces, so readers
 * download the finished, sanitised HTML and none of the tools. The prerender (server environment),
 * the tests and the dev server's SSR use the real module.
 */
function blogPostsAtBuildTime(): Plugin {
  const RESOLVED = '\0virtual:blog-posts';
  const loader = join(repoRoot, 'content/blog/load.ts');
  return {
    name: 'fika-blog-posts-at-build-time',
    enforce: 'pre',
    applyToEnvironment: (env) => env.name === 'client',
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
  const SERVER_ONLY = new Set(['description', 'prerender', 'shellParents']);
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
  plugins: [react(), fikaMessages(), homeContent(), eventsAtBuildTime(), blogPostsAtBuildTime(), stripServerRouteFields()],
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
            { name: 'common', priority: 20, test: /[\\/]web[\\/]src[\\/](components[\\/]LazySection\.tsx|lib[\\/](api-client|typed-early)\.ts)$|[\\/]content[\\/]site[\\/]promises\.ts$/ },
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
