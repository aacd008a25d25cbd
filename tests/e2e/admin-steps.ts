/** Browser steps the admin e2e tests share. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2E } from '../support/e2e';

/** Signs admin@example.com in with the link from the mailbox and opens one admin section from the nav. */
export async function openAdminSection(e: E2E, page: Page, section: string, path: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Admin email').fill('admin@example.com');
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect.poll(() => page.getByText('a sign-in link is on its way').isVisible(), { timeout: 15_000 }).toBe(true);
  await page.goto(e.linkIn(await e.mail('admin@example.com', /admin sign-in/i), /\/admin\/login\?token=/));
  await page.waitForURL((u) => u.pathname === '/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: section }).click();
  await page.waitForURL((u) => u.pathname === path);
}
