/**
 * What every function bundle carries at cold start.
 * - `import { z } from 'zod'` makes esbuild keep all of zod's locales (about 450 KB minified); the
 *   namespace import lets it drop them. Keep every import in that form.
 * - The functions and the event contract use zod/mini through domain/zod.ts (about 6 ms less
 *   per cold start than classic zod); classic zod stays in build-time code (the catalogue's schema,
 *   the blog loader), which no function imports but the events console's: it validates a listing
 *   with the catalogue's own schema (one schema for the initial data and every save), and an
 *   admin's save is not on a visitor's path.
 */
import { describe, it, expect } from 'vitest';
import { gitGrep } from '../../support/git-grep';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { externalModules } from '../../../infra/bundling';
import { lambdas } from '../../../infra/lambdas';

const root = resolve(import.meta.dirname, '../../..');


describe('bundle hygiene', () => {
  it('imports zod only as a namespace', () => {
    const hits = gitGrep("import \\{[^}]*\\} from 'zod", ['functions', 'domain', 'events', 'content', 'web/src', 'infra']);
    expect(hits.filter((l) => !/import type/.test(l))).toEqual([]);
  });

  it('functions and the event contract take zod from domain/zod.ts only', () => {
    const hits = gitGrep("from 'zod(/[a-z0-9/.-]+)?'", ['functions', 'domain', 'events', 'api']);
    expect(hits.filter((l) => !l.startsWith('domain/zod.ts:'))).toEqual([]);
  });

  const bundles = () =>
    Promise.all(
      lambdas.map(async (f) => ({
        f,
        r: await build({
          entryPoints: [resolve(root, f.entry)],
          bundle: true,
          write: false,
          platform: 'node',
          format: 'esm',
          metafile: true,
          external: externalModules(f),
          logLevel: 'silent',
        }),
      })),
    );

  it('no function bundle contains classic zod (but the events console)', async () => {
    const offenders: string[] = [];
    const CLASSIC_ZOD_ALLOWED = new Set(['admin-events']);
    for (const { f, r } of await bundles()) {
      if (CLASSIC_ZOD_ALLOWED.has(f.name)) continue;
      const inputs = Object.keys(r.metafile.inputs);
      if (inputs.some((i) => /node_modules\/zod\/v4\/classic\//.test(i))) offenders.push(f.name);
    }
    expect(offenders).toEqual([]);
  }, 60_000);

  it('no function bundle carries event content: events are data in the table (content/events/seed.ts is the initial data)', async () => {
    const offenders: string[] = [];
    for (const { f, r } of await bundles()) {
      const content = Object.keys(r.metafile.inputs).filter((i) => /content\/events\/(seed|data|revealed-venues)\.ts$|content\/events\/(data|ja)\/(?!shared\.ts$)/.test(i));
      if (content.length > 0) offenders.push(`${f.name}: ${content.join(', ')}`);
    }
    expect(offenders).toEqual([]);
  }, 60_000);

  it('every function whose code calls Stripe (a refund, a Checkout, a subscription change) gets stripe-node in its asset', async () => {
    const missing: string[] = [];
    for (const { f, r } of await bundles()) {
      const text = r.outputFiles.map((o) => o.text).join('\n');
      const calls = text.match(/\.payments\.(?!kind\b)[a-zA-Z]+\(/g) ?? [];
      if (calls.length > 0 && !f.stripe) missing.push(`${f.name}: ${[...new Set(calls)].join(' ')}`);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
