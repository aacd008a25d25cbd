import { describe, expect, it } from 'vitest';
import { countVotes, percentage, tally, voteTransition } from '../../../functions/poll/logic';

describe('poll vote transitions', () => {
  it('adds a vote when the visitor has none', () => {
    expect(voteTransition(null, 'a')).toBe('added');
    expect(voteTransition(undefined, 'a')).toBe('added');
  });
  it('removes the vote when the same option is chosen again', () => {
    expect(voteTransition('a', 'a')).toBe('removed');
  });
  it('changes the vote when another option is chosen', () => {
    expect(voteTransition('a', 'b')).toBe('changed');
  });
});

describe('poll percentages', () => {
  it('rounds to one decimal', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(1, 8)).toBe(12.5);
    expect(percentage(5, 5)).toBe(100);
  });
  it('is 0 when nobody has voted', () => {
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('tally', () => {
  const options = [
    { id: 'b', option_text: 'B', emoji: '🅱️', description: '', display_order: 2 },
    { id: 'a', option_text: 'A', emoji: '🅰️', description: '', display_order: 1 },
    { id: 'c', option_text: 'C', emoji: '©️', description: '', display_order: 3 },
  ];
  it('orders options by display_order and counts the votes', () => {
    const t = tally('p1', options, countVotes([{ option_id: 'a' }, { option_id: 'b' }, { option_id: 'a' }]));
    expect(t.total_votes).toBe(3);
    expect(t.options.map((o) => [o.id, o.vote_count, o.percentage, o.poll_id])).toEqual([
      ['a', 2, 66.7, 'p1'],
      ['b', 1, 33.3, 'p1'],
      ['c', 0, 0, 'p1'],
    ]);
  });
  it('ignores votes for options that are no longer in the poll', () => {
    const t = tally('p1', options, { gone: 1, c: 1 });
    expect(t.total_votes).toBe(1);
    expect(t.options.find((o) => o.id === 'c')?.percentage).toBe(100);
  });
});
