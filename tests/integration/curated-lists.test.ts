/**
 * Issue 28, the curated admin's session and venue lists: each filter the dashboard offers is an
 * index partition read one page at a time with a cursor (400 on one it did not make); the totals and
 * the overview's session figures (by status, seats, capacity, emptied) are counters moved in the
 * transaction of every change, equal to a recount after concurrent changes; a page and the stats read
 * the same number of items at 30 and at 150 sessions (20 and 100 venues); the migration gives items
 * written before all this their index entries and counts them.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { applicationForm } from '../../api/curated';
import * as curated from '../../functions/curated/store';
import { backfillLists, recountSessions, recountVenues, storedListFigures } from '../../functions/curated/figures';
import { INVALID_CURSOR } from '../../functions/curated/model';
import { type Session, type Venue } from '../../functions/curated/items';
import { SESSION_STATUSES, VENUE_AREAS, VENUE_TYPES } from '../../domain/curated/rules';
import { venueIndexes } from '../../functions/curated/venues';
import type { Item, TransactOp } from '../../functions/lib/ports';

const NOW = '2026-11-22T09:00:00.000Z';
const DAY = 86_400_000;
const clock = fixedClock(NOW);
const meter = readMeter();

let h: Harness;
let admin: Record<string, string>;
let ipSeq = 0;
const ip = () => `10.62.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}`;

const adm = (action: string, data: unknown = {}, extra: Record<string, unknown> = {}) => h.call('/api/curated-fika-admin', { action, data, ...extra }, { headers: admin });
const premium = (email: string) =>
  h.ports.table.put({ ...keys.subscription(email), type: 'Subscription', email, subscription_status: 'active', current_period_end: '2027-06-01T00:00:00.000Z' });

async function approved(email: string): Promise<string> {
  await premium(email);
  const r = await h.call('/api/curated-fika', { action: 'submit_application', data: { ...applicationForm(email), city: 'Tokyo' } }, { ip: ip() });
  expect(r.status).toBe(201);
  const id = r.body.data.applicationId as string;
  expect((await adm('update_application_status', { applicationId: id, status: 'approved' })).status).toBe(200);
  return id;
}

/** A Tokyo session `days` after NOW at 14:00 (venue time), open for registration. */
async function openSession(days: number, o: Record<string, unknown> = {}): Promise<string> {
  const date = new Date(Date.parse(NOW) + days * DAY).toISOString().slice(0, 10);
  const r = await adm('create_open_session', { sessionData: { session_title: `Fika +${days}`, session_date: `${date}T14:00`, venue_name: 'Cafe', venue_address: '1-1', max_participants: 4, ...o } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.sessionId as string;
}

async function inChunks<T>(items: T[], n: number, fn: (t: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(fn));
}

async function expectFiguresEqualRecount() {
  const stored = await storedListFigures(h.ports);
  const nonZero = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).filter(([, n]) => n !== 0));
  expect(stored.sessions).toEqual(nonZero(await recountSessions(h.ports)));
  expect(stored.venues).toEqual(nonZero(await recountVenues(h.ports)));
}

/** Every session as stored (a full read of the by-date index: the test's own recount). */
async function allSessions(): Promise<Session[]> {
  const out: Session[] = [];
  for await (const items of curated.allNewestFirst(h.ports, curated.sessionStreams.all())) out.push(...(items as unknown as Session[]));
  return out;
}

/** Walks every page of a list; answers the rows' ids in order and the total of the first page. */
async function walk(action: 'get_sessions' | 'get_venues', filters: Record<string, unknown>, limit: number): Promise<{ ids: string[]; total: number | null; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let total: number | null = null;
  let pages = 0;
  do {
    const r = await adm(action, {}, { filters, limit, ...(cursor ? { cursor } : {}) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.data.length).toBeLessThanOrEqual(limit);
    if (pages === 0) total = r.body.data.pagination.total;
    ids.push(...r.body.data.data.map((x: { id: string }) => x.id));
    cursor = r.body.data.next ?? undefined;
    pages++;
  } while (cursor);
  return { ids, total, pages };
}

beforeAll(async () => {
  h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
  admin = await h.adminHeaders();
});

describe('session figures under concurrent changes', () => {
  it('equal a recount after parallel seats taken and freed, status changes, edits, deletes and an emptied session', async () => {
    const people = await Promise.all(Array.from({ length: 10 }, (_, i) => approved(`lists${i}@example.com`)));
    const areas = [VENUE_AREAS[0], VENUE_AREAS[1], ''];
    const sessions: string[] = [];
    for (let i = 0; i < 6; i++) sessions.push(await openSession(10 + i, { venue_area: areas[i % 3], max_participants: i === 0 ? 2 : 4 }));
    await expectFiguresEqualRecount();

    // Three people race for session 0's two seats; people join sessions 1-3; two admins set one status at once.
    const first = await Promise.all([
      ...people.slice(0, 3).map((a) => adm('add_participant_to_session', { sessionId: sessions[0], applicationId: a })),
      ...people.slice(3, 6).map((a) => adm('add_participant_to_session', { sessionId: sessions[1], applicationId: a })),
      ...people.slice(6, 8).map((a) => adm('add_participant_to_session', { sessionId: sessions[2], applicationId: a })),
      adm('add_participant_to_session', { sessionId: sessions[3], applicationId: people[8] }),
      adm('update_session_status', { sessionId: sessions[4], status: 'confirmed' }),
      adm('update_session_status', { sessionId: sessions[4], status: 'in_progress' }),
      adm('update_session_details', { sessionId: sessions[5], updates: { venue_area: VENUE_AREAS[2], max_participants: 3 } }),
    ]);
    const seats = first.slice(0, 3).map((r) => r.status);
    expect(seats.filter((s) => s === 201)).toHaveLength(2);
    expect(seats.filter((s) => s === 409)).toHaveLength(1);
    expect(first.slice(3).filter((r) => r.status >= 400 && r.status !== 409).map((r) => r.body)).toEqual([]);
    await expectFiguresEqualRecount();

    // Session 1 is cancelled while its people cancel and are removed; session 2 is edited while one leaves;
    // session 3 empties (flagged) and is then filled again; session 5 is deleted twice at once.
    const [p3, p4, p5] = people.slice(3, 6).map((a) => `${sessions[1]}.${a}`);
    const second = await Promise.all([
      adm('update_session_status', { sessionId: sessions[1], status: 'cancelled' }),
      adm('cancel_participant_attendance', { participantId: p3 }),
      adm('update_participant_status', { participantId: p4, status: 'cancelled' }),
      adm('delete_participant', { participantId: p5 }),
      adm('update_session_details', { sessionId: sessions[2], updates: { session_date: `${new Date(Date.parse(NOW) + 30 * DAY).toISOString().slice(0, 10)}T10:00`, venue_area: '' } }),
      adm('cancel_participant_attendance', { participantId: `${sessions[2]}.${people[6]}` }),
      adm('delete_participant', { participantId: `${sessions[3]}.${people[8]}` }),
      adm('delete_session', { sessionId: sessions[5] }),
      adm('delete_session', { sessionId: sessions[5] }),
    ]);
    // A concurrent change may ask the admin to reload (409); nothing else fails, and one delete finds nothing (404).
    expect(second.filter((r) => r.status >= 400 && r.status !== 409 && r.status !== 404).map((r) => r.body)).toEqual([]);
    await expectFiguresEqualRecount();

    const emptied = (await adm('get_session_details', { sessionId: sessions[3] })).body.data;
    expect(emptied.current_participants).toBe(0);
    expect(emptied.emptied_at).toBe(NOW);
    expect((await adm('get_admin_stats')).body.data.sessions.emptied).toBe(1);
    expect((await adm('add_participant_to_session', { sessionId: sessions[3], applicationId: people[9] })).status).toBe(201);
    expect((await adm('get_admin_stats')).body.data.sessions.emptied).toBe(0);
    await expectFiguresEqualRecount();

    // The overview and the analytics say what the sessions themselves say.
    const all = await allSessions();
    const stats = (await adm('get_admin_stats')).body.data;
    expect(stats.sessions).toEqual({
      total: all.length,
      active: all.filter((s) => ['scheduled', 'confirmed', 'in_progress'].includes(s.session_status)).length,
      emptied: all.filter((s) => s.emptied_at && ['scheduled', 'confirmed'].includes(s.session_status)).length,
    });
    const analytics = (await adm('get_analytics')).body.data;
    expect(analytics.sessionsByStatus).toEqual(Object.fromEntries(SESSION_STATUSES.map((st) => [st, all.filter((s) => s.session_status === st).length])));
    const held = all.filter((s) => s.session_status !== 'cancelled');
    const fill = Math.round((held.reduce((n, s) => n + s.current_participants, 0) / held.reduce((n, s) => n + s.max_participants, 0)) * 100);
    expect(analytics.seatFillPercent).toBe(fill);
  }, 60_000);

  it('venue figures equal a recount after venues added at once', async () => {
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        adm('add_venue', { venueData: { name: `Parallel ${i}`, address: `${i}-1`, city: i % 2 ? 'Tokyo' : 'Osaka', venue_area: VENUE_AREAS[i % 3], venue_type: VENUE_TYPES[i % 4] } }),
      ),
    );
    expect(added.map((r) => r.status)).toEqual(added.map(() => 201));
    await expectFiguresEqualRecount();
    const tokyo = await walk('get_venues', { city: 'Tokyo' }, 4);
    expect(tokyo.ids).toHaveLength(6);
    expect(tokyo.total).toBe(6);
  });
});

describe('session and venue lists page with a cursor over an index per filter', () => {
  let bulkSessions: Session[] = [];
  let bulkVenues: Venue[] = [];

  /** Sessions written directly (their items, area entries and index entries, as newSessionOps writes them; the figures recounted after). */
  async function addSessions(n: number, tag: string) {
    const made: Session[] = Array.from({ length: n }, (_, i) => {
      const at = new Date(Date.parse(NOW) + (40 + i) * DAY + (i % 7) * 3_600_000).toISOString();
      return {
        id: `cfs_${tag}${String(i).padStart(4, '0')}`,
        session_title: `Bulk ${tag} ${i}`,
        session_date: at,
        session_status: SESSION_STATUSES[i % 5],
        venue_name: 'Bulk cafe',
        venue_address: '',
        venue_area: i % 7 === 6 ? '' : VENUE_AREAS[(i % 5) % 2],
        venue_id: null,
        venue_timezone: 'Asia/Tokyo',
        city: i % 2 ? 'Tokyo' : 'Osaka',
        country: 'Japan',
        max_participants: 4,
        current_participants: i % 5,
        session_duration: 90,
        price_per_person: 4500,
        total_revenue: 0,
        host_notes: '',
        target_interests: [],
        target_themes: [],
        registration: 'open',
        created_at: NOW,
      } as Session;
    });
    const ops: TransactOp[] = made.flatMap((s) => curated.newSessionOps(s).filter((op) => !('update' in op && op.update.pk === keys.cfSessionCounts().pk)));
    const chunks: TransactOp[][] = [];
    for (let i = 0; i < ops.length; i += 90) chunks.push(ops.slice(i, i + 90));
    await inChunks(chunks, 4, (c) => h.ports.table.transact(c));
    await backfillLists(h.ports);
    bulkSessions.push(...made);
  }

  async function addVenues(n: number, tag: string) {
    const made: Venue[] = Array.from({ length: n }, (_, i) => ({
      id: `cfv_${tag}${String(i).padStart(4, '0')}`,
      name: `Venue ${tag} ${String(i).padStart(4, '0')}`,
      venue_type: VENUE_TYPES[i % 2],
      venue_tier: 'premium',
      address: '',
      venue_area: VENUE_AREAS[Math.floor(i / 2) % 2],
      capacity_small: 4,
      description: '',
      phone: '',
      average_cost_per_person: 1500,
      noise_level: 'moderate',
      rating: null,
      usage_count: 0,
      image_url: '',
      city: i % 4 === 3 ? 'Osaka' : 'Tokyo',
      country: 'Japan',
      created_at: NOW,
    }));
    await inChunks(made, 25, (v) => h.ports.table.put({ ...keys.cfVenue(v.id), type: 'CuratedVenue', ...v, ...venueIndexes(v) }));
    await backfillLists(h.ports);
    bulkVenues.push(...made);
  }

  const SESSION_FILTERS: [string, Record<string, string>][] = [
    ['sessions, no filter', {}],
    ['sessions by status', { session_status: 'confirmed' }],
    ['sessions by area', { venue_area: VENUE_AREAS[1] }],
    ['sessions by status and area', { session_status: 'completed', venue_area: VENUE_AREAS[1] }],
    ['sessions by status in a date window', { session_status: 'scheduled', date_from: '2027-01-01', date_to: '2027-12-31' }],
  ];
  const VENUE_FILTERS: [string, Record<string, string>][] = [
    ['venues, no filter', {}],
    ['venues by city', { city: 'Tokyo' }],
    ['venues by city and type', { city: 'Tokyo', venue_type: 'restaurant' }],
    ['venues by city and area', { city: 'Osaka', venue_area: VENUE_AREAS[1] }],
    ['venues by city, type and area', { city: 'Tokyo', venue_type: 'cafe', venue_area: VENUE_AREAS[0] }],
  ];

  /** Items read by the first page and the next of every list (2 rows each: every filter holds at least 5 at the small size), and by the overview and the analytics. */
  async function measure(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    const lists: [string, 'get_sessions' | 'get_venues', Record<string, string>][] = [
      ...SESSION_FILTERS.map(([n, f]) => [n, 'get_sessions', f] as [string, 'get_sessions', Record<string, string>]),
      ...VENUE_FILTERS.map(([n, f]) => [n, 'get_venues', f] as [string, 'get_venues', Record<string, string>]),
    ];
    for (const [name, action, filters] of lists) {
      const first = await meter.measure(() => adm(action, {}, { filters, limit: 2 }));
      expect(first.result.status, name).toBe(200);
      expect(first.result.body.data.data, name).toHaveLength(2);
      out[`${name} (first page)`] = first.items;
      const next = await meter.measure(() => adm(action, {}, { filters, limit: 2, cursor: first.result.body.data.next }));
      expect(next.result.body.data.data, name).toHaveLength(2);
      out[`${name} (next page)`] = next.items;
    }
    for (const action of ['get_admin_stats', 'get_analytics']) out[action] = (await meter.measure(() => adm(action))).items;
    return out;
  }

  let small: Record<string, number>;

  it('refuses a cursor it did not make with a clear 400', async () => {
    for (const action of ['get_sessions', 'get_venues']) {
      for (const cursor of ['not-a-cursor!', Buffer.from(JSON.stringify({ v: 1, k: 'x' })).toString('base64url'), Buffer.from('{').toString('base64url')]) {
        const r = await adm(action, {}, { cursor });
        expect(r.status, `${action} ${cursor}`).toBe(400);
        expect(r.body.error).toBe(INVALID_CURSOR);
      }
    }
    // A session cursor is not a venue cursor.
    await openSession(90, { venue_area: VENUE_AREAS[0] });
    await openSession(91, { venue_area: VENUE_AREAS[0] });
    const sessionsPage = (await adm('get_sessions', {}, { limit: 1 })).body.data;
    expect(sessionsPage.next).toEqual(expect.any(String));
    expect((await adm('get_venues', {}, { cursor: sessionsPage.next })).status).toBe(400);
  });

  it('visits every session and venue of each filter once, in order, as many as the total says (30 sessions, 20 venues)', async () => {
    bulkSessions = [];
    bulkVenues = [];
    await addSessions(30, 'sm');
    await addVenues(20, 'sm');
    const sessions = await allSessions();
    for (const [name, f] of SESSION_FILTERS) {
      const want = sessions
        .filter(
          (s) =>
            (!f.session_status || s.session_status === f.session_status) &&
            (!f.venue_area || s.venue_area === f.venue_area) &&
            (!f.date_from || s.session_date >= `${f.date_from}T00:00:00.000Z`) &&
            (!f.date_to || s.session_date <= `${f.date_to}T23:59:59.999Z`),
        )
        .sort((a, b) => `${b.session_date}#${b.id}`.localeCompare(`${a.session_date}#${a.id}`))
        .map((s) => s.id);
      const got = await walk('get_sessions', f, 4);
      expect(got.ids, name).toEqual(want);
      expect(got.total, name).toBe(f.date_from ? null : want.length);
    }
    const venues = (await h.ports.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.cfVenuesAll().gsi1pk } })) as (Venue & Item)[];
    for (const [name, f] of VENUE_FILTERS) {
      const want = venues
        .filter((v) => (!f.city || v.city === f.city) && (!f.venue_type || v.venue_type === f.venue_type) && (!f.venue_area || v.venue_area === f.venue_area))
        .map((v) => ({ id: v.id, key: f.city && (f.venue_type || f.venue_area) ? String(venueIndexes(v).gsi2sk) : String(v.gsi1sk) }))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((v) => v.id);
      const got = await walk('get_venues', f, 3);
      expect(got.ids, name).toEqual(want);
      expect(got.total, name).toBe(want.length);
    }
    await expectFiguresEqualRecount();
    small = await measure();
  }, 60_000);

  it('reads the same items per page and per stats call with 150 sessions and 100 venues', async () => {
    await addSessions(120, 'lg');
    await addVenues(80, 'lg');
    const large = await measure();
    console.log('items read per call, 30 / 150 sessions and 20 / 100 venues', JSON.stringify({ small, large }));
    expect(large).toEqual(small);
    expect((await adm('get_sessions', {}, { limit: 5 })).body.data.pagination.total).toBe((await allSessions()).length);
    expect((await adm('get_admin_stats')).body.data.sessions.total).toBe((await allSessions()).length);
    await expectFiguresEqualRecount();
  }, 120_000);
});

describe('sessions and venues written before their indexes and figures', () => {
  it('the migration gives them their index entries and counts them, once', async () => {
    const m = await setupIntegration({ clock });
    const adminM = await m.adminHeaders();
    const call = (action: string, extra: Record<string, unknown> = {}) => m.call('/api/curated-fika-admin', { action, data: {}, ...extra }, { headers: adminM });
    // As the code before this change wrote them: a session with its by-date entry only, a venue with its gsi1 entry only.
    for (let i = 0; i < 6; i++) {
      const at = new Date(Date.parse(NOW) + (5 + i) * DAY).toISOString();
      const s = { id: `cfs_old${i}`, session_title: `Old ${i}`, session_date: at, session_status: i % 2 ? 'completed' : 'scheduled', venue_area: i < 4 ? VENUE_AREAS[0] : '', city: 'Tokyo', max_participants: 4, current_participants: i % 3, venue_timezone: 'Asia/Tokyo' };
      await m.ports.table.put({ ...keys.cfSession(s.id), type: 'CuratedSession', ...s, ...keys.cfSessionsByDate(), gsi1sk: `${at}#${s.id}` });
      const v = { id: `cfv_old${i}`, name: `Old venue ${i}`, city: 'Tokyo', venue_type: 'cafe', venue_area: VENUE_AREAS[i % 2] };
      await m.ports.table.put({ ...keys.cfVenue(v.id), type: 'CuratedVenue', ...v, ...keys.cfVenuesAll(), gsi1sk: `tokyo#${v.name.toLowerCase()}#${v.id}` });
    }
    expect((await call('get_sessions', { filters: { session_status: 'scheduled' } })).body.data.data).toHaveLength(0);
    const { runMigrations } = await import('../../functions/jobs/migrations');
    expect((await runMigrations(m.ports)).curatedLists).toMatchObject({ sessions: 6, sessionsReindexed: 6, venues: 6, venuesReindexed: 6 });
    expect((await runMigrations(m.ports)).curatedLists).toBeNull();
    const scheduled = (await call('get_sessions', { filters: { session_status: 'scheduled' } })).body.data;
    expect(scheduled.data.map((s: { id: string }) => s.id)).toEqual(['cfs_old4', 'cfs_old2', 'cfs_old0']);
    expect(scheduled.pagination.total).toBe(3);
    const inArea = (await call('get_sessions', { filters: { venue_area: VENUE_AREAS[0], session_status: 'completed' } })).body.data;
    expect(inArea.data.map((s: { id: string }) => s.id)).toEqual(['cfs_old3', 'cfs_old1']);
    expect(inArea.pagination.total).toBe(2);
    const stats = (await call('get_admin_stats')).body.data.sessions;
    expect(stats).toMatchObject({ total: 6, active: 3 });
    const cafes = (await call('get_venues', { filters: { city: 'Tokyo', venue_type: 'cafe', venue_area: VENUE_AREAS[1] } })).body.data;
    expect(cafes.data.map((v: { id: string }) => v.id)).toEqual(['cfv_old1', 'cfv_old3', 'cfv_old5']);
    expect(cafes.pagination.total).toBe(3);
  });
});
