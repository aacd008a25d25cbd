/**
 * POST /api/admin-events (admin only): the organisers' events console. Events are data in the
 * table (functions/lib/event-store.ts); each has a version, and a save names the version it was
 * made on, so a save on top of someone else's newer save is refused (409) and changes nothing.
 * `event` is the listing in the catalogue's own field names (content/events/schema.ts), its
 * Japanese text under `ja` and a kept-back venue under `revealedVenue`; the server derives the
 * display texts from the facts (docs/catalogue.md) and validates it with the one event schema.
 */
import * as z from '../functions/lib/zod';
import { action, actions, type SampleFixture } from './contract';

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
  admin: z.string(),
  /** created, saved, published, unpublished, archived. */
  action: z.string(),
  version: z.number(),
  /** The fields that changed, each with its value before and after (dotted paths; before is null on create). */
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});

/** A new one-off event the contract test creates: Fukuoka, next month, 12 places. */
export function sampleEvent(slugText: string, now: Date): Record<string, unknown> {
  const d = new Date(now.getTime() + 35 * 86_400_000);
  const date = d.toISOString().slice(0, 10);
  return {
    slug: slugText,
    title: 'Ohori Park Morning Fika',
    description: 'A small morning table by the pond in Ohori Park: coffee, a walk around the water and twelve people to meet.',
    city: 'fukuoka',
    eventType: 'fika',
    schedule: { kind: 'once', date },
    startTime: '10:00',
    durationMinutes: 120,
    capacity: 12,
    perEventPriceCents: 200000,
    location: 'Chuo-ku, Ohori Park',
  };
}

const created = async (fx: SampleFixture): Promise<string> => {
  const s = `sample-${fx.email('ev').split('@')[0].replace(/[^a-z0-9]/g, '').slice(-12)}`;
  await fx.call('adminEvents', 'save_event', { event: sampleEvent(s, fx.now()) }, { token: await fx.adminToken() });
  return s;
};

const stateAnswer = z.object({ slug: z.string(), version: z.number(), status: state });

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
    summary: 'Who changed the event, when, and every field before and after, newest first.',
    input: z.object({ slug }),
    output: z.object({ entries: z.array(auditEntry) }),
    sample: async (fx) => ({ data: { slug: await created(fx) }, token: await fx.adminToken() }),
  }),
});

export type AdminEventsActions = typeof adminEventsActions;
