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
import { toCsv } from '../../functions/lib/csv';
import { localExportFile, localExportsDir } from '../../functions/lib/export-files';
import { runExport } from '../../functions/exports/run';
import type { Application } from '../../functions/curated/model';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const uploads = mkdtempSync(join(tmpdir(), 'fika-exports-'));
const SIGNUPS = 1_200;
const PAGE = 100;
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
    console.log('export of 1,200 signups, 100 a page: items read', JSON.stringify({ items, calls }));
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
    expect(x.pages).toBeGreaterThanOrEqual(3);
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
    expect((await call('start_export', { kind: 'curated-applications', filters: { status: 'lost' } })).status).toBe(400);
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
