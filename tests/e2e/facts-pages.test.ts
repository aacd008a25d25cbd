/**
 * Every prerendered page in web/dist (`npm run build:web`) against the community facts
 * (content/site/facts.ts): each known wrong variant (tests/e2e/fact-variants.ts, with the reason it
 * is wrong) is searched in the text and the JSON-LD of every page; any hit fails with the page and
 * the sentence.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITY_COUNT, COMMUNITY_CITIES, DURATIONS, TEAM } from '../../content/site/facts';
import { VARIANTS, pageFromHtml } from './fact-variants';

/** The built site; FACTS_DIST points the check at another build (for example one made before the facts module, to see it fail). */
const DIST = resolve(process.env.FACTS_DIST ?? resolve(__dirname, '../../web/dist'));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'assets' ? [] : htmlFiles(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

const pathOf = (file: string) => '/' + relative(DIST, file).replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');

// ---------- the check ----------

const pages = htmlFiles(DIST).map((f) => pageFromHtml(pathOf(f), readFileSync(f, 'utf8')));

describe('the built pages agree with the community facts', () => {
  it('finds the built site', () => {
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/member-passport', '/curated-fika-signup']));
  });

  for (const v of VARIANTS) {
    it(`${v.id}: ${v.why}`, () => {
      const hits = pages.flatMap((p) => v.find(p).map((s) => `${p.path}: ${s.slice(0, 240)}`));
      expect(hits).toEqual([]);
    });
  }

  it('states the facts themselves where a newcomer looks', () => {
    const byPath = new Map(pages.map((p) => [p.path, p.sentences.join('\n')]));
    expect(byPath.get('/')).toContain(`${CITY_COUNT} cities`);
    expect(byPath.get('/contact')).toContain(COMMUNITY_CITIES.map((c) => c.name).join(', ').replace(/, ([^,]+)$/, ' and $1'));
    expect(byPath.get('/member-passport')).toContain(`passport session lasts ${DURATIONS.passportSession.text}`);
    expect(byPath.get('/curated-fika-signup')).toMatch(/Tokyo from ¥[\d,]+ per person/);
    for (const m of TEAM) expect(byPath.get('/about'), m.name).toContain(m.name);
  });
});
