/**
 * The member rules (domain/member/rules.ts) are shared with the server and state their
 * messages in English. A page shows them in its own language: each message the browser makes
 * from those rules has a key here; any other text (the server's, already in the page's language)
 * passes unchanged.
 */
import { ACCESS_MESSAGES, CHECKIN_MESSAGES, CHECKIN_TEXT_MAX, GOAL_MESSAGES, GOAL_TITLE_MAX, type DashboardStats, type Encouragement, type GoalInsight } from '@/domain/member/rules';
import { DURATIONS } from '@/content/site/facts';
import { activeLocale } from '../../lib/i18n';
import { t } from './i18n';

type Key = Parameters<typeof t>[0];
const notText = (tooLong: string) => tooLong.replace(/ is too long.*/, ' must be text');

const KNOWN: [string, Key, Record<string, number>?][] = [
  [CHECKIN_MESSAGES.fixIssues, 'rule.fixIssues'],
  [CHECKIN_MESSAGES.atLeastOne, 'rule.atLeastOne'],
  [CHECKIN_MESSAGES.goalsTooLong, 'rule.goalsTooLong', { max: CHECKIN_TEXT_MAX }],
  [CHECKIN_MESSAGES.challengesTooLong, 'rule.challengesTooLong', { max: CHECKIN_TEXT_MAX }],
  [CHECKIN_MESSAGES.commitmentTooLong, 'rule.commitmentTooLong', { max: CHECKIN_TEXT_MAX }],
  [notText(CHECKIN_MESSAGES.goalsTooLong), 'rule.goalsNotText'],
  [notText(CHECKIN_MESSAGES.challengesTooLong), 'rule.challengesNotText'],
  [notText(CHECKIN_MESSAGES.commitmentTooLong), 'rule.commitmentNotText'],
  [CHECKIN_MESSAGES.mood, 'rule.mood'],
  [CHECKIN_MESSAGES.progress, 'rule.progress'],
  [CHECKIN_MESSAGES.hours, 'rule.hours'],
  [CHECKIN_MESSAGES.percentage, 'rule.percentage'],
  [GOAL_MESSAGES.titleRequired, 'rule.titleRequired'],
  [GOAL_MESSAGES.titleTooLong, 'rule.titleTooLong', { max: GOAL_TITLE_MAX }],
  [GOAL_MESSAGES.descriptionTooLong, 'rule.descriptionTooLong', { max: CHECKIN_TEXT_MAX }],
  [GOAL_MESSAGES.dateInvalid, 'rule.dateInvalid'],
  [GOAL_MESSAGES.dateInPast, 'rule.dateInPast'],
  [ACCESS_MESSAGES.invalidEmail, 'rule.invalidEmail'],
  [ACCESS_MESSAGES.expired, 'rule.expired'],
  [ACCESS_MESSAGES.invalidToken, 'rule.invalidToken'],
];
const byText = new Map(KNOWN.map(([text, key, values]) => [text, { key, values }]));

/** A rule's message in the page's language (English pages show the rule's own text). */
export function ruleMessage(message: string): string {
  if (activeLocale() === 'en') return message;
  if (message === ACCESS_MESSAGES.sent) return t('rule.sent', { link: durationText(DURATIONS.signInLink) });
  const known = byText.get(message);
  return known ? t(known.key, known.values) : message;
}

/** A duration from the community facts: its English text, or the same length in the page's language. */
export function durationText(d: { seconds: number; text: string }): string {
  if (activeLocale() === 'en') return d.text;
  return d.seconds % 3600 === 0 && d.seconds > 3600 ? t('duration.hours', { count: d.seconds / 3600 }) : t('duration.minutes', { count: Math.round(d.seconds / 60) });
}

/**
 * The dashboard's encouragement and goal insight come with the data in English (the rules'
 * `encouragement` and `goalInsight`); another language says the same from their kind and the stats.
 * The English catalogue's `cheer.*` and `insight.*` messages read exactly as the rules' (a test checks).
 */
export function encouragementText(e: Encouragement, stats: Pick<DashboardStats, 'current_streak' | 'avg_progress_rating'>): string {
  if (activeLocale() === 'en') return e.message;
  return t(`cheer.${e.kind}`, { n: stats.current_streak, avg: stats.avg_progress_rating?.toFixed(1) });
}

export function insightText(insight: GoalInsight, daysUntilTarget: number | null): string {
  if (activeLocale() === 'en' || daysUntilTarget === null) return insight.message;
  return t(`insight.${insight.level}`, { days: daysUntilTarget });
}
