/**
 * The event catalogue in the reader's language. English is the catalogue itself; Japanese is an
 * overlay per event (content/events/ja/), holding that event's text (titles, descriptions, what
 * to expect, venue directions, policies …) written in Japanese. Everything else (prices, times,
 * capacities, slugs, rules) comes from the one English catalogue, so the two languages cannot
 * disagree on a fact.
 */
import type { Locale } from '../site/locales';
import { jaTextOf } from './current';
import type { EventListing } from './schema';
import type { EventTextOverlay, TextOf } from './text-overlay';

/** An event's text in each language other than English, by event id (kept with the event in the catalogue). */
const OVERLAYS: Record<Exclude<Locale, 'en'>, (id: string) => EventTextOverlay | undefined> = { ja: jaTextOf };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with the overlay's strings in place of its own; the overlay can only replace text the listing has. */
function merge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (Array.isArray(base)) return Array.isArray(over) ? base.map((b, i) => merge(b, over[i])) : base;
  if (isObject(base)) {
    if (!isObject(over)) return base;
    const out: Record<string, unknown> = { ...base };
    for (const key of Object.keys(base)) out[key] = merge(base[key], over[key]);
    return out;
  }
  return typeof base === 'string' && typeof over === 'string' ? over : base;
}

/** Localized listings by language, so a page gets the same object for the same event every time. */
const cache: Record<Exclude<Locale, 'en'>, WeakMap<object, unknown>> = { ja: new WeakMap() };

/** `event` with its text in `locale` (the same object shape; English returns it as it is). */
export function localizeEvent<T extends Pick<EventListing, 'id'>>(event: T, locale: Locale): T {
  if (locale === 'en') return event;
  const overlay = OVERLAYS[locale](event.id);
  if (!overlay) return event;
  const hit = cache[locale].get(event);
  if (hit) return hit as T;
  const localized = overlayEvent(event, overlay);
  cache[locale].set(event, localized);
  return localized;
}

/**
 * `event` with `overlay`'s text in place of its own (the same merge as localizeEvent, for an
 * overlay that is not in the catalogue: the events console's preview of unsaved Japanese text).
 */
export function overlayEvent<T>(event: T, overlay: EventTextOverlay | undefined): T {
  return merge(event, overlay) as T;
}

/**
 * The English option of an RSVP question for an answer given in any language: answers are checked
 * and stored in English, the catalogue's language. Undefined when `answer` is no option of it.
 */
export function englishOption(event: Pick<EventListing, 'id' | 'rsvpQuestions'>, questionId: string, answer: string): string | undefined {
  const index = (event.rsvpQuestions ?? []).findIndex((q) => q.id === questionId);
  const question = event.rsvpQuestions?.[index];
  if (!question) return undefined;
  if (question.options.includes(answer)) return answer;
  for (const overlayOf of Object.values(OVERLAYS)) {
    const at = overlayOf(event.id)?.rsvpQuestions?.[index]?.options?.indexOf(answer) ?? -1;
    if (at >= 0 && at < question.options.length) return question.options[at];
  }
  return undefined;
}
