import { describe, expect, it } from 'vitest';
import {
  type EventListing,
  eventAvailabilityStatus,
  eventById,
  events,
  featuredUpcoming,
  isCancelled,
  upcomingEvents,
} from '../../../content/events/index';

const TODAY = new Date('2026-11-22T03:00:00Z');

const byId = (id: string): EventListing => {
  const event = eventById(id);
  if (!event) throw new Error(`missing ${id}`);
  return event;
};

const base = byId('tokyo-december-fika');
const make = (id: string, overrides: Partial<EventListing>): EventListing => ({ ...base, id, slug: id, ...overrides });

describe('isCancelled', () => {
  it('reads "Cancelled" in next and "CANCELLED" in time', () => {
    expect(isCancelled(byId('tokyo-growth-circle'))).toBe(true);
    expect(isCancelled(byId('weekly-wednesday-fika'))).toBe(true);
    expect(isCancelled(base)).toBe(false);
    expect(isCancelled({ next: 'cancelled', time: '2:00 PM - 4:00 PM' })).toBe(true);
  });
});

describe('upcomingEvents', () => {
  it('lists most of the catalogue as upcoming today, soonest first, without cancelled events', () => {
    const upcoming = upcomingEvents(TODAY);
    expect(upcoming.length).toBe(events.length - 2);
    expect(upcoming.some(isCancelled)).toBe(false);
    expect(upcoming[0].id).toBe('weekly-saturday-fika'); // November 28
    expect(upcoming.at(-1)?.id).toBe('meguro-river-walk'); // March 27
  });

  it('excludes an event whose explicit date is past and an unparseable one', () => {
    const list = [
      make('past', { next: 'October 3, 2026' }),
      make('garbled', { next: 'Soon' }),
      make('today', { next: 'November 22' }),
    ];
    expect(upcomingEvents(TODAY, list).map((e) => e.id)).toEqual(['today']);
  });
});

describe('featuredUpcoming (seed 000 §5)', () => {
  it('shows at most 4, featured first, by date', () => {
    const list = featuredUpcoming(TODAY);
    expect(list.map((e) => e.id)).toEqual([
      'founding-members-fika',
      'signature-sunday-fika',
      'ginza-rooftop-happy-hour',
      'tokyo-december-fika',
    ]);
    expect(list.every((e) => e.featured)).toBe(true);
  });

  it('respects a smaller max', () => {
    expect(featuredUpcoming(TODAY, 2)).toHaveLength(2);
    expect(featuredUpcoming(TODAY, 0)).toHaveLength(0);
  });

  it('excludes past and cancelled events and fills with non-featured ones', () => {
    const list = [
      make('featured-past', { featured: true, next: 'November 1, 2026' }),
      make('featured-cancelled', { featured: true, next: 'Cancelled' }),
      make('featured-time-cancelled', { featured: true, next: 'December 1', time: 'CANCELLED' }),
      make('plain-late', { featured: false, next: 'March 1' }),
      make('plain-soon', { featured: false, next: 'December 1' }),
      make('featured-ok', { featured: true, next: 'February 1' }),
      make('plain-mid', { featured: false, next: 'January 1' }),
      make('plain-later', { featured: false, next: 'March 2' }),
    ];
    expect(featuredUpcoming(TODAY, 4, list).map((e) => e.id)).toEqual(['featured-ok', 'plain-soon', 'plain-mid', 'plain-late']);
  });

  it('moves on as time passes; a passed yearless date means next year (seed 000 §5)', () => {
    const later = new Date('2026-12-13T15:00:00Z'); // December 14 in Tokyo
    const ids = featuredUpcoming(later).map((e) => e.id);
    // "December 5" and "December 12" now resolve to 2027, so they sort behind January.
    expect(ids).toEqual(['honolulu-inaugural-fika', 'tokyo-new-year-fika', 'tokyo-spanish-tapas', 'founding-members-fika']);
  });
});

describe('eventAvailabilityStatus (seed 000 §4)', () => {
  it('maps open to scheduled and in stock', () => {
    expect(eventAvailabilityStatus(base)).toEqual({
      eventStatus: 'https://schema.org/EventScheduled',
      availability: 'https://schema.org/InStock',
    });
  });

  it('maps any other status to postponed and out of stock', () => {
    for (const status of ['postponed', 'closed'] as const) {
      expect(eventAvailabilityStatus({ ...base, status })).toEqual({
        eventStatus: 'https://schema.org/EventPostponed',
        availability: 'https://schema.org/OutOfStock',
      });
    }
  });

  it('never advertises a cancelled listing as scheduled', () => {
    expect(eventAvailabilityStatus(byId('tokyo-growth-circle'))).toEqual({
      eventStatus: 'https://schema.org/EventCancelled',
      availability: 'https://schema.org/OutOfStock',
    });
  });
});
