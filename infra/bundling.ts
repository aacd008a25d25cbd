/**
 * How every Lambda of infra/lambdas.ts is bundled: one definition, used by the CDK house construct
 * (infra/constructs/function-with-defaults.ts) and by the bundle benchmark (bench/functions.ts).
 */
import type { LambdaDef } from './lambdas';

/**
 * ESM output still meets CommonJS dependencies that call `require()` (stripe, middy internals);
 * this banner gives them a real `require` bound to the bundle's own URL.
 */
const ESM_REQUIRE_BANNER = "import { createRequire as __fikaCreateRequire } from 'node:module';const require = __fikaCreateRequire(import.meta.url);";

export const bundlingDefaults = {
  format: 'esm' as const,
  target: 'node22',
  platform: 'node' as const,
  mainFields: ['module', 'main'],
  minify: true,
  // Text as UTF-8, not as \uXXXX escapes: a Japanese character then costs 3 bytes instead of 6.
  charset: 'utf8' as const,
  banner: ESM_REQUIRE_BANNER,
};

/**
 * The most one function's bundle (its minified `index.mjs`, without the modules copied beside it)
 * may weigh. `tests/infra/stacks.test.ts` fails over it; `npm run bench -- functions` prints it.
 */
export const BUNDLE_BUDGET_BYTES = 400 * 1024;

/** The functions whose bundle is over BUNDLE_BUDGET_BYTES, with their size. */
export function overBudget(sizes: Readonly<Record<string, number>>): string[] {
  return Object.entries(sizes)
    .filter(([, bytes]) => bytes > BUNDLE_BUDGET_BYTES)
    .map(([name, bytes]) => `${name}: ${(bytes / 1024).toFixed(1)} KB (budget ${BUNDLE_BUDGET_BYTES / 1024} KB)`);
}

/**
 * Modules a function's bundle leaves out. The AWS SDK v3 ships with the Lambda Node.js runtime
 * (CDK's default for Node 18+); stripe-node (250 KB minified, needed only when a payment call is
 * made), native modules and the function's lazy modules are left out of the bundle and copied
 * into the asset of the functions that use them (copiedModules), so no other function carries
 * them and no cold start parses them.
 */
export function externalModules(f: Pick<LambdaDef, 'nodeModules' | 'lazyModules'>): string[] {
  return ['@aws-sdk/*', 'stripe', ...f.nodeModules, ...f.lazyModules];
}

/** Packages copied from node_modules into a function's asset. */
export function copiedModules(f: Pick<LambdaDef, 'nodeModules' | 'lazyModules' | 'stripe'>): string[] {
  return [...f.nodeModules, ...(f.stripe ? ['stripe'] : []), ...f.lazyModules];
}
