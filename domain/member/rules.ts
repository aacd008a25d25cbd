/**
 * The accountability rules of the member dashboard: check-in validation,
 * ISO check-in weeks, streaks, trend, stats, goal insights and encouragement.
 * Pure functions with no Node imports: the Lambdas and the SPA share this one copy.
 */
import { parseEmail } from '../email-address';
import { calendarDateIn, daysBetween, isValidCalendarDate, type CalendarDate } from '../../content/events/calendar';
import { DURATIONS, MEMBER_SESSION_TTL_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from '../../content/site/facts';

/** Members' weeks and dates are counted on community time (Japan). */
export const MEMBER_TIMEZONE = 'Asia/Tokyo';

export { MEMBER_SESSION_TTL_SECONDS };
export const MAGIC_LINK_TTL_SECONDS = SIGN_IN_LINK_TTL_SECONDS;
export const DEFAULT_HISTORY_LIMIT = 10;
export const MAX_HISTORY_LIMIT = 52;
export const CACHE_TTL_MS = 5 * 60_000;
export const AUTO_REFRESH_MS = 5 * 60_000;
export const SESSION_RECHECK_MS = 30_000;

export const CHECKIN_TEXT_MAX = 1000;
export const GOAL_TITLE_MAX = 200;

// ---------- check-in validation ----------

export const CHECKIN_MESSAGES = {
  fixIssues: 'Please fix the following issues:',
  atLeastOne: 'Please fill in at least one field for your check-in',
  goalsTooLong: `Goals description is too long (max ${CHECKIN_TEXT_MAX} characters)`,
  challengesTooLong: `Challenges description is too long (max ${CHECKIN_TEXT_MAX} characters)`,
  commitmentTooLong: `Next week commitment is too long (max ${CHECKIN_TEXT_MAX} characters)`,
  mood: 'Mood rating must be between 1 and 5',
  progress: 'Progress rating must be between 1 and 5',
  hours: 'Time invested must be between 0 and 168 hours',
  percentage: 'Overall progress must be between 0 and 100%',
} as const;

export interface CheckinInput {
  goals_met: string | null;
  challenges_faced: string | null;
  next_week_commitment: string | null;
  mood_rating: number | null;
  progress_rating: number | null;
  time_invested_hours: number | null;
  overall_progress_percentage: number | null;
}

export interface Checkin extends CheckinInput {
  checkin_week: string;
  submitted_at: string;
  updated_at: string;
}

const TEXT_FIELDS = [
  ['goals_met', CHECKIN_MESSAGES.goalsTooLong],
  ['challenges_faced', CHECKIN_MESSAGES.challengesTooLong],
  ['next_week_commitment', CHECKIN_MESSAGES.commitmentTooLong],
] as const;

const NUMBER_FIELDS = [
  ['mood_rating', 1, 5, true, CHECKIN_MESSAGES.mood],
  ['progress_rating', 1, 5, true, CHECKIN_MESSAGES.progress],
  ['time_invested_hours', 0, 168, false, CHECKIN_MESSAGES.hours],
  ['overall_progress_percentage', 0, 100, false, CHECKIN_MESSAGES.percentage],
] as const;

/** A form value to a number: '' / null / undefined are "not filled"; NaN marks something unreadable. */
function toNumber(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? null : Number(v.trim());
  return Number.NaN;
}

function toText(v: unknown): string | null | undefined {
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  return t === '' ? null : t;
}

/**
 * Validates a check-in: at least one field filled, mood and progress ratings 1-5, hours 0-168,
 * overall progress 0-100%, each text at most CHECKIN_TEXT_MAX characters. Returns every problem at
 * once (the form lists them under "Please fix the following issues:"), or the normalised check-in.
 */
export function validateCheckin(raw: unknown): { ok: true; value: CheckinInput } | { ok: false; errors: string[] } {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const errors: string[] = [];
  const value = {} as Record<keyof CheckinInput, string | number | null>;
  for (const [field, tooLong] of TEXT_FIELDS) {
    const t = toText(src[field]);
    if (t === undefined) {
      errors.push(tooLong.replace(/ is too long.*/, ' must be text'));
      value[field] = null;
    } else {
      if (t !== null && t.length > CHECKIN_TEXT_MAX) errors.push(tooLong);
      value[field] = t;
    }
  }
  for (const [field, min, max, integer, message] of NUMBER_FIELDS) {
    const n = toNumber(src[field]);
    if (n !== null && (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n)))) errors.push(message);
    value[field] = n;
  }
  const filled = Object.values(value).some((v) => v !== null);
  if (!filled) errors.unshift(CHECKIN_MESSAGES.atLeastOne);
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: value as unknown as CheckinInput };
}

// ---------- weeks and dates ----------

/** ISO 8601 week of a calendar date, e.g. "2026-W47" (weeks start on Monday; week 1 holds 4 January). */
export function isoWeekOf(d: CalendarDate): string {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  const dayNum = (date.getUTCDay() + 6) % 7; // Monday = 0
  date.setUTCDate(date.getUTCDate() - dayNum + 3); // Thursday of this week decides the year
  const weekYear = date.getUTCFullYear();
  const jan4 = new Date(Date.UTC(weekYear, 0, 4));
  const firstThursday = jan4.getTime() + (3 - ((jan4.getUTCDay() + 6) % 7)) * 86_400_000;
  const week = 1 + Math.round((date.getTime() - firstThursday) / (7 * 86_400_000));
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** The check-in week of an instant, on community time. */
export const checkinWeekAt = (now: Date): string => isoWeekOf(calendarDateIn(now, MEMBER_TIMEZONE));

export const todayIn = (now: Date): CalendarDate => calendarDateIn(now, MEMBER_TIMEZONE);

export function parseIsoDate(s: unknown): CalendarDate | null {
  if (typeof s !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isValidCalendarDate(d.year, d.month, d.day) ? d : null;
}

// ---------- streak, trend, stats ----------

const DAY_MS = 86_400_000;
export const STREAK_START_DAYS = 7;
export const STREAK_GAP_DAYS = 14;

/**
 * Weekly check-in streak: it only starts if the latest check-in is at most 7 days old;
 * each earlier check-in extends it while the gap to the next one is at most 14 days.
 */
export function currentStreak(dates: readonly string[], now: Date): number {
  const times = dates
    .map((d) => new Date(d).getTime())
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => b - a);
  if (!times.length || now.getTime() - times[0] > STREAK_START_DAYS * DAY_MS) return 0;
  let streak = 1;
  for (let i = 1; i < times.length; i++) {
    if (times[i - 1] - times[i] > STREAK_GAP_DAYS * DAY_MS) break;
    streak++;
  }
  return streak;
}

export const TRENDS = ['accelerating', 'steady', 'needs_support', 'insufficient_data'] as const;
export type Trend = (typeof TRENDS)[number];
export const TREND_WINDOW = 4;
export const TREND_MIN_RATINGS = 3;
export const TREND_THRESHOLD = 0.5;

/**
 * Improvement trend from the progress ratings of the last 4 check-ins (newest first), needing at
 * least 3 ratings: the mean of the newer half minus the mean of the older half (the middle rating of
 * three counts in neither); above +0.5 accelerating, below −0.5 needs support, otherwise steady.
 */
export function improvementTrend(ratingsNewestFirst: readonly (number | null | undefined)[]): Trend {
  const rated = ratingsNewestFirst.slice(0, TREND_WINDOW).filter((r): r is number => typeof r === 'number');
  if (rated.length < TREND_MIN_RATINGS) return 'insufficient_data';
  const chrono = [...rated].reverse();
  const half = Math.floor(chrono.length / 2);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const delta = mean(chrono.slice(chrono.length - half)) - mean(chrono.slice(0, half));
  if (delta > TREND_THRESHOLD) return 'accelerating';
  if (delta < -TREND_THRESHOLD) return 'needs_support';
  return 'steady';
}

export function averageRating(ratings: readonly (number | null | undefined)[]): number | null {
  const rated = ratings.filter((r): r is number => typeof r === 'number');
  return meanRating(rated.reduce((s, r) => s + r, 0), rated.length);
}

/** The mean of `n` ratings summing to `sum`, to one decimal; null for none. */
export const meanRating = (sum: number, n: number): number | null => (n > 0 ? Math.round((sum / n) * 10) / 10 : null);

export interface Goal {
  title: string;
  description: string | null;
  target_date: string;
  created_at: string;
  updated_at: string;
}

/** Whole days from today (community time) to the goal's target date; negative once it has passed. */
export function daysUntil(targetDate: string, now: Date): number | null {
  const target = parseIsoDate(targetDate);
  return target ? daysBetween(todayIn(now), target) : null;
}

export interface DashboardStats {
  current_streak: number;
  avg_progress_rating: number | null;
  improvement_trend: Trend;
  total_checkins: number;
  days_until_target: number | null;
}

/** Stats over every check-in of the member (newest first). */
export function computeStats(checkinsNewestFirst: readonly Pick<Checkin, 'submitted_at' | 'progress_rating'>[], goal: Pick<Goal, 'target_date'> | null, now: Date): DashboardStats {
  return {
    current_streak: currentStreak(
      checkinsNewestFirst.map((c) => c.submitted_at),
      now,
    ),
    avg_progress_rating: averageRating(checkinsNewestFirst.map((c) => c.progress_rating)),
    improvement_trend: improvementTrend(checkinsNewestFirst.map((c) => c.progress_rating)),
    total_checkins: checkinsNewestFirst.length,
    days_until_target: goal ? daysUntil(goal.target_date, now) : null,
  };
}

// ---------- goal insights and encouragement (thresholds by streak, rating and days left) ----------

export const GOAL_INSIGHT_LEVELS = ['passed', 'urgent', 'final_stretch', 'on_track'] as const;
export type GoalInsightLevel = (typeof GOAL_INSIGHT_LEVELS)[number];
export interface GoalInsight {
  level: GoalInsightLevel;
  message: string;
}

export function goalInsight(daysUntilTarget: number | null): GoalInsight | null {
  if (daysUntilTarget === null) return null;
  if (daysUntilTarget < 0) return { level: 'passed', message: 'Your target date has passed. Set a new date to keep your momentum.' };
  if (daysUntilTarget < 30)
    return { level: 'urgent', message: `Urgent: ${daysUntilTarget === 1 ? '1 day' : `${daysUntilTarget} days`} to your target. Focus on the one step that moves your goal most.` };
  if (daysUntilTarget < 90) return { level: 'final_stretch', message: `Final stretch: ${daysUntilTarget} days to go. Keep your weekly commitments small and steady.` };
  return { level: 'on_track', message: `${daysUntilTarget} days to your target. Plenty of time to build the habit: one check-in a week.` };
}

export const ENCOURAGEMENT_KINDS = ['streak_8', 'streak_4', 'streak_2', 'rating_4_5', 'rating_4', 'trend_up', 'trend_down', 'welcome', 'keep_going'] as const;
export type EncouragementKind = (typeof ENCOURAGEMENT_KINDS)[number];
export interface Encouragement {
  kind: EncouragementKind;
  message: string;
}

/** Streak first (8+, 4+, 2+ weeks), then the average progress rating (4.5+, 4+), then the trend. */
export function encouragement(s: Pick<DashboardStats, 'current_streak' | 'avg_progress_rating' | 'improvement_trend' | 'total_checkins'>): Encouragement {
  const n = s.current_streak;
  if (n >= 8) return { kind: 'streak_8', message: `🔥 ${n} weeks in a row! You're building a habit that lasts.` };
  if (n >= 4) return { kind: 'streak_4', message: `💪 ${n}-week streak! Consistency is your superpower.` };
  if (n >= 2) return { kind: 'streak_2', message: `✨ ${n} weeks running. Keep the momentum going!` };
  const avg = s.avg_progress_rating;
  if (avg !== null && avg >= 4.5) return { kind: 'rating_4_5', message: `🌟 Outstanding progress: you're averaging ${avg.toFixed(1)} out of 5.` };
  if (avg !== null && avg >= 4) return { kind: 'rating_4', message: `👏 Strong progress: averaging ${avg.toFixed(1)} out of 5. Keep it up!` };
  if (s.improvement_trend === 'accelerating') return { kind: 'trend_up', message: '📈 Your progress is accelerating. Whatever you changed is working.' };
  if (s.improvement_trend === 'needs_support')
    return { kind: 'trend_down', message: '🤝 Progress has dipped lately, and that is normal. Share one challenge with your accountability partners this week.' };
  if (s.total_checkins === 0) return { kind: 'welcome', message: '👋 Welcome! Your first check-in starts your streak.' };
  return { kind: 'keep_going', message: '☕ Every check-in counts. See you next week!' };
}

// ---------- goals ----------

export const GOAL_MESSAGES = {
  titleRequired: 'Please describe your goal',
  titleTooLong: `Goal is too long (max ${GOAL_TITLE_MAX} characters)`,
  descriptionTooLong: `Goal details are too long (max ${CHECKIN_TEXT_MAX} characters)`,
  dateInvalid: 'Please choose a valid target date',
  dateInPast: 'The target date must be today or later',
} as const;

export function validateGoal(raw: unknown, now: Date): { ok: true; value: Pick<Goal, 'title' | 'description' | 'target_date'> } | { ok: false; errors: string[] } {
  const src = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const errors: string[] = [];
  const title = toText(src.title) ?? null;
  const description = toText(src.description) ?? null;
  if (!title) errors.push(GOAL_MESSAGES.titleRequired);
  else if (title.length > GOAL_TITLE_MAX) errors.push(GOAL_MESSAGES.titleTooLong);
  if (description && description.length > CHECKIN_TEXT_MAX) errors.push(GOAL_MESSAGES.descriptionTooLong);
  const date = parseIsoDate(src.target_date);
  if (!date) errors.push(GOAL_MESSAGES.dateInvalid);
  else if (daysBetween(todayIn(now), date) < 0) errors.push(GOAL_MESSAGES.dateInPast);
  if (errors.length) return { ok: false, errors };
  return { ok: true, value: { title: title!, description, target_date: String(src.target_date).trim() } };
}

// ---------- access request ----------

export const ACCESS_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  sent: `If this email belongs to a community member, an access link is on its way. It works once, for ${DURATIONS.signInLink.text}.`,
  noToken: 'No access token available',
  expired: 'Session expired. Please request a new access link.',
  noSecurityToken: 'No security token provided',
  invalidToken: 'Invalid or expired security token',
} as const;

/** The access-request email: the shared address rule, lower-cased and trimmed; null when it is not an address. */
export const normaliseAccessEmail = parseEmail;

/** Only same-site paths may follow a sign-in (no open redirects). */
export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const r = raw.trim();
  if (!r.startsWith('/') || r.startsWith('//') || r.includes('\\') || r.length > 300) return null;
  return r;
}
