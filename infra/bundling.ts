/**
 * How every Lambda is bundled: one definition, used by the CDK house construct
 * (infra/constructs/function-with-defaults.ts) and by the bundle benchmark (bench/functions.ts).
 */
import { groups, handlerModule } from '../functions/routes';
import { consumerModule, consumers } from '../events/catalogue';

/**
 * ESM output still meets CommonJS dependencies that call `require()` (stripe, middy internals);
 * this banner gives them a real `require` bound to the bundle's own URL.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire as __fikaCreateRequire } from 'node:module';const require = __fikaCreateRequire(import.meta.url);";

export const bundlingDefaults = {
  format: 'esm' as const,
  target: 'node22',
  platform: 'node' as const,
  mainFields: ['module', 'main'],
  minify: true,
  banner: ESM_REQUIRE_BANNER,
};

export interface FunctionEntry {
  name: string;
  role: 'group' | 'consumer' | 'job' | 'authorizer';
  entry: string;
  nativeModules: string[];
  /** Calls Stripe: stripe-node is copied into its asset (loaded lazily, on the first Stripe call). */
  stripe: boolean;
  /** Pure-JS packages loaded by a dynamic import on some calls only: copied, not bundled. */
  lazyModules: string[];
}

/** Consumers that call the payments port (refunds). */
const stripeConsumers = new Set<string>(['billing-activation']);

/**
 * Modules a function's bundle leaves out. The AWS SDK v3 ships with the Lambda Node.js runtime
 * (CDK's default for Node 18+); stripe-node (250 KB minified, needed only when a payment call is
 * made), native modules and the function's lazy modules are left out of the bundle and copied
 * into the asset of the functions that use them (copiedModules), so no other function carries
 * them and no cold start parses them.
 */
export function externalModules(f: Pick<FunctionEntry, 'nativeModules'> & Partial<Pick<FunctionEntry, 'lazyModules'>>): string[] {
  return ['@aws-sdk/*', 'stripe', ...f.nativeModules, ...(f.lazyModules ?? [])];
}

/** Packages copied from node_modules into a function's asset. */
export function copiedModules(f: Pick<FunctionEntry, 'nativeModules' | 'stripe'> & Partial<Pick<FunctionEntry, 'lazyModules'>>): string[] {
  return [...f.nativeModules, ...(f.stripe ? ['stripe'] : []), ...(f.lazyModules ?? [])];
}

/** Every Lambda the stack deploys, derived from the route table and the event catalogue. */
export function allFunctions(): FunctionEntry[] {
  return [
    ...Object.entries(groups).map(([name, g]) => ({ name, role: 'group' as const, entry: handlerModule(name), nativeModules: g.nodeModules ?? [], stripe: Boolean(g.stripe), lazyModules: g.lazyModules ?? [] })),
    ...consumers.map((name) => ({ name, role: 'consumer' as const, entry: consumerModule(name), nativeModules: [], stripe: stripeConsumers.has(name), lazyModules: [] })),
    { name: 'jobs', role: 'job' as const, entry: 'functions/jobs/handler.ts', nativeModules: [], stripe: false, lazyModules: [] },
    { name: 'admin-authorizer', role: 'authorizer' as const, entry: 'functions/admin-auth/authorizer.ts', nativeModules: [], stripe: false, lazyModules: [] },
  ];
}
