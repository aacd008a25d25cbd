/**
 * The events pages without the event catalogue in the browser (web/src/features/events/
 * event-data.ts): the built site ships the lists' summaries and, per event page, that listing only.
 * Checked on the build (web/dist, its manifest and prerendered pages) and in Chromium (hydration
 * with the data in the page, navigation loading one listing's data file, web/src/lib/site-data.ts).
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { events, type EventListing } from '../../content/events/index';
import { buildEventSummaries } from '../../web/src/features/events/event-data.build';
import type { EventPageData } from '../../web/src/features/events/event-data';
import { startE2E, type E2E } from '../support/e2e';

const DIST = resolve(__dirname, '../../web/dist');
const read = (f: string) => readFile(join(DIST, f), 'utf8');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * A text only the full listing holds (not its summary, not another listing): if it is in a script,
 * that script carries the listing. Plain characters only, so it reads the same in minified code.
 */
function fingerprints(): Map<string, string> {
  const summaries = JSON.stringify(buildEventSummaries());
  const texts = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(texts) : v && typeof v === 'object' ? Object.values(v).flatMap(texts) : []);
  const out = new Map<string, string>();
  for (const e of events) {
    const others = events.filter((o) => o !== e).map((o) => JSON.stringify(o));
    const found = texts(e as EventListing)
      .map((t) => /^[A-Za-z0-9 ,.]{40}/.exec(t)?.[0])
      .find((t) => t && !summaries.includes(t) && !others.some((o) => o.includes(t)));
    if (found) out.set(e.slug, found);
  }
  return out;
}

/** Every script a prerendered page loads at once: its entry, its modulepreloads and their static imports. */
async function startupScripts(html: string): Promise<string[]> {
  const manifest = JSON.parse(await read('.vite/manifest.json')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const files = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+)"/g)].map((m) => m[1]));
  const visit = (key: string | undefined) => {
    const c = key ? manifest[key] : undefined;
    if (!c) return;
    files.add(c.file);
    for (const i of c.imports ?? []) if (!files.has(manifest[i]?.file)) visit(i);
  };
  for (const f of [...files]) visit(byFile.get(f));
  return [...files];
}

const routeData = (html: string) => {
  const m = /<script type="application\/json" id="fika:route-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]) as Record<string, unknown>) : null;
};

describe('events pages in the build', () => {
  const marks = fingerprints();

  it('finds a fingerprint for most listings', () => {
    expect(marks.size).toBeGreaterThan(events.length / 2);
  });

  it('bundles no script with more than one full listing (the catalogue stays out of the browser build)', async () => {
    const assets = (await readdir(join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
    for (const f of assets) {
      const code = await read(join('assets', f));
      const held = [...marks].filter(([, mark]) => code.includes(mark)).map(([slug]) => slug);
      expect(held.length, `${f} holds ${held.join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('loads no full listing at startup on the events list; its HTML lists every event', async () => {
    const html = await read('events/index.html');
    for (const e of events) expect(html).toContain(`href="/events/${e.slug}"`);
    for (const f of await startupScripts(html)) {
      const code = await read(f);
      expect([...marks].filter(([, mark]) => code.includes(mark)).map(([slug]) => slug), f).toEqual([]);
    }
  });

  it('gives each event page its listing in the page, with its content and JSON-LD, and no listing in its scripts', async () => {
    for (const e of events) {
      const html = await read(`events/${e.slug}/index.html`);
      expect(html, e.slug).toContain(`<meta name="fika:prerendered" content="/events/${e.slug}">`);
      expect(html).toMatch(/<script type="application\/ld\+json" data-head>/);
      expect(html).toContain('Attendance policy');
      const data = routeData(html)?.['/events/:slug'] as EventPageData | undefined;
      expect(data?.event.slug).toBe(e.slug);
      for (const f of await startupScripts(html)) {
        const code = await read(f);
        expect([...marks].filter(([, mark]) => code.includes(mark)).map(([slug]) => slug), `${e.slug}: ${f}`).toEqual([]);
      }
    }
  });
});

describe('events pages in the browser', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.stop();
  });

  function watch(page: Page) {
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (err) => problems.push(err.message));
    // Scripts, stylesheets and the data files (web/src/lib/site-data.ts) a listing now comes in.
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet' || path.startsWith('/data/')) scripts.push(path);
    });
    return { problems, scripts };
  }

  it('hydrates an event page with the data in the page: no request for its listing, no stylesheet fetched twice', async () => {
    const { page } = await e.newPage();
    const seen = watch(page);
    const slug = events.find((x) => x.featured)!.slug;
    await page.goto(`/events/${slug}`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(events.find((x) => x.slug === slug)!.title);
    // Hydrated: the calendar button works.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Add to calendar/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${slug}.ics`);
    expect(seen.scripts.filter((s) => s.endsWith('.css'))).toEqual([]);
    expect(seen.scripts.filter((s) => s.includes(slug))).toEqual([]);
    expect(seen.problems).toEqual([]);
  });

  it('opens an event from the list with that listing only', async () => {
    const { page } = await e.newPage();
    const seen = watch(page);
    await page.goto('/events', { waitUntil: 'networkidle' });
    const link = page.locator('article.event-card a').nth(1);
    const title = (await link.textContent())!.trim();
    const target = events.find((x) => x.title === title)!;
    const before = seen.scripts.length;
    await link.click();
    await page.waitForURL(`**/events/${target.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toContain(title);
    const loaded = seen.scripts.slice(before);
    expect(loaded.filter((s) => events.some((x) => s.includes(`/${x.slug}-`) || s.endsWith(`/${x.slug}.json`)))).toEqual([`/data/events/en/${target.slug}.json`]);
    await expect.poll(() => page.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M (JST|HST)/).first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(seen.problems).toEqual([]);
  });

  it('shows the not-found page for an unknown event', async () => {
    const { page } = await e.newPage();
    const response = await page.goto('/events/no-such-event', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    // 404.html is the generic not-found page for every unknown path; the event route hydrates it into
    // the event's own not-found page once its chunk has run.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe("We couldn't find that event");
  });
});
