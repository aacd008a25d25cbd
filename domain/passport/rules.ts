/**
 * Passport rules: tiers, progress, yearly stamps, streaks, masking and the
 * feature switches. Pure and free of Node imports: the Lambdas and the SPA share this one copy.
 */
import { calendarDateIn, daysBetween } from '../../content/events/calendar';
import { PASSPORT_SESSION_TTL_SECONDS, SIGN_IN_LINK_TTL_SECONDS, TIERS, DURATIONS } from '../../content/site/facts';

export const PASSPORT_TIMEZONE = 'Asia/Tokyo';
export const PASSPORT_LINK_TTL_SECONDS = SIGN_IN_LINK_TTL_SECONDS;
export { PASSPORT_SESSION_TTL_SECONDS };
export const PASSPORT_MESSAGES = {
  disabled: 'Passport system disabled',
  notAuthenticated: 'Session not authenticated. Please use the magic link again.',
  noSecurityToken: 'No security token provided',
  invalidToken: 'Invalid security token',
  invalidOrExpired: 'Invalid or expired security token',
  sendFailed: 'Failed to send secure link. Please try again.',
  sent: `If this email belongs to a community member, a secure passport link is on its way. It works once, for ${DURATIONS.signInLink.text}.`,
} as const;

/** The tier ladder (names, thresholds, icons) is the community facts' single table. */
export { TIERS };

export type TierId = (typeof TIERS)[number]['id'];
export const TIER_IDS = TIERS.map((t) => t.id) as [TierId, ...TierId[]];
export type Tier = (typeof TIERS)[number];

export const tierById = (id: string): Tier => TIERS.find((t) => t.id === id) ?? TIERS[0];
export const tierRank = (id: string): number => TIERS.findIndex((t) => t.id === id);

export function tierFor(stamps: number): Tier {
  let tier: Tier = TIERS[0];
  for (const t of TIERS) if (stamps >= t.min) tier = t;
  return tier;
}

export interface NextTier {
  id: TierId;
  name: string;
  stamps_needed: number;
}

/** The next tier and how many stamps it still needs; null at the top. */
export function nextTierFor(stamps: number): NextTier | null {
  const next = TIERS.find((t) => t.min > stamps);
  return next ? { id: next.id, name: next.name, stamps_needed: next.min - Math.max(0, stamps) } : null;
}

/** Progress from the current tier's threshold to the next one, 0–100 %; the top tier shows 100 %. */
export function tierProgress(stamps: number): number {
  const current = tierFor(stamps);
  const next = nextTierFor(stamps);
  if (!next) return 100;
  const span = next.id === current.id ? 1 : tierById(next.id).min - current.min;
  const pct = Math.floor(((stamps - current.min) / span) * 100);
  return Math.min(100, Math.max(0, pct));
}

/** When the passport cannot load, the header shows 0 stamps, tier new, next bronze needing 3. */
export const PASSPORT_FALLBACK = { stamps: 0, tier: 'new' as TierId, next_tier: nextTierFor(0)! };

/** What changed between two readings of the stamp count (the "new stamp" and "Tier Unlocked!" moments). */
export function stampChange(previousStamps: number, stamps: number): { stampsGained: number; previousTier: TierId; tier: TierId; tierUnlocked: boolean } {
  const previousTier = tierFor(previousStamps).id;
  const tier = tierFor(stamps).id;
  return { stampsGained: Math.max(0, stamps - previousStamps), previousTier, tier, tierUnlocked: tierRank(tier) > tierRank(previousTier) };
}

// ---------- years ----------

export const passportYear = (now: Date): number => calendarDateIn(now, PASSPORT_TIMEZONE).year;

export type YearlyStatus =
  | { archived: true; previousYear: number; message: string }
  | { archived: false; daysUntilReset: number; message: string };

/**
 * Yearly stamps reset on 1 January (community time). When the stored year is before the current
 * one, the earlier year's stamps are archived and lifetime stamps kept; otherwise the days left
 * until the reset are shown.
 */
export function yearlyStatus(storedYear: number | null | undefined, now: Date): YearlyStatus {
  const today = calendarDateIn(now, PASSPORT_TIMEZONE);
  if (storedYear && storedYear < today.year) {
    return {
      archived: true,
      previousYear: storedYear,
      message: `Your ${storedYear} stamps have been archived and your lifetime stamps are preserved. A new year of stamps starts now!`,
    };
  }
  const days = daysBetween(today, { year: today.year + 1, month: 1, day: 1 });
  return { archived: false, daysUntilReset: days, message: `${days === 1 ? '1 day' : `${days} days`} left to collect stamps this year. Yearly stamps reset on 1 January; lifetime stamps never do.` };
}

/** Consecutive calendar months with at least one attended event, ending this month or last month. */
export function monthStreak(eventDates: readonly string[], now: Date): number {
  const months = new Set(eventDates.map((d) => d.slice(0, 7)));
  const today = calendarDateIn(now, PASSPORT_TIMEZONE);
  let y = today.year;
  let m = today.month;
  const key = () => `${y}-${String(m).padStart(2, '0')}`;
  const back = () => {
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  };
  if (!months.has(key())) back();
  let streak = 0;
  while (months.has(key())) {
    streak++;
    back();
  }
  return streak;
}

/**
 * "aiko.tanaka@example.com" → "a***": the leaderboard shows one letter of the address and never its
 * domain (a company or family domain names the person as surely as the address).
 */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain || !local) return '***';
  return `${Array.from(local)[0]}***`;
}

// ---------- switches ----------

/** The passport feature switches, in one place. `enabled` (the whole passport) comes from configuration. */
export const PASSPORT_FEATURES = {
  stamps: true,
  tiers: true,
  headerDisplay: true,
  progress: true,
  animations: true,
  streaks: true,
  cityCount: true,
  yearlyProgress: true,
  comparison: true,
  leaderboard: true,
  analytics: true,
  achievements: false,
  tierBenefits: false,
} as const;
export type PassportFeatures = typeof PASSPORT_FEATURES & { enabled: boolean };

export const NO_SHOW_REVOKE_AT = 3;

/** At most this many check-ins per sync request: a kit with more sends them in turns. */
export const SYNC_BATCH_MAX = 100;
