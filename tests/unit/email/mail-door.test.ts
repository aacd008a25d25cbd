/**
 * One mail door: the raw mail port is reached only through functions/lib/mail (the door applies the
 * blocked-address and unsubscribe rules to every send), the mail adapter is wired only where the
 * ports are built, and shared code (functions/lib) imports no feature folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const FUNCTIONS = join(ROOT, 'functions');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(p) ? [p] : [];
  });
}
const rel = (f: string) => relative(ROOT, f).split('\\').join('/');
const files = sourceFiles(FUNCTIONS).map((f) => ({ path: rel(f), dir: dirname(f), text: readFileSync(f, 'utf8') }));

/** Relative module specifiers a file imports (static, dynamic and re-exports), resolved from the repository root. */
function imports(f: (typeof files)[number]): string[] {
  return [...f.text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']*)'/g)].map((m) => rel(resolve(f.dir, m[1])));
}

/** A call of the mail port's send, however the port is reached (p.mail.send, ports.mail.send, mail.send). */
const RAW_SEND = /\bmail\s*\.\s*send\s*\(/;
const inMailDoor = (path: string) => path.startsWith('functions/lib/mail/');

describe('one mail door', () => {
  it('finds the door and the files it scans', () => {
    expect(files.some((f) => f.path === 'functions/lib/mail/door.ts' && RAW_SEND.test(f.text))).toBe(true);
    expect(files.length).toBeGreaterThan(50);
  });

  it('no code outside functions/lib/mail calls the raw mail port', () => {
    const offenders = files.filter((f) => !inMailDoor(f.path)).flatMap((f) => f.text.split('\n').flatMap((line, i) => (RAW_SEND.test(line) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])));
    expect(offenders).toEqual([]);
  });

  it('the mail adapter is imported only where the ports are built', () => {
    const importers = files.filter((f) => imports(f).includes('functions/lib/adapters/mail')).map((f) => f.path);
    expect(importers).toEqual(['functions/lib/runtime.ts']);
  });

  it('shared code (functions/lib) imports no feature folder', () => {
    const reaching = files
      .filter((f) => f.path.startsWith('functions/lib/'))
      .flatMap((f) => imports(f).filter((target) => target.startsWith('functions/') && !target.startsWith('functions/lib/')).map((target) => `${f.path} -> ${target}`));
    expect(reaching).toEqual([]);
  });
});
