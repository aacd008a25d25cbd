/**
 * The layout walk the layout tests share (layout.test.ts signed out in English; layout-more.test.ts
 * in Japanese, as a member and as the admin): every (page, width) is loaded once per role and
 * resized through the widths; a page fails when the document scrolls sideways (named by the element
 * that sticks out furthest), when a header control is not wholly inside the viewport, or when a
 * word of a header control is broken across two lines ("Even / ts"). Two files,
 * so the walks run on two e2e workers side by side.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_SECTIONS } from '../../web/src/app/admin/sections';
import type { E2E } from '../support/e2e';

const WIDTHS = [360, 390, 768, 1280, 1440] as const;
export const HEIGHT = 800;
const ROOT = join(import.meta.dirname, '../..');
export const SHOTS = join(ROOT, 'test-results', 'layout');
/** Pages each role's walk loads side by side (the machine has two cores). */
export const WORKERS = 2;
/** Save a screenshot of every (page, width) walked. */
export const SCREENSHOTS = process.env.LAYOUT_SHOTS === '1';

/** The paths of web/dist/sitemap.xml, which the prerender writes from the public routes. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(ROOT, 'web/dist/sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The member pages, and public pages of each kind (the header is the same on all of them). */
export const memberPaths = () => [
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
export const ADMIN_PATHS = ['/admin', ...ADMIN_SECTIONS.map((s) => s.path)];

interface Measure {
  viewport: number;
  scrollWidth: number;
  /** The element sticking out furthest past the right edge (when the document scrolls sideways). */
  widest: string | null;
  /** Header controls not wholly inside the viewport. */
  clipped: string[];
  /** Words of header controls broken across two lines. */
  broken: string[];
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
  // A word of a header or nav label laid out on two lines ("Even / ts", "メ / ニュー"): each Latin
  // word's range, and each run of Japanese characters (a header label is one short phrase: "メニュー",
  // "イベント"), must be one line box.
  const broken = [];
  for (const el of document.querySelectorAll(scope)) {
    if (el.getBoundingClientRect().width === 0) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      for (const m of (n.textContent || '').matchAll(/[A-Za-z0-9][A-Za-z0-9'’.-]*|[\u3040-\u30ff\u3400-\u9fff\uff01-\uff60ー]+/g)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(describe(el) + ' "' + m[0] + '"');
      }
    }
  }
  return { viewport: vw, scrollWidth: sw, widest, clipped, broken };
}`;

const HEADER_CONTROLS = '.site-header a, .site-header button, .site-header svg';

export const measure = (page: Page, scope = HEADER_CONTROLS, vertical = true) =>
  page.evaluate(`(${MEASURE})(${JSON.stringify(scope)}, ${vertical})`) as Promise<Measure>;

export const problemsOf = (what: string, m: Measure) => [
  ...(m.scrollWidth > m.viewport ? [`${what}: scrolls sideways (${m.scrollWidth} > ${m.viewport} px), widest: ${m.widest}`] : []),
  ...m.clipped.map((c) => `${what}: header control outside the viewport: ${c}`),
  ...m.broken.map((b) => `${what}: a word broken across lines in a header control: ${b}`),
];

type Ready = (page: Page) => Promise<void>;

/**
 * The page's own content is in: an h1 in the main landmark and no "Loading…" line left in the first
 * screen (further down, sections load as they are scrolled to).
 */
export const contentReady: Ready = async (page) => {
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
export const memberReady: Ready = async (page) => {
  await page.locator('.member-menu__button').waitFor({ state: 'attached', timeout: 15_000 });
  await contentReady(page);
};

/**
 * Loads each path in one of the contexts' pages (side by side), resizes it through WIDTHS, and
 * collects what overflowed; saves a screenshot per (path, width).
 */
export async function walk(role: string, contexts: BrowserContext[], paths: string[], ready: Ready, widths: readonly number[] = WIDTHS): Promise<string[]> {
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

/** Opens the mobile menu (below 1200 px) and checks every control in it, and the bar, fits. */
export async function mobileMenuProblems(role: string, page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS.filter((w) => w < 1200)) {
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

/** `n` browser contexts of `e`, each with one page at 1440 px. */
export const contextsFor = async (e: E2E, n: number, opts: Parameters<E2E['newPage']>[0] = {}) =>
  Promise.all(Array.from({ length: n }, async () => (await e.newPage({ viewport: { width: 1440, height: HEIGHT }, ...opts })).context));
