/**
 * `import { z } from 'zod'` makes esbuild keep all of zod's locales (about 450 KB minified in every
 * function); the namespace import lets it drop them (about 90 KB). Keep every import in that form.
 */
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

describe('bundle hygiene', () => {
  it('imports zod only as a namespace', () => {
    const root = resolve(import.meta.dirname, '../../..');
    let hits = '';
    try {
      hits = execFileSync('git', ['grep', '-n', '-E', "import \\{[^}]*\\} from 'zod'", '--', 'functions', 'events', 'content', 'web/src', 'infra'], { cwd: root, encoding: 'utf8' });
    } catch {
      hits = ''; // git grep exits 1 when nothing matches
    }
    expect(hits.split('\n').filter((l) => l && !/import type/.test(l))).toEqual([]);
  });
});
