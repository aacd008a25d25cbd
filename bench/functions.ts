/**
 * For every function: its minified bundle size, and its cold-import ratio — the median time a
 * fresh `node` process takes to import the bundle, divided by the same for an empty handler
 * bundle, measured in the same run.
 */
import { build } from 'esbuild';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { bundlingDefaults, externalModules } from '../infra/bundling';
import { lambdas } from '../infra/lambdas';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** The most a function's cold import may cost, as a multiple of an empty handler's (a timing: printed by the bench, not tested). */
export const COLD_IMPORT_RATIO_TARGET = 1.8;

async function bundle(entry: string, outfile: string, external: string[]) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: bundlingDefaults.format,
    platform: bundlingDefaults.platform,
    target: bundlingDefaults.target,
    mainFields: bundlingDefaults.mainFields,
    minify: bundlingDefaults.minify,
    charset: bundlingDefaults.charset,
    banner: { js: bundlingDefaults.banner },
    external,
    logLevel: 'error',
  });
  return (await stat(outfile)).size;
}

/** Wall time of one fresh process that imports the bundle: what a Lambda cold start pays for the code. */
function importOnce(file: string): number {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify('file://' + file)});`], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NODE_OPTIONS: '' },
    cwd: ROOT,
  });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`import failed for ${file}: ${r.stderr}`);
  return ms;
}

/** Alternates the empty bundle and the function's bundle, so machine noise hits both alike. */
function pairedImportMs(file: string, empty: string): { fn: number; empty: number } {
  const fn: number[] = [];
  const base: number[] = [];
  importOnce(file); // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    base.push(importOnce(empty));
    fn.push(importOnce(file));
  }
  return { fn: median(fn), empty: median(base) };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export interface FunctionFigure {
  name: string;
  role: string;
  bytes: number;
  importMs: number;
  ratio: number;
}

export async function run(): Promise<{ baselineMs: number; figures: FunctionFigure[] }> {
  // Inside the repo so that modules a bundle leaves out (sharp, the AWS SDK) resolve from node_modules.
  const dir = join(ROOT, '.bench', 'functions');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const emptyEntry = join(dir, 'empty.ts');
  await writeFile(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const emptyOut = join(dir, 'empty.mjs');
  await bundle(emptyEntry, emptyOut, []);
  const fns = lambdas;
  const figures: FunctionFigure[] = [];
  const outs: { f: (typeof fns)[number]; out: string; bytes: number }[] = [];
  for (const f of fns) {
    const out = join(dir, `${f.name}.mjs`);
    const bytes = await bundle(join(ROOT, f.entry), out, externalModules(f));
    outs.push({ f, out, bytes });
  }
  const baselines: number[] = [];
  for (const { f, out, bytes } of outs) {
    const m = pairedImportMs(out, emptyOut);
    baselines.push(m.empty);
    figures.push({ name: f.name, role: f.role, bytes, importMs: m.fn, ratio: m.fn / m.empty });
  }
  const baselineMs = median(baselines);
  return { baselineMs, figures };
}
