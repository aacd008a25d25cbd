/**
 * Published changes are live without a build (docs/catalogue.md "How a published change reaches
 * the site"): a change written through the event store (functions/lib/event-store.ts, with its
 * `catalogue.changed` outbox item, as the admin API writes it) reaches the site publisher through
 * the stream, the relay and the bus, and the local server then serves prerendered HTML that shows
 * it: the event's pages in both languages, the events list, the city page, the sitemap, the data
 * files, the routes. An unpublished event answers 404 like an unknown one. All within the local
 * target (10 s).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, untilLive, type E2E } from '../support/e2e';
import { getRecord, nextOrder, writeRecord, type EventRecord } from '../../functions/lib/event-store';
import { seedCatalogue } from '../../content/events/seed';
import { watchErrors } from './watch-errors';

const LOCAL_TARGET_MS = 10_000;
const seed = seedCatalogue();
/** A translated event with a Japanese title (both its pages have text of their own). */
const changed = seed.find((e) => e.ja?.title && !e.listing.exclusive && e.listing.city === 'osaka')!;
const NEW_SLUG = 'publish-test-evening-fika';

let e: E2E;

beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.stop();
});

const get = async (path: string) => {
  const r = await fetch(`${e.url}${path}`);
  return { status: r.status, text: await r.text() };
};

/** Waits until `check` holds for what the server answers at `path`; returns the time it took. */
async function until(path: string, check: (r: { status: number; text: string }) => boolean, since: number): Promise<number> {
  for (;;) {
    const r = await get(path);
    if (check(r)) return Date.now() - since;
    if (Date.now() - since > LOCAL_TARGET_MS * 3) throw new Error(`${path} never showed the change (last status ${r.status})`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

async function write(next: EventRecord, expected: number | undefined, action: 'saved' | 'published' | 'unpublished') {
  const at = e.stack.ports.clock.now().toISOString();
  await writeRecord(e.stack.ports, next, expected, { at, admin: 'admin@example.com', action, version: next.version, changes: [] }, true);
}

const titleTag = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json" data-head>([\s\S]*?)<\/script>/.exec(html)![1].replace(/\\u003c/g, '<')) as { name: string };

describe('a published change on the local stack', () => {
  it('shows a changed title on the event pages in both languages, the events lists, the city page and the data files', async () => {
    const slug = changed.listing.slug;
    const current = (await getRecord(e.stack.ports, slug))!;
    const title = `${current.listing.title} – now on Sundays`;
    const jaTitle = `${current.ja!.title}（日曜日に変わりました）`;
    const t0 = Date.now();
    await write({ ...current, listing: { ...current.listing, title }, ja: { ...current.ja, title: jaTitle }, version: current.version + 1 }, current.version, 'saved');
    const ms = await until(`/events/${slug}`, (r) => r.status === 200 && titleTag(r.text).startsWith(title), t0);
    expect(ms).toBeLessThan(LOCAL_TARGET_MS);
    await until(`/ja/events/${slug}`, (r) => titleTag(r.text).startsWith(jaTitle), t0);
    await until('/events', (r) => r.text.includes(title), t0);
    await until('/ja/events', (r) => r.text.includes(jaTitle), t0);
    await until(`/events/city/${changed.listing.city}`, (r) => r.text.includes(title), t0);
    // The home page carries its events (the upcoming list is picked from them when the page runs).
    await until('/', (r) => r.text.includes(title), t0);
    await until('/ja', (r) => r.text.includes(jaTitle), t0);

    const en = await get(`/events/${slug}`);
    // Still a prerendered page a crawler reads: title, JSON-LD, hreflang.
    expect(jsonLd(en.text).name).toBe(title);
    expect(en.text).toContain(`<link rel="alternate" hreflang="ja" href="https://fika.community/ja/events/${slug}"`);
    expect(en.text).toContain('<meta name="fika:rendered-at"');
    expect(jsonLd((await get(`/ja/events/${slug}`)).text).name).toBe(jaTitle);
    // The data files the browser reads on a navigation.
    await until('/sitemap.xml', (r) => r.status === 200, t0);
    expect(JSON.parse((await get(`/data/events/en/${slug}.json`)).text).event.title).toBe(title);
    expect(JSON.parse((await get('/data/events/ja.json')).text).find((s: { slug: string }) => s.slug === slug).title).toBe(jaTitle);
    // An unknown event is still not found.
    expect((await get('/events/no-such-event')).status).toBe(404);
  });

  it('serves a new event (no Japanese text yet) within the target, lists it in the sitemap without hreflang, then takes it down on unpublishing', async () => {
    const p = e.stack.ports;
    const at = p.clock.now().toISOString();
    const base = changed.listing;
    const title = 'Publish-test evening fika';
    const record: EventRecord = {
      listing: { ...base, id: 'publish-test-evening-fika', slug: NEW_SLUG, title, featured: false, relatedEvents: [] },
      slug: NEW_SLUG,
      status: 'published',
      version: 1,
      order: await nextOrder(p),
      createdAt: at,
      updatedAt: at,
      updatedBy: 'admin@example.com',
    };
    expect((await get(`/events/${NEW_SLUG}`)).status).toBe(404);
    const t0 = Date.now();
    await write(record, undefined, 'published');
    const ms = await until(`/events/${NEW_SLUG}`, (r) => r.status === 200 && titleTag(r.text).startsWith(title), t0);
    expect(ms).toBeLessThan(LOCAL_TARGET_MS);
    await until('/sitemap.xml', (r) => r.text.includes(`/events/${NEW_SLUG}</loc>`), t0);

    // Its Japanese page: the English text under the blog's note, canonical to the English page, no hreflang.
    const ja = await get(`/ja/events/${NEW_SLUG}`);
    expect(ja.status).toBe(200);
    expect(ja.text).toContain('english-text-note');
    expect(ja.text).toContain(`<link rel="canonical" href="https://fika.community/events/${NEW_SLUG}"`);
    expect(ja.text).not.toContain('hreflang');
    expect((await get(`/events/${NEW_SLUG}`)).text).not.toContain('hreflang');
    const sitemap = (await get('/sitemap.xml')).text;
    const entry = sitemap.split('<url>').find((u) => u.includes(`/events/${NEW_SLUG}</loc>`))!;
    expect(entry).not.toContain('hreflang');
    expect(sitemap).not.toContain(`/ja/events/${NEW_SLUG}`);
    expect((await get('/events')).text).toContain(`href="/events/${NEW_SLUG}"`);
    expect((await get(`/data/events/en/${NEW_SLUG}.json`)).status).toBe(200);

    // Unpublished: both pages answer 404 with the not-found page, like an unknown slug, and every list forgets it.
    const current = (await getRecord(p, NEW_SLUG))!;
    const t1 = Date.now();
    await write({ ...current, status: 'draft', version: current.version + 1 }, current.version, 'unpublished');
    const down = await until(`/events/${NEW_SLUG}`, (r) => r.status === 404, t1);
    expect(down).toBeLessThan(LOCAL_TARGET_MS);
    await until('/sitemap.xml', (r) => !r.text.includes(NEW_SLUG), t1);
    await until('/events', (r) => !r.text.includes(NEW_SLUG), t1);
    expect((await get(`/ja/events/${NEW_SLUG}`)).status).toBe(404);
    expect((await get(`/events/${NEW_SLUG}`)).text).toBe((await get('/events/no-such-event')).text);
    expect((await get(`/data/events/en/${NEW_SLUG}.json`)).status).toBe(404);
    expect(JSON.parse((await get('/data/events/en.json')).text).some((s: { slug: string }) => s.slug === NEW_SLUG)).toBe(false);
  });

  it('hydrates a republished city page in the browser and opens the changed event from it with its new data', async () => {
    const slug = changed.listing.slug;
    const title = (await getRecord(e.stack.ports, slug))!.listing.title;
    const { page } = await e.newPage();
    const errors = watchErrors(page);
    await page.goto(`/events/city/${changed.listing.city}`, { waitUntil: 'networkidle' });
    const card = page.locator(`article.event-card a[href="/events/${slug}"]`).first();
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain(title);
    await untilLive(card);
    await card.click();
    await page.waitForURL(`**/events/${slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toContain(title);
    expect(errors).toEqual([]);
  });
});
