/**
 * The event listing contract (listing fields, event content rules, catalogue numbers)
 * plus the structured fields the server needs (start/end times, RSVP questions, cancellation policy,
 * venue reveal, drink requirement, check-in stamps). Field reference: docs/catalogue.md.
 *
 * Money is stored in hundredths of the currency unit: ¥3,000 → 300000, $25 → 2500.
 */
import * as z from 'zod';
import { CITIES, CITY_SLUGS, CURRENCIES } from '../cities';
import { imageInfo } from '../images/index';
import { UPLOADED_IMAGE_KEY } from '../images/uploads';
import { WEEKDAYS, parseClock, parseMonthDay, parseTimeRangeText } from './calendar';

import { CANCELLED_NEXT, CANCELLED_TIME, DIFFICULTIES, EVENT_STATUSES, EVENT_TYPES } from './constants';

export { DEFAULT_CAPACITY, DEFAULT_PER_EVENT_PRICE_CENTS, CANCELLED_NEXT, CANCELLED_TIME, DIFFICULTIES, EVENT_STATUSES, EVENT_TYPES } from './constants';

export const EVENT_FREQUENCIES = ['special', 'monthly', 'weekly', 'inaugural', 'special-monthly'] as const;
export const ICON_TYPES = ['emoji', 'image'] as const;
export const EXCLUSIVE_TYPES = ['founding-members'] as const;

const text = z.string().trim().min(1);
const textList = z.array(text).min(1);
const clock = z.string().refine((v) => parseClock(v) !== null, { message: 'Expected "HH:MM" (24 h)' });
const hundredths = z.number().int().nonnegative();

export const fikaQuestionItemSchema = z.strictObject({
  number: z.number().int().positive(),
  english: text,
  japanese: text,
  context: text,
});

export const fikaQuestionSchema = z
  .strictObject({
    title: text,
    subtitle: text,
    questions: z.array(fikaQuestionItemSchema).min(5).max(8),
  })
  .superRefine((value, ctx) => {
    value.questions.forEach((q, index) => {
      if (q.number !== index + 1) {
        ctx.addIssue({ code: 'custom', path: ['questions', index, 'number'], message: `Expected ${index + 1}` });
      }
    });
  });

export const philosophySectionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), content: text }),
  z.strictObject({ type: z.literal('header'), content: text }),
  z.strictObject({ type: z.literal('bullets'), content: text.optional(), items: textList }),
  z.strictObject({
    type: z.literal('link'),
    /** Sentence shown before the link. */
    text,
    /** Internal route ("/goal-accountability-faq") or absolute https URL. */
    url: z.string().regex(/^(\/[a-z0-9\-/]*|https:\/\/\S+)$/),
    linkText: text,
    style: z.enum(['button', 'inline']),
  }),
]);

export const philosophySchema = z.strictObject({
  title: text,
  sections: z.array(philosophySectionSchema).min(1),
  foundingMemberIntro: text.optional(),
});

export const memberBenefitSchema = z.strictObject({ icon: text, title: text, description: text });

export const venueSchema = z.strictObject({
  name: text,
  description: text,
  fullAddress: text,
  nearestStation: text,
  meetingPoint: text,
  priceRange: text,
  amenities: textList,
  /** A photo of the venue (an image in content/images or an uploaded one), shown on the venue block in the venue-card context. */
  imageKey: text.optional(),
});

export const socialProofSchema = z.strictObject({
  totalAttended: z.number().int().nonnegative(),
  /** 0-5; 0 while nobody has rated the event yet. */
  averageRating: z.number().min(0).max(5),
  /** Share of attendees who came back, in percent (85 = 85%); null for new events. */
  repeatAttendees: z.number().min(0).max(100).nullable(),
});

export const hostInfoSchema = z.strictObject({
  name: text,
  bio: text,
  /** Image key served by GET /img/{key} in the author-avatar contexts. */
  avatar: text,
});

export const paymentStructureSchema = z.strictObject({
  entryFee: text,
  drinks: text,
  additionalSlices: text.optional(),
});

export const learningPathSchema = z.strictObject({
  type: z.enum(['read', 'reflect', 'practice', 'discuss']),
  title: text,
  content: text,
  duration: text,
  icon: text,
});

export const monthlyFocusSchema = z.strictObject({ book: text, author: text, themes: textList });

export const sessionSegmentSchema = z.strictObject({ segment: text, duration: text, description: text });

export const programDetailsSchema = z.strictObject({
  duration: text,
  groupSize: text,
  matchingTime: text,
  applicationTime: text,
  cost: text,
  format: text,
});

export const nextStepSchema = z.strictObject({
  title: text,
  description: text,
  url: z.string().regex(/^\/[a-z0-9\-/]*$/).optional(),
});

export const rsvpQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z][a-z0-9-]*$/),
    label: text,
    type: z.literal('choice'),
    options: z.array(text).min(2),
    required: z.boolean(),
  })
  .refine((q) => new Set(q.options).size === q.options.length, { message: 'Options must be unique' });

export const cancellationPolicySchema = z.strictObject({
  /** Cancel at least this many hours before the start, or the fee is owed. */
  noticeHours: z.number().int().positive(),
  /** Fee owed for a late cancellation or no-show, in hundredths of the event currency. */
  feeCents: hundredths,
  feeText: text,
});

export const venueRevealSchema = z.strictObject({
  /** The exact venue goes to confirmed attendees this many days before the event. */
  daysBefore: z.number().int().positive(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date, YYYY-MM-DD');

/**
 * A change an organiser made to one date (or to that date and every later one, `onwards`) with the
 * console's change_occurrence: a new start time and length, and/or another venue. The occurrence
 * key (the date) stays; the times are wall-clock times in the event's zone. Set by the server only.
 */
export const dateChangeSchema = z.strictObject({
  date: isoDate,
  onwards: z.boolean().optional(),
  startTime: clock.optional(),
  endTime: clock.optional(),
  durationMinutes: z.number().int().positive().optional(),
  venue: venueSchema.optional(),
  /** When the organiser made it: a place booked before it may be cancelled free (and refunded). */
  changedAt: z.string().optional(),
});

/**
 * When an event takes place, entered once as facts (the events console): one date; every week on a
 * weekday from a first date; or every month on the nth weekday ("first Sunday"; nth -1 is the last),
 * from a first date. `skip` lists dates of the rule that do not take place. A listing without a
 * schedule (the initial data) keeps its `next` text and `eventFrequency` (occurrence.ts).
 */
export const scheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('once'), date: isoDate }),
  z.strictObject({ kind: z.literal('weekly'), from: isoDate, skip: z.array(isoDate) }),
  z.strictObject({
    kind: z.literal('monthly'),
    /** 1-4: the first to fourth such weekday of the month; -1: the last. */
    nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)]),
    from: isoDate,
    skip: z.array(isoDate),
  }),
]);

/** An image an organiser uploaded (POST /api/admin-event-images; served by GET /img/{key} from the upload store). The rules: content/images/uploads.ts. */
export { UPLOADED_IMAGE_KEY };

export const paymentOptionsSchema = z.strictObject({
  allowSubscription: z.boolean(),
  allowPerEventPayment: z.boolean(),
  allowWaitlist: z.boolean(),
});

const eventObject = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  eventType: z.enum(EVENT_TYPES),
  iconType: z.enum(ICON_TYPES),
  /** The listing's own illustration: an event image key (content/images), served by GET /img/{key} in the event-card / event-hero contexts. */
  iconImage: text,
  /** The emoji shown when iconType is "emoji". */
  iconValue: text,
  iconName: text.optional(),
  title: text,
  description: text,
  /** Number of people waiting, as display text ("57"). */
  waitlist: z.string().regex(/^\d+$/),
  /** "December 12" (no year: this year if still ahead, else next year) or "Cancelled". */
  next: text,
  /**
   * When `next` is "Cancelled": the day the cancelled occurrence was scheduled for ("November 26",
   * no year, on `dayOfWeek`). Structured data keeps it as the cancelled event's startDate.
   */
  cancelledDate: text.optional(),
  /** "2:00 PM - 4:00 PM" or "CANCELLED"; must agree with startTime/endTime. */
  time: text,
  location: text,
  /** Tailwind-style gradient classes for the card. */
  color: text,
  capacity: z.number().int().positive(),
  difficulty: z.enum(DIFFICULTIES),
  tags: textList,
  featured: z.boolean(),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  city: z.enum(CITY_SLUGS),
  cityDisplay: text,
  country: text,
  timezone: text,
  currency: z.enum(CURRENCIES),
  cost: text.optional(),
  status: z.enum(EVENT_STATUSES),
  eventFrequency: z.enum(EVENT_FREQUENCIES),
  dayOfWeek: z.enum(WEEKDAYS),
  /** The dates as facts (events created in the console); `next`, `dayOfWeek` and `eventFrequency` follow from it. */
  schedule: scheduleSchema.optional(),
  /**
   * Dates of the event (YYYY-MM-DD, the occurrence keys) that an organiser cancelled (the console's
   * cancel_occurrence): still dates of the event, shown cancelled, never the next one, never
   * bookable. Set by the server only (a console save keeps them as they are).
   */
  cancelledOccurrences: z.array(isoDate).optional(),
  /** Dates whose time or venue an organiser changed (change_occurrence), in the order made; the last that covers a date holds. */
  dateChanges: z.array(dateChangeSchema).optional(),
  relatedEvents: z.array(z.string()),

  // Structured time (server): local wall-clock time in `timezone`.
  startTime: clock,
  endTime: clock,
  durationMinutes: z.number().int().positive(),

  // Payment and access.
  paymentEnabled: z.boolean(),
  requiresSubscription: z.boolean(),
  /** Hundredths of the currency unit; required when paymentEnabled. */
  perEventPriceCents: hundredths.optional(),
  /** Hundredths paid in cash at the venue (nothing online); only when not paymentEnabled. */
  doorPriceCents: hundredths.optional(),
  /** Display text: "¥3,000", "Free", "$25". */
  price: text,
  paymentOptions: paymentOptionsSchema,
  exclusive: z.boolean(),
  exclusiveType: z.enum(EXCLUSIVE_TYPES).optional(),
  /** An exclusive event's answer to anyone outside its audience who tries to register; exclusive events carry one. */
  exclusiveRefusal: text.optional(),
  priorityLevel: z.number().int().positive().optional(),

  // Detail page content.
  fikaQuestion: fikaQuestionSchema.optional(),
  philosophy: philosophySchema,
  whatToExpect: textList,
  memberBenefits: z.array(memberBenefitSchema).min(1),
  venue: venueSchema,
  socialProof: socialProofSchema,
  hostInfo: hostInfoSchema,
  attendancePolicy: text,
  rsvpImportance: text,
  paymentStructure: paymentStructureSchema.optional(),
  pizzaPreferences: text.optional(),
  conversationTopics: textList.optional(),
  idealFor: textList.optional(),
  uniqueAspects: textList.optional(),
  preparationTips: textList,
  accessInfo: text.optional(),
  walkDuration: text.optional(),
  language: text.optional(),
  weatherPolicy: text.optional(),
  whatToBring: textList.optional(),
  accessibilityNotes: text.optional(),
  meetingInstructions: text.optional(),
  learningPaths: z.array(learningPathSchema).min(1).optional(),
  monthlyFocus: monthlyFocusSchema.optional(),
  sessionStructure: z.array(sessionSegmentSchema).min(1).optional(),
  programDetails: programDetailsSchema.optional(),
  applicationProcess: textList.optional(),
  takeaways: textList.optional(),
  nextSteps: z.array(nextStepSchema).min(1).optional(),

  // Structured rules (server).
  rsvpQuestions: z.array(rsvpQuestionSchema).min(1).optional(),
  cancellationPolicy: cancellationPolicySchema.optional(),
  venueReveal: venueRevealSchema.optional(),
  drinkRequirement: text.optional(),
  checkinStampEligible: z.boolean(),
});

type EventObject = z.infer<typeof eventObject>;

/** Cross-field rules of one listing. Each issue names the field so a content edit fails loudly. */
function checkListing(e: EventObject, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  if (imageInfo(e.iconImage)?.kind !== 'event' && !UPLOADED_IMAGE_KEY.test(e.iconImage)) issue(['iconImage'], `"${e.iconImage}" is neither an event illustration in content/images nor an uploaded image`);
  const venueImage = e.venue.imageKey;
  if (venueImage !== undefined && !imageInfo(venueImage) && !UPLOADED_IMAGE_KEY.test(venueImage)) issue(['venue', 'imageKey'], `"${venueImage}" is neither an image in content/images nor an uploaded image`);

  const city = CITIES[e.city];
  if (e.timezone !== city.timezone) issue(['timezone'], `${e.city} events use ${city.timezone}`);
  if (e.currency !== city.currency) issue(['currency'], `${e.city} events use ${city.currency}`);
  if (e.country !== city.country) issue(['country'], `${e.city} is in ${city.country}`);
  if (e.cityDisplay !== city.name) issue(['cityDisplay'], `Expected "${city.name}"`);

  if (e.next !== CANCELLED_NEXT) {
    const parsed = parseMonthDay(e.next);
    if (!parsed || parsed.year !== undefined) issue(['next'], 'Expected "Month D" without a year, or "Cancelled"');
    if (e.cancelledDate !== undefined) issue(['cancelledDate'], 'Only a listing whose next is "Cancelled" names the cancelled date; otherwise next is that date');
  } else {
    const parsed = e.cancelledDate === undefined ? null : parseMonthDay(e.cancelledDate);
    if (!parsed || parsed.year !== undefined) issue(['cancelledDate'], 'A cancelled listing names the day it was scheduled for: "Month D" without a year');
  }

  const start = parseClock(e.startTime);
  const end = parseClock(e.endTime);
  if (start !== null && end !== null) {
    if (end <= start) issue(['endTime'], 'endTime must be after startTime on the same day');
    else if (end - start !== e.durationMinutes) issue(['durationMinutes'], `Expected ${end - start}`);
  }
  if (e.time !== CANCELLED_TIME) {
    const range = parseTimeRangeText(e.time);
    if (!range) issue(['time'], 'Expected "h:mm AM - h:mm PM" or "CANCELLED"');
    else if (range.start !== e.startTime || range.end !== e.endTime) {
      issue(['time'], `"${e.time}" disagrees with ${e.startTime}-${e.endTime}`);
    }
  }

  if (e.paymentEnabled) {
    if (!e.perEventPriceCents) issue(['perEventPriceCents'], 'Paid events need a positive perEventPriceCents');
    if (!e.paymentOptions.allowPerEventPayment) {
      issue(['paymentOptions', 'allowPerEventPayment'], 'Paid events take per-event payment');
    }
  } else {
    if (e.paymentOptions.allowPerEventPayment) {
      issue(['paymentOptions', 'allowPerEventPayment'], 'Per-event payment needs paymentEnabled');
    }
    if (e.perEventPriceCents !== undefined) issue(['perEventPriceCents'], 'Only paid events carry a price');
  }
  if (e.doorPriceCents !== undefined) {
    if (e.paymentEnabled) issue(['doorPriceCents'], 'An event paid online has no door price');
    if (e.doorPriceCents <= 0) issue(['doorPriceCents'], 'A door price is positive');
  }
  if (e.requiresSubscription && !e.paymentOptions.allowSubscription) {
    issue(['paymentOptions', 'allowSubscription'], 'A subscription-only event must allow subscription');
  }
  if (Number(e.waitlist) > 0 && !e.paymentOptions.allowWaitlist) {
    issue(['paymentOptions', 'allowWaitlist'], 'An event with people waiting must allow the waitlist');
  }

  if (e.exclusive !== (e.exclusiveType !== undefined)) {
    issue(['exclusiveType'], 'exclusive and exclusiveType go together');
  }
  if (e.exclusive !== (e.exclusiveRefusal !== undefined)) {
    issue(['exclusiveRefusal'], 'an exclusive event, and only one, says who it is for in exclusiveRefusal');
  }
  if ((e.eventType === 'fika' || e.eventType === 'weekly-fika') && !e.fikaQuestion) {
    issue(['fikaQuestion'], 'Fika events carry a question set');
  }
  if (e.schedule) {
    if (e.schedule.kind === 'weekly' ? e.eventFrequency !== 'weekly' : e.eventFrequency === 'weekly') {
      issue(['eventFrequency'], 'An event repeats weekly exactly when its schedule is weekly');
    }
    if (e.eventType === 'weekly-fika' && e.schedule.kind !== 'weekly') issue(['schedule'], 'A weekly fika repeats weekly');
  } else if ((e.eventType === 'weekly-fika') !== (e.eventFrequency === 'weekly')) {
    issue(['eventFrequency'], 'weekly-fika events, and only they, repeat weekly');
  }
  if (e.cancellationPolicy && e.cancellationPolicy.feeCents > 0 && e.cancellationPolicy.noticeHours < 1) {
    issue(['cancellationPolicy', 'noticeHours'], 'A fee needs a notice period');
  }
  if (e.relatedEvents.includes(e.id)) issue(['relatedEvents'], 'An event is not related to itself');
}

export const eventListingSchema = eventObject.superRefine(checkListing);

/** The whole catalogue: every listing valid, ids, slugs and illustrations unique, every related id present. */
export const eventCatalogueSchema = z.array(eventListingSchema).superRefine((list, ctx) => {
  const ids = new Set<string>();
  const slugs = new Set<string>();
  const illustrations = new Set<string>();
  list.forEach((e, index) => {
    if (ids.has(e.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Duplicate id ${e.id}` });
    if (slugs.has(e.slug)) ctx.addIssue({ code: 'custom', path: [index, 'slug'], message: `Duplicate slug ${e.slug}` });
    if (illustrations.has(e.iconImage)) ctx.addIssue({ code: 'custom', path: [index, 'iconImage'], message: `Illustration ${e.iconImage} is another event's; every event has its own` });
    ids.add(e.id);
    slugs.add(e.slug);
    illustrations.add(e.iconImage);
  });
  list.forEach((e, index) => {
    e.relatedEvents.forEach((related, r) => {
      if (!ids.has(related)) {
        ctx.addIssue({ code: 'custom', path: [index, 'relatedEvents', r], message: `Unknown event id ${related}` });
      }
    });
  });
});

export type EventListing = z.infer<typeof eventListingSchema>;
/** What the data files are written against (no transforms, so identical to EventListing). */
export type EventListingInput = z.input<typeof eventListingSchema>;
export type EventType = EventListing['eventType'];
export type EventFrequency = EventListing['eventFrequency'];
export type EventStatus = EventListing['status'];
export type FikaQuestion = z.infer<typeof fikaQuestionSchema>;
export type PhilosophySection = z.infer<typeof philosophySectionSchema>;
export type Philosophy = z.infer<typeof philosophySchema>;
export type MemberBenefit = z.infer<typeof memberBenefitSchema>;
export type Venue = z.infer<typeof venueSchema>;
export type SocialProof = z.infer<typeof socialProofSchema>;
export type HostInfo = z.infer<typeof hostInfoSchema>;
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;
export type RsvpQuestion = z.infer<typeof rsvpQuestionSchema>;
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;
export type VenueReveal = z.infer<typeof venueRevealSchema>;
export type LearningPath = z.infer<typeof learningPathSchema>;
export type EventSchedule = z.infer<typeof scheduleSchema>;
