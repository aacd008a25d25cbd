/**
 * Closes the run with where the time went and the plain line CI reads.
 *
 * Timings: the wall time of each project (from its first file's start to its last file's end:
 * projects overlap, so these do not add up to the total), the steps `npm test` ran before vitest
 * (passed in FIKA_TEST_STEPS as `name=seconds,…` by scripts/test.sh), vitest's own time, the whole
 * of `npm test` and of CI (from the epoch seconds in FIKA_TEST_STARTED and FIKA_CI_STARTED), and
 * the ten slowest files (a file's time is its environment, imports, hooks and tests).
 *
 * Counts: "N passed, N failed, N skipped". A test that was meant to run but never did because its
 * file or suite failed to set up (a `beforeAll` that threw, a browser that would not launch) counts
 * as failed, not skipped; a file that failed outside any test (an import error, an `afterAll` that
 * threw) counts as one failure. Only tests marked `skip` or `todo` count as skipped.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export function summarise(testModules: ReadonlyArray<TestModule>): { passed: number; failed: number; skipped: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const m of testModules) {
    let failedHere = 0;
    for (const t of m.children.allTests()) {
      const s = t.result().state;
      if (s === 'passed') passed++;
      else if (s === 'failed') failedHere++;
      else if (t.options.mode === 'skip' || t.options.mode === 'todo') skipped++;
      else if (m.state() === 'failed') failedHere++;
      else skipped++;
    }
    if (m.state() === 'failed' && failedHere === 0) failedHere = 1;
    failed += failedHere;
  }
  return { passed, failed, skipped };
}

export interface FileTiming {
  project: string;
  file: string;
  /** Wall-clock ms since the epoch. */
  start: number;
  end: number;
}

/** A file's own cost: environment, vitest's preparation, its imports, setup files, hooks and tests. */
function fileMs(m: TestModule): number {
  const d = m.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The closing timing lines: per project wall time, the steps before vitest, the total, the ten slowest files. */
export function timingLines(
  files: readonly FileTiming[],
  totalMs: number,
  steps: readonly { name: string; seconds: number }[] = [],
  cwd = '',
  wholes: readonly { name: string; ms: number }[] = [],
): string[] {
  const byProject = new Map<string, { start: number; end: number; count: number }>();
  for (const f of files) {
    const p = byProject.get(f.project) ?? { start: Infinity, end: -Infinity, count: 0 };
    p.start = Math.min(p.start, f.start);
    p.end = Math.max(p.end, f.end);
    p.count++;
    byProject.set(f.project, p);
  }
  const width = Math.max(12, ...[...byProject.keys(), ...steps.map((s) => s.name), ...wholes.map((w) => w.name)].map((n) => n.length));
  const lines = ['', 'Wall time:'];
  for (const s of steps) lines.push(`  ${s.name.padEnd(width)}  ${seconds(s.seconds * 1000).padStart(8)}  (before vitest)`);
  for (const [name, p] of [...byProject].sort((a, b) => a[1].start - b[1].start)) {
    lines.push(`  ${name.padEnd(width)}  ${seconds(p.end - p.start).padStart(8)}  ${p.count} files`);
  }
  lines.push(`  ${'vitest'.padEnd(width)}  ${seconds(totalMs).padStart(8)}  (projects overlap)`);
  for (const w of wholes) lines.push(`  ${w.name.padEnd(width)}  ${seconds(w.ms).padStart(8)}`);
  lines.push('Ten slowest files:');
  for (const f of [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10)) {
    const rel = cwd && f.file.startsWith(cwd) ? f.file.slice(cwd.length + 1) : f.file;
    lines.push(`  ${seconds(f.end - f.start).padStart(8)}  ${f.project.padEnd(width)}  ${rel}`);
  }
  return lines;
}

/** `typecheck=21.5,build=6.2` → steps. */
export function parseSteps(text: string | undefined): { name: string; seconds: number }[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.split('='))
    .filter(([n, v]) => n && v && Number.isFinite(Number(v)))
    .map(([n, v]) => ({ name: n.trim(), seconds: Number(v) }));
}

/**
 * The seconds each file of this run took, longest first, as tests/support/sequencer.ts reads them
 * (`project:path` → seconds), written to test-results/durations.json.
 */
export function durationsOf(files: readonly FileTiming[], cwd: string): Record<string, number> {
  const entries = files.map((f) => [`${f.project}:${relative(cwd, f.file)}`, Math.round((f.end - f.start) / 1000)] as const);
  return Object.fromEntries(entries.sort((a, b) => b[1] - a[1]));
}

function writeDurations(files: readonly FileTiming[], cwd: string): void {
  try {
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/durations.json', `${JSON.stringify(durationsOf(files, cwd), null, 2)}\n`);
  } catch {
    /* the figures are a convenience: a read-only checkout still gets its summary */
  }
}

export default class SummaryReporter implements Reporter {
  private started = Date.now();
  private files: FileTiming[] = [];

  onInit() {
    this.started = Date.now();
  }

  onTestModuleEnd(m: TestModule) {
    const end = Date.now();
    this.files.push({ project: m.project.name || 'default', file: m.moduleId, start: end - fileMs(m), end });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const { passed, failed, skipped } = summarise(testModules);
    const now = Date.now();
    const since = (epochSeconds: string | undefined) => (epochSeconds && Number.isFinite(Number(epochSeconds)) ? now - Number(epochSeconds) * 1000 : undefined);
    const wholes = [
      { name: 'npm test', ms: since(process.env.FIKA_TEST_STARTED) },
      { name: 'CI in all', ms: since(process.env.FIKA_CI_STARTED) },
    ].filter((w): w is { name: string; ms: number } => w.ms !== undefined);
    const lines = timingLines(this.files, now - this.started, parseSteps(process.env.FIKA_TEST_STEPS), process.cwd(), wholes);
    process.stdout.write(`${lines.join('\n')}\n\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
    writeDurations(this.files, process.cwd());
  }
}
