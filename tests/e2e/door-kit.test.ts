/**
 * The door kit end to end, in Chromium against the real local stack: an admin assigns a host; the
 * host signs in from the door kit page with the emailed link; the list arrives; the browser goes
 * offline; the host checks three people in by name (queued on the device) and the page, reloaded
 * offline, still opens from its service worker with the three check-ins waiting; back online, the
 * queue is sent and each of the three has one stamp on their passport.
 *
 * Only Date is faked, in this process, where the stack runs: registrations are taken the day
 * before the occurrence, the check-ins 10 minutes after it starts. The browser keeps real time.
 */
import { describe, it, expect, beforeAll, afterAll, vi } from 'vitest';
import { startE2E, untilLive, type E2E } from '../support/e2e';
import { occurrencesAround } from '../../domain/passport/occurrences';
import { eventAccessRule, occurrenceKey } from '../../content/events/index';
import { keys } from '../../functions/lib/keys';
import type { BrowserContext, Page } from 'playwright-core';

const DAY = 86_400_000;
const o = occurrencesAround(new Date(), 0, 45).find((x) => {
  const rule = eventAccessRule(x.event);
  const dayBefore = new Date(x.startsAt.getTime() - DAY);
  return rule.kind === 'free' && rule.bookable && !rule.exclusiveType && x.event.capacity >= 6 && x.startsAt.getTime() > Date.now() + DAY && occurrenceKey(x.event, dayBefore) === x.occurrence;
})!;
const stamp = Date.now();
const people = ['aiko', 'ben', 'chika'].map((n) => `${n}.door.${stamp}@example.com`);
const host = `host.door.${stamp}@example.com`;

async function api(e: E2E, path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(`${e.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: r.status, body: (await r.json()) as { success: boolean; data?: any; error?: string } };
}

async function adminBearer(e: E2E): Promise<Record<string, string>> {
  await api(e, '/api/admin-auth', { action: 'request_link', data: { email: 'admin@example.com' } });
  const mail = await e.mail('admin@example.com', /admin sign-in/i);
  const token = new URL(e.linkIn(mail, /token=/)).searchParams.get('token');
  const v = await api(e, '/api/admin-auth', { action: 'verify', data: { token } });
  return { authorization: `Bearer ${v.body.data.token}` };
}

describe('door kit e2e', () => {
  let e: E2E;
  let page: Page;
  let context: BrowserContext;
  let admin: Record<string, string>;
  const doorPath = `/host/${o.event.slug}/${o.occurrence}`;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(o.startsAt.getTime() - DAY));
    e = await startE2E();
    for (const email of people) {
      const r = await api(e, '/api/email-signup', { email, source: `event:${o.event.slug}`, metadata: { event_slug: o.event.slug, event_title: o.event.title } });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    vi.setSystemTime(new Date(o.startsAt.getTime() + 10 * 60_000));
    admin = await adminBearer(e);
    const assigned = await api(e, '/api/send-passport-magic-link', { action: 'assign_host', data: { eventSlug: o.event.slug, email: host } }, admin);
    expect(assigned.status).toBe(200);
    ({ page, context } = await e.newPage());
  }, 120_000);

  afterAll(async () => {
    await e?.stop();
    vi.useRealTimers();
  });

  it('refuses a stranger at the API with a clear message', async () => {
    const r = await api(e, '/api/send-passport-magic-link', { action: 'get_door_list', data: { eventSlug: o.event.slug, occurrence: o.occurrence } });
    expect(r.status).toBe(401);
    expect(r.body.error).toMatch(/Host or admin sign-in required/);
  });

  it('signs the host in with the emailed link and shows the list', async () => {
    await page.goto(doorPath);
    const emailField = page.getByLabel('Your email');
    await untilLive(emailField);
    await emailField.fill(host);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect.poll(() => page.getByText('a sign-in link is on its way').isVisible()).toBe(true);
    const mail = await e.mail(host, /door kit sign-in link/);
    await page.goto(e.linkIn(mail, /\/host\/.*token=/));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(o.event.title);
    expect(page.url()).not.toContain('token=');
    for (const email of people) await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-count="confirmed"]').innerText()).toBe('3');
    await expect.poll(() => page.locator('[data-count="checked-in"]').innerText()).toBe('0');
  });

  it('checks three people in by name offline, opens again offline, and sends them once back online', async () => {
    // The service worker has taken the page and kept it (and its assets) for offline use.
    await expect
      .poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller) && (await (await caches.open('fika-door-kit-v1')).keys()).length > 2), { timeout: 15_000 })
      .toBe(true);

    await context.setOffline(true);
    await expect.poll(() => page.getByText(/^Offline/).isVisible()).toBe(true);
    for (const email of people) {
      const name = email.split('@')[0];
      await page.getByRole('button', { name: `Check in ${name}` }).click();
    }
    await expect.poll(() => page.getByText('3 check-ins waiting to be sent').isVisible()).toBe(true);
    await expect.poll(() => page.locator('[data-count="checked-in"]').innerText()).toBe('3');

    // A reload with no connection: the service worker opens the page, the device keeps the queue.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 }).toBe(o.event.title);
    await expect.poll(() => page.getByText('3 check-ins waiting to be sent').isVisible()).toBe(true);
    expect(await page.getByText('Checked in (not sent yet)').count()).toBe(3);

    await context.setOffline(false);
    await expect.poll(() => page.getByText('All check-ins sent.').isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => page.getByText('Checked in ✓').count(), { timeout: 15_000 }).toBe(3);

    // The server recorded one attendance each, and the passports show one stamp each.
    const list = await api(e, '/api/send-passport-magic-link', { action: 'get_door_list', data: { eventSlug: o.event.slug, occurrence: o.occurrence } }, admin);
    expect(list.body.data.counts).toEqual({ confirmed: 3, checkedIn: 3, noShows: 0, waitlisted: 0 });
    await e.stack.bus.drain();
    for (const email of people) {
      await expect.poll(async () => (await e.stack.ports.table.get(keys.passport(email), { consistent: true }))?.stamps, { timeout: 15_000 }).toBe(1);
    }
  });
});
