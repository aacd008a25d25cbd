/**
 * The schemas of the occurrence actions (one date of an event: who is coming, the attendee CSV,
 * messaging its people), shared by the events console (api/admin-events.ts, admins) and the
 * hosts' endpoint (api/host-events.ts, hosts of the event, without the money). The rules are in
 * functions/admin-events/occurrence.ts.
 */
import * as z from '../domain/zod';

export const slug = z.string({ error: 'Slug is required' }).check(z.minLength(1, 'Slug is required'), z.maxLength(80, 'A slug has at most 80 characters'));
/** The date key reservations use: "2026-12-12", in the event's time zone. */
export const occurrence = z.string({ error: 'A date is required (YYYY-MM-DD)' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD, e.g. 2026-12-12'));

export const occurrenceInput = z.object({ slug, occurrence });

/** One person with a reservation on the date, as a host sees them. */
const personFields = {
  email: z.string(),
  /** The name typed at the door for a walk-in. */
  name: z.optional(z.string()),
  /** confirmed, waitlisted, held (a place held for payment), cancelled. */
  status: z.enum(['confirmed', 'waitlisted', 'held', 'cancelled']),
  /** 1 for the next person to move in (subscribers first, then first come). */
  waitlistPosition: z.optional(z.number()),
  /** The RSVP answers by question id (pizza-preference: Margherita). */
  answers: z.record(z.string(), z.string()),
  /** The language their email is written in. */
  language: z.enum(['en', 'ja']),
  checkedIn: z.boolean(),
  createdAt: z.string(),
  cancelledAt: z.optional(z.string()),
  /** cancelled (by the person), hold_expired, date_cancelled. */
  cancelReason: z.optional(z.string()),
  series: z.optional(z.boolean()),
  walkIn: z.optional(z.boolean()),
};

const figures = {
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  /** An organiser cancelled this date. */
  cancelled: z.boolean(),
  /** The date's capacity (its own when one was set for it, else the event's). */
  capacity: z.number(),
  confirmed: z.number(),
  waitlisted: z.number(),
  /** Places held while someone pays (they count against the capacity). */
  held: z.number(),
  /** Confirmed people who checked in. */
  checkedIn: z.number(),
};

/** get_occurrence for admins: each person with what they paid. */
export const occurrenceOutput = z.object({
  ...figures,
  people: z.array(z.object({ ...personFields, paidCents: z.number(), currency: z.string() })),
});

/** get_occurrence for hosts: no money. */
export const hostOccurrenceOutput = z.object({ ...figures, people: z.array(z.object(personFields)) });

/** The exports' envelope (as export_signups_csv): the file's name, its text, how many rows. */
export const csvOutput = z.object({ filename: z.string(), csv: z.string(), rows: z.number() });

export const SEGMENTS = ['confirmed', 'waitlisted', 'checked-in', 'all'] as const;

export const messageInput = z.object({
  slug,
  occurrence,
  /** confirmed, waitlisted, checked-in (confirmed and checked in), all (everyone with a place, a hold or a waitlist entry). */
  segment: z.enum(SEGMENTS, { error: 'Choose who gets it: confirmed, waitlisted, checked-in or all' }),
  subject: z.string({ error: 'A subject is required' }).check(z.trim(), z.minLength(1, 'A subject is required'), z.maxLength(200, 'A subject has at most 200 characters')),
  body: z.string({ error: 'A message is required' }).check(z.trim(), z.minLength(1, 'A message is required'), z.maxLength(10_000, 'A message has at most 10,000 characters')),
  /** Japanese: readers of Japanese get these (English when none is given). */
  subject_ja: z.optional(z.string().check(z.trim(), z.maxLength(200, 'A subject has at most 200 characters'))),
  body_ja: z.optional(z.string().check(z.trim(), z.maxLength(10_000, 'A message has at most 10,000 characters'))),
  /** A test: sent only to your own address, in each language written. */
  test: z.optional(z.boolean()),
});

export const messageOutput = z.object({
  /** Messages sent (a test: to yourself). */
  sent: z.number(),
  /** People the mail door skipped (a blocked address). */
  skipped: z.number(),
  test: z.boolean(),
});

/** The sample date of the contract test's new event (api/admin-events.ts sampleEvent: five weeks from now). */
export const sampleDate = (now: Date) => new Date(now.getTime() + 35 * 86_400_000).toISOString().slice(0, 10);
