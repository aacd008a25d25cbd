/**
 * The home page's "Upcoming events": the build ships the listings' occurrence-rule fields, and the
 * page picks the upcoming ones when it runs, so a site built once lists the right events years later.
 */
import { describe, expect, it } from 'vitest';
import { events, occurrenceKey, upcomingEvents } from '../../../content/events/index';
import { buildHomeContent } from '../../../web/src/features/home/home-content.build';
import { pickUpcoming } from '../../../web/src/features/home/upcoming';

const DAY = 86_400_000;
const BUILT = new Date('2026-11-22T09:30:00Z');
const { events: homeEvents } = buildHomeContent(BUILT);

describe('home page upcoming events', () => {
  it('are the soonest upcoming events that are not weekly tables, in time order, on any day after the build', () => {
    for (let days = 0; days <= 3 * 365; days += 17) {
      const now = new Date(BUILT.getTime() + days * DAY + (days % 24) * 3_600_000);
      const expected = upcomingEvents(now, events.filter((e) => e.eventFrequency !== 'weekly')).slice(0, 4);
      const picked = pickUpcoming(homeEvents, now, 4);
      expect(picked.map((u) => u.event.slug), now.toISOString()).toEqual(expected.map((e) => e.slug));
      expect(picked.map((u) => u.date)).toEqual(expected.map((e) => occurrenceKey(e, now)));
    }
  });

  it('never puts a featured event ahead of a sooner one', () => {
    // December 14 in Tokyo: the featured December events have gone by, and the list is by date alone.
    const now = new Date('2026-12-13T15:00:00Z');
    const picked = pickUpcoming(homeEvents, now, 4);
    expect(picked.map((u) => u.date)).toEqual([...picked.map((u) => u.date)].sort());
    expect(picked.map((u) => u.event.slug)).toEqual(['shimokitazawa-pizza-night', 'honolulu-inaugural-fika-kaimuki', 'goal-accountability-info-session', 'meiji-jingu-forest-walk']);
    expect(picked.filter((u) => u.event.featured).map((u) => u.event.slug)).toEqual(['honolulu-inaugural-fika-kaimuki']);
  });

  it('respects a smaller max', () => {
    expect(pickUpcoming(homeEvents, BUILT, 2)).toHaveLength(2);
    expect(pickUpcoming(homeEvents, BUILT, 0)).toHaveLength(0);
  });

  it('still lists four events two years after the build', () => {
    expect(pickUpcoming(homeEvents, new Date(BUILT.getTime() + 730 * DAY), 4)).toHaveLength(4);
  });
});
