/**
 * An event's title in a language, without its other text: the Japanese titles are a small module of
 * their own (content/events/ja/titles.ts), so code that names an event in a mail does not carry
 * the catalogue's whole Japanese text (content/events/localize.ts).
 */
import { JA_TITLES } from './ja/titles';
import type { EventListing } from './schema';

export function eventTitle(event: Pick<EventListing, 'id' | 'title'>, lang: 'en' | 'ja'): string {
  return lang === 'ja' ? (JA_TITLES[event.id] ?? event.title) : event.title;
}
