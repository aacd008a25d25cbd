/**
 * Issue 25 ("Abuse-proof, second pass"), done when "every numbered attack above fails against
 * `npm start` as a black-box test over HTTP". This file starts the same local stack `npm start`
 * runs (infra/local/stack.ts: the local server, the gateway playing CloudFront, the bus, the
 * outbox, the Stripe simulator) on a free loopback port and replays each attack with plain HTTP
 * requests (node's http.request against http://127.0.0.1:<port>): no handler is called in-process.
 * Assertions read what a developer of `npm start` sees: the answers, the local mailbox
 * (/_dev/mailbox.json, after the bus has delivered), the admin API (an admin signed in through the
 * emailed link) and, where the issue asks that nothing be stored, the table.
 *
 * Client addresses: loopback only. Linux routes all of 127.0.0.0/8 to lo, so each request is bound
 * to a chosen source address (http.request's `localAddress`) and the server sees it as the
 * connection's remote address, exactly as CloudFront's viewer address: each attack and each
 * bystander below has its own 127.0.x.y, so per-address limits are exercised for real (points 3, 4
 * and 8 use distinct addresses for attacker and owner; point 8 shows another address unaffected).
 *
 * Point 10 (an IPv6 customer's whole /64 counted as one client): loopback has only ::1, so no
 * second address of a /64 can be bound here; tests/integration/client-address.test.ts covers it
 * through the gateway (21 addresses of one /64: the last is refused).
 * Point 12 (an answered signup lost in a crash): tests/integration/crash-restart.test.ts kills the
 * stack's process twice after signups, registrations and payments; not repeated here.
 * Point 11's DynamoDB Local bound to loopback was not done (its jar has no bind option): not tested.
 *
 * Limits are used as they are (no fixed clock over HTTP): a burst that must stay inside one
 * fixed window first waits, if the window is about to turn, for the next one (a few seconds at most).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { freePort } from '../../infra/local/dynamodb';
import { slotDynamoEndpoint } from '../support/dynamo-slot';
import { setPorts } from '../../functions/lib/runtime';
import { onLogLine } from '../../functions/lib/log';
import { limits } from '../../functions/lib/auth/rate-limit';
import { ANALYTICS_EVENTS_PER_MINUTE } from '../../api/analytics';
import { eventAccessRule, eventBySlug, eventStart, events, occurrenceKey } from '../../content/events/index';
import { allItems } from './table-scan';

const ADMIN = 'admin@example.com';
const TEAM = 'team@fika.community';
const JA = { 'x-fika-locale': 'ja' };
const CJK = /[\u3040-\u30ff\u3400-\u9fff]/;

/** One source address per role: the server counts each as its own client. */
const FROM = {
  admin: '127.0.1.1',
  errors: '127.0.2.1',
  analyticsFlood: '127.0.3.1',
  analyticsHostile: '127.0.3.2',
  curatedOwner: '127.0.4.1',
  curatedStranger: '127.0.4.2',
  contact: ['127.0.5.1', '127.0.5.2', '127.0.5.3'],
  contactMany: '127.0.5.9',
  langFlood: '127.0.6.1',
  langStranger: '127.0.6.2',
  langOwner: '127.0.6.3',
  subscriber: '127.0.7.1',
  prober: '127.0.7.2',
  checkoutAttacker: '127.0.8.1',
  checkoutOther: '127.0.8.2',
  series: '127.0.9.1',
  leader: '127.0.10.1',
  images: '127.0.11.1',
  imagesOther: '127.0.11.2',
  bodies: '127.0.12.1',
  webhook: '127.0.13.1',
};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
  reusedSocket: boolean;
}

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

let stack: LocalStack;
let dataDir: string;
let tableName: string;
let base: URL;

/** One HTTP request to the stack from `from` (a loopback source address). */
function request(path: string, o: { method?: string; json?: unknown; raw?: Buffer | string; headers?: Record<string, string>; from?: string; agent?: http.Agent } = {}): Promise<Answer> {
  const payload = o.raw !== undefined ? Buffer.from(o.raw) : o.json !== undefined ? Buffer.from(JSON.stringify(o.json)) : undefined;
  const method = o.method ?? (payload ? 'POST' : 'GET');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        localAddress: o.from ?? '127.0.0.1',
        agent: o.agent ?? false,
        headers: {
          'user-agent': 'black-box/1.0',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...o.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = undefined;
          if (String(res.headers['content-type'] ?? '').includes('json') && text) body = JSON.parse(text);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, reusedSocket: req.reusedSocket });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const post = (path: string, json: unknown, from: string, headers: Record<string, string> = {}) => request(path, { json, from, headers });
const action = (path: string, name: string, data: unknown, from: string, headers: Record<string, string> = {}) => post(path, { action: name, data }, from, headers);

/** The local mailbox once every event written so far has been delivered. */
async function mailbox(to?: string): Promise<StoredMail[]> {
  await stack.bus.drain();
  const r = await request(`/_dev/mailbox.json${to ? `?to=${encodeURIComponent(to)}` : ''}`);
  expect(r.status).toBe(200);
  return r.body as StoredMail[];
}

const tokenIn = (m: StoredMail | undefined, pattern = /token=([\w-]+)/) => {
  const t = pattern.exec(m?.text ?? '')?.[1];
  if (!t) throw new Error(`no token in the mail "${m?.subject}"`);
  return decodeURIComponent(t);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for the next fixed window when fewer than `needSeconds` are left in the current one (the limits' windows start at multiples of their length). */
async function clearOfWindowEdge(windowSeconds: number, needSeconds: number) {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await sleep(left * 1000 + 300);
}

let adminAuth: Record<string, string> | undefined;
/** An admin session, signed in as the admin does: the link mailed to the allow-listed address. */
async function admin(): Promise<Record<string, string>> {
  if (adminAuth) return adminAuth;
  const asked = await action('/api/admin-auth', 'request_link', { email: ADMIN }, FROM.admin);
  expect(asked.status, asked.text).toBe(200);
  const token = tokenIn((await mailbox(ADMIN)).at(-1));
  const v = await action('/api/admin-auth', 'verify', { token }, FROM.admin);
  expect(v.status, v.text).toBe(200);
  adminAuth = { authorization: `Bearer ${v.body.data.token}` };
  return adminAuth;
}

/** Items of the stack's table (a consistent scan), rate-limit counters left out. */
async function storedItems(): Promise<Record<string, unknown>[]> {
  return (await allItems({ endpoint: stack.dynamo.endpoint, tableName })).filter((i) => !String(i.pk).startsWith('RL#'));
}

/** A free event anyone may register for, with a bookable date from today on and room for everyone (not a fika for two). */
function freeEvent(): string {
  const now = new Date();
  const e = events.find((x) => {
    const rule = eventAccessRule(x);
    return rule.kind === 'free' && rule.bookable && !rule.exclusiveType && rule.capacity >= 10 && occurrenceKey(x, now);
  });
  if (!e) throw new Error('the catalogue has no free event with a bookable date from today');
  return e.slug;
}

/** An event of the catalogue by slug, checked to have a bookable date from today on (the stack's clock is the real one). */
function upcoming(slug: string): { slug: string; occurrence: string } {
  const e = eventBySlug(slug);
  const occurrence = e ? occurrenceKey(e, new Date()) : null;
  if (!e || !occurrence || !eventAccessRule(e).bookable) throw new Error(`${slug} has no bookable date from today: pick another event of the catalogue`);
  return { slug, occurrence };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fika-bb-'));
  tableName = `bb-${randomUUID()}`;
  // The stack's own secrets (per DATA_DIR) are what this file tests: none from the environment.
  const { STRIPE_SECRET_KEY: _k, STRIPE_WEBHOOK_SECRET: _w, SIGNING_SECRET: _s, ...env } = process.env;
  stack = await startLocalStack({ port: await freePort(), dataDir, shared: { dynamoEndpoint: slotDynamoEndpoint(), tableName }, env: { ...env, ADMIN_EMAILS: ADMIN } });
  base = new URL(stack.url);
});

afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('issue 25, every attack against the local stack over HTTP', () => {
  it('1. /api/client-errors: 40 reports with rotating user agents from one address are only the per-address limit, then 429 with Retry-After; the team is mailed at most the hourly cap of new groups', async () => {
    await clearOfWindowEdge(60, 10);
    await clearOfWindowEdge(3600, 10);
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN';
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) {
      const report = { message: `Black box flood ${letters[i]}`, stack: '', path: '/poll', release: 'black-box' };
      answers.push(await post('/api/client-errors', report, FROM.errors, { 'user-agent': `Agent/${i}.0 (rotating)` }));
    }
    const max = limits.clientErrorsPerClient.max;
    expect(answers.map((a) => a.status)).toEqual([...Array(max).fill(202), ...Array(40 - max).fill(429)]);
    for (const refused of answers.slice(max)) {
      expect(refused.body.error).toBe(limits.clientErrorsPerClient.message);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Twenty new groups, but the team hears of only the hourly cap of them; the rest are listed, not mailed.
    const groupMails = (await mailbox(TEAM)).filter((m) => m.subject.startsWith('New error: Black box flood'));
    expect(groupMails).toHaveLength(limits.errorMailsPerHour.max);
    const listed = await action('/api/admin-console', 'list_errors', { days: 2 }, FROM.admin, await admin());
    expect(listed.status, listed.text).toBe(200);
    const flood = (listed.body.data.errors as { message: string; mailed: boolean }[]).filter((e) => e.message.startsWith('Black box flood'));
    expect(flood).toHaveLength(max);
    expect(flood.filter((e) => e.mailed)).toHaveLength(limits.errorMailsPerHour.max);
  });

  it('2. analytics collector: rotating user agents do not reset the per-address limit (429 after it); hostile paths and attribution count as "other", a cancel-reservation token only as its pattern (admin summary)', async () => {
    await clearOfWindowEdge(60, 10);
    const batch = { events: Array.from({ length: 20 }, () => ({ name: 'page_view', path: '/wellness' })) };
    const statuses: number[] = [];
    const refusals: Answer[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await post('/api/analytics', batch, FROM.analyticsFlood, { 'user-agent': `Mozilla/5.0 (Rotating ${i})` });
      statuses.push(r.status);
      if (r.status === 429) refusals.push(r);
    }
    const accepted = ANALYTICS_EVENTS_PER_MINUTE / 20;
    expect(statuses).toEqual([...Array(accepted).fill(202), ...Array(12 - accepted).fill(429)]);
    for (const r of refusals) {
      expect(r.body.error).toBe(limits.analyticsPerClient.message);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }

    const hostile = ['/<img src=x onerror=alert(1)>', '/\u0000', '/\ud800', '/events/<script>alert(1)</script>'];
    const token = Buffer.from('attendee@example.com:2026-12-12').toString('base64url');
    const sent = await post(
      '/api/analytics',
      {
        consent: true,
        attribution: { source: '<script>alert(1)</script>', medium: 'e\u0000mail', campaign: '\ud800', referrer: 'https://news.example.net/a' },
        events: [...hostile.map((path) => ({ name: 'page_view', path })), { name: 'page_view', path: `/cancel-reservation/${token}` }],
      },
      FROM.analyticsHostile,
    );
    expect(sent.status, sent.text).toBe(202);

    const summary = await action('/api/admin-analytics', 'get_summary', { days: 2 }, FROM.admin, await admin());
    expect(summary.status, summary.text).toBe(200);
    const s = summary.body.data as { topPages: { path: string; views: number }[]; landings: { source: string; medium: string; campaign: string }[] };
    expect(s.topPages).toContainEqual({ path: 'other', views: hostile.length });
    expect(s.topPages).toContainEqual({ path: '/cancel-reservation/:token', views: 1 });
    expect(s.topPages).toContainEqual({ path: '/wellness', views: ANALYTICS_EVENTS_PER_MINUTE });
    for (const p of s.topPages) expect(p.path, p.path).toMatch(/^(other|\/[\w\-/:.]*)$/);
    expect(s.landings).toContainEqual({ source: 'other', medium: 'other', campaign: 'other', visits: 1 });
    for (const bad of ['<img', '<script', '\\u0000', '\\ud800', token]) expect(summary.text, bad).not.toContain(bad);
    const stored = JSON.stringify(await storedItems());
    for (const bad of ['<img', '<script', '\\u0000', '\\ud800', token]) expect(stored, bad).not.toContain(bad);
  });

  it("3. curated sign-in code: 5+ wrong guesses from another client address do not void the owner's live code; the owner still signs in with it", async () => {
    await clearOfWindowEdge(3600, 10);
    const owner = 'bb-applicant@curated.example';
    const applied = await action(
      '/api/curated-fika',
      'submit_application',
      {
        first_name: 'Aiko',
        last_name: 'Tanaka',
        email: owner,
        nationality: 'Japanese',
        profession: 'Designer',
        industry: 'Technology',
        career_stage: 'Mid-Career',
        interests: ['technology', 'arts', 'travel'],
        fika_goals: ['Cultural Exchange', 'Making Friends'],
        communication_style: 'Deep Conversations',
        location_preference: 'Shibuya & Harajuku',
        schedule_preference: 'Weekend Afternoon',
        additional_info: '',
        city: 'Tokyo',
        country: 'Japan',
        age_confirmed: true,
      },
      FROM.curatedOwner,
    );
    expect(applied.status, applied.text).toBe(201);
    const sentCode = await action('/api/curated-fika', 'send_session_access_code', { email: owner }, FROM.curatedOwner);
    expect(sentCode.status, sentCode.text).toBe(200);
    const code = tokenIn((await mailbox(owner)).filter((m) => /verification code/i.test(m.subject)).at(-1), /\b(\d{6})\b/);
    const wrong = code === '999999' ? '888888' : '999999';

    const guesses: Answer[] = [];
    for (let i = 0; i < limits.codeGuessPerEmailAddress.max + 3; i++) guesses.push(await action('/api/curated-fika', 'get_sessions_by_email_with_code', { email: owner, code: wrong }, FROM.curatedStranger));
    expect(guesses.map((g) => g.status)).toEqual([...Array(limits.codeGuessPerEmailAddress.max).fill(401), 429, 429, 429]);
    expect(guesses.at(-1)!.body.error).toBe(limits.codeGuessPerEmailAddress.message);
    expect(Number(guesses.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);

    const ok = await action('/api/curated-fika', 'get_sessions_by_email_with_code', { email: owner, code }, FROM.curatedOwner);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.session.email).toBe(owner);
  });

  it("4. contact form: 12 posts naming a stranger's address with an evil.example subject from 3 addresses send at most the allowed acknowledgements, none with any text the sender chose", async () => {
    await clearOfWindowEdge(86_400, 15);
    const victim = 'bb-stranger@inbox.example';
    const evil = { name: 'Claim your prize https://evil.example/win', subject: 'Your account is locked: https://evil.example/login', message: 'Visit https://evil.example/reset now to keep your account.' };
    const body = (email: string) => ({
      ...evil,
      email,
      inquiryType: 'events',
      agreeToContact: true,
      source: 'website-contact-form',
      metadata: { timestamp: new Date().toISOString(), userAgent: 'black-box', referrer: 'direct', currentUrl: `${stack.url}/contact`, timezone: 'Asia/Tokyo' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post('/api/contact-form', body(victim), FROM.contact[i % 3])).status);
    expect(statuses).toEqual(Array(12).fill(201));
    const acks = await mailbox(victim);
    expect(acks).toHaveLength(limits.contactAckPerEmail.max);
    for (const ack of acks) {
      expect(ack.subject).toBe('We received your message');
      expect(`${ack.subject}\n${ack.text}\n${ack.html}`).not.toMatch(/evil\.example|prize|Claim|locked|Visit|keep your account/);
    }
    // Every message still reached the team.
    expect((await mailbox(TEAM)).filter((m) => m.text.includes('evil.example'))).toHaveLength(12);

    // One address naming many addresses acknowledges only its daily few.
    for (let i = 0; i < 6; i++) expect((await post('/api/contact-form', body(`bb-many-${i}@inbox.example`), FROM.contactMany)).status).toBe(201);
    expect((await mailbox()).filter((m) => m.to.startsWith('bb-many-'))).toHaveLength(limits.contactAckPerIp.max);
  });

  it("5. a stranger's Japanese request_access / passport send does not make the owner's later English signup mailed in Japanese; refused requests store nothing", async () => {
    await clearOfWindowEdge(3600, 10);
    const others = Array.from({ length: limits.linkPerIp.max + 5 }, (_, i) => `bb-lang-${i}@lang.example`);
    const statuses: number[] = [];
    for (const email of others) statuses.push((await action('/api/member-dashboard', 'request_access', { email }, FROM.langFlood, JA)).status);
    expect(statuses).toEqual([...Array(limits.linkPerIp.max).fill(200), ...Array(5).fill(429)]);
    // Nothing but rate-limit counters names any of them: no stored language, refused or accepted.
    const stored = JSON.stringify(await storedItems());
    for (const email of others) expect(stored, email).not.toContain(email);

    const owner = 'bb-owner-lang@lang.example';
    expect((await action('/api/member-dashboard', 'request_access', { email: owner }, FROM.langStranger, JA)).status).toBe(200);
    expect((await action('/api/send-passport-magic-link', 'send', { email: owner }, FROM.langStranger, JA)).status).toBe(200);
    expect(JSON.stringify(await storedItems())).not.toContain(owner);

    // The owner registers from an English page: the confirmation is English.
    const free = upcoming(freeEvent());
    const registered = await post('/api/email-signup', { email: owner, source: `event:${free.slug}`, metadata: { event_slug: free.slug, event_title: free.slug } }, FROM.langOwner);
    expect(registered.status, registered.text).toBe(201);
    const mails = await mailbox(owner);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      expect(m.subject).not.toMatch(CJK);
      expect(m.text).not.toMatch(CJK);
    }
    expect(mails.at(-1)!.subject).toMatch(/^You're confirmed: /);
  });

  it('6. malformed percent-escapes in paths answer 400, not 500; a correctly signed Stripe webhook whose body is null or lacks id answers 400', async () => {
    for (const path of ['/calendar/%E0%A4%A', '/img/%', '/calendar/me/%ZZ.ics']) {
      const r = await request(path, { from: FROM.webhook });
      expect(r.status, path).toBe(400);
      expect(r.body.error, path).toMatch(/malformed percent-escape/i);
    }

    // The stack's webhook secret, generated for this DATA_DIR and kept there.
    const { stripeWebhookSecret } = JSON.parse(await readFile(join(dataDir, 'secrets.json'), 'utf8')) as { stripeWebhookSecret: string };
    const sign = (payload: string, secret = stripeWebhookSecret) => {
      const t = Math.floor(Date.now() / 1000);
      return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
    };
    const deliver = (payload: string, signature = sign(payload)) => request('/api/stripe-webhook', { raw: payload, from: FROM.webhook, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });

    // The signature scheme is right: an event of a type nobody handles is accepted.
    const ping = JSON.stringify({ id: `evt_bb_${randomUUID()}`, object: 'event', type: 'black_box.ping', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: 'obj_1' } } });
    expect((await deliver(ping)).status).toBe(200);
    expect((await deliver(ping, sign(ping, 'whsec_not_this_stack'))).status).toBe(400);

    for (const payload of ['null', JSON.stringify({ object: 'event', type: 'checkout.session.completed', created: 1, data: { object: { id: 'cs_1' } } })]) {
      const r = await deliver(payload);
      expect(r.status, payload).toBe(400);
      expect(r.body.error, payload).toMatch(/not a Stripe event/);
    }
  });

  it('7. check_event_access for a subscriber without proof answers exactly as for a non-subscriber; the 402 carries no hasSubscription: true for an unproven caller', async () => {
    const subscriber = 'bb-subscriber@sub.example';
    const nobody = 'bb-nobody@sub.example';
    const INCLUDED = upcoming('signature-sunday-fika-daikanyama').slug; // pay per event, or free with a subscription
    const PIZZA = upcoming('shimokitazawa-pizza-night').slug; // everyone pays
    // The subscriber subscribes through Checkout and the simulator's Pay button (its signed webhook).
    const checkout = await action('/api/subscription-management', 'create_checkout_session', { email: subscriber, planCode: 'monthly' }, FROM.subscriber);
    expect(checkout.status, checkout.text).toBe(200);
    const sessionId = checkout.body.data.session_id as string;
    const paid = await request(`/_dev/checkout/${sessionId}/pay`, { method: 'POST', from: FROM.subscriber });
    expect(paid.status, paid.text).toBe(303);
    await stack.bus.drain();

    const access = (email: string) => action('/api/subscription-management', 'check_event_access', { email, eventSlug: INCLUDED }, FROM.prober);
    const register = (email: string, slug: string, extra: Record<string, unknown> = {}) =>
      post('/api/email-signup', { email, source: `event:${slug}`, metadata: { event_slug: slug }, answers: { 'pizza-preference': 'Margherita' }, ...extra }, FROM.prober);
    const anonymous = (a: Answer) => a.text.replaceAll(subscriber, 'X').replaceAll(nobody, 'X');

    const [a, b] = [await access(subscriber), await access(nobody)];
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ hasAccess: false });
    expect(a.body.data.accessType).not.toBe('subscription');
    expect(a.text).toBe(b.text);

    const [p1, p2] = [await register(subscriber, PIZZA), await register(nobody, PIZZA)];
    expect([p1.status, p2.status]).toEqual([402, 402]);
    expect(p1.body.requiresPayment.hasSubscription).toBe(false);
    expect(anonymous(p1)).toBe(anonymous(p2));
    const [r1, r2] = [await register(subscriber, INCLUDED), await register(nobody, INCLUDED)];
    expect([r1.status, r2.status]).toEqual([402, 402]);
    expect(anonymous(r1)).toBe(anonymous(r2));
    expect(r1.text).not.toContain('"hasSubscription":true');

    // The control: the address does subscribe, as its paid Checkout proves.
    const proven = await register(subscriber, INCLUDED, { sessionId });
    expect(proven.status, proven.text).toBe(201);
  });

  it('8. 100 create_checkout_session calls with made-up emails from one address: 429 after the per-address limit, and no more Checkout sessions stored than allowed', async () => {
    await clearOfWindowEdge(3600, 20);
    const emails = Array.from({ length: 100 }, (_, i) => `bb-made-up-${i}@checkout.example`);
    const answers: Answer[] = [];
    for (const email of emails) answers.push(await action('/api/subscription-management', 'create_checkout_session', { email, planCode: 'monthly' }, FROM.checkoutAttacker));
    const max = limits.checkoutPerIp.max;
    expect(answers.map((a) => a.status)).toEqual([...Array(max).fill(200), ...Array(100 - max).fill(429)]);
    for (const r of answers.slice(max)) {
      expect(r.body.error).toBe(limits.checkoutPerIp.message);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
    const made = new Set(emails);
    const sessions = (await storedItems()).filter((i) => i.type === 'CheckoutSession' && made.has(String(i.email)));
    expect(sessions).toHaveLength(max);
    // Another client address is not limited by the attacker's requests.
    expect((await action('/api/subscription-management', 'create_checkout_session', { email: 'bb-real-buyer@checkout.example', planCode: 'monthly' }, FROM.checkoutOther)).status).toBe(200);
  });

  it('9. join_series with made-up emails and no session takes no places: the answer is pending and get_availability is unchanged', async () => {
    const FOR_TWO = upcoming('weekly-fika-for-two-kichijoji').slug; // weekly, free, 2 places
    const availability = async () => {
      const r = await action('/api/reservations', 'get_availability', { slugs: [FOR_TWO] }, FROM.series);
      expect(r.status).toBe(200);
      return r.body.data[0] as { currentCount: number; isFull: boolean; occurrence: string };
    };
    const before = await availability();
    const madeUp = ['bb-series-1@series.example', 'bb-series-2@series.example', 'bb-series-3@series.example'];
    for (const email of madeUp) {
      const r = await action('/api/reservations', 'join_series', { email, eventSlug: FOR_TWO }, FROM.series);
      expect(r.status, r.text).toBe(200);
      expect(r.body.data).toMatchObject({ status: 'pending', dates: [], confirmed: 0, waitlisted: 0 });
    }
    expect(await availability()).toEqual(before);
    expect(before.isFull).toBe(false);
    const taken = (await storedItems()).filter((i) => madeUp.includes(String(i.email)) && /^(RSVP#|SERIES#)/.test(String(i.sk)));
    expect(taken).toEqual([]);
  });

  it('11a. the leaderboard shows a masked first letter, never the domain; an address percent-encoded twice (%2540) in a mailed link is not logged unredacted', async () => {
    const member = 'carla.long@leader-family.example';
    // A member with a stamp: the admin records an attendance at a past date of a weekly event.
    const weekly = eventBySlug('weekly-saturday-morning-fika-yoyogi-uehara')!;
    const past = occurrenceKey(weekly, new Date(Date.now() - 14 * 86_400_000))!;
    expect(eventStart(weekly, new Date(Date.now() - 14 * 86_400_000))!.getTime()).toBeLessThan(Date.now());
    const recorded = await action('/api/send-passport-magic-link', 'admin_record_attendance', { email: member, eventSlug: weekly.slug, occurrence: past }, FROM.admin, await admin());
    expect(recorded.status, recorded.text).toBe(200);
    await stack.bus.drain();

    // The member signs in to the passport by the emailed link and reads the leaderboard.
    expect((await action('/api/send-passport-magic-link', 'send', { email: member }, FROM.leader)).status).toBe(200);
    const token = tokenIn((await mailbox(member)).filter((m) => m.text.includes('/member-passport?token=')).at(-1));
    const session = await action('/api/send-passport-magic-link', 'validate', { token }, FROM.leader);
    expect(session.status, session.text).toBe(200);
    const board = await action('/api/send-passport-magic-link', 'get_leaderboard', {}, FROM.leader, { 'x-passport-session': session.body.data.sessionToken });
    expect(board.status, board.text).toBe(200);
    expect(board.body.data).toContainEqual(expect.objectContaining({ member: 'c***', stamps: 1 }));
    expect(board.text).not.toMatch(/leader-family|@/);

    // A sign-in link whose return path names an address: the mailed link holds it as %2540; the log line of the mail does not.
    const lines: string[] = [];
    const stop = onLogLine((l) => lines.push(l));
    try {
      const asked = await action('/api/member-dashboard', 'request_access', { email: member, redirect: '/member?ref=carla.long%40leader-family.example' }, FROM.leader);
      expect(asked.status).toBe(200);
      const link = (await mailbox(member)).filter((m) => m.text.includes('/member-login?token=')).at(-1)!;
      expect(link.text).toContain('carla.long%2540leader-family.example');
    } finally {
      stop();
    }
    const sentLine = lines.find((l) => l.includes('mail sent') && l.includes('member-login'));
    expect(sentLine, 'the local mailbox logs the mail with its links').toBeDefined();
    expect(sentLine).toContain('email#');
    for (const l of lines) expect(l).not.toMatch(/carla\.long|leader-family/);
  });

  it('11b. /img renders that miss the cache are limited per address (429 past the limit); a cached variant and another address are still served', async () => {
    await clearOfWindowEdge(60, 15);
    const max = limits.imageRendersPerIp.max;
    const statuses: number[] = [];
    for (let w = 40; w < 40 + max + 1; w++) statuses.push((await request(`/img/author-mika-sato?w=${w}&f=jpeg&q=31`, { from: FROM.images })).status);
    expect(statuses).toEqual([...Array(max).fill(200), 429]);
    const refused = await request('/img/author-mika-sato?w=39&f=jpeg&q=31', { from: FROM.images });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(limits.imageRendersPerIp.message);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request('/img/author-mika-sato?w=40&f=jpeg&q=31', { from: FROM.images })).status).toBe(200);
    expect((await request('/img/author-mika-sato?w=39&f=jpeg&q=31', { from: FROM.imagesOther })).status).toBe(200);
  });

  it('11c. after a 413 for an oversized body, the next request on the same keep-alive agent gets a correct answer', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const next = () => request('/api/analytics', { json: { events: [{ name: 'page_view', path: '/' }] }, from: FROM.bodies, agent });
      expect((await next()).status).toBe(202);
      // Over the functions' 64 KB: the function answers 413 and the connection goes on.
      const over = await request('/api/contact-form', { raw: JSON.stringify({ name: 'x'.repeat(100 * 1024) }), from: FROM.bodies, agent });
      expect(over.status).toBe(413);
      expect(over.body.success).toBe(false);
      const after = await next();
      expect(after.status, after.text).toBe(202);
      expect(after.body).toEqual({ success: true, data: { accepted: 1 } });
      expect(after.reusedSocket, 'the same connection after the 413').toBe(true);
      // Far over (300 KB): the server reads the body to its end, answers 413 and closes cleanly.
      const far = await request('/api/contact-form', { raw: JSON.stringify({ name: 'x'.repeat(300 * 1024) }), from: FROM.bodies, agent });
      expect(far.status).toBe(413);
      expect(far.body).toEqual({ success: false, error: 'Request body is too large (max 64 KB)' });
      const again = await next();
      expect(again.status, again.text).toBe(202);
      expect(again.body).toEqual({ success: true, data: { accepted: 1 } });
    } finally {
      agent.destroy();
    }
  });

  it('11d. the local webhook and signing secrets are random per DATA_DIR, kept in a file there (owner-only): another stack on another DATA_DIR has others and refuses this one', async () => {
    const file = join(dataDir, 'secrets.json');
    const mine = JSON.parse(await readFile(file, 'utf8')) as { stripeWebhookSecret: string; signingSecret: string };
    expect(mine.stripeWebhookSecret).toMatch(/^whsec_[\w-]{20,}$/);
    expect(mine.signingSecret).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o077).toBe(0);

    // A second stack on its own DATA_DIR (the ports are process-wide: this file's stack gets them back after).
    await stack.bus.drain();
    const otherDir = await mkdtemp(join(tmpdir(), 'fika-bb2-'));
    const { STRIPE_SECRET_KEY: _k, STRIPE_WEBHOOK_SECRET: _w, SIGNING_SECRET: _s, ...env } = process.env;
    const other = await startLocalStack({ port: await freePort(), dataDir: otherDir, shared: { dynamoEndpoint: slotDynamoEndpoint(), tableName: `bb2-${randomUUID()}` }, env: { ...env, ADMIN_EMAILS: ADMIN } });
    try {
      const theirs = JSON.parse(await readFile(join(otherDir, 'secrets.json'), 'utf8')) as typeof mine;
      expect(theirs.stripeWebhookSecret).not.toBe(mine.stripeWebhookSecret);
      expect(theirs.signingSecret).not.toBe(mine.signingSecret);
      // Over HTTP: the other stack refuses a webhook signed with this stack's secret, and takes its own.
      const payload = JSON.stringify({ id: `evt_bb_${randomUUID()}`, object: 'event', type: 'black_box.ping', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { id: 'obj_2' } } });
      const t = Math.floor(Date.now() / 1000);
      const sig = (secret: string) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
      const otherUrl = new URL(other.url);
      const send = (secret: string) =>
        new Promise<number>((resolve, reject) => {
          const req = http.request(
            { host: otherUrl.hostname, port: otherUrl.port, path: '/api/stripe-webhook', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'stripe-signature': sig(secret) } },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', reject);
          req.end(payload);
        });
      expect(await send(mine.stripeWebhookSecret)).toBe(400);
      expect(await send(theirs.stripeWebhookSecret)).toBe(200);
    } finally {
      await other.stop();
      setPorts(stack.ports);
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
