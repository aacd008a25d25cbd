/**
 * Founding-members events in Chromium against the real local stack: a subscriber (signed in as a
 * member, which proves the email) who is not a
 * founding member is refused on the event page with the event's own explanation; an admin adds
 * them on /admin/founding-members; the same form then confirms them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import { eventBySlug } from '../../content/events/index';
import { keys } from '../../functions/lib/keys';
import { openAdminSection } from './admin-steps';

const FOUNDERS = 'founding-members-fika-tokyo';
const email = 'early.subscriber@example.com';

describe('founding-members events in the browser', () => {
  let e: E2E;
  beforeAll(async () => {
    e = await startE2E();
    // A subscriber of five minutes, as the billing side stores one.
    await e.stack.ports.table.put({ ...keys.subscription(email), type: 'Subscription', email, subscription_status: 'active', current_period_end: '2099-01-01T00:00:00.000Z', rev: 1 });
  });
  afterAll(async () => {
    await e?.stop();
  });

  /**
   * The subscriber, signed in as a member: a subscription counts only for a caller who proves the
   * email (docs/security.md), and the event page sends the signed-in member's own session.
   */
  let session: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>> | undefined;
  async function signedIn() {
    if (session) return (await e.newPage({ storageState: session })).page;
    const { page, context } = await e.newPage();
    await page.goto('/member-login');
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Send my access link' }).click();
    await page.goto(e.linkIn(await e.mail(email, /member access link/), /\/member-login\?token=/));
    await page.waitForURL('**/member-dashboard');
    session = await context.storageState();
    return page;
  }

  async function register() {
    const page = await signedIn();
    await page.goto(`/events/${FOUNDERS}`);
    const box = page.locator('.event-registration');
    // The page is live (hydrated, its places loaded) before the form is used.
    await page.locator('.availability').getByText(/places? left|on the waitlist/).waitFor({ timeout: 30_000 });
    await box.getByLabel('Email').fill(email);
    await box.getByRole('button', { name: /Reserve My Spot|Join the Waitlist/ }).click();
    return { page, box };
  }

  it('refuses a subscriber who is not a founding member with the event’s own explanation', async () => {
    const { box } = await register();
    const alert = box.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toBe(eventBySlug(FOUNDERS)!.exclusiveRefusal);
  });

  it('an admin adds them as a founding member, and the same form confirms them', async () => {
    const { page } = await e.newPage();
    await openAdminSection(e, page, 'Founding members', '/admin/founding-members');
    await page.getByText('No founding members yet.').waitFor({ timeout: 30_000 });
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Add founding member' }).click();
    await page.getByText(`${email} is a founding member.`, { exact: false }).waitFor({ timeout: 15_000 });
    await page.getByRole('rowheader', { name: email }).waitFor();

    const { box } = await register();
    await box.getByText("You're confirmed for this event!", { exact: false }).waitFor({ timeout: 30_000 });
  });
});
