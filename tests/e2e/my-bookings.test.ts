/**
 * Issue 29 point 4, end to end in Chromium: a signed-in member registers for an event on its page,
 * sees the place on the dashboard's "My bookings", and the event page says they are going; its
 * "Cancel" opens the reservation page, which cancels it, and the event page offers the reserve
 * button again; the box of the place has the form's height (no jump when it replaces it).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startE2E, untilLive, type E2E } from '../support/e2e';
import { eventBySlug } from '../../content/events/index';
import type { Page } from 'playwright-core';

const FREE = 'ginza-rooftop-happy-hour';
const email = `e2e.bookings.${Date.now()}@example.com`;

describe('my bookings e2e', () => {
  let e: E2E;
  let page: Page;

  beforeAll(async () => {
    e = await startE2E();
    ({ page } = await e.newPage());
    const r = await page.request.post('/api/email-signup', { data: { email, source: 'website', metadata: { signup_page: '/' } } });
    expect(r.ok()).toBe(true);
    await page.request.post('/api/member-dashboard', { data: { action: 'request_access', data: { email } } });
    const mail = await e.mail(email, /member access link/);
    await page.goto(e.linkIn(mail, /\/member-login\?token=/));
    await page.waitForURL('**/member-dashboard');
  });

  afterAll(async () => {
    await e?.stop();
  });

  it('registers on the event page, finds the place on the dashboard, sees "You\'re going" and cancels from there', async () => {
    const event = eventBySlug(FREE)!;
    await page.goto(`/events/${FREE}`);
    const box = page.locator('.event-registration');
    // The member's address fills the form; the server registers the place.
    await expect.poll(() => box.getByLabel('Email').inputValue(), { timeout: 15_000 }).toBe(email);
    await untilLive(box.getByRole('button', { name: 'Reserve My Spot' }));
    await box.getByRole('button', { name: 'Reserve My Spot' }).click();
    await box.getByText("You're confirmed for this event!", { exact: false }).waitFor({ timeout: 15_000 });

    await page.goto('/member-dashboard');
    const mine = page.getByTestId('my-bookings');
    const row = mine.getByTestId('booking').filter({ hasText: event.title });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.innerText()).toContain("You're going");

    await page.goto(`/events/${FREE}`);
    const going = page.getByTestId('your-place');
    await going.waitFor({ timeout: 15_000 });
    expect(await going.innerText()).toContain("You're going · Cancel");
    const boxHeight = (await going.boundingBox())!.height;

    await untilLive(going.getByRole('link', { name: 'Cancel' }));
    await going.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/cancel-reservation/**');
    await page.getByRole('button', { name: /^(Yes, cancel my reservation|Cancel anyway)$/ }).click();
    await page.getByText('Your attendance has been cancelled successfully.').waitFor({ timeout: 15_000 });

    await page.goto(`/events/${FREE}`);
    await untilLive(page.locator('.event-registration').getByRole('button', { name: 'Reserve My Spot' }));
    expect(await page.getByTestId('your-place').count()).toBe(0);
    // The box of the place took the form's height: no jump when it replaced the form.
    const formHeight = (await page.locator('.event-registration form').boundingBox())!.height;
    expect(Math.abs(boxHeight - formHeight)).toBeLessThanOrEqual(2);
  });
});
