import { describe, it, expect } from 'vitest';
import { addsOf, setsOf } from '../../../bench/bulk';
import * as figures from '../../../functions/lib/figures';
import { recordJoinOp } from '../../../functions/member/membership';

describe('the scale bench loads transactions in bulk', () => {
  it('sums a counter ADD by its attribute names', () => {
    expect(addsOf(figures.addOp('signups', { active: 1, unsubscribed: -1 }))).toEqual([
      ['active', 1],
      ['unsubscribed', -1],
    ]);
  });

  it('turns a pure SET on a fresh key into the item it creates, if_not_exists included', () => {
    expect(setsOf(recordJoinOp('A@Example.com', 'website', '2026-11-22T09:00:00.000Z'))).toEqual({
      type: 'Member',
      email: 'a@example.com',
      joined_at: '2026-11-22T09:00:00.000Z',
      joined_via: 'website',
    });
  });

  it('refuses what it cannot load without the API: a conditional or mixed update', () => {
    expect(() => addsOf({ update: { pk: 'X', sk: 'Y' }, expression: 'SET a = :a', values: { ':a': 1 } })).toThrow(/pure ADD/);
    expect(setsOf({ update: { pk: 'X', sk: 'Y' }, expression: 'SET a = :a ADD n :n', values: { ':a': 1, ':n': 1 } })).toBeUndefined();
    expect(setsOf({ update: { pk: 'X', sk: 'Y' }, expression: 'SET a = :a', condition: 'attribute_exists(pk)', values: { ':a': 1 } })).toBeUndefined();
  });
});
