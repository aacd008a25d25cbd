/**
 * Layouts that hold, in Chromium against the built site: every page of the sitemap signed out, the
 * member pages (and a few public ones) signed in as a member, and the admin pages signed in as the
 * admin, each at 360, 390, 768, 1280 and 1440 px wide. A page fails when the document scrolls
 * sideways (named by the element that sticks out furthest) or when a header control (link, button,
 * menu button, dropdown arrow, logout) is not wholly inside the viewport.
 *
 * Each page is loaded once per role and resized through the widths (nothing in the app lays out
 * from JavaScript, so a resize lays it out as a load at that width would). With LAYOUT_SHOTS=1 a
 * viewport-sized JPEG of each (page, width) is saved under test-results/layout/<role>/<width>/ for
 * a person to look at (about 550 pictures: left out of the ordinary run for its time).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { ADMIN_SECTIONS } from '../../web/src/app/admin/admin-sections';

const WIDTHS = [360, 390, 768, 1280, 1440] as const;
const HEIGHT = 800;
const ROOT = join(import.meta.dirname, '../..');
const SHOTS = join(ROOT, 'test-results', 'layout');
/** Pages each role's walk loads side by side (the machine has two cores). */
const WORKERS = 2;
/** Save a screenshot of every (page, width) walked. */
const SCREENSHOTS = process.env.LAYOUT_SHOTS === '1';

/** The paths of web/dist/sitemap.xml, which the prerender writes from the public routes. */
function sitemapPaths(): string[] {
  const xml = readFileSync(join(ROOT, 'web/dist/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The member pages, and public pages of each kind (the header is the same on all of them). */
const memberPaths = () => [
  '/member-dashboard',
  '/member-passport',
  '/checkin',
  '/curated-fika/my-sessions',
  '/curated-fika/member-portal',
  '/goal-accountability-partners',
  '/',
  '/events',
  sitemapPaths().find((p) => /^\/events\/(?!city\/)/.test(p))!,
  '/blog',
  '/conversation-starters',
];
const ADMIN_PATHS = ['/admin', ...ADMIN_SECTIONS.map((s) => s.path)];

interface Measure {
  viewport: number;
  scrollWidth: number;
  /** The element sticking out furthest past the right edge (when the document scrolls sideways). */
  widest: string | null;
  /** Header controls not wholly inside the viewport. */
  clipped: string[];
}

/**
 * Runs in the page (as source text, so nothing the test's compiler adds leaks into it). `scope`
 * selects the controls that must be inside the viewport: across, and also down when `vertical`.
 */
const MEASURE = `(scope, vertical) => {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const sw = document.documentElement.scrollWidth;
  const describe = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      if (e.id) { parts.unshift(e.tagName.toLowerCase() + '#' + e.id); break; }
      const cls = [...e.classList].slice(0, 2).map((c) => '.' + c).join('');
      parts.unshift(e.tagName.toLowerCase() + cls);
    }
    return parts.join(' > ');
  };
  // Inside a scrolling or clipping box that itself fits, an element does not widen the document.
  const clippedByAncestor = (el) => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (getComputedStyle(e).overflowX !== 'visible' && e.getBoundingClientRect().right <= vw + 0.5) return true;
    }
    return false;
  };
  let widest = null;
  if (sw > vw) {
    let right = vw;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      // Text that overflows its box counts too: it is in the element's scrollWidth, not its box.
      const elRight = r.left + Math.max(r.width, el.scrollWidth);
      if (r.width === 0 || elRight <= right + 0.5) continue;
      if (clippedByAncestor(el)) continue;
      right = elRight;
      widest = describe(el) + ' (right edge ' + Math.round(elRight) + ' px, ' + Math.round(r.width) + ' px wide)';
    }
    if (!widest) widest = 'document is ' + sw + ' px wide';
  }
  const clipped = [];
  for (const el of document.querySelectorAll(scope)) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (r.left < -0.5 || r.right > vw + 0.5 || (vertical && (r.top < -0.5 || r.bottom > vh + 0.5))) {
      const label = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\\s+/g, ' ').slice(0, 40);
      clipped.push(describe(el) + ' "' + label + '" at [' + Math.round(r.left) + ', ' + Math.round(r.right) + '] x [' + Math.round(r.top) + ', ' + Math.round(r.bottom) + ']');
    }
  }
  return { viewport: vw, scrollWidth: sw, widest, clipped };
}`;

const HEADER_CONTROLS = '.site-header a, .site-header button, .site-header svg';

const measure = (page: Page, scope = HEADER_CONTROLS, vertical = true) =>
  page.evaluate(`(${MEASURE})(${JSON.stringify(scope)}, ${vertical})`) as Promise<Measure>;

const problemsOf = (what: string, m: Measure) => [
  ...(m.scrollWidth > m.viewport ? [`${what}: scrolls sideways (${m.scrollWidth} > ${m.viewport} px), widest: ${m.widest}`] : []),
  ...m.clipped.map((c) => `${what}: header control outside the viewport: ${c}`),
];

type Ready = (page: Page) => Promise<void>;

/**
 * The page's own content is in: an h1 in the main landmark and no "Loading…" line left in the first
 * screen (further down, sections load as they are scrolled to).
 */
const contentReady: Ready = async (page) => {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main');
      if (!main?.querySelector('h1')) return false;
      return ![...main.querySelectorAll('p, span, td, li, option, [role="status"]')].some(
        (el) => /^Loading\b.*…$/.test((el.textContent ?? '').trim()) && el.getBoundingClientRect().top < window.innerHeight,
      );
    },
    undefined,
    { timeout: 15_000, polling: 'raf' },
  );
};

/** As contentReady, and the header shows the member's menu (their details have loaded). */
const memberReady: Ready = async (page) => {
  await page.locator('.member-menu__button').waitFor({ state: 'attached', timeout: 15_000 });
  await contentReady(page);
};

/**
 * Loads each path in one of the contexts' pages (side by side), resizes it through WIDTHS, and
 * collects what overflowed; saves a screenshot per (path, width).
 */
async function walk(role: string, contexts: BrowserContext[], paths: string[], ready: Ready, widths: readonly number[] = WIDTHS): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...paths];
  await Promise.all(
    contexts.map(async (context) => {
      const page = context.pages()[0] ?? (await context.newPage());
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await page.setViewportSize({ width: widths[widths.length - 1], height: HEIGHT });
        await page.goto(path, { waitUntil: 'load' });
        await ready(page);
        for (const width of [...widths].reverse()) {
          await page.setViewportSize({ width, height: HEIGHT });
          problems.push(...problemsOf(`${role} ${path} @${width}px`, await measure(page)));
          if (!SCREENSHOTS) continue;
          const dir = join(SHOTS, role, String(width));
          mkdirSync(dir, { recursive: true });
          await page.screenshot({ path: join(dir, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '__')}.jpg`), type: 'jpeg', quality: 60, caret: 'initial' });
        }
      }
    }),
  );
  return problems;
}

/** Opens the mobile menu (below 1024 px) and checks every control in it, and the bar, fits. */
async function mobileMenuProblems(role: string, page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS.filter((w) => w < 1024)) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto(path, { waitUntil: 'load' });
    const toggle = page.locator('#site-menu-toggle');
    await toggle.click();
    await page.locator('#site-menu.is-open').waitFor();
    // The open panel scrolls vertically: only its horizontal fit matters.
    problems.push(...problemsOf(`${role} ${path} @${width}px with the menu open`, await measure(page, HEADER_CONTROLS, false)));
    await toggle.click();
  }
  return problems;
}

describe('layouts hold at every width e2e', () => {
  let e: E2E;
  const started = Date.now();

  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    e = await startE2E();
  });

  afterAll(async () => {
    await e?.stop();
    console.log(`layout walk: ${Date.now() - started} ms${SCREENSHOTS ? `; screenshots in ${SHOTS}` : ' (LAYOUT_SHOTS=1 saves a screenshot of each page and width)'}`);
  });

  const contextsFor = async (n: number, opts: Parameters<E2E['newPage']>[0] = {}) =>
    Promise.all(Array.from({ length: n }, async () => (await e.newPage({ viewport: { width: 1440, height: HEIGHT }, ...opts })).context));

  it('signed out: every page of the sitemap fits at every width, the open mobile menu too', { timeout: 300_000 }, async () => {
    const paths = sitemapPaths().filter((p) => !p.startsWith('/ja/'));
    expect(paths.length).toBeGreaterThan(50);
    const contexts = await contextsFor(WORKERS);
    const problems = await walk('visitor', contexts, paths, async () => undefined);
    problems.push(...(await mobileMenuProblems('visitor', contexts[0].pages()[0], '/')));
    expect(problems).toEqual([]);
  });

  // Japanese pages share their English twins' markup: a phone and a desktop width catch what the
  // other language's text lengths and line breaking change.
  it('signed out: every Japanese page of the sitemap fits on a phone and on a desktop, the open mobile menu too', { timeout: 300_000 }, async () => {
    const paths = sitemapPaths().filter((p) => p.startsWith('/ja/'));
    expect(paths.length).toBeGreaterThan(40);
    const contexts = await contextsFor(WORKERS);
    const problems = await walk('visitor-ja', contexts, paths, async () => undefined, [360, 1280]);
    problems.push(...(await mobileMenuProblems('visitor-ja', contexts[0].pages()[0], '/ja/')));
    expect(problems).toEqual([]);
  });

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

  it('signed in as a member: the member pages fit at every width; the header menu holds Passport and Logout', { timeout: 240_000 }, async () => {
    const email = `e2e.layout.member.with.a.long.address.${Date.now()}@example.com`;
    const r = await fetch(`${e.url}/api/email-signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, source: 'website' }) });
    expect(r.status).toBe(201);
    const [first] = await contextsFor(1);
    const page = first.pages()[0];
    await page.goto('/member-login');
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Send my access link' }).click();
    await page.goto(e.linkIn(await e.mail(email, /member access link/), /\/member-login\?token=/));
    await page.waitForURL('**/member-dashboard');
    const second = (await e.newPage({ viewport: { width: 1440, height: HEIGHT }, storageState: await first.storageState() })).context;

    const problems = await walk('member', [first, second], memberPaths(), memberReady);
    problems.push(...(await mobileMenuProblems('member', page, '/member-dashboard')));
    expect(problems).toEqual([]);

    // At 1280 px the member's menu opens with Passport and Logout in view; Logout returns to /.
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto('/member-dashboard', { waitUntil: 'load' });
    await memberReady(page);
    const button = page.locator('.member-menu__button');
    expect(await button.innerText()).toContain(`Hi, ${email.split('@')[0]}!`);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const header = page.getByRole('banner');
    for (const control of [header.getByRole('link', { name: 'Passport' }), header.getByRole('button', { name: 'Logout' })]) {
      expect(await control.isVisible()).toBe(true);
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThanOrEqual(HEIGHT);
    }
    expect((await measure(page)).clipped).toEqual([]);
    if (SCREENSHOTS) await page.screenshot({ path: join(SHOTS, 'member', '1280', 'member-menu-open.jpg'), type: 'jpeg', quality: 60, caret: 'initial' });
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => header.getByRole('link', { name: 'Join Now' }).isVisible()).toBe(true);
  });

  it('signed in as the admin: the admin pages fit at every width', { timeout: 240_000 }, async () => {
    const [context] = await contextsFor(1);
    const page = context.pages()[0];
    await page.goto('/admin/login');
    await page.getByLabel('Admin email').fill('admin@example.com');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.goto(e.linkIn(await e.mail('admin@example.com', /admin sign-in/i), /\/admin\/login\?token=/));
    await page.waitForURL((u) => u.pathname === '/admin');
    // The admin session is kept per tab: one page walks them all.
    const problems = await walk('admin', [context], ADMIN_PATHS, contentReady);
    expect(problems).toEqual([]);
  });
});
