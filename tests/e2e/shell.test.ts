/**
 * The app shell end to end, in Chromium against the real local stack (built SPA, prerendered pages):
 * admin sign-in through the mailbox link, the not-found page and the statuses the server answers
 * with, and the error screen when a page's code cannot be loaded.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import { watchErrors } from './watch-errors';

/** An original in content/images (the image handler resizes it). */
const IMAGE = readdirSync(join(import.meta.dirname, '../../content/images')).find((f) => f.endsWith('.jpg'))!.replace(/\.jpg$/, '');

/** The stack shares the machine with the browser: give answers time on a busy CI box. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });

describe('app shell e2e', () => {
  let e: E2E;

  beforeAll(async () => {
    e = await startE2E();
  });
  afterAll(async () => {
    await e?.stop();
  });

  it('signs an admin in through the emailed link, in every tab of the browser, and out again in all of them', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/admin');
    // Not signed in: the guard sends the visitor to the sign-in page.
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Admin email').fill('admin@example.com');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await poll(() => page.getByText(/If that address is on the admin list/).isVisible()).toBe(true);

    const mail = await e.mail('admin@example.com', /admin sign-in/i);
    const link = e.linkIn(mail, /token=/);
    await page.goto(link);
    await page.waitForURL((u) => u.pathname === '/admin');
    await poll(() => page.getByText('admin@example.com').first().isVisible()).toBe(true);
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => localStorage.getItem('fika_admin_session'))).toBeTruthy();
    await poll(() => page.getByRole('heading', { level: 1, name: 'Admin' }).isVisible()).toBe(true);

    // A second tab of the same browser is signed in without a new link.
    const tab2 = await context.newPage();
    await tab2.goto('/admin');
    await poll(() => tab2.getByRole('heading', { level: 1, name: 'Admin' }).isVisible()).toBe(true);
    expect(new URL(tab2.url()).pathname).toBe('/admin');

    // The link works once.
    const { page: other } = await e.newPage();
    await other.goto(link);
    await poll(() => other.getByText(/invalid, expired or already used/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('fika_admin_session'))).toBeNull();
    // Signing out in one tab signs out the other.
    await tab2.waitForURL('**/admin/login');
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
  });

  it('shows the not-found page for a wrong address', async () => {
    const { page } = await e.newPage();
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 - Page Not Found');
    expect(await page.title()).toBe('404 - Page Not Found | Fika Community');
    for (const href of ['/', '/events', '/blog', '/conversation-starters', '/tokyo-survival-guide', '/monthly-fika', '/goal-accountability-partners', '/contact']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    await page.locator('main a[href="/events"]').first().click();
    await page.waitForURL('**/events');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Find your next table');
  });

  it('answers unknown paths with the not-found page and 404, known ones with 200, HEAD as GET without a body', async () => {
    for (const path of ['/this-page-does-not-exist', '/events/no-such-event', '/events/city/atlantis', '/events/city', '/blog/no-such-post', '/admin/nope', '/about/more']) {
      const get = await fetch(`${e.url}${path}`);
      expect(get.status, path).toBe(404);
      expect(get.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await get.text()).toContain('<h1>404 - Page Not Found</h1>');
      const head = await fetch(`${e.url}${path}`, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(404);
      expect(await head.text()).toBe('');
    }
    for (const path of ['/', '/about/', '/events', '/events/city/osaka', '/blog', '/admin', '/member-dashboard', '/cancel-reservation/eyJhIjoxfQ~abc', '/robots.txt']) {
      expect((await fetch(`${e.url}${path}`)).status, path).toBe(200);
      const head = await fetch(`${e.url}${path}`, { method: 'HEAD' });
      expect(head.status, `HEAD ${path}`).toBe(200);
      expect(await head.text()).toBe('');
    }
    expect((await fetch(`${e.url}/assets/no-such-chunk-1234.js`)).status).toBe(404);
    const image = await fetch(`${e.url}/img/${IMAGE}?p=small`, { method: 'HEAD', headers: { accept: 'image/webp' } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(await image.text()).toBe('');
  });

  it('hydrates the not-found page on an unknown path, without errors', async () => {
    const { page } = await e.newPage();
    const problems = watchErrors(page);
    // The heading as parsed from the HTML, before the app's scripts run: hydration keeps that element.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { parsedHeading: unknown }).parsedHeading = document.querySelector('h1');
      });
    });
    const response = await page.goto('/no/such/page', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await poll(() => page.evaluate(() => document.querySelector('h1')?.textContent)).toBe('404 - Page Not Found');
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { parsedHeading: unknown }).parsedHeading)).toBe(true);
    expect(await page.title()).toBe('404 - Page Not Found | Fika Community');
    // The page is live: its links navigate in the app.
    await page.locator('main a[href="/blog"]').first().click();
    await page.waitForURL('**/blog');
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Stories from the table');
    expect(problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p))).toEqual([]);
  });

  it('shows the error screen when a page chunk fails to load', async () => {
    const { page } = await e.newPage();
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)));
    // From now on every script that is not loaded yet fails, as after a deploy removed old chunks.
    await page.route('**/assets/*.js', (route) => (loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort()));
    await page.locator('header a[href="/about"]').click();
    await poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).toBe(true);
    await poll(() => page.getByText("We encountered an unexpected error. Don't worry, our team has been notified.").isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reload Page' }).isVisible()).toBe(true);
    expect(await page.locator('main [role="alert"] a', { hasText: 'Go Home' }).getAttribute('href')).toBe('/');
    await page.unroute('**/assets/*.js');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).not.toBe('Something went wrong');
  });
});
