/**
 * `npm run build:web`: the client build, the SSR build, then every public route prerendered to
 * static HTML with the render module the site publisher runs too (web/scripts/render-site.ts).
 *
 * 1. `vite build` (web/vite.config.ts) → web/dist with the SPA shell and a manifest.
 * 2. `vite build --ssr` of web/src/entry-server.tsx, every dependency bundled → web/dist-ssr/server;
 *    beside it, web/dist-ssr/client holds the client build's template, manifest and stylesheets.
 *    web/dist-ssr is the renderer the site publisher carries (infra/lambdas.ts); it is never
 *    uploaded to the site bucket.
 * 3. render-site.ts renders each path of every AppRoute marked `prerender` into
 *    web/dist/<path>/index.html, the not-found page (404.html) and the list of the app's paths
 *    (spa-routes.json), from which the servers answer every other path with that page and 404;
 *    the site's data files (web/dist/data/…json: what the browser reads of the event catalogue),
 *    robots.txt and sitemap.xml.
 * 4. web/dist-ssr/site.json: the build's id, the stamp of the catalogue it rendered (the initial
 *    data) and what each page read, from which the publisher starts.
 *
 * `--no-client-build` reuses an existing web/dist (its manifest must be from the same sources).
 */
import { build } from 'vite';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueStamp, checkTemplate, forTheSite, loadRenderer, renderWholeSite, shellHtml, SSR_DIR_NAME, type SiteBuild } from './render-site';
import { validateCatalogue } from '../../content/events/validate';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(WEB, 'dist');
const SSR = join(WEB, SSR_DIR_NAME);
const CONFIG = join(WEB, 'vite.config.ts');

// One "now" for the client build, the SSR build and the prerender, so all see the same upcoming events.
process.env.FIKA_BUILD_TIME ??= new Date().toISOString();

/** The renderer's copy of what pages take from the client build: the template, the manifest, the stylesheets. */
async function copyClientParts(template: string): Promise<void> {
  const client = join(SSR, 'client');
  await rm(client, { recursive: true, force: true });
  await mkdir(join(client, 'assets'), { recursive: true });
  await writeFile(join(client, 'index.html'), template);
  await cp(join(DIST, '.vite', 'manifest.json'), join(client, 'manifest.json'));
  for (const f of await readdir(join(DIST, 'assets'))) if (f.endsWith('.css')) await cp(join(DIST, 'assets', f), join(client, 'assets', f));
}

/** The SSR bundle: self-contained (dependencies bundled), Node's modules left to Node, React's production build. */
async function ssrBuild(): Promise<void> {
  await build({
    configFile: CONFIG,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: join(SSR, 'server'),
      emptyOutDir: true,
      // The SSR manifest names each page chunk's source module: render-site.ts finds a page's client chunks by it.
      manifest: true,
      copyPublicDir: false,
      minify: false,
      rolldownOptions: {
        // Route modules import the content they list lazily; the renderer holds it all anyway.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
        },
      },
    },
  });
}

async function main() {
  if (!process.argv.includes('--no-client-build')) {
    await build({ configFile: CONFIG, logLevel: 'warn' });
    const template = await readFile(join(DIST, 'index.html'), 'utf8');
    checkTemplate(template);
    await mkdir(SSR, { recursive: true });
    await copyClientParts(template);
  }
  const template = await readFile(join(SSR, 'client', 'index.html'), 'utf8');
  checkTemplate(template);
  await ssrBuild();
  // The SPA fallback for paths without a prerendered page (member and admin screens): the app
  // shell with no borrowed content, so nothing flashes before the app renders.
  await writeFile(join(DIST, 'spa-shell.html'), shellHtml(template));

  // The catalogue's content is checked here (not at every import): a mistake fails the build.
  validateCatalogue();
  const renderer = await loadRenderer(SSR);
  const at = new Date(process.env.FIKA_BUILD_TIME!);
  const pages = await renderWholeSite(
    renderer,
    {
      async write(file, body) {
        await mkdir(dirname(join(DIST, file)), { recursive: true });
        await writeFile(join(DIST, file), body);
      },
    },
    at,
  );
  const manifest = await readFile(join(SSR, 'client', 'manifest.json'));
  const site: SiteBuild = {
    id: createHash('sha256').update(manifest).update(at.toISOString()).update(randomUUID()).digest('hex').slice(0, 16),
    builtAt: at.toISOString(),
    stamp: catalogueStamp(forTheSite(renderer.entry.seedCatalogue())),
    pages,
  };
  await writeFile(join(SSR, 'site.json'), `${JSON.stringify(site, null, 1)}\n`);
  const listed = Object.values(pages).filter((p) => p.sitemap).length;
  console.log(`Prerendered ${Object.keys(pages).length} pages into web/dist (${listed} in sitemap.xml, plus robots.txt and the data files); the renderer is in web/${SSR_DIR_NAME}.`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
