/**
 * A member's own data: export_my_data, delete_my_account (signed out everywhere at once, marketing
 * stopped, upcoming places cancelled) and the privacy-retention job (the personal data purged 90
 * days after closure, payments kept for accounting under a pseudonym). Also POST /_dev/jobs.
 */
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { setupIntegration, ROOT, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { runJob } from '../../functions/jobs/handler';
import { pseudonymOf } from '../../functions/privacy/store';
import { CLOSE_MESSAGES } from '../../functions/privacy/account';
import { createLocalServer } from '../../infra/local/server';
import { createGateway } from '../../infra/local/gateway';
import { localJobs } from '../../infra/local/stack';
import { outboxMail } from '../../functions/lib/adapters/mail';
import { jobsLambda } from '../../infra/lambdas';
import { eventAccessRule, events, occurrenceKey } from '../../content/events/index';
import { NOW, registerVia, reservation } from './reservations-helpers';
import { freshIp, memberToken, passportSession, seedSignup } from './member-helpers';
import { payAndDeliver } from './billing-helpers';
import { applicationForm } from '../../api/curated';
import { allItems } from './table-scan';

const DAY = 86_400_000;
const MEMBER = '/api/member-dashboard';
const PASSPORT = '/api/send-passport-magic-link';
const PAID_SLUG = 'shimokitazawa-pizza-night';

const clock = fixedClock(NOW);
let h: Harness;

beforeAll(async () => {
  h = await setupIntegration({ clock });
});
afterEach(async () => {
  await h.bus.drain();
  clock.set(NOW);
});

const member = (action: string, token: string, data: Record<string, unknown> = {}) => h.call(MEMBER, { action, data: { token, ...data } });

/** A free event bookable now. */
function freeEvent(): { slug: string; occurrence: string } {
  const e = events.find((x) => eventAccessRule(x).kind === 'free' && eventAccessRule(x).bookable && !eventAccessRule(x).exclusiveType && occurrenceKey(x, clock.now()));
  if (!e) throw new Error('no bookable free event');
  return { slug: e.slug, occurrence: occurrenceKey(e, clock.now())! };
}

/**
 * The items that hold the address at `now`, as AWS would have them: DynamoDB deletes an item whose
 * `ttl` has passed (within about two days; DynamoDB Local never does), so those are left out; and
 * the local Stripe simulator's own records (SIM#) stand for Stripe's servers, not our table.
 */
async function holding(email: string, now: Date): Promise<Record<string, unknown>[]> {
  const expired = (i: Record<string, unknown>) => typeof i.ttl === 'number' && i.ttl * 1000 < now.getTime() - 2 * DAY;
  return (await allItems(h)).filter((i) => !String(i.pk).startsWith('SIM#') && !expired(i) && JSON.stringify(i).toLowerCase().includes(email.toLowerCase()));
}

/** A place at a paid event, paid through Checkout (the local Stripe simulator). */
async function payForEvent(email: string): Promise<string> {
  const c = await h.call('/api/subscription-management', {
    action: 'create_event_checkout_session',
    data: { email, priceCents: 75000, currency: 'JPY', eventMetadata: { eventSlug: PAID_SLUG, answers: { 'pizza-preference': 'Margherita' } } },
  });
  expect(c.status).toBe(200);
  await payAndDeliver(h, c.body.data.session_id);
  return c.body.data.session_id as string;
}

async function applyToCurated(email: string) {
  const r = await h.call('/api/curated-fika', { action: 'submit_application', data: applicationForm(email) }, { ip: freshIp() });
  expect(r.status).toBe(201);
}

/** A contact message and a discovery from the address (both hold it; the purge must find them). */
async function writeToUs(email: string) {
  const contact = { name: 'Aiko Tanaka', email, subject: 'Hosting a fika', inquiryType: 'events', message: 'Could we host a fika at our cafe next month?', agreeToContact: true };
  expect((await h.call('/api/contact-form', contact, { ip: freshIp() })).status).toBe(201);
  const discovery = { name: 'Aiko Tanaka', email, title: 'Koffee Mameya Kakeru', city: 'tokyo', category: 'cafe', area: 'Kiyosumi-Shirakawa, Koto', why: 'A quiet coffee bar where the baristas walk you through every bean.' };
  expect((await h.call('/api/submit-discovery', discovery, { ip: freshIp() })).status).toBe(201);
}

/** A member with something of every kind: signup, places (free and paid), check-in, goal, passport sign-in, curated application. */
async function busyMember(email: string): Promise<{ token: string; passport: string; checkoutSessionId: string }> {
  await seedSignup(h, email);
  const free = freeEvent();
  expect((await registerVia(h, email, free.slug, undefined, 7)).status).toBeLessThan(300);
  const checkoutSessionId = await payForEvent(email);
  const token = await memberToken(h, email);
  expect((await member('submit_checkin', token, { checkinData: { goals_met: 'Read two chapters', mood_rating: 4, progress_rating: 4 } })).status).toBe(200);
  const target = new Date(clock.now().getTime() + 60 * DAY).toISOString().slice(0, 10);
  expect((await member('set_goal', token, { goal: { title: 'Learn Swedish', target_date: target } })).status).toBe(200);
  // The language of their emails, chosen on the dashboard (English, so the mails this file reads stay as they are).
  expect((await member('set_language', token, { language: 'en' })).status).toBe(200);
  const passport = await passportSession(h, email);
  await applyToCurated(email);
  await writeToUs(email);
  await h.bus.drain();
  return { token, passport, checkoutSessionId };
}

describe('export_my_data', () => {
  it('answers everything held about the address, each kind of entity included', async () => {
    const email = 'export@example.com';
    const { token } = await busyMember(email);
    const r = await member('export_my_data', token);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d).toMatchObject({ format: 1, email, exported_at: new Date(NOW).toISOString() });
    for (const kind of ['signup', 'consent', 'membership', 'email_language', 'blocked', 'unsubscribes', 'reservations', 'payments', 'subscription', 'passport', 'attendance', 'checkins', 'goal', 'curated_application', 'curated_participations', 'contact_messages', 'discoveries', 'closure']) {
      expect(d, kind).toHaveProperty(kind);
    }
    expect(d.signup).toMatchObject({ email, status: 'active' });
    expect(d.consent).toMatchObject({ newsletter: true, status: 'active' });
    expect(d.membership).toMatchObject({ email });
    expect(d.email_language).toMatchObject({ language: 'en', chosen: true });
    expect(d.reservations.map((x: { eventSlug: string }) => x.eventSlug).sort()).toEqual([freeEvent().slug, PAID_SLUG].sort());
    expect(d.reservations.find((x: { eventSlug: string }) => x.eventSlug === PAID_SLUG)).toMatchObject({ status: 'confirmed', paid: true });
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ email, mode: 'payment', eventSlug: PAID_SLUG });
    expect(d.checkins).toHaveLength(1);
    expect(d.goal).toMatchObject({ title: 'Learn Swedish' });
    expect(d.curated_application).toMatchObject({ email, age_confirmed: true });
    expect(d.contact_messages).toEqual([expect.objectContaining({ email, subject: 'Hosting a fika' })]);
    expect(d.discoveries).toEqual([expect.objectContaining({ email, title: 'Koffee Mameya Kakeru' })]);
    expect(d.closure).toBeNull();
    // Keys, index entries and secrets' hashes are the store's, not the person's data.
    expect(JSON.stringify(d)).not.toMatch(/"(pk|sk|gsi1pk|cancelTokenHash)"/);
  });

  it('needs the sign-in', async () => {
    const r = await h.call(MEMBER, { action: 'export_my_data', data: {} });
    expect(r.status).toBe(401);
  });
});

describe('delete_my_account', () => {
  it('refuses without the address typed again, and changes nothing', async () => {
    const email = 'careful@example.com';
    await seedSignup(h, email);
    const token = await memberToken(h, email);
    for (const confirm_email of [undefined, '', 'someone@example.com']) {
      const r = await member('delete_my_account', token, { confirm_email });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe(CLOSE_MESSAGES.confirmMismatch);
    }
    expect((await member('get_dashboard_data', token)).status).toBe(200);
    expect(await h.ports.table.get(keys.accountClosure(email))).toBeUndefined();
  });

  it('signs out every session of the address at once, stops marketing and cancels upcoming places', async () => {
    const email = 'leaving@example.com';
    const { token, passport } = await busyMember(email);
    const second = await memberToken(h, email); // another device
    const free = freeEvent();
    const r = await member('delete_my_account', token, { confirm_email: ' Leaving@Example.com ' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ closed: true, closed_at: new Date(NOW).toISOString(), purge_after: new Date(Date.parse(NOW) + 90 * DAY).toISOString(), message: CLOSE_MESSAGES.closed });

    // Every device is signed out: member sessions, the passport session.
    for (const t of [token, second]) expect((await member('get_dashboard_data', t)).status).toBe(401);
    const pass = await h.call(PASSPORT, { action: 'get-passport-data', email, sessionToken: passport }, { headers: { 'x-passport-session': passport } });
    expect(pass.status).toBe(401);
    // And no new sign-in: no link is mailed to a closed account.
    h.mail.clear();
    expect((await h.call(MEMBER, { action: 'request_access', data: { email } }, { ip: freshIp() })).status).toBe(200);
    expect(h.mail.to(email)).toHaveLength(0);

    // Marketing stopped: unsubscribed and blocked.
    expect(await h.ports.table.get(keys.signup(email), { consistent: true })).toMatchObject({ status: 'unsubscribed' });
    expect(await h.ports.table.get(keys.blocked(email), { consistent: true })).toMatchObject({ email });
    // Upcoming places cancelled through the normal cancellation.
    expect(await reservation(h, free.slug, free.occurrence, email)).toMatchObject({ status: 'cancelled', cancelReason: 'cancelled' });
    await h.bus.drain();
    expect(h.bus.published.some((e) => e['detail-type'] === 'session.cancelled' && (e.detail as { email?: string }).email === email)).toBe(true);
    expect(await h.ports.table.get(keys.accountClosure(email), { consistent: true })).toMatchObject({ email, closed_at: new Date(NOW).toISOString() });
  });
});

describe('the privacy-retention job', () => {
  it('keeps the data 89 days after closure, purges every item holding the address after 91, and keeps the payments under a pseudonym', async () => {
    const email = 'purged@example.com';
    const { token, checkoutSessionId } = await busyMember(email);
    expect((await member('delete_my_account', token, { confirm_email: email })).status).toBe(200);
    await h.bus.drain();
    const closedAt = clock.now().getTime();

    clock.set(new Date(closedAt + 89 * DAY));
    expect(await runJob('privacy-retention', h.ports)).toMatchObject({ accountsPurged: 0 });
    const kept = await holding(email, clock.now());
    expect(kept.map((i) => i.sk)).toEqual(expect.arrayContaining(['SIGNUP', 'MEMBER', 'CLOSURE', 'GOALS', 'LANGUAGE']));

    clock.set(new Date(closedAt + 91 * DAY));
    const result = await runJob('privacy-retention', h.ports);
    // This account, and any other closed at the same time earlier in this file.
    expect(result.accountsPurged).toBeGreaterThanOrEqual(1);
    expect(result.paymentsRetained).toBeGreaterThanOrEqual(1);
    await h.bus.drain();
    expect(await holding(email, clock.now())).toEqual([]);

    // The accounting records survive, without the email: the Checkout (amount, date, Stripe ids) and the payment kept under the pseudonym.
    const pseudonym = pseudonymOf(h.ports.secrets.signingSecret, email);
    const checkout = await h.ports.table.get(keys.checkoutSession(checkoutSessionId), { consistent: true });
    expect(checkout).toMatchObject({ email: pseudonym, mode: 'payment', eventSlug: PAID_SLUG });
    const retained = (await allItems(h)).filter((i) => i.type === 'RetainedPayment' && i.pseudonym === pseudonym);
    expect(retained).toHaveLength(1);
    expect(retained[0]).toMatchObject({ pseudonym, kind: 'event', ref: checkoutSessionId, amount_cents: expect.any(Number), item: expect.stringContaining(PAID_SLUG) });
    expect(retained[0].paid_at).toEqual(expect.any(String));
    expect((retained[0].stripe as Record<string, unknown>).checkout_session).toBe(checkoutSessionId);
    expect(JSON.stringify(retained[0])).not.toContain(email);
    // Kept for seven years, then the table's TTL deletes it.
    expect(retained[0].ttl as number).toBeGreaterThan(closedAt / 1000 + 6.9 * 365 * 86400);

    // Nothing left to do on the next run.
    expect(await runJob('privacy-retention', h.ports)).toMatchObject({ accountsPurged: 0 });
  });
});

describe('POST /_dev/jobs/{name}', () => {
  async function devServer() {
    const dispatch = createGateway(ROOT);
    const outbox = outboxMail(mkdtempSync(join(tmpdir(), 'privacy-outbox-')), 'Fika <hello@fika.community>');
    const server = createLocalServer({ webRoot: mkdtempSync(join(tmpdir(), 'privacy-web-')), dispatch, dev: { outbox, bus: h.bus, payments: h.ports.payments, dispatch, jobs: localJobs(h.ports) } });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  it('answers 404 with the job names for an unknown job, 400 for a bad now, and runs a job at the given now', async () => {
    const dev = await devServer();
    try {
      const unknown = await fetch(`${dev.url}/_dev/jobs/nope`, { method: 'POST' });
      expect(unknown.status).toBe(404);
      const u = await unknown.json();
      expect(u.error).toBe('There is no scheduled job called "nope".');
      expect(u.jobs).toEqual(jobsLambda.schedules.map((s) => s.job));
      expect(u.jobs).toContain('privacy-retention');

      for (const bad of ['tomorrow', '', '2026-13-45T00:00:00Z']) {
        const r = await fetch(`${dev.url}/_dev/jobs/no-show-sweep?now=${encodeURIComponent(bad)}`, { method: 'POST' });
        expect(r.status, bad).toBe(400);
        expect((await r.json()).error).toBe('now must be an ISO 8601 time, e.g. 2026-03-01T09:00:00Z.');
      }

      const sweep = await fetch(`${dev.url}/_dev/jobs/no-show-sweep`, { method: 'POST' });
      expect(sweep.status).toBe(200);
      expect(await sweep.json()).toMatchObject({ success: true, job: 'no-show-sweep', result: expect.any(Object) });

      // now= is the job's clock: the harness clock stays at NOW, the purge happens only at now + 91 days.
      const email = 'dev-jobs@example.com';
      await seedSignup(h, email);
      const token = await memberToken(h, email);
      expect((await member('delete_my_account', token, { confirm_email: email })).status).toBe(200);
      const at = (days: number) => new Date(Date.parse(NOW) + days * DAY).toISOString();
      const early = await fetch(`${dev.url}/_dev/jobs/privacy-retention?now=${at(89)}`, { method: 'POST' });
      expect(await early.json()).toMatchObject({ success: true, job: 'privacy-retention', now: at(89), result: { accountsPurged: 0 } });
      expect(await h.ports.table.get(keys.member(email), { consistent: true })).toBeDefined();
      const late = await fetch(`${dev.url}/_dev/jobs/privacy-retention?now=${at(91)}`, { method: 'POST' });
      expect(late.status).toBe(200);
      expect(await late.json()).toMatchObject({ now: at(91), result: { accountsPurged: 1 } });
      expect(await h.ports.table.get(keys.member(email), { consistent: true })).toBeUndefined();
      expect(clock.now().toISOString()).toBe(new Date(NOW).toISOString());
    } finally {
      await dev.close();
    }
  });
});
