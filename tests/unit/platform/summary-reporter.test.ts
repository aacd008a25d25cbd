/**
 * The closing line CI reads must count a file whose setup failed: a run where a browser failed to
 * launch in `beforeAll` is a failed run, not a green one with skipped tests.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSteps, timingLines } from '../../support/summary-reporter';

const ROOT = resolve(__dirname, '../../..');

describe('summary reporter', () => {
  it('counts the tests of a file whose beforeAll threw as failed, and only skip/todo as skipped', () => {
    const run = spawnSync(
      process.execPath,
      [resolve(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'tests/fixtures/reporter/vitest.config.ts', '--reporter=./tests/support/summary-reporter.ts'],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', CI: 'true' } },
    );
    expect(run.status).not.toBe(0);
    const closing = run.stdout.trim().split('\n').at(-1);
    expect(closing).toBe('1 passed, 2 failed, 1 skipped');
    // The timings come before the closing line: every file of the run is among the slowest ten.
    const out = run.stdout.replace(/\x1b\[[0-9;]*m/g, '');
    const timings = out.slice(out.indexOf('Wall time:'), out.lastIndexOf(closing!));
    expect(timings).toMatch(/^ {2}vitest +\d+\.\d s/m);
    expect(timings).toMatch(/Ten slowest files:\n(?: +\d+\.\d s .*\.fixture\.ts\n){2}/);
  }, 60_000);

  it("prints each project's wall time from its first start to its last end, the steps before vitest, and the slowest files first", () => {
    const t0 = 1_000_000;
    const files = [
      { project: 'unit', file: '/r/tests/unit/a.test.ts', start: t0, end: t0 + 2_000 },
      { project: 'unit', file: '/r/tests/unit/b.test.ts', start: t0 + 1_000, end: t0 + 5_000 },
      { project: 'e2e', file: '/r/tests/e2e/c.test.ts', start: t0 + 5_000, end: t0 + 65_000 },
    ];
    const lines = timingLines(files, 70_000, parseSteps('typecheck=20.5,build=6,bogus'), '/r', [{ name: 'npm test', ms: 96_500 }]);
    expect(lines).toContain('  unit             5.0 s  2 files');
    expect(lines).toContain('  e2e             60.0 s  1 files');
    expect(lines).toContain('  typecheck       20.5 s  (before vitest)');
    expect(lines).toContain('  npm test        96.5 s');
    const slowest = lines.slice(lines.indexOf('Ten slowest files:') + 1);
    expect(slowest.map((l) => l.trim().split(/\s+/).at(-1))).toEqual(['tests/e2e/c.test.ts', 'tests/unit/b.test.ts', 'tests/unit/a.test.ts']);
  });
});
