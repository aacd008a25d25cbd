/**
 * An event's title in a language: its Japanese title when the event has Japanese text, else the
 * English one (a Japanese page of an event without Japanese text shows the English text).
 */
import { jaTextOf } from './current';
import type { EventListing } from './schema';

export function eventTitle(event: Pick<EventListing, 'id' | 'title'>, lang: 'en' | 'ja'): string {
  return lang === 'ja' ? (jaTextOf(event.id)?.title ?? event.title) : event.title;
}
