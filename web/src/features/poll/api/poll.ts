/** The poll calls (`POST /api/poll`, `{action, data}`): get_active_poll, get_my_vote, vote. */
import { callAction } from '../../../lib/api-client';

export interface PollOption {
  id: string;
  poll_id: string;
  option_text: string;
  emoji: string;
  description: string;
  display_order: number;
  vote_count: number;
  /** Share of all votes, one decimal (computed by the server from the stored votes). */
  percentage: number;
}

export interface Poll {
  id: string;
  title: string;
  description: string;
  is_active: boolean;
  closes_at: string;
  is_closed: boolean;
  total_votes: number;
  options: PollOption[];
}

export interface MyVote {
  option_id: string;
  voted_at: string;
}

export type VoteResult = 'added' | 'removed' | 'changed';

export const getActivePoll = () => callAction<{ poll: Poll | null }>('poll', 'get_active_poll', {});

export const getMyVote = (pollId: string, identifier: string) => callAction<{ vote: MyVote | null }>('poll', 'get_my_vote', { poll_id: pollId, identifier });

/** Votes are not retried on 5xx: a retried toggle could undo itself. */
export const vote = (pollId: string, optionId: string, identifier: string) =>
  callAction<{ result: VoteResult; vote: MyVote | null; poll: Poll }>('poll', 'vote', { poll_id: pollId, option_id: optionId, identifier }, { attempts: 1 });
