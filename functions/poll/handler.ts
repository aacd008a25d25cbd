/** POST /api/poll: get_active_poll, get_my_vote, vote (anyone; the voter is a browser fingerprint). */
import * as z from '../lib/zod';
import { actionHandler, httpHandler, ok, validate } from '../lib/http';
import { ports } from '../lib/runtime';
import { castVote, getActivePoll, getMyVote } from './poll';

const identifier = z.string({ error: 'Invalid voter identifier' }).check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid voter identifier'));
const pollId = z.string({ error: 'poll_id is required' }).check(z.minLength(1, 'poll_id is required'), z.maxLength(100));

export const handler = httpHandler(
  actionHandler({
    async get_active_poll() {
      return ok({ poll: await getActivePoll(await ports()) });
    },
    async get_my_vote(data) {
      const d = validate(z.object({ poll_id: pollId, identifier }), data);
      return ok({ vote: await getMyVote(await ports(), d.poll_id, d.identifier) });
    },
    async vote(data, ctx) {
      const d = validate(z.object({ poll_id: pollId, option_id: z.string({ error: 'option_id is required' }).check(z.minLength(1, 'option_id is required'), z.maxLength(100)), identifier }), data);
      return ok(await castVote(await ports(), { pollId: d.poll_id, optionId: d.option_id, identifier: d.identifier }, ctx.ip));
    },
  }),
);
