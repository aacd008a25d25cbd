/**
 * Issue 28, exports as jobs: start_export writes the export and its event in one transaction; the
 * exports consumer (through the outbox, the relay and the bus) pages through the kind's index and
 * writes the CSV into the export store (locally a folder) a page at a time; get_export gives its
 * status and, once ready, a signed download link; list_exports the recent ones.
 *
 * The files are the exports that were built whole before (same columns, same order, same quoting),
 * every row once; the consumer reports how many pages it read and the most rows and bytes it held at
 * once, which is the memory bound (one page), shown by the figures rather than by timing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { createSession } from '../../functions/lib/auth/tokens';
import * as signups from '../../functions/lib/mail/signups';
import * as curated from '../../functions/curated/store';
import { SIGNUP_CSV_COLUMNS, UNSUBSCRIBE_CSV, signupsCsv } from '../../functions/admin/aggregate';
import { withMemberStatus } from '../../functions/admin/newsletter';
import { APPLICATION_CSV_COLUMNS, applicationsCsv, applicationsPage } from '../../functions/curated/applications';
import { toCsv, type CsvColumn } from '../../domain/csv';
import { saveStateOps } from '../../functions/billing/store';
import { SUBSCRIPTION_CSV } from '../../functions/admin-billing/aggregate';
import { FOUNDING_CSV, setFoundingMember } from '../../functions/member/membership';
import { PARTICIPANT_CSV, SESSION_CSV, participantRows } from '../../functions/curated/sessions';
import { FEEDBACK_CSV, submitFeedback } from '../../functions/curated/feedback';
import { participantId, type SessionView } from '../../functions/curated/model';
import { type Session } from '../../functions/curated/items';
import { VENUE_AREAS } from '../../domain/curated/rules';
import { localExportFile, localExportsDir } from '../../functions/lib/export-files';
import { runExport } from '../../functions/exports/run';
import type { Application } from '../../functions/curated/items';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const uploads = mkdtempSync(join(tmpdir(), 'fika-exports-'));
const SIGNUPS = 600;
const PAGE = 50;
const meter = readMeter();

let h: Harness;
let admin: Record<string, string>;
const call = (action: string, data: unknown = {}, headers = admin) => h.call('/api/admin-console', { action, data }, { headers });

/** Starts an export through the API, lets the outbox, relay, bus and consumer run, and reads it back. */
async function exported(data: Record<string, unknown>) {
  const started = await call('start_export', data);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.data).toMatchObject({ status: 'queued', requestedBy: 'admin@example.com', requestedAt: NOW, rows: 0, url: null });
  await h.bus.drain();
  const r = await call('get_export', { id: started.body.data.id });
  expect(r.status).toBe(200);
  return r.body.data;
}

/** The file a local download link names, read as the local server would serve it (EXPORTS-LOCAL.patch). */
async function download(url: string): Promise<{ text: string; headers: Record<string, string> }> {
  const u = new URL(url);
  expect(u.origin).toBe('http://localhost:3000');
  const name = decodeURIComponent(u.pathname.replace(/^\/_dev\/exports\//, ''));
  const answer = await localExportFile({ dir: uploads, signingSecret: h.ports.secrets.signingSecret, clock: h.ports.clock }, name, u.searchParams);
  if (!answer.ok) throw new Error(`${answer.status} ${answer.message}`);
  return { text: readFileSync(answer.path, 'utf8'), headers: answer.headers };
}

const lines = (text: string) => text.split('\r\n').slice(0, -1);

beforeAll(async () => {
  h = await setupIntegration({ clock, env: { UPLOADS_DIR: uploads }, table: { onRead: meter.onRead } });
  admin = await h.adminHeaders();
  // 1,200 active signups (written a hundred to a transaction, each a minute apart), a member among
  // them, one whose metadata a spreadsheet would run, and unsubscribed ones that must not appear.
  const ops = Array.from({ length: SIGNUPS }, (_, i) => {
    const now = new Date(Date.parse('2026-01-01T00:00:00Z') + i * 60_000).toISOString();
    const metadata = i === 7 ? { signup_page: '/events', campaign_source: '=HYPERLINK("x")', referrer: 'a, "quoted" one' } : { signup_page: '/' };
    return signups.createOps({ email: `s${String(i).padStart(4, '0')}@example.com`, source: 'website', metadata, now })[0];
  });
  for (let i = 0; i < ops.length; i += 100) await h.ports.table.transact(ops.slice(i, i + 100));
  await h.ports.table.put({ ...keys.member('s0003@example.com'), type: 'Member', email: 's0003@example.com', status: 'active', joined_at: '2026-01-01T00:00:00Z' });
  for (const e of ['gone1@example.com', 'gone2@example.com']) {
    const [op] = signups.unsubscribeOps(undefined, e, `unsub_${e}`, '2026-11-01T00:00:00.000Z');
    await h.ports.table.transact([op]);
  }
});

afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe('exports', () => {
  it('signups: every row once, page by page, the file the export built whole before', async () => {
    // Items read by the whole job (claim and progress are writes): each signup once from the index, each member record once;
    // beside them the two calls' own (the session and the catalogue's version each, the export once).
    const { items, calls, result: x } = await meter.measure(() => exported({ kind: 'signups', page_size: PAGE }));
    console.log('export of 600 signups, 50 a page: items read', JSON.stringify({ items, calls }));
    expect(items).toBeGreaterThanOrEqual(2 * SIGNUPS);
    expect(items).toBeLessThanOrEqual(2 * SIGNUPS + 10);
    expect(x).toMatchObject({ kind: 'signups', status: 'ready', rows: SIGNUPS, pageSize: PAGE, filename: 'active-signups-2026-11-22.csv', label: 'active signups' });
    expect(x.url).toMatch(/^http:\/\/localhost:3000\/_dev\/exports\/exp_\w+-[\w-]+\.csv\?/);

    const { text, headers } = await download(x.url);
    expect(headers['content-disposition']).toBe('attachment; filename="active-signups-2026-11-22.csv"');
    expect(x.bytes).toBe(Buffer.byteLength(text));
    const rows = lines(text);
    expect(rows[0]).toBe(SIGNUP_CSV_COLUMNS.join(','));
    expect(rows).toHaveLength(SIGNUPS + 1);
    const emails = rows.slice(1).map((l) => l.split(',')[0]);
    expect(new Set(emails).size).toBe(SIGNUPS);
    expect(emails.some((e) => e.startsWith('gone'))).toBe(false);
    // Formula-safe and quoted as before.
    expect(rows.find((l) => l.startsWith('s0007@'))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(rows.find((l) => l.startsWith('s0007@'))).toContain('"a, ""quoted"" one"');
    expect(rows.find((l) => l.startsWith('s0003@'))).toContain(',active,website,2026-01-01T00:03:00.000Z,active,');
    // Byte for byte the CSV the one-shot export made of the whole list (same columns, order, member_status).
    const whole = await withMemberStatus(h.ports, await signups.allByStatus(h.ports, 'active', 10_000, true));
    expect(text).toBe(signupsCsv(whole));

    // Memory: one page at a time. 12 full pages (and the empty read that ends the index), never more
    // than a page of rows held, and the file writer never held more than one page's text.
    expect(x.pages).toBeGreaterThanOrEqual(SIGNUPS / PAGE);
    expect(x.pages).toBeLessThanOrEqual(SIGNUPS / PAGE + 1);
    expect(x.peakRows).toBe(PAGE);
    expect(x.peakBytes).toBeGreaterThan(0);
    expect(x.peakBytes).toBeLessThan(x.bytes / 10);
  });

  it('the default page is 500 rows, and the old action is a wrapper that starts the same job', async () => {
    const old = await call('export_signups_csv');
    expect(old.status).toBe(202);
    expect(old.body.data).toMatchObject({ kind: 'signups', status: 'queued', filters: { status: 'active' }, pageSize: 500 });
    await h.bus.drain();
    const x = (await call('get_export', { id: old.body.data.id })).body.data;
    expect(x).toMatchObject({ status: 'ready', rows: SIGNUPS, peakRows: 500 });
    expect(x.pages).toBeGreaterThanOrEqual(2);
  });

  it('unsubscribes of a window: newest first, the columns of the page’s download before', async () => {
    const record = (email: string, at: string, feedback: string | null) =>
      h.ports.table.put({
        ...keys.unsubscribe(email, `unsub_${email}`),
        type: 'Unsubscribe',
        email,
        reason: 'too_many_emails',
        method: 'one_click',
        feedback,
        unsubscribed_at: at,
        tracking_id: `unsub_${email}`,
        ...keys.unsubscribesAll(),
        gsi1sk: at,
      });
    for (let i = 0; i < 25; i++) await record(`u${i}@example.com`, new Date(Date.parse('2026-11-10T00:00:00Z') + i * 60_000).toISOString(), i === 3 ? '+1 too many, sorry' : null);
    await record('long-ago@example.com', '2026-09-01T00:00:00.000Z', null);

    const x = await exported({ kind: 'unsubscribes', filters: { days_back: 30 }, page_size: 10 });
    expect(x).toMatchObject({ status: 'ready', filename: 'unsubscribes-2026-11-22.csv', label: 'unsubscribes of the last 30 days', filters: { days_back: 30, since: '2026-10-23T15:00:00.000Z' } });
    const rows = lines((await download(x.url)).text);
    expect(rows[0]).toBe('email,unsubscribed_at,reason,method,feedback,source_type,tracking_id');
    // The 25 of the window, newest first; not the one before it.
    expect(rows.slice(1).map((l) => l.split(',')[0])).toEqual(Array.from({ length: 25 }, (_, i) => `u${24 - i}@example.com`));
    expect(rows[1].startsWith('u24@example.com,2026-11-10T00:24:00.000Z,too_many_emails,one_click,,')).toBe(true);
    expect(rows.find((l) => l.startsWith('u3@'))).toBe(`u3@example.com,2026-11-10T00:03:00.000Z,too_many_emails,one_click,"'+1 too many, sorry",,unsub_u3@example.com`);
    expect(rows.some((l) => l.startsWith('long-ago@'))).toBe(false);
    expect(x.peakRows).toBeLessThanOrEqual(10);
    expect(x.pages).toBeGreaterThanOrEqual(3);
    // The same rows list_unsubscribes pages through, with the columns the newsletter page's CSV had.
    const listed: unknown[] = [];
    for (let cursor: string | null = null, first = true; first || cursor; first = false) {
      const r = await call('list_unsubscribes', { days_back: 30, ...(cursor ? { cursor } : {}) });
      listed.push(...r.body.data);
      cursor = r.body.next;
    }
    expect(`${rows.join('\r\n')}\r\n`).toBe(toCsv(UNSUBSCRIBE_CSV, listed as never[]));
  });

  it('curated applications with the dashboard’s filters, newest first', async () => {
    const app = (n: number, city: string, status: string) => {
      const submitted_at = new Date(Date.parse(NOW) - n * 60_000).toISOString();
      const a = {
        id: `cfa_x${n}`,
        first_name: n === 2 ? '=cmd|calc' : 'Aiko',
        last_name: `Tanaka ${n}`,
        email: `app${n}@example.com`,
        nationality: 'Japanese',
        profession: 'Designer',
        industry: 'Technology',
        career_stage: 'Mid-Career',
        interests: ['technology', 'arts'],
        fika_goals: ['Cultural Exchange'],
        communication_style: 'Flexible',
        location_preference: 'Flexible',
        schedule_preference: 'Weekend Afternoon',
        additional_info: '',
        age_confirmed: true,
        application_status: status,
        submitted_at,
        updated_at: submitted_at,
        is_premium_member: false,
        city,
        country: 'Japan',
        status_history: [],
      };
      return h.ports.table.put({ ...keys.cfApplication(a.id), type: 'CuratedApplication', ...a, ...curated.applicationIndexes(a) });
    };
    for (let n = 0; n < 30; n++) await app(n, n % 3 === 0 ? 'Osaka' : 'Tokyo', n % 2 ? 'approved' : 'submitted');

    const filters = { status: 'submitted', city: 'Tokyo', email: '' };
    const x = await exported({ kind: 'curated-applications', filters, page_size: 10 });
    expect(x).toMatchObject({ status: 'ready', filename: 'curated-fika-applications-2026-11-22.csv', filters: { status: 'submitted', city: 'Tokyo' } });
    const { text } = await download(x.url);
    const rows = lines(text);
    expect(rows[0]).toBe(APPLICATION_CSV_COLUMNS.join(','));
    // Submitted in Tokyo: even n not divisible by 3 (10 of them), newest (smallest n) first.
    const expected = Array.from({ length: 30 }, (_, n) => n).filter((n) => n % 2 === 0 && n % 3 !== 0);
    expect(rows.slice(1).map((l) => l.split(',')[0])).toEqual(expected.map((n) => `cfa_x${n}`));
    expect(rows.find((l) => l.startsWith('cfa_x2,'))).toContain(`'=cmd|calc`);
    // Byte for byte what the one-shot export_applications made of the same list.
    const all: Application[] = [];
    for (let after: string | undefined, first = true; first || after; first = false) {
      const pg = await applicationsPage(h.ports, { status: 'submitted', city: 'Tokyo' }, { limit: 7, after });
      all.push(...pg.data);
      after = pg.next ?? undefined;
    }
    expect(text).toBe(applicationsCsv(all));
    expect(x.peakRows).toBeLessThanOrEqual(10);

    // An unknown status is refused when asked, not when the job runs.
    const lost = await call('start_export', { kind: 'curated-applications', filters: { status: 'lost' } });
    expect(lost.status).toBe(400);
    expect(lost.body.error).toBe('Unknown application status');
    // The dashboard's old action starts the same job.
    const old = await h.call('/api/curated-fika-admin', { action: 'export_applications', data: {}, filters: { city: 'Osaka' } }, { headers: admin });
    expect(old.status).toBe(202);
    expect(old.body.data).toMatchObject({ kind: 'curated-applications', status: 'queued', filters: { city: 'Osaka' } });
    await h.bus.drain();
    expect((await call('get_export', { id: old.body.data.id })).body.data).toMatchObject({ status: 'ready', rows: 10 });
  });

  it('admin only; an unknown export is 404; a bad kind or page size is 400', async () => {
    const member = await createSession(h.ports, { kind: 'member', email: 's0003@example.com', ttlSeconds: 3600 });
    for (const [action, data] of [
      ['start_export', { kind: 'signups' }],
      ['get_export', { id: 'exp_01JZZZZZZZZZZZZZZZZZZZZZZZ' }],
      ['list_exports', {}],
    ] as const) {
      expect((await call(action, data, {})).status, action).toBe(401);
      expect((await call(action, data, { authorization: `Bearer ${member.token}` })).status, action).toBe(403);
    }
    const missing = await call('get_export', { id: 'exp_01JZZZZZZZZZZZZZZZZZZZZZZZ' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Export not found');
    expect((await call('get_export', { id: '../../etc/passwd' })).status).toBe(400);
    expect((await call('start_export', { kind: 'everything' })).status).toBe(400);
    expect((await call('start_export', { kind: 'signups', page_size: 5 })).status).toBe(400);
    expect((await call('start_export', { kind: 'unsubscribes', filters: { days_back: 400 } })).status).toBe(400);
  });

  it('a link is signed, names one file and expires; a second delivery changes nothing', async () => {
    const x = (await call('list_exports')).body.data.find((e: { status: string }) => e.status === 'ready');
    const ready = (await call('get_export', { id: x.id })).body.data;
    const u = new URL(ready.url);
    const name = u.pathname.split('/').pop()!;
    const opts = { dir: uploads, signingSecret: h.ports.secrets.signingSecret, clock: h.ports.clock };
    expect((await localExportFile(opts, name, u.searchParams)).ok).toBe(true);
    const forged = new URLSearchParams(u.searchParams);
    forged.set('download', 'other.csv');
    expect(await localExportFile(opts, name, forged)).toMatchObject({ ok: false, status: 403 });
    expect(await localExportFile({ ...opts, clock: fixedClock('2026-11-22T09:06:00.000Z') }, name, u.searchParams)).toMatchObject({ ok: false, status: 403 });
    expect(await localExportFile(opts, '..%2Fsecrets.csv', u.searchParams)).toMatchObject({ ok: false, status: 403 });

    const before = readFileSync(join(localExportsDir(uploads), name), 'utf8');
    expect(await runExport(h.ports, x.id)).toBe('done-before');
    expect((await call('get_export', { id: x.id })).body.data).toMatchObject({ status: 'ready', rows: ready.rows, bytes: ready.bytes });
    expect(readFileSync(join(localExportsDir(uploads), name), 'utf8')).toBe(before);
  });

  it('start, get and list read a bounded number of items, whatever the size of the export', async () => {
    const start = await meter.measure(() => call('start_export', { kind: 'signups', page_size: PAGE }));
    const id = start.result.body.data.id;
    await h.bus.drain();
    const get = await meter.measure(() => call('get_export', { id }));
    const list = await meter.measure(() => call('list_exports'));
    console.log('exports API items read', JSON.stringify({ start: start.items, get: get.items, list: list.items }));
    // What every admin request reads aside (its session and the catalogue's version: 2 items), start reads nothing,
    // get reads the export, list one page of at most 20 exports (and the one DynamoDB looks at past it).
    expect(start.items).toBe(2);
    expect(get.items).toBe(3);
    expect(list.items).toBeLessThanOrEqual(2 + 20 + 1);
  });

  it('lists the recent exports newest first, without links', async () => {
    clock.set('2026-11-22T09:01:00.000Z');
    const first = (await call('start_export', { kind: 'unsubscribes' })).body.data;
    clock.set('2026-11-22T09:02:00.000Z');
    const second = (await call('start_export', { kind: 'signups', filters: { status: 'unsubscribed' } })).body.data;
    clock.set(NOW);
    expect(second.filename).toBe('unsubscribed-signups-2026-11-22.csv');
    const r = await call('list_exports');
    expect(r.status).toBe(200);
    expect(r.body.next).toBeNull();
    const list = r.body.data as { id: string; status: string; url: string | null; requestedAt: string }[];
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(list.slice(0, 2).map((e) => e.id)).toEqual([second.id, first.id]);
    expect(list.every((e) => e.url === null)).toBe(true);
    expect(list.map((e) => e.requestedAt)).toEqual([...list.map((e) => e.requestedAt)].sort().reverse());
    await h.bus.drain();
    // The unsubscribed signups: the two suppressions.
    const unsubscribed = (await call('get_export', { id: second.id })).body.data;
    expect(unsubscribed).toMatchObject({ status: 'ready', rows: 2 });
    expect(lines((await download(unsubscribed.url)).text).slice(1).map((l) => l.split(',')[0]).sort()).toEqual(['gone1@example.com', 'gone2@example.com']);
    expect((await call('list_exports', { cursor: 'bm90LWEtY3Vyc29y' })).status).toBe(400);
  });

  it('a failed export says failed, with why, and leaves no file', async () => {
    // The store cannot write: its folder is a file.
    const dir = localExportsDir(uploads);
    renameSync(dir, `${dir.replace(/\/$/, '')}-kept`);
    writeFileSync(dir.replace(/\/$/, ''), 'not a folder');
    try {
      const x = await exported({ kind: 'signups', page_size: PAGE });
      expect(x.status).toBe('failed');
      expect(x.message).toMatch(/^The export could not be written: /);
      expect(x.url).toBeNull();
      expect(x.finishedAt).toBe(NOW);
    } finally {
      rmSync(dir.replace(/\/$/, ''), { force: true });
      renameSync(`${dir.replace(/\/$/, '')}-kept`, dir);
    }
    expect(h.bus.deadLetters).toEqual([]);
    // No run left a partial file behind.
    expect(readdirSync(dir).filter((f) => !f.endsWith('.csv'))).toEqual([]);
  });
});

/** Every row of a list as its screen pages it (an API action, `limit` a page, each page from the one before's `next`). */
async function listed(page: (cursor: string | null) => Promise<{ rows: unknown[]; next: string | null }>): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let cursor: string | null = null, first = true; first || cursor; first = false) {
    const r = await page(cursor);
    rows.push(...r.rows);
    cursor = r.next;
  }
  return rows;
}

/** The export's file: its rows in the list's order and its columns are the list's pages through the kind's columns. */
async function expectFileOf(x: { url: string; rows: number; pages: number; peakRows: number }, columns: readonly CsvColumn<never>[], rows: unknown[], header: string) {
  const { text } = await download(x.url);
  expect(lines(text)[0]).toBe(header);
  expect(text).toBe(toCsv(columns, rows as never[]));
  expect(x.rows).toBe(rows.length);
  return text;
}

describe('the lists the admin screens exported in the browser, now export jobs', () => {
  const billing = (data: Record<string, unknown>) => h.call('/api/admin-subscription-queries', { action: 'get_all_subscriptions', data }, { headers: admin });
  /** A page of a Curated Fika dashboard list (4 rows) with the tab's filters, from `cursor`. */
  const curatedPages = (action: 'get_sessions' | 'get_feedback', filters: Record<string, unknown>) => (cursor: string | null) =>
    h.call('/api/curated-fika-admin', { action, data: {}, filters, limit: 4, ...(cursor ? { cursor } : {}) }, { headers: admin }).then((r) => {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return { rows: r.body.data.data as unknown[], next: r.body.data.next as string | null };
    });

  it('subscriptions: the list’s filters and search, live first, the columns of the page’s download', async () => {
    const STATUSES = ['active', 'canceled', 'past_due', 'trialing'];
    for (let n = 0; n < 24; n++) {
      const interval = n % 3 ? 'month' : 'year';
      const state = {
        email: `sub${String(n).padStart(2, '0')}@example.com`,
        status: STATUSES[n % 4],
        // One active subscription whose period has passed: not "active now".
        currentPeriodEnd: n === 4 ? '2026-11-01T00:00:00.000Z' : '2027-01-01T00:00:00.000Z',
        cancelAtPeriodEnd: n === 8,
        plan: { code: interval === 'year' ? 'yearly' : 'monthly', billing_interval: interval as 'month' | 'year', price_cents: interval === 'year' ? 1500000 : 150000 },
        customerId: `cus_x${n}`,
        subscriptionId: `sub_x${n}`,
        lastEventCreated: 1_790_000_000,
      };
      await h.ports.table.transact(saveStateOps(state, undefined, new Date(Date.parse('2026-10-01T00:00:00Z') + n * 60_000).toISOString()));
    }
    const page = (filters: Record<string, unknown>, search = '') => (cursor: string | null) =>
      billing({ filters, search, limit: 4, cursor }).then((r) => {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return { rows: r.body.data, next: r.body.next };
      });
    const header = 'email,status,active_now,plan,billing_interval,price,current_period_end,cancel_at_period_end,total_paid,created_at,updated_at,stripe_customer_id,stripe_subscription_id';

    const all = await exported({ kind: 'subscriptions', page_size: 10 });
    expect(all).toMatchObject({ status: 'ready', filename: 'subscriptions-2026-11-22.csv', label: 'subscriptions', filters: {} });
    expect(all.pages).toBeGreaterThanOrEqual(3);
    expect(all.peakRows).toBe(10);
    const text = await expectFileOf(all, SUBSCRIPTION_CSV, await listed(page({})), header);
    expect(lines(text)).toHaveLength(25);
    expect(lines(text).find((l) => l.startsWith('sub00@'))).toBe('sub00@example.com,active,true,yearly,year,"¥15,000",2027-01-01T00:00:00.000Z,false,¥0,2026-10-01T00:00:00.000Z,2026-10-01T00:00:00.000Z,cus_x0,sub_x0');

    // The page's filters: one status, one billing interval, only active now (sub04's period has passed).
    const filters = { status: 'active', billing_interval: 'month', active: true };
    const some = await exported({ kind: 'subscriptions', filters, page_size: 10 });
    expect(some).toMatchObject({ status: 'ready', filters, label: 'subscriptions (active: true, billing_interval: month, status: active)' });
    const rows = await listed(page(filters));
    await expectFileOf(some, SUBSCRIPTION_CSV, rows, header);
    expect(rows.map((r) => (r as { email: string }).email).sort()).toEqual(['sub08@example.com', 'sub16@example.com', 'sub20@example.com']);

    // The search is the page's exact lookup; a blank one is no search.
    const one = await exported({ kind: 'subscriptions', filters: { search: 'cus_x5' } });
    expect(one).toMatchObject({ status: 'ready', rows: 1, filters: { search: 'cus_x5' } });
    await expectFileOf(one, SUBSCRIPTION_CSV, await listed(page({}, 'cus_x5')), header);
    expect((await call('start_export', { kind: 'subscriptions', filters: { search: ' ' } })).body.data.filters).toEqual({});

    for (const [bad, error] of [
      [{ status: 'lost' }, 'Unknown subscription status'],
      [{ billing_interval: 'week' }, 'Billing interval must be month or year'],
      [{ plan_code: 'monthly' }, 'Filtering by plan code is no longer offered: filter by billing_interval (month or year).'],
    ] as const) {
      const r = await call('start_export', { kind: 'subscriptions', filters: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe(error);
    }
  });

  it('founding members: every one, by address; the file is named after the community’s day (Tokyo)', async () => {
    for (let n = 0; n < 23; n++) await setFoundingMember(h.ports, `founder${String(n).padStart(2, '0')}@example.com`, true, n === 3 ? '=admin, "root"' : 'admin@example.com');
    const x = await exported({ kind: 'founding-members', page_size: 10 });
    expect(x).toMatchObject({ status: 'ready', filename: 'founding-members-2026-11-22.csv', label: 'founding members', pages: 3, peakRows: 10 });
    const r = await call('list_founding_members');
    expect(r.body.data.next).toBeNull();
    const text = await expectFileOf(x, FOUNDING_CSV, r.body.data.rows, 'email,founding_member_since,marked_by');
    expect(lines(text)[1]).toBe('founder00@example.com,2026-11-22T09:00:00.000Z,admin@example.com');
    expect(lines(text)[4]).toBe(`founder03@example.com,2026-11-22T09:00:00.000Z,"'=admin, ""root"""`);

    // 16:30 UTC is the next day in Tokyo.
    clock.set('2026-11-22T16:30:00.000Z');
    try {
      expect((await call('start_export', { kind: 'founding-members' })).body.data.filename).toBe('founding-members-2026-11-23.csv');
    } finally {
      clock.set(NOW);
    }
  });

  describe('Curated Fika sessions, their participants and their feedback', () => {
    /** 14 past sessions (newest first by date), two participants each who attended, in two areas and three statuses. */
    beforeAll(async () => {
      for (let i = 0; i < 14; i++) {
        const at = new Date(Date.parse('2026-10-01T05:00:00.000Z') + i * 86_400_000).toISOString();
        const id = `cfs_xs${String(i).padStart(2, '0')}`;
        const s = {
          id,
          session_title: i === 1 ? '=Fika, "first"' : `Fika ${i}`,
          session_date: at,
          session_status: (['completed', 'cancelled', 'in_progress'] as const)[i % 3],
          venue_name: 'Fuglen',
          venue_address: '',
          venue_area: VENUE_AREAS[i % 2],
          venue_id: null,
          venue_timezone: 'Asia/Tokyo',
          city: 'Tokyo',
          country: 'Japan',
          max_participants: 4,
          current_participants: 2,
          session_duration: 90,
          price_per_person: 3000,
          total_revenue: 6000,
          host_notes: '',
          target_interests: ['arts', 'food'],
          target_themes: [],
          registration: 'open',
          created_at: at,
        } as Session;
        const people = [1, 2].map((n) =>
          curated.putParticipantOp(
            curated.participantItem(
              { id: participantId(id, `cfa_xs${i}p${n}`), session_id: id, application_id: `cfa_xs${i}p${n}`, email: `p${i}-${n}@example.com`, first_name: n === 1 ? '@Ann' : 'Ben', last_name: `Lee ${i}`, participation_status: 'attended', payment_status: 'paid', payment_amount: 3000, payment_date: at, created_at: at },
              at,
            ),
          ),
        );
        await h.ports.table.transact([...curated.newSessionOps(s), ...people]);
      }
    });

    const sessionsHeader =
      'id,session_title,session_date,session_status,registration,city,country,venue_name,venue_area,venue_address,venue_timezone,max_participants,current_participants,session_duration_minutes,price_per_person,total_revenue,target_interests,target_themes,host_notes,created_at';
    const participantsHeader =
      'session_id,session_title,session_date,participant_id,application_id,first_name,last_name,email,participation_status,payment_status,payment_amount,payment_date,refunded_at,invitation_sent_at,confirmed_at,is_replacement,cancellation_reason';
    const sessionsPages = (filters: Record<string, unknown>) => curatedPages('get_sessions', filters);

    it('sessions and participants: every session the tab’s filters select, newest first, with their participants', async () => {
      const all = await exported({ kind: 'curated-sessions', page_size: 10 });
      expect(all).toMatchObject({ status: 'ready', filename: 'curated-fika-sessions-2026-11-22.csv', label: 'Curated Fika sessions', pages: 2, peakRows: 10 });
      const sessions = (await listed(sessionsPages({}))) as SessionView[];
      const text = await expectFileOf(all, SESSION_CSV, sessions, sessionsHeader);
      expect(lines(text).slice(1).map((l) => l.split(',')[0])).toEqual(Array.from({ length: 14 }, (_, i) => `cfs_xs${String(13 - i).padStart(2, '0')}`));
      expect(lines(text).find((l) => l.startsWith('cfs_xs01,'))).toBe(
        `cfs_xs01,"'=Fika, ""first""",2026-10-02T05:00:00.000Z,cancelled,open,Tokyo,Japan,Fuglen,${VENUE_AREAS[1]},,Asia/Tokyo,4,2,90,3000,6000,arts; food,,,2026-10-02T05:00:00.000Z`,
      );

      const people = await exported({ kind: 'curated-participants', page_size: 10 });
      expect(people).toMatchObject({ status: 'ready', filename: 'curated-fika-participants-2026-11-22.csv', rows: 28, pages: 2, peakRows: 20 });
      const rows = lines(await expectFileOf(people, PARTICIPANT_CSV, participantRows(sessions), participantsHeader));
      expect(rows[1]).toBe(`cfs_xs13,Fika 13,2026-10-14T05:00:00.000Z,cfs_xs13.cfa_xs13p1,cfa_xs13p1,'@Ann,Lee 13,p13-1@example.com,attended,paid,3000,2026-10-14T05:00:00.000Z,,,,false,`);

      // The tab's filters: a status in an area (the area's index), and its participants.
      const filters = { session_status: 'completed', venue_area: VENUE_AREAS[0], date_from: '' };
      const some = await exported({ kind: 'curated-sessions', filters, page_size: 10 });
      expect(some).toMatchObject({ status: 'ready', filters: { session_status: 'completed', venue_area: VENUE_AREAS[0] } });
      const chosen = (await listed(sessionsPages(filters))) as SessionView[];
      expect(chosen.map((x) => x.id)).toEqual(['cfs_xs12', 'cfs_xs06', 'cfs_xs00']);
      await expectFileOf(some, SESSION_CSV, chosen, sessionsHeader);
      const theirs = await exported({ kind: 'curated-participants', filters, page_size: 10 });
      await expectFileOf(theirs, PARTICIPANT_CSV, participantRows(chosen), participantsHeader);

      const bad = await call('start_export', { kind: 'curated-sessions', filters: { session_status: 'lost' } });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe('Unknown session status');
    });

    it('feedback: every response at or above the tab’s minimum satisfaction, newest first', async () => {
      for (let i = 0; i < 14; i++)
        for (const n of [1, 2]) {
          clock.set(new Date(Date.parse(NOW) - (i * 2 + n) * 60_000).toISOString());
          const k = i * 2 + n;
          await submitFeedback(h.ports, participantId(`cfs_xs${String(i).padStart(2, '0')}`, `cfa_xs${i}p${n}`), {
            overall_satisfaction: k % 11,
            venue_rating: 8,
            group_chemistry: 7,
            conversation_quality: 9,
            likelihood_to_recommend: 10,
            connection_made: n === 1,
            would_attend_again: true,
            individual_connections: 2,
            what_worked_well: k === 3 ? '=1+1 "coffee"\nand people' : 'The coffee',
          });
        }
      clock.set(NOW);
      const header =
        'id,submitted_at,session_id,session_title,session_date,first_name,last_name,email,overall_satisfaction,venue_rating,group_chemistry,conversation_quality,likelihood_to_recommend,connection_made,would_attend_again,individual_connections,preferred_group_size,what_worked_well,what_could_improve,memorable_moments,attendee_notes';
      const feedbackPages = (filters: Record<string, unknown>) => curatedPages('get_feedback', filters);

      const all = await exported({ kind: 'curated-feedback', page_size: 10 });
      expect(all).toMatchObject({ status: 'ready', filename: 'curated-fika-feedback-2026-11-22.csv', rows: 28, pages: 3, peakRows: 10 });
      const text = await expectFileOf(all, FEEDBACK_CSV, await listed(feedbackPages({})), header);
      expect(lines(text).find((l) => l.includes(',p1-1@example.com,'))).toMatch(/^cff_\w+,2026-11-22T08:57:00\.000Z,cfs_xs01,"'=Fika, ""first""",2026-10-02T05:00:00\.000Z,'@Ann,Lee 1,p1-1@example\.com,3,8,7,9,10,true,true,2,,"'=1\+1 ""coffee""\nand people",,,$/);

      const some = await exported({ kind: 'curated-feedback', filters: { min_satisfaction: 6 }, page_size: 10 });
      expect(some).toMatchObject({ status: 'ready', label: 'Curated Fika feedback (min_satisfaction: 6)' });
      const rows = (await listed(feedbackPages({ min_satisfaction: 6 }))) as { overall_satisfaction: number }[];
      expect(rows.length).toBeGreaterThan(10);
      expect(rows.every((f) => f.overall_satisfaction >= 6)).toBe(true);
      await expectFileOf(some, FEEDBACK_CSV, rows, header);

      for (const bad of [11, -1, 'six']) {
        const r = await call('start_export', { kind: 'curated-feedback', filters: { min_satisfaction: bad } });
        expect(r.status, String(bad)).toBe(400);
        expect(r.body.error).toBe('The minimum satisfaction must be a number from 0 to 10');
      }
    });
  });
});
