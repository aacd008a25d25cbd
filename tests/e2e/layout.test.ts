/**
 * Layouts that hold, in Chromium against the built site: every English page of the sitemap signed
 * out, at 360, 390, 768, 1280 and 1440 px wide, and the blog's grid (the walk: layout-walk.ts; the
 * Japanese pages, the member's and the admin's: layout-more.test.ts). With LAYOUT_SHOTS=1 a
 * viewport-sized JPEG of each (page, width) is saved under test-results/layout/<role>/<width>/ for
 * a person to look at (left out of the ordinary run for its time).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import { HEIGHT, SCREENSHOTS, SHOTS, WORKERS, contextsFor, mobileMenuProblems, sitemapPaths, walk } from './layout-walk';

describe('layouts hold at every width e2e: English pages signed out', () => {
  let e: E2E;
  const started = Date.now();

  beforeAll(async () => {
    for (const role of ['visitor']) rmSync(join(SHOTS, role), { recursive: true, force: true });
    e = await startE2E();
  });

  afterAll(async () => {
    await e?.stop();
    console.log(`layout walk: ${Date.now() - started} ms${SCREENSHOTS ? `; screenshots in ${SHOTS}` : ' (LAYOUT_SHOTS=1 saves a screenshot of each page and width)'}`);
  });


  it('signed out: every page of the sitemap fits at every width, the open mobile menu too', { timeout: 300_000 }, async () => {
    const paths = sitemapPaths().filter((p) => !p.startsWith('/ja/'));
    expect(paths.length).toBeGreaterThan(50);
    const contexts = await contextsFor(e, WORKERS);
    const problems = await walk('visitor', contexts, paths, async () => undefined);
    problems.push(...(await mobileMenuProblems('visitor', contexts[0].pages()[0], '/')));
    expect(problems).toEqual([]);
  });

  // Japanese pages share their English twins' markup: a phone and a desktop width catch what the
  // other language's text lengths and line breaking change.
  it('signed out: the blog index fills every row of its grid at 1440 px', async () => {
    const { page } = await e.newPage({ viewport: { width: 1440, height: HEIGHT } });
    await page.goto('/blog', { waitUntil: 'load' });
    const rows = await page.evaluate(() => {
      const grid = document.querySelector('.post-grid')!.getBoundingClientRect();
      const byTop = new Map<number, number>();
      for (const card of document.querySelectorAll('.post-grid > .post-card')) {
        const r = card.getBoundingClientRect();
        byTop.set(Math.round(r.top), Math.max(byTop.get(Math.round(r.top)) ?? 0, r.right));
      }
      return { right: grid.right, rowRights: [...byTop.entries()].sort((a, b) => a[0] - b[0]).map(([, right]) => right) };
    });
    expect(rows.rowRights.length).toBeGreaterThan(2);
    // Every row but the last reaches the grid's right edge: no empty column beside a card.
    for (const right of rows.rowRights.slice(0, -1)) expect(right).toBeGreaterThan(rows.right - 2);
  });

});
