/**
 * The community poll over ports. One active poll, seeded into the table from
 * content/site/poll.ts on first read. Each anonymous vote is one item `POLL#<id> / VOTE#<identifier>`
 * written with a condition on the state the voter was seen in, so concurrent clicks can never leave
 * two votes for one identifier. The per-option counts are spread over POLL_COUNT_SHARDS shard items
 * (`POLL#<id> / COUNTS#<nn>`) next to a base item (`POLL#<id> / COUNTS`, the votes stored before the
 * shards existed): each vote moves one shard, chosen at random, in the same transaction as the vote
 * item (all or nothing), so no single item takes every vote, the sum always equals the stored votes,
 * and a read is one item and one Query of the counts items however many votes there are.
 */
import { createHash } from 'node:crypto';
import { communityPoll as sitePoll } from '../../content/site/poll';
import { BadRequest, ConditionFailed, Conflict, NotFound } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { hit, type Limit } from '../lib/auth/rate-limit';
import { countVotes, tally, voteTransition, type PollOptionDef, type PollOptionView, type VoteTransition } from './logic';

export const NO_POLL_MESSAGE = 'No poll data available';
export const POLL_CLOSED_MESSAGE = 'This poll has closed. Thank you for taking part!';
export const UNKNOWN_OPTION_MESSAGE = 'That option is not part of this poll';
export const VOTE_CONFLICT_MESSAGE = 'Vote failed. Please try again.';

/** Votes per IP: generous for a household behind one address, tight enough to stop a script. */
export const pollVotePerIp: Limit = { bucket: 'poll-vote-ip', max: 120, windowSeconds: 600 };

/**
 * New votes (a voter with no vote casting one) per client address per poll. The voter id is made up
 * by the browser, so a script could mint a fresh one for every vote; this limit is keyed by the
 * address and the poll only, so no voter id resets it. Changing or taking back a vote is not a new vote.
 */
export const pollNewVotesPerIp: Limit = { bucket: 'poll-new-vote-ip', max: 20, windowSeconds: 86_400 };

const MAX_ATTEMPTS = 8;

/** Vote counts are spread over this many items, so a busy poll's votes are not bounded by one item's write rate. */
export const POLL_COUNT_SHARDS = 10;

const randomShard = () => Math.floor(Math.random() * POLL_COUNT_SHARDS);

export interface PollView {
  id: string;
  title: string;
  description: string;
  is_active: boolean;
  closes_at: string;
  is_closed: boolean;
  total_votes: number;
  options: PollOptionView[];
}

export interface MyVote {
  option_id: string;
  voted_at: string;
}

interface StoredPoll {
  id: string;
  title: string;
  description: string;
  is_active: boolean;
  closes_at: string;
  options: PollOptionDef[];
  contentHash: string;
}

function seedRecord(): StoredPoll {
  const s = sitePoll;
  const options = s.options.map((o) => ({ id: o.id, option_text: o.option_text, emoji: o.emoji, description: o.description, display_order: o.display_order }));
  const content = { id: s.id, title: s.title, description: s.description, closes_at: s.closes_at, options };
  return { ...content, is_active: s.is_active, contentHash: createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16) };
}

/** The stored poll; created from content on first read, refreshed when the content text changes. */
async function storedPoll(p: Pick<Ports, 'table' | 'clock'>): Promise<StoredPoll> {
  const seed = seedRecord();
  const key = keys.poll(seed.id);
  const item = await p.table.get(key, { consistent: true });
  if (!item) {
    try {
      await p.table.put({ ...key, type: 'Poll', ...seed, createdAt: p.clock.now().toISOString() }, { condition: 'attribute_not_exists(pk)' });
      return seed;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      return storedPoll(p);
    }
  }
  if (item.contentHash !== seed.contentHash) {
    // The content was edited: take the new texts; a poll switched off in either place stays off.
    const refreshed = { ...seed, is_active: seed.is_active && item.is_active !== false };
    await p.table.put({ ...item, ...refreshed, updatedAt: p.clock.now().toISOString() });
    return refreshed;
  }
  return item as unknown as StoredPoll;
}

/** Counter attribute of one option in the counts item. */
const countAttr = (optionId: string) => `votes_${optionId}`;

/**
 * Creates the base counts item from the stored votes (a poll stored before the counters existed
 * keeps its votes), with every shard, once per poll. Votes cannot change meanwhile: a vote writes
 * only after it has seen the base item (ensureCounts), so every vote is in the base or in a shard, never both.
 */
async function createCounts(p: Pick<Ports, 'table' | 'clock'>, pollId: string): Promise<void> {
  const of = keys.pollVotes(pollId);
  const votes = await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :v)', values: { ':pk': of.pk, ':v': of.skPrefix }, consistent: true }, 1_000_000);
  const counted = Object.fromEntries(Object.entries(countVotes(votes as { option_id: string }[])).map(([id, n]) => [countAttr(id), n]));
  const createdAt = p.clock.now().toISOString();
  const ops: TransactOp[] = [
    { put: { ...keys.pollCounts(pollId), type: 'PollCounts', poll_id: pollId, createdAt, ...counted }, condition: 'attribute_not_exists(pk)' },
    // Every shard from the start, so a read is the same Query of POLL_COUNT_SHARDS + 1 items whatever has been voted.
    ...Array.from({ length: POLL_COUNT_SHARDS }, (_, s): TransactOp => ({ put: { ...keys.pollCountShard(pollId, s), type: 'PollCountShard', poll_id: pollId, createdAt }, condition: 'attribute_not_exists(pk)' })),
  ];
  try {
    await p.table.transact(ops);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    // Another caller created them first.
  }
}

/** Makes sure the base counts item exists before a vote writes a shard (one consistent item read). */
async function ensureCounts(p: Pick<Ports, 'table' | 'clock'>, pollId: string): Promise<void> {
  if (!(await p.table.get(keys.pollCounts(pollId), { consistent: true }))) await createCounts(p, pollId);
}

/** The base counts item and every shard of a poll: one consistent Query of at most POLL_COUNT_SHARDS + 1 items. */
async function countItems(p: Pick<Ports, 'table'>, pollId: string): Promise<Item[]> {
  const of = keys.pollCountItems(pollId);
  return p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :c)', values: { ':pk': of.pk, ':c': of.skPrefix }, consistent: true });
}

/**
 * Once the poll has closed, its results are the per-option counts alone: every vote item (an
 * anonymous voter id and its choice) is deleted and the counts item is kept (made from the votes
 * first if it was missing). A step of the daily privacy-retention job; nothing happens before closing.
 */
export async function reduceClosedPoll(p: Pick<Ports, 'table' | 'clock'>, now: Date = p.clock.now()): Promise<{ pollVotesDeleted: number }> {
  const poll = await storedPoll(p);
  if (Date.parse(poll.closes_at) > now.getTime()) return { pollVotesDeleted: 0 };
  await countsOf(p, poll);
  const of = keys.pollVotes(poll.id);
  const votes = await p.table.queryAll({ keyCondition: 'pk = :pk AND begins_with(sk, :v)', values: { ':pk': of.pk, ':v': of.skPrefix }, consistent: true }, 1_000_000);
  for (const v of votes) await p.table.delete({ pk: String(v.pk), sk: String(v.sk) });
  return { pollVotesDeleted: votes.length };
}

/** Votes per option id: the base counts item plus every shard (one consistent Query). */
async function countsOf(p: Pick<Ports, 'table' | 'clock'>, poll: StoredPoll): Promise<Record<string, number>> {
  let items = await countItems(p, poll.id);
  const base = keys.pollCounts(poll.id).sk;
  if (!items.some((it) => it.sk === base)) {
    await createCounts(p, poll.id);
    items = await countItems(p, poll.id);
  }
  return Object.fromEntries(poll.options.map((o) => [o.id, items.reduce((n, it) => n + Number(it[countAttr(o.id)] ?? 0), 0)]));
}

const isClosed = (poll: StoredPoll, now: Date) => new Date(poll.closes_at).getTime() <= now.getTime();

async function view(p: Pick<Ports, 'table' | 'clock'>, poll: StoredPoll): Promise<PollView> {
  const { options, total_votes } = tally(poll.id, poll.options, await countsOf(p, poll));
  return {
    id: poll.id,
    title: poll.title,
    description: poll.description,
    is_active: poll.is_active,
    closes_at: poll.closes_at,
    is_closed: isClosed(poll, p.clock.now()),
    total_votes,
    options,
  };
}

/** The active poll with counts from the stored votes, or null when none is active (a poll loads only while active). */
export async function getActivePoll(p: Pick<Ports, 'table' | 'clock'>): Promise<PollView | null> {
  const poll = await storedPoll(p);
  if (!poll.is_active) return null;
  return view(p, poll);
}

/** The visitor's vote, or null (a missing row means no vote). */
export async function getMyVote(p: Pick<Ports, 'table'>, pollId: string, identifier: string): Promise<MyVote | null> {
  const item = await p.table.get(keys.pollVote(pollId, identifier), { consistent: true });
  return item ? { option_id: item.option_id, voted_at: item.voted_at } : null;
}

export interface VoteInput {
  pollId: string;
  optionId: string;
  identifier: string;
}

/**
 * Applies one toggle. The vote item's write is conditional on the state it was computed from (no
 * vote; this option; that option) and moves the counters in the same transaction; a lost race
 * re-reads and recomputes, so the result is always one of the vote transitions (add, remove, change) applied to the
 * latest state, and the counts always equal the stored votes.
 */
export async function castVote(p: Pick<Ports, 'table' | 'clock' | 'ids'>, input: VoteInput, ip: string): Promise<{ result: VoteTransition; vote: MyVote | null; poll: PollView }> {
  await hit(p, pollVotePerIp, `ip:${ip}`);
  const poll = await storedPoll(p);
  if (!poll.is_active || poll.id !== input.pollId) throw new NotFound(NO_POLL_MESSAGE);
  if (isClosed(poll, p.clock.now())) throw new Conflict(POLL_CLOSED_MESSAGE);
  if (!poll.options.some((o) => o.id === input.optionId)) throw new BadRequest(UNKNOWN_OPTION_MESSAGE);

  const key = keys.pollVote(poll.id, input.identifier);
  await ensureCounts(p, poll.id);
  let newVoteCounted = false;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const current = await p.table.get(key, { consistent: true });
    const result = voteTransition(current?.option_id, input.optionId);
    if (result === 'added' && !newVoteCounted) {
      await hit(p, pollNewVotesPerIp, `ip:${ip}#poll:${poll.id}`);
      newVoteCounted = true;
    }
    const votedAt = p.clock.now().toISOString();
    // One shard at random per attempt: the counts are their sum, so any shard will do.
    const counters = (expression: string, names: Record<string, string>, values: Record<string, number>): TransactOp => ({
      update: keys.pollCountShard(poll.id, randomShard()),
      expression,
      names,
      values,
    });
    const ops: TransactOp[] =
      result === 'added'
        ? [
            {
              put: {
                ...key,
                type: 'PollVote',
                id: p.ids.id('vote'),
                poll_id: poll.id,
                option_id: input.optionId,
                identifier: input.identifier,
                identifier_type: 'fingerprint',
                voted_at: votedAt,
              },
              condition: 'attribute_not_exists(pk)',
            },
            counters('ADD #new :one', { '#new': countAttr(input.optionId) }, { ':one': 1 }),
          ]
        : result === 'removed'
          ? [
              { delete: key, condition: 'option_id = :o', values: { ':o': input.optionId } },
              counters('ADD #old :minus', { '#old': countAttr(input.optionId) }, { ':minus': -1 }),
            ]
          : [
              {
                update: key,
                expression: 'SET option_id = :new, voted_at = :at',
                condition: 'option_id = :old',
                values: { ':new': input.optionId, ':old': current!.option_id, ':at': votedAt },
              },
              counters('ADD #old :minus, #new :one', { '#old': countAttr(current!.option_id), '#new': countAttr(input.optionId) }, { ':minus': -1, ':one': 1 }),
            ];
    try {
      await p.table.transact(ops);
      const vote = result === 'removed' ? null : { option_id: input.optionId, voted_at: votedAt };
      return { result, vote, poll: await view(p, poll) };
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      // Another click of the same visitor won the race: recompute from the new state.
    }
  }
  throw new Conflict(VOTE_CONFLICT_MESSAGE);
}
