import { describe, it, expect } from 'vitest';
import {
  CHECKIN_MESSAGES,
  GOAL_MESSAGES,
  averageRating,
  checkinWeekAt,
  computeStats,
  currentStreak,
  daysUntil,
  encouragement,
  goalInsight,
  improvementTrend,
  isoWeekOf,
  normaliseAccessEmail,
  safeRedirect,
  validateCheckin,
  validateGoal,
} from '../../../domain/member/rules';

const DAY = 86_400_000;
const now = new Date('2026-11-22T03:00:00Z'); // Sunday, 12:00 in Tokyo
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs).toISOString();

describe('streak (7-day start, 14-day gap)', () => {
  it('is 0 without check-ins', () => {
    expect(currentStreak([], now)).toBe(0);
  });
  it('starts when the latest check-in is exactly 7 days old, not a moment later', () => {
    expect(currentStreak([ago(7)], now)).toBe(1);
    expect(currentStreak([ago(7, 1)], now)).toBe(0);
  });
  it('extends across a gap of exactly 14 days, and stops at a longer one', () => {
    expect(currentStreak([ago(1), ago(15)], now)).toBe(2);
    expect(currentStreak([ago(1), ago(15, 1)], now)).toBe(1);
  });
  it('counts a chain of weekly check-ins and ignores the order it is given in', () => {
    expect(currentStreak([ago(14), ago(0), ago(7), ago(21), ago(40)], now)).toBe(4);
  });
  it('ignores unreadable dates', () => {
    expect(currentStreak(['not a date', ago(2)], now)).toBe(1);
  });
});

describe('improvement trend (last 4 check-ins, 3 ratings needed, ±0.5)', () => {
  it('needs at least 3 ratings among the last 4 check-ins', () => {
    expect(improvementTrend([5, 1])).toBe('insufficient_data');
    expect(improvementTrend([5, null, 1, null, 1])).toBe('insufficient_data');
  });
  it('only looks at the 4 newest check-ins', () => {
    // Newest first: 3,3,3,3 then much older 1s which must not count.
    expect(improvementTrend([3, 3, 3, 3, 1, 1])).toBe('steady');
  });
  it('exactly +0.5 is steady; above is accelerating', () => {
    expect(improvementTrend([4, 3, 3, 3])).toBe('steady'); // newer half 3.5 vs older 3 → +0.5
    expect(improvementTrend([4, 4, 3, 3])).toBe('accelerating'); // +1
  });
  it('exactly -0.5 is steady; below is needs support', () => {
    expect(improvementTrend([3, 3, 3, 4])).toBe('steady');
    expect(improvementTrend([2, 3, 4, 4])).toBe('needs_support');
  });
  it('with three ratings compares newest with oldest', () => {
    expect(improvementTrend([5, 1, 4])).toBe('accelerating');
    expect(improvementTrend([3, 5, 4])).toBe('needs_support');
    expect(improvementTrend([4, 1, 4])).toBe('steady');
  });
});

describe('stats', () => {
  it('averages ratings to one decimal and ignores missing ones', () => {
    expect(averageRating([4, 5, null, 4])).toBe(4.3);
    expect(averageRating([null])).toBeNull();
  });
  it('computes the five dashboard stats', () => {
    const checkins = [
      { submitted_at: ago(1), progress_rating: 5 },
      { submitted_at: ago(8), progress_rating: 4 },
      { submitted_at: ago(15), progress_rating: null },
    ];
    expect(computeStats(checkins, { target_date: '2026-12-22' }, now)).toEqual({
      current_streak: 3,
      avg_progress_rating: 4.5,
      improvement_trend: 'insufficient_data',
      total_checkins: 3,
      days_until_target: 30,
    });
    expect(computeStats([], null, now).days_until_target).toBeNull();
  });
  it('counts days to the target on Tokyo dates', () => {
    // 2026-11-22T20:00Z is already 23 November in Tokyo.
    expect(daysUntil('2026-11-30', new Date('2026-11-22T20:00:00Z'))).toBe(7);
    expect(daysUntil('2026-11-21', now)).toBe(-1);
    expect(daysUntil('garbage', now)).toBeNull();
  });
});

describe('check-in validation', () => {
  it('needs at least one field', () => {
    expect(validateCheckin({})).toEqual({ ok: false, errors: [CHECKIN_MESSAGES.atLeastOne] });
    expect(validateCheckin({ goals_met: '   ', mood_rating: '' })).toEqual({ ok: false, errors: [CHECKIN_MESSAGES.atLeastOne] });
    expect(validateCheckin({ mood_rating: 3 }).ok).toBe(true);
  });
  it.each([
    ['mood_rating', 1, 5, CHECKIN_MESSAGES.mood],
    ['progress_rating', 1, 5, CHECKIN_MESSAGES.progress],
    ['time_invested_hours', 0, 168, CHECKIN_MESSAGES.hours],
    ['overall_progress_percentage', 0, 100, CHECKIN_MESSAGES.percentage],
  ])('%s accepts %d..%d and refuses just outside', (field, min, max, message) => {
    expect(validateCheckin({ [field]: min }).ok).toBe(true);
    expect(validateCheckin({ [field]: max }).ok).toBe(true);
    expect(validateCheckin({ [field]: min - 1 })).toEqual({ ok: false, errors: [message] });
    expect(validateCheckin({ [field]: max + 1 })).toEqual({ ok: false, errors: [message] });
    expect(validateCheckin({ [field]: 'abc' })).toEqual({ ok: false, errors: [message] });
  });
  it('ratings are whole numbers; hours may be fractional', () => {
    expect(validateCheckin({ mood_rating: 2.5 })).toEqual({ ok: false, errors: [CHECKIN_MESSAGES.mood] });
    expect(validateCheckin({ time_invested_hours: 2.5 }).ok).toBe(true);
  });
  it('reads numbers typed into a form', () => {
    const r = validateCheckin({ mood_rating: '4', time_invested_hours: ' 6 ' });
    expect(r.ok && r.value.mood_rating).toBe(4);
    expect(r.ok && r.value.time_invested_hours).toBe(6);
  });
  it('allows 1000 characters per text field and refuses 1001, with the field named', () => {
    expect(validateCheckin({ goals_met: 'x'.repeat(1000) }).ok).toBe(true);
    expect(validateCheckin({ goals_met: 'x'.repeat(1001) })).toEqual({ ok: false, errors: ['Goals description is too long (max 1000 characters)'] });
    expect(validateCheckin({ challenges_faced: 'x'.repeat(1001) })).toEqual({ ok: false, errors: [CHECKIN_MESSAGES.challengesTooLong] });
    expect(validateCheckin({ next_week_commitment: 'x'.repeat(1001) })).toEqual({ ok: false, errors: [CHECKIN_MESSAGES.commitmentTooLong] });
  });
  it('lists every problem at once and trims text', () => {
    const bad = validateCheckin({ mood_rating: 9, progress_rating: 0, goals_met: 'x'.repeat(1001) });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toEqual([CHECKIN_MESSAGES.goalsTooLong, CHECKIN_MESSAGES.mood, CHECKIN_MESSAGES.progress]);
    const good = validateCheckin({ goals_met: '  Shipped the draft  ' });
    expect(good.ok && good.value.goals_met).toBe('Shipped the draft');
    expect(good.ok && good.value.mood_rating).toBeNull();
  });
});

describe('encouragement order: streak, then average, then trend', () => {
  const base = { current_streak: 0, avg_progress_rating: null, improvement_trend: 'insufficient_data' as const, total_checkins: 1 };
  it('streak thresholds 8, 4, 2 come first, even over a top rating', () => {
    expect(encouragement({ ...base, current_streak: 8, avg_progress_rating: 5 }).kind).toBe('streak_8');
    expect(encouragement({ ...base, current_streak: 7, avg_progress_rating: 5 }).kind).toBe('streak_4');
    expect(encouragement({ ...base, current_streak: 4 }).kind).toBe('streak_4');
    expect(encouragement({ ...base, current_streak: 3 }).kind).toBe('streak_2');
    expect(encouragement({ ...base, current_streak: 2 }).kind).toBe('streak_2');
  });
  it('then the average rating (4.5+, 4+) over the trend', () => {
    expect(encouragement({ ...base, current_streak: 1, avg_progress_rating: 4.5, improvement_trend: 'needs_support' }).kind).toBe('rating_4_5');
    expect(encouragement({ ...base, avg_progress_rating: 4.4, improvement_trend: 'accelerating' }).kind).toBe('rating_4');
    expect(encouragement({ ...base, avg_progress_rating: 4 }).kind).toBe('rating_4');
  });
  it('then the trend, then a default', () => {
    expect(encouragement({ ...base, avg_progress_rating: 3.9, improvement_trend: 'accelerating' }).kind).toBe('trend_up');
    expect(encouragement({ ...base, avg_progress_rating: 2, improvement_trend: 'needs_support' }).kind).toBe('trend_down');
    expect(encouragement({ ...base, improvement_trend: 'steady' }).kind).toBe('keep_going');
    expect(encouragement({ ...base, total_checkins: 0 }).kind).toBe('welcome');
  });
  it('puts the numbers in the message', () => {
    expect(encouragement({ ...base, current_streak: 5 }).message).toContain('5-week streak');
    expect(encouragement({ ...base, avg_progress_rating: 4.6 }).message).toContain('4.6 out of 5');
  });
});

describe('goal insights', () => {
  it('urgent under 30 days, final stretch under 90', () => {
    expect(goalInsight(null)).toBeNull();
    expect(goalInsight(-1)!.level).toBe('passed');
    expect(goalInsight(0)!.level).toBe('urgent');
    expect(goalInsight(29)!.level).toBe('urgent');
    expect(goalInsight(30)!.level).toBe('final_stretch');
    expect(goalInsight(89)!.level).toBe('final_stretch');
    expect(goalInsight(90)!.level).toBe('on_track');
  });
  it('validates a goal', () => {
    expect(validateGoal({ title: 'Run a half marathon', target_date: '2027-03-01' }, now)).toMatchObject({ ok: true, value: { title: 'Run a half marathon', description: null } });
    expect(validateGoal({ title: '', target_date: '2027-02-30' }, now)).toEqual({ ok: false, errors: [GOAL_MESSAGES.titleRequired, GOAL_MESSAGES.dateInvalid] });
    expect(validateGoal({ title: 'x', target_date: '2026-11-21' }, now)).toEqual({ ok: false, errors: [GOAL_MESSAGES.dateInPast] });
    expect(validateGoal({ title: 'x'.repeat(201), target_date: '2026-11-22' }, now)).toEqual({ ok: false, errors: [GOAL_MESSAGES.titleTooLong] });
  });
});

describe('weeks, emails, redirects', () => {
  it('uses ISO weeks on Tokyo time', () => {
    expect(isoWeekOf({ year: 2026, month: 11, day: 22 })).toBe('2026-W47');
    expect(isoWeekOf({ year: 2027, month: 1, day: 1 })).toBe('2026-W53');
    expect(isoWeekOf({ year: 2025, month: 12, day: 29 })).toBe('2026-W01');
    // Sunday 15:30 UTC is already Monday in Tokyo: a new week.
    expect(checkinWeekAt(new Date('2026-11-22T14:59:00Z'))).toBe('2026-W47');
    expect(checkinWeekAt(new Date('2026-11-22T15:30:00Z'))).toBe('2026-W48');
  });
  it('normalises access emails (trim, lower case, basic pattern)', () => {
    expect(normaliseAccessEmail('  Aiko@Example.COM ')).toBe('aiko@example.com');
    expect(normaliseAccessEmail('aiko@example')).toBeNull();
    expect(normaliseAccessEmail('no at sign')).toBeNull();
    expect(normaliseAccessEmail(42)).toBeNull();
  });
  it('follows only same-site redirects', () => {
    expect(safeRedirect('/checkin?event=a&code=B')).toBe('/checkin?event=a&code=B');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil')).toBeNull();
  });
});
