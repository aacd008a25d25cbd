/**
 * How events are shown everywhere in the SPA: times in the venue's time zone with its label
 * ("2:00 PM – 4:00 PM JST") and dates. Light on purpose (calendar helpers only, not the
 * catalogue), so any page can use it without loading the whole event catalogue.
 */
import { formatClock12, timeZoneAbbreviation, type CalendarDate } from '../../../content/events/calendar';

/** "JST" for Asia/Tokyo, "HST" for Pacific/Honolulu, else the zone's short name. */
export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const known = timeZoneAbbreviation(timeZone);
  if (known) return known;
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** "2:00 PM – 4:00 PM JST" from local "14:00"/"16:00" in the venue's zone. */
export function timeRangeLabel(startTime: string, endTime: string, timeZone: string): string {
  return `${formatClock12(startTime)} – ${formatClock12(endTime)} ${timeZoneLabel(timeZone)}`;
}

const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });

const toUtc = (d: CalendarDate | string) => {
  if (typeof d === 'string') {
    const [y, m, day] = d.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, day));
  }
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
};

/** "Saturday, December 5, 2026" (a calendar date, so no time-zone shift). */
export const longDateLabel = (d: CalendarDate | string) => longDate.format(toUtc(d));
/** "Sat, Dec 5" */
export const shortDateLabel = (d: CalendarDate | string) => shortDate.format(toUtc(d));
