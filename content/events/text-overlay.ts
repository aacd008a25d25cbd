/** What an event's text in another language may hold: its text fields, never its facts. */
import type { EventListing } from './schema';

/**
 * Fields that are facts, never text: identical in every language, so an overlay cannot name them
 * (at any depth). People's and venues' proper names are facts; a venue's descriptive name
 * ("Private dining room in Nishi-Azabu") may be written in Japanese through `venue.name`.
 */
export type FactKey =
  | 'id' | 'eventType' | 'iconType' | 'iconImage' | 'iconValue' | 'iconName' | 'waitlist' | 'next'
  | 'cancelledDate' | 'time' | 'color' | 'capacity' | 'difficulty' | 'featured' | 'slug' | 'city'
  | 'cityDisplay' | 'country' | 'timezone' | 'currency' | 'status' | 'eventFrequency' | 'dayOfWeek'
  | 'relatedEvents' | 'startTime' | 'endTime' | 'durationMinutes' | 'paymentEnabled'
  | 'requiresSubscription' | 'perEventPriceCents' | 'doorPriceCents' | 'price' | 'paymentOptions'
  | 'exclusive' | 'exclusiveType' | 'priorityLevel' | 'socialProof' | 'venueReveal'
  | 'checkinStampEligible' | 'number' | 'english' | 'japanese' | 'type' | 'url' | 'style'
  | 'icon' | 'avatar' | 'required' | 'noticeHours' | 'feeCents' | 'book' | 'author';

/** The text of `T` (its non-fact string fields, at every depth), every field optional. */
export type TextOf<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly TextOf<E>[]
    : T extends object
      ? { [K in keyof T as K extends FactKey ? never : NonNullable<T[K]> extends string | object ? K : never]?: TextOf<NonNullable<T[K]>> }
      : never;

/**
 * One event's text in another language. Objects merge field by field and arrays element by
 * element (same order as the English listing); a host's name is a fact, so only the bio is text.
 */
export type EventTextOverlay = Omit<TextOf<EventListing>, 'hostInfo'> & { hostInfo?: { bio?: string } };
