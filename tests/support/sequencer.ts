/**
 * The order test files start in: longest first within each group (vitest.config.ts), across its
 * projects, so that the last files to finish are short ones and no worker idles while one long file
 * runs alone at the end.
 *
 * A file's expected seconds come from `tests/support/durations.json` (`project:path` → seconds, from
 * a whole run: `npm test` writes the figures of its own run to `test-results/durations.json`; copy
 * that file over the committed one when files are added or grow). A file it does not list counts as
 * `UNKNOWN_SECONDS`. Groups keep their order (groupOrder) and ties keep vitest's order.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A new file's guess: about the median integration file. */
export const UNKNOWN_SECONDS = 15;

export function loadDurations(path = new URL('./durations.json', import.meta.url)): Record<string, number> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** `project:path` of a file, the key of durations.json. */
export const durationKey = (project: string, root: string, moduleId: string) => `${project}:${relative(root, moduleId)}`;

/** Orders files by group, then by expected seconds, longest first. */
export function longestFirst<T>(files: readonly T[], group: (f: T) => number, expected: (f: T) => number): T[] {
  return files
    .map((f, i) => ({ f, i, g: group(f), s: expected(f) }))
    .sort((a, b) => a.g - b.g || b.s - a.s || a.i - b.i)
    .map((x) => x.f);
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = loadDurations();
    const root = this.ctx.config.root;
    return longestFirst(
      files,
      (f) => f.project.config.sequence.groupOrder,
      (f) => durations[durationKey(f.project.name, root, f.moduleId)] ?? UNKNOWN_SECONDS,
    );
  }
}
