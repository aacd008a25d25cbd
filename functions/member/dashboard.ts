/** The member dashboard: data, weekly check-ins, history and the goal. */
import { BadRequest } from '../lib/errors';
import * as signups from '../lib/mail/signups';
import type { Ports } from '../lib/ports';
import { event } from '../lib/event-outbox';
import {
  CHECKIN_MESSAGES,
  DEFAULT_HISTORY_LIMIT,
  MAX_HISTORY_LIMIT,
  checkinWeekAt,
  computeStats,
  encouragement,
  goalInsight,
  validateCheckin,
  validateGoal,
} from '../../domain/member/rules';
import { listCheckins, loadStats, saveCheckin, saveGoal } from './store';
import { getMemberRecord, memberStatusOf } from './membership';

/** What the dashboard shows (its shape: api/member.ts get_dashboard_data). */
export async function getDashboardData(p: Ports, email: string) {
  const now = p.clock.now();
  const [{ checkins, goal, stats }, member, signup] = await Promise.all([loadStats(p, email, now), getMemberRecord(p, email), signups.get(p, email)]);
  const week = checkinWeekAt(now);
  return {
    email,
    member_status: memberStatusOf(member, signup),
    current_week: week,
    this_week_checkin: checkins.find((c) => c.checkin_week === week) ?? null,
    stats,
    goal,
    goal_insight: goalInsight(stats.days_until_target),
    encouragement: encouragement(stats),
    recent_checkins: checkins.slice(0, DEFAULT_HISTORY_LIMIT),
  };
}

/** Throws 400 "Please fix the following issues: …" listing every problem (also in `errors`). */
function fail(errors: string[]): never {
  throw new BadRequest(`${CHECKIN_MESSAGES.fixIssues} ${errors.join(' ')}`, { errors });
}

export async function submitCheckin(p: Ports, email: string, raw: unknown) {
  const v = validateCheckin(raw);
  if (!v.ok) fail(v.errors);
  const now = p.clock.now();
  const week = checkinWeekAt(now);
  const { checkin, updated } = await saveCheckin(p, email, week, v.value, now, (saved) => [
    event('checkin.submitted', { email, checkinWeek: week, moodRating: saved.checkin.mood_rating, progressRating: saved.checkin.progress_rating, updated: saved.updated }),
  ]);
  const { stats } = await loadStats(p, email, now);
  return { checkin, updated, stats, encouragement: encouragement(stats), goal_insight: goalInsight(stats.days_until_target) };
}

export async function getCheckinHistory(p: Ports, email: string, limit: unknown) {
  const n = limit === undefined || limit === null ? DEFAULT_HISTORY_LIMIT : Number(limit);
  if (!Number.isInteger(n) || n < 1 || n > MAX_HISTORY_LIMIT) throw new BadRequest(`limit must be a whole number from 1 to ${MAX_HISTORY_LIMIT}`);
  return listCheckins(p, email, n);
}

export async function setGoal(p: Ports, email: string, raw: unknown) {
  const now = p.clock.now();
  const v = validateGoal(raw, now);
  if (!v.ok) fail(v.errors);
  const goal = await saveGoal(p, email, v.value, now);
  const checkins = await listCheckins(p, email);
  const stats = computeStats(checkins, goal, now);
  return { goal, stats, goal_insight: goalInsight(stats.days_until_target) };
}
