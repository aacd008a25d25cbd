/**
 * Goal accountability from the check-in day figures and the members' check-in summaries (both
 * written in each check-in's transaction): after concurrent check-ins, edits and purges it answers
 * what a recount from the check-in items answers (the window's check-ins and each member's latest
 * four), page by page; the migration gives older items their figures; and a call reads a bounded
 * number of items whatever the number of members.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { backfillCheckinDays, listCheckins, rebuildSummaries, saveCheckin } from '../../functions/member/store';
import { TREND_WINDOW, type CheckinInput } from '../../domain/member/rules';
import { accountabilityOverview, windowStart } from '../../functions/admin/aggregate';
import { ACCOUNTABILITY_WINDOW_DAYS, RECENT_LIMIT } from '../../domain/admin/console';
import { accountabilityFor } from '../../functions/admin/accountability';
import { deletePerson } from '../../functions/privacy/store';
import { FIGURE_SHARDS } from '../../functions/lib/figures';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const range = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);
const checkin = (progress: number, mood: number): CheckinInput => ({
  goals_met: `Week with progress ${progress}`,
  challenges_faced: null,
  next_week_commitment: null,
  mood_rating: mood,
  progress_rating: progress,
  time_invested_hours: progress / 2,
  overall_progress_percentage: null,
});
const WEEKS: [string, string][] = [
  ['2026-W44', '2026-10-27T01:00:00Z'],
  ['2026-W45', '2026-11-03T01:00:00Z'],
  ['2026-W46', '2026-11-10T01:00:00Z'],
  ['2026-W47', '2026-11-17T01:00:00Z'],
];

/** The page as the check-in items say it should be: the window's check-ins and each member's latest four (one query per member). */
async function recount(h: Harness) {
  const since = windowStart(new Date(NOW), ACCOUNTABILITY_WINDOW_DAYS);
  const items = await h.ports.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.checkinsIndex('').gsi1pk, ':since': since }, forward: false });
  const emails = [...new Set(items.map((it) => String(it.email)))];
  const latest = new Map(await Promise.all(emails.map(async (e) => [e, await listCheckins(h.ports, e, TREND_WINDOW)] as const)));
  return accountabilityOverview(items, latest, since);
}

describe('goal accountability from check-in summaries', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const page = async () => (await h.call('/api/admin-console', { action: 'get_goal_accountability', data: {} }, { headers: admin })).body.data;

  beforeAll(async () => {
    h = await setupIntegration({ clock });
    admin = await h.adminHeaders();
  });

  const firstPages = { members_next: null, needs_support_next: null };
  const members = range(12, 'm');

  it('answers what a recount answers after concurrent check-ins and edits', async () => {
    // Every member's four weeks at once (a member's weeks racing each other too), then edits of the last week racing new ones.
    await Promise.all(members.flatMap((e, i) => WEEKS.map(([week, at], w) => saveCheckin(h.ports, e, week, checkin(((i + w * (i % 3)) % 5) + 1, (i % 5) + 1), new Date(at)))));
    await Promise.all([
      // (each edit at its own minute: the 10 most recent check-ins are then one list, whatever the order ties take)
      ...members.slice(0, 6).map((e, i) => saveCheckin(h.ports, e, '2026-W47', checkin(5 - (i % 5), 3), new Date(Date.parse('2026-11-19T01:00:00Z') + i * 60_000))),
      ...members.slice(6).map((e, i) => saveCheckin(h.ports, e, '2026-W47', checkin(1, 1), new Date(Date.parse('2026-11-20T01:00:00Z') + i * 60_000))),
      saveCheckin(h.ports, 'late@example.com', '2026-W40', checkin(2, 2), new Date('2026-09-29T01:00:00Z')),
    ]);
    const expected = await recount(h);
    expect(expected.active_members).toBe(12);
    expect(expected.trends.needs_support).toBeGreaterThan(1);
    expect(await page()).toEqual({ ...expected, ...firstPages });
  });

  it('pages each list with its cursor, and answers 400 for a cursor of another list', async () => {
    const expected = await recount(h);
    for (const [list, next] of [['members', 'members_next'], ['needs_support', 'needs_support_next']] as const) {
      const rows: unknown[] = [];
      let cursor: string | null = null;
      do {
        const r = await accountabilityFor(h.ports, { [`${list}_cursor`]: cursor }, 5);
        rows.push(...r[list]);
        cursor = r[next];
      } while (cursor);
      expect(rows).toEqual(expected[list]);
    }
    const { members_next } = await accountabilityFor(h.ports, {}, 5);
    const wrong = await h.call('/api/admin-console', { action: 'get_goal_accountability', data: { needs_support_cursor: members_next } }, { headers: admin });
    expect(wrong.status).toBe(400);
  });

  it('the purge of closed accounts takes their check-ins and standing off the figures (twice at once: once)', async () => {
    await Promise.all([deletePerson(h.ports, members[0]), deletePerson(h.ports, members[0]), deletePerson(h.ports, members[7]), saveCheckin(h.ports, members[8], '2026-W47', checkin(2, 2), new Date('2026-11-21T01:00:00Z'))]);
    const expected = await recount(h);
    expect(expected.active_members).toBe(10);
    expect(await page()).toEqual({ ...expected, ...firstPages });
  });

  it('the migration gives check-ins and summaries written before the day figures theirs, and rebuilt summaries too', async () => {
    const expected = await recount(h);
    // As before the figures: no day figures, summaries without their trend or needs-support entry, four without a summary.
    const days = keys.figuresDays('checkins', '2000-01-01', '2100-01-01');
    const held = await h.ports.table.queryAll({ keyCondition: 'pk = :pk AND sk BETWEEN :a AND :b', values: { ':pk': days.pk, ':a': days.skFrom, ':b': days.skTo } });
    expect(held.length).toBeGreaterThan(0);
    await Promise.all(held.map((it) => h.ports.table.delete({ pk: String(it.pk), sk: String(it.sk) })));
    await Promise.all(members.slice(1, 5).map((e) => h.ports.table.delete(keys.checkinSummary(e))));
    for (const e of members.slice(5)) {
      const s = await h.ports.table.get(keys.checkinSummary(e));
      if (s) await h.ports.table.put(Object.fromEntries(Object.entries(s).filter(([k]) => !['trend', 'gsi2pk', 'gsi2sk'].includes(k))));
    }
    expect((await page()).active_members).toBe(0);
    expect(await rebuildSummaries(h.ports, expected.window.since)).toBe(4);
    expect(await backfillCheckinDays(h.ports, expected.window.since)).toBeGreaterThan(0);
    expect(await page()).toEqual({ ...expected, ...firstPages });
  });
});

describe('get_goal_accountability reads a bounded number of items', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const meter = readMeter();
  let written = 0;

  /** Members whose check-ins are all before the window (saved through the members' store). */
  async function addPastMembers(upTo: number) {
    const emails = range(upTo, 'past').slice(written);
    for (let i = 0; i < emails.length; i += 50) {
      await Promise.all(emails.slice(i, i + 50).map((e) => saveCheckin(h.ports, e, '2026-W30', checkin(3, 3), new Date('2026-07-21T01:00:00Z'))));
    }
    written = upTo;
  }
  const measure = async (active: number) => {
    const m = await meter.measure(() => h.call('/api/admin-console', { action: 'get_goal_accountability', data: {} }, { headers: admin }));
    expect(m.result.body.data.active_members).toBe(active);
    return m.items;
  };

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
    admin = await h.adminHeaders();
    for (const e of range(10, 'active')) for (const [week, at] of WEEKS) await saveCheckin(h.ports, e, week, checkin(3, 4), new Date(at));
  });

  it('reads as many items with 40 as with 120 members checking in before the window, and a page at most of each list', async () => {
    await addPastMembers(40);
    const small = await measure(10);
    await addPastMembers(120);
    const large = await measure(10);
    expect(large).toBe(small);
    // The session, the day figures of the days with check-ins (4), one summary per member checking in (10) and the latest check-ins.
    expect(small).toBeLessThanOrEqual(1 + 4 * (FIGURE_SHARDS + 1) + 10 + RECENT_LIMIT);
    // More members checking in than a page (pages of 4 here; MEMBERS_SHOWN on the page): one page of each list.
    const { result: paged, items: read } = await meter.measure(() => accountabilityFor(h.ports, {}, 4));
    expect(paged.members).toHaveLength(4);
    expect(paged.members_next).not.toBeNull();
    expect(read).toBeLessThanOrEqual(4 * (FIGURE_SHARDS + 1) + 4 + 4 + RECENT_LIMIT);
    console.log('get_goal_accountability items read at 40 / 120 past members, then a page of 4:', JSON.stringify({ small, large, read }));
  });
});
