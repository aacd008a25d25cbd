/**
 * The events pages do not ship the catalogue: they get build-time summaries (lists) and one
 * listing's page data (event pages) with its occurrences, computed by the catalogue's rules
 * (web/src/features/events/event-data.build.ts). These check that the browser side, picking from
 * that data with a later "now", gives what the catalogue itself would.
 */
import { describe, expect, it } from 'vitest';
import {
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
import { shortDateLabel } from '../../../web/src/lib/event-display';
import { buildEventPage, buildEventSummaries, HORIZON_DAYS } from '../../../web/src/features/events/event-data.build';
import { currentOccurrence, eventJsonLdOf, sortForListing, toCardData, type EventSummary } from '../../../web/src/features/events/event-data';
import { eventJsonLd, eventWhen } from './listing-views';
import { eventSummaries } from '../../../web/src/features/events/summaries';
import { loadEventPage } from '../../../web/src/features/events/event-pages';

const HOUR = 3_600_000;
const BUILT = new Date('2026-11-22T09:30:00Z');
const summaries = buildEventSummaries(BUILT);
const pages = new Map(events.map((e) => [e.slug, buildEventPage(e, BUILT)]));
/** Instants across the horizon, 7 hours apart (so every time of day comes round). */
const LATER = Array.from({ length: Math.floor((HORIZON_DAYS * 24) / 7) + 1 }, (_, i) => new Date(BUILT.getTime() + i * 7 * HOUR));

describe('event summaries (lists)', () => {
  it('carry every listing in catalogue order with its card, filter and sort fields, and nothing of the full listing', () => {
    expect(summaries.map((s) => s.slug)).toEqual(events.map((e) => e.slug));
    for (const [i, e] of events.entries()) {
      const s = summaries[i];
      for (const key of ['id', 'title', 'description', 'iconValue', 'eventType', 'eventFrequency', 'dayOfWeek', 'city', 'cityDisplay', 'timezone', 'startTime', 'endTime', 'location', 'price', 'status', 'featured', 'exclusive', 'exclusiveType', 'checkinStampEligible'] as const) {
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

  it('give, for any later time in the horizon, the next occurrence and start the catalogue computes', () => {
    for (const [i, e] of events.entries()) {
      for (const now of LATER) {
        const picked = currentOccurrence(summaries[i].occurrences, e.timezone, now);
        const date = nextOccurrence(e, now);
        expect(picked?.date ?? null, `${e.slug} at ${now.toISOString()}`).toBe(date ? formatIsoDate(date) : null);
        expect(picked?.start ?? null).toBe(eventStart(e, now)?.toISOString() ?? null);
      }
    }
  });

  it('make the cards and the listing order the catalogue gives', () => {
    for (const now of [BUILT, new Date(BUILT.getTime() + 40 * 24 * HOUR), new Date(BUILT.getTime() + 200 * 24 * HOUR)]) {
      for (const [i, e] of events.entries()) {
        const card = toCardData(summaries[i], now);
        const date = nextOccurrence(e, now);
        const label = date ? shortDateLabel(date) : null;
        expect(card.dateLabel, e.slug).toBe(label && e.eventFrequency === 'weekly' ? `Every ${e.dayOfWeek} · next ${label}` : label);
        expect(card.cancelled).toBe(isCancelled(e));
        expect(card.imageKey).toBe(eventImageKey(e));
      }
      const key = (e: EventListing) => [isCancelled(e) ? 1 : 0, e.featured ? 0 : 1, eventStart(e, now)?.getTime() ?? Number.POSITIVE_INFINITY];
      const expected = [...events].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
      });
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

  it('give, for any later time in the horizon, the start, end and venue reveal the catalogue computes', () => {
    for (const e of events) {
      const { occurrences } = pages.get(e.slug)!;
      for (const now of LATER) {
        const picked = currentOccurrence(occurrences, e.timezone, now);
        expect(picked?.start ?? null, `${e.slug} at ${now.toISOString()}`).toBe(eventStart(e, now)?.toISOString() ?? null);
        expect(picked?.end ?? null).toBe(eventEnd(e, now)?.toISOString() ?? null);
        if (picked) expect(picked.revealAt).toBe(venueRevealAt(e, now)?.toISOString() ?? null);
      }
    }
  });

  it('make the JSON-LD the catalogue gives, later too', () => {
    for (const now of [BUILT, new Date(BUILT.getTime() + 75 * 24 * HOUR + 5 * HOUR)]) {
      for (const e of events) {
        const page = pages.get(e.slug)!;
        expect(eventJsonLdOf(page, currentOccurrence(page.occurrences, e.timezone, now)), e.slug).toEqual(eventJsonLd(e, eventWhen(e, now), now));
      }
    }
  });
});
