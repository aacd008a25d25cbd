import { describe, expect, it } from 'vitest';
import { eventJsonLd, eventWhen } from './listing-views';
import { isoWithOffset } from '../../../web/src/features/events/event-data';
import { eventBySlug, events, formatPrice, type EventListing } from '../../../content/events/index';
import { checkGoogleEvent, leftOutOnPurpose } from './google-event';

const now = new Date('2026-11-22T00:00:00Z');
const open = events.find((e) => e.status === 'open' && eventWhen(e, now) !== null && e.price === 'Free')!;
const paid = events.find((e) => e.paymentEnabled && eventWhen(e, now) !== null);

function ld(e: EventListing) {
  return eventJsonLd(e, eventWhen(e, now), now) as Record<string, any>;
}

describe('event JSON-LD', () => {
  it('describes an open event as scheduled and in stock, with local times and offsets', () => {
    const data = ld(open);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Event');
    expect(data.name).toBe(open.title);
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.offers.availability).toBe('https://schema.org/InStock');
    expect(data.startDate).toMatch(new RegExp(`T${open.startTime}:00${open.timezone === 'Asia/Tokyo' ? '\\+09:00' : '-10:00'}$`));
    expect(data.endDate).toMatch(new RegExp(`T${open.endTime}:00`));
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(data.offers.price).toBe(0);
    expect(data.offers.priceCurrency).toBe(open.currency);
    expect(data.url).toMatch(new RegExp(`/events/${open.slug}$`));
  });

  it('marks any other status as postponed and out of stock', () => {
    for (const status of ['postponed', 'closed'] as const) {
      const data = ld({ ...open, status });
      expect(data.eventStatus).toBe('https://schema.org/EventPostponed');
      expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    }
  });

  it('marks a cancelled listing as cancelled and out of stock, keeping the date it was scheduled for', () => {
    const circle = ld(eventBySlug('tokyo-growth-circle')!);
    expect(circle.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(circle.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(circle.startDate).toBe('2026-11-26T19:00:00+09:00');
    expect(circle.endDate).toBe('2026-11-26T21:30:00+09:00');
    // One week of a weekly series, cancelled with time "CANCELLED": that week's date.
    const lunch = ld(eventBySlug('weekly-wednesday-lunch-fika-marunouchi')!);
    expect(lunch.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(lunch.startDate).toBe('2026-12-02T12:15:00+09:00');
    // The date stays put once it has gone by.
    const later = new Date('2027-01-20T00:00:00Z');
    expect(eventJsonLd(eventBySlug('tokyo-growth-circle')!, null, later).startDate).toBe('2026-11-26T19:00:00+09:00');
  });

  it('prices an event paid in cash at the venue, and does not call it free', () => {
    const tapas = ld(eventBySlug('tokyo-spanish-tapas-evening')!);
    expect(tapas.offers).toMatchObject({ price: 5500, priceCurrency: 'JPY' });
    expect(tapas.isAccessibleForFree).toBe(false);
  });

  it('does not call a members-only event free: it offers no per-event price at all', () => {
    const members = ld(eventBySlug('founding-members-fika-tokyo')!);
    expect(members.offers.price).toBeUndefined();
    expect(members.offers.priceCurrency).toBeUndefined();
    expect(members.offers.url).toMatch(/\/events\/founding-members-fika-tokyo$/);
    expect(members.isAccessibleForFree).toBe(false);
  });

  it('writes no validFrom: the catalogue holds no date an offer opened, and the build date is not one', () => {
    for (const e of events) expect(ld(e).offers.validFrom, e.slug).toBeUndefined();
  });

  it('prices a paid event in whole currency units', () => {
    if (!paid) return;
    expect(ld(paid).offers.price).toBe(paid.perEventPriceCents! / 100);
  });

  it('keeps a venue that is revealed later out of the structured data', () => {
    const secret = events.find((e) => e.venueReveal);
    if (!secret) return;
    const data = ld(secret);
    expect(data.location.address.streetAddress).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain(secret.venue.fullAddress);
  });

  it('states the price the page shows: 0 only for a free event, else the listed amount', () => {
    for (const e of events) {
      const data = ld(e);
      if (data.offers.price === undefined) {
        expect(e.price, e.slug).toBe('Members only');
        continue;
      }
      if (e.price === 'Free') expect(data.offers.price, e.slug).toBe(0);
      else expect(e.price.startsWith(formatPrice(Math.round(data.offers.price * 100), e.currency)), `${e.slug}: ${e.price} vs ${data.offers.price}`).toBe(true);
      expect(data.offers.priceCurrency).toBe(e.currency);
      expect(data.isAccessibleForFree, e.slug).toBe(e.price === 'Free');
    }
  });

  it('writes offsets for both zones', () => {
    const d = { year: 2026, month: 12, day: 12 };
    const at = new Date('2026-12-12T05:00:00Z');
    expect(isoWithOffset(d, '14:00', 'Asia/Tokyo', at)).toBe('2026-12-12T14:00:00+09:00');
    expect(isoWithOffset(d, '09:30', 'Pacific/Honolulu', at)).toBe('2026-12-12T09:30:00-10:00');
  });
});

describe("every event page against Google's Event properties", () => {
  for (const e of events) {
    it(`${e.slug}: every required property, and every recommended one it can truly state`, () => {
      const { errors, missing } = checkGoogleEvent(ld(e));
      expect(errors).toEqual([]);
      expect(missing).toEqual(leftOutOnPurpose(e));
    });
  }
});
