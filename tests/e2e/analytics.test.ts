/**
 * First-party analytics in Chromium against the real local stack: a visitor who accepted analytics
 * cookies on /cookies visits pages and clicks an event card; an admin then sees those page views
 * and the card click on /admin/analytics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, untilLive, type E2E } from '../support/e2e';
import { openAdminSection } from './admin-steps';

describe('first-party analytics in the browser', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.stop();
  });

  it('a consenting visitor’s page views and event card click show up on /admin/analytics', async () => {
    const { page: visitor } = await e.newPage();
    await visitor.goto('/cookies');
    const analytics = visitor.getByLabel('Analytics');
    // The panel reads the saved choice after hydration: wait until it is interactive.
    await expect.poll(() => analytics.isEnabled(), { timeout: 15_000 }).toBe(true);
    await analytics.check();
    await visitor.getByRole('button', { name: 'Save preferences' }).click();
    await visitor.getByText('Preferences saved.', { exact: false }).waitFor({ timeout: 15_000 });

    await visitor.goto('/events');
    const card = visitor.locator('.event-card__link').first();
    // Hydrated, the page has counted its view and the card counts its click (before that, the link
    // loads the event page in full, as plain HTML does).
    await untilLive(card);
    const href = (await card.getAttribute('href'))!;
    const title = ((await card.textContent()) ?? '').trim();
    await card.click();
    await visitor.waitForURL((u) => u.pathname === href);
    // The event page has rendered (its view is recorded once it shows).
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toContain(title);
    await untilLive(visitor.getByRole('heading', { level: 1 }));
    // Leaving the page hides it: the batch goes out with sendBeacon.
    await visitor.goto('about:blank');

    const { page } = await e.newPage();
    await openAdminSection(e, page, 'Analytics', '/admin/analytics');
    const rowsOf = async (table: string) => {
      const t = page.getByRole('table', { name: table });
      return (await t.count()) ? t.getByRole('row').allTextContents() : [];
    };
    await expect
      .poll(
        async () => {
          await e.stack.bus.drain();
          await page.reload();
          await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
          const main = page.locator('#main');
          await main.getByText(/The last \d+ days:|No visits were counted/).or(main.getByRole('alert')).first().waitFor({ timeout: 15_000 });
          const pages = await rowsOf('Most viewed pages');
          const cards = await rowsOf('Events by card clicks');
          // A row reads as its cells run together: "/events12", "Autumn Fikaautumn-fika1".
          const viewed = (path: string) => pages.some((r) => new RegExp(`^${path}\\d+$`).test(r));
          return { events: viewed('/events'), event: viewed(href), cookies: viewed('/cookies'), click: cards.some((r) => r.startsWith(title) && /\D1$/.test(r)) };
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual({ events: true, event: true, cookies: true, click: true });
    const tiles = page.getByLabel('Totals in the window');
    expect(Number(await tiles.getByText('Event card clicks').locator('xpath=following-sibling::dd').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await tiles.getByText('Page views').locator('xpath=following-sibling::dd').textContent())).toBeGreaterThanOrEqual(3);
  }, 120_000);
});
