/**
 * The event contract: one zod schema per detail-type, a sample payload, and its consumers.
 * Read by the CDK event stack (one rule per detail-type, one target per consumer, a DLQ each rule)
 * and by the local bus (same routing, async, retries, dead-letter store). The consumers
 * themselves (one Lambda each: entry, size) are declared in infra/lambdas.ts.
 */
import * as z from '../domain/zod';
import { storedEmail } from '../domain/email-field';
import type { ConsumerName } from '../infra/lambdas';
import { EXPORT_KINDS } from '../domain/exports';

export const EVENT_SOURCE = 'fika.platform';

/**
 * An object whose every property is built by its function the first time it is read, then kept:
 * a function that writes or reads two detail-types builds those two schemas at its cold start,
 * not all of them.
 */
function builtOnFirstUse<T extends Record<string, () => unknown>>(builders: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const out = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const key of Object.keys(builders) as (keyof T & string)[]) {
    Object.defineProperty(out, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = builders[key]() as ReturnType<T[typeof key]>;
        Object.defineProperty(out, key, { value, enumerable: true, configurable: false, writable: false });
        return value;
      },
    });
  }
  return out;
}

// Exactly the addresses the API edge accepts (domain/email-address.ts), already normalised.
const email = storedEmail();
const iso = z.iso.datetime({ offset: true });

export const schemas = builtOnFirstUse({
  'signup.created': () => z.object({
    email,
    source: z.string(),
    reactivated: z.boolean(),
    eventSlug: z.optional(z.string()),
    /** Where a newsletter signup came from (the signup form's UTM fields), for the analytics counts. */
    utm: z.optional(z.object({ source: z.string(), medium: z.string(), campaign: z.string() })),
  }),
  'reservation.confirmed': () => z.object({
    reservationId: z.string(),
    email,
    eventSlug: z.string(),
    occurrence: z.string(),
    promoted: z.boolean(),
    paid: z.boolean(),
    cancelToken: z.optional(z.string()),
  }),
  'reservation.waitlisted': () => z.object({
    reservationId: z.string(),
    email,
    eventSlug: z.string(),
    occurrence: z.string(),
    waitlistPosition: z.int().check(z.positive()),
    cancelToken: z.optional(z.string()),
  }),
  'reservation.reminder-due': () => z.object({
    reservationId: z.string(),
    email,
    eventSlug: z.string(),
    occurrence: z.string(),
    revealVenue: z.boolean(),
    /** reminder: 24 h before; venue-reveal: the exact venue, `venueReveal.daysBefore` days before; series-check: "still coming?", 48 h before a series place. */
    kind: z.optional(z.enum(['reminder', 'venue-reveal', 'series-check'])),
  }),
  /** A person started a series registration ("Come every week"): the email lists its dates and the manage link. */
  'series.joined': () => z.object({
    seriesId: z.string(),
    email,
    eventSlug: z.string(),
  }),
  'session.cancelled': () => z.object({
    kind: z.enum(['event-reservation', 'curated']),
    email,
    /** event slug, or curated session id */
    sessionId: z.string(),
    occurrence: z.optional(z.string()),
    reservationId: z.optional(z.string()),
    /** the cancelled place was confirmed (frees a seat) rather than waitlisted */
    freedSeat: z.boolean(),
    /** the place was confirmed when cancelled (its confirmation carried a calendar invitation, which the cancellation withdraws); absent from older events */
    wasConfirmed: z.optional(z.boolean()),
    lateCancellation: z.optional(z.boolean()),
    noShow: z.optional(z.boolean()),
    feeOwedCents: z.optional(z.int().check(z.nonnegative())),
    cancelledAt: iso,
  }),
  /**
   * An organiser cancelled a date of an event (cancel_occurrence): one per person who held a place,
   * a hold or a waitlist entry on it, written with that reservation's cancellation. The email is
   * the cancellation in the person's language with the calendar cancellation (METHOD:CANCEL).
   */
  'reservation.occurrence-cancelled': () => z.object({
    reservationId: z.string(),
    email,
    eventSlug: z.string(),
    occurrence: z.string(),
    /** What the person had: a place, a hold awaiting payment, or a waitlist entry. */
    was: z.enum(['confirmed', 'pending_payment', 'waitlisted']),
    /** The place was paid online: it is refunded in full (its refund mail comes with payment.refunded). */
    paid: z.boolean(),
    /** The organiser's reason, in English and (optionally) Japanese. */
    reason: z.string(),
    reasonJa: z.optional(z.string()),
    cancelledAt: iso,
  }),
  /**
   * An organiser changed the time or the venue of a date (change_occurrence): one per person with a
   * place, a hold or a waitlist entry on it, written with that reservation's note of the change
   * (once per change). The email is the update in the person's language; a confirmed place gets
   * the calendar update (the same UID, SEQUENCE `sequence`).
   */
  'reservation.occurrence-changed': () => z.object({
    reservationId: z.string(),
    email,
    eventSlug: z.string(),
    occurrence: z.string(),
    /** The change (the event's version it made, "v12"), so a person is told of each change once. */
    changeId: z.string(),
    /** The date's calendar SEQUENCE after the change. */
    sequence: z.int(),
    /** What changed: the time (start or length), the venue, or both. */
    time: z.boolean(),
    venue: z.boolean(),
    /** The organiser's note, in English and (optionally) Japanese. */
    note: z.optional(z.string()),
    noteJa: z.optional(z.string()),
  }),
  'stripe.checkout.completed': () => z.object({
    stripeEventId: z.string(),
    sessionId: z.string(),
    mode: z.enum(['subscription', 'payment']),
    email,
    customerId: z.nullable(z.string()),
    subscriptionId: z.nullable(z.string()),
    amountTotal: z.nullable(z.int().check(z.nonnegative())),
    currency: z.nullable(z.string()),
    metadata: z.record(z.string(), z.string()),
  }),
  /** billing-activation kept the money of a paid Checkout (a place or a subscription): the receipt. */
  'payment.kept': () => z.object({
    email,
    sessionId: z.string(),
    mode: z.enum(['subscription', 'payment']),
    amountCents: z.int().check(z.positive()),
    currency: z.string(),
    eventSlug: z.optional(z.string()),
    occurrence: z.optional(z.string()),
    planCode: z.optional(z.string()),
    /** What was bought, for payments that are not catalogue events (a Curated Fika place). */
    description: z.optional(z.string()),
  }),
  /** billing-activation refunded a per-event payment in full: the refund mail, never a receipt. */
  'payment.refunded': () => z.object({
    email,
    sessionId: z.string(),
    amountCents: z.int().check(z.nonnegative()),
    currency: z.string(),
    eventSlug: z.string(),
    occurrence: z.string(),
    /** event_full / already_registered: a payment that found no place; event_cancelled: an organiser cancelled the date (cancel_occurrence). */
    reason: z.enum(['event_full', 'already_registered', 'event_cancelled']),
  }),
  'subscription.changed': () => z.object({
    email,
    subscriptionId: z.string(),
    status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'paused', 'incomplete_expired']),
    previousStatus: z.nullable(z.string()),
    reason: z.enum(['started', 'updated', 'cancelled', 'cancel_scheduled', 'resumed', 'payment_failed']),
    currentPeriodEnd: z.nullable(iso),
  }),
  'checkin.submitted': () => z.object({
    email,
    checkinWeek: z.string(),
    moodRating: z.nullable(z.int().check(z.gte(1), z.lte(5))),
    progressRating: z.nullable(z.int().check(z.gte(1), z.lte(5))),
    updated: z.boolean(),
  }),
  'attendance.recorded': () => z.object({
    attendanceId: z.string(),
    email,
    eventSlug: z.string(),
    eventDate: z.string(),
    location: z.string(),
    eventType: z.string(),
    source: z.enum(['checkin-code', 'admin']),
  }),
  'passport.tier-unlocked': () => z.object({
    email,
    previousTier: z.string(),
    tier: z.string(),
    stamps: z.int().check(z.nonnegative()),
  }),
  'member.unsubscribed': () => z.object({
    email,
    reason: z.string(),
    feedback: z.nullable(z.string()),
    method: z.string(),
    trackingId: z.string(),
    unsubscribedAt: iso,
    userAgent: z.nullable(z.string()),
    // The page the reader came from ("direct" without one) and the unsubscribe page's address, as the
    // page sent them (at most 2,000 characters each); null from a mail client's one-click POST.
    // Optional: events written before they existed still parse.
    referrer: z.optional(z.nullable(z.string())),
    currentUrl: z.optional(z.nullable(z.string())),
    /** When the notice was raised: the server's clock as the unsubscribe was processed, never the browser's. */
    timestamp: z.optional(iso),
  }),
  'contact.received': () => z.object({
    messageId: z.string(),
    name: z.string(),
    email,
    subject: z.string(),
    inquiryType: z.string(),
  }),
  'discovery.submitted': () => z.object({
    discoveryId: z.string(),
    email,
    name: z.string(),
    title: z.string(),
  }),
  /** An organiser changed what the site shows of these events (created, saved, published, unpublished, archived). */
  'catalogue.changed': () => z.object({
    slugs: z.array(z.string()),
    /** The catalogue's version after the change (functions/lib/event-store.ts). */
    version: z.int(),
    action: z.enum(['created', 'saved', 'published', 'unpublished', 'archived', 'seeded', 'occurrence-cancelled', 'occurrence-changed', 'capacity-set']),
  }),
  /** An admin asked for a CSV export (start_export): the exports consumer writes its file (functions/exports/run.ts). */
  'export.requested': () => z.object({
    exportId: z.string().check(z.regex(/^exp_[A-Za-z0-9]{8,40}$/)),
    kind: z.enum(EXPORT_KINDS),
  }),
});

export type DetailType = keyof typeof schemas;
export type Detail<T extends DetailType> = z.infer<(typeof schemas)[T]>;

/** detail-type → consumers. The single routing table for EventBridge rules and the local bus. */
export const routing: Record<DetailType, ConsumerName[]> = {
  'signup.created': ['email', 'analytics-counts'],
  'reservation.confirmed': ['email', 'analytics-counts'],
  'reservation.waitlisted': ['email', 'analytics-counts'],
  'reservation.reminder-due': ['email'],
  'series.joined': ['email'],
  'session.cancelled': ['email', 'waitlist-promotion'],
  // No waitlist-promotion: the whole date is cancelled, nobody moves into a freed place.
  'reservation.occurrence-cancelled': ['email'],
  'reservation.occurrence-changed': ['email'],
  'stripe.checkout.completed': ['billing-activation'],
  'payment.kept': ['email', 'analytics-counts'],
  'payment.refunded': ['email'],
  'subscription.changed': ['email'],
  'checkin.submitted': ['passport-refresh', 'email'],
  'attendance.recorded': ['passport-refresh'],
  'passport.tier-unlocked': ['email'],
  'member.unsubscribed': ['unsubscribe-notification'],
  'contact.received': ['email'],
  'discovery.submitted': ['email'],
  'catalogue.changed': ['site-publisher'],
  'export.requested': ['exports'],
};

export const detailTypes = Object.keys(schemas) as DetailType[];

/** Retry policy shared by EventBridge targets and the local bus. */
export const retryPolicy = { maximumRetryAttempts: 3, maximumEventAgeSeconds: 3600 } as const;

/** The scheduled jobs' names; their schedules are declared with the jobs function in infra/lambdas.ts. */
export type { JobName } from '../infra/lambdas';

/** Samples used by the contract tests: every consumer is run against every producer's sample. */
export const samples: { [T in DetailType]: Detail<T> } = {
  'signup.created': { email: 'aiko@example.com', source: 'website', reactivated: false },
  'reservation.confirmed': {
    reservationId: 'r_sample1',
    email: 'aiko@example.com',
    eventSlug: 'tokyo-october-fika',
    occurrence: '2026-12-12',
    promoted: false,
    paid: false,
  },
  'reservation.waitlisted': {
    reservationId: 'r_sample2',
    email: 'ben@example.com',
    eventSlug: 'tokyo-october-fika',
    occurrence: '2026-12-12',
    waitlistPosition: 3,
  },
  'reservation.reminder-due': {
    reservationId: 'r_sample1',
    email: 'aiko@example.com',
    eventSlug: 'tokyo-october-fika',
    occurrence: '2026-12-12',
    revealVenue: false,
  },
  'series.joined': { seriesId: 's_sample1', email: 'aiko@example.com', eventSlug: 'weekly-saturday-morning-fika-yoyogi-uehara' },
  'session.cancelled': {
    kind: 'event-reservation',
    email: 'aiko@example.com',
    sessionId: 'tokyo-october-fika',
    occurrence: '2026-12-12',
    reservationId: 'r_sample1',
    freedSeat: true,
    cancelledAt: '2026-11-20T10:00:00.000Z',
  },
  'reservation.occurrence-cancelled': {
    reservationId: 'r_sample1',
    email: 'aiko@example.com',
    eventSlug: 'tokyo-october-fika',
    occurrence: '2026-12-12',
    was: 'confirmed',
    paid: false,
    reason: 'Our host is ill and we could not find a replacement in time.',
    cancelledAt: '2026-11-20T10:00:00.000Z',
  },
  'reservation.occurrence-changed': {
    reservationId: 'r_sample1',
    email: 'aiko@example.com',
    eventSlug: 'tokyo-october-fika',
    occurrence: '2026-12-12',
    changeId: 'v12',
    sequence: 1,
    time: true,
    venue: false,
    note: 'The café asked us to start an hour later this week.',
  },
  'stripe.checkout.completed': {
    stripeEventId: 'evt_sample',
    sessionId: 'cs_test_sample',
    mode: 'subscription',
    email: 'aiko@example.com',
    customerId: 'cus_sample',
    subscriptionId: 'sub_sample',
    amountTotal: 150000,
    currency: 'jpy',
    metadata: { planCode: 'monthly' },
  },
  'payment.kept': {
    email: 'aiko@example.com',
    sessionId: 'cs_test_sample',
    mode: 'payment',
    amountCents: 75000,
    currency: 'JPY',
    eventSlug: 'shimokitazawa-pizza-night',
    occurrence: '2026-12-18',
  },
  'payment.refunded': {
    email: 'aiko@example.com',
    sessionId: 'cs_test_sample',
    amountCents: 75000,
    currency: 'JPY',
    eventSlug: 'shimokitazawa-pizza-night',
    occurrence: '2026-12-18',
    reason: 'event_full',
  },
  'subscription.changed': {
    email: 'aiko@example.com',
    subscriptionId: 'sub_sample',
    status: 'active',
    previousStatus: null,
    reason: 'started',
    currentPeriodEnd: '2026-12-20T00:00:00.000Z',
  },
  'checkin.submitted': { email: 'aiko@example.com', checkinWeek: '2026-W47', moodRating: 4, progressRating: 4, updated: false },
  'attendance.recorded': {
    attendanceId: 'att_sample',
    email: 'aiko@example.com',
    eventSlug: 'tokyo-october-fika',
    eventDate: '2026-10-18',
    location: 'Tokyo',
    eventType: 'fika',
    source: 'checkin-code',
  },
  'passport.tier-unlocked': { email: 'aiko@example.com', previousTier: 'new', tier: 'bronze', stamps: 3 },
  'member.unsubscribed': {
    email: 'aiko@example.com',
    reason: 'not_specified',
    feedback: null,
    method: 'email_link',
    trackingId: 'unsub_sample',
    unsubscribedAt: '2026-11-20T10:00:00.000Z',
    userAgent: null,
    referrer: 'https://mail.example.com/',
    currentUrl: 'https://fika.example/unsubscribe?token=sample',
    timestamp: '2026-11-20T10:00:00.000Z',
  },
  'contact.received': {
    messageId: 'msg_sample',
    name: 'Aiko Tanaka',
    email: 'aiko@example.com',
    subject: 'Hosting a fika in Fukuoka',
    inquiryType: 'events',
  },
  'discovery.submitted': { discoveryId: 'disc_sample', email: 'aiko@example.com', name: 'Aiko Tanaka', title: 'Koffee Mameya Kakeru' },
  'catalogue.changed': { slugs: ['tokyo-october-fika'], version: 2, action: 'saved' },
  'export.requested': { exportId: 'exp_01SAMPLEEXPORT', kind: 'signups' },
};
