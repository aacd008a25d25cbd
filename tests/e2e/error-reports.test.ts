/**
 * Error reports end to end, in Chromium against the real local stack: the poll API answers a
 * malformed poll (no options) that the home page's poll renders, the render throws, the error
 * screen says the team has been notified and reports it; the team's mailbox has the "New error"
 * mail, and the admin finds the error on /admin/errors with its stack.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { openAdminSection } from './admin-steps';

const TEAM = 'team@fika.community';
const MESSAGE = /TypeError: Cannot read properties of null \(reading 'map'\)/;

describe('error reports e2e', () => {
  let e: E2E;
  let page: Page;

  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.newPage());
  });

  afterAll(async () => {
    await e?.stop();
  });

  it('a render error shows the error screen and is reported to the API', async () => {
    // The real API answers everything else; get_active_poll answers a poll without its options.
    await page.route('**/api/poll', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { action?: string };
      if (body.action !== 'get_active_poll') return route.continue();
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { poll: { id: 'broken', title: 'Broken poll', description: '', is_active: true, closes_at: '2099-01-01T00:00:00Z', is_closed: false, total_votes: 0, options: null } } }),
      });
    });
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/client-errors'), { timeout: 60_000 });
    reported.catch(() => undefined); // awaited below; a timeout fails the test there, not as an unhandled rejection
    await page.goto('/');
    // The poll section loads when it comes into view: scrolled to again on each look, in case the
    // first scroll came before the page had hydrated on a busy machine.
    await expect
      .poll(
        async () => {
          const section = page.locator('#interactive');
          if (await section.count()) await section.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
          return page.getByRole('heading', { name: 'Something went wrong' }).isVisible();
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await expect.poll(() => page.getByText("Don't worry, our team has been notified.", { exact: false }).isVisible()).toBe(true);
    const answer = await reported;
    expect(answer.status()).toBe(202);
    const sent = JSON.parse(answer.request().postData() ?? '{}') as { message: string; path: string; release: string; stack: string };
    expect(sent.message).toMatch(MESSAGE);
    expect(sent.path).toBe('/');
    expect(sent.release).not.toBe('dev');
    expect(sent.stack).toMatch(/\/assets\/.+\.js:\d+:\d+/);
    await page.unroute('**/api/poll');
  });

  it("the team's mailbox has the mail, and /admin/errors lists the error with its stack", async () => {
    const mail = await e.mail(TEAM, /^New error: TypeError: Cannot read properties of null/);
    expect(mail.text).toContain('Reports so far');
    expect(mail.text).toContain('/admin/errors');

    const mailbox = (await e.newPage()).page;
    await mailbox.goto('/_dev/mailbox');
    await expect.poll(() => mailbox.getByRole('link', { name: MESSAGE }).first().isVisible(), { timeout: 15_000 }).toBe(true);

    await openAdminSection(e, page, 'Error reports', '/admin/errors');
    const row = page.getByRole('button', { name: MESSAGE });
    await expect.poll(() => row.isVisible(), { timeout: 30_000 }).toBe(true);
    await row.click();
    await expect.poll(() => page.getByLabel(/^Stack of TypeError/).textContent()).toMatch(/\/assets\/.+\.js:\d+:\d+/);
    expect(await row.locator('xpath=ancestor::tr').getByRole('cell').first().textContent()).toBe('Browser');
  });
});
