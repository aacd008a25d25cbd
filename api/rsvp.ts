/**
 * POST /api/rsvp: the weekly digest's one-click RSVP page (docs/digest.md). Anyone; the signed
 * token is the only proof of the address. get_rsvp reads what the link offers and changes nothing
 * (mail scanners open links); reserve_rsvp, the page's one button, registers through the normal
 * registration path and answers as POST /api/email-signup does for an event (402 with the payment
 * step for a paid event). A malformed or forged token is 400 (code INVALID_RSVP_LINK); a date no
 * longer open is 410 (code RSVP_DATE_CLOSED).
 */
import * as z from '../domain/zod';
import { action, actions, type SampleFixture } from './contract';
import { emailSignupContract } from './email-signup';
import { RSVP_MESSAGES } from '../domain/reservations/messages';

const token = z.string({ error: RSVP_MESSAGES.invalid }).check(z.minLength(1, RSVP_MESSAGES.invalid), z.maxLength(1000, RSVP_MESSAGES.invalid));

const rsvpView = z.object({
  /** The address the token names (the reader's own). */
  email: z.string(),
  eventSlug: z.string(),
  eventTitle: z.string(),
  occurrence: z.string(),
  dateText: z.string(),
  timeText: z.string(),
  location: z.string(),
  /** The price of an event paid per person (paid at the next step); null when nothing is paid. */
  priceText: z.nullable(z.string()),
  placesLeft: z.number(),
  /** The event asks RSVP questions that need an answer: the page sends the reader to the event page's form instead. */
  needsAnswers: z.boolean(),
  reservationStatus: z.nullable(z.enum(['confirmed', 'waitlisted', 'pending_payment'])),
});

/** A digest reader's RSVP token for the next date of a free event, signed as the weekly-digest job signs it. */
async function tokenOfDigestLink(fx: SampleFixture): Promise<string> {
  const email = fx.email('digest');
  await fx.post('emailSignup', { email, source: 'website', metadata: { signup_page: '/' }, cities: ['tokyo'] });
  const { slug, occurrence } = fx.event();
  return fx.rsvpToken({ slug, occurrence, email });
}

export const rsvpActions = actions({
  get_rsvp: action({
    summary: 'What a digest RSVP link offers (the date, places left, the reader’s place if any); registers nothing.',
    input: z.object({ token }),
    output: rsvpView,
    sample: async (fx) => ({ data: { token: await tokenOfDigestLink(fx) } }),
  }),
  reserve_rsvp: action({
    summary: 'Reserves the place a digest RSVP link names, through the normal registration path.',
    input: z.object({ token }),
    output: emailSignupContract.output,
    extra: emailSignupContract.extra,
    status: 201,
    sample: async (fx) => ({ data: { token: await tokenOfDigestLink(fx) } }),
  }),
});
