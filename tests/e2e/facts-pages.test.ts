/**
 * Every prerendered page in web/dist (`npm run build:web`) against the community facts
 * (content/site/facts.ts): each known wrong variant (tests/e2e/fact-variants.ts, with the reason it
 * is wrong) is searched in the text and the JSON-LD of every page; any hit fails with the page and
 * the sentence.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITY_COUNT, COMMUNITY_CITIES, DURATIONS, SUBSCRIPTION_EVENT_BENEFITS, SUBSCRIPTION_NOT_INCLUDED, SUBSCRIPTION_SUMMARY } from '../../content/site/facts';
import { stringsOf, unkeptClaims } from '../support/subscription-claims';
import { TEAM } from '../../content/site/team';
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

  it('claims no subscriber benefit the code does not keep (tests/support/subscription-claims.ts), in either language', () => {
    expect(pages.some((p) => p.path.startsWith('/ja/'))).toBe(true);
    expect(pages.flatMap((p) => unkeptClaims([...p.sentences, ...stringsOf(p.jsonLd)], `${p.path}: `))).toEqual([]);
  });

  it('says what a subscription gives, from the facts, where people decide: the subscription page and the terms', () => {
    const byPath = new Map(pages.map((p) => [p.path, p.sentences.join('\n')]));
    expect(byPath.get('/terms')).toContain(SUBSCRIPTION_SUMMARY.en);
    expect(byPath.get('/terms')).toContain(SUBSCRIPTION_NOT_INCLUDED.en);
    expect(byPath.get('/ja/terms')).toContain(SUBSCRIPTION_SUMMARY.ja);
    const sunday = byPath.get('/events/signature-sunday-fika-daikanyama') ?? '';
    expect(sunday).toContain(SUBSCRIPTION_EVENT_BENEFITS.included.en.title);
    expect(sunday).toContain(SUBSCRIPTION_EVENT_BENEFITS.waitlist.en.title);
    expect(byPath.get('/events/shimokitazawa-pizza-night')).not.toContain(SUBSCRIPTION_EVENT_BENEFITS.included.en.title);
    expect(byPath.get('/ja/events/signature-sunday-fika-daikanyama')).toContain(SUBSCRIPTION_EVENT_BENEFITS.included.ja.title);
  });

  it('states the facts themselves where a newcomer looks', () => {
    const byPath = new Map(pages.map((p) => [p.path, p.sentences.join('\n')]));
    expect(byPath.get('/')).toContain(`${CITY_COUNT} cities`);
    expect(byPath.get('/contact')).toContain(COMMUNITY_CITIES.map((c) => c.name).join(', ').replace(/, ([^,]+)$/, ' and $1'));
    expect(byPath.get('/member-passport')).toContain(`passport session lasts ${DURATIONS.passportSession.text}`);
    expect(byPath.get('/curated-fika-signup')).toMatch(/Tokyo from ¥[\d,]+ per person/);
    for (const m of TEAM) expect(byPath.get('/about'), m.name).toContain(m.name);
  });

  it("loads the team's bios only with the pages that name people, never in the shell every page loads", () => {
    const assets = join(DIST, 'assets');
    const shells = readdirSync(assets).filter((f) => /^shell-.*\.js$/.test(f));
    expect(shells.length).toBeGreaterThan(0);
    for (const f of shells) {
      const code = readFileSync(join(assets, f), 'utf8');
      expect(TEAM.filter((m) => code.includes(m.bio.slice(0, 60))).map((m) => m.name), f).toEqual([]);
    }
  });
});
