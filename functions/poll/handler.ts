/** POST /api/poll: get_active_poll, get_my_vote, vote (anyone; the voter is a browser fingerprint). */
import { httpHandler, serve } from '../lib/http';
import { ports } from '../lib/runtime';
import { pollActions } from '../../api/poll';
import { castVote, getActivePoll, getMyVote } from './poll';

const actionsHandler = serve(pollActions, {
  async get_active_poll() {
    return { poll: await getActivePoll(await ports()) };
  },
  async get_my_vote(req) {
    const d = req.input();
    return { vote: await getMyVote(await ports(), d.poll_id, d.identifier) };
  },
  async vote(req) {
    const d = req.input();
    return castVote(await ports(), { pollId: d.poll_id, optionId: d.option_id, identifier: d.identifier }, req.ctx.address);
  },
});

export const handler = httpHandler(actionsHandler);
