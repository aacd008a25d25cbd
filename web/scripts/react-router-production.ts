/**
 * React Router's package resolves to its development build under every export condition; the
 * production build is the same code with its development warnings switched off (the warning
 * messages and the checks that emit them are then dropped by minification). Built sites use it,
 * by these aliases; the dev server keeps the warnings. The first-load bench builds its bare
 * yardstick app with the same aliases, so both sides of the ratio ship the same router build.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

export const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: join(production, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
];
