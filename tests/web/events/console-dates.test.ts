/**
 * A console event's dates reach the browser: its summary carries the schedule and the cancelled
 * dates, so the lists and cards compute the same next date as the server does, on any day.
 */
import { describe, expect, it } from 'vitest';
import { eventSummary } from '../../../web/src/features/events/event-data.build';
import { occurrenceAt } from '../../../web/src/features/events/event-data';
import { eventBySlug, nextOccurrence, type EventListing } from '../../../content/events/index';
import { formatIsoDate } from '../../../content/events/calendar';

const base = eventBySlug('osaka-monthly-fika-minamihorie')!;
/** First Sunday of the month from December 2026, 14:00 in Osaka. */
const monthly: EventListing = { ...base, schedule: { kind: 'monthly', nth: 1, from: '2026-12-06', skip: ['2027-02-07'] }, dayOfWeek: 'Sunday', eventFrequency: 'monthly', next: 'December 6' };

describe('a console event in the browser', () => {
  it.each(['2026-11-22T09:00:00Z', '2026-12-10T09:00:00Z', '2027-01-05T09:00:00Z', '2027-01-20T09:00:00Z'])('gives the server next date at %s', (at) => {
    const now = new Date(at);
    const server = formatIsoDate(nextOccurrence(monthly, now)!);
    expect(occurrenceAt(eventSummary(monthly), now)?.date).toBe(server);
  });

  it('follows the schedule past its first date and passes over skipped and cancelled dates', () => {
    expect(occurrenceAt(eventSummary(monthly), new Date('2026-12-10T09:00:00Z'))?.date).toBe('2027-01-03');
    expect(occurrenceAt(eventSummary(monthly), new Date('2027-01-20T09:00:00Z'))?.date).toBe('2027-03-07');
    const cancelled = { ...monthly, cancelledOccurrences: ['2027-01-03'] };
    expect(occurrenceAt(eventSummary(cancelled), new Date('2026-12-10T09:00:00Z'))?.date).toBe('2027-03-07');
  });
});
