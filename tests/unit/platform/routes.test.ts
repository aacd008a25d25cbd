import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchRoute, routes } from '../../../functions/routes';
import { detailTypes, routing, samples, schemas } from '../../../events/catalogue';
import { consumerLambdas, consumerNames, groupLambdas } from '../../../infra/lambdas';

const root = resolve(import.meta.dirname, '../../..');

describe('route table', () => {
  it('gives every route a known group with a handler module on disk', () => {
    for (const r of routes) {
      expect(groupLambdas[r.group], r.path).toBeDefined();
      expect(existsSync(resolve(root, groupLambdas[r.group].entry)), groupLambdas[r.group].entry).toBe(true);
    }
  });

  it('has no two routes with the same method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches exact paths and greedy parameters, and nothing else', () => {
    expect(matchRoute('POST', '/api/poll')?.route.group).toBe('poll');
    expect(matchRoute('GET', '/api/poll')).toBeUndefined();
    expect(matchRoute('POST', '/api/poll/extra')).toBeUndefined();
    const img = matchRoute('GET', '/img/blog/tokyo%20fika.jpg');
    expect(img?.route.group).toBe('images');
    expect(img?.pathParameters.proxy).toBe('blog/tokyo fika.jpg');
    expect(matchRoute('GET', '/img/')).toBeUndefined();
  });

  it('answers HEAD wherever GET answers, with the same route, and nowhere else', () => {
    expect(matchRoute('HEAD', '/img/blog/x.jpg')?.route).toBe(matchRoute('GET', '/img/blog/x.jpg')?.route);
    expect(matchRoute('head', '/api/health')?.route.group).toBe('health');
    expect(matchRoute('HEAD', '/api/poll')).toBeUndefined();
  });

  it('marks every admin API as admin-only', () => {
    for (const r of routes.filter((r) => /^\/api\/(admin-(?!auth)|curated-fika-admin)/.test(r.path))) expect(r.auth, r.path).toBe('admin');
  });
});

describe('event catalogue', () => {
  it('routes every detail-type to existing consumers, each with a module on disk', () => {
    for (const t of detailTypes) {
      expect(routing[t].length, t).toBeGreaterThan(0);
      for (const c of routing[t]) expect(consumerNames).toContain(c);
    }
    for (const c of consumerNames) expect(existsSync(resolve(root, consumerLambdas[c].entry)), c).toBe(true);
  });

  it('has a sample per detail-type that its own schema accepts', () => {
    for (const t of detailTypes) expect(schemas[t].safeParse(samples[t]).success, t).toBe(true);
  });

  it('names detail-types noun.past-verb', () => {
    for (const t of detailTypes) {
      expect(t).toMatch(/^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)+$/);
      // Past participles: regular (-ed), and the irregular ones the catalogue uses (kept).
      expect(t.split('.').at(-1)).toMatch(/(ed|due|^kept)$/);
    }
  });
});
