/** POST /api/poll: the community poll (anyone; the voter is a browser fingerprint). */
import * as z from '../domain/zod';
import { action, actions, type SampleFixture } from './contract';

const identifier = z.string({ error: 'Invalid voter identifier' }).check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid voter identifier'));
const pollId = z.string({ error: 'poll_id is required' }).check(z.minLength(1, 'poll_id is required'), z.maxLength(100));
const optionId = z.string({ error: 'option_id is required' }).check(z.minLength(1, 'option_id is required'), z.maxLength(100));

const pollOption = z.object({
  id: z.string(),
  poll_id: z.string(),
  option_text: z.string(),
  emoji: z.string(),
  description: z.string(),
  display_order: z.number(),
  vote_count: z.number(),
  /** Share of all votes, one decimal (computed by the server from the stored votes). */
  percentage: z.number(),
});

const poll = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  closes_at: z.string(),
  is_closed: z.boolean(),
  total_votes: z.number(),
  options: z.array(pollOption),
});

const myVote = z.object({ option_id: z.string(), voted_at: z.string() });

/** A fixed sample voter: 16 to 128 URL-safe characters. */
const VOTER = 'contract-sample-voter-0001';

async function activePoll(fx: SampleFixture): Promise<{ id: string; options: { id: string }[] }> {
  const r = (await fx.call('poll', 'get_active_poll', {})) as { data: { poll: { id: string; options: { id: string }[] } } };
  return r.data.poll;
}

export const pollActions = actions({
  get_active_poll: action({
    summary: 'The active poll with its options and live counts, or null.',
    input: z.object({}),
    output: z.object({ poll: z.nullable(poll) }),
    sample: { data: {} },
  }),
  get_my_vote: action({
    summary: "This voter's choice in a poll, or null.",
    input: z.object({ poll_id: pollId, identifier }),
    output: z.object({ vote: z.nullable(myVote) }),
    sample: async (fx) => ({ data: { poll_id: (await activePoll(fx)).id, identifier: VOTER } }),
  }),
  vote: action({
    summary: 'Adds, changes or (choosing the same option again) removes a vote.',
    input: z.object({ poll_id: pollId, option_id: optionId, identifier }),
    output: z.object({ result: z.enum(['added', 'removed', 'changed']), vote: z.nullable(myVote), poll }),
    sample: async (fx) => {
      const current = await activePoll(fx);
      return { data: { poll_id: current.id, option_id: current.options[0].id, identifier: VOTER } };
    },
  }),
});

