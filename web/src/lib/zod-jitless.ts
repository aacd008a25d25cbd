/**
 * Zod v4 probes `new Function` to compile fast parsers. The site's CSP forbids eval, so the probe
 * is reported as a CSP violation in every browser console. Zod reads this global config when it
 * loads; setting it here, before any chunk that uses zod, keeps it from trying.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
export {};
