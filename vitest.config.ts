import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fikaMessages } from './web/scripts/messages-plugin';
import { fileURLToPath } from 'node:url';

/** The one path alias (tsconfig.json `paths`): `@/` is the repository root. */
const resolve = { alias: { '@/': fileURLToPath(new URL('./', import.meta.url)) } };

export default defineConfig({
  test: {
    globals: true,
    projects: [
      { resolve, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/dynamo-global-setup.ts'],
          setupFiles: ['tests/integration/setup/no-emails-in-logs.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      { resolve, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], environment: 'node', testTimeout: 240_000, hookTimeout: 240_000 } },
      {
        plugins: [react(), fikaMessages()],
        resolve,
        json: { stringify: true },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/web-setup.ts'],
          // Pages load their code and catalogues lazily; on a busy 2-core machine a test with a few
          // steps can pass 5 s (vitest's default) without anything being wrong.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
