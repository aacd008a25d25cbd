/**
 * `npm run bench`: prints the project's figures. Each part is also runnable alone:
 *   npm run bench -- functions | first-load | registration | relay | lighthouse | i18n-libraries | publish | scale | exports
 * (`scale` and `exports` run only when named: they load 30,000 members and 100,000 signups.)
 * Targets (from the issues) are printed next to each figure.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let failures = 0;
const verdict = (ok: boolean) => {
  if (!ok) failures++;
  return ok ? 'ok' : 'OVER TARGET';
};

if (want('functions')) {
  const { run, COLD_IMPORT_RATIO_TARGET } = await import('./functions');
  const { BUNDLE_BUDGET_BYTES } = await import('../infra/bundling');
  const r = await run();
  console.log(`\n== Functions on Node ${process.versions.node}: minified bundle size and cold-import ratio (empty handler: ${r.baselineMs.toFixed(1)} ms median) — targets ≤ ${BUNDLE_BUDGET_BYTES / 1024} KB, ≤ ${COLD_IMPORT_RATIO_TARGET}×`);
  for (const f of r.figures) {
    console.log(`${f.name.padEnd(26)} ${kb(f.bytes).padStart(10)} ${`${f.importMs.toFixed(1)} ms`.padStart(10)} ${`${f.ratio.toFixed(2)}×`.padStart(7)}  ${verdict(f.bytes <= BUNDLE_BUDGET_BYTES && f.ratio <= COLD_IMPORT_RATIO_TARGET)}`);
  }
}

if (want('first-load')) {
  if (!existsSync(resolve(ROOT, 'web/dist/index.html'))) {
    console.log('\n== First-load JS: web/dist is missing — run `npm run build:web` first');
  } else {
    const { run, FIRST_LOAD_RATIO_BUDGET } = await import('./first-load');
    const r = await run();
    console.log(`\n== First-load JS of / and /ja/ (gzip) — target ≤ ${FIRST_LOAD_RATIO_BUDGET}× a bare React + react-dom + react-router-dom app`);
    console.log(`/    ${kb(r.siteBytes)} / baseline ${kb(r.baselineBytes)} = ${r.ratio.toFixed(4)}×  ${verdict(r.ratio <= FIRST_LOAD_RATIO_BUDGET)}`);
    console.log(`/ja/ ${kb(r.jaBytes)} / baseline ${kb(r.baselineBytes)} = ${r.jaRatio.toFixed(4)}×  ${verdict(r.jaRatio <= FIRST_LOAD_RATIO_BUDGET)}`);
  }
}

if (only.includes('scale')) {
  // Not part of a plain `npm run bench`: it loads 30,000 members (several minutes).
  const { run, report, RATIO_TARGET } = await import('./scale');
  const r = await run();
  const { lines, over } = report(r);
  console.log(`\n== Scale: items read per call at ${r.members.map((n) => n.toLocaleString('en-US')).join(' / ')} members (or ${r.bookings.map((n) => n.toLocaleString('en-US')).join(' / ')} reservations on a date) — target ratio ≤ ${RATIO_TARGET}× (one person's own data exempt); whole bench ${r.seconds.toFixed(0)} s (target < 600 s)`);
  for (const l of lines) console.log(l);
  failures += over + (r.seconds >= 600 ? 1 : 0);
}

if (only.includes('exports')) {
  // Not part of a plain `npm run bench`: it loads 100,000 signups (a few minutes).
  const { run, PAGE } = await import('./exports');
  const r = await run();
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(`\n== Export job: ${r.rows.toLocaleString('en-US')} active signups, ${PAGE} a page (loaded in ${r.loadSeconds.toFixed(0)} s, exported in ${r.exportSeconds.toFixed(0)} s)`);
  console.log(`pages ${r.pages}; most rows held at once ${r.peakRows} (target ≤ ${PAGE}); most bytes buffered ${mb(r.peakBytes)}; file ${mb(r.fileBytes)}; heap growth while running ${mb(r.heapGrowthBytes)} (garbage not yet collected included: printed, not a target)`);
  failures += r.peakRows > PAGE ? 1 : 0;
}

for (const [name, file] of [
  ['registration', './registration'],
  ['relay', './relay'],
  ['lighthouse', './lighthouse'],
  ['i18n-libraries', './i18n-libraries'],
  ['publish', './publish'],
] as const) {
  if (!want(name) || !existsSync(resolve(import.meta.dirname, `${file.slice(2)}.ts`))) continue;
  const mod = (await import(file)) as { run: () => Promise<Record<string, number | string>>; targets?: Record<string, (v: number) => boolean> };
  const r = await mod.run();
  console.log(`\n== ${name}`);
  for (const [k, v] of Object.entries(r)) {
    const check = mod.targets?.[k];
    console.log(`${k.padEnd(40)} ${String(typeof v === 'number' ? Number(v.toFixed(3)) : v).padStart(12)}${check && typeof v === 'number' ? `  ${verdict(check(v))}` : ''}`);
  }
}

console.log(failures ? `\n${failures} figure(s) over target` : '\nall figures within target');
process.exit(0);
