/**
 * POST /api/email-signup {email, source, metadata, answers}: joining the newsletter list, or (when
 * the metadata names an event) registering for that event. A plain JSON body, anyone.
 *
 * Success is 201 for a new signup or registration, 200 for an address already on the list or
 * already registered. An event that must be paid for or needs a subscription answers 402 with
 * `requiresPayment` or `requiresSubscription` beside the error (the shapes below).
 */
import * as z from '../domain/zod';
import { emailField } from '../domain/email-field';
import { action } from './contract';
import { CITY_SLUGS } from '../content/cities';

/** The cities of the weekly digest (tokyo, osaka, fukuoka, honolulu), at least one when given. */
export const digestCities = z.array(z.enum(CITY_SLUGS)).check(z.minLength(1, 'Choose at least one city for the weekly email.'), z.maxLength(CITY_SLUGS.length));

/** The signup form's email: the address rule, with its two messages. */
export const signupEmail = emailField('Please enter your email address');

const text = z.string().check(z.trim(), z.maxLength(500));
const viewportSize = z.int().check(z.gte(0), z.lte(100_000));
// Every field optional; unknown keys are dropped.
const metadata = z.partial(
  z.object({
    signup_page: text,
    campaign_source: text,
    campaign_medium: text,
    campaign_campaign: text,
    viewport_width: viewportSize,
    viewport_height: viewportSize,
    timezone: text,
    user_agent: text,
    referrer: text,
    event_title: text,
    event_slug: z.string().check(z.trim(), z.maxLength(120)),
  }),
);

/** The place an event registration took, or already had. */
const reservation = z.object({
  rsvpStatus: z.enum(['confirmed', 'waitlisted', 'pending_payment', 'cancelled']),
  waitlistPosition: z.nullable(z.number()),
  currentCount: z.number(),
  capacity: z.number(),
  waitlistCount: z.number(),
  isFull: z.boolean(),
  duplicate: z.boolean(),
  eventSlug: z.string(),
  occurrence: z.string(),
});

const paymentOptions = z.object({ allowSubscription: z.boolean(), allowPerEventPayment: z.boolean(), allowWaitlist: z.boolean() });

/** Beside the 402 error of an event paid per person. */
const requiresPayment = z.object({
  /** Hundredths of the currency unit. */
  eventPrice: z.number(),
  /** Display text of the price, e.g. "¥3,000". */
  eventPriceText: z.string(),
  currency: z.string(),
  /** Until when a place held for this person waits for the payment; null when none is held. */
  holdUntilText: z.nullable(z.string()),
  /** True only for a caller who proved the email (a member session, or a paid subscription Checkout) and subscribes; false for everyone else. */
  hasSubscription: z.boolean(),
  paymentOptions,
  message: z.string(),
});

/** Beside the 402 error of an event for subscribers. */
const requiresSubscription = z.object({
  /** Always false: this answer goes only to callers without a subscription they proved. */
  hasSubscription: z.boolean(),
  message: z.string(),
  subscriptionUrl: z.string(),
  eventInfo: z.object({ eventSlug: z.string() }),
  currentCount: z.number(),
});

export type RequiresPayment = z.output<typeof requiresPayment>;
export type RequiresSubscription = z.output<typeof requiresSubscription>;

export const emailSignupContract = action({
  summary: 'Joins the newsletter list, or registers for the event the metadata names.',
  input: z.object({
    email: signupEmail,
    /** A signup without a source is recorded as from the website. */
    source: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'website'),
    metadata: z._default(metadata, {}),
    answers: z.optional(z.record(z.string(), z.string().check(z.maxLength(200)))),
    /** The list only: the cities whose weekly digest the address reads (absent: the city of the signup page, else Tokyo). */
    cities: z.optional(digestCities),
    /** A paid subscription Checkout of this email (the success page's): proof of the email, as a member session is. */
    sessionId: z.optional(z.string().check(z.trim(), z.maxLength(255))),
  }),
  output: z.union([
    // The newsletter list (subscribed_at is left out for an address already on it).
    z.object({ email: z.string(), status: z.literal('active'), subscribed_at: z.optional(z.string()) }),
    // An event registration.
    z.object({ email: z.string(), eventSlug: z.string() }),
  ]),
  extra: z.object({
    message: z.string(),
    isDuplicate: z.boolean(),
    /** The list only: the address had unsubscribed and is on the list again. */
    reactivated: z.optional(z.boolean()),
    /** An event registration only. */
    reservation: z.optional(reservation),
  }),
  status: 201,
  sample: (fx) => ({ data: { email: fx.email('signup'), source: 'website', metadata: { signup_page: '/' }, cities: ['tokyo' as const, 'osaka' as const] } }),
});
