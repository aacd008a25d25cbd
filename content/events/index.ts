/**
 * The event catalogue: validated listings plus the rules derived from them (dates, instants,
 * availability, prices, access). One module for the SPA and the Lambdas; no node: imports.
 * Field reference and choices: docs/catalogue.md.
 */
import type { Currency } from '../cities';
import { events } from './current';
import { isCancelled, upcomingEvents as upcomingOf } from './occurrence';
import type { EventListing } from './schema';

export { DEFAULT_CAPACITY, DEFAULT_PER_EVENT_PRICE_CENTS } from './constants';
export type { EventListing } from './schema';
export type { CalendarDate } from './calendar';

export { events, eventBySlug, eventById, setCatalogue, catalogueVersion, jaTextOf, revealedVenueFor, type StoredEvent, type RevealedVenue } from './current';

export {
  isCancelled,
  isCancelledDate,
  isDateOf,
  resolveEventDate,
  nextOccurrence,
  cancelledOccurrence,
  occurrenceKey,
  eventStart,
  eventEnd,
  cancellationDeadline,
  venueRevealAt,
  type OccurrenceRule,
} from './occurrence';

/** Events with an occurrence today or later, soonest first. */
export function upcomingEvents(now: Date, list: readonly EventListing[] = events): EventListing[] {
  return upcomingOf(now, list);
}

export type EventStatusUrl =
  | 'https://schema.org/EventScheduled'
  | 'https://schema.org/EventPostponed'
  | 'https://schema.org/EventCancelled';
export type AvailabilityUrl = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock';

/**
 * Status "open" is scheduled and in stock; anything else is postponed and out of stock.
 * A listing marked cancelled (next "Cancelled" / time "CANCELLED") is EventCancelled, out of stock:
 * the catalogue keeps status "open" on those, and structured data must not advertise them as scheduled.
 */
export function eventAvailabilityStatus(event: Pick<EventListing, 'status' | 'next' | 'time'>): {
  eventStatus: EventStatusUrl;
  availability: AvailabilityUrl;
} {
  if (isCancelled(event)) {
    return { eventStatus: 'https://schema.org/EventCancelled', availability: 'https://schema.org/OutOfStock' };
  }
  return event.status === 'open'
    ? { eventStatus: 'https://schema.org/EventScheduled', availability: 'https://schema.org/InStock' }
    : { eventStatus: 'https://schema.org/EventPostponed', availability: 'https://schema.org/OutOfStock' };
}

export { eventPrice, formatPrice, stripeUnitAmount, type EventPrice } from './money';

export type AccessKind = 'free' | 'subscription' | 'payment' | 'subscription-or-payment';

export interface EventAccessRule {
  /**
   * free: anyone may reserve. subscription: an active subscription is required.
   * payment: everyone pays per event (a subscription does not cover it).
   * subscription-or-payment: subscribers are covered, everyone else pays per event.
   */
  kind: AccessKind;
  allowWaitlist: boolean;
  /** Hundredths of `currency`; null when nothing is paid online. */
  perEventPriceCents: number | null;
  currency: Currency;
  capacity: number;
  /** Restricted audience on top of `kind` (founding members); null when open to all. */
  exclusiveType: 'founding-members' | null;
  /** What anyone outside that audience is told (the event's own text); null when open to all. */
  exclusiveRefusal: string | null;
  /** False for cancelled listings and any status other than "open": take no reservations. */
  bookable: boolean;
}

/** Access and price rule for the server, derived only from the catalogue (never from the browser). */
export function eventAccessRule(event: EventListing): EventAccessRule {
  const { paymentEnabled, requiresSubscription, paymentOptions } = event;
  let kind: AccessKind;
  if (paymentEnabled) kind = requiresSubscription || paymentOptions.allowSubscription ? 'subscription-or-payment' : 'payment';
  else kind = requiresSubscription ? 'subscription' : 'free';
  return {
    kind,
    allowWaitlist: paymentOptions.allowWaitlist,
    perEventPriceCents: paymentEnabled ? (event.perEventPriceCents ?? null) : null,
    currency: event.currency,
    capacity: event.capacity,
    exclusiveType: event.exclusiveType ?? null,
    exclusiveRefusal: event.exclusiveType ? (event.exclusiveRefusal ?? null) : null,
    bookable: event.status === 'open' && !isCancelled(event),
  };
}
