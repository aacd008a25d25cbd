/**
 * The message catalogues: both languages hold the same keys, every message compiles, the English
 * route titles are the routes' own, and every English message the product documents quote is still
 * said exactly so.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogueNamespace, compileCatalogue } from '../../../web/scripts/messages-plugin';
import quoted from './seed-quoted-messages.json';

const ROOT = join(import.meta.dirname, '../../..');
const WEB = join(ROOT, 'web/src');

function files(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else out.push(p);
  }
  return out;
}

const catalogueDirs = files(WEB)
  .filter((f) => catalogueNamespace(f) && f.endsWith('en.json'))
  .map((f) => f.slice(0, -'en.json'.length));

const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>;

describe('message catalogues', () => {
  it('there is a common catalogue and at least one per converted feature', () => {
    expect(catalogueDirs.map((d) => relative(WEB, d))).toContain('messages');
  });

  it.each(catalogueDirs.map((d) => [relative(WEB, d), d]))('%s: English and Japanese have the same keys', (_name, dir) => {
    expect(existsSync(join(dir, 'ja.json')), `${dir}ja.json is missing`).toBe(true);
    const en = Object.keys(read(join(dir, 'en.json'))).sort();
    const ja = Object.keys(read(join(dir, 'ja.json'))).sort();
    expect(ja.filter((k) => !en.includes(k)), 'keys only in ja.json').toEqual([]);
    expect(en.filter((k) => !ja.includes(k)), 'keys only in en.json').toEqual([]);
  });

  it.each(catalogueDirs.map((d) => [relative(WEB, d), d]))('%s: every message compiles, and the Japanese ones are written in Japanese', (_name, dir) => {
    const ns = catalogueNamespace(join(dir, 'en.json'))!;
    expect(() => compileCatalogue(ns, read(join(dir, 'en.json')))).not.toThrow();
    const ja = read(join(dir, 'ja.json'));
    expect(() => compileCatalogue(ns, ja)).not.toThrow();
    // A Japanese message with no kana or kanji was left in English (names and codes aside: short ones).
    const brands = /\b(Fika|Community|Stripe|Google|LINE|QR)\b/g;
    const untranslated = Object.entries(ja).filter(
      ([, v]) => v.replace(/\{[^}]*\}|<[^>]+>/g, '').replace(brands, '').trim().length > 3 && !/[\u3040-\u30ff\u3400-\u9fff]/.test(v),
    );
    expect(untranslated).toEqual([]);
  });

  it('a Japanese message uses only placeholders its English one is given', () => {
    const problems: string[] = [];
    for (const dir of catalogueDirs) {
      const en = read(join(dir, 'en.json'));
      const ja = read(join(dir, 'ja.json'));
      // Values the code passes for the Japanese wording only.
      const allowedExtra = new Map([
        ['my.code.hint', ['minutes']],
        ['ways.passport.text', ['count']],
        ['nomad.events.subtitle', ['count']],
      ]);
      const names = (m: string) => [...m.matchAll(/\{\s*([a-zA-Z_][\w]*)/g)].map((x) => x[1]).filter((n, i, a) => a.indexOf(n) === i).sort();
      // Japanese may leave a value out (no country after a Japanese city) but never invent one.
      for (const k of Object.keys(en)) {
        const extra = names(ja[k] ?? '').filter((n) => !names(en[k]).includes(n) && !allowedExtra.get(k)?.includes(n));
        if (extra.length > 0) problems.push(`${relative(WEB, dir)} ${k}: ${extra}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('English stays as the product documents say it', () => {
  // Every English sentence the product documents quote that the site used before it had a second
  // language (tests/unit/i18n/seed-quoted-messages.json) is still in the English sources or catalogues.
  const english = [
    ...files(WEB).filter((f) => /\.(tsx?|json)$/.test(f) && !f.endsWith('ja.json')),
    ...['functions', 'domain', 'content', 'api'].flatMap((d) => files(join(ROOT, d))).filter((f) => /\.tsx?$/.test(f) && !/[\\/]ja[\\/]|-ja\.ts$/.test(f)),
  ]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  it.each(quoted as string[])('"%s"', (message) => {
    expect(english.includes(message)).toBe(true);
  });
});
