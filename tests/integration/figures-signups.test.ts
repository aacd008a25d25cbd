/**
 * The newsletter list's counters (functions/lib/figures.ts, moved in the transaction of each
 * signup, return, unsubscribe and purge) against a recount of the items, after concurrent changes;
 * and the newsletter figures read the same number of items at 100 and 300 signups.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { keys } from '../../functions/lib/keys';
import * as signups from '../../functions/lib/mail/signups';
import { joinList } from '../../functions/signup/signup';
import { processUnsubscribe } from '../../functions/unsubscribe/unsubscribe';
import { unsubscribeRecordCount } from '../../functions/admin/unsubscribes';
import { recountFigures } from '../../functions/admin/figures-recount';
import * as figures from '../../functions/lib/figures';
import { deletePerson } from '../../functions/privacy/store';
import { signupStatsFor, windowItems } from '../../functions/admin/newsletter';
import { unsubscribeStatsFor } from '../../functions/admin/unsubscribes';
import { signupStats, unsubscribeStats } from '../../functions/admin/aggregate';
import { RECENT_LIMIT } from '../../domain/admin/console';
import { backfillDayFigures } from '../../functions/admin/figures-recount';

const NOW = '2026-11-22T09:00:00.000Z';
const clock = fixedClock(NOW);
const range = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

async function recount(h: Harness) {
  const [active, unsubscribed, unsubscribes] = await Promise.all([signups.countByStatus(h.ports, 'active'), signups.countByStatus(h.ports, 'unsubscribed', true), unsubscribeRecordCount(h.ports)]);
  return { active, unsubscribed, unsubscribes };
}

describe('signup counters', () => {
  let h: Harness;
  const join = (email: string) => joinList(h.ports, { email, source: 'website', metadata: {} });
  const leave = (email: string) => processUnsubscribe(h.ports, { email });

  beforeAll(async () => {
    h = await setupIntegration({ clock });
  });

  it('equal a recount after concurrent joins, returns, unsubscribes, suppressions and purges', async () => {
    const joined = range(30, 'a');
    const suppressed = range(5, 's');
    for (const e of joined) await join(e);
    for (const e of suppressed) await leave(e);

    // One burst: leavers (five of them twice at once), new joiners (five of them twice at once),
    // suppressions joining for the first time, duplicate joins, strangers asking not to be mailed.
    await Promise.all([
      ...joined.slice(0, 15).map(leave),
      ...joined.slice(0, 5).map(leave),
      ...range(15, 'n').map(join),
      ...range(5, 'n').map(join),
      ...suppressed.slice(0, 3).map(join),
      ...joined.slice(20, 25).map(join),
      ...range(5, 'x').map(leave),
    ]);
    // A second burst: returns of leavers and leaves of new joiners.
    await Promise.all([...joined.slice(0, 10).map(join), ...range(5, 'n').map(leave), leave(suppressed[0])]);

    const counted = await signups.counts(h.ports);
    expect(counted).toEqual(await recount(h));
    // 30 joined + 15 new + 3 suppressions that joined, less 5 still off, 5 new that left, 1 suppression that left again.
    expect(counted).toEqual({ active: 37, unsubscribed: 11, unsubscribes: 5 + 15 + 5 + 5 + 1 });

    // The purge of closed accounts takes their items off the counters too (twice at once: once).
    await Promise.all([deletePerson(h.ports, joined[29]), deletePerson(h.ports, joined[12]), deletePerson(h.ports, joined[12]), deletePerson(h.ports, suppressed[4])]);
    expect(await signups.counts(h.ports)).toEqual(await recount(h));

    const admin = await h.adminHeaders();
    const r = await h.call('/api/admin-console', { action: 'get_signup_counts', data: {} }, { headers: admin });
    const now = await recount(h);
    expect(r.body.data).toEqual({ active: now.active, unsubscribed: now.unsubscribed, total: now.active + now.unsubscribed, unsubscribes: now.unsubscribes });
  });

  it('the recount sets counters once, from the items written before them', async () => {
    const before = await recount(h);
    // A table whose items predate the counters: the counter items (the base and its shards) are gone.
    await h.ports.table.delete(keys.figures('signups'));
    for (let i = 0; i < figures.FIGURE_SHARDS; i++) await h.ports.table.delete(keys.figuresShard('signups', i));
    expect(await signups.counts(h.ports)).toEqual({ active: 0, unsubscribed: 0, unsubscribes: 0 });
    expect(await recountFigures(h.ports)).toContain('signups');
    expect(await signups.counts(h.ports)).toEqual(before);
    expect((await figures.read(h.ports, 'signups')).recountedAt).toBe(NOW);
    // Once only: later changes move the counters, a second recount leaves them.
    await join('late@example.com');
    expect(await recountFigures(h.ports)).not.toContain('signups');
    expect(await signups.counts(h.ports)).toEqual(await recount(h));
  });
});

describe('the newsletter window figures per day', () => {
  const DAY = 86_400_000;
  const dayClock = fixedClock('2026-11-10T02:00:00.000Z');
  let h: Harness;
  const join = (email: string) => joinList(h.ports, { email, source: 'website', metadata: {} });
  const leave = (email: string, i = 0) =>
    processUnsubscribe(h.ports, { email, reason: ['too_many_emails', 'not_relevant', 'moved_away'][i % 3], method: i % 2 ? 'one_click' : 'email_link', feedback: i % 4 === 0 ? 'Thanks for the fikas' : undefined });

  /** The window's figures from the day counters, and the same recounted from the items. */
  async function both(days: number) {
    const w = await windowItems(h.ports, days);
    return {
      counters: { stats: await signupStatsFor(h.ports, days), unsubscribes: await unsubscribeStatsFor(h.ports, days) },
      recount: { stats: signupStats(w.signups, w.unsubscribes, w.now, days), unsubscribes: unsubscribeStats(w.unsubscribes, days, w.since) },
    };
  }

  beforeAll(async () => {
    h = await setupIntegration({ clock: dayClock });
  });

  it('equal a recount of the items over several days of concurrent joins, returns, leaves and purges', async () => {
    const people = range(24, 'd');
    const strangers = range(4, 'z');
    // Day 1: joins (some twice at once) and strangers asking not to be mailed.
    await Promise.all([...people.map(join), ...people.slice(0, 4).map(join), ...strangers.map((e, i) => leave(e, i))]);
    dayClock.advance(DAY);
    // Day 2: leaves (some twice at once), a stranger joining for the first time.
    await Promise.all([...people.slice(0, 12).map((e, i) => leave(e, i)), ...people.slice(0, 3).map((e, i) => leave(e, i)), join(strangers[0])]);
    dayClock.advance(DAY);
    // Day 3: returns (some twice at once), more leaves.
    await Promise.all([...people.slice(0, 8).map(join), ...people.slice(0, 2).map(join), ...people.slice(12, 16).map((e, i) => leave(e, i + 1))]);
    dayClock.advance(DAY);
    // Day 4: some who returned leave and come back again (their return moves to today); the joined stranger leaves and returns.
    for (const e of people.slice(0, 3)) await leave(e, 2);
    await leave(strangers[0], 1);
    await Promise.all([...people.slice(0, 3).map(join), join(strangers[0])]);
    // The purge of closed accounts (one twice at once) takes its days off too.
    await Promise.all([deletePerson(h.ports, people[1]), deletePerson(h.ports, people[13]), deletePerson(h.ports, people[13]), deletePerson(h.ports, strangers[2])]);

    for (const days of [1, 2, 30]) {
      const { counters, recount } = await both(days);
      expect(counters.stats, `${days} days`).toEqual(recount.stats);
      expect({ ...counters.unsubscribes, recent: counters.unsubscribes.recent.length }, `${days} days`).toEqual({ ...recount.unsubscribes, recent: recount.unsubscribes.recent.length });
    }
    const { counters } = await both(30);
    // 24 + 1 first joins less 2 purged; returns of 8 on day 3, 3 of them moved to day 4, one purged. The
    // stranger never had a first signup time: its first join moves to day 4 and it has no return.
    expect(counters.stats.totals).toMatchObject({ signups: 23, returns: 7 });
    expect(counters.unsubscribes.by_reason.length).toBe(3);
    expect(counters.unsubscribes.with_feedback).toBeGreaterThan(0);
  });

  it('the migration counts the items written before the day figures, once', async () => {
    const before = await both(30);
    // A table whose items predate the day figures: every day item is gone.
    const days = await h.ports.table.queryAll({ keyCondition: 'pk = :pk', values: { ':pk': keys.figuresDays('signups', '', '').pk } });
    for (const d of days) await h.ports.table.delete({ pk: String(d.pk), sk: String(d.sk) });
    expect((await both(30)).counters.stats.totals.signups).toBe(0);
    expect(await backfillDayFigures(h.ports)).toBeGreaterThan(0);
    expect((await both(30)).counters).toEqual(before.counters);
    expect(await backfillDayFigures(h.ports)).toBe(0);
  });
});

describe('newsletter figures read a bounded number of items', () => {
  let h: Harness;
  let admin: Record<string, string>;
  const meter = readMeter();
  let written = 0;

  /** Signups that joined long before any window, written straight to the table (fast). */
  async function addOldSignups(upTo: number) {
    const emails = range(upTo, 'bulk').slice(written);
    for (let i = 0; i < emails.length; i += 25) {
      await Promise.all(
        emails.slice(i, i + 25).map((email) =>
          h.ports.table.put({ ...keys.signup(email), type: 'Signup', email, source: 'website', status: 'active', subscribed_at: '2025-01-05T00:00:00.000Z', metadata: {}, ...keys.signupsByStatus('active'), gsi1sk: '2025-01-05T00:00:00.000Z' }),
        ),
      );
    }
    written = upTo;
  }

  const measure = async (action: string, data: unknown = {}) => {
    const m = await meter.measure(() => h.call('/api/admin-console', { action, data }, { headers: admin }));
    expect(m.result.status).toBe(200);
    return m.items;
  };

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
    admin = await h.adminHeaders();
    // The window's own activity, the same at both sizes.
    for (const e of range(5, 'recent')) await joinList(h.ports, { email: e, source: 'website', metadata: {} });
    await processUnsubscribe(h.ports, { email: 'recent0@example.com' });
    // The welcome mails and the unsubscribe notice are delivered before anything is measured: the
    // meter counts every read of the process, and theirs are not the calls'.
    await h.bus.drain();
  });

  it('get_signup_counts and get_newsletter_figures read as many items at 100 as at 300 signups', async () => {
    await addOldSignups(100);
    const small = { counts: await measure('get_signup_counts'), figures: await measure('get_newsletter_figures') };
    await addOldSignups(300);
    const large = { counts: await measure('get_signup_counts'), figures: await measure('get_newsletter_figures') };
    expect(large).toEqual(small);
    // The session, the counter items (the base and its shards), the window's day shards and its recent unsubscribes.
    expect(small.counts).toBeLessThanOrEqual(2 + figures.FIGURE_SHARDS + 1);
    const bound = 2 + 2 * (figures.FIGURE_SHARDS + 1) + RECENT_LIMIT;
    expect(small.figures).toBeLessThanOrEqual(bound);
    // Activity in the window fills at most every shard of the counters and of its day: never more.
    for (const e of range(30, 'busy')) await joinList(h.ports, { email: e, source: 'website', metadata: {} });
    await h.bus.drain(); // the welcome mails' reads are not the call's
    const busy = await measure('get_newsletter_figures');
    expect(busy).toBeLessThanOrEqual(bound);
    console.log('items read at 100 / 300 signups, and with 30 more in the window:', JSON.stringify({ small, large, busy }));
  });
});
