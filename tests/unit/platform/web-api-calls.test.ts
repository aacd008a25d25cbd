/**
 * The web app reaches the API only through the client derived from the API catalogue
 * (web/src/lib/api.ts): no action name is written as a string, no endpoint is posted to by name,
 * the catalogue's schemas stay out of the browser bundle (type-only imports), and repo-level
 * modules are imported through the `@/` alias rather than deep relative paths.
 */
import { describe, it, expect } from 'vitest';
import { dirname, resolve, sep } from 'node:path';
import { REPO_ROOT as root, gitGrep } from '../../support/git-grep';

describe('web/src calls the API through the catalogue client', () => {
  it('writes no action name as a string', () => {
    // `{ action: 'vote' }` bodies, callAction(fn, 'vote'), adminCall(token, 'get_sessions').
    expect(gitGrep(String.raw`\baction: *['"\x60]|callAction\(|adminCall(<[^>]*>)?\([^,]+, *['"\x60]`, ['web/src'])).toEqual([]);
  });

  it('posts to no endpoint by name outside the client', () => {
    const hits = gitGrep(String.raw`callApi(<[^>]*>)?\(|fetch\(['"\x60]/api/`, ['web/src']);
    expect(hits.filter((l) => !l.startsWith('web/src/lib/api.ts:') && !l.startsWith('web/src/lib/api-client.ts:'))).toEqual([]);
  });

  it('imports the action schemas as types only', () => {
    const hits = gitGrep(String.raw`^import .* from '@/api/(catalogue|contract|[a-z-]+)'`, ['web/src']);
    const runtime = hits.filter((l) => !/^[^:]+:\d+:import type /.test(l) && !/'@\/api\/endpoints'/.test(l));
    expect(runtime).toEqual([]);
  });

  it('imports repo-level modules through the @/ alias', () => {
    // A relative import that leaves web/ (to functions/, content/, events/, api/) must use `@/`.
    const escaping = gitGrep(String.raw`(from|import\() *'\.\./`, ['web/src']).filter((l) => {
      const [file, , ...rest] = l.split(':');
      const spec = /'(\.\.\/[^']+)'/.exec(rest.join(':'))?.[1];
      return spec !== undefined && !resolve(root, dirname(file), spec).startsWith(resolve(root, 'web') + sep);
    });
    expect(escaping).toEqual([]);
  });
});
