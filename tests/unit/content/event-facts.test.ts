/**
 * The display texts derived from an event's facts (content/events/facts.ts) are the catalogue's
 * own: every listing of the initial data, given only its facts, gets back the texts it was written
 * with; a schedule gives the next date, weekday and frequency; and a whole event completed from the
 * console's facts passes the listing schema.
 */
import { describe, expect, it } from 'vitest';
import { events } from '../../../content/events/index';
import { completeEvent, deriveTexts, priceTexts, scheduleTexts, timeTexts, toHundredths, type EventInput } from '../../../content/events/facts';
import { eventListingSchema } from '../../../content/events/schema';

const NOW = new Date('2026-11-22T03:00:00Z');

describe('display texts from facts', () => {
  it('give every listing of the initial data back its city block, times, price and dates', () => {
    for (const e of events) {
      const derived = deriveTexts(
        {
          city: e.city,
          next: e.next,
          dayOfWeek: e.dayOfWeek,
          eventFrequency: e.eventFrequency,
          cancelledDate: e.cancelledDate,
          time: e.time,
          startTime: e.startTime,
          durationMinutes: e.durationMinutes,
          perEventPriceCents: e.perEventPriceCents,
          doorPriceCents: e.doorPriceCents,
          requiresSubscription: e.requiresSubscription,
        },
        NOW,
      );
      const { cancelledDate, ...texts } = derived;
      expect(texts, e.id).toEqual({
        cityDisplay: e.cityDisplay,
        country: e.country,
        timezone: e.timezone,
        currency: e.currency,
        next: e.next,
        dayOfWeek: e.dayOfWeek,
        eventFrequency: e.eventFrequency,
        endTime: e.endTime,
        time: e.time,
        price: e.price,
        paymentEnabled: e.paymentEnabled,
      });
      expect(cancelledDate, e.id).toBe(e.cancelledDate);
    }
  });

  it('dates a schedule: one date, every week (skipped dates passed over), the nth weekday of the month', () => {
    expect(scheduleTexts({ kind: 'once', date: '2026-12-12' }, NOW, 'Asia/Tokyo')).toEqual({ next: 'December 12', dayOfWeek: 'Saturday', eventFrequency: 'special' });
    expect(scheduleTexts({ kind: 'weekly', from: '2026-11-07', skip: ['2026-11-28'] }, NOW, 'Asia/Tokyo')).toEqual({ next: 'December 5', dayOfWeek: 'Saturday', eventFrequency: 'weekly' });
    // The last Thursday of the month, from November: November 26.
    expect(scheduleTexts({ kind: 'monthly', nth: -1, from: '2026-10-29', skip: [] }, NOW, 'Asia/Tokyo')).toEqual({ next: 'November 26', dayOfWeek: 'Thursday', eventFrequency: 'monthly' });
    // A date gone by keeps its own text.
    expect(scheduleTexts({ kind: 'once', date: '2026-10-03' }, NOW, 'Asia/Tokyo').next).toBe('October 3');
  });

  it('words times and prices as the catalogue does', () => {
    expect(timeTexts('14:00', 120)).toEqual({ endTime: '16:00', time: '2:00 PM - 4:00 PM' });
    expect(timeTexts('09:30', 390)).toEqual({ endTime: '16:00', time: '9:30 AM - 4:00 PM' });
    expect(timeTexts('23:00', 60)).toBeNull();
    expect(timeTexts('9:00', 60)).toBeNull();
    expect(priceTexts({ perEventPriceCents: 200000 }, 'JPY')).toEqual({ price: '¥2,000', paymentEnabled: true });
    expect(priceTexts({ perEventPriceCents: 2500 }, 'USD')).toEqual({ price: '$25', paymentEnabled: true });
    expect(priceTexts({ perEventPriceCents: 0, doorPriceCents: 550000 }, 'JPY')).toEqual({ price: '¥5,500 cash', paymentEnabled: false });
    expect(priceTexts({ requiresSubscription: true }, 'JPY')).toEqual({ price: 'Members only', paymentEnabled: false });
    expect(priceTexts({}, 'USD')).toEqual({ price: 'Free', paymentEnabled: false });
  });

  it('turns typed amounts into hundredths', () => {
    expect(toHundredths(2000, 'JPY')).toBe(200000);
    expect(toHundredths(25, 'USD')).toBe(2500);
    expect(toHundredths(19.99, 'USD')).toBe(1999);
    expect(toHundredths(2000.5, 'JPY')).toBeNull();
    expect(toHundredths(1.234, 'USD')).toBeNull();
    expect(toHundredths(-1, 'USD')).toBeNull();
  });
});

describe('an event completed from the console’s facts', () => {
  const input: EventInput = {
    slug: 'ohori-park-morning-fika',
    eventType: 'forest-walks',
    title: 'Ohori Park Morning Walk',
    description: 'A walk around the pond in Ohori Park with coffee after.',
    city: 'fukuoka',
    schedule: { kind: 'once', date: '2026-12-27' },
    startTime: '10:00',
    durationMinutes: 120,
    capacity: 12,
    perEventPriceCents: 200000,
    location: 'Chuo-ku, Ohori Park',
    tags: ['walk'],
    whatToExpect: ['A slow lap of the pond'],
    preparationTips: ['Wear comfortable shoes'],
    venue: { name: 'Ohori Park', description: 'A park with a big pond.', fullAddress: '1 Ohorikoen, Chuo-ku, Fukuoka', nearestStation: 'Ohorikoen Station', meetingPoint: 'The boat house', priceRange: 'Free', amenities: ['Benches'] },
    hostInfo: { name: 'Mai Fujita', bio: 'Mai hosts the Fukuoka tables.', avatar: 'author-mika-sato' },
    ja: { title: '大濠公園モーニングウォーク' },
    // A display text sent anyway is replaced by the derived one.
    price: 'Free',
  };

  it('is a valid listing with the derived texts, the city illustration and the defaults', () => {
    const { listing, ja } = completeEvent(input, NOW);
    expect(() => eventListingSchema.parse(listing)).not.toThrow();
    expect(listing).toMatchObject({ id: input.slug, cityDisplay: 'Fukuoka', currency: 'JPY', next: 'December 27', dayOfWeek: 'Sunday', eventFrequency: 'special', time: '10:00 AM - 12:00 PM', endTime: '12:00', price: '¥2,000', paymentEnabled: true, iconImage: 'event-fukuoka-fika' });
    expect(listing.paymentOptions.allowPerEventPayment).toBe(true);
    expect(ja?.title).toBe('大濠公園モーニングウォーク');
    expect(ja?.attendancePolicy).toBeTruthy();
  });

  it('drops a zero price: free is no price at all', () => {
    const { listing } = completeEvent({ ...input, perEventPriceCents: 0 }, NOW);
    expect(listing.price).toBe('Free');
    expect(listing.perEventPriceCents).toBeUndefined();
    expect(() => eventListingSchema.parse(listing)).not.toThrow();
  });
});
