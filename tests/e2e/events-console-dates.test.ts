/**
 * An organiser runs one date from the events console: a one-off paid event in Fukuoka (¥2,000; a
 * subscriber comes free) with a subscriber and a payer registered through the public API; the
 * organiser opens the date from the event's page in the console, sees both people, and cancels the
 * date with a reason after the confirmation. The subscriber's mailbox has the cancellation with a
 * calendar cancellation (METHOD:CANCEL); the payer's has the refund; the public page shows no date
 * any more and refuses a registration. (Showing the date as cancelled on the public page is another
 * change; this asserts what the page shows today.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StoredMail } from '../../functions/lib/adapters/mail';
import { startE2E, type E2E } from '../support/e2e';
import { sampleEvent } from '../../api/admin-events';
import { sampleDate } from '../../api/occurrences';
import { openAdminSection } from './admin-steps';

const SLUG = 'nakasu-yatai-dates';
const TITLE = 'Nakasu Yatai Night';
const stamp = Date.now();
const FREE = `subscriber.dates.${stamp}@example.com`;
const PAID = `payer.dates.${stamp}@example.com`;
const REASON = 'The stalls are closed for a typhoon warning.';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; body: { success: boolean; data?: any; error?: string } };

async function post(e: E2E, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const r = await fetch(`${e.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as Answer['body'] };
}

/** Pays a Checkout in the local Stripe simulator as its Pay button does (the webhook is delivered before it answers). */
async function pay(e: E2E, sessionId: string): Promise<void> {
  const r = await fetch(`${e.url}/_dev/checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  expect(r.status).toBe(303);
}

async function adminBearer(e: E2E): Promise<Record<string, string>> {
  await post(e, '/api/admin-auth', { action: 'request_link', data: { email: 'admin@example.com' } });
  const mail = await e.mail('admin@example.com', /admin sign-in/i);
  const token = new URL(e.linkIn(mail, /token=/)).searchParams.get('token');
  const v = await post(e, '/api/admin-auth', { action: 'verify', data: { token } });
  return { authorization: `Bearer ${v.body.data.token}` };
}

/** A member's sign-in session from the access link the mailbox has (it proves a subscriber's address). */
async function memberBearer(e: E2E, email: string): Promise<Record<string, string>> {
  const asked = await post(e, '/api/member-dashboard', { action: 'request_access', data: { email } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const mail = await e.mail(email, /member access link/i);
  const token = new URL(e.linkIn(mail, /token=/)).searchParams.get('token');
  const v = await post(e, '/api/member-dashboard', { action: 'validate_token', data: { token } });
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  return { authorization: `Bearer ${v.body.data.token}` };
}

/** The text of a stored mail's attachment whose name ends with `ext`. */
const attachmentText = (mail: StoredMail, ext: string) => mail.attachments?.find((a) => a.filename.endsWith(ext))?.content ?? '';

describe('running one date from the events console, end to end', () => {
  let e2e: E2E;
  let date: string;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.stop();
  });

  it('the organiser cancels a date with a free and a paid attendee: both are told (calendar cancellation), the payer refunded, the page stops taking registrations', async () => {
    // The event, through the console's API: one date five weeks from now, a subscriber comes free.
    const admin = await adminBearer(e2e);
    const now = new Date();
    const event = { ...sampleEvent(SLUG, now), paymentOptions: { allowSubscription: true, allowWaitlist: true } };
    date = sampleDate(now);
    const saved = await post(e2e, '/api/admin-events', { action: 'save_event', data: { event } }, admin);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await post(e2e, '/api/admin-events', { action: 'publish_event', data: { slug: SLUG } }, admin)).status).toBe(200);

    // The free attendee: a subscriber (paid in the simulator), signed in, registers from the event page's form.
    const sub = await post(e2e, '/api/subscription-management', { action: 'create_checkout_session', data: { email: FREE, planCode: 'monthly' } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    await pay(e2e, sub.body.data.session_id);
    const member = await memberBearer(e2e, FREE);
    const signup = await post(e2e, '/api/email-signup', { email: FREE, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: TITLE } }, member);
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    // The paid attendee: ¥2,000 through Checkout.
    const checkout = await post(e2e, '/api/subscription-management', { action: 'create_event_checkout_session', data: { email: PAID, priceCents: 200000, currency: 'JPY', eventMetadata: { eventSlug: SLUG } } });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    await pay(e2e, checkout.body.data.session_id);
    await e2e.mail(PAID, /confirmed/i, 30_000);
    await e2e.mail(FREE, /confirmed/i, 30_000);

    // Before: the public page shows the date.
    const { page: visitor } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const facts = async () => {
      await visitor.goto(`/events/${SLUG}`);
      await visitor.locator('.event-facts').waitFor();
      return (await visitor.locator('.event-facts').innerText()).replace(/\s+/g, ' ');
    };
    await expect.poll(facts, { timeout: 30_000, interval: 1000 }).toMatch(/When \w+day, \w+ \d+/);

    // The organiser opens the date from the event's page in the console.
    const { page } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await openAdminSection(e2e, page, 'Events', '/admin/events');
    await page.getByRole('link', { name: TITLE, exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/admin/events/${SLUG}`);
    const dates = page.locator('section', { has: page.getByRole('heading', { name: 'Coming dates' }) });
    await dates.getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname === `/admin/event-dates/${SLUG}` && u.searchParams.get('date') === date);
    const people = page.getByRole('table', { name: /The people of this date/ });
    await people.waitFor({ timeout: 15_000 });
    await expect.poll(() => people.innerText(), { timeout: 15_000 }).toContain(FREE);
    const peopleText = (await people.innerText()).replace(/\s+/g, ' ');
    expect(peopleText).toContain(PAID);
    expect(peopleText).toContain('¥2,000');

    await cancelDate(page);
    await page.getByText('The date is cancelled. 2 people told by email; 1 paid place refunded.').waitFor({ timeout: 30_000 });
    await page.locator('.ac-section__head > .badge', { hasText: 'Cancelled' }).waitFor();

    // The subscriber: the cancellation, with the calendar's cancellation of the invitation.
    const cancelled = await e2e.mail(FREE, new RegExp(`^Cancelled: ${TITLE} on `), 30_000);
    expect(cancelled.text).toContain(REASON);
    const ics = attachmentText(cancelled, '.ics');
    expect(ics).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(ics).toMatch(/^STATUS:CANCELLED\r?$/m);
    // The payer: the refund.
    const refund = await e2e.mail(PAID, new RegExp(`^Refund: ${TITLE}`), 30_000);
    expect(refund.text).toMatch(/¥2,000/);

    // The public page shows the date cancelled (pages are regenerated within seconds of the change):
    // the badge, the notice, "Cancelled (was <the date>)", and no registration form; the API refuses it.
    await expect.poll(facts, { timeout: 30_000, interval: 1000 }).toMatch(/When Cancelled \(was \w+day, \w+ \d+, \d{4}, 6:30 PM/);
    await visitor.getByText('This event has been cancelled.').waitFor();
    expect(await visitor.locator('.event-registration').count()).toBe(0);
    const late = await post(e2e, '/api/email-signup', { email: `late.api.${stamp}@example.com`, source: `event:${SLUG}`, metadata: { event_slug: SLUG, event_title: TITLE } });
    expect(late).toEqual({ status: 409, body: { success: false, error: 'Registration for this event is closed.' } });
  });
});

/** Cancel this date: the reason, the confirmation that counts who is told and refunded, then yes. */
async function cancelDate(page: Page): Promise<void> {
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Cancel this date' }) });
  await panel.getByLabel('Reason', { exact: true }).fill(REASON);
  await panel.getByRole('button', { name: 'Cancel this date…' }).click();
  const confirm = panel.getByRole('alertdialog');
  await confirm.waitFor();
  expect((await confirm.innerText()).replace(/\s+/g, ' ')).toMatch(/2 people will be told by email and 1 paid place refunded in full/);
  await confirm.getByRole('button', { name: 'Yes, cancel this date' }).click();
}
