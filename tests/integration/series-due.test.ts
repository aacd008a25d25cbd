/**
 * Issue 28, the series job reads only the series it extends: an active series has an entry in its
 * event's due index by horizon (the last date it registered), and the job reads the entries before
 * the window's last date. Measured: a run reads as many items with 30 as with 150 active series that
 * have nothing to register (and extends the 3 that do at both). The count of active series it
 * answers is a counter moved with every start, pause, cancel and purge, equal to a recount after
 * concurrent changes; series written before the index get their entry from the migration.
 */
import { describe, it, expect } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { readMeter, type ReadMeter } from '../support/read-meter';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { runMigrations } from '../../functions/jobs/migrations';
import { seriesOccurrences } from '../../functions/reservations/series';
import * as store from '../../functions/reservations/series-store';
import { deletePerson } from '../../functions/privacy/store';
import { keys } from '../../functions/lib/keys';
import * as figures from '../../functions/lib/figures';
import { ensureCatalogue } from '../../functions/lib/event-store';
import { eventBySlug } from '../../content/events/index';
import { NOW, counter, reservation } from './reservations-helpers';

// The Saturday morning fika: weekly, free, 20 places.
const SLUG = 'weekly-saturday-morning-fika-yoyogi-uehara';
const event = eventBySlug(SLUG)!;
const DATES = seriesOccurrences(event, new Date(NOW)).map((d) => d.occurrence);
const LAST = DATES.at(-1)!;
const person = (tag: string, i: number) => `${tag}${String(i).padStart(4, '0')}@example.com`;

/** Starts a series as join_series does (its item, its index entries, the counter), with `horizon` registered already. */
async function startSeries(h: Harness, email: string, i: number, horizon?: string): Promise<store.Series> {
  const createdAt = new Date(Date.parse(NOW) - 86_400_000 + i * 1000).toISOString();
  const s = await store.start(h.ports, { id: `s_${email}`, email, eventSlug: SLUG, answers: {}, tokenHash: 'x', createdAt, updatedAt: createdAt });
  expect(s).not.toBeNull();
  if (horizon) await store.setHorizon(h.ports, s!, horizon, createdAt);
  return (await store.get(h.ports, email, SLUG))!;
}

async function inChunks<T>(items: T[], n: number, fn: (t: T, i: number) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map((t, j) => fn(t, i + j)));
}

describe('the series job reads the series it extends', () => {
  const load = async (idle: number): Promise<{ h: Harness; meter: ReadMeter }> => {
    const meter = readMeter();
    const h = await setupIntegration({ clock: fixedClock(NOW), table: { onRead: meter.onRead } });
    // Series whose horizon is the window's last date: nothing to register.
    await inChunks(Array.from({ length: idle }, (_, i) => person('idle', i)), 20, (email, i) => startSeries(h, email, i, LAST));
    // Three whose horizon is a week short of it: each registers the last date.
    for (let i = 0; i < 3; i++) await startSeries(h, person('due', i), idle + i, DATES.at(-2));
    // Every shard of the counter exists at both sizes (after a few dozen changes they all do; 33 random ones may miss one).
    for (let n = 0; n < figures.FIGURE_SHARDS; n++) await h.ports.table.update(keys.figuresShard('series', n), { update: 'ADD #a :zero', names: { '#a': figures.ACTIVE_SERIES }, values: { ':zero': 0 }, returnValues: 'NONE' });
    // Nothing else reads while the job is measured: the events delivered, the relay stopped, the catalogue loaded.
    await h.bus.drain();
    await h.relay.stop();
    await ensureCatalogue(h.ports);
    return { h, meter };
  };

  it('reads as many items with 30 as with 150 active series, and extends the same 3', async () => {
    const out: Record<number, { first: number; next: number }> = {};
    for (const idle of [30, 150]) {
      const { h, meter } = await load(idle);
      const first = await meter.measure(() => runJob('series-rsvp', h.ports));
      expect(first.result).toEqual({ series: idle + 3, added: 3, checks: 0 });
      const next = await meter.measure(() => runJob('series-rsvp', h.ports));
      expect(next.result).toEqual({ series: idle + 3, added: 0, checks: 0 });
      for (let i = 0; i < 3; i++) expect((await reservation(h, SLUG, LAST, person('due', i)))?.status).toBe('confirmed');
      expect(await counter(h, SLUG, LAST)).toMatchObject({ confirmed: 3 });
      expect(await reservation(h, SLUG, LAST, person('idle', 0))).toBeUndefined();
      out[idle] = { first: first.items, next: next.items };
    }
    console.log('series-rsvp items read with 30 / 150 idle active series:', JSON.stringify(out));
    expect(out[150]).toEqual(out[30]);
  }, 120_000);
});

describe('the count of active series', () => {
  it('equals a recount after concurrent starts, restarts, pauses, cancels and purges', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    const people = Array.from({ length: 12 }, (_, i) => person('count', i));
    const series = await Promise.all(people.map((email, i) => startSeries(h, email, i, DATES[0])));
    const now = new Date(NOW).toISOString();
    const started = (email: string, i: number) =>
      store.start(h.ports, { id: `s2_${email}`, email, eventSlug: SLUG, answers: {}, tokenHash: 'y', createdAt: now, updatedAt: now });
    await Promise.all([
      // Started again while active: nothing changes (twice at once).
      started(people[0], 0),
      started(people[0], 0),
      // Paused twice at once; paused and cancelled at once; cancelled twice at once.
      store.pause(h.ports, series[1], now),
      store.pause(h.ports, series[1], now),
      store.pause(h.ports, series[2], now),
      store.cancel(h.ports, series[2], now),
      store.cancel(h.ports, series[3], now),
      store.cancel(h.ports, series[3], now),
      // Purged while active, and purged twice at once.
      deletePerson(h.ports, people[4]),
      deletePerson(h.ports, people[5]),
      deletePerson(h.ports, people[5]),
      // New ones.
      started(person('count', 20), 20),
      started(person('count', 21), 21),
    ]);
    // A paused one started again, and a cancelled one.
    await Promise.all([started(people[1], 1), started(people[3], 3), store.pause(h.ports, series[6], now)]);
    const recount = await store.activeSeriesCount(h.ports);
    expect(await store.activeCount(h.ports)).toBe(recount);
    expect(recount).toBe(12 - 1 /* paused */ - 1 /* 2: paused or cancelled */ - 1 /* cancelled */ - 2 /* purged */ + 2 /* new */ + 2 /* restarted */ - 1 /* paused */);
    expect((await runJob('series-rsvp', h.ports)).series).toBe(recount);
    // Only the active ones are in the due index.
    const due = await h.ports.table.queryAll({ index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': keys.seriesDue(SLUG).gsi2pk } });
    expect(due.length).toBe(recount);
    expect(due.every((s) => s.status === 'active')).toBe(true);
  }, 120_000);
});

describe('series written before the due index', () => {
  it('are extended once the migration gave them their entry', async () => {
    const h = await setupIntegration({ clock: fixedClock(NOW) });
    // As the code before this change wrote them: the gsi1 entry only, no due entry, no counter.
    for (let i = 0; i < 4; i++) {
      const email = person('old', i);
      await h.ports.table.put({
        ...keys.series(email, SLUG),
        type: 'Series',
        id: `s_old${i}`,
        email,
        eventSlug: SLUG,
        status: 'active',
        answers: {},
        tokenHash: 'x',
        createdAt: NOW,
        updatedAt: NOW,
        horizon: i < 2 ? DATES.at(-2) : LAST,
        ...keys.seriesByStatus('active', SLUG, email),
      });
    }
    expect(await runJob('series-rsvp', h.ports)).toMatchObject({ added: 0 });
    const run = await runMigrations(h.ports);
    expect(run.seriesDue).toBe(4);
    expect(run.figures).toContain('series');
    expect((await runMigrations(h.ports)).seriesDue).toBeNull();
    expect(await runJob('series-rsvp', h.ports)).toEqual({ series: 4, added: 2, checks: 0 });
    expect((await reservation(h, SLUG, LAST, person('old', 0)))?.status).toBe('confirmed');
    expect(await reservation(h, SLUG, LAST, person('old', 3))).toBeUndefined();
  }, 60_000);
});
