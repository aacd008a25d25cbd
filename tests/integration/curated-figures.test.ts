/**
 * Issue 28, Curated Fika: the figures (applications by status, city, premium and day; feedback)
 * equal a recount after concurrent changes; lists page with a cursor and read the same number of
 * items at two sizes; matching takes every approved application of the city asked; a total is the
 * figure, not a count of what was read. Bulk applications are written directly.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { applicationForm } from '../../api/curated';
import * as curated from '../../functions/curated/store';
import { backfillFigures, recountApplications, recountFeedback, storedFigures } from '../../functions/curated/figures';
import { deleteApplication } from '../../functions/curated/applications';
import { deleteFeedback, submitFeedback } from '../../functions/curated/feedback';
import { participantId } from '../../functions/curated/model';
import { type Session } from '../../functions/curated/items';
import { INVALID_CURSOR } from '../../functions/curated/model';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const meter = readMeter();

let h: Harness;
let admin: Record<string, string>;
let ipSeq = 0;
const ip = () => `10.61.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

const adm = (action: string, data: unknown = {}, extra: Record<string, unknown> = {}) => h.call('/api/curated-fika-admin', { action, data, ...extra }, { headers: admin });
const apply = (email: string, o: Record<string, unknown> = {}) => h.call('/api/curated-fika', { action: 'submit_application', data: { ...applicationForm(email), ...o } }, { ip: ip() });
const premium = (email: string) =>
  h.ports.table.put({ ...keys.subscription(email), type: 'Subscription', email, subscription_status: 'active', current_period_end: '2027-06-01T00:00:00.000Z' });

async function inChunks<T>(items: T[], n: number, fn: (t: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(fn));
}

const STATUSES = ['submitted', 'under_review', 'approved', 'rejected', 'waitlist'];

/** An application item as submit_application stores it, indexed, without its figures (the backfill counts it). */
function bulkApp(tag: string, n: number, city: string, status: string, minutesAgo: number) {
  const id = `cfa_${tag}${n}`;
  const submitted_at = new Date(Date.parse(NOW) - minutesAgo * 60_000).toISOString();
  const app = {
    id,
    first_name: 'Bulk',
    last_name: `${tag}${n}`,
    email: `${tag}${n}@bulk.example.com`,
    nationality: 'Japanese',
    profession: ['Designer', 'Engineer', 'Writer'][n % 3],
    industry: ['Technology', 'Finance', 'Arts'][n % 3],
    career_stage: ['Early Career', 'Mid-Career', 'Senior'][n % 3],
    interests: [['technology', 'arts'], ['travel', 'food'], ['music', 'arts']][n % 3],
    fika_goals: ['Cultural Exchange'],
    communication_style: 'Flexible',
    location_preference: 'Flexible',
    schedule_preference: 'Weekend Afternoon',
    additional_info: '',
    age_confirmed: true,
    application_status: status,
    submitted_at,
    updated_at: submitted_at,
    is_premium_member: true,
    city,
    country: 'Japan',
    status_history: [],
  };
  return { ...keys.cfApplication(id), type: 'CuratedApplication', ...app, ...curated.applicationIndexes(app) };
}

async function expectFiguresEqualRecount() {
  const stored = await storedFigures(h.ports);
  const apps = await recountApplications(h.ports);
  expect(stored.applications).toEqual(apps.counts);
  expect(stored.days).toEqual(apps.days);
  expect(stored.feedback).toEqual(await recountFeedback(h.ports));
}

beforeAll(async () => {
  h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
  admin = await h.adminHeaders();
});

describe('curated figures under concurrent changes', () => {
  it('applications by status, city, premium and day equal a recount after parallel submissions, status changes, premium refreshes and purges', async () => {
    const first = Array.from({ length: 24 }, (_, i) => `conc${i}@example.com`);
    await Promise.all(first.filter((_, i) => i % 2 === 0).map(premium));
    const submitted = await Promise.all(first.map((e, i) => apply(e, { city: i % 3 ? 'Tokyo' : 'Osaka' })));
    expect(submitted.map((r) => r.status)).toEqual(first.map(() => 201));
    const ids = submitted.map((r) => r.body.data.applicationId as string);
    await expectFiguresEqualRecount();

    // Four who were not premium become premium: two details calls each refresh the flag at once.
    await Promise.all([1, 3, 5, 7].map((i) => premium(first[i])));
    const more = Array.from({ length: 8 }, (_, i) => `conc-late${i}@example.com`);
    const results = await Promise.all([
      ...ids.slice(0, 16).map((id, i) => adm('update_application_status', { applicationId: id, status: i % 2 ? 'approved' : 'under_review' })),
      // Two admins move the same application at once: one wins, the other is told to reload.
      adm('update_application_status', { applicationId: ids[20], status: 'approved' }),
      adm('update_application_status', { applicationId: ids[20], status: 'rejected' }),
      ...more.map((e, i) => apply(e, { city: i % 2 ? 'Tokyo' : 'Osaka' })),
      ...[1, 3, 5, 7].flatMap((i) => [adm('get_application_details', { applicationId: ids[i] }), adm('get_application_details', { applicationId: ids[i] })]),
      deleteApplication(h.ports, ids[22]).then(() => ({ status: 200 })),
      deleteApplication(h.ports, ids[23]).then(() => ({ status: 200 })),
    ]);
    const statuses = results.map((r) => r.status);
    // The two moves of one application: when they overlap, the second is refused (409); when the
    // first has finished before the second reads, both apply in turn. Never both from one read.
    expect(statuses.filter((s) => s === 409).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((s) => s >= 400 && s !== 409)).toEqual([]);
    await expectFiguresEqualRecount();
    const figures = await storedFigures(h.ports);
    expect(figures.applications.total).toBe(30);
    expect(figures.applications.premium).toBe(15); // 12 from the start, 4 refreshed once each, one premium purged
    const stats = (await adm('get_admin_stats')).body.data;
    expect(stats.applications.total).toBe(30);
    expect(stats.trends.applicationsThisWeek).toBe(30);
    const analytics = (await adm('get_analytics')).body.data;
    expect(Object.values(analytics.applicationsByStatus as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(30);
    expect(analytics.applicationsByWeek.at(-1).count).toBe(30);
  });

  it('feedback figures equal a recount after parallel responses and purges', async () => {
    const past = '2026-11-15T05:00:00.000Z';
    const sessions = ['cfs_fbone', 'cfs_fbtwo'];
    const appId = (id: string, n: number) => `cfa_fb${sessions.indexOf(id)}x${n}`;
    for (const id of sessions) {
      const s = { id, session_title: `Past ${id}`, session_date: past, session_status: 'completed', venue_name: 'Cafe', venue_address: '', venue_area: '', venue_id: null, venue_timezone: 'Asia/Tokyo', city: 'Tokyo', country: 'Japan', max_participants: 4, current_participants: 3, session_duration: 90, price_per_person: 0, total_revenue: 0, host_notes: '', target_interests: [], target_themes: [], registration: 'curated', created_at: past } as Session;
      await h.ports.table.transact([
        ...curated.newSessionOps(s),
        ...[1, 2, 3].map((n) =>
          curated.putParticipantOp(
            curated.participantItem({ id: participantId(id, appId(id, n)), session_id: id, application_id: appId(id, n), email: `fb${n}@example.com`, first_name: 'F', last_name: `B${n}`, participation_status: 'attended', payment_status: 'unpaid', payment_amount: null, payment_date: null, created_at: past }, past),
          ),
        ),
      ]);
    }
    const answer = (n: number) => ({ overall_satisfaction: 3 + n, venue_rating: 8, group_chemistry: n, conversation_quality: 10 - n, likelihood_to_recommend: 7, connection_made: n % 2 === 0, would_attend_again: n !== 2 });
    const pids = sessions.flatMap((id) => [1, 2, 3].map((n) => participantId(id, appId(id, n))));
    const given = await Promise.allSettled([...pids.map((pid, i) => submitFeedback(h.ports, pid, answer(i))), submitFeedback(h.ports, pids[0], answer(1))]);
    expect(given.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason?.message))).toEqual(['You have already shared feedback for this session. Thank you!']);
    await expectFiguresEqualRecount();
    await Promise.all([deleteFeedback(h.ports, sessions[0], appId(sessions[0], 1)), deleteFeedback(h.ports, sessions[0], appId(sessions[0], 1)), deleteFeedback(h.ports, sessions[1], appId(sessions[1], 2))]);
    await expectFiguresEqualRecount();
    const stats = (await adm('get_feedback_stats')).body.data;
    expect(stats.total_responses).toBe(4);
    const list = (await adm('get_feedback', {}, { filters: { min_satisfaction: 6 }, limit: 2 })).body.data;
    const recount = await recountFeedback(h.ports);
    expect(list.pagination.total).toBe([6, 7, 8, 9, 10].reduce((n, l) => n + (recount[`satisfaction_${l}`] ?? 0), 0));
    // A filter no index serves narrows the rows a page read (docs/curated.md): at most the limit, each a match.
    expect(list.data.length).toBeLessThanOrEqual(2);
    for (const row of list.data as { overall_satisfaction: number }[]) expect(row.overall_satisfaction).toBeGreaterThanOrEqual(6);
  });
});

describe('matching', () => {
  it('groups every approved application of the city asked, more than 100, whatever the other cities hold', async () => {
    // Osaka's approved applicants are older than Tokyo's: the first 100 approved of any city would be mostly Tokyo.
    const osaka = Array.from({ length: 120 }, (_, n) => bulkApp('mos', n, 'Osaka', 'approved', 3000 + n));
    const tokyo = Array.from({ length: 130 }, (_, n) => bulkApp('mtk', n, 'Tokyo', 'approved', 100 + n));
    await inChunks([...osaka, ...tokyo], 25, async (a) => {
      await h.ports.table.put(a);
      await premium(a.email);
    });
    await backfillFigures(h.ports);
    const r = await adm('run_ai_matching', { city: 'Osaka', country: 'Japan' });
    expect(r.status).toBe(200);
    expect(r.body.data.applicationsProcessed).toBeGreaterThanOrEqual(120);
    expect(r.body.data.applicationsMatched).toBe(r.body.data.applicationsProcessed);
    const list = (await adm('get_applications', {}, { filters: { status: 'approved', city: 'Osaka' }, limit: 500 })).body.data;
    expect(list.pagination.total).toBe(list.data.length);
    expect(list.data.length).toBeGreaterThanOrEqual(120);
    expect(list.data.every((a: { city: string }) => a.city === 'Osaka')).toBe(true);
  });
});

describe('lists page with a cursor; reads stay flat; totals are figures', () => {
  const CALLS: [string, string, Record<string, unknown>][] = [
    ['applications, no filter', 'get_applications', { limit: 50 }],
    ['applications by status', 'get_applications', { filters: { status: 'rejected' }, limit: 50 }],
    ['applications by status and city', 'get_applications', { filters: { status: 'waitlist', city: 'Tokyo' }, limit: 50 }],
    ['applications by city', 'get_applications', { filters: { city: 'Osaka' }, limit: 50 }],
    ['admin stats', 'get_admin_stats', {}],
    ['analytics', 'get_analytics', {}],
    ['feedback', 'get_feedback', { limit: 50 }],
    ['feedback stats', 'get_feedback_stats', {}],
  ];
  const measure = async () => {
    const out: Record<string, number> = {};
    for (const [name, action, extra] of CALLS) {
      const m = await meter.measure(() => adm(action, {}, extra));
      expect(m.result.status, name).toBe(200);
      out[name] = m.items;
    }
    return out;
  };
  let small: Record<string, number>;

  // Both sizes spread over more than the 8 weeks the analytics show, so every day counter of the window exists at both.
  it('refuses a cursor it did not make with a clear 400, and walks every page once', async () => {
    const bad = await adm('get_applications', {}, { cursor: 'not-a-cursor!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(INVALID_CURSOR);
    const forged = await adm('get_applications', {}, { cursor: Buffer.from(JSON.stringify({ v: 1, k: 'x' })).toString('base64url') });
    expect(forged.status).toBe(400);

    // The rejected ones before (the race of two admins above leaves one more when "rejected" wins it).
    const rejectedBefore = (await adm('get_applications', {}, { filters: { status: 'rejected' }, limit: 1 })).body.data.pagination.total;
    await inChunks(Array.from({ length: 600 }, (_, n) => bulkApp('sm', n, n % 2 ? 'Tokyo' : 'Osaka', STATUSES[Math.floor(n / 2) % 5], 100 + n * 150)), 50, (a) => h.ports.table.put(a));
    await backfillFigures(h.ports);
    await expectFiguresEqualRecount();
    // Every page of one status: each row once, newest first, as many as the figure says.
    const seen: string[] = [];
    let cursor: string | undefined;
    let total = 0;
    do {
      const pg = (await adm('get_applications', {}, { filters: { status: 'rejected' }, limit: 37, ...(cursor ? { cursor } : {}) })).body.data;
      expect(pg.data.length).toBeLessThanOrEqual(37);
      seen.push(...pg.data.map((a: { submitted_at: string; id: string }) => `${a.submitted_at}#${a.id}`));
      total = pg.pagination.total;
      cursor = pg.next ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(seen.length).toBe(total);
    expect(total).toBe(rejectedBefore + 120);
    // The offset of older clients still lands on the same rows.
    const byOffset = (await adm('get_applications', {}, { filters: { status: 'rejected' }, limit: 10, offset: 37 })).body.data;
    expect(byOffset.data.map((a: { submitted_at: string; id: string }) => `${a.submitted_at}#${a.id}`)).toEqual(seen.slice(37, 47));
    small = await measure();
  });

  it('reads the same items per call with 600 more applications, and the total shows them all', async () => {
    await inChunks(Array.from({ length: 600 }, (_, n) => bulkApp('lg', n, n % 2 ? 'Tokyo' : 'Osaka', STATUSES[Math.floor(n / 2) % 5], 101 + n * 17)), 100, (a) => h.ports.table.put(a));
    const filled = await backfillFigures(h.ports);
    expect(filled.applications).toBeGreaterThan(1400);
    const large = await measure();
    console.log('items read per call, ~900 vs ~1,500 applications', JSON.stringify({ small, large }));
    expect(large).toEqual(small);
    const all = (await adm('get_applications', {}, { limit: 50 })).body.data;
    expect(all.pagination.total).toBe(filled.applications);
    expect((await adm('get_admin_stats')).body.data.applications.total).toBe(filled.applications);
  });
});
