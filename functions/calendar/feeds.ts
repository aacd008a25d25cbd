/**
 * Calendar feeds (RFC 5545, subscribed to with webcal:// or Google Calendar's "From URL"):
 * - public: every scheduled occurrence of a city's open events, or of one event type in a city;
 * - personal: the occurrences a member holds a place at (confirmed) or waits for (waitlisted),
 *   with the status in each entry's summary ("Waitlist #3").
 * Each entry carries the occurrence's UID (`occurrenceUid`), the one the event page's "Add to
 * calendar" file and the confirmation email's invitation carry, so a calendar holding both knows
 * them for the same event. Feeds are computed when asked for, from the catalogue and the table, so
 * a cancellation, a promotion or a change to the catalogue shows at the next refresh.
 */
import { events, isCancelled, type EventListing } from '../../content/events/index';
import { cancelledOccurrence, isCancelledDate, isDateOf, listingOn } from '../../content/events/occurrence';
import { addDays, calendarDateIn, compareDates, formatIsoDate, parseIsoDate, type CalendarDate } from '../../content/events/calendar';
import { buildCalendarFeed, occurrenceUid, publicSequence, type CalendarEvent } from '../../content/events/ics';
import { localizeEvent } from '../../content/events/localize';
import { CITIES, CITY_SLUGS, type CitySlug } from '../../content/cities';
import { COMMUNITY } from '../../content/site/community';
import typeNamesEn from '../../web/src/features/events/messages/en.json';
import typeNamesJa from '../../web/src/features/events/messages/ja.json';
import { occurrencesBetween } from '../../domain/passport/occurrences';
import { venueFor } from '../reservations/venue';
import type { Reservation } from '../reservations/model';
import { sitePage, type Lang } from '../lib/i18n/lang';

/** A feed holds the last 30 days (what just happened stays in the calendar) and the next 12 weeks. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 84;
/** How often calendar apps are asked to fetch a feed again. */
export const PUBLIC_REFRESH_MINUTES = 60;
export const PERSONAL_REFRESH_MINUTES = 30;

export type EventType = EventListing['eventType'];
/** The event types the catalogue uses: each has a feed per city (empty where a city has none). */
export const isCity = (s: string): s is CitySlug => (CITY_SLUGS as readonly string[]).includes(s);
export const isEventType = (s: string): s is EventType => events.some((e) => e.eventType === s);

/** The event type's display name: the events pages' own catalogue entry (`type.<type>`). */
export function eventTypeName(type: EventType, lang: Lang): string {
  const names = (lang === 'ja' ? typeNamesJa : typeNamesEn) as Record<string, string>;
  return names[`type.${type}`] ?? type.replace(/-/g, ' ');
}

const cityName = (city: CitySlug, lang: Lang) => (lang === 'ja' ? CITIES[city].ja.name : CITIES[city].name);

/** The words a feed uses around the events, per language. */
const WORDS = {
  en: {
    feedName: (place: string) => `${COMMUNITY.name}: ${place}`,
    feedDescription: (place: string) => `Upcoming ${COMMUNITY.name} events in ${place}, kept up to date.`,
    personalName: `${COMMUNITY.name}: my events`,
    personalDescription: 'The events you have a place at or are on the waitlist for. It updates when you cancel, are promoted or an event changes.',
    hiddenVenue: (area: string) => `${area} (exact venue sent to confirmed attendees)`,
    confirmed: (title: string) => `Confirmed: ${title}`,
    waitlist: (position: number | null, title: string) => `Waitlist${position ? ` #${position}` : ''}: ${title}`,
    cancelled: (title: string) => `Cancelled: ${title}`,
  },
  ja: {
    feedName: (place: string) => `${COMMUNITY.name}：${place}`,
    feedDescription: (place: string) => `${place}で開かれる${COMMUNITY.name}のイベント。最新の予定に自動で更新されます。`,
    personalName: `${COMMUNITY.name}：参加予定のイベント`,
    personalDescription: '参加確定またはキャンセル待ち中のイベントです。キャンセル、繰り上げ、イベントの変更があると自動で更新されます。',
    hiddenVenue: (area: string) => `${area}（詳しい会場は参加確定の方にお送りします）`,
    confirmed: (title: string) => `参加確定：${title}`,
    waitlist: (position: number | null, title: string) => `キャンセル待ち${position ? `${position}番` : ''}：${title}`,
    cancelled: (title: string) => `中止：${title}`,
  },
} as const;

/** The window a feed covers, as calendar dates in the event's zone. */
function feedWindow(event: EventListing, now: Date): { from: CalendarDate; to: CalendarDate } {
  const today = calendarDateIn(now, event.timezone);
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, FEED_DAYS_AHEAD) };
}

interface EntryInput {
  event: EventListing;
  occurrence: string;
  lang: Lang;
  siteUrl: string;
  stamp: Date;
  title: string;
  location: string;
  cancelled?: boolean;
  tentative?: boolean;
}

/**
 * One date's entry, at the date's own times (listingOn: an organiser may have moved it). Its
 * SEQUENCE is publicSequence's (content/events/ics.ts): the organisers' changes covering the date,
 * plus one when it is cancelled, so a calendar that holds the entry applies the new state.
 */
function entry(i: EntryInput): CalendarEvent {
  const text = localizeEvent(i.event, i.lang);
  const on = listingOn(i.event, i.occurrence);
  const sequence = publicSequence(i.event, i.occurrence, i.cancelled);
  return {
    uid: occurrenceUid(i.event.slug, i.occurrence),
    title: i.title,
    description: text.description,
    location: i.location,
    url: sitePage(i.siteUrl, `/events/${i.event.slug}`, i.lang),
    date: parseIsoDate(i.occurrence),
    startTime: on.startTime,
    endTime: on.endTime,
    timeZone: i.event.timezone,
    stamp: i.stamp,
    cancelled: i.cancelled,
    tentative: i.tentative,
    ...(sequence ? { sequence } : {}),
  };
}

/**
 * Where the public sees the event on `occurrence`: the venue (the date's own when an organiser
 * moved it: listingOn), or only its area while the venue is kept for confirmed guests.
 */
function publicLocation(event: EventListing, lang: Lang, occurrence: string): string {
  const text = localizeEvent(event, lang);
  if (event.venueReveal) return WORDS[lang].hiddenVenue(text.location);
  const { venue } = listingOn(text, occurrence);
  return `${venue.name}, ${venue.fullAddress}`;
}

const byStart = (a: CalendarEvent, b: CalendarEvent) => compareDates(a.date, b.date) || a.startTime.localeCompare(b.startTime) || a.uid.localeCompare(b.uid);

/**
 * DTSTAMP of every entry: the start of the current UTC day. Stable through the day, so an unchanged
 * feed keeps its ETag and calendar apps get 304 Not Modified.
 */
const dayStamp = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * The public feed of a city, or of one event type in a city: the scheduled occurrences of its open
 * events in the window, and a cancelled occurrence (STATUS:CANCELLED) so subscribed calendars drop
 * it visibly: a cancelled listing's, and each date of an open event an organiser cancelled
 * (`cancelledOccurrences`, which the occurrence rule passes over), under the UID it had. Postponed
 * and closed events have no date to offer and are left out.
 */
export function publicFeed(input: { city: CitySlug; type?: EventType; lang: Lang; siteUrl: string; now: Date; list?: readonly EventListing[] }): string {
  const { city, type, lang, siteUrl, now } = input;
  const stamp = dayStamp(now);
  const chosen = (input.list ?? events).filter((e) => e.city === city && (!type || e.eventType === type));
  const entries: CalendarEvent[] = [];
  for (const event of chosen) {
    const { from, to } = feedWindow(event, now);
    const title = localizeEvent(event, lang).title;
    const inWindow = (date: CalendarDate) => compareDates(date, from) >= 0 && compareDates(date, to) <= 0;
    const cancelledEntry = (occurrence: string) => entry({ event, occurrence, lang, siteUrl, stamp, title: WORDS[lang].cancelled(title), location: publicLocation(event, lang, occurrence), cancelled: true });
    if (isCancelled(event)) {
      const date = cancelledOccurrence(event, now);
      if (date && inWindow(date)) entries.push(cancelledEntry(formatIsoDate(date)));
      continue;
    }
    if (event.status !== 'open') continue;
    for (const o of occurrencesBetween(event, from, to)) entries.push(entry({ event, occurrence: o.occurrence, lang, siteUrl, stamp, title, location: publicLocation(event, lang, o.occurrence) }));
    for (const d of event.cancelledOccurrences ?? []) if (inWindow(parseIsoDate(d)) && isDateOf(event, d)) entries.push(cancelledEntry(d));
  }
  const place = type ? `${cityName(city, lang)} · ${eventTypeName(type, lang)}` : cityName(city, lang);
  return buildCalendarFeed({
    name: WORDS[lang].feedName(place),
    description: WORDS[lang].feedDescription(place),
    refreshMinutes: PUBLIC_REFRESH_MINUTES,
    events: entries.sort(byStart),
  });
}

export interface HeldPlace {
  reservation: Pick<Reservation, 'eventSlug' | 'occurrence' | 'status'>;
  /** 1-based place on the waitlist, for a waitlisted reservation. */
  waitlistPosition: number | null;
}

/**
 * A member's feed: each confirmed or waitlisted reservation in the window, its status in the
 * summary. A confirmed guest sees the venue as their emails give it (the exact venue once it is
 * revealed); someone waiting sees what the public sees. An occurrence the catalogue has since
 * cancelled is listed as cancelled.
 */
export function personalFeed(input: { places: readonly HeldPlace[]; lang: Lang; siteUrl: string; now: Date; eventOf: (slug: string) => EventListing | undefined }): string {
  const { lang, siteUrl, now } = input;
  const stamp = dayStamp(now);
  const entries: CalendarEvent[] = [];
  for (const { reservation: r, waitlistPosition } of input.places) {
    if (r.status !== 'confirmed' && r.status !== 'waitlisted') continue;
    const event = input.eventOf(r.eventSlug);
    if (!event) continue;
    const { from, to } = feedWindow(event, now);
    const date = parseIsoDate(r.occurrence);
    if (compareDates(date, from) < 0 || compareDates(date, to) > 0) continue;
    const title = localizeEvent(event, lang).title;
    const cancelledDate = cancelledOccurrence(event, now);
    const cancelled = (isCancelled(event) && (!cancelledDate || formatIsoDate(cancelledDate) === r.occurrence)) || isCancelledDate(event, r.occurrence);
    const confirmed = r.status === 'confirmed';
    const text = localizeEvent(event, lang);
    const venue = confirmed ? venueFor(text, r.occurrence, now) : null;
    entries.push(
      entry({
        event,
        occurrence: r.occurrence,
        lang,
        siteUrl,
        stamp,
        title: cancelled ? WORDS[lang].cancelled(title) : confirmed ? WORDS[lang].confirmed(title) : WORDS[lang].waitlist(waitlistPosition, title),
        location: venue && venue.exact ? `${venue.name}, ${venue.address}` : publicLocation(event, lang, r.occurrence),
        cancelled,
        tentative: !confirmed,
      }),
    );
  }
  return buildCalendarFeed({
    name: WORDS[lang].personalName,
    description: WORDS[lang].personalDescription,
    refreshMinutes: PERSONAL_REFRESH_MINUTES,
    events: entries.sort(byStart),
  });
}
