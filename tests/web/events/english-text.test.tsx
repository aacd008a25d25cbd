// @vitest-environment node
/**
 * An event with no Japanese text (an organiser's new event, before anyone translates it): its
 * Japanese page is its English text under the note the blog's untranslated posts carry, names the
 * English page as canonical, and neither of its pages names `hreflang` alternates, in the head or
 * the sitemap. Rendered with the prerender's own entry (web/src/entry-server.tsx), as the build and
 * the site publisher render it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headHtml, render, setCatalogue } from '../../../web/src/entry-server';
import { seedCatalogue } from '../../../content/events/seed';
import { localizeEvent } from '../../../content/events/localize';
import { sitemapXml, type PageInfo } from '../../../web/scripts/render-site';
import { readFileSync } from 'node:fs';

const seed = seedCatalogue();
const untranslated = seed.find((e) => e.listing.featured && e.ja)!;
const translated = seed.find((e) => e !== untranslated && e.ja && !e.listing.exclusive)!;
/** The note, as the common Japanese catalogue writes it (read as text: the build compiles the catalogues). */
const NOTE = (JSON.parse(readFileSync(new URL('../../../web/src/messages/ja.json', import.meta.url), 'utf8')) as Record<string, string>)['layout.englishTextNote'];

beforeAll(() => {
  const { ja: _dropped, ...withoutJa } = untranslated;
  setCatalogue(
    seed.map((e) => (e === untranslated ? withoutJa : e)),
    1_000,
  );
});
afterAll(() => setCatalogue(seed, 0));

/** What the sitemap lists of a rendered page (web/scripts/render-site.ts renderPage). */
const infoOf = (head: Awaited<ReturnType<typeof render>>['head']): PageInfo => ({
  sitemap: !head.noindex && !head.canonicalPath,
  ...(head.alternates && !head.noindex ? { alternates: head.alternates } : {}),
  data: [],
  rendered: '2026-11-27',
});

describe('an event with no Japanese text', () => {
  it('shows its English text on its Japanese page under the blog’s English-text note, canonical to the English page', async () => {
    const slug = untranslated.listing.slug;
    const page = await render(`/ja/events/${slug}`);
    expect(page.lang).toBe('ja');
    expect(page.html).toContain(NOTE);
    expect(page.html).toContain('english-text-note');
    expect(page.html).toContain(untranslated.listing.title);
    expect(page.html).not.toContain(untranslated.ja!.title!);
    expect(page.head.canonicalPath).toBe(`/events/${slug}`);
    expect(page.head.alternates).toBeUndefined();
    const head = headHtml(page.head);
    expect(head).not.toContain('hreflang');
    expect(head).toContain(`<link rel="canonical" href="https://fika.community/events/${slug}"`);
  });

  it('names no Japanese alternate on its English page, and the sitemap lists the English page alone, without hreflang', async () => {
    const slug = untranslated.listing.slug;
    const en = await render(`/events/${slug}`);
    expect(en.head.alternates).toBeUndefined();
    expect(headHtml(en.head)).not.toContain('hreflang');
    expect(en.html).not.toContain(NOTE);
    const jaPage = await render(`/ja/events/${slug}`);
    const xml = sitemapXml('https://fika.community', { [`/events/${slug}`]: infoOf(en.head), [`/ja/events/${slug}`]: infoOf(jaPage.head) });
    expect(xml).toContain(`<loc>https://fika.community/events/${slug}</loc>`);
    expect(xml).not.toContain(`/ja/events/${slug}`);
    expect(xml).not.toContain('hreflang');
  });

  it('leaves a translated event as it was: Japanese text, no note, both languages as alternates', async () => {
    const slug = translated.listing.slug;
    const page = await render(`/ja/events/${slug}`);
    expect(page.html).toContain(localizeEvent(translated.listing, 'ja').title);
    expect(page.html).not.toContain(NOTE);
    expect(page.head.canonicalPath).toBeUndefined();
    expect(page.head.alternates).toEqual({ en: `/events/${slug}`, ja: `/ja/events/${slug}` });
    expect(headHtml(page.head)).toContain(`hreflang="en"`);
  });
});
