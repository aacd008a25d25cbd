/**
 * Subscriptions and event payments in Chromium against the real local stack and its Stripe
 * simulator: subscribing from an event page and completing that registration in one click,
 * seeing the status after signing in by the emailed link, cancelling (active until the period
 * ends) and resuming by the emailed links, and the event
 * page's payment banner, which believes only the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../support/e2e';
import { eventBySlug } from '../../content/events/index';

const INCLUDED = 'signature-sunday-fika-daikanyama';
const PIZZA = 'shimokitazawa-pizza-night';

describe('subscriptions and event payments in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('subscribing from an event page comes back to that event and registers in one click; cancelling keeps it active until the period ends; resuming undoes it', async () => {
    const event = eventBySlug(INCLUDED)!;
    const email = 'returning@example.com';
    const { page } = await e2e.newPage();
    await page.goto(`/events/${INCLUDED}`);
    const box = page.locator('.event-registration');
    await page.locator('.availability').getByText(/places left/).waitFor({ timeout: 15_000 });
    await box.getByLabel('Email').fill(email);
    await box.getByRole('button', { name: 'Reserve for ¥3,000' }).click();
    await box.getByRole('button', { name: 'Subscribe: this event is included' }).click();
    await page.waitForURL(/\/subscription\?.*event=/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Subscribe monthly' }).click();
    await page.waitForURL(/\/_dev\/checkout\//, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(new RegExp(`/subscription/success\\?event=${INCLUDED}&session_id=`), { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your subscription is active' }).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: `Finish registering for ${event.title}` }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Complete my registration' }).click();
    await page.getByText("You're confirmed for this event! Event details will be sent 24 hours beforehand.").waitFor({ timeout: 15_000 });
    await e2e.mail(email, /You're confirmed/);

    // The status is private: the panel mails a sign-in link, which comes back to it signed in.
    await page.goto(`/subscription?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Email me a link to manage my subscription' }).click();
    await page.getByText(/access link is on its way/).waitFor({ timeout: 15_000 });
    await page.goto(e2e.linkIn(await e2e.mail(email, /Your member access link/), /\/member-login\?token=/));
    await page.waitForURL(/\/subscription$/, { timeout: 15_000 });
    // Cancel: the status panel mails a link; the link's page confirms; it stays active until the period ends.
    await page.getByRole('button', { name: 'Cancel my subscription' }).click();
    await page.getByText(/emailed a link to confirm the cancellation/).waitFor({ timeout: 15_000 });
    await page.goto(e2e.linkIn(await e2e.mail(email, /Confirm cancelling/), /\/subscription\/cancel\?token=/));
    await page.getByRole('button', { name: 'Yes, cancel my subscription' }).click();
    await page.getByTestId('subscription-status').getByText(/^Active until /).waitFor({ timeout: 15_000 });
    // The simulator's customer.subscription.updated reached the webhook; the subscriber is told the date.
    await e2e.mail(email, /subscription ends on/);

    // Resume, the same way (still signed in).
    await page.goto('/subscription');
    // The panel shows the status once the page has checked the sign-in and read it (slow on a loaded machine).
    await page.getByTestId('subscription-status').getByText(/^Active until /).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Resume my subscription' }).click();
    await page.goto(e2e.linkIn(await e2e.mail(email, /Confirm resuming/), /\/subscription\/cancel\?action=resume&token=/));
    await page.getByRole('button', { name: 'Yes, resume my subscription' }).click();
    await page.getByText('Your subscription is resumed. It renews at the end of the period as before.').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    await e2e.mail(email, /subscription is resumed/);
  });

  it("a paid event's button states the price, and the payment step's Pay button is on screen as soon as it opens (390x844 and 1280x800)", async () => {
    for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
      const { page } = await e2e.newPage({ viewport });
      await page.goto(`/events/${PIZZA}`);
      const box = page.locator('.event-registration');
      await page.locator('.availability').getByText(/places left/).waitFor({ timeout: 15_000 });
      await box.getByLabel('Email').fill(`viewport${viewport.width}@example.com`);
      await box.getByLabel(/Which pizza/).selectOption('Margherita');
      await box.getByRole('button', { name: 'Reserve for ¥750' }).click();
      const pay = box.getByRole('button', { name: 'Pay ¥750 for this event' });
      await pay.waitFor({ timeout: 15_000 });
      // The price is stated once in the step: on its Pay button.
      expect(((await box.textContent()) ?? '').split('¥750').length - 1, `${viewport.width}`).toBe(1);
      // Within the viewport once the (smooth) scroll has settled.
      await expect.poll(async () => {
        const b = await pay.boundingBox();
        return b !== null && b.y >= 0 && b.y + b.height <= viewport.height && b.x >= 0 && b.x + b.width <= viewport.width;
      }, { timeout: 5_000 }).toBe(true);
    }
  });

  it('the payment banner says "Payment received" only for a paid session of this event', async () => {
    const event = eventBySlug(PIZZA)!;
    const { page } = await e2e.newPage();
    // A forged query: the server is asked, answers that there is no such payment, and nothing is claimed.
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/subscription-management') && r.request().postData()?.includes('verify_event_payment') === true);
    await page.goto(`/events/${PIZZA}?payment=success&session_id=cs_sim_forged`);
    expect((await checked).status()).toBe(404);
    await page.locator('.availability').getByText(/places left/).waitFor({ timeout: 15_000 });
    expect(await page.getByText(/Payment received/).count()).toBe(0);

    // A real payment through the simulator comes back as received.
    const r = await page.request.post('/api/subscription-management', {
      data: { action: 'create_event_checkout_session', data: { email: 'payer@example.com', priceCents: 75000, currency: 'JPY', eventMetadata: { eventSlug: PIZZA, answers: { 'pizza-preference': 'Margherita' } } } },
    });
    expect(r.status()).toBe(200);
    const { checkout_url, session_id } = (await r.json()).data;
    await page.goto(new URL(checkout_url).pathname);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(new RegExp(`/events/${PIZZA}\\?payment=success&session_id=`), { timeout: 15_000 });
    await page.getByText(`You're in! Payment received for ${event.title}.`).waitFor({ timeout: 30_000 });

    // The same session id on another event's page is not a payment for that event.
    const other = page.waitForResponse((res) => res.url().endsWith('/api/subscription-management') && res.request().postData()?.includes('verify_event_payment') === true);
    await page.goto(`/events/${INCLUDED}?payment=success&session_id=${session_id}`);
    expect((await other).status()).toBe(404);
    expect(await page.getByText(/Payment received/).count()).toBe(0);
  });
});
