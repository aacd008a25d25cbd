/**
 * infra/lambdas.ts is the one list of Lambdas: every handler module under functions/ is in it,
 * every entry it names exists and exports `handler`, and every function is reached by something.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { consumerNames, groupNames, jobsLambda, lambdas } from '../../../infra/lambdas';
import { routes } from '../../../functions/routes';
import { detailTypes, routing } from '../../../events/catalogue';

const root = resolve(import.meta.dirname, '../../..');
const EXPORTS_HANDLER = /^export\s+(?:const|let|async\s+function|function)\s+handler\b|^export\s*\{[^}]*\bhandler\b[^}]*\}/m;

describe('the Lambda list', () => {
  it('lists every module under functions/ that exports a handler', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'functions'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && existsSync(resolve(root, f)));
    const handlers = files.filter((f) => EXPORTS_HANDLER.test(readFileSync(resolve(root, f), 'utf8')));
    expect(handlers.length).toBeGreaterThan(0);
    expect(handlers.sort()).toEqual(lambdas.map((l) => l.entry).sort());
  });

  it('names entries that exist and export a handler', () => {
    for (const l of lambdas) {
      const file = resolve(root, l.entry);
      expect(existsSync(file), l.entry).toBe(true);
      expect(EXPORTS_HANDLER.test(readFileSync(file, 'utf8')), l.entry).toBe(true);
    }
  });

  it('gives each Lambda its own name and its own entry', () => {
    expect(new Set(lambdas.map((l) => l.name)).size).toBe(lambdas.length);
    expect(new Set(lambdas.map((l) => l.entry)).size).toBe(lambdas.length);
  });

  it('reaches every Lambda: each group by a route, each consumer by an event, each job by a schedule', () => {
    expect([...new Set(routes.map((r) => r.group))].sort()).toEqual([...groupNames].sort());
    expect([...new Set(detailTypes.flatMap((t) => routing[t]))].sort()).toEqual([...consumerNames].sort());
    expect(jobsLambda.schedules.length).toBeGreaterThan(0);
  });
});
