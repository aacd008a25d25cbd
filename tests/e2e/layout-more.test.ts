/**
 * Layouts that hold, in Chromium against the built site: every Japanese page of the sitemap on a
 * phone and a desktop, the member pages signed in as a member and the admin pages signed in as the
 * admin, at every width (the walk: layout-walk.ts; the English pages: layout.test.ts).
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import type { Page } from 'playwright-core';
import { ADMIN_PATHS, HEIGHT, SCREENSHOTS, SHOTS, WORKERS, contentReady, contextsFor, measure, memberPaths, memberReady, mobileMenuProblems, problemsOf, sitemapPaths, walk } from './layout-walk';

/** The header of / and /ja/ measured at every width from 320 to 1480 px in steps of 20 (one load per language). */
async function headerSweep(page: Page, who: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of ['/', '/ja/']) {
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await page.goto(path);
    await contentReady(page);
    for (let width = 320; width <= 1480; width += 20) {
      await page.setViewportSize({ width, height: HEIGHT });
      problems.push(...problemsOf(`${who} ${path} at ${width} px`, await measure(page)));
    }
  }
  return problems;
}

describe('layouts hold at every width e2e: Japanese pages, members, admins', () => {
  let e: E2E;
  const started = Date.now();

  beforeAll(async () => {
    for (const role of ['visitor-ja', 'member', 'admin']) rmSync(join(SHOTS, role), { recursive: true, force: true });
    e = await startE2E();
  });

  afterAll(async () => {
    await e?.stop();
    console.log(`layout walk: ${Date.now() - started} ms${SCREENSHOTS ? `; screenshots in ${SHOTS}` : ' (LAYOUT_SHOTS=1 saves a screenshot of each page and width)'}`);
  });


  it('signed out: every Japanese page of the sitemap fits on a phone and on a desktop, the open mobile menu too', { timeout: 300_000 }, async () => {
    const paths = sitemapPaths().filter((p) => p.startsWith('/ja/'));
    expect(paths.length).toBeGreaterThan(40);
    const contexts = await contextsFor(e, WORKERS);
    const problems = await walk('visitor-ja', contexts, paths, async () => undefined, [360, 1280]);
    problems.push(...(await mobileMenuProblems('visitor-ja', contexts[0].pages()[0], '/ja/')));
    expect(problems).toEqual([]);
  });

  it('the header holds at every width from 320 to 1480 px in both languages: no label broken, nothing outside the viewport', { timeout: 120_000 }, async () => {
    const [ctx] = await contextsFor(e, 1);
    expect(await headerSweep(ctx.pages()[0], 'visitor')).toEqual([]);
  });

  it('signed in as a member: the member pages fit at every width; the header menu holds Passport and Logout', { timeout: 240_000 }, async () => {
    const email = `e2e.layout.member.with.a.long.address.${Date.now()}@example.com`;
    const r = await fetch(`${e.url}/api/email-signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, source: 'website' }) });
    expect(r.status).toBe(201);
    const [first] = await contextsFor(e, 1);
    const page = first.pages()[0];
    await page.goto('/member-login');
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Send my access link' }).click();
    await page.goto(e.linkIn(await e.mail(email, /member access link/), /\/member-login\?token=/));
    await page.waitForURL('**/member-dashboard');
    const second = (await e.newPage({ viewport: { width: 1440, height: HEIGHT }, storageState: await first.storageState() })).context;

    const problems = await walk('member', [first, second], memberPaths(), memberReady);
    problems.push(...(await mobileMenuProblems('member', page, '/member-dashboard')));
    problems.push(...(await headerSweep(page, 'member')));
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
    const [context] = await contextsFor(e, 1);
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
