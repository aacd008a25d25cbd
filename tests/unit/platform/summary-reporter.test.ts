/**
 * The closing line CI reads must count a file whose setup failed: a run where a browser failed to
 * launch in `beforeAll` is a failed run, not a green one with skipped tests.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

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
  }, 60_000);
});
