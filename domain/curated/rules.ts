/**
 * Curated Fika rules, pure and shared by the functions and the SPA:
 * option lists, statuses and their labels, the application status table, the 24-hour cancellation
 * cutoff, the code input rule, pricing, defaults and every user-facing message text.
 */
import { cityBySlug, type CitySlug, type Currency } from '../../content/cities';
import { stripeUnitAmount } from '../../content/events/money';
import { CURATED_CODE_TTL_SECONDS, CURATED_PAIR_MULTIPLIER, CURATED_PRICING, CURATED_VENUE_MULTIPLIERS } from '../../content/site/facts';

// ---------- Curated Fika option lists ----------

/** Career stages: the admin filter list plus Freelancer, which the diversity weights know. */
export const CAREER_STAGES = ['Student', 'Part-Time', 'Early Career', 'Mid-Career', 'Senior Level', 'Executive', 'Entrepreneur', 'Freelancer', 'Retired'] as const;

/** Career-stage weights for the diversity score; stages without a weight never score diversity. */
export const CAREER_STAGE_WEIGHTS: Readonly<Record<string, number>> = {
  Student: 1,
  'Early Career': 2,
  'Mid-Career': 3,
  'Senior Level': 4,
  Executive: 5,
  Entrepreneur: 3.5,
  Freelancer: 2.5,
};

export const SCHEDULE_PREFERENCES = [
  'Weekday Morning',
  'Weekday Afternoon',
  'Weekday Evening',
  'Weekend Morning',
  'Weekend Afternoon',
  'Weekend Evening',
  'Flexible',
] as const;

export const COMMUNICATION_STYLES = ['Deep Conversations', 'Light & Fun', 'Professional', 'Creative & Artistic', 'Flexible'] as const;

export const FIKA_GOALS = ['Cultural Exchange', 'Making Friends', 'Language Practice', 'Creative Collaboration', 'Mentorship', 'Social Support'] as const;

export const INTERESTS = [
  'technology',
  'arts',
  'travel',
  'food',
  'health',
  'books',
  'music',
  'sports',
  'sustainability',
  'personal development',
  'photography',
  'languages',
] as const;

export const interestLabel = (i: string): string => i.replace(/\b\w/g, (c) => c.toUpperCase());

/** Venue areas; applicants may also prefer Minato or Flexible. */
export const VENUE_AREAS = ['Shibuya & Harajuku', 'Ginza & Marunouchi', 'Omotesando & Aoyama', 'Shinjuku', 'Roppongi', 'Nakameguro', 'Setagaya City'] as const;
export const LOCATION_PREFERENCES = [...VENUE_AREAS, 'Minato', 'Flexible'] as const;

export const VENUE_TYPES = ['cafe', 'restaurant', 'bar', 'hotel_lobby', 'coworking'] as const;
export const VENUE_TYPE_LABELS: Record<(typeof VENUE_TYPES)[number], string> = {
  cafe: 'Cafe',
  restaurant: 'Restaurant',
  bar: 'Bar',
  hotel_lobby: 'Hotel lobby',
  coworking: 'Coworking',
};
/** The venue tiers of the curated price (their multipliers are in the community facts); a venue without a tier counts as premium. */
export const VENUE_TIERS = ['premium', 'luxury', 'exclusive'] as const;
export type VenueTier = (typeof VENUE_TIERS)[number];
export const VENUE_MULTIPLIERS: Readonly<Record<VenueTier, number>> = CURATED_VENUE_MULTIPLIERS;
export const NOISE_LEVELS = ['quiet', 'moderate', 'lively'] as const;

/** Curated sessions run in Tokyo and Osaka, country Japan; Osaka is on Tokyo time. */
export const CURATED_CITIES = [
  { city: 'Tokyo', country: 'Japan', timezone: 'Asia/Tokyo' },
  { city: 'Osaka', country: 'Japan', timezone: 'Asia/Tokyo' },
] as const;
export const DEFAULT_TIMEZONE = 'Asia/Tokyo';
export const timezoneFor = (city: string | undefined): string =>
  CURATED_CITIES.find((c) => c.city.toLowerCase() === (city ?? '').trim().toLowerCase())?.timezone ?? DEFAULT_TIMEZONE;

// ---------- Curated Fika constants ----------

export const GROUP_MIN = 2;
export const GROUP_MAX = 4;
export const DEFAULT_MAX_PARTICIPANTS = 4;
export const DEFAULT_DURATION_MINUTES = 90;
/** The session-details view falls back to 60 minutes when a stored session has no duration. */
export const DETAILS_FALLBACK_DURATION_MINUTES = 60;
export const VENUE_DEFAULTS = { noise_level: 'moderate', capacity_small: 4 } as const;
/**
 * A venue's average cost per person is in its city's currency: 15 dollars by default, or ¥1,500 (the
 * same amount in yen, as curated prices convert) in a Japanese city; it can be at most the highest
 * curated price of that currency.
 */
export const VENUE_COST: Readonly<Record<Currency, { default: number; max: number }>> = {
  JPY: { default: 1500, max: 150_000 },
  USD: { default: 15, max: 1000 },
};
export const venueCost = (city: string | undefined | null): { currency: Currency; default: number; max: number } => {
  const currency = cityBySlug(city).currency;
  return { currency, ...VENUE_COST[currency] };
};
/** The add-venue capacity input accepts 2-10 (a venue can seat more than one group); a session still holds 2-4. */
export const VENUE_CAPACITY_MIN = 2;
export const VENUE_CAPACITY_MAX = 10;
export const API_DEFAULT_LIMIT = 50;
export const ADMIN_PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 5;
export const APPROVED_LOOKUP_LIMIT = 100;
/** A participant's sign-in (My Sessions, member portal) lasts 2 hours; the page warns 15 minutes before the end. */
export const SIGN_IN_HOURS = 2;
export const SIGN_IN_MS = SIGN_IN_HOURS * 3600_000;
export const SIGN_IN_WARNING_MINUTES = 15;
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = CURATED_CODE_TTL_SECONDS;
export const CANCEL_CUTOFF_HOURS = 24;
export const MESSAGE_CLEAR_MS = 5000;
export const RATING_MIN = 0;
export const RATING_MAX = 10;
export const FEEDBACK_MIN_SATISFACTION_OPTIONS = [8, 6, 4, 1] as const;
export const TEXT_MAX = 1000;
/** run_ai_matching_v2's default threshold (average pairwise compatibility score a member must reach to join a group). */
export const V2_DEFAULT_MIN_SCORE = 50;
/** Potential sessions on the overview: approved applications divided by 3. */
export const potentialSessions = (approved: number): number => Math.floor(approved / 3);

// ---------- statuses ----------

export const APPLICATION_STATUSES = ['submitted', 'under_review', 'approved', 'rejected', 'waitlist'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
  waitlist: 'Waitlist',
};

/** The allowed application status changes (enforced by the server too). */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['under_review', 'approved', 'rejected', 'waitlist'],
  under_review: ['approved', 'rejected', 'waitlist', 'submitted'],
  approved: ['waitlist', 'under_review'],
  rejected: ['under_review'],
  waitlist: ['approved', 'rejected', 'under_review'],
};

export function canChangeApplicationStatus(from: string, to: string): boolean {
  return (APPLICATION_TRANSITIONS[from as ApplicationStatus] ?? []).includes(to as ApplicationStatus);
}

export function statusChangeError(from: string, to: string): string {
  const allowed = APPLICATION_TRANSITIONS[from as ApplicationStatus] ?? [];
  return `Cannot change status from ${from} to ${to}. Allowed: ${allowed.join(', ')}.`;
}

export const SESSION_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
/** Sessions that still take participants. */
export const OPEN_SESSION_STATUSES: readonly SessionStatus[] = ['scheduled', 'confirmed'];
/** Sessions that count as active on the overview. */
export const ACTIVE_SESSION_STATUSES: readonly SessionStatus[] = ['scheduled', 'confirmed', 'in_progress'];

export const PARTICIPATION_STATUSES = ['invited', 'confirmed', 'paid', 'attended', 'no_show', 'cancelled'] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];
export const PARTICIPATION_STATUS_LABELS: Record<ParticipationStatus, string> = {
  invited: 'Invited',
  confirmed: 'Confirmed',
  paid: 'Confirmed & Paid',
  attended: 'Attended',
  no_show: 'No show',
  cancelled: 'Cancelled',
};
/** An unknown participation status displays as invited. */
export function participationStatus(s: string | undefined | null): ParticipationStatus {
  return (PARTICIPATION_STATUSES as readonly string[]).includes(s ?? '') ? (s as ParticipationStatus) : 'invited';
}
export const participationLabel = (s: string | undefined | null): string => PARTICIPATION_STATUS_LABELS[participationStatus(s)];
/** Remove is allowed only when invited or confirmed. */
export const canRemoveParticipant = (s: string | undefined | null): boolean => ['invited', 'confirmed'].includes(participationStatus(s));
/** Participation statuses that hold a seat (everything except cancelled). */
export const holdsSeat = (s: string | undefined | null): boolean => participationStatus(s) !== 'cancelled';

/**
 * Who is told that a session is cancelled: people who still hold a place that is ahead of them
 * (invited, confirmed, paid) and who know about the session: their invitation went out, or they
 * confirmed or paid. A person matched into a group whose invitation was never sent hears nothing.
 */
export function knowsOfPlace(pt: { participation_status?: string | null; invitation_sent_at?: string | null }): boolean {
  const s = participationStatus(pt.participation_status);
  return s === 'confirmed' || s === 'paid' || (s === 'invited' && Boolean(pt.invitation_sent_at));
}

/** Sessions overlap when each starts before the other ends. */
export function sessionsOverlap(a: { session_date: string; session_duration?: number }, b: { session_date: string; session_duration?: number }): boolean {
  const start = (x: typeof a) => Date.parse(x.session_date);
  const end = (x: typeof a) => start(x) + (x.session_duration || DEFAULT_DURATION_MINUTES) * 60_000;
  return start(a) < end(b) && start(b) < end(a);
}

/**
 * Which session action buttons show for a session status. A confirmed session still
 * has people to reach (a replacement added after confirming, invitees who have not answered), so
 * Send Invites and Nudge Non-Responders work for confirmed sessions as well as scheduled ones.
 */
export const SESSION_ACTIONS = {
  send_session_invitations: { label: 'Send Invites', statuses: ['scheduled', 'confirmed'] },
  send_session_reminder: { label: 'Send Reminders', statuses: ['confirmed', 'scheduled'] },
  send_confirmation_nudges: { label: 'Nudge Non-Responders', statuses: ['scheduled', 'confirmed'] },
  send_feedback_emails: { label: 'Send Feedback Emails', statuses: ['completed'] },
} as const satisfies Record<string, { label: string; statuses: readonly SessionStatus[] }>;
export type SessionActionName = keyof typeof SESSION_ACTIONS;
export const sessionActionsFor = (status: string): SessionActionName[] =>
  (Object.keys(SESSION_ACTIONS) as SessionActionName[]).filter((a) => (SESSION_ACTIONS[a].statuses as readonly string[]).includes(status));

// ---------- time rules ----------

/** The cancel link shows, and the server accepts a participant's cancellation, only 24 h or more ahead. */
export function isOutsideCutoff(sessionDate: string, now: Date): boolean {
  const start = Date.parse(sessionDate);
  return Number.isFinite(start) && start - now.getTime() >= CANCEL_CUTOFF_HOURS * 3600_000;
}

export function canParticipantCancel(status: string | undefined, sessionDate: string, now: Date): boolean {
  const s = participationStatus(status);
  return s !== 'cancelled' && s !== 'attended' && s !== 'no_show' && isOutsideCutoff(sessionDate, now);
}

/** The code field: digits only (others stripped), at most 6. */
export const sanitizeCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
export const isCompleteCode = (code: string): boolean => /^\d{6}$/.test(code);

/** Minutes left in a sign-in (rounded up), never below 0. */
export const minutesLeft = (expiresAt: string | number, now: number): number => Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 60_000));

// ---------- Curated Fika pricing (see docs/curated.md) ----------

/** A city's curated pricing by its name ("Tokyo", "osaka"); an unknown city is priced as Tokyo, like the city lookup. */
export const curatedPricing = (city: string | undefined | null): (typeof CURATED_PRICING)[CitySlug] => CURATED_PRICING[cityBySlug(city).slug];

/**
 * The city's base price × venue multiplier (premium 1, luxury 1.5, exclusive 2) × 1.2 for pairs,
 * rounded to the currency's smallest unit (whole yen; cents for dollars).
 */
export function pricePerPerson(tier: string | undefined | null, groupSize: number, city?: string | null): number {
  const { base, currency } = curatedPricing(city);
  const mult = VENUE_MULTIPLIERS[(tier as VenueTier) ?? 'premium'] ?? 1;
  const pair = groupSize === 2 ? CURATED_PAIR_MULTIPLIER : 1;
  const minor = currency === 'JPY' ? 1 : 100;
  return Math.round(base * mult * pair * minor) / minor;
}

/**
 * The group a session is priced for: the people holding a place once there are at least two,
 * otherwise the size it is open for (its maximum).
 */
export const pricedGroupSize = (seated: number, max: number): number => (seated >= GROUP_MIN ? seated : max);

/** A price in whole units → Stripe's unit amount in the currency (yen as they are, dollars in cents). */
export const stripeAmount = (amount: number, currency: Currency): number => stripeUnitAmount(Math.round(amount * 100), currency);

// ---------- dates in a venue's timezone ----------

/** The offset (ms) of a timezone at an instant. */
function tzOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const v = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * A session date as the admin typed it: an ISO instant with an offset, or a local
 * `YYYY-MM-DDTHH:mm` wall-clock time in the venue's timezone. Returns the ISO instant or undefined.
 */
export function toInstant(value: string, timeZone: string): string | undefined {
  const v = value.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(v)) {
    const t = Date.parse(v);
    return Number.isFinite(t) ? new Date(t).toISOString() : undefined;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v);
  if (!m) return undefined;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  if (!Number.isFinite(wall)) return undefined;
  let t = wall - tzOffsetMs(timeZone, new Date(wall));
  t = wall - tzOffsetMs(timeZone, new Date(t));
  return new Date(t).toISOString();
}

/** The inverse for form fields: an instant as `YYYY-MM-DDTHH:mm` in the venue's timezone. */
export function toLocalInput(iso: string, timeZone: string): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return '';
  const local = new Date(t + tzOffsetMs(timeZone, new Date(t)));
  return local.toISOString().slice(0, 16);
}

/** "Saturday, December 5, 2026" in the venue's timezone. */
export const longDate = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));

/** "10:00 AM (Asia/Tokyo)": the time with the venue timezone. */
export const timeWithZone = (iso: string, timeZone: string): string =>
  `${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))} (${timeZone})`;

/** Session title for a date, e.g. for generated sessions. */
export const shortDate = (iso: string, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(new Date(iso));

/** Other group members are shown as first name and last initial. */
export const memberName = (first: string, last: string): { firstName: string; lastInitial: string } => ({
  firstName: first.trim(),
  lastInitial: last.trim().charAt(0).toUpperCase(),
});

// ---------- user-facing messages (exact texts) ----------

export const MESSAGES = {
  noSessionsFound: 'No sessions found for this email address',
  noSessionsFoundHelp:
    "We couldn't find any upcoming sessions for this email address. Make sure you're using the same email you applied with, or check if you have any confirmed sessions.",
  sendFallback: (email: string) => `Something went wrong. Please try again or contact ${email} if the issue persists.`,
  thrown: 'An error occurred. Please try again.',
  invalidCode: 'Invalid verification code',
  codeExpired: 'This verification code has expired. Please request a new one.',
  codeLocked: 'Too many incorrect attempts. Please request a new verification code.',
  cancelFailed: 'Failed to cancel session. Please contact support.',
  cancelThrown: (email: string) => `An error occurred. Please try again or contact ${email}`,
  codeSent: 'Verification code sent to your email!',
  cancelled: 'Your attendance has been cancelled successfully',
  cutoff: 'Cannot cancel within 24 hours of the session',
  confirmCancel: 'Are you sure you want to cancel your attendance? This cannot be undone.',
  signInExpiring: (n: number) => `Session expires in ${n} minutes. You may need to verify again.`,
  noUpcoming: 'No upcoming sessions found',
  userCancelReason: 'User requested cancellation via My Sessions page',
  signInExpired: 'Your session has expired. Please verify your email again.',
  // cancel page
  invalidCancelLink: 'Invalid cancellation link. Please contact support.',
  networkError: 'Network error occurred. Please try again or contact support.',
  cancelPageFailed: 'Failed to cancel attendance. Please contact support.',
  cancelPageSuccess: 'Your attendance has been cancelled successfully.',
  invalidLink: 'This link is invalid or has been changed. Please use the link from your email.',
  // admin
  apiFailed: (action: string) => `API call failed for ${action}`,
  matchingCityCountry: 'City and country must be specified for AI matching.',
  matchingCityCountryClient: 'Please select both city and country before running AI matching.',
  noSessionsCreated: 'No sessions were created... Need more compatible applications.',
  venueRequired: 'Please fill in venue name and address',
  openSessionRequired: 'Please fill in all required fields (title, date, venue)',
  maxParticipantsRange: 'Max participants must be between 2 and 4',
  selectApplications: 'Please select 2-4 applications to create a curated session.',
  loadError: 'Error loading admin data',
  forceDeleteFailed: 'Force delete failed',
  noReminders: 'No new reminders needed',
  noNudges: 'Everyone invited has answered or had two nudges already: no nudges needed.',
  sessionFull: (max: number) => `This session is full (${max} of ${max} places taken).`,
  alreadyInSession: 'This applicant is already in this session.',
  mustBeApprovedPremium: 'Only approved applications of premium members can join a curated session.',
  removeNotAllowed: 'Only invited or confirmed participants can be removed.',
  sessionClosed: 'This session is no longer open for changes.',
  premiumRequired: 'Premium membership is required for curated sessions.',
  otherCity: (name: string, city: string, sessionCity: string) => `${name} applied for ${city}; this session is in ${sessionCity}.`,
  overlapping: (name: string, title: string) => `${name} already has a place in "${title}" at that time.`,
  alreadyPaid: 'You have already paid for this session.',
  nothingToPay: 'This session has no price to pay.',
  paymentClosed: 'This place can no longer be paid for.',
} as const;

export const LINK_PURPOSES = ['cancel', 'confirm', 'feedback', 'pay'] as const;

export type LinkPurpose = (typeof LINK_PURPOSES)[number];
