/**
 * The events pages do not ship the catalogue: they get build-time summaries (lists) and one
 * listing's page data (event pages) (web/src/features/events/event-data.build.ts), with the fields
 * of the catalogue's occurrence rules, which they run when they run. These check that the browser
 * side, at any later "now" (years after the build), gives what the catalogue itself would.
 */
import { describe, expect, it } from 'vitest';
import {
  cancelledOccurrence,
  eventAccessRule,
  eventAvailabilityStatus,
  eventEnd,
  events,
  eventStart,
  formatPrice,
  isCancelled,
  nextOccurrence,
  venueRevealAt,
  type EventListing,
} from '../../../content/events/index';
import { formatIsoDate } from '../../../content/events/calendar';
import { eventImageKey } from '../../../web/src/lib/event-image';
import { cardDate } from '../../../web/src/lib/event-display';
import { buildEventPage, buildEventSummaries } from '../../../web/src/features/events/event-data.build';
import { eventJsonLdOf, occurrenceAt, pageOccurrenceAt, sortForListing, toCardData, type EventSummary } from '../../../web/src/features/events/event-data';
import { eventSummaries } from '../../../web/src/features/events/summaries';
import { loadEventPage } from '../../../web/src/features/events/event-pages';

const HOUR = 3_600_000;
const BUILT = new Date('2026-11-22T09:30:00Z');
const summaries = buildEventSummaries();
const pages = new Map(events.map((e) => [e.slug, buildEventPage(e)]));
/** Instants over the three years after the build, 3 days and 7 hours apart (every weekday and time of day comes round). */
const LATER = Array.from({ length: Math.floor((3 * 365 * 24) / 79) + 1 }, (_, i) => new Date(BUILT.getTime() + i * 79 * HOUR));

describe('event summaries (lists)', () => {
  it('carry every listing in catalogue order with its card, filter and sort fields, and nothing of the full listing', () => {
    expect(summaries.map((s) => s.slug)).toEqual(events.map((e) => e.slug));
    for (const [i, e] of events.entries()) {
      const s = summaries[i];
      for (const key of ['id', 'title', 'description', 'iconValue', 'eventType', 'eventFrequency', 'dayOfWeek', 'next', 'time', 'city', 'cityDisplay', 'timezone', 'startTime', 'endTime', 'location', 'price', 'status', 'featured', 'exclusive', 'exclusiveType', 'checkinStampEligible'] as const) {
        expect(s[key], `${e.slug}.${key}`).toEqual(e[key]);
      }
      expect(s.imageKey).toBe(eventImageKey(e));
      expect(s.cancelled).toBe(isCancelled(e));
      for (const key of ['philosophy', 'venue', 'hostInfo', 'whatToExpect', 'memberBenefits', 'attendancePolicy']) expect(s, `${e.slug} has ${key}`).not.toHaveProperty(key);
    }
  });

  it('are what the summaries module gives the prerender and the tests', () => {
    expect(eventSummaries.map((s) => s.slug)).toEqual(events.map((e) => e.slug));
  });

  it('give, at any time in the years after the build, the next occurrence and start the catalogue computes', () => {
    for (const [i, e] of events.entries()) {
      for (const now of LATER) {
        const picked = occurrenceAt(summaries[i], now);
        const date = nextOccurrence(e, now);
        expect(picked?.date ?? null, `${e.slug} at ${now.toISOString()}`).toBe(date ? formatIsoDate(date) : null);
        expect(picked?.start ?? null).toBe(eventStart(e, now)?.toISOString() ?? null);
      }
    }
  });

  it('make the cards and the listing order the catalogue gives', () => {
    for (const now of [BUILT, new Date(BUILT.getTime() + 40 * 24 * HOUR), new Date(BUILT.getTime() + 200 * 24 * HOUR), new Date(BUILT.getTime() + 800 * 24 * HOUR)]) {
      for (const [i, e] of events.entries()) {
        const card = toCardData(summaries[i], now);
        const date = nextOccurrence(e, now);
        expect(card.date, e.slug).toEqual(date ? cardDate(e, date, now) : null);
        expect(card.cancelled).toBe(isCancelled(e));
        expect(card.imageKey).toBe(eventImageKey(e));
      }
      // Time order only (featured or not); listings with no occurrence last, in catalogue order.
      const key = (e: EventListing) => eventStart(e, now)?.getTime() ?? Number.POSITIVE_INFINITY;
      const expected = [...events].sort((a, b) => (key(a) === key(b) ? 0 : key(a) - key(b)));
      expect(sortForListing(summaries, now).map((s: EventSummary) => s.slug)).toEqual(expected.map((e) => e.slug));
    }
  });
});

describe('event page data', () => {
  it('holds the listing and the facts the catalogue derives from it', async () => {
    for (const e of events) {
      const page = pages.get(e.slug)!;
      expect(page.event).toEqual(e);
      expect(page.imageKey).toBe(eventImageKey(e));
      expect(page.cancelled).toBe(isCancelled(e));
      expect(page.bookable).toBe(eventAccessRule(e).bookable);
      expect({ eventStatus: page.eventStatus, availability: page.availability }).toEqual(eventAvailabilityStatus(e));
      const fee = e.cancellationPolicy?.feeCents ?? 0;
      expect(page.feeText).toBe(fee > 0 ? `${formatPrice(fee, e.currency)} fee` : null);
      expect(page.related.map((r) => r.id)).toEqual(e.relatedEvents.filter((id) => events.some((x) => x.id === id)));
    }
    expect((await loadEventPage(events[0].slug))?.event.slug).toBe(events[0].slug);
    expect(await loadEventPage('no-such-event')).toBeNull();
  });

  it('give, at any time in the years after the build, the start, end and venue reveal the catalogue computes', () => {
    for (const e of events) {
      const { event } = pages.get(e.slug)!;
      for (const now of LATER) {
        const picked = pageOccurrenceAt(event, now);
        expect(picked?.start ?? null, `${e.slug} at ${now.toISOString()}`).toBe(eventStart(e, now)?.toISOString() ?? null);
        expect(picked?.end ?? null).toBe(eventEnd(e, now)?.toISOString() ?? null);
        if (picked) expect(picked.revealAt).toBe(venueRevealAt(e, now)?.toISOString() ?? null);
      }
    }
  });

  it('dates the JSON-LD with the occurrence the catalogue gives, years later too', () => {
    for (const now of [BUILT, new Date(BUILT.getTime() + 75 * 24 * HOUR + 5 * HOUR), new Date(BUILT.getTime() + 900 * 24 * HOUR)]) {
      for (const e of events) {
        const page = pages.get(e.slug)!;
        const ld = eventJsonLdOf(page, pageOccurrenceAt(page.event, now), now);
        const start = eventStart(e, now);
        if (!start) {
          // A cancelled listing keeps the date it was scheduled for; anything else has none.
          const was = cancelledOccurrence(e, now);
          if (was) expect((ld.startDate as string).slice(0, 10), e.slug).toBe(formatIsoDate(was));
          else expect(ld, e.slug).not.toHaveProperty('startDate');
          continue;
        }
        expect(Date.parse(ld.startDate as string), e.slug).toBe(start.getTime());
        expect(Date.parse(ld.endDate as string), e.slug).toBe(eventEnd(e, now)!.getTime());
        expect((ld.startDate as string).slice(0, 10)).toBe(formatIsoDate(nextOccurrence(e, now)!));
      }
    }
  });
});
