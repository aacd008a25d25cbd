/** Pure poll rules: vote transitions, tallies and one-decimal percentages. */

export type VoteTransition = 'added' | 'removed' | 'changed';

/** none → added; the same option again → removed; another option → changed. */
export function voteTransition(current: string | null | undefined, chosen: string): VoteTransition {
  if (!current) return 'added';
  return current === chosen ? 'removed' : 'changed';
}

/** Share of the total, in percent, rounded to one decimal; 0 when nobody has voted. */
export function percentage(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}

export interface PollOptionDef {
  id: string;
  option_text: string;
  emoji: string;
  description: string;
  display_order: number;
}

export interface PollOptionView extends PollOptionDef {
  poll_id: string;
  vote_count: number;
  percentage: number;
}

/** Votes per option, counted from vote items (used once, to create a poll's counters from its stored votes). */
export function countVotes(votes: readonly { option_id: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of votes) counts[v.option_id] = (counts[v.option_id] ?? 0) + 1;
  return counts;
}

/**
 * The poll's view from its per-option counts: options ordered by display_order, each with its count
 * and percentage. Counts for an option that no longer exists are not counted.
 */
export function tally(pollId: string, options: readonly PollOptionDef[], counts: Readonly<Record<string, number>>): { options: PollOptionView[]; total_votes: number } {
  const countOf = (id: string) => Math.max(0, Number(counts[id] ?? 0));
  const total = options.reduce((sum, o) => sum + countOf(o.id), 0);
  const sorted = [...options].sort((a, b) => a.display_order - b.display_order);
  return {
    total_votes: total,
    options: sorted.map((o) => ({ ...o, poll_id: pollId, vote_count: countOf(o.id), percentage: percentage(countOf(o.id), total) })),
  };
}
