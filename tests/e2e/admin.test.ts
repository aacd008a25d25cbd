/**
 * Admin console end to end, in Chromium against the real local stack: the admin signs in with the
 * link from the mailbox, opens /admin/newsletter, sends a test newsletter and finds it in the
 * mailbox; then sends it to the list and the subscriber's copy carries the unsubscribe headers.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import type { Page } from 'playwright-core';
import { openAdminSection } from './admin-steps';

const reader = `e2e.reader.${Date.now()}@example.com`;
const subject = `Fika news ${Date.now()}`;

describe('admin console e2e', () => {
  let e: E2E;
  let page: Page;

  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.newPage());
    const r = await fetch(`${e.url}/api/email-signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: reader, source: 'website' }) });
    expect(r.status).toBe(201);
  });

  afterAll(async () => {
    await e?.stop();
  });

  it('signs in with the mailbox link and opens the newsletter page', async () => {
    await openAdminSection(e, page, 'Newsletter', '/admin/newsletter');
    await expect.poll(() => page.getByText('Active subscribers').isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByRole('rowheader', { name: reader }).isVisible()).toBe(true);
  });

  it('sends a test newsletter that arrives in the mailbox', async () => {
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Newsletter text').fill('Hello from the team.\n\n- A new Tokyo fika\n- A forest walk\n\n[See the events](http://localhost/events)');
    await expect.poll(() => page.getByRole('region', { name: 'Preview' }).getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: 'Send test to me' }).click();
    await expect.poll(() => page.getByText('Test sent to admin@example.com. Check your inbox.').isVisible()).toBe(true);

    const mail = await e.mail('admin@example.com', new RegExp(`^\\[Test\\] ${subject}$`));
    expect(mail.text).toContain('Hello from the team.');
    const mailbox = (await e.newPage()).page;
    await mailbox.goto('/_dev/mailbox');
    await mailbox.getByRole('link', { name: `[Test] ${subject}` }).click();
    await expect.poll(() => mailbox.getByRole('heading', { name: `[Test] ${subject}` }).isVisible()).toBe(true);
  });

  it('sends to all active subscribers, with a one-click unsubscribe', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Send to all active subscribers' }).click();
    await expect.poll(() => page.getByText(new RegExp(`Sent "${subject}" to \\d+ subscriber`)).isVisible(), { timeout: 30_000 }).toBe(true);
    const copy = await e.mail(reader, new RegExp(`^${subject}$`));
    expect(copy.category).toBe('marketing');
    expect(copy.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/);
    expect(copy.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const sent = page.getByRole('heading', { name: 'Sent newsletters' }).locator('..');
    await expect.poll(() => sent.getByRole('rowheader', { name: subject }).isVisible()).toBe(true);
  });
});
