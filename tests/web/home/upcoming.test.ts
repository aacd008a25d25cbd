/**
 * The home page's "Upcoming events": the build ships the listings' occurrence-rule fields, and the
 * page picks the upcoming ones when it runs, so a site built once lists the right events years later.
 */
import { describe, expect, it } from 'vitest';
import { featuredUpcoming, occurrenceKey } from '../../../content/events/index';
import { buildHomeContent } from '../../../web/src/features/home/home-content.build';
import { pickUpcoming } from '../../../web/src/features/home/upcoming';

const DAY = 86_400_000;
const BUILT = new Date('2026-11-22T09:30:00Z');
const { events: homeEvents } = buildHomeContent(BUILT);

describe('home page upcoming events', () => {
  it('are the catalogue’s featured upcoming events with their next dates, on any day after the build', () => {
    for (let days = 0; days <= 3 * 365; days += 17) {
      const now = new Date(BUILT.getTime() + days * DAY + (days % 24) * 3_600_000);
      const expected = featuredUpcoming(now, 4);
      const picked = pickUpcoming(homeEvents, now, 4);
      expect(picked.map((u) => u.event.slug), now.toISOString()).toEqual(expected.map((e) => e.slug));
      expect(picked.map((u) => u.date)).toEqual(expected.map((e) => occurrenceKey(e, now)));
    }
  });

  it('still lists four events two years after the build', () => {
    expect(pickUpcoming(homeEvents, new Date(BUILT.getTime() + 730 * DAY), 4)).toHaveLength(4);
  });
});
