/**
 * Prints the plain closing line CI reads: "N passed, N failed, N skipped".
 * A test that was meant to run but never did because its file or suite failed to set up (a
 * `beforeAll` that threw, a browser that would not launch) counts as failed, not skipped; a file
 * that failed outside any test (an import error, an `afterAll` that threw) counts as one failure.
 * Only tests marked `skip` or `todo` count as skipped.
 */
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

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const { passed, failed, skipped } = summarise(testModules);
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
