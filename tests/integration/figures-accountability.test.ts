/**
 * Goal accountability from the members' check-in summaries (rewritten in each check-in's
 * transaction): after concurrent check-ins it answers what a recount from the check-in items
 * answers (the window's check-ins and each member's latest four), and it reads as many items with
 * 100 as with 1,000 members who checked in before the window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import { listCheckins, rebuildSummaries, saveCheckin } from '../../functions/member/store';
import { TREND_WINDOW, type CheckinInput } from '../../functions/member/rules';
import { ACCOUNTABILITY_WINDOW_DAYS, accountabilityOverview } from '../../functions/admin/aggregate';

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
  const since = new Date(Date.parse(NOW) - ACCOUNTABILITY_WINDOW_DAYS * 86_400_000).toISOString();
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

  it('answers what a recount answers after concurrent check-ins, edits and rebuilt summaries', async () => {
    const members = range(12, 'm');
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
    expect(await page()).toEqual(expected);

    // Check-ins saved before summaries existed: the rebuild writes the missing summaries.
    await Promise.all(members.slice(0, 4).map((e) => h.ports.table.delete(keys.checkinSummary(e))));
    expect((await page()).active_members).toBe(8);
    expect(await rebuildSummaries(h.ports, expected.window.since)).toBe(4);
    expect(await page()).toEqual(expected);
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
  const measure = async () => {
    const m = await meter.measure(() => h.call('/api/admin-console', { action: 'get_goal_accountability', data: {} }, { headers: admin }));
    expect(m.result.body.data.active_members).toBe(10);
    return m.items;
  };

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
    admin = await h.adminHeaders();
    for (const e of range(10, 'active')) for (const [week, at] of WEEKS) await saveCheckin(h.ports, e, week, checkin(3, 4), new Date(at));
  });

  it('reads as many items with 40 as with 200 members checking in before the window', async () => {
    await addPastMembers(40);
    const small = await measure();
    await addPastMembers(200);
    const large = await measure();
    expect(large).toBe(small);
    // The session and one summary per member checking in (10), not their check-ins one query each.
    expect(small).toBeLessThanOrEqual(13);
    console.log('get_goal_accountability items read at 40 / 200 past members:', JSON.stringify({ small, large }));
  });
});
