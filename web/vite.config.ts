/**
 * The SPA build. Root is web/; the app also imports the shared content modules from the
 * repo-level content/ folder (one source of truth with the functions), so the dev server may
 * read it. `npm run build:web` runs web/scripts/prerender.ts: this build, then the prerender.
 */
import { defineConfig, parseAst, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3001';
// One "now" for the client build and the prerender (web/scripts/prerender.ts sets it).
const buildTime = process.env.FIKA_BUILD_TIME ?? new Date().toISOString();

/**
 * `virtual:home-content`: the home page's summary of the event catalogue and the blog, computed at
 * build time by the catalogue's own functions (see web/src/features/home/home-content.build.ts).
 * `buildTime` pins "now" so the client build and the prerender agree.
 */
function homeContent(): Plugin {
  const VIRTUAL = 'virtual:home-content';
  const RESOLVED = `\0${VIRTUAL}`;
  return {
    name: 'fika-home-content',
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module } = await runnerImport<{ buildHomeContent(now?: Date): unknown }>(join(webRoot, 'src/features/home/home-content.build.ts'), {
        configFile: false,
        root: webRoot,
        logLevel: 'error',
        server: { fs: { allow: [repoRoot] } },
      });
      return `export default ${JSON.stringify(module.buildHomeContent(new Date(buildTime)))};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(join(repoRoot, 'content'))) return;
      const mod = server.moduleGraph.getModuleById(RESOLVED);
      if (mod) server.moduleGraph.invalidateModule(mod);
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
 * Route descriptions are for the prerendered <head> (and the SSR build keeps them); the browser
 * bundle, whose route table every page loads first, does not need them. Removed from the client
 * build of web/src/features/<feature>/routes.ts with the parser, not with text patterns.
 */
function stripRouteDescriptions(): Plugin {
  type Node = { type: string; start: number; end: number; [k: string]: unknown };
  return {
    name: 'fika-strip-route-descriptions',
    enforce: 'post',
    applyToEnvironment: (env) => env.name === 'client',
    transform(code, id) {
      if (!/[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.ts$/.test(id.split('?')[0])) return undefined;
      const cuts: Array<[number, number]> = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        const n = node as Node;
        if (n.type === 'ObjectExpression') {
          for (const p of n.properties as Node[]) {
            const key = p.key as Node | undefined;
            if (p.type === 'Property' && key && ((key as { name?: string }).name === 'description' || (key as { value?: string }).value === 'description')) {
              const comma = code.slice(p.end).match(/^\s*,/);
              cuts.push([p.start, p.end + (comma ? comma[0].length : 0)]);
            }
          }
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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [react(), homeContent(), blogPostsAtBuildTime(), stripRouteDescriptions()],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'https://fika.community').replace(/\/$/, '')),
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/img': { target: apiTarget, changeOrigin: false },
      '/_dev': { target: apiTarget, changeOrigin: false },
    },
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
        // file compresses better than the fragments automatic splitting makes of them.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/ }],
        },
      },
    },
  },
});
