/**
 * POST /api/admin-console (admin only): the newsletter list and its figures, newsletter sends,
 * unsubscribe stats, email blocking, founding members and goal-accountability programme health.
 */
import * as z from '../domain/zod';
import { emailField } from '../domain/email-field';
import { EMAIL_INVALID } from '../domain/email-address';
import { ACCOUNTABILITY_WINDOW_DAYS, MEMBERS_SHOWN, RECENT_LIMIT, STATS_WINDOW_DAYS } from '../domain/admin/console';
import { BODY_MAX, SUBJECT_MAX } from '../domain/admin/compose';
import { MAX_DAYS_BACK } from '../domain/admin/console';
import { BLOCK_LIST_PAGE } from '../domain/admin/console';
import { ERROR_WINDOW_MAX_DAYS } from '../domain/admin/console';
import { ERRORS_WINDOW_DAYS } from '../domain/admin/console';
import { APPLICATION_STATUSES, RATING_MAX, RATING_MIN, SESSION_STATUSES } from '../domain/curated/rules';
import { PLAN_CODE_GONE, SUBSCRIPTION_STATUSES } from '../domain/admin/billing';
import { EXPORT_KINDS, EXPORT_LIST_PAGE, EXPORT_PAGE_MAX, EXPORT_PAGE_MIN, EXPORT_PAGE_SIZE } from '../domain/exports';
import { action, actions, type SampleFixture } from './contract';

// ---------- inputs ----------

const email = emailField(EMAIL_INVALID);
/** Unsubscribes per page of list_unsubscribes (issue 28: a call reads one page, never the whole window). */
export const UNSUBSCRIBES_PAGE = 500;
/** A page size the caller may ask for: a whole number from 1 to the list's page. */
const pageLimit = (max: number) => {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce.number().check(z.refine(Number.isInteger, message), z.gte(1, message), z.lte(max, message));
};
const daysMessage = `Days must be between 1 and ${MAX_DAYS_BACK}`;
const days = z.coerce.number().check(z.refine(Number.isInteger, daysMessage), z.gte(1, daysMessage), z.lte(MAX_DAYS_BACK, daysMessage));
const windowInput = z.object({ days: z._default(days, STATS_WINDOW_DAYS) });

const newsletterInput = z.object({
  subject: z.string({ error: 'Please enter a subject' }).check(z.trim(), z.minLength(1, 'Please enter a subject'), z.maxLength(SUBJECT_MAX, `The subject is too long (max ${SUBJECT_MAX} characters)`)),
  body: z.string({ error: 'Please write the newsletter' }).check(z.trim(), z.minLength(1, 'Please write the newsletter'), z.maxLength(BODY_MAX, `The newsletter is too long (max ${BODY_MAX} characters)`)),
});

/** Either continue a newsletter by its id, or start one (a retried start with the same request id finds the same newsletter). */
const sendInput = z.union([
  z.object({ newsletterId: z.string().check(z.regex(/^nl_[A-Za-z0-9_-]{8,64}$/, 'Unknown newsletter')) }),
  z.extend(newsletterInput, { requestId: z.string({ error: 'A request id is required' }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id is required')) }),
]);

// ---------- exports ----------

const pageSizeMessage = `The page size must be a whole number from ${EXPORT_PAGE_MIN} to ${EXPORT_PAGE_MAX}`;
/** Rows read per page (what a run holds at once); the default suits every list, a test lowers it to see several pages. */
const pageSize = z.optional(z.coerce.number().check(z.refine(Number.isInteger, pageSizeMessage), z.gte(EXPORT_PAGE_MIN, pageSizeMessage), z.lte(EXPORT_PAGE_MAX, pageSizeMessage)));
const FILTER_MAX = 200;
/** A filter of the Curated Fika applications list, as the dashboard sends it (blank: no filter). */
const filterText = z.optional(z.string().check(z.trim(), z.maxLength(FILTER_MAX, `Filter values must be at most ${FILTER_MAX} characters`)));

/** The Curated Fika dashboard's application filters (get_applications), the same rules. */
export const curatedApplicationFilters = z.object({
  status: z.optional(z.union([z.literal(''), z.enum(APPLICATION_STATUSES)], { error: 'Unknown application status' })),
  goal_category: filterText,
  email: filterText,
  date_from: filterText,
  date_to: filterText,
  location_preference: filterText,
  career_stage: filterText,
  city: filterText,
  country: filterText,
  is_premium_member: z.optional(z.boolean()),
});

/** The Curated Fika Sessions tab's filters (get_sessions), the same rules. */
export const curatedSessionFilters = z.object({
  session_status: z.optional(z.union([z.literal(''), z.enum(SESSION_STATUSES)], { error: 'Unknown session status' })),
  venue_area: filterText,
  date_from: filterText,
  date_to: filterText,
  city: filterText,
});

const satisfactionMessage = `The minimum satisfaction must be a number from ${RATING_MIN} to ${RATING_MAX}`;
/** The Curated Fika Feedback tab's filter (get_feedback): a minimum overall satisfaction, on the ratings' scale. */
export const curatedFeedbackFilters = z.object({
  min_satisfaction: z.optional(z.number({ error: satisfactionMessage }).check(z.gte(RATING_MIN, satisfactionMessage), z.lte(RATING_MAX, satisfactionMessage))),
});

/** An address as the subscriptions list compares it (trimmed, lower case). */
export const subscriptionEmail = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254));
/** The subscriptions list's filters (api/admin-billing.ts get_all_subscriptions reads this schema). */
export const subscriptionFilters = z.object({
  status: z.optional(z.enum(SUBSCRIPTION_STATUSES, { error: 'Unknown subscription status' })),
  billing_interval: z.optional(z.enum(['month', 'year'], { error: 'Billing interval must be month or year' })),
  /** No longer offered (no index serves it; with two plans, one per interval, filter by billing_interval): refused with 400. */
  plan_code: z.optional(z.string().check(z.refine(() => false, PLAN_CODE_GONE))),
  /** true: only subscriptions that give access now (status active/trialing, period not over). */
  active: z.optional(z.boolean()),
  email: z.optional(subscriptionEmail),
});
/** The subscriptions list's search: an exact lookup of an email, or a Stripe customer id (cus_…) or subscription id (sub_…). */
export const subscriptionSearch = z.string().check(z.maxLength(200));

const startExportInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('signups'),
    filters: z._default(z.object({ status: z._default(z.enum(['active', 'unsubscribed'], { error: 'Status must be active or unsubscribed' }), 'active') }), { status: 'active' as const }),
    page_size: pageSize,
  }),
  z.object({ kind: z.literal('unsubscribes'), filters: z._default(z.object({ days_back: z._default(days, STATS_WINDOW_DAYS) }), { days_back: STATS_WINDOW_DAYS }), page_size: pageSize }),
  z.object({ kind: z.literal('curated-applications'), filters: z._default(curatedApplicationFilters, {}), page_size: pageSize }),
  z.object({ kind: z.literal('subscriptions'), filters: z._default(z.extend(subscriptionFilters, { search: z.optional(subscriptionSearch) }), {}), page_size: pageSize }),
  z.object({ kind: z.literal('founding-members'), filters: z._default(z.object({}), {}), page_size: pageSize }),
  z.object({ kind: z.literal('curated-sessions'), filters: z._default(curatedSessionFilters, {}), page_size: pageSize }),
  z.object({ kind: z.literal('curated-participants'), filters: z._default(curatedSessionFilters, {}), page_size: pageSize }),
  z.object({ kind: z.literal('curated-feedback'), filters: z._default(curatedFeedbackFilters, {}), page_size: pageSize }),
], { error: `Unknown export: kind must be one of ${EXPORT_KINDS.join(', ')}` });

/** An export as the admin sees it (functions/exports/exports.ts `view`). */
export const exportView = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KINDS),
  label: z.string(),
  filters: z.record(z.string(), z.unknown()),
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  startedAt: z.nullable(z.string()),
  finishedAt: z.nullable(z.string()),
  filename: z.string(),
  rows: z.number(),
  bytes: z.nullable(z.number()),
  pages: z.number(),
  pageSize: z.number(),
  peakRows: z.number(),
  peakBytes: z.number(),
  message: z.nullable(z.string()),
  url: z.nullable(z.string()),
  urlExpiresAt: z.nullable(z.string()),
});

/** An export started through the API, as the admin would (its id for get_export). */
const sampleExport = async (fx: SampleFixture) => {
  const r = await fx.call('adminConsole', 'start_export', { kind: 'signups' });
  return { data: { id: (r.data as { id: string }).id } };
};

// ---------- outputs ----------

const count = z.number();
const signupCounts = z.object({ active: count, unsubscribed: count, total: count, unsubscribes: count });

const signupRow = z.object({
  email: z.string(),
  source: z.string(),
  status: z.string(),
  subscribed_at: z.nullable(z.string()),
  reactivated_at: z.nullable(z.string()),
  member_status: z.nullable(z.string()),
  signup_page: z.nullable(z.string()),
});

const signupStats = z.object({
  days: z.array(z.object({ date: z.string(), signups: count, returns: count, unsubscribes: count })),
  totals: z.object({ signups: count, returns: count, unsubscribes: count, net: z.number() }),
  conversionValueUsd: z.number(),
});

const unsubscribeRow = z.object({
  email: z.string(),
  reason: z.string(),
  method: z.string(),
  feedback: z.nullable(z.string()),
  sourceType: z.nullable(z.string()),
  unsubscribed_at: z.string(),
  tracking_id: z.string(),
});

const unsubscribeStats = z.object({
  days_back: z.number(),
  since: z.string(),
  total: count,
  by_reason: z.array(z.object({ reason: z.string(), count })),
  by_method: z.array(z.object({ method: z.string(), count })),
  with_feedback: count,
  recent: z.array(unsubscribeRow),
});

const newsletterFigures = z.object({
  window: z.object({ days: z.number(), since: z.string() }),
  subscribers: count,
  unsubscribed: count,
  signups: z.object({ ever: count, window: count }),
  returns: z.object({ window: count }),
  unsubscribes: z.object({ ever: count, window: count }),
  net: z.number(),
  conversionValueUsd: z.number(),
});

const newsletterView = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(['sending', 'sent']),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  sentBy: z.string(),
  /** Messages actually sent. */
  recipients: count,
  skipped_unsubscribed: count,
  skipped_blocked: count,
  failed: count,
});

const batchResult = z.object({
  newsletter: newsletterView,
  done: z.boolean(),
  batch: z.object({ sent: count, skipped: count, failed: count }),
});

const blockedRow = z.object({
  email: z.string(),
  reason: z.string(),
  detail: z.nullable(z.string()),
  source: z.string(),
  at: z.string(),
  blockedBy: z.nullable(z.string()),
});

/** Where an address is on the newsletter list (null when it never joined). */
export const signupOfAddress = z.nullable(z.object({ status: z.string(), subscribed_at: z.nullable(z.string()), source: z.nullable(z.string()) }));

const foundingMember = z.object({ email: z.string(), founding_member_since: z.string(), marked_by: z.string() });

const rating = z.nullable(z.number());
const trend = z.enum(['accelerating', 'steady', 'needs_support', 'insufficient_data']);

const memberHealth = z.object({
  email: z.string(),
  trend,
  last_checkin_week: z.string(),
  last_checkin_at: z.string(),
  latest_progress: rating,
  latest_mood: rating,
  avg_progress: rating,
  checkins_in_window: count,
});

const checkinRow = z.object({
  email: z.string(),
  checkin_week: z.string(),
  mood_rating: rating,
  progress_rating: rating,
  time_invested_hours: rating,
  overall_progress_percentage: rating,
  goals_met: z.nullable(z.string()),
  submitted_at: z.string(),
  updated_at: z.string(),
});

const accountability = z.object({
  window: z.object({ days: z.number(), since: z.string() }),
  active_members: count,
  checkins: count,
  avg_mood: rating,
  avg_progress: rating,
  avg_hours: rating,
  trends: z.object({ accelerating: count, steady: count, needs_support: count, insufficient_data: count }),
  members: z.array(memberHealth),
  needs_support: z.array(memberHealth),
  recent: z.array(checkinRow),
  members_next: z.nullable(z.string()),
  needs_support_next: z.nullable(z.string()),
});

const errorDaysMessage = `Days must be between 1 and ${ERROR_WINDOW_MAX_DAYS}`;
const errorsWindow = z.object({
  days: z._default(z.coerce.number().check(z.refine(Number.isInteger, errorDaysMessage), z.gte(1, errorDaysMessage), z.lte(ERROR_WINDOW_MAX_DAYS, errorDaysMessage)), ERRORS_WINDOW_DAYS),
});
const errorGroup = z.object({
  fingerprint: z.string(),
  message: z.string(),
  stack: z.string(),
  path: z.string(),
  release: z.string(),
  source: z.enum(['client', 'server']),
  requestId: z.nullable(z.string()),
  firstSeen: z.string(),
  lastSeen: z.string(),
  total: count,
  today: count,
  window: count,
  /** False: the group was new while the hourly ceiling of team mails was reached (listed here, not mailed). */
  mailed: z.boolean(),
});
/** A browser reports an error first (through the API, as a browser would), so the list has a row. */
const sampleErrorWindow = async (fx: SampleFixture) => {
  await fx.post('clientErrors', { message: 'Contract sample error', stack: 'Error: Contract sample error\n    at SamplePage (https://fika.community/assets/Sample-B3xYz_9a.js:1:2)', path: '/contract-sample', release: 'contract' });
  return { data: { days: ERRORS_WINDOW_DAYS } };
};

const SAMPLE_NEWSLETTER = { subject: 'Contract sample', body: 'Hello from the contract test.' };

export const adminConsoleActions = actions({
  // ---------- newsletter list ----------
  get_signup_counts: action({
    summary: 'Addresses on the list now, unsubscribed, ever joined, and unsubscribe records ever.',
    input: z.object({}),
    output: signupCounts,
    sample: { data: {} },
  }),
  get_recent_signups: action({
    summary: 'The newest joins to the list (a return counts from its reactivation), newest first.',
    input: z.object({ limit: z._default(z.coerce.number().check(z.refine(Number.isInteger), z.gte(1), z.lte(50)), RECENT_LIMIT) }),
    output: z.array(signupRow),
    sample: { data: {} },
  }),
  get_signup_stats: action({
    summary: 'Signups, returns and unsubscribes per day over the last `days` days (community time).',
    input: windowInput,
    output: signupStats,
    sample: { data: { days: 7 } },
  }),
  get_newsletter_figures: action({
    summary: "Every figure of the newsletter page, its per-day stats and the unsubscribe breakdown, from one read.",
    input: windowInput,
    output: z.object({ figures: newsletterFigures, stats: signupStats, unsubscribes: unsubscribeStats }),
    sample: { data: { days: STATS_WINDOW_DAYS } },
  }),
  export_signups_csv: action({
    summary: 'Kept for older callers: starts the export of the active signups, as start_export `{kind: "signups"}` (the file comes from get_export).',
    input: z.object({}),
    output: exportView,
    status: 202,
    sample: { data: {} },
  }),
  get_unsubscribe_stats: action({
    summary: 'Unsubscribes over the window by reason and method, with the recent ones.',
    // The original RPC names its parameter p_days_back; days_back is accepted too.
    input: z.object({ days_back: z.optional(days), p_days_back: z.optional(days) }),
    output: unsubscribeStats,
    sample: { data: { p_days_back: STATS_WINDOW_DAYS } },
  }),
  list_unsubscribes: action({
    summary: `The unsubscribes of the window, newest first, ${UNSUBSCRIBES_PAGE} a page (or \`limit\`, at most ${UNSUBSCRIBES_PAGE}); \`next\` (beside \`data\`) is the cursor of the next page, null after the last (the CSV download of the newsletter page reads every page).`,
    input: z.object({ days_back: z._default(days, STATS_WINDOW_DAYS), cursor: z.nullish(z.string().check(z.maxLength(2000))), limit: z.optional(pageLimit(UNSUBSCRIBES_PAGE)) }),
    output: z.array(unsubscribeRow),
    extra: z.object({ next: z.nullable(z.string()) }),
    sample: { data: { days_back: STATS_WINDOW_DAYS } },
  }),

  // ---------- CSV exports (a job: functions/exports) ----------
  start_export: action({
    summary: `Starts a CSV export: \`signups\` (filters.status, default active), \`unsubscribes\` (filters.days_back, default ${STATS_WINDOW_DAYS}), \`curated-applications\` (the applications tab's filters), \`subscriptions\` (the subscriptions list's filters and search), \`founding-members\`, \`curated-sessions\` or \`curated-participants\` (the sessions tab's filters) or \`curated-feedback\` (filters.min_satisfaction). The file is written by a job, ${EXPORT_PAGE_SIZE} rows a page (\`page_size\`); get_export says when it is ready.`,
    input: startExportInput,
    output: exportView,
    status: 202,
    sample: { data: { kind: 'unsubscribes', filters: { days_back: STATS_WINDOW_DAYS } } },
  }),
  get_export: action({
    summary: 'One export: its status and rows so far; when ready, a download link that works for 5 minutes (ask again for a new one). 404 for an unknown id.',
    input: z.object({ id: z.string({ error: 'An export id is required' }).check(z.regex(/^exp_[A-Za-z0-9]{8,40}$/, 'Export not found')) }),
    output: exportView,
    sample: sampleExport,
  }),
  list_exports: action({
    summary: `The recent exports, newest first, ${EXPORT_LIST_PAGE} a page (no links: get_export gives one); \`next\` (beside \`data\`) is the next page's cursor, null after the last.`,
    input: z.object({ cursor: z.nullish(z.string().check(z.maxLength(2000))) }),
    output: z.array(exportView),
    extra: z.object({ next: z.nullable(z.string()) }),
    sample: { data: {} },
  }),

  // ---------- newsletter sends ----------
  send_newsletter_test: action({
    summary: 'Sends the newsletter being written to the signed-in admin only.',
    input: newsletterInput,
    output: z.object({ to: z.string(), messageId: z.string() }),
    sample: { data: SAMPLE_NEWSLETTER },
  }),
  send_newsletter: action({
    summary: 'Starts a newsletter (or continues one by id) and sends its next batch to active subscribers.',
    input: sendInput,
    output: batchResult,
    sample: { data: { ...SAMPLE_NEWSLETTER, requestId: 'contract-sample-newsletter' } },
  }),
  list_newsletters: action({
    summary: 'The latest newsletters, newest first.',
    input: z.object({}),
    output: z.array(newsletterView),
    sample: { data: {} },
  }),

  // ---------- email blocking ----------
  list_blocked: action({
    summary: `One page of blocked addresses (${BLOCK_LIST_PAGE}, or \`limit\` up to ${BLOCK_LIST_PAGE}), newest first, with the total and the next page cursor.`,
    input: z.object({ cursor: z.nullish(z.string().check(z.maxLength(2000))), limit: z.optional(pageLimit(BLOCK_LIST_PAGE)) }),
    output: z.object({ rows: z.array(blockedRow), total: count, cursor: z.nullable(z.string()) }),
    sample: { data: { cursor: null } },
  }),
  lookup_email: action({
    summary: 'Whether an address is blocked, and where it is on the list.',
    input: z.object({ email }),
    output: z.object({ email: z.string(), blocked: z.nullable(blockedRow), signup: signupOfAddress }),
    sample: (fx) => ({ data: { email: fx.email('lookup') } }),
  }),
  block_email: action({
    summary: 'Blocks an address by hand, with a reason.',
    input: z.object({
      email,
      reason: z.string({ error: 'Please give a reason' }).check(z.trim(), z.minLength(1, 'Please give a reason'), z.maxLength(500, 'The reason is too long (max 500 characters)')),
    }),
    output: blockedRow,
    status: 201,
    sample: (fx) => ({ data: { email: fx.email('block'), reason: 'Contract sample' } }),
  }),
  unblock_email: action({
    summary: 'Removes an address from the block list.',
    input: z.object({ email }),
    output: z.object({ email: z.string(), unblocked: z.literal(true), was: blockedRow }),
    sample: async (fx) => {
      const address = fx.email('unblock');
      await fx.call('adminConsole', 'block_email', { email: address, reason: 'Contract sample' });
      return { data: { email: address } };
    },
  }),

  // ---------- founding members (who may join founding-members events) ----------
  list_founding_members: action({
    summary: 'One page of founding members (by address), with when and by whom they were marked, the total and the next page cursor.',
    input: z.object({ cursor: z.nullish(z.string().check(z.maxLength(2000))) }),
    output: z.object({ rows: z.array(foundingMember), total: count, next: z.nullable(z.string()) }),
    sample: { data: { cursor: null } },
  }),
  set_founding_member: action({
    summary: 'Marks or unmarks an address as a founding member.',
    input: z.object({ email, founding: z.boolean({ error: 'Say whether this address is a founding member' }) }),
    output: z.object({ email: z.string(), founding_member: z.boolean() }),
    sample: (fx) => ({ data: { email: fx.email('founding'), founding: true } }),
  }),

  // ---------- goal accountability ----------
  get_goal_accountability: action({
    summary: `Goal-accountability programme health over the last ${ACCOUNTABILITY_WINDOW_DAYS} days (today included): the figures, a page (${MEMBERS_SHOWN}) of the members checking in and of those who need support, each with the cursor of its next page, and the latest check-ins.`,
    input: z.object({ members_cursor: z.nullish(z.string().check(z.maxLength(2000))), needs_support_cursor: z.nullish(z.string().check(z.maxLength(2000))) }),
    output: accountability,
    sample: { data: {} },
  }),

  // ---------- error reports ----------
  list_errors: action({
    summary: 'The error groups seen in the last `days` Tokyo days, most recently seen first, with their counts today, over the window and in total.',
    input: errorsWindow,
    output: z.object({ days: z.number(), today: z.string(), errors: z.array(errorGroup) }),
    sample: sampleErrorWindow,
  }),
});
