/**
 * Issue 28, no unbounded hot item: page-view counters spread over shards and summed on read
 * (exact under concurrency), a path that is not a page of the site counted as `other`, and
 * get_summary billed for the same items however many paths were counted (tests/support/read-meter.ts).
 * The poll's shards are tested in poll.test.ts; error groups in error-groups-hot.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { ANALYTICS_SHARDS, addCounts, readDays, type Count } from '../../functions/analytics/store';
import { daysEnding } from '../../functions/analytics/days';
import { allItems } from './table-scan';

const NOW = '2026-11-22T09:00:00Z'; // 18:00 in Tokyo
const TODAY = '2026-11-22';
let ipSeq = 0;
const nextIp = () => `10.78.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe('analytics without a hot item', () => {
  let h: Harness;
  const meter = readMeter();
  const view = (path: string) => h.call('/api/analytics', { events: [{ name: 'page_view', path }] }, { ip: nextIp() });
  const countOf = async (metric: 'events' | 'views', dimension: string) => (await readDays(h.ports, metric, TODAY, TODAY)).find((c) => c.dimension === dimension)?.count ?? 0;

  beforeAll(async () => {
    h = await setupIntegration({ clock: fixedClock(NOW), table: { onRead: meter.onRead } });
  });

  it('200 concurrent page views of one path spread over the shards and sum to 200', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => view('/events')));
    expect(answers.filter((a) => a.status !== 202)).toEqual([]);
    expect(await countOf('events', 'page_view')).toBe(200);
    expect(await countOf('views', '/events')).toBe(200);
    const days = (await allItems(h)).filter((i) => String(i.pk).startsWith('ANALYTICS_SHARD#'));
    expect(days.length).toBeGreaterThan(1);
    expect(days.length).toBeLessThanOrEqual(ANALYTICS_SHARDS);
    expect(days.reduce((n, d) => n + Number(d['events|page_view'] ?? 0), 0)).toBe(200);
  });

  it('a made-up path counts as other, never under its own name', async () => {
    const before = await countOf('views', 'other');
    for (const path of ['/made-up-page', '/blog/not-a-post', '/events/not-an-event', '/about/extra']) expect((await view(path)).status).toBe(202);
    expect(await countOf('views', 'other')).toBe(before + 4);
    const text = JSON.stringify(await allItems(h));
    for (const name of ['made-up-page', 'not-a-post', 'not-an-event', 'extra']) expect(text, name).not.toContain(name);
  });

  it('get_summary is billed for the same items with 20 and with 200 paths a day', async () => {
    const days = daysEnding(TODAY, 30);
    /** Views of paths /p<from>…/p<to - 1> on every day of the window, on the shards given. */
    const seed = async (from: number, to: number, shards: number[]) => {
      for (const shard of shards) {
        const counts: Count[] = days.flatMap((day) => [
          { metric: 'events', day, dimension: 'page_view', n: to - from },
          ...Array.from({ length: to - from }, (_, i): Count => ({ metric: 'views', day, dimension: `/p${from + i}`, n: 1 })),
        ]);
        await addCounts(h.ports, counts, shard);
      }
    };
    const summary = () => meter.measure(() => h.call('/api/admin-analytics', { action: 'get_summary', data: { days: 30 } }, { headers: adminHeaders }));
    const adminHeaders = await h.adminHeaders();

    // 20 paths a day, on every shard (as random batches spread them); then 180 more on one shard.
    await seed(0, 20, Array.from({ length: ANALYTICS_SHARDS }, (_, i) => i));
    const small = await summary();
    expect(small.result.status).toBe(200);
    expect(small.result.body.data.topPages).toHaveLength(20);
    await seed(20, 200, [0]);
    const large = await summary();
    expect(large.result.body.data.topPages).toHaveLength(20);
    expect(large.result.body.data.topPages[0]).toEqual({ path: '/p0', views: ANALYTICS_SHARDS * 30 });
    expect(large.result.body.data.events[0]).toEqual({ name: 'page_view', count: 200 + 4 + (20 * ANALYTICS_SHARDS + 180) * 30 }); // the views of the tests above, then the seeds
    console.info(`get_summary (30 days) items read: ${small.items} with 20 paths a day, ${large.items} with 200`);
    expect(large.items).toBe(small.items);
    // At most one item per shard and day (and a few for the session, the catalogue and the other metrics).
    expect(small.items).toBeLessThanOrEqual(ANALYTICS_SHARDS * 30 + 20);
  });
});
