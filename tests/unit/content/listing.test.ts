import { describe, expect, it } from 'vitest';
import {
  type EventListing,
  eventAvailabilityStatus,
  eventById,
  events,
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
    expect(upcoming[0].id).toBe('weekly-tuesday-fika'); // Tuesday, November 24 (a weekly series listed "December 1")
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

describe('upcomingEvents order', () => {
  it('is time order alone: a featured event never goes ahead of a sooner one', () => {
    const list = [
      make('featured-late', { featured: true, next: 'February 1' }),
      make('plain-soon', { featured: false, next: 'December 1' }),
      make('featured-cancelled', { featured: true, next: 'Cancelled', cancelledDate: 'November 28' }),
      make('plain-mid', { featured: false, next: 'January 1' }),
      make('featured-soonest', { featured: true, next: 'November 30' }),
    ];
    expect(upcomingEvents(TODAY, list).map((e) => e.id)).toEqual(['featured-soonest', 'plain-soon', 'plain-mid', 'featured-late']);
  });

  it('orders events in different zones by the instant they start', () => {
    // 9:00 AM December 5 in Honolulu is 4:00 AM December 6 in Tokyo: between Tokyo events at 2:00 AM and 10:00 AM that day.
    const list = [
      make('tokyo-morning', { next: 'December 6', startTime: '10:00', endTime: '12:00', time: '10:00 AM - 12:00 PM' }),
      make('honolulu', { city: 'honolulu', timezone: 'Pacific/Honolulu', next: 'December 5', startTime: '09:00', endTime: '11:00', time: '9:00 AM - 11:00 AM' }),
      make('tokyo-early', { next: 'December 6', startTime: '02:00', endTime: '04:00', time: '2:00 AM - 4:00 AM' }),
    ];
    expect(upcomingEvents(TODAY, list).map((e) => e.id)).toEqual(['tokyo-early', 'honolulu', 'tokyo-morning']);
  });
});

describe('eventAvailabilityStatus (open is scheduled and in stock)', () => {
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
