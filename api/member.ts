/**
 * POST /api/member-dashboard: member sign-in by emailed link, the member dashboard, weekly
 * check-ins and the goal. Every action but request_access and validate_token needs the member's
 * sign-in session token, as `data.token` or an `Authorization: Bearer` header.
 */
import * as z from '../domain/zod';
import { accessEmailSchema } from '../domain/member/schemas';
import { ENCOURAGEMENT_KINDS, GOAL_INSIGHT_LEVELS, TRENDS } from '../domain/member/rules';
import { action, actions, type SampleFixture } from './contract';
import { LOCALES } from '../content/site/locales';
import { CITY_SLUGS } from '../content/cities';
import { digestCities } from './email-signup';
import { subscriptionView } from './subscription';
import { BAD_CURSOR } from '../domain/cursor';

/**
 * The member's sign-in session token in `data` (the header is the other way). Any value passes
 * this schema: the sign-in check judges it and answers 401 first.
 */
const token = z.optional(z.custom<string>());
/** A form's fields as sent; the check-in and goal rules check them and list every problem at once. */
const formFields = z.record(z.string(), z.unknown());

const checkin = z.object({
  checkin_week: z.string(),
  goals_met: z.nullable(z.string()),
  challenges_faced: z.nullable(z.string()),
  next_week_commitment: z.nullable(z.string()),
  mood_rating: z.nullable(z.number()),
  progress_rating: z.nullable(z.number()),
  time_invested_hours: z.nullable(z.number()),
  overall_progress_percentage: z.nullable(z.number()),
  submitted_at: z.string(),
  updated_at: z.string(),
});

const stats = z.object({
  current_streak: z.number(),
  avg_progress_rating: z.nullable(z.number()),
  improvement_trend: z.enum(TRENDS),
  total_checkins: z.number(),
  days_until_target: z.nullable(z.number()),
});

const goal = z.object({
  title: z.string(),
  description: z.nullable(z.string()),
  target_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

const goalInsight = z.nullable(z.object({ level: z.enum(GOAL_INSIGHT_LEVELS), message: z.string() }));
const encouragement = z.object({ kind: z.enum(ENCOURAGEMENT_KINDS), message: z.string() });

const dashboardData = z.object({
  email: z.string(),
  member_status: z.string(),
  current_week: z.string(),
  this_week_checkin: z.nullable(checkin),
  stats,
  goal: z.nullable(goal),
  goal_insight: goalInsight,
  encouragement,
  recent_checkins: z.array(checkin),
});

/** The language the member's emails are written in, and whether they chose it on the dashboard (else it is the one of the page they signed up from). */
const emailLanguage = z.object({ language: z.enum(LOCALES), chosen: z.boolean() });
const calendarFeed = z.object({ url: z.string(), webcalUrl: z.string(), googleUrl: z.string(), createdAt: z.string() });

const signedIn = async (fx: SampleFixture) => fx.memberToken(fx.email());
const nextMonth = (fx: SampleFixture) => new Date(fx.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);

/** The weekly digest's cities: `subscribed` false means the address is off the list (no digest, `cities` empty). */
const digestChoice = z.object({ subscribed: z.boolean(), cities: z.array(z.enum(CITY_SLUGS)) });

/** One of the member's places, as the dashboard and the event page show it (functions/member/bookings.ts). */
const booking = z.object({
  eventSlug: z.string(),
  /** In the page's language. */
  eventTitle: z.string(),
  occurrence: z.string(),
  dateText: z.string(),
  timeText: z.string(),
  /** A payment hold whose time ran out is `cancelled`: the place is no longer held. */
  status: z.enum(['confirmed', 'waitlisted', 'pending_payment', 'cancelled']),
  waitlistPosition: z.nullable(z.number()),
  holdUntilText: z.nullable(z.string()),
  paid: z.boolean(),
  series: z.boolean(),
  /** The reservation page's token: /cancel-reservation/<token>. */
  token: z.string(),
});
const bookingsPage = z.object({ items: z.array(booking), next: z.nullable(z.string()) });
const receipt = z.object({
  eventSlug: z.string(),
  eventTitle: z.string(),
  occurrence: z.nullable(z.string()),
  dateText: z.nullable(z.string()),
  amountText: z.string(),
  paidAt: z.string(),
  /** As the mailed receipt shows it. */
  reference: z.string(),
});
const receiptsPage = z.object({ items: z.array(receipt), next: z.nullable(z.string()) });
/** A series registration: the manage page is /series/<token>. */
const seriesRow = z.object({ eventSlug: z.string(), eventTitle: z.string(), status: z.enum(['active', 'paused', 'cancelled']), token: z.string() });
const cursor = z.optional(z.nullable(z.string({ error: BAD_CURSOR }).check(z.maxLength(2000, BAD_CURSOR))));
const ownChange = z.object({ cancelled: z.boolean(), resumed: z.boolean(), message: z.string(), subscription: z.nullable(subscriptionView) });

/** A member who subscribes (monthly, paid in the local simulator), signed in. */
async function signedInSubscriber(fx: SampleFixture): Promise<string> {
  const email = fx.email('subscriber');
  await fx.subscribe(email);
  return fx.memberToken(email);
}

export const memberActions = actions({
  request_access: action({
    summary: "Mails a one-time access link when the address is a member's; the answer is the same either way.",
    input: z.object({ email: accessEmailSchema, redirect: z.optional(z.string().check(z.maxLength(2000, 'redirect must be at most 2000 characters'))) }),
    output: z.object({ message: z.string() }),
    sample: (fx) => ({ data: { email: fx.email(), redirect: '/checkin' } }),
  }),
  validate_token: action({
    summary: 'Exchanges an access link (once) for a 24 h sign-in session, or confirms a sign-in session token still valid.',
    input: z.object({ token }),
    output: z.object({ email: z.string(), token: z.string(), expiresAt: z.string(), next: z.optional(z.string()) }),
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  get_dashboard_data: action({
    summary: "The member's dashboard: this week's check-in, stats, goal, encouragement and recent check-ins.",
    input: z.object({ token }),
    output: dashboardData,
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  submit_checkin: action({
    summary: "Saves (or updates) this week's check-in and answers the new stats.",
    input: z.object({ token, checkinData: z.optional(formFields) }),
    output: z.object({ checkin, updated: z.boolean(), stats, encouragement, goal_insight: goalInsight }),
    sample: async (fx) => ({ data: { token: await signedIn(fx), checkinData: { goals_met: 'Two chapters read', mood_rating: 4, progress_rating: 4 } } }),
  }),
  get_checkin_history: action({
    summary: "The member's check-ins, newest first.",
    // The limit is checked by the history rule (a whole number from 1 to 52, 10 when absent).
    input: z.object({ token, limit: z.optional(z.custom<number>()) }),
    output: z.array(checkin),
    sample: async (fx) => ({ data: { token: await signedIn(fx), limit: 5 } }),
  }),
  logout: action({
    summary: 'Ends the sign-in session on the server; answers the same whether or not it existed.',
    input: z.object({ token }),
    output: z.object({ loggedOut: z.boolean() }),
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  export_my_data: action({
    summary: 'Everything held about the signed-in address (signup and consent, membership, reservations, payments, subscription, passport, attendance, check-ins, goal, curated application and sessions, stay-in-touch choices and mutual matches, unsubscribes, closure) as one JSON document.',
    input: z.object({ token }),
    output: z.looseObject({ format: z.number(), email: z.string(), exported_at: z.string(), reservations: z.array(z.unknown()), checkins: z.array(z.unknown()) }),
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  delete_my_account: action({
    summary:
      'Closes the account: every sign-in of the address ends at once, marketing stops (unsubscribed and blocked), upcoming reservations are cancelled, the subscription ends with its period; the personal data is purged 90 days later. `confirm_email` must repeat the signed-in address.',
    // The confirmation is checked by the closure rule (a clear 400 when it does not match).
    input: z.object({ token, confirm_email: z.optional(z.custom<string>()) }),
    output: z.object({ closed: z.literal(true), closed_at: z.string(), purge_after: z.string(), message: z.string() }),
    sample: async (fx) => {
      // Its own member: the sample closes the account it signs in with.
      const email = fx.email('closing');
      return { data: { token: await fx.memberToken(email), confirm_email: email } };
    },
  }),
  set_goal: action({
    summary: "Sets the member's goal and answers the stats that depend on its target date.",
    input: z.object({ token, goal: z.optional(formFields) }),
    output: z.object({ goal, stats, goal_insight: goalInsight }),
    sample: async (fx) => ({ data: { token: await signedIn(fx), goal: { title: 'Run a half marathon', target_date: nextMonth(fx) } } }),
  }),
  get_language: action({
    summary: "The language of the member's emails: the one they chose, else the one of the page they signed up from (English when none).",
    input: z.object({ token }),
    output: emailLanguage,
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  get_calendar_feed: action({
    summary:
      "The member's personal calendar feed (made on first request): a secret URL listing the events they are confirmed or waitlisted for, with webcal:// and Google Calendar subscription links.",
    input: z.object({ token }),
    output: calendarFeed,
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  revoke_calendar_feed: action({
    summary: "Revokes the member's calendar feed URL (it answers 404 from then on); the next get_calendar_feed makes a new one.",
    input: z.object({ token }),
    output: z.object({ revoked: z.boolean() }),
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  get_my_bookings: action({
    summary:
      "The signed-in member's bookings: the first page of their places to come (confirmed, waiting with the position, held for payment) and of past ones, their series registrations, their event receipts and their subscription.",
    input: z.object({ token }),
    output: z.object({ upcoming: bookingsPage, past: bookingsPage, series: z.object({ items: z.array(seriesRow), more: z.boolean() }), payments: receiptsPage, subscription: z.nullable(subscriptionView) }),
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  get_my_reservations: action({
    summary: "A further page of the signed-in member's places, upcoming (soonest first) or past (latest first), from the cursor of the page before (400 on a bad one).",
    input: z.object({ token, when: z.enum(['upcoming', 'past'], { error: 'Please choose upcoming or past bookings.' }), cursor }),
    output: bookingsPage,
    sample: async (fx) => ({ data: { token: await signedIn(fx), when: 'past' as const } }),
  }),
  get_my_payments: action({
    summary: "A further page of the signed-in member's event receipts, newest first, from the cursor of the page before (400 on a bad one).",
    input: z.object({ token, cursor }),
    output: receiptsPage,
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  get_my_reservation: action({
    summary: "The signed-in member's own place on one date of an event (the date given, else its next bookable one), or null: the event page's \"You're going\".",
    input: z.object({
      token,
      eventSlug: z.string({ error: 'Event is required' }).check(z.minLength(1, 'Event is required'), z.maxLength(120, 'Event not found')),
      occurrence: z.optional(z.string().check(z.maxLength(10, 'The date must be written YYYY-MM-DD.'))),
    }),
    output: z.object({ occurrence: z.nullable(z.string()), reservation: z.nullable(booking) }),
    sample: async (fx) => ({ data: { token: await signedIn(fx), eventSlug: fx.event().slug } }),
  }),
  cancel_my_subscription: action({
    summary: "Cancels the signed-in member's own subscription at the end of the paid period (no emailed link: the session proves the address); 404 without one.",
    input: z.object({ token }),
    output: ownChange,
    sample: async (fx) => ({ data: { token: await signedInSubscriber(fx) } }),
  }),
  resume_my_subscription: action({
    summary: "Resumes the signed-in member's own subscription set to end; 404 without one, 409 once it has ended.",
    input: z.object({ token }),
    output: ownChange,
    sample: async (fx) => {
      const token = await signedInSubscriber(fx);
      await fx.call('member', 'cancel_my_subscription', { token });
      return { data: { token } };
    },
  }),
  set_language: action({
    summary: "Sets the language of the member's emails ('en' or 'ja'); it replaces the one recorded at signup.",
    input: z.object({ token, language: z.enum(LOCALES, { error: 'Please choose English or Japanese' }) }),
    output: emailLanguage,
    sample: async (fx) => ({ data: { token: await signedIn(fx), language: 'ja' as const } }),
  }),
  get_digest_cities: action({
    summary: "The cities of the member's weekly digest email, and whether the address is on the newsletter list (only then is there a digest).",
    input: z.object({ token }),
    output: digestChoice,
    sample: async (fx) => ({ data: { token: await signedIn(fx) } }),
  }),
  set_digest_cities: action({
    summary: "Sets the cities of the member's weekly digest email (at least one); 409 when the address is not on the newsletter list.",
    input: z.object({ token, cities: digestCities }),
    output: digestChoice,
    sample: async (fx) => ({ data: { token: await signedIn(fx), cities: ['osaka' as const, 'honolulu' as const] } }),
  }),
});
