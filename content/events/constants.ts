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
