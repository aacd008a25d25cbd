/**
 * The public site end to end: from the home page to an event and its calendar file, the
 * prerendered HTML (content and JSON-LD without JavaScript), the upcoming lists long after the
 * build, and axe-core on the main pages.
 */
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { watchErrors } from './watch-errors';
import { events, isCancelled, nextOccurrence, eventStart, upcomingEvents } from '../../content/events/index';
import { cardDate } from '../../web/src/lib/event-display';
import { inDateWindow } from '../../web/src/features/events/date-filter';

/** The stack shares the machine with the browser: give answers time on a busy CI box. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: AXE });
  const results = await page.evaluate(async () => {
    const r = await (window as unknown as { axe: { run(ctx?: unknown, o?: unknown): Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('public site e2e', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.stop();
  });

  it('goes from the home page to an event and downloads its calendar file', async () => {
    const { page } = await e.newPage({ acceptDownloads: true });
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Find your tribe, anywhere.');
    const firstEvent = page.locator('#events article a').first();
    await firstEvent.scrollIntoViewIfNeeded();
    const title = (await firstEvent.textContent())!.trim();
    await firstEvent.click();
    await page.waitForURL(/\/events\/[a-z0-9-]+$/);
    await poll(async () => (await page.getByRole('heading', { level: 1 }).textContent())?.includes(title)).toBe(true);
    await poll(() => page.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M (JST|HST)/).first().isVisible()).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Add to calendar/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    // Saved from the (shared, remote) browser: `download.path()` is only for a browser launched here.
    const saved = join(tmpdir(), `fika-${process.pid}-${download.suggestedFilename()}`);
    await download.saveAs(saved);
    const ics = await readFile(saved, 'utf8');
    await rm(saved, { force: true });
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VTIMEZONE');
    expect(ics).toMatch(/DTSTART;TZID=(Asia\/Tokyo|Pacific\/Honolulu):\d{8}T\d{6}/);
    expect(ics).toContain('\r\n');
    const google = await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href');
    expect(google).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
  });

  it('serves prerendered event pages with their content and JSON-LD in the raw HTML', async () => {
    const slug = 'tokyo-december-fika-omotesando';
    const res = await fetch(`${e.url}/events/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="fika:prerendered" content="/events/tokyo-december-fika-omotesando">');
    expect(html).toMatch(/<title>Tokyo December Fika[^<]*\| Fika Community<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/events\/tokyo-december-fika-omotesando"/);
    expect(html).toMatch(/<meta property="og:title" content="Tokyo December Fika/);
    const ld = /<script type="application\/ld\+json" data-head>([\s\S]*?)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    const data = JSON.parse(ld![1]);
    expect(data['@type']).toBe('Event');
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    expect(data.startDate).toMatch(/\+09:00$/);
    // The page content is there before any script runs.
    expect(html).toContain('What to expect');
    expect(html).toContain('Attendance policy');

    const home = await (await fetch(`${e.url}/`)).text();
    expect(home).toContain('Find your tribe, anywhere.');
    expect(home).toContain('id="events"');
    const robots = await (await fetch(`${e.url}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${e.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/events/${slug}</loc>`);
    expect(sitemap).not.toContain('/admin');
  });

  it('hydrates a prerendered page without errors and keeps it interactive', async () => {
    const { page } = await e.newPage();
    const problems = watchErrors(page);
    await page.goto('/events/city/osaka', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Events' }).click();
    expect(await page.getByRole('button', { name: 'Events' }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Events' }).getAttribute('aria-expanded')).toBe('false');
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });

  it('lists the upcoming dates by the catalogue\'s rules a year and a half after the build', async () => {
    const later = new Date(Date.now() + 550 * 86_400_000);
    const { page } = await e.newPage();
    await page.clock.setFixedTime(later);
    const label = (e: (typeof events)[number]) => {
      const date = nextOccurrence(e, later);
      if (!date) return null;
      const c = cardDate(e, date, later);
      return `${c.prefix}${c.label}`;
    };
    const cards = () =>
      page.$$eval('article.event-card', (list) =>
        list.map((c) => ({
          title: c.querySelector('.event-card__title')?.textContent ?? '',
          when: c.querySelector('.event-card__facts dd')?.textContent ?? '',
          datetime: c.querySelector('.event-card__facts time')?.getAttribute('datetime') ?? null,
        })),
      );

    // The events list: each card's next date is the catalogue's at that time (weekly tables included).
    await page.goto('/events', { waitUntil: 'networkidle' });
    // Cards further down render as the reader scrolls near them: read down a screen at a time (a
    // jump to the very bottom would pass the list's slot, which sits above the calendar links).
    await poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      return (await cards()).length;
    }).toBe(events.length);
    const weekly = events.find((x) => x.eventFrequency === 'weekly' && !isCancelled(x))!;
    await poll(async () => (await cards()).find((c) => c.title === weekly.title)?.when ?? '').toContain(label(weekly)!);
    for (const c of await cards()) {
      const listing = events.find((x) => x.title === c.title)!;
      if (!isCancelled(listing) && label(listing)) expect(c.when, listing.slug).toContain(label(listing));
    }
    // In time order of the next occurrence (featured or not), each date in a <time datetime>.
    const shownTimes = (await cards()).filter((c) => c.datetime).map((c) => Date.parse(c.datetime!));
    expect(shownTimes.length).toBe(upcomingEvents(later).length);
    expect(shownTimes).toEqual([...shownTimes].sort((a, b) => a - b));

    // The date filter from a shared URL: "later" keeps only what comes after this month.
    await page.goto('/events?when=later', { waitUntil: 'networkidle' });
    const laterOnes = events.filter((x) => {
      const d = nextOccurrence(x, later);
      return inDateWindow('later', d, later, x.timezone);
    });
    await poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      return (await cards()).map((c) => c.title).sort().join('|');
    }).toBe(laterOnes.map((x) => x.title).sort().join('|'));

    // The home page's four upcoming events, picked at that time.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('#events').scrollIntoViewIfNeeded();
    // Soonest first (weekly tables have their own section above).
    const expected = upcomingEvents(later, events.filter((x) => x.eventFrequency !== 'weekly')).slice(0, 4);
    await poll(async () => (await page.$$eval('#events article.event-card .event-card__title', (l) => l.map((h) => h.textContent))).join('|')).toBe(
      expected.map((x) => x.title).join('|'),
    );
    const homeCards = await page.$$eval('#events article.event-card', (l) => l.map((c) => c.querySelector('.event-card__facts dd')?.textContent ?? ''));
    expected.forEach((x, i) => expect(homeCards[i]).toContain(label(x)!));

    // A weekly event's page dates its structured data with the next occurrence.
    await page.goto(`/events/${weekly.slug}`, { waitUntil: 'networkidle' });
    const startDate = () => page.evaluate(() => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}').startDate as string | undefined);
    await poll(async () => Date.parse((await startDate()) ?? '')).toBe(eventStart(weekly, later)!.getTime());
  });

  it('has no serious or critical accessibility violations on the main pages', async () => {
    // axe is injected as an inline script, which the site's CSP (rightly) forbids.
    const { page } = await e.newPage({ bypassCSP: true });
    const report: Record<string, unknown> = {};
    for (const path of ['/', '/events', '/events/tokyo-december-fika-omotesando', '/blog', '/contact', '/no-such-page']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Let below-the-fold sections load as a reader would reach them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page);
      if (violations.length) report[path] = violations;
    }
    expect(report).toEqual({});
  });
});
