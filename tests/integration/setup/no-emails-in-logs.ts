/**
 * Integration-suite check: no log line names an email address. Every line functions/lib/log.ts
 * writes while a test file runs (at every level, printed or not) is kept, and the file fails when
 * any of them holds an address, plain or percent-encoded.
 */
import { afterAll, expect } from 'vitest';
import { onLogLine } from '../../../functions/lib/log';

/** Deliberately not the logger's own pattern, so the check does not trust the rule it checks. */
const ADDRESS = /[^\s"'<>(),;:@%]+(?:@|%40|%2540|%252540)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i;

const lines: string[] = [];
onLogLine((line) => lines.push(line));

afterAll(() => {
  expect(lines.filter((l) => ADDRESS.test(l)), 'log lines naming an email address').toEqual([]);
});
