/** `git grep -n -E` over tracked files, for tests that scan the source: matching lines as `path:line:text`. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export function gitGrep(pattern: string, paths: string[]): string[] {
  try {
    return execFileSync('git', ['grep', '-n', '-E', pattern, '--', ...paths], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch {
    return []; // git grep exits 1 when nothing matches
  }
}
