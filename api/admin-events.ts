/**
 * POST /api/admin-events (admin only): the organisers' events console. Events are data in the
 * table (functions/lib/event-store.ts); each has a version, and a save names the version it was
 * made on, so a save on top of someone else's newer save is refused (409) and changes nothing.
 * `event` is the listing in the catalogue's own field names (content/events/schema.ts), its
 * Japanese text under `ja` and a kept-back venue under `revealedVenue`; the server derives the
 * display texts from the facts (docs/catalogue.md) and validates it with the one event schema.
 */
import * as z from '../domain/zod';
import { action, actions, type SampleFixture } from './contract';
import { hostInfo } from '../content/site/team';
import { csvOutput, messageInput, messageOutput, occurrence, occurrenceInput, occurrenceOutput, sampleDate } from './occurrences';

/** Where an event is in its life: a draft nobody sees, published (live on the site), archived (gone from the site, its address never reused). */
export const EVENT_PUBLICATION_STATES = ['draft', 'published', 'archived'] as const;
export type EventPublicationState = (typeof EVENT_PUBLICATION_STATES)[number];

const slug = z.string({ error: 'Slug is required' }).check(z.minLength(1, 'Slug is required'), z.maxLength(80, 'A slug has at most 80 characters'));
const state = z.enum(EVENT_PUBLICATION_STATES);

/** One date of an event with the places taken on it. */
const dateFigures = z.object({
  /** "2026-12-12" in the event's time zone. */
  date: z.string(),
  confirmed: z.number(),
  waitlisted: z.number(),
  capacity: z.number(),
});

const listRow = z.object({
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  status: state,
  version: z.number(),
  /** The next date, or null when there is none (past, cancelled). */
  next: z.nullable(dateFigures),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

const auditEntry = z.object({
  at: z.string(),
  /** Who: an admin's address, or a host's (role host). */
  admin: z.string(),
  /**
   * created, saved, published, unpublished, archived; occurrence-cancelled, capacity-set,
   * occurrence-viewed, attendees-exported, attendees-messaged (the occurrence actions).
   */
  action: z.string(),
  version: z.number(),
  /** The fields that changed, each with its value before and after (dotted paths; before is null on create). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  /** The date an occurrence action was about. */
  occurrence: z.optional(z.string()),
  /** host when a host (not an admin) acted. */
  role: z.optional(z.enum(['admin', 'host'])),
  /** What an occurrence action did: counts, the segment messaged, the reason of a cancellation. */
  details: z.optional(z.record(z.string(), z.unknown())),
});

/**
 * A new one-off event (the contract test's and the e2e test's): a yatai evening in Fukuoka five
 * weeks from `now`, 12 places at ¥2,000, with its Japanese text. Facts only: the server derives the rest.
 */
export function sampleEvent(slugText: string, now: Date): Record<string, unknown> {
  const date = new Date(now.getTime() + 35 * 86_400_000).toISOString().slice(0, 10);
  return {
    slug: slugText,
    eventType: 'foodie',
    title: 'Nakasu Yatai Night',
    description: 'Twelve of us take over two yatai stalls on the Nakasu riverside: ramen, yakitori and oden shoulder to shoulder with strangers, which is the whole point.',
    location: 'Hakata-ku, Nakasu',
    city: 'fukuoka',
    schedule: { kind: 'once', date },
    startTime: '18:30',
    durationMinutes: 150,
    capacity: 12,
    perEventPriceCents: 200000,
    venue: {
      name: 'Nakasu riverside yatai row',
      description: 'The open-air food stalls along the Naka River, lit up from dusk; we book two neighbouring stalls for the group.',
      fullAddress: '1 Nakasu, Hakata-ku, Fukuoka 810-0801',
      nearestStation: 'Nakasu-Kawabata Station (Kuko and Hakozaki lines), exit 4, 3 minutes',
      meetingPoint: 'By the stone lantern at the south end of the row; look for the host with the orange tote bag.',
      priceRange: '¥2,000 covers your first dish and drink; more is paid at the stall',
      amenities: ['Outdoor seating', 'Cash only at the stalls'],
    },
    hostInfo: hostInfo('mai-fujita'),
    tags: ['Food', 'Evening', 'Fukuoka'],
    whatToExpect: ['Two stalls booked for our group', 'A first dish and drink included', 'The host rotates seats halfway through'],
    preparationTips: ['Bring some cash: the stalls take cash only for anything beyond your first dish and drink', 'Stalls have no roof over the benches: bring a light jacket'],
    ja: {
      title: '中洲の屋台ナイト',
      description: '中洲の川沿いで屋台を2軒貸し切り、12人でラーメンや焼き鳥、おでんを囲みます。知らない人と肩を並べるのが屋台の醍醐味です。',
      location: '博多区・中洲',
      tags: ['グルメ', '夜', '福岡'],
      whatToExpect: ['グループ用に屋台を2軒予約', '最初の一品と一杯は参加費込み', '途中でホストが席替えをします'],
      preparationTips: ['屋台は現金のみです。最初の一品と一杯のほかは現金をご用意ください', 'ベンチの上に屋根はありません。薄手の上着をお持ちください'],
    },
  };
}

const created = async (fx: SampleFixture): Promise<string> => {
  const s = `sample-${fx.email('ev').split('@')[0].replace(/[^a-z0-9]/g, '').slice(-12)}`;
  await fx.call('adminEvents', 'save_event', { event: sampleEvent(s, fx.now()) }, { token: await fx.adminToken() });
  return s;
};

const stateAnswer = z.object({ slug: z.string(), version: z.number(), status: state });

/** A new event of the contract test and its one date. */
const createdDate = async (fx: SampleFixture): Promise<{ slug: string; occurrence: string }> => ({ slug: await created(fx), occurrence: sampleDate(fx.now()) });

const capacityInput = z.object({
  slug,
  /** One date; without it, every date (the event's capacity). */
  occurrence: z.optional(occurrence),
  capacity: z.number({ error: 'A capacity is a whole number of places' }).check(z.int('A capacity is a whole number of places'), z.gte(1, 'A capacity is at least 1 place'), z.lte(10_000, 'A capacity is at most 10,000 places')),
});

const clockTime = z.string({ error: 'A start time is HH:MM, e.g. 19:00' }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A start time is HH:MM, e.g. 19:00'));
const changedVenue = z.object({
  name: z.string({ error: 'The venue needs a name' }).check(z.trim(), z.minLength(1, 'The venue needs a name'), z.maxLength(200, 'A venue name has at most 200 characters')),
  fullAddress: z.string({ error: 'The venue needs its address' }).check(z.trim(), z.minLength(1, 'The venue needs its address'), z.maxLength(300, 'An address has at most 300 characters')),
  nearestStation: z.optional(z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters'))),
  meetingPoint: z.optional(z.string().check(z.trim(), z.maxLength(500, 'At most 500 characters'))),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'At most 1,000 characters'))),
});

const money = z.object({ currency: z.string(), paidCents: z.number(), refundedCents: z.number(), keptCents: z.number() });

/** One date's figures (get_figures). */
const dateFigureRow = z.object({
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  date: z.string(),
  cancelled: z.boolean(),
  /** The date has ended (no-shows are counted only then). */
  ended: z.boolean(),
  capacity: z.number(),
  /** Confirmed places plus places held for payment. */
  placesTaken: z.number(),
  confirmed: z.number(),
  checkedIn: z.number(),
  /** checkedIn ÷ confirmed (0..1), null when nobody is confirmed. */
  attendance: z.nullable(z.number()),
  /** Confirmed people who did not come (counted by the no-show sweep after the date). */
  noShows: z.number(),
  currency: z.string(),
  /** Paid online for the date's places (hundredths), what was refunded, and what was kept (paid minus refunded). */
  paidCents: z.number(),
  refundedCents: z.number(),
  keptCents: z.number(),
});

export const adminEventsActions = actions({
  list_events: action({
    summary: 'Every event (draft, published, archived) with its next date and the places taken on it.',
    input: z.object({}),
    output: z.object({ events: z.array(listRow) }),
    sample: async (fx) => ({ data: {}, token: await fx.adminToken() }),
  }),
  get_event: action({
    summary: 'One event as the console edits it: the listing (Japanese text under ja), its version and status, and its coming dates with places taken.',
    input: z.object({ slug }),
    output: z.object({
      event: z.record(z.string(), z.unknown()),
      version: z.number(),
      status: state,
      updatedAt: z.string(),
      updatedBy: z.string(),
      dates: z.array(dateFigures),
    }),
    sample: async (fx) => ({ data: { slug: await created(fx) }, token: await fx.adminToken() }),
  }),
  save_event: action({
    summary: 'Creates an event (no version; 409 if the slug was ever used) or saves a change on top of `version` (409 when someone saved since). 400 names the field.',
    input: z.object({
      event: z.record(z.string(), z.unknown(), { error: 'An event is required' }),
      version: z.optional(z.number().check(z.int())),
    }),
    output: z.object({
      slug: z.string(),
      version: z.number(),
      /** Lowering a capacity never removes anyone: the dates where more people are confirmed than the new number. */
      overCapacity: z.array(z.object({ date: z.string(), confirmed: z.number(), capacity: z.number() })),
    }),
    sample: async (fx) => ({ data: { event: sampleEvent(`sample-${Date.now().toString(36)}`, fx.now()) }, token: await fx.adminToken() }),
  }),
  publish_event: action({
    summary: 'Puts the event on the site (its pages, lists, feeds and sitemap are regenerated).',
    input: z.object({ slug }),
    output: stateAnswer,
    sample: async (fx) => ({ data: { slug: await created(fx) }, token: await fx.adminToken() }),
  }),
  unpublish_event: action({
    summary: 'Takes the event off the site (its page answers 404); it stays a draft.',
    input: z.object({ slug }),
    output: stateAnswer,
    sample: async (fx) => {
      const s = await created(fx);
      await fx.call('adminEvents', 'publish_event', { slug: s }, { token: await fx.adminToken() });
      return { data: { slug: s }, token: await fx.adminToken() };
    },
  }),
  archive_event: action({
    summary: 'Archives the event: off the site for good, kept for its history; its slug is never reused.',
    input: z.object({ slug }),
    output: stateAnswer,
    sample: async (fx) => ({ data: { slug: await created(fx) }, token: await fx.adminToken() }),
  }),
  get_audit_log: action({
    summary: 'Who changed the event, when, and every field before and after, newest first: 50 a page; `next` (null on the last page) is the `before` of the page after.',
    input: z.object({ slug, before: z.optional(z.string().check(z.regex(/^AUDIT#[\w:.#-]{1,200}$/, 'Not a page of this log'))) }),
    output: z.object({ entries: z.array(auditEntry), next: z.nullable(z.string()) }),
    sample: async (fx) => ({ data: { slug: await created(fx) }, token: await fx.adminToken() }),
  }),
  get_occurrence: action({
    summary: 'One date: its capacity and figures, and everyone with a reservation on it (confirmed, waitlisted in promotion order, holds, cancelled) with their RSVP answers, language, paid amount and check-in.',
    input: occurrenceInput,
    output: () => occurrenceOutput,
    sample: async (fx) => ({ data: await createdDate(fx), token: await fx.adminToken() }),
  }),
  export_attendees: action({
    summary: "One date's people as a CSV file (formula-safe), one column per RSVP question.",
    input: occurrenceInput,
    output: () => csvOutput,
    sample: async (fx) => ({ data: await createdDate(fx), token: await fx.adminToken() }),
  }),
  cancel_occurrence: action({
    summary:
      'Cancels one date: everyone with a place, a hold or a waitlist entry gets the cancellation in their language with a calendar cancellation; every paid place is refunded in full; the date is shown cancelled and refuses registration. Idempotent.',
    input: z.object({
      slug,
      occurrence,
      reason: z.string({ error: 'A reason is required' }).check(z.trim(), z.minLength(1, 'A reason is required'), z.maxLength(2000, 'A reason has at most 2,000 characters')),
      reason_ja: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'A reason has at most 2,000 characters'))),
    }),
    output: z.object({
      /** People cancelled with the date (each mailed once). */
      notified: z.number(),
      /** Paid places refunded in full. */
      refunded: z.number(),
      /** Paid places whose refund the payments provider has not made yet (calling again tries them again). */
      refundsPending: z.number(),
    }),
    sample: async (fx) => ({ data: { ...(await createdDate(fx)), reason: 'Our host is ill and nobody can stand in this week.', reason_ja: 'ホストが体調不良のため、今週は代わりの方が見つかりませんでした。' }, token: await fx.adminToken() }),
  }),
  set_capacity: action({
    summary: "Sets one date's capacity (or, without a date, the event's for every date): a raise moves the waitlist in at once, in order; a cut removes nobody and says how many are above it.",
    input: capacityInput,
    output: z.object({
      capacity: z.number(),
      /** People moved in from the waitlist (with the usual mails; a paid event holds their place for payment). */
      promoted: z.number(),
      /** People confirmed (or holding a place) above the new capacity: nobody is removed. */
      above: z.number(),
      overCapacity: z.array(z.object({ date: z.string(), confirmed: z.number(), capacity: z.number() })),
    }),
    sample: async (fx) => ({ data: { ...(await createdDate(fx)), capacity: 14 }, token: await fx.adminToken() }),
  }),
  message_attendees: action({
    summary: "Mails the people of one date (a segment), each in their language, through the mail door; at most one send per date per minute (429); test sends only to yourself.",
    input: messageInput,
    output: messageOutput,
    sample: async (fx) => ({
      data: { ...(await createdDate(fx)), segment: 'all' as const, subject: 'Bring a light jacket', body: 'The forecast says 12°C by the river.\n\nSee you there!', test: true },
      token: await fx.adminToken(),
    }),
  }),
  change_occurrence: action({
    summary:
      'Changes one date (or, with onwards, that date and every later one): a new start time, length and/or venue. Everyone registered gets the update in their language with the calendar update (same UID, SEQUENCE + 1); reminders and the venue reveal follow; a paid place may be cancelled for a full refund.',
    input: z.object({
      slug,
      occurrence,
      /** This date and every later one (the event's own times and venue are left as they were for earlier dates). */
      onwards: z.optional(z.boolean()),
      start: z.optional(clockTime),
      durationMinutes: z.optional(z.number({ error: 'A length is a whole number of minutes' }).check(z.int('A length is a whole number of minutes'), z.gte(15, 'A date lasts at least 15 minutes'), z.lte(720, 'A date lasts at most 12 hours'))),
      venue: z.optional(changedVenue),
      /** A line to the people, in English (and Japanese): why it changed. */
      note: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'A note has at most 2,000 characters'))),
      note_ja: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'A note has at most 2,000 characters'))),
    }),
    output: z.object({
      /** People told of the change (each once, in their language). */
      notified: z.number(),
      /** The dates the change covers that have people registered or are shown (YYYY-MM-DD). */
      dates: z.array(z.string()),
    }),
    sample: async (fx) => ({ data: { ...(await createdDate(fx)), start: '19:00', durationMinutes: 120 }, token: await fx.adminToken() }),
  }),
  get_figures: action({
    summary: "The numbers of one month's dates (every event): places taken, check-ins, attendance, no-shows and money kept per currency (payments minus refunds), per date and for the month.",
    input: z.object({ month: z.string({ error: 'A month is YYYY-MM' }).check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM, e.g. 2026-12')) }),
    output: z.object({
      month: z.string(),
      dates: z.array(dateFigureRow),
      totals: z.object({
        dates: z.number(),
        placesTaken: z.number(),
        confirmed: z.number(),
        checkedIn: z.number(),
        attendance: z.nullable(z.number()),
        noShows: z.number(),
        /** Money per currency: never added across currencies. */
        money: z.array(money),
      }),
    }),
    sample: async (fx) => ({ data: { month: fx.now().toISOString().slice(0, 7) }, token: await fx.adminToken() }),
  }),
});

export type AdminEventsActions = typeof adminEventsActions;
