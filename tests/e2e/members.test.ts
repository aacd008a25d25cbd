/**
 * Members end to end, in Chromium against the real local stack: request access → open the mailbox
 * link → submit a check-in → see streak and encouragement → check in at an event with its code →
 * see the new stamp and, at the bronze threshold, "Tier Unlocked!".
 *
 * Check-in only opens around an event, so the server's clock is moved to 15 minutes into the third
 * upcoming stamp-eligible occurrence (only Date is faked, in this process, where the stack runs;
 * the browser keeps real time, which is earlier, so nothing it stores looks expired). The two earlier
 * occurrences are recorded through the host back-fill API, the third through the page.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import { occurrencesAround } from '../../domain/passport/occurrences';
import type { Page } from 'playwright-core';

const [o1, o2, o3] = occurrencesAround(new Date(), 0, 60);
const serverNow = new Date(o3.startsAt.getTime() + 15 * 60_000);
const email = `e2e.member.${Date.now()}@example.com`;

async function api(e: E2E, path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${e.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as { success: boolean; data?: any; error?: string } };
}

async function adminBearer(e: E2E): Promise<Record<string, string>> {
  await api(e, '/api/admin-auth', { action: 'request_link', data: { email: 'admin@example.com' } });
  const mail = await e.mail('admin@example.com', /admin sign-in/i);
  const token = new URL(e.linkIn(mail, /token=/)).searchParams.get('token');
  const v = await api(e, '/api/admin-auth', { action: 'verify', data: { token } });
  return { authorization: `Bearer ${v.body.data.token}` };
}

describe('members e2e', () => {
  let e: E2E;
  let page: Page;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(serverNow);
    e = await startE2E();
    ({ page } = await e.newPage());
    const signup = await api(e, '/api/email-signup', { email, source: 'website', metadata: { signup_page: '/' } });
    expect(signup.body.success).toBe(true);
  });

  afterAll(async () => {
    await e?.stop();
    vi.useRealTimers();
  });

  it('signs in with the emailed link, which leaves the address at once', async () => {
    await page.goto('/member-login');
    await page.getByLabel('Your email').fill(`  ${email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Send my access link' }).click();
    await expect.poll(() => page.getByText('Check your email').isVisible()).toBe(true);

    const mail = await e.mail(email, /member access link/);
    await page.goto(e.linkIn(mail, /\/member-login\?token=/));
    await page.waitForURL('**/member-dashboard');
    expect(page.url()).not.toContain('token=');
    await expect.poll(() => page.locator('.site-header').innerText(), { timeout: 15_000 }).toContain(`Hi, ${email.split('@')[0]}!`);
  });

  it('submits a check-in and shows the streak and the encouragement', async () => {
    await page.getByLabel('Goals met this week').fill('Booked my first language exchange');
    await page.getByRole('group', { name: /Mood rating/ }).getByLabel('4').check();
    await page.getByRole('group', { name: /Progress rating/ }).getByLabel('5').check();
    await page.getByLabel('Hours invested this week').fill('3');
    await page.getByRole('button', { name: 'Submit check-in' }).click();
    await expect.poll(() => page.getByText('Check-in saved').isVisible()).toBe(true);
    const stats = page.getByRole('region', { name: 'Your stats' });
    await expect.poll(() => stats.innerText()).toContain('1 week');
    await expect.poll(() => page.locator('.member-encouragement').innerText()).toContain('Outstanding progress');
    const mail = await e.mail(email, /Check-in received/);
    expect(mail.text).toContain('Current streak: 1 week');
  });

  it('checks in at an event with its code, and the third stamp unlocks bronze', async () => {
    const admin = await adminBearer(e);
    for (const o of [o1, o2]) {
      const r = await api(e, '/api/send-passport-magic-link', { action: 'admin_record_attendance', data: { email, eventSlug: o.event.slug, occurrence: o.occurrence } }, admin);
      expect(r.status).toBe(200);
    }
    const codes = await api(e, '/api/send-passport-magic-link', { action: 'get_checkin_codes', data: {} }, admin);
    const row = codes.body.data.find((x: { eventSlug: string; occurrence: string }) => x.eventSlug === o3.event.slug && x.occurrence === o3.occurrence);
    expect(row.open).toBe(true);

    // The QR code's link: event and code are filled in.
    await page.goto(`/checkin?event=${encodeURIComponent(o3.event.slug)}&code=${row.code}`);
    await expect.poll(() => page.getByRole('radio', { name: new RegExp(o3.event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).isChecked()).toBe(true);
    expect(await page.getByLabel('Check-in code').inputValue()).toBe(row.code);
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect.poll(() => page.getByText('New stamp collected!').isVisible()).toBe(true);
    expect(await page.getByText('You now have 3 stamps.').isVisible()).toBe(true);
    expect(await page.getByText('Tier Unlocked!').isVisible()).toBe(true);
    expect(await page.getByText('Welcome to Community Member').isVisible()).toBe(true);
    await expect.poll(() => page.locator('.site-header').innerText(), { timeout: 15_000 }).toContain('3 stamps');

    // The tier email follows through the bus.
    const tierMail = await e.mail(email, /Tier Unlocked!/);
    expect(tierMail.subject).toBe('Tier Unlocked! You are now a Community Member');
  });

  it('shows the stamps and the tier on the passport', async () => {
    await page.goto('/member-passport');
    const live = page.locator('#my-passport');
    await expect.poll(() => live.innerText(), { timeout: 15_000 }).toContain('Community Member');
    expect(await live.innerText()).toContain('3 stamps');
    expect(await live.innerText()).toContain(o3.event.title);
  });

  it('"My passport" on the dashboard opens the member\'s own passport at the top of the screen', async () => {
    await page.goto('/member-dashboard');
    await page.getByRole('link', { name: /My passport/ }).click();
    await page.waitForURL((u) => u.pathname === '/member-passport' && u.hash === '#my-passport');
    const live = page.locator('#my-passport');
    await expect.poll(() => live.innerText(), { timeout: 15_000 }).toContain('3 stamps');
    // The passport, not the top of the page about passports: its heading sits just under the fixed header.
    await expect.poll(async () => (await page.locator('#my-passport-heading').boundingBox())?.y ?? -1, { timeout: 5_000 }).toBeGreaterThan(0);
    const header = (await page.locator('.site-header').boundingBox())!;
    const heading = (await page.locator('#my-passport-heading').boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(heading.y).toBeLessThan(header.y + header.height + 120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});
