/**
 * First-load JS of `/` and of `/ja/` (gzip): every script and modulepreload the built page asks for, gzipped,
 * divided by the same for a bare React + react-dom + react-router-dom app built with the same
 * versions (and the same React Router production build) in the same run.
 */
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { reactRouterProduction } from '../web/scripts/react-router-production';

const ROOT = resolve(import.meta.dirname, '..');

/** The most the first-load JS of `/` and of `/ja/` may weigh, as a multiple of the bare app's (tests/e2e/byte-budgets.test.ts fails over it). */
export const FIRST_LOAD_RATIO_BUDGET = 1.2;

export async function firstLoadGzip(distDir: string, htmlFile = 'index.html'): Promise<{ bytes: number; files: string[] }> {
  const html = await readFile(join(distDir, htmlFile), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1]);
  let bytes = 0;
  for (const u of urls) bytes += gzipSync(await readFile(join(distDir, u.replace(/^\//, '')))).length;
  return { bytes, files: [...urls] };
}

export async function run(): Promise<{ siteBytes: number; baselineBytes: number; ratio: number; files: string[]; jaBytes: number; jaRatio: number }> {
  const out = await mkdtemp(join(tmpdir(), 'fika-baseline-'));
  await build({
    root: join(ROOT, 'bench/baseline-app'),
    plugins: [react()],
    // The same React Router build as the site's (its production build).
    resolve: { alias: reactRouterProduction },
    logLevel: 'error',
    build: { outDir: out, emptyOutDir: true },
  });
  const baseline = await firstLoadGzip(out);
  const site = await firstLoadGzip(join(ROOT, 'web/dist'));
  // The Japanese home page (/ja/) is held to the same target.
  const ja = await firstLoadGzip(join(ROOT, 'web/dist'), 'ja/index.html');
  return { siteBytes: site.bytes, baselineBytes: baseline.bytes, ratio: site.bytes / baseline.bytes, files: site.files, jaBytes: ja.bytes, jaRatio: ja.bytes / baseline.bytes };
}
