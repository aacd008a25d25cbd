/**
 * An event page's data from one listing: the display forms of its facts in the page's language and
 * the facts the catalogue derives from it (access, availability, price, fee). Pure and free of
 * catalogue data, so the build (event-data.build.ts, for every listing of the catalogue) and the
 * events console's preview (one unsaved listing, in the browser) make the page the same way.
 */
import { eventAccessRule, eventAvailabilityStatus, eventPrice, formatPrice, isCancelled, type EventListing } from '@/content/events/index';
import { priceTextJa } from '@/content/events/money';
import { cityBySlug, cityIn } from '@/content/cities';
import type { Locale } from '@/content/site/locales';
import { eventImageKey } from '../../lib/event-image';
import { cancelledOneOff, type EventPageData, type EventSummary } from './event-data';
import type { DateChange } from '@/content/events/occurrence';

/** The listing's level ("Good for") in Japanese. */
const JA_DIFFICULTY: Record<EventListing['difficulty'], string> = { 'All levels': 'どなたでも', Easy: 'やさしめ', Moderate: 'ふつう' };

/**
 * On Japanese pages, the display forms of a listing's facts in Japanese (price, city, level),
 * derived from the facts themselves; `e` already carries its text in that language. (`difficulty`
 * is typed by its English values; a Japanese page's data holds their Japanese words.)
 */
export function factsIn(e: EventListing, locale: Locale): EventListing {
  if (locale === 'en') return e;
  return { ...e, price: priceTextJa(eventPrice(e)), cityDisplay: cityIn(cityBySlug(e.city), locale).name, difficulty: JA_DIFFICULTY[e.difficulty] as EventListing['difficulty'] };
}

/** The late-cancellation fee as the policy line states it: "¥1,000 fee", "キャンセル料 1,000円". */
export function feeTextOf(feeCents: number, currency: EventListing['currency'], locale: Locale = 'en'): string | null {
  if (feeCents <= 0) return null;
  return locale === 'ja' ? `キャンセル料 ${formatPrice(feeCents, currency, 'ja')}` : `${formatPrice(feeCents, currency)} fee`;
}

/** The date changes with their times only (never a venue): what lists, cards and a kept-back venue's page read. */
export function timeChanges(changes: readonly DateChange[]): DateChange[] {
  return changes.filter((c) => c.startTime && c.endTime).map(({ venue: _venue, ...times }) => times);
}

/**
 * The listing's date changes as a page may show them: whole when the venue is public; for an event
 * that keeps its venue back for confirmed guests (venueReveal), the times only, and a change of
 * venue alone not at all (its venue goes out with the reveal, never in the page's data).
 */
function publicDateChanges(e: EventListing): EventListing {
  if (!e.dateChanges?.length || !e.venueReveal) return e;
  const { dateChanges, ...rest } = e;
  const times = timeChanges(dateChanges);
  return times.length ? { ...rest, dateChanges: times } : rest;
}

/**
 * One event page's data from a listing already in `locale` (its text and facts), with its related
 * events' summaries; `translated`: the event has Japanese text of its own; `english`: the same
 * listing in the catalogue's language, whose RSVP options are the answers the server takes.
 */
export function pageDataOf(listing: EventListing, locale: Locale, related: EventSummary[] = [], translated = true, english: Pick<EventListing, 'rsvpQuestions'> = listing): EventPageData {
  const e = publicDateChanges(listing);
  // A one-off event whose date an organiser cancelled is shown as a cancelled listing is.
  const oneOffCancelled = cancelledOneOff(e) !== null;
  const { eventStatus, availability } = oneOffCancelled
    ? { eventStatus: 'https://schema.org/EventCancelled', availability: 'https://schema.org/OutOfStock' }
    : eventAvailabilityStatus(e);
  return {
    event: e,
    imageKey: eventImageKey(e),
    cancelled: isCancelled(e) || oneOffCancelled,
    bookable: eventAccessRule(e).bookable && !oneOffCancelled,
    eventStatus,
    availability,
    feeText: feeTextOf(e.cancellationPolicy?.feeCents ?? 0, e.currency, locale),
    price: eventPrice(e),
    related,
    translated,
    answerValues: Object.fromEntries((english.rsvpQuestions ?? []).map((q) => [q.id, q.options])),
  };
}
