import { describe, it, expect } from 'vitest';
import { longestFirst, loadDurations, durationKey } from '../../support/sequencer';
import { durationsOf } from '../../support/summary-reporter';
import { existsSync } from 'node:fs';

describe('the test files start longest first', () => {
  it('orders by group, then by expected seconds, ties in the order given', () => {
    const files = [
      { name: 'e2e-long', g: 1, s: 100 },
      { name: 'unit-short', g: 0, s: 1 },
      { name: 'integration-long', g: 0, s: 180 },
      { name: 'web-a', g: 0, s: 5 },
      { name: 'web-b', g: 0, s: 5 },
      { name: 'e2e-short', g: 1, s: 2 },
    ];
    expect(longestFirst(files, (f) => f.g, (f) => f.s).map((f) => f.name)).toEqual(['integration-long', 'web-a', 'web-b', 'unit-short', 'e2e-long', 'e2e-short']);
  });

  it('reads the committed figures, every one naming a test file that exists', () => {
    const durations = loadDurations();
    const keys = Object.keys(durations);
    expect(keys.length).toBeGreaterThan(100);
    for (const key of keys) {
      const file = key.slice(key.indexOf(':') + 1);
      expect(existsSync(file), key).toBe(true);
      expect(Number.isFinite(durations[key]), key).toBe(true);
    }
    // The slowest file of the last whole run is listed under its project and path.
    expect(durations[durationKey('integration', '/r', '/r/tests/integration/series-rsvp.test.ts')]).toBeGreaterThan(30);
  });

  it('writes a run’s figures in the same shape, longest first', () => {
    const files = [
      { project: 'unit', file: '/r/tests/unit/a.test.ts', start: 0, end: 1_400 },
      { project: 'integration', file: '/r/tests/integration/b.test.ts', start: 1_000, end: 61_000 },
    ];
    expect(Object.entries(durationsOf(files, '/r'))).toEqual([
      ['integration:tests/integration/b.test.ts', 60],
      ['unit:tests/unit/a.test.ts', 1],
    ]);
  });
});
