/**
 * The passport: computed from the member's attendance items (the source of truth), projected into
 * the passport item (store.ts) by the passport-refresh consumer for the leaderboard and tier notifications.
 */
import { calendarDateIn } from '../../content/events/calendar';
import { ConditionFailed } from '../lib/errors';
import { normEmail } from '../lib/keys';
import * as signups from '../lib/mail/signups';
import type { Ports } from '../lib/ports';
import { event, withEvents } from '../lib/event-outbox';
import { listCheckins } from '../member/store';
import * as passports from './store';
import { getMemberRecord, memberStatusOf } from '../member/membership';
import { currentStreak } from '../../domain/member/rules';
import { listAttendances, type AttendanceRecord } from './attendance';
import {
  NO_SHOW_REVOKE_AT,
  PASSPORT_FEATURES,
  PASSPORT_TIMEZONE,
  TIERS,
  maskEmail,
  monthStreak,
  nextTierFor,
  passportYear,
  tierById,
  tierFor,
  tierProgress,
  tierRank,
  yearlyStatus,
  type NextTier,
  type PassportFeatures,
  type TierId,
  type YearlyStatus,
} from '../../domain/passport/rules';

/** A tier unlocked this recently still shows its celebration. */
export const TIER_CELEBRATION_MS = 24 * 3_600_000;

export const features = (p: Pick<Ports, 'config'>): PassportFeatures => ({ ...PASSPORT_FEATURES, enabled: p.config.passportEnabled });

interface Computed {
  stamps: number;
  yearly_stamps: number;
  current_year: number;
  tier: TierId;
  next_tier: NextTier | null;
  tier_progress: number;
  cities: string[];
  current_streak: number;
  checkin_streak: number;
}

function compute(attendances: readonly AttendanceRecord[], checkinDates: readonly string[], now: Date): Computed {
  const year = passportYear(now);
  const stamps = attendances.length;
  return {
    stamps,
    yearly_stamps: attendances.filter((a) => a.event_date.startsWith(`${year}-`)).length,
    current_year: year,
    tier: tierFor(stamps).id,
    next_tier: nextTierFor(stamps),
    tier_progress: tierProgress(stamps),
    cities: [...new Set(attendances.map((a) => a.location))].sort(),
    current_streak: monthStreak(
      attendances.map((a) => a.event_date),
      now,
    ),
    checkin_streak: currentStreak(checkinDates, now),
  };
}

async function computeFor(p: Pick<Ports, 'table'>, email: string, now: Date) {
  const [attendances, checkins] = await Promise.all([listAttendances(p, email), listCheckins(p, email)]);
  return { attendances, view: compute(attendances, checkins.map((c) => c.submitted_at), now) };
}

/**
 * Recomputes the projection. Idempotent: the same inputs write the same values, and a write never
 * lowers the stored stamp count (an older, slower refresh cannot overwrite a newer one). A tier rise
 * is claimed once (tier_notified) in the transaction that writes `passport.tier-unlocked`, so two
 * refreshes racing send one email.
 */
export async function refreshPassport(p: Ports, email: string): Promise<{ view: Computed; tierUnlocked: boolean }> {
  const now = p.clock.now();
  const addr = normEmail(email);
  const [{ view, attendances }, current] = await Promise.all([computeFor(p, addr, now), passports.get(p, addr)]);
  const storedYear = current?.current_year as number | undefined;
  const archive: Record<string, number> = { ...(current?.yearly_archive ?? {}) };
  if (storedYear && storedYear < view.current_year) {
    archive[String(storedYear)] = attendances.filter((a) => a.event_date.startsWith(`${storedYear}-`)).length;
  }
  const projection: passports.Projection = {
    stamps: view.stamps,
    yearly_stamps: view.yearly_stamps,
    current_year: view.current_year,
    tier: view.tier,
    cities: view.cities,
    current_streak: view.current_streak,
    checkin_streak: view.checkin_streak,
    yearly_archive: archive,
    refreshed_at: now.toISOString(),
  };
  try {
    await passports.saveProjection(p, addr, projection);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    return { view, tierUnlocked: false }; // a newer refresh already wrote more stamps
  }
  return { view, tierUnlocked: await announceTier(p, addr, current, view) };
}

async function announceTier(p: Ports, email: string, current: passports.PassportItem | undefined, view: Computed): Promise<boolean> {
  const notified = (current?.tier_notified as TierId | undefined) ?? 'new';
  if (tierRank(view.tier) <= tierRank(notified)) return false;
  const now = p.clock.now().toISOString();
  try {
    // The claim on this rise and its passport.tier-unlocked in one transaction.
    await withEvents(
      p,
      [passports.claimTierOp(email, notified, view.tier, now)],
      [event('passport.tier-unlocked', { email, previousTier: notified, tier: view.tier, stamps: view.stamps })],
    );
  } catch (e) {
    if (e instanceof ConditionFailed) return false; // another refresh claimed this rise
    throw e;
  }
  return true;
}

// ---------- what members see ----------

export interface PassportSummary {
  email: string;
  stamps: number;
  yearly_stamps: number;
  current_year: number;
  tier: TierId;
  tier_name: string;
  tier_icon: string;
  next_tier: NextTier | null;
  tier_progress: number;
  member_status: string;
  subscribed_at: string | null;
  signup_source: string | null;
  cities: string[];
  current_streak: number;
  checkin_streak: number;
  achievements_count: number;
  tier_just_unlocked: boolean;
  yearly_status: YearlyStatus;
  no_show_count: number;
  no_show_limit: number;
  membership_revoked: boolean;
  features: PassportFeatures;
}

export async function passportSummary(p: Ports, email: string): Promise<{ summary: PassportSummary; attendances: AttendanceRecord[] }> {
  const now = p.clock.now();
  const addr = normEmail(email);
  const [{ view, attendances }, stored, signup, member] = await Promise.all([
    computeFor(p, addr, now),
    passports.get(p, addr),
    signups.get(p, addr),
    getMemberRecord(p, addr),
  ]);
  const tier = tierById(view.tier);
  const changedAt = stored?.tier_changed_at ? new Date(stored.tier_changed_at).getTime() : 0;
  const memberStatus = memberStatusOf(member, signup);
  return {
    attendances,
    summary: {
      email: addr,
      stamps: view.stamps,
      yearly_stamps: view.yearly_stamps,
      current_year: view.current_year,
      tier: tier.id,
      tier_name: tier.name,
      tier_icon: tier.icon,
      next_tier: view.next_tier,
      tier_progress: view.tier_progress,
      member_status: memberStatus,
      subscribed_at: (signup?.subscribed_at as string | undefined) ?? null,
      signup_source: (signup?.source as string | undefined) ?? null,
      cities: view.cities,
      current_streak: view.current_streak,
      checkin_streak: view.checkin_streak,
      achievements_count: 0,
      tier_just_unlocked: stored?.tier_notified === tier.id && tier.id !== 'new' && now.getTime() - changedAt < TIER_CELEBRATION_MS,
      yearly_status: yearlyStatus((stored?.current_year as number | undefined) ?? view.current_year, now),
      no_show_count: Number(stored?.no_show_count ?? 0),
      no_show_limit: NO_SHOW_REVOKE_AT,
      membership_revoked: memberStatus === 'revoked',
      features: features(p),
    },
  };
}

export interface MemberStats {
  totalEvents: number;
  totalCities: number;
  firstEventDate: string | null;
  lastEventDate: string | null;
  favoriteEventType: string | null;
  eventsThisMonth: number;
  eventsThisYear: number;
  memberSince: string | null;
}

/** Attendances newest first. The favourite type is the most attended, ties to the most recent. */
export function memberStats(attendances: readonly AttendanceRecord[], subscribedAt: string | null, now: Date): MemberStats {
  const today = calendarDateIn(now, PASSPORT_TIMEZONE);
  const month = `${today.year}-${String(today.month).padStart(2, '0')}-`;
  const counts = new Map<string, number>();
  for (const a of attendances) counts.set(a.event_type, (counts.get(a.event_type) ?? 0) + 1);
  let favorite: string | null = null;
  for (const a of attendances) if (favorite === null || counts.get(a.event_type)! > counts.get(favorite)!) favorite = a.event_type;
  const dates = attendances.map((a) => a.event_date).sort();
  const firstEvent = dates[0] ?? null;
  const since = [subscribedAt?.slice(0, 10), firstEvent].filter((d): d is string => !!d).sort()[0] ?? null;
  return {
    totalEvents: attendances.length,
    totalCities: new Set(attendances.map((a) => a.location)).size,
    firstEventDate: firstEvent,
    lastEventDate: dates.at(-1) ?? null,
    favoriteEventType: favorite,
    eventsThisMonth: attendances.filter((a) => a.event_date.startsWith(month)).length,
    eventsThisYear: attendances.filter((a) => a.event_date.startsWith(`${today.year}-`)).length,
    memberSince: since,
  };
}

export interface YearStats {
  year: number;
  stamps: number;
  cities: string[];
  event_types: Record<string, number>;
}

export function yearlyComparison(attendances: readonly AttendanceRecord[], now: Date) {
  const year = passportYear(now);
  const stats = (y: number): YearStats => {
    const list = attendances.filter((a) => a.event_date.startsWith(`${y}-`));
    const types: Record<string, number> = {};
    for (const a of list) types[a.event_type] = (types[a.event_type] ?? 0) + 1;
    return { year: y, stamps: list.length, cities: [...new Set(list.map((a) => a.location))].sort(), event_types: types };
  };
  const current = stats(year);
  const previous = stats(year - 1);
  return {
    current_year: year,
    previous_year: year - 1,
    current,
    previous,
    change: {
      stamps: current.stamps - previous.stamps,
      percent: previous.stamps === 0 ? null : Math.round(((current.stamps - previous.stamps) / previous.stamps) * 100),
    },
  };
}

export async function leaderboard(p: Pick<Ports, 'table'>, limit = 10) {
  const items = await passports.leaderboardTop(p, limit);
  return items.map((item, i) => ({ rank: i + 1, member: maskEmail(item.email), stamps: Number(item.stamps), tier: tierFor(Number(item.stamps)).id }));
}

export async function detailedPassport(p: Ports, email: string) {
  const now = p.clock.now();
  const { summary, attendances } = await passportSummary(p, email);
  const f = summary.features;
  return {
    summary,
    member_stats: memberStats(attendances, summary.subscribed_at, now),
    event_history: attendances.slice(0, 10),
    yearly_comparison: f.comparison ? yearlyComparison(attendances, now) : null,
    leaderboard: f.leaderboard ? await leaderboard(p) : [],
    tiers: TIERS,
  };
}
