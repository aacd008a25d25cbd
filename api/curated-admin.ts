/**
 * POST /api/curated-fika-admin (admin only): the Curated Fika dashboard's actions.
 *
 * The body is `{action, data, filters, limit, cursor, offset}`. `data` is each action's input below; the
 * list actions also read the top-level `filters` (or `data.filters`), `limit` (default 50, 1 to
 * 500) and `cursor` (the previous page's `next`; `offset`, default 0, for older clients):
 * `CuratedAdminBodies` names them per action. A cursor this server did not make answers 400. Blank filter values
 * are ignored and values over 200 characters refused.
 */
import * as z from '../domain/zod';
import { EMAIL_MAX } from '../domain/email-address';
import { CURRENCIES } from '../content/cities';
import type { ApplicationFilters } from '../domain/curated/filters';
import type { SessionFilters } from '../domain/curated/filters';
import { RATING_FIELDS } from '../domain/curated/forms';
import { APPLICATION_STATUSES, PARTICIPATION_STATUSES, SESSION_STATUSES } from '../domain/curated/rules';
import { action, actions, once, type SampleFixture } from './contract';
import { applicationForm, participation } from './curated';
import { exportView } from './admin-console';

// ---------- inputs ----------

/** A session's, venue's or application's free-form fields (checked field by field by functions/curated). */
const obj = z.record(z.string(), z.unknown(), { error: 'data must be an object' });
/** Ids, cities, countries and filter values end up in table keys: bounded well below DynamoDB's 1 KB sort key. */
const ID_MAX = 100;
const PLACE_MAX = 100;
const id = (name: string) => z.string({ error: `${name} is required` }).check(z.minLength(1, `${name} is required`), z.maxLength(ID_MAX, `${name} must be at most ${ID_MAX} characters`));
const ids = (error?: string) => z.array(z.string().check(z.maxLength(ID_MAX, `Application ids must be at most ${ID_MAX} characters`)), error ? { error } : undefined);
const place = (label: string) => z.optional(z.string().check(z.maxLength(PLACE_MAX, `${label} must be at most ${PLACE_MAX} characters`)));
const sessionId = z.object({ sessionId: id('sessionId') });
const none = z.object({});

/** The list actions' top-level fields beside `data`. */
export interface ListBody<F> {
  filters?: F;
  limit?: number;
  /** The `next` of the previous page (cursor lists); absent for the first page. */
  cursor?: string;
  /** Older clients: rows to skip (read, so it costs what it skips); cursor lists answer `next` instead. */
  offset?: number;
}
export interface FeedbackFilters {
  min_satisfaction?: number | string;
  /** The same minimum, under the rating's own name. */
  overall_satisfaction?: number | string;
  session_id?: string;
}
export interface VenueFilters {
  city?: string;
  venue_type?: string;
  venue_area?: string;
}
/** The top-level body fields each action reads besides `data`. */
export interface CuratedAdminBodies {
  get_applications: ListBody<ApplicationFilters>;
  export_applications: Pick<ListBody<ApplicationFilters>, 'filters'>;
  get_sessions: ListBody<SessionFilters>;
  get_feedback: ListBody<FeedbackFilters>;
  get_venues: ListBody<VenueFilters>;
}

// ---------- outputs ----------

const pagination = once(() => z.object({ total: z.number(), limit: z.number(), offset: z.number() }));
/**
 * A cursor list's page: `next` is the cursor of the next page (null on the last); `total` comes
 * from the figures kept with each change, null when a filter no figure counts narrows the list.
 */
const cursorPagination = once(() => z.object({ total: z.nullable(z.number()), limit: z.number(), offset: z.number() }));
const cursorPaged = <T extends z.ZodMiniType>(row: T) => z.object({ data: z.array(row), pagination: cursorPagination(), next: z.nullable(z.string()) });
/** A cursor list whose every filter has a figure: its total is always known. */
const cursorCounted = <T extends z.ZodMiniType>(row: T) => z.object({ data: z.array(row), pagination: pagination(), next: z.nullable(z.string()) });
const text = z.string();
const texts = z.array(z.string());
const maybe = <T extends z.ZodMiniType>(t: T) => z.optional(t);
const orNull = <T extends z.ZodMiniType>(t: T) => z.nullable(t);

const application = once(() => z.object({
  id: text,
  first_name: text,
  last_name: text,
  email: text,
  nationality: text,
  profession: text,
  industry: text,
  career_stage: text,
  interests: texts,
  fika_goals: texts,
  communication_style: text,
  location_preference: text,
  schedule_preference: text,
  additional_info: text,
  city: text,
  country: text,
  application_status: z.enum(APPLICATION_STATUSES),
  submitted_at: text,
  updated_at: maybe(text),
  is_premium_member: z.boolean(),
  admin_notes: maybe(text),
  status_history: maybe(z.array(z.object({ from: text, to: text, at: text, by: text, notes: maybe(text) }))),
  last_status_email_at: maybe(text),
}));

const session = once(() => z.object({
  id: text,
  session_title: text,
  session_date: text,
  session_status: z.enum(SESSION_STATUSES),
  venue_name: text,
  venue_address: text,
  venue_area: text,
  venue_id: orNull(text),
  venue_timezone: text,
  city: text,
  country: text,
  max_participants: z.number(),
  current_participants: z.number(),
  session_duration: z.number(),
  price_per_person: z.number(),
  price_is_custom: maybe(z.boolean()),
  total_revenue: z.number(),
  emptied_at: maybe(text),
  host_notes: text,
  target_interests: texts,
  target_themes: texts,
  registration: z.enum(['open', 'curated', 'ai']),
  created_at: text,
  updated_at: maybe(text),
  status_notes: maybe(text),
}));

const paymentStatus = once(() => z.enum(['paid', 'unpaid', 'refunded']));

/** A participant as stored. */
const participant = once(() => z.object({
  id: text,
  session_id: text,
  application_id: text,
  email: text,
  first_name: text,
  last_name: text,
  participation_status: z.enum(PARTICIPATION_STATUSES),
  payment_status: paymentStatus(),
  payment_amount: orNull(z.number()),
  payment_date: orNull(text),
  payment_intent_id: maybe(text),
  checkout_session_id: maybe(text),
  refunded_at: maybe(text),
  refund_id: maybe(text),
  created_at: text,
  is_replacement: maybe(z.boolean()),
  invitation_sent_at: maybe(text),
  confirmed_at: maybe(text),
  reminder_sent_at: maybe(text),
  nudge_count: maybe(z.number()),
  last_nudge_at: maybe(text),
  feedback_email_sent_at: maybe(text),
  feedback_submitted_at: maybe(text),
  cancelled_at: maybe(text),
  cancellation_reason: maybe(text),
}));

/** A participant as the dashboard lists it: the person's name and email nested (the details add their whole application). */
const participantRow = once(() => z.object({
  id: text,
  session_id: text,
  application_id: text,
  participation_status: z.enum(PARTICIPATION_STATUSES),
  payment_status: paymentStatus(),
  payment_amount: orNull(z.number()),
  payment_date: orNull(text),
  refunded_at: orNull(text),
  invitation_sent_at: orNull(text),
  confirmed_at: orNull(text),
  nudge_count: z.number(),
  cancellation_reason: orNull(text),
  is_replacement: z.boolean(),
  application: z.looseObject({
    id: text,
    first_name: text,
    last_name: text,
    email: text,
    career_stage: maybe(text),
    profession: maybe(text),
    industry: maybe(text),
    is_premium_member: maybe(z.boolean()),
    interests: maybe(texts),
  }),
}));

const sessionView = once(() => z.extend(session(), { curated_fika_participants: z.array(participantRow()) }));

const venue = once(() => z.object({
  id: text,
  name: text,
  venue_type: text,
  venue_tier: text,
  address: text,
  venue_area: text,
  capacity_small: z.number(),
  description: text,
  phone: text,
  average_cost_per_person: z.number(),
  noise_level: text,
  rating: orNull(z.number()),
  usage_count: z.number(),
  image_url: text,
  city: text,
  country: text,
  created_at: text,
}));

const ratings = <T extends z.ZodMiniType>(t: T) => z.object(Object.fromEntries(RATING_FIELDS.map((k) => [k, t])) as Record<(typeof RATING_FIELDS)[number], T>);

const feedback = once(() => z.extend(ratings(z.number()), {
  id: text,
  session_id: text,
  participant_id: text,
  application_id: text,
  connection_made: z.boolean(),
  would_attend_again: z.boolean(),
  individual_connections: orNull(z.number()),
  preferred_group_size: orNull(text),
  all_attendees_present: orNull(z.boolean()),
  expected_attendees: orNull(z.number()),
  actual_attendees: orNull(z.number()),
  attendee_notes: text,
  what_worked_well: text,
  what_could_improve: text,
  memorable_moments: text,
  submitted_at: text,
  session: z.object({ id: text, session_title: text, session_date: text, venue_name: text }),
  participant: z.object({ id: text, first_name: text, last_name: text, email: text }),
}));

const feedbackStats = once(() => z.object({
  total_responses: z.number(),
  /** Average of each rating, one decimal (0 with no responses). */
  average_ratings: ratings(z.number()),
  connection_stats: z.object({ connections_made_percent: z.number(), would_attend_again_percent: z.number() }),
}));

/** Money in one currency (whole units); currencies are never added together. */
const currencyTotal = once(() => z.object({ currency: z.enum(CURRENCIES), amount: z.number() }));

/** What one compatibility-score matching run created. */
const matchResult = once(() => z.object({
  sessionsCreated: z.number(),
  applicationsProcessed: z.number(),
  applicationsMatched: z.number(),
  unmatched: z.number(),
  alreadyInSessions: z.number(),
  sessions: z.array(z.object({ id: text, session_title: text, session_date: text, venue_name: text, score: z.number(), members: texts })),
  message: text,
}));

/** The compatibility score (functions/curated/score.ts) of one pair, part by part. */
const scoreBreakdown = once(() => z.object({
  professional: z.number(),
  interests: z.number(),
  goals: z.number(),
  communication: z.number(),
  location: z.number(),
  diversity: z.number(),
  total: z.number(),
  commonInterests: texts,
  commonGoals: texts,
}));

const counts = <K extends string>(...names: K[]) => z.object(Object.fromEntries(names.map((k) => [k, z.number()])) as Record<K, z.ZodMiniNumber>);

// ---------- samples ----------

const DAY_MS = 86_400_000;

type City = 'Tokyo' | 'Osaka';
const form = (email: string, city: City = 'Tokyo') => ({ ...applicationForm(email), city });

/** A submitted application: its id and email. */
async function applicant(fx: SampleFixture, city?: City): Promise<{ id: string; email: string }> {
  const email = fx.email('curated');
  const r = (await fx.call('curated', 'submit_application', form(email, city))) as { data: { applicationId: string } };
  return { id: r.data.applicationId, email };
}

/** An approved application of a premium member (who subscribed and paid through Checkout). */
async function approvedPremium(fx: SampleFixture, city?: City): Promise<string> {
  const email = fx.email('premium');
  await fx.subscribe(email);
  const r = (await fx.call('curated', 'submit_application', form(email, city))) as { data: { applicationId: string } };
  await fx.call('curatedAdmin', 'update_application_status', { applicationId: r.data.applicationId, status: 'approved' });
  return r.data.applicationId;
}

/** Session fields for a Tokyo session two weeks after the clock's now (venue wall-clock time). */
const sessionData = (fx: SampleFixture, title = 'Sunday Fika in Shibuya') => ({
  session_title: title,
  session_date: `${new Date(fx.now().getTime() + 14 * DAY_MS).toISOString().slice(0, 10)}T14:00`,
  venue_name: 'Fuglen Tokyo',
  venue_address: '1-16-11 Tomigaya, Shibuya',
  venue_area: 'Shibuya & Harajuku',
  max_participants: 4,
});

async function openSession(fx: SampleFixture): Promise<string> {
  const r = (await fx.call('curatedAdmin', 'create_open_session', { sessionData: sessionData(fx) })) as { data: { sessionId: string } };
  return r.data.sessionId;
}

/** A session formed from two approved premium applications: its id and its first participant's. */
async function groupSession(fx: SampleFixture): Promise<{ sessionId: string; participantId: string }> {
  const applicationIds = [await approvedPremium(fx), await approvedPremium(fx)];
  const r = (await fx.call('curatedAdmin', 'create_session_from_applications', { applicationIds, sessionData: sessionData(fx, 'Small group fika') })) as { data: { sessionId: string } };
  return { sessionId: r.data.sessionId, participantId: `${r.data.sessionId}.${applicationIds[0]}` };
}

// ---------- actions ----------

export const curatedAdminActions = actions({
  get_admin_stats: action({
    summary: 'The overview: application and session counts, this week, this month’s revenue per currency.',
    input: none,
    output: () => z.object({
      applications: counts('total', 'pending', 'approved'),
      trends: counts('applicationsThisWeek'),
      sessions: counts('active', 'total', 'emptied'),
      /** Payments this month less their refunds, one total per currency. */
      revenue: z.object({ thisMonth: z.array(currencyTotal()) }),
      potentialSessions: z.number(),
    }),
    sample: { data: {} },
  }),
  get_analytics: action({
    summary: 'The Analytics tab, from stored data.',
    input: none,
    output: () => z.object({
      applicationsByStatus: z.record(z.string(), z.number()),
      applicationsByWeek: z.array(z.object({ week: text, count: z.number() })),
      premiumShare: z.number(),
      sessionsByStatus: z.record(z.string(), z.number()),
      seatFillPercent: z.number(),
      revenueByMonth: z.array(z.object({ currency: z.enum(CURRENCIES), months: z.array(z.object({ month: text, amount: z.number() })) })),
      feedback: feedbackStats(),
    }),
    sample: { data: {} },
  }),

  // ---------- applications ----------
  get_applications: action({
    summary: 'Applications matching the filters, newest first, one page (top-level filters, limit, cursor: the previous page’s next).',
    input: none,
    output: () => cursorPaged(application()),
    sample: async (fx) => {
      await applicant(fx);
      return { data: {}, extra: { filters: { status: 'submitted', city: 'Tokyo' }, limit: 5, offset: 0 } };
    },
  }),
  export_applications: action({
    summary: 'Kept for older callers: starts the export of the filtered applications (top-level filters), as admin-console start_export `{kind: "curated-applications"}`; the file comes from get_export.',
    input: none,
    output: () => exportView,
    status: 202,
    sample: { data: {}, extra: { filters: { city: 'Tokyo' } } },
  }),
  get_application_details: action({
    summary: 'One application (premium re-checked) with its participations.',
    input: z.object({ applicationId: id('applicationId') }),
    output: () => z.extend(application(), { sessions: z.array(participation) }),
    sample: async (fx) => ({ data: { applicationId: (await applicant(fx)).id } }),
  }),
  get_application_by_email: action({
    summary: 'The application of an email address, or null.',
    input: z.object({ email: z.string({ error: 'Email is required' }).check(z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)) }),
    output: () => z.nullable(application()),
    sample: async (fx) => ({ data: { email: (await applicant(fx)).email } }),
  }),
  update_application_status: action({
    summary: 'Moves an application along the allowed status changes, recorded in its history.',
    input: z.object({ applicationId: id('applicationId'), status: id('status'), notes: z.optional(z.string().check(z.maxLength(1000))) }),
    output: () => application(),
    sample: async (fx) => ({ data: { applicationId: (await applicant(fx)).id, status: 'under_review', notes: 'Looks good' } }),
  }),
  send_application_status_update: action({
    summary: 'Emails the applicant a status update with an optional personal message.',
    input: z.object({ applicationId: id('applicationId'), status: id('status'), personalizedMessage: z.optional(z.string().check(z.maxLength(2000))) }),
    output: () => z.object({ sent: z.boolean(), email: text }),
    sample: async (fx) => ({ data: { applicationId: (await applicant(fx)).id, status: 'under_review', personalizedMessage: 'We are reading it now.' } }),
  }),

  // ---------- sessions ----------
  get_sessions: action({
    summary: 'Sessions matching the filters with their participants, newest session first, one page (top-level filters, limit, cursor: the previous page’s next).',
    input: none,
    output: () => cursorPaged(sessionView()),
    sample: async (fx) => {
      await openSession(fx);
      return { data: {}, extra: { filters: { city: 'Tokyo' }, limit: 5, offset: 0 } };
    },
  }),
  get_session_details: action({
    summary: 'One session with its participants (each with their application) and its feedback count.',
    input: sessionId,
    output: () => z.extend(sessionView(), { feedback_count: z.number() }),
    sample: async (fx) => ({ data: { sessionId: (await groupSession(fx)).sessionId } }),
  }),
  create_session: action({
    summary: 'Creates a session: open registration, or with 2-4 approved premium applications invited.',
    input: z.object({ sessionData: obj, applicationIds: z.optional(ids()) }),
    output: () => z.extend(session(), { participants: z.array(participant()), sessionId: text, participantCount: z.number() }),
    status: 201,
    sample: (fx) => ({ data: { sessionData: sessionData(fx, 'Open fika') } }),
  }),
  create_session_from_applications: action({
    summary: 'Creates a curated session with 2-4 approved premium applications invited.',
    input: z.object({ applicationIds: ids('Please select 2-4 applications to create a curated session.'), sessionData: obj }),
    output: () => z.object({ sessionId: text, participantCount: z.number(), sessionTitle: text }),
    status: 201,
    sample: async (fx) => ({ data: { applicationIds: [await approvedPremium(fx), await approvedPremium(fx)], sessionData: sessionData(fx, 'Curated pair') } }),
  }),
  create_open_session: action({
    summary: 'Creates a session open for registration.',
    input: z.object({ sessionData: obj }),
    output: () => z.object({ sessionId: text, sessionTitle: text, maxParticipants: z.number() }),
    status: 201,
    sample: (fx) => ({ data: { sessionData: sessionData(fx) } }),
  }),
  update_session_details: action({
    summary: 'Edits a session (a new time or city must still suit everyone holding a place).',
    input: z.object({ sessionId: id('sessionId'), updates: obj }),
    output: () => session(),
    sample: async (fx) => ({ data: { sessionId: await openSession(fx), updates: { session_title: 'Renamed fika', host_notes: 'Bring a book' } } }),
  }),
  update_session_status: action({
    summary: 'Sets a session’s status; cancelling refunds paid places and tells those who know of their place.',
    input: z.object({ sessionId: id('sessionId'), status: id('status'), notes: z.optional(z.string().check(z.maxLength(1000))) }),
    output: () => z.object({ session: session(), notified: z.number(), refunded: z.number() }),
    sample: async (fx) => ({ data: { sessionId: await openSession(fx), status: 'confirmed' } }),
  }),
  delete_session: action({
    summary: 'Deletes a session and its participants (409 while paid places remain, unless force-deleted).',
    input: z.object({
      sessionId: id('sessionId'),
      options: z.optional(z.object({ force_delete: z.optional(z.boolean()), acknowledged_confirmations: z.optional(z.unknown()), send_cancellation_emails: z.optional(z.boolean()) })),
    }),
    output: () => z.object({ deleted: z.literal(true), participants_affected: z.number(), emails_sent: z.number(), refunded: z.number() }),
    sample: async (fx) => ({ data: { sessionId: (await groupSession(fx)).sessionId, options: { send_cancellation_emails: true } } }),
  }),

  // ---------- participants ----------
  add_participant_to_session: action({
    summary: 'Adds an approved premium application to a session, optionally emailing the invitation.',
    input: z.object({
      sessionId: id('sessionId'),
      applicationId: z.string({ error: 'Please select an application' }).check(z.minLength(1, 'Please select an application'), z.maxLength(ID_MAX, `applicationId must be at most ${ID_MAX} characters`)),
      options: z.optional(z.object({ send_invitation_email: z.optional(z.boolean()), is_replacement: z.optional(z.boolean()) })),
    }),
    output: () => z.object({ participant: participant(), invitationSent: z.boolean() }),
    status: 201,
    sample: async (fx) => ({ data: { sessionId: await openSession(fx), applicationId: await approvedPremium(fx), options: { send_invitation_email: true } } }),
  }),
  delete_participant: action({
    summary: 'Removes an invited or confirmed participant, optionally emailing them.',
    input: z.object({ participantId: id('participantId'), options: z.optional(z.object({ send_removal_email: z.optional(z.boolean()) })) }),
    output: () => z.object({ removed: z.literal(true), emailSent: z.boolean() }),
    sample: async (fx) => ({ data: { participantId: (await groupSession(fx)).participantId, options: { send_removal_email: true } } }),
  }),
  update_participant_status: action({
    summary: 'Sets a participant’s status (paid records a payment made outside Stripe).',
    input: z.object({ participantId: id('participantId'), status: id('status') }),
    output: () => participant(),
    sample: async (fx) => ({ data: { participantId: (await groupSession(fx)).participantId, status: 'confirmed' } }),
  }),
  cancel_participant_attendance: action({
    summary: 'Cancels a participant’s place at any time (a paid place is refunded).',
    input: z.object({ participantId: id('participantId'), cancellationReason: z.optional(z.string().check(z.maxLength(500))) }),
    output: () => z.object({ participantId: text, participation_status: z.literal('cancelled'), alreadyCancelled: z.boolean() }),
    sample: async (fx) => ({ data: { participantId: (await groupSession(fx)).participantId, cancellationReason: 'Moved away' } }),
  }),

  // ---------- outreach ----------
  send_session_invitations: action({
    summary: 'Emails the invitation to invited participants not yet invited.',
    input: sessionId,
    output: () => z.extend(counts('invitationsSent', 'totalParticipants'), { sessionTitle: text }),
    sample: async (fx) => ({ data: { sessionId: (await groupSession(fx)).sessionId } }),
  }),
  send_session_reminder: action({
    summary: 'Emails a reminder to confirmed and paid participants not yet reminded.',
    input: sessionId,
    output: () => z.extend(counts('remindersSent', 'totalEligible'), { sessionTitle: text }),
    sample: async (fx) => ({ data: { sessionId: (await groupSession(fx)).sessionId } }),
  }),
  send_confirmation_nudges: action({
    summary: 'Nudges invited participants who have not answered (at most two nudges each).',
    input: sessionId,
    output: () => z.extend(counts('nudgesSent', 'firstNudges', 'secondNudges'), { sessionTitle: text }),
    sample: async (fx) => {
      const { sessionId: id } = await groupSession(fx);
      await fx.call('curatedAdmin', 'send_session_invitations', { sessionId: id });
      return { data: { sessionId: id } };
    },
  }),
  send_feedback_emails: action({
    summary: 'Asks the people who came to a completed session for feedback.',
    input: sessionId,
    output: () => z.extend(counts('emailsSent', 'totalParticipants'), { sessionTitle: text }),
    sample: async (fx) => {
      const { sessionId: id } = await groupSession(fx);
      await fx.call('curatedAdmin', 'update_session_status', { sessionId: id, status: 'completed' });
      return { data: { sessionId: id } };
    },
  }),

  // ---------- feedback ----------
  get_feedback: action({
    summary: 'Feedback, newest first, one page (top-level filters min_satisfaction, session_id; limit, cursor: the previous page’s next).',
    input: none,
    output: () => cursorCounted(feedback()),
    sample: { data: {}, extra: { filters: { min_satisfaction: 1 }, limit: 10, offset: 0 } },
  }),
  get_feedback_stats: action({
    summary: 'Feedback totals: responses, average ratings, connection rates.',
    input: none,
    output: () => feedbackStats(),
    sample: { data: {} },
  }),

  // ---------- matching (the rule-based compatibility score of functions/curated/score.ts) ----------
  run_ai_matching: action({
    summary: 'Groups a city’s unplaced approved premium applications by compatibility score into invited sessions.',
    input: z.object({ city: place('City'), country: place('Country') }),
    output: () => matchResult(),
    sample: async (fx) => {
      await approvedPremium(fx, 'Osaka');
      await approvedPremium(fx, 'Osaka');
      return { data: { city: 'Osaka', country: 'Japan' } };
    },
  }),
  run_ai_matching_v2: action({
    summary: 'The same grouping, with a minimum average score a member must reach (default 50).',
    input: z.object({ city: place('City'), country: place('Country'), min_score: z.optional(z.number({ error: 'min_score must be a number from 0 to 100' }).check(z.gte(0), z.lte(100))) }),
    output: () => matchResult(),
    sample: async (fx) => {
      await approvedPremium(fx, 'Osaka');
      await approvedPremium(fx, 'Osaka');
      return { data: { city: 'Osaka', country: 'Japan', min_score: 0 } };
    },
  }),
  find_compatible_applications: action({
    summary: 'Ranks the city’s approved premium applications by compatibility score with one application.',
    input: z.object({ applicationId: id('applicationId'), limit: z.optional(z.int().check(z.gte(1), z.lte(50))) }),
    output: () => z.object({
      application: z.object({ id: text, first_name: text, last_name: text, city: text }),
      matches: z.array(
        z.object({
          score: z.number(),
          breakdown: scoreBreakdown(),
          application: z.object({
            id: text,
            first_name: text,
            last_name: text,
            email: text,
            career_stage: text,
            profession: text,
            industry: text,
            interests: texts,
            fika_goals: texts,
            communication_style: text,
            location_preference: text,
          }),
        }),
      ),
    }),
    sample: async (fx) => {
      await approvedPremium(fx);
      return { data: { applicationId: (await applicant(fx)).id, limit: 5 } };
    },
  }),

  // ---------- venues ----------
  get_venues: action({
    summary: 'Venues by city then name, one page (top-level filters city, venue_type, venue_area; limit, cursor: the previous page’s next).',
    input: none,
    output: () => cursorCounted(venue()),
    sample: { data: {}, extra: { filters: { city: 'Tokyo' }, limit: 20 } },
  }),
  add_venue: action({
    summary: 'Adds a venue (defaults: cafe, premium tier, moderate noise, capacity 4, the city’s average cost).',
    input: z.object({ venueData: obj }),
    output: () => venue(),
    status: 201,
    sample: { data: { venueData: { name: 'Glitch Coffee', address: '3-16 Kanda Nishikicho', city: 'Tokyo', venue_area: 'Kanda' } } },
  }),
});
