import { beforeAll, describe, expect, it } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { runJob } from '../../functions/jobs/handler';
import { keys } from '../../functions/lib/keys';
import { communityPoll } from '../../content/site/poll';
import type { Ports } from '../../functions/lib/ports';
import { castVote, getActivePoll, pollNewVotesPerIp, POLL_COUNT_SHARDS } from '../../functions/poll/poll';
import { readMeter } from '../support/read-meter';

const POLL = communityPoll.id;
const [A, B, C] = [...communityPoll.options].sort((x, y) => x.display_order - y.display_order).map((o) => o.id);
const fp = (n: number | string) => `fp${String(n).padStart(20, '0')}`;
let ipSeq = 0;
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

describe('poll', () => {
  let h: Harness;
  const meter = readMeter();
  const clock = fixedClock('2026-11-22T09:00:00Z');
  const vote = (identifier: string, option: string, ip = nextIp()) => h.call('/api/poll', { action: 'vote', data: { poll_id: POLL, option_id: option, identifier } }, { ip });
  const poll = async () => (await h.call('/api/poll', { action: 'get_active_poll' })).body.data.poll;
  /** The stored vote items, straight from the table. */
  const storedVotes = () =>
    h.ports.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :v)', values: { ':pk': keys.poll(POLL).pk, ':v': 'VOTE#' }, consistent: true });
  const expectCountsMatchStored = async () => {
    const [p, votes] = await Promise.all([poll(), storedVotes()]);
    const stored = new Map<string, number>();
    for (const v of votes) stored.set(v.option_id, (stored.get(v.option_id) ?? 0) + 1);
    for (const o of p.options) expect(o.vote_count, o.id).toBe(stored.get(o.id) ?? 0);
    expect(p.total_votes).toBe(votes.length);
    // One vote item per identifier, by construction of the key; and each item names its identifier.
    expect(new Set(votes.map((v) => v.identifier)).size).toBe(votes.length);
    return { p, votes };
  };

  beforeAll(async () => {
    h = await setupIntegration({ clock, table: { onRead: meter.onRead } });
  });

  it('seeds the active poll from content with options in display order and zero counts', async () => {
    const r = await h.call('/api/poll', { action: 'get_active_poll' });
    expect(r.status).toBe(200);
    const p = r.body.data.poll;
    expect(p).toMatchObject({ id: POLL, title: communityPoll.title, is_active: true, closes_at: communityPoll.closes_at, is_closed: false, total_votes: 0 });
    expect(p.options.map((o: { display_order: number }) => o.display_order)).toEqual([1, 2, 3, 4, 5]);
    expect(p.options[0]).toMatchObject({ id: A, poll_id: POLL, vote_count: 0, percentage: 0 });
  });

  it('adds, removes and changes a vote; counts and percentages follow', async () => {
    const me = fp('me');
    const added = await vote(me, A);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ result: 'added', vote: { option_id: A } });
    expect(added.body.data.poll.options[0]).toMatchObject({ id: A, vote_count: 1, percentage: 100 });

    const mine = await h.call('/api/poll', { action: 'get_my_vote', data: { poll_id: POLL, identifier: me } });
    expect(mine.body.data.vote).toMatchObject({ option_id: A });

    const changed = await vote(me, B);
    expect(changed.body.data.result).toBe('changed');
    expect(changed.body.data.poll.options.map((o: { vote_count: number }) => o.vote_count).slice(0, 2)).toEqual([0, 1]);

    const removed = await vote(me, B);
    expect(removed.body.data).toMatchObject({ result: 'removed', vote: null });
    expect(removed.body.data.poll.total_votes).toBe(0);
    const none = await h.call('/api/poll', { action: 'get_my_vote', data: { poll_id: POLL, identifier: me } });
    expect(none.body.data.vote).toBeNull();
  });

  it('computes one-decimal percentages from the stored votes', async () => {
    await vote(fp('p1'), A);
    await vote(fp('p2'), A);
    const r = await vote(fp('p3'), C);
    const byId = Object.fromEntries(r.body.data.poll.options.map((o: { id: string; percentage: number }) => [o.id, o.percentage]));
    expect(byId[A]).toBe(66.7);
    expect(byId[C]).toBe(33.3);
    for (const id of ['p1', 'p2', 'p3']) await vote(fp(id), id === 'p3' ? C : A); // take them back
    expect((await poll()).total_votes).toBe(0);
  });

  it('50 concurrent toggles end with counts equal to the stored votes', async () => {
    // 10 visitors click 5 times each, all at once, across three options (same option twice = toggle).
    const pattern = [A, B, A, C, B];
    const calls = Array.from({ length: 10 }, (_, v) => pattern.map((_o, i) => vote(fp(`c${v}`), pattern[(i + v) % pattern.length]))).flat();
    expect(calls).toHaveLength(50);
    const results = await Promise.all(calls);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    const { votes } = await expectCountsMatchStored();
    expect(votes.length).toBeLessThanOrEqual(10);
  });

  it('50 concurrent first votes by different visitors are all counted exactly', async () => {
    const before = (await poll()).total_votes;
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => vote(fp(`d${i}`), [A, B, C][i % 3])));
    for (const r of results) expect(r.status).toBe(200);
    const { p } = await expectCountsMatchStored();
    expect(p.total_votes).toBe(before + 50);
    // and 25 of them take their vote back concurrently
    const back = await Promise.all(Array.from({ length: 25 }, (_, i) => vote(fp(`d${i * 2}`), [A, B, C][(i * 2) % 3])));
    for (const r of back) expect(r.body.data.result).toBe('removed');
    const after = await expectCountsMatchStored();
    expect(after.p.total_votes).toBe(before + 25);
  });

  it('rejects unknown options, other polls and bad identifiers; refuses votes once closed', async () => {
    const bad = await vote(fp('x'), 'not-an-option');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('That option is not part of this poll');
    const other = await h.call('/api/poll', { action: 'vote', data: { poll_id: 'another-poll', option_id: A, identifier: fp('x') } });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('No poll data available');
    const id = await h.call('/api/poll', { action: 'vote', data: { poll_id: POLL, option_id: A, identifier: 'short' } });
    expect(id.status).toBe(400);
    expect(id.body.error).toBe('Invalid voter identifier');
    const unknown = await h.call('/api/poll', { action: 'delete_everything' });
    expect(unknown.status).toBe(400);

    clock.set('2027-02-01T00:00:00Z');
    try {
      const closed = await vote(fp('late'), A);
      expect(closed.status).toBe(409);
      expect((await poll()).is_closed).toBe(true);
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
  });

  it('rate-limits votes per IP', async () => {
    // One voter switching back and forth: every request is a vote, none is a new voter.
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await vote(fp('rl0'), i % 2 ? B : A, ip)).status);
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('made-up voter ids from one address cannot stuff the poll: new votes are limited per address and poll', async () => {
    const ip = '10.200.0.2';
    const before = (await poll()).total_votes;
    const statuses: number[] = [];
    // Before: 120 votes in 10 minutes from one address, each under a fresh made-up id, all counted.
    for (let i = 0; i < pollNewVotesPerIp.max + 5; i++) statuses.push((await vote(fp(`stuff${i}`), A, ip)).status);
    expect(statuses.slice(0, pollNewVotesPerIp.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(pollNewVotesPerIp.max)).toEqual(Array(5).fill(429));
    const { p } = await expectCountsMatchStored();
    expect(p.total_votes).toBe(before + pollNewVotesPerIp.max);
    // The voters already counted may still change or take back their vote from that address…
    expect((await vote(fp('stuff0'), B, ip)).body.data.result).toBe('changed');
    expect((await vote(fp('stuff1'), A, ip)).body.data.result).toBe('removed');
    // …and the limit is per address: another address votes as before.
    expect((await vote(fp('stuff-other'), A)).status).toBe(200);
    await expectCountsMatchStored();
  });

  it('a read costs the same few table calls and items however many votes are stored', async () => {
    const calls: string[] = [];
    const counted: Ports = {
      ...h.ports,
      table: new Proxy(h.ports.table, {
        get(target, name) {
          const f = Reflect.get(target, name);
          return typeof f === 'function' ? (...args: unknown[]) => (calls.push(String(name)), f.apply(target, args)) : f;
        },
      }),
    };
    const readCalls = async () => {
      calls.length = 0;
      await getActivePoll(counted);
      return [...calls];
    };
    const voteCalls = async (identifier: string) => {
      calls.length = 0;
      await castVote(counted, { pollId: POLL, optionId: C, identifier }, nextIp());
      return [...calls];
    };
    const readItems = async () => (await meter.measure(() => h.call('/api/poll', { action: 'get_active_poll' }))).items;
    const few = { read: await readCalls(), vote: await voteCalls(fp('cost-a')), items: await readItems() };
    await Promise.all(Array.from({ length: 60 }, (_, i) => vote(fp(`cost${i}`), [A, B, C][i % 3])));
    expect((await poll()).total_votes).toBeGreaterThanOrEqual(60);
    expect(await readCalls()).toEqual(few.read);
    expect(await voteCalls(fp('cost-b'))).toEqual(few.vote);
    // The poll item, then one Query of the base counts item and its shards.
    expect(few.read).toEqual(['get', 'queryAll']);
    expect(few.vote).not.toContain('count');
    // The items billed are the same at 1 and 60 more votes: the catalogue's version, the poll and
    // the POLL_COUNT_SHARDS + 1 counts items.
    expect(few.items).toBe(1 + 1 + POLL_COUNT_SHARDS + 1);
    expect(await readItems()).toBe(few.items);
  });

  it('100 concurrent first votes spread over the shards and sum to the votes sent', async () => {
    const before = (await poll()).total_votes;
    const sent = await Promise.all(Array.from({ length: 100 }, (_, i) => vote(fp(`shard${i}`), [A, B, C][i % 3])));
    expect(sent.every((r) => r.status === 200)).toBe(true);
    const { p } = await expectCountsMatchStored();
    expect(p.total_votes).toBe(before + 100);
    const of = keys.pollCountItems(POLL);
    const shards = await h.ports.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :c)', values: { ':pk': of.pk, ':c': `${of.skPrefix}#` }, consistent: true });
    expect(shards).toHaveLength(POLL_COUNT_SHARDS);
    // No shard took every vote.
    const inShard = shards.map((it) => Object.entries(it).filter(([k]) => k.startsWith('votes_')).reduce((n, [, v]) => n + Number(v), 0));
    expect(Math.max(...inShard)).toBeLessThan(100);
  });

  it('a poll stored before the counters existed gets its counts from its votes, once', async () => {
    const stored = (await storedVotes()).length;
    expect(stored).toBeGreaterThan(0);
    // Such a poll has no counts item and no shard.
    const dropCounts = async () => {
      await h.ports.table.delete(keys.pollCounts(POLL));
      for (let s = 0; s < POLL_COUNT_SHARDS; s++) await h.ports.table.delete(keys.pollCountShard(POLL, s));
    };
    await dropCounts();
    expect((await poll()).total_votes).toBe(stored);
    await dropCounts();
    // A vote finding no counters creates them from the stored votes and is counted on top.
    expect((await vote(fp('after-migration'), A)).status).toBe(200);
    const { p } = await expectCountsMatchStored();
    expect(p.total_votes).toBe(stored + 1);
  });

  it('once closed, the privacy-retention job deletes the votes and keeps the counts', async () => {
    await vote(fp('keep-1'), A);
    await vote(fp('keep-2'), B);
    const before = await expectCountsMatchStored();
    expect(before.votes.length).toBeGreaterThan(0);
    // Still open: the job leaves every vote.
    expect(await runJob('privacy-retention', h.ports)).toMatchObject({ pollVotesDeleted: 0 });
    expect((await storedVotes()).length).toBe(before.votes.length);

    clock.set('2027-02-01T00:00:00Z');
    try {
      expect(await runJob('privacy-retention', h.ports)).toMatchObject({ pollVotesDeleted: before.votes.length });
      expect(await storedVotes()).toEqual([]);
      const after = await poll();
      expect(after.is_closed).toBe(true);
      expect(after.options.map((o: { vote_count: number }) => o.vote_count)).toEqual(before.p.options.map((o: { vote_count: number }) => o.vote_count));
      expect(after.total_votes).toBe(before.p.total_votes);
      expect(await runJob('privacy-retention', h.ports)).toMatchObject({ pollVotesDeleted: 0 });
    } finally {
      clock.set('2026-11-22T09:00:00Z');
    }
  });
});
