/**
 * An organiser runs an event from the admin, with no developer: signs in, creates a one-off event
 * in Fukuoka next month (12 places, ¥2,000) with English and Japanese text and an image of its own,
 * publishes it; a visitor finds it on the Fukuoka page and on /ja/events, pays in the Stripe
 * simulator and gets the confirmation; the organiser sees the registration in the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from '../support/e2e';
import { openAdminSection } from './admin-steps';

const SLUG = 'nakasu-yatai-night';
const TITLE = 'Nakasu Yatai Night';
const TITLE_JA = '中洲の屋台ナイト';
const IMAGE = resolve(import.meta.dirname, '../../content/images/event-fukuoka-fika.jpg');

/** The 12th of next month, in Japan: "next month" whenever the test runs. */
function nextMonthDate(): string {
  const now = new Date(Date.now() + 9 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 12));
  return d.toISOString().slice(0, 10);
}

/** The form control its label names (the console's labels are unique in their section). */
const fieldOf = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('the events console, end to end', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('an organiser creates and publishes a Fukuoka event; a visitor finds it in both languages and pays; the organiser sees the registration', async () => {
    const { page: admin } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminSection(e2e, admin, 'Events', '/admin/events');
    await admin.getByRole('link', { name: 'New event' }).click();
    await admin.waitForURL((u) => u.pathname === '/admin/events/new');

    await fieldOf(admin, 'Address (slug)').fill(SLUG);
    await fieldOf(admin, 'Type').selectOption('foodie');
    await fieldOf(admin, 'City').selectOption('fukuoka');
    await fieldOf(admin, 'Title').fill(TITLE);
    await fieldOf(admin, 'Title (Japanese)').fill(TITLE_JA);
    await fieldOf(admin, 'Description').fill('Twelve of us take over two yatai stalls on the Nakasu riverside: ramen, yakitori and oden shoulder to shoulder with strangers.');
    await fieldOf(admin, 'Description (Japanese)').fill('中洲の川沿いで屋台を2軒貸し切り、12人でラーメンや焼き鳥、おでんを囲みます。');
    await fieldOf(admin, 'Neighbourhood').fill('Hakata-ku, Nakasu');
    await fieldOf(admin, 'Tags').fill('Food\nEvening');
    await fieldOf(admin, 'Repeats').selectOption('once');
    await fieldOf(admin, 'Date').fill(nextMonthDate());
    await fieldOf(admin, 'Start time').fill('18:30');
    await fieldOf(admin, 'Length (minutes)').fill('150');
    await fieldOf(admin, 'Places').fill('12');
    await fieldOf(admin, 'Price per person, paid online (¥, JPY)').fill('2000');
    await fieldOf(admin, 'Venue name').fill('Nakasu riverside yatai row');
    await fieldOf(admin, 'About the venue').fill('The open-air food stalls along the Naka River; we book two neighbouring stalls.');
    await fieldOf(admin, 'Address').fill('1 Nakasu, Hakata-ku, Fukuoka 810-0801');
    await fieldOf(admin, 'Nearest station').fill('Nakasu-Kawabata Station, exit 4, 3 minutes');
    await fieldOf(admin, 'Meeting point').fill('By the stone lantern at the south end of the row.');
    await fieldOf(admin, 'Prices at the venue').fill('¥2,000 covers your first dish and drink');
    await fieldOf(admin, 'Amenities').fill('Outdoor seating');
    await fieldOf(admin, 'Fill in from the team').selectOption({ label: 'Mai Fujita' });
    await fieldOf(admin, 'What to expect').fill('Two stalls booked for our group\nA first dish and drink included');
    await fieldOf(admin, 'Preparation tips').fill('Bring some cash for the stalls');
    await admin.getByLabel('Upload an image').setInputFiles({ name: 'nakasu.jpg', mimeType: 'image/jpeg', buffer: readFileSync(IMAGE) });
    await admin.getByText(/^Uploaded image upload-/).waitFor({ timeout: 30_000 });

    // The preview shows the page as visitors will see it, before anything is saved.
    await admin.getByRole('button', { name: 'Preview' }).click();
    await admin.locator('.event-hero').getByText(TITLE).first().waitFor();
    expect(await admin.getByText('¥2,000').count()).toBeGreaterThan(0);

    await admin.getByRole('button', { name: 'Create draft' }).click();
    await admin.waitForURL((u) => u.pathname === `/admin/events/${SLUG}`, { timeout: 15_000 });
    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText(/^Published. Its page/).waitFor({ timeout: 15_000 });

    // A visitor finds it (the pages are regenerated within seconds), in both languages.
    const { page } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await expect
      .poll(async () => {
        await page.goto('/events/city/fukuoka');
        return page.getByRole('link', { name: new RegExp(TITLE) }).count();
      }, { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(0);
    await expect
      .poll(async () => {
        await page.goto('/ja/events');
        return page.getByText(TITLE_JA).count();
      }, { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(0);
    // The event's own page: prerendered HTML a crawler reads (its publish may finish after the lists').
    let html = '';
    await expect
      .poll(async () => {
        html = await (await page.request.get(`/events/${SLUG}`)).text();
        return new RegExp(`<title>[^<]*${TITLE}`).test(html);
      }, { timeout: 30_000, interval: 500 })
      .toBe(true);
    expect(html).toMatch(/<script type="application\/ld\+json"[^>]*>[^<]*"@type":"Event","name":"Nakasu Yatai Night"/);
    expect(html).toMatch(/\/img\/upload-[a-z0-9]+/);

    const email = 'yatai-guest@example.com';
    await page.goto(`/events/${SLUG}`);
    const box = page.locator('.event-registration');
    await page.locator('.availability').getByText(/places left/).waitFor({ timeout: 15_000 });
    await box.getByLabel('Email').fill(email);
    await box.getByRole('button', { name: 'Reserve for ¥2,000' }).click();
    await box.getByRole('button', { name: 'Pay ¥2,000 for this event' }).click();
    await page.waitForURL(/\/_dev\/checkout\//, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(new RegExp(`/events/${SLUG}\\?payment=success&session_id=`), { timeout: 15_000 });
    await page.getByText(`You're in! Payment received for ${TITLE}.`).waitFor({ timeout: 30_000 });
    const confirmation = await e2e.mail(email, /confirmed/i);
    expect(confirmation.text).toContain(TITLE);

    // The organiser sees the registration in the console.
    await expect
      .poll(async () => {
        await admin.goto('/admin/events');
        return (await admin.getByRole('row', { name: new RegExp(TITLE) }).innerText()).replace(/\s+/g, ' ');
      }, { timeout: 30_000, interval: 500 })
      .toMatch(/1 of 12 taken/);
  });
});
