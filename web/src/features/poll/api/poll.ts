/** The poll calls (`POST /api/poll`): get_active_poll, get_my_vote, vote. */
import { api, type ApiOutput } from '../../../lib/api';

export type Poll = NonNullable<ApiOutput<'poll', 'get_active_poll'>['poll']>;
export type PollOption = Poll['options'][number];
export type MyVote = NonNullable<ApiOutput<'poll', 'get_my_vote'>['vote']>;
export type VoteResult = ApiOutput<'poll', 'vote'>['result'];

export const getActivePoll = () => api.poll.get_active_poll({});

export const getMyVote = (pollId: string, identifier: string) => api.poll.get_my_vote({ poll_id: pollId, identifier });

/** Votes are not retried on 5xx: a retried toggle could undo itself. */
export const vote = (pollId: string, optionId: string, identifier: string) => api.poll.vote({ poll_id: pollId, option_id: optionId, identifier }, { attempts: 1 });
