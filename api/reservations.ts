/**
 * POST /api/reservations: availability for the event pages, and the emailed cancel link (look up
 * the reservation behind its token, then cancel it). Anyone; the cancel token is the proof.
 */
import * as z from '../domain/zod';
import { action, actions, type SampleFixture } from './contract';
import { INVALID_LINK } from '../domain/reservations/messages';
import { SERIES_MESSAGES } from '../domain/reservations/messages';
import { signupEmail } from './email-signup';

const token = z.string({ error: INVALID_LINK }).check(z.minLength(1, INVALID_LINK), z.maxLength(1000, INVALID_LINK));

const seriesToken = z.string({ error: SERIES_MESSAGES.invalidLink }).check(z.minLength(1, SERIES_MESSAGES.invalidLink), z.maxLength(1000, SERIES_MESSAGES.invalidLink));
const SERIES_SAMPLE_EVENT = 'weekly-saturday-morning-fika-yoyogi-uehara';

/** One date of a series registration as it was registered. */
const seriesDate = z.object({
  occurrence: z.string(),
  status: z.enum(['confirmed', 'waitlisted', 'full', 'pending_payment', 'cancelled']),
  waitlistPosition: z.nullable(z.number()),
  duplicate: z.boolean(),
});

/**
 * What joining a series answers: each date's outcome, or, for a caller who has not proved the email,
 * `pending` with no dates (a confirmation link was emailed).
 */
const seriesAnswer = z.object({
  eventSlug: z.string(),
  status: z.enum(['active', 'paused', 'cancelled', 'pending']),
  dates: z.array(seriesDate),
  confirmed: z.number(),
  waitlisted: z.number(),
  message: z.string(),
});

/** A series as its manage page shows it: its future places. */
const seriesView = z.object({
  eventSlug: z.string(),
  eventTitle: z.string(),
  status: z.enum(['active', 'paused', 'cancelled']),
  dates: z.array(z.object({ occurrence: z.string(), dateText: z.string(), status: z.enum(['confirmed', 'waitlisted', 'pending_payment', 'cancelled']), waitlistPosition: z.nullable(z.number()) })),
});

/** A series asked for the weekly sample event without signing in: the token of the confirmation link it mails. */
async function confirmationOfNewSeries(fx: SampleFixture): Promise<{ email: string; token: string }> {
  const email = fx.email('series');
  await fx.call('reservations', 'join_series', { email, eventSlug: SERIES_SAMPLE_EVENT });
  return { email, token: decodeURIComponent(fx.lastLink(email, /\/series\/confirm\//).pathname.split('/').pop()!) };
}

/** A series registration for the weekly sample event, confirmed: the token of the manage link it mails. */
async function tokenOfNewSeries(fx: SampleFixture): Promise<string> {
  const { email, token } = await confirmationOfNewSeries(fx);
  await fx.call('reservations', 'confirm_series', { token });
  return decodeURIComponent(fx.lastLink(email, /\/series\/(?!confirm\/)/).pathname.split('/').pop()!);
}

const availability = z.object({
  eventSlug: z.string(),
  /** The next bookable occurrence (YYYY-MM-DD), null when there is none. */
  occurrence: z.nullable(z.string()),
  currentCount: z.number(),
  capacity: z.number(),
  waitlistCount: z.number(),
  isFull: z.boolean(),
});

const cancellation = z.object({
  allowed: z.boolean(),
  eventStarted: z.boolean(),
  late: z.boolean(),
  noShow: z.boolean(),
  feeOwedCents: z.number(),
  warning: z.nullable(z.string()),
  feeText: z.nullable(z.string()),
});

const reservationView = z.object({
  eventSlug: z.string(),
  eventTitle: z.string(),
  occurrence: z.string(),
  dateText: z.string(),
  timeText: z.string(),
  location: z.string(),
  status: z.enum(['confirmed', 'waitlisted', 'pending_payment', 'cancelled']),
  waitlistPosition: z.nullable(z.number()),
  /** What a cancellation now would mean (the notice rules: docs/reservations.md). */
  cancellation,
  cancelledAt: z.nullable(z.string()),
  lateCancellation: z.boolean(),
  noShow: z.boolean(),
  feeOwedCents: z.number(),
  /** The refund terms of a place paid online; null for anything not paid. */
  refund: z.nullable(z.object({ terms: z.string(), ifCancelledNow: z.string(), outcome: z.nullable(z.string()) })),
});

/** A registration for a free event, as the event page makes it: the token of the cancel link it mails. */
async function cancelTokenOfNewReservation(fx: SampleFixture): Promise<string> {
  const { slug } = fx.event();
  const email = fx.email('reservation');
  await fx.post('emailSignup', { email, source: `event:${slug}`, metadata: { event_slug: slug, event_title: slug } });
  return decodeURIComponent(fx.lastLink(email, /\/cancel-reservation\//).pathname.split('/').pop()!);
}

export const reservationsActions = actions({
  get_availability: action({
    summary: "Places taken and people waiting for each event's next occurrence (unknown slugs are left out).",
    input: z.object({
      slugs: z.array(z.string().check(z.maxLength(120)), { error: 'slugs must be a list of event slugs' }).check(z.maxLength(50, 'At most 50 events at a time')),
    }),
    output: z.array(availability),
    sample: (fx) => ({ data: { slugs: [fx.event().slug] } }),
  }),
  get_reservation: action({
    summary: 'The reservation behind a cancel link, with what cancelling it now would mean.',
    input: z.object({ token }),
    output: reservationView,
    sample: async (fx) => ({ data: { token: await cancelTokenOfNewReservation(fx) } }),
  }),
  cancel_reservation: action({
    summary: 'Cancels the reservation behind a cancel link (a late cancellation must be acknowledged).',
    input: z.object({ token, acknowledgeLate: z.optional(z.boolean()) }),
    output: z.extend(reservationView, { message: z.string(), seriesPaused: z.optional(z.boolean()) }),
    sample: async (fx) => ({ data: { token: await cancelTokenOfNewReservation(fx), acknowledgeLate: true } }),
  }),
  join_series: action({
    summary: 'Registers for every upcoming date of a recurring event within eight weeks ("Come every week"), each confirmed or waitlisted on its own; the series keeps adding dates.',
    input: z.object({
      email: signupEmail,
      eventSlug: z.string().check(z.minLength(1), z.maxLength(120)),
      answers: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
    }),
    output: seriesAnswer,
    sample: (fx) => ({ data: { email: fx.email('series'), eventSlug: SERIES_SAMPLE_EVENT } }),
  }),
  confirm_series: action({
    summary: "The emailed link of a series asked for without signing in: the address's owner takes the places on every date (once; the link is single use).",
    input: z.object({ token: z.string({ error: SERIES_MESSAGES.confirmLink }).check(z.minLength(1, SERIES_MESSAGES.confirmLink), z.maxLength(1000, SERIES_MESSAGES.confirmLink)) }),
    output: seriesAnswer,
    sample: async (fx) => ({ data: { token: (await confirmationOfNewSeries(fx)).token } }),
  }),
  get_series: action({
    summary: 'The series behind a manage link, with its future places.',
    input: z.object({ token: seriesToken }),
    output: seriesView,
    sample: async (fx) => ({ data: { token: await tokenOfNewSeries(fx) } }),
  }),
  cancel_series: action({
    summary: 'Cancels a series: it adds no more dates and every future place it holds is cancelled at once (each freed place goes to the next person).',
    input: z.object({ token: seriesToken }),
    output: z.extend(seriesView, { cancelled: z.number(), kept: z.array(z.string()), message: z.string() }),
    sample: async (fx) => ({ data: { token: await tokenOfNewSeries(fx) } }),
  }),
});
