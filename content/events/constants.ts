/**
 * Catalogue constants, apart from the zod schemas so that importing the catalogue does not build
 * them (functions and the browser use the listings; the schemas run in tests and the web build).
 */

/** Default event capacity. */
export const DEFAULT_CAPACITY = 25;
/** Default per-event price, ¥3,000 in hundredths of a yen. */
export const DEFAULT_PER_EVENT_PRICE_CENTS = 300000;

export const CANCELLED_NEXT = 'Cancelled';
export const CANCELLED_TIME = 'CANCELLED';

export const EVENT_TYPES = [
  'fika',
  'weekly-fika',
  'happy-hour',
  'curated-foodie',
  'growth-circle',
  'forest-walks',
  'river-walks',
  'foodie',
  'goal-accountability',
  // Not one of the original event types: the Fukuoka weekend excursion is neither a walk nor a fika (docs/catalogue.md).
  'excursion',
] as const;

/** The booking status of a listing (docs/catalogue.md). */
export const EVENT_STATUSES = ['open', 'postponed', 'closed'] as const;
export const DIFFICULTIES = ['All levels', 'Easy', 'Moderate'] as const;
