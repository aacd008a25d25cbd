import { describe, it, expect } from 'vitest';
import { careerDiversity, compatibility, formGroups, groupSizes, rankCompatible, type Matchable } from '../../../functions/curated/score';

const base = (id: string, o: Partial<Matchable> = {}): Matchable => ({
  id,
  profession: 'Designer',
  industry: 'Technology',
  career_stage: 'Mid-Career',
  interests: [],
  fika_goals: [],
  communication_style: 'Professional',
  location_preference: 'Shinjuku',
  submitted_at: `2026-11-0${id.length}T00:00:00Z`,
  ...o,
});

describe('compatibility score (maximum 100)', () => {
  it('scores the maximum of 100', () => {
    const a = base('a', { career_stage: 'Student', interests: ['arts', 'food', 'music', 'books', 'travel'], fika_goals: ['Mentorship', 'Making Friends', 'Social Support'] });
    const b = base('b', { career_stage: 'Mid-Career', interests: ['arts', 'food', 'music', 'books', 'travel'], fika_goals: ['Mentorship', 'Making Friends', 'Social Support'] });
    const s = compatibility(a, b);
    expect(s).toMatchObject({ professional: 25, interests: 20, goals: 20, communication: 15, location: 10, diversity: 10, total: 100 });
  });

  it('gives 5 per common interest and 7 per common goal, capped at 20 each', () => {
    const a = base('a', { industry: 'Finance', profession: 'Analyst', interests: ['arts', 'food'], fika_goals: ['Mentorship'] });
    const b = base('b', { industry: 'Health', profession: 'Nurse', interests: ['arts', 'food', 'sports'], fika_goals: ['Mentorship', 'Language Practice'] });
    const s = compatibility(a, b);
    expect(s.professional).toBe(0);
    expect(s.interests).toBe(10);
    expect(s.goals).toBe(7);
    expect(s.commonInterests).toEqual(['arts', 'food']);
  });

  it('counts professional on the same industry or the same profession', () => {
    expect(compatibility(base('a', { industry: 'Tech', profession: 'X' }), base('b', { industry: 'tech ', profession: 'Y' })).professional).toBe(25);
    expect(compatibility(base('a', { industry: 'A', profession: 'Chef' }), base('b', { industry: 'B', profession: 'chef' })).professional).toBe(25);
    expect(compatibility(base('a', { industry: '', profession: '' }), base('b', { industry: '', profession: '' })).professional).toBe(0);
  });

  it('treats Flexible as matching any communication style or location', () => {
    const s = compatibility(base('a', { communication_style: 'Flexible', location_preference: 'Roppongi' }), base('b', { communication_style: 'Light & Fun', location_preference: 'Flexible' }));
    expect(s.communication).toBe(15);
    expect(s.location).toBe(10);
    const t = compatibility(base('a', { communication_style: 'Professional', location_preference: 'Roppongi' }), base('b', { communication_style: 'Light & Fun', location_preference: 'Shinjuku' }));
    expect(t.communication + t.location).toBe(0);
  });

  it('scores career-stage diversity only for a weight difference of 1 to 2', () => {
    expect(careerDiversity('Student', 'Early Career')).toBe(true); // 1
    expect(careerDiversity('Student', 'Mid-Career')).toBe(true); // 2
    expect(careerDiversity('Student', 'Senior Level')).toBe(false); // 3
    expect(careerDiversity('Mid-Career', 'Mid-Career')).toBe(false); // 0
    expect(careerDiversity('Mid-Career', 'Entrepreneur')).toBe(false); // 0.5
    expect(careerDiversity('Freelancer', 'Entrepreneur')).toBe(true); // 1
    expect(careerDiversity('Executive', 'Freelancer')).toBe(false); // 2.5
    expect(careerDiversity('Executive', 'Entrepreneur')).toBe(true); // 1.5
    expect(careerDiversity('Retired', 'Student')).toBe(false); // no weight
    expect(careerDiversity('Part-Time', 'Early Career')).toBe(false);
  });
});

describe('grouping', () => {
  it('sizes groups 3-4, with 2 as the minimum', () => {
    expect(groupSizes(1)).toEqual([]);
    expect(groupSizes(2)).toEqual([2]);
    expect(groupSizes(3)).toEqual([3]);
    expect(groupSizes(5)).toEqual([3, 2]);
    expect(groupSizes(7)).toEqual([4, 3]);
    expect(groupSizes(9)).toEqual([3, 3, 3]);
    expect(groupSizes(13)).toEqual([4, 3, 3, 3]);
  });

  it('puts the best-scoring people together', () => {
    const artsy = { industry: 'Arts', profession: 'Painter', interests: ['arts', 'music', 'photography'], communication_style: 'Creative & Artistic' };
    const techy = { industry: 'Tech', profession: 'Engineer', interests: ['technology', 'books', 'languages'], communication_style: 'Professional', location_preference: 'Roppongi' };
    const pool = [base('a1', artsy), base('t1x', techy), base('a2xx', artsy), base('t2xxx', techy), base('a3xxxx', artsy), base('t3xxxxx', techy)];
    const { groups, unmatched } = formGroups(pool);
    expect(unmatched).toEqual([]);
    const ids = groups.map((g) => g.map((m) => m.id[0]).sort().join(''));
    expect(ids.sort()).toEqual(['aaa', 'ttt']);
  });

  it('v2 leaves out people below the minimum score', () => {
    const pool = [base('a', { interests: ['arts'] }), base('bb', { interests: ['arts'] }), base('ccc', { industry: 'X', profession: 'Y', communication_style: 'Light & Fun', location_preference: 'Roppongi' })];
    const { groups, unmatched } = formGroups(pool, { minScore: 50 });
    expect(groups.map((g) => g.map((m) => m.id))).toEqual([['a', 'bb']]);
    expect(unmatched.map((m) => m.id)).toEqual(['ccc']);
  });

  it('ranks compatible applications best first, without the target', () => {
    const t = base('t', { interests: ['arts', 'food'] });
    const r = rankCompatible(t, [t, base('x', { industry: 'Z', profession: 'Q' }), base('y', { interests: ['arts', 'food'] })]);
    expect(r.map((x) => x.application.id)).toEqual(['y', 'x']);
    expect(r[0].score).toBeGreaterThan(r[1].score);
  });
});
