import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fikaMessages } from './web/scripts/messages-plugin';
import { fileURLToPath } from 'node:url';
import LongestFirstSequencer from './tests/support/sequencer';

/** The one path alias (tsconfig.json `paths`): `@/` is the repository root. */
const resolve = { alias: { '@/': fileURLToPath(new URL('./', import.meta.url)) } };

/**
 * How the run is laid out on the machine (2 cores; the numbers in docs/testing.md). Most files
 * wait more than they compute (on DynamoDB Local, on a page), so three workers keep two cores busy:
 * - first, unit, infra, web and integration side by side, three files at a time; each integration
 *   file uses the DynamoDB Local of its worker's slot (one per worker: one instance serves one
 *   request at a time on about one core);
 * - then the e2e files, three at a time, over one shared Chromium and, again, one DynamoDB Local per
 *   worker, each file with its own local stack and table.
 * Projects of one group must have the same number of workers (vitest's rule).
 */
const WORKERS = 3;
/** Every test file starts with the initial catalogue in use (events are data in the table; content/events/seed.ts). */
const SEED = 'tests/support/seed-catalogue.ts';
const first = { maxWorkers: WORKERS, sequence: { groupOrder: 0 } };
const browser = { maxWorkers: WORKERS, sequence: { groupOrder: 1 } };

export default defineConfig({
  test: {
    globals: true,
    // Longest files first within each group (tests/support/durations.json), so the run ends on short ones.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // Some unit tests render every email template in both languages: on a busy 2-core machine that can pass 5 s.
      { resolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', setupFiles: [SEED], testTimeout: 15_000, ...first } },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/dynamo-global-setup.ts'],
          setupFiles: [SEED, 'tests/integration/setup/no-emails-in-logs.ts', 'tests/integration/setup/drop-tables.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          ...first,
        },
      },
      { resolve, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', setupFiles: [SEED], testTimeout: 240_000, hookTimeout: 240_000, ...first } },
      {
        plugins: [react(), fikaMessages()],
        resolve,
        json: { stringify: true },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [SEED, 'tests/support/web-setup.ts'],
          // Pages load their code and catalogues lazily; on a busy 2-core machine a test with a few
          // steps can pass 5 s (vitest's default) without anything being wrong.
          testTimeout: 15_000,
          ...first,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/dynamo-global-setup.ts', 'tests/support/e2e-global-setup.ts'],
          setupFiles: [SEED],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Tests a file marks concurrent (pages.test.ts's page checks) run three at a time.
          maxConcurrency: 3,
          ...browser,
        },
      },
    ],
  },
});
