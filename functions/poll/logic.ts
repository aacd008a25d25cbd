/** Pure poll rules (seed 000 §4, §9): vote transitions, tallies and one-decimal percentages. */

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

/**
 * Counts recomputed from the stored votes: options ordered by display_order, each with its count
 * and percentage. Votes for an option that no longer exists are not counted.
 */
export function tally(pollId: string, options: readonly PollOptionDef[], votes: readonly { option_id: string }[]): { options: PollOptionView[]; total_votes: number } {
  const counts = new Map(options.map((o) => [o.id, 0]));
  for (const v of votes) if (counts.has(v.option_id)) counts.set(v.option_id, counts.get(v.option_id)! + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const sorted = [...options].sort((a, b) => a.display_order - b.display_order);
  return {
    total_votes: total,
    options: sorted.map((o) => ({ ...o, poll_id: pollId, vote_count: counts.get(o.id)!, percentage: percentage(counts.get(o.id)!, total) })),
  };
}
