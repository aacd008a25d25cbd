import { describe, expect, it } from 'vitest';
import { eventJsonLd, eventWhen } from './listing-views';
import { isoWithOffset } from '../../../web/src/features/events/event-data';
import { events, type EventListing } from '../../../content/events/index';

const now = new Date('2026-11-22T00:00:00Z');
const open = events.find((e) => e.status === 'open' && eventWhen(e, now) !== null && !e.paymentEnabled)!;
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

  it('marks a cancelled listing as cancelled and out of stock, without dates', () => {
    const data = ld({ ...open, next: 'Cancelled', time: 'CANCELLED' });
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data.startDate).toBeUndefined();
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

  it('writes offsets for both zones', () => {
    const d = { year: 2026, month: 12, day: 12 };
    const at = new Date('2026-12-12T05:00:00Z');
    expect(isoWithOffset(d, '14:00', 'Asia/Tokyo', at)).toBe('2026-12-12T14:00:00+09:00');
    expect(isoWithOffset(d, '09:30', 'Pacific/Honolulu', at)).toBe('2026-12-12T09:30:00-10:00');
  });
});
