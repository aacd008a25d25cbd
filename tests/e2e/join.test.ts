/**
 * Join, reserve and pay in Chromium against the real local stack: the home hero signup, a free
 * event with its emailed confirmation, a full event's waitlist, a subscription through the local
 * Checkout simulator, a cancellation from the mailbox link that promotes the next person, and
 * unsubscribing with one click (the page button and the RFC 8058 POST).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, untilLive, type E2E } from '../support/e2e';
import { eventBySlug } from '../../content/events/index';

const FREE = 'ginza-rooftop-happy-hour';
const SMALL = 'weekly-tuesday-evening-fika-nakameguro';

describe('join, reserve and pay in the browser', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('signs up from the home hero and gets the welcome email', async () => {
    const { page } = await e2e.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const submissionCode = () => scripts.filter((s) => /\/assets\/(submission|join)-[^/]+\.js$/.test(s));
    await page.goto('/');
    const field = page.getByPlaceholder('Enter your email address').first();
    await untilLive(field);
    // The form's submission code is not part of the page's first load: it comes when the field is used.
    expect(submissionCode()).toEqual([]);
    await field.fill('hero@example.com');
    await page.getByRole('button', { name: 'Find Your People' }).click();
    await page.getByText('Thanks for joining!').waitFor({ timeout: 15_000 });
    expect(submissionCode().length).toBeGreaterThan(0);
    const mail = await e2e.mail('hero@example.com', /Welcome to Fika Community/);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('registers for a free event and finds the confirmation, with its calendar file, in the mailbox', async () => {
    const event = eventBySlug(FREE)!;
    const { page } = await e2e.newPage();
    await page.goto(`/events/${FREE}`);
    const box = page.locator('.event-registration');
    await page.locator('.availability').getByText(/places left/).waitFor({ timeout: 15_000 });
    await box.getByLabel('Email').fill('guest@example.com');
    await box.getByRole('button', { name: 'Reserve My Spot' }).click();
    await box.getByText("You're confirmed for this event! Event details will be sent 24 hours beforehand.").waitFor({ timeout: 15_000 });
    const mail = await e2e.mail('guest@example.com', /You're confirmed/);
    expect(mail.subject).toBe(`You're confirmed: ${event.title}`);
    // The calendar invitation, and the check-in QR code the HTML shows inline.
    expect(mail.attachments?.map((a) => a.filename)).toEqual(['invite.ics', 'checkin-qr.png']);
    // The mailbox page lists it and opens it.
    await page.goto('/_dev/mailbox');
    await page.getByRole('link', { name: `You're confirmed: ${event.title}` }).first().click();
    await page.getByText('invite.ics').waitFor();
  });

  it('fills an event and shows the waitlist position; a cancellation from the mailbox link promotes that person', async () => {
    const event = eventBySlug(SMALL)!;
    const { page } = await e2e.newPage();
    for (let i = 0; i < event.capacity; i++) {
      const r = await page.request.post('/api/email-signup', {
        data: { email: `seat${i}@example.com`, source: `event:${SMALL}`, metadata: { event_slug: SMALL } },
        headers: { 'x-forwarded-for': `10.5.0.${i}` },
      });
      expect(r.status()).toBe(201);
    }
    await page.goto(`/events/${SMALL}`);
    const box = page.locator('.event-registration');
    await page.locator('.availability').getByText(/Full · 0 on the waitlist/).waitFor({ timeout: 15_000 });
    await box.getByRole('button', { name: 'Join the Waitlist' }).waitFor();
    await box.getByLabel('Email').fill('waiting@example.com');
    await box.getByRole('button', { name: 'Join the Waitlist' }).click();
    await box.getByText('Waitlist position:').waitFor({ timeout: 15_000 });
    expect(await box.locator('.event-registration__position strong').textContent()).toBe('#1');

    // seat0 cancels with the link from their confirmation email.
    const confirmation = await e2e.mail('seat0@example.com', /You're confirmed/);
    await page.goto(e2e.linkIn(confirmation, /\/cancel-reservation\//));
    await page.getByTestId('reservation-status').getByText('Confirmed').waitFor({ timeout: 15_000 });
    // The weekly event may be inside its late-cancellation window on the day the suite runs (on a
    // Tuesday it is): the page then asks "Cancel anyway", and the place is freed all the same.
    await page.getByRole('button', { name: /^(Yes, cancel my reservation|Cancel anyway)$/ }).click();
    await page.getByText('Your attendance has been cancelled successfully.').waitFor({ timeout: 15_000 });

    const promotion = await e2e.mail('waiting@example.com', /A place opened up/);
    await page.goto(e2e.linkIn(promotion, /\/cancel-reservation\//));
    await page.getByTestId('reservation-status').getByText('Confirmed').waitFor({ timeout: 15_000 });
  });

  it('subscribes through the Checkout simulator and lands on /subscription/success as active', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/subscription?email=member@example.com&source=e2e');
    await page.getByRole('button', { name: 'Subscribe monthly' }).click();
    await page.waitForURL(/\/_dev\/checkout\//, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/subscription\/success\?session_id=/, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'Your subscription is active' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('subscription-status').textContent()).toBe('Active');
    await e2e.mail('member@example.com', /subscription is active/);
  });

  it('unsubscribes with one click, from the page and by the RFC 8058 POST', async () => {
    const welcome = await e2e.mail('hero@example.com', /Welcome to Fika Community/);
    const { page } = await e2e.newPage();
    await page.goto(e2e.linkIn(welcome, /\/unsubscribe\?token=/));
    await page.getByText('hero@example.com').waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor({ timeout: 15_000 });
    await e2e.mail('team@fika.community', /Unsubscribe: hero@example.com/);

    // A mail client's one-click POST for another subscriber.
    await page.request.post('/api/email-signup', { data: { email: 'client@example.com', source: 'e2e' } });
    const mail = await e2e.mail('client@example.com', /Welcome/);
    const target = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe'])![1]);
    const r = await page.request.post(`${e2e.url}${target.pathname}${target.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(r.status()).toBe(200);
    expect((await r.json()).data.already_unsubscribed).toBe(false);
  });
});
