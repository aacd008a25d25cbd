/**
 * For every function: its minified bundle size, and its cold-import ratio — the median time a
 * fresh `node` process takes to import the bundle, divided by the same for an empty handler
 * bundle, measured in the same run.
 */
import { build } from 'esbuild';
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { allFunctions, bundlingDefaults, externalModules } from '../infra/bundling';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

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
    banner: { js: bundlingDefaults.banner },
    external,
    logLevel: 'error',
  });
  return (await stat(outfile)).size;
}

function importMs(file: string): number {
  // Wall time of a whole fresh process that imports the bundle: what a Lambda cold start pays for the code.
  const script = `await import(${JSON.stringify('file://' + file)});`;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { PATH: process.env.PATH, NODE_OPTIONS: '' }, cwd: ROOT });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`import failed for ${file}: ${r.stderr}`);
    times.push(ms);
  }
  return median(times);
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
  const dir = await mkdtemp(join(tmpdir(), 'fika-bench-'));
  const emptyEntry = join(dir, 'empty.ts');
  await writeFile(emptyEntry, 'export const handler = async () => ({ statusCode: 200, body: "" });\n');
  const emptyOut = join(dir, 'empty.mjs');
  await bundle(emptyEntry, emptyOut, []);
  const fns = allFunctions();
  const figures: FunctionFigure[] = [];
  const outs: { f: (typeof fns)[number]; out: string; bytes: number }[] = [];
  for (const f of fns) {
    const out = join(dir, `${f.name}.mjs`);
    const bytes = await bundle(join(ROOT, f.entry), out, externalModules(f));
    outs.push({ f, out, bytes });
  }
  // Interleave baseline measurements so machine noise hits both sides alike.
  const baselines: number[] = [];
  for (const { f, out, bytes } of outs) {
    baselines.push(importMs(emptyOut));
    const ms = importMs(out);
    figures.push({ name: f.name, role: f.role, bytes, importMs: ms, ratio: 0 });
  }
  const baselineMs = median(baselines);
  for (const fig of figures) fig.ratio = fig.importMs / baselineMs;
  return { baselineMs, figures };
}
