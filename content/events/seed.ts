/**
 * The catalogue's initial data: the 23 events the product launched with, each with its Japanese
 * text and, where it keeps the venue back, the exact venue. The event store loads them into the
 * table once (on the first `npm start`, on deploy) and never over an organiser's later edit
 * (functions/lib/event-store.ts `seedEvents`); the web build and the tests use them as the
 * catalogue. Nothing a function serves imports this module.
 */
import { catalogueVersion, setCatalogue, type StoredEvent } from './current';
import { rawEvents } from './data';
import { jaOverlays } from './ja/index';
import { REVEALED_VENUES } from './revealed-venues';
import type { EventListing } from './schema';

export function seedCatalogue(): StoredEvent[] {
  const ja = jaOverlays();
  return (rawEvents as readonly EventListing[]).map((listing) => ({
    listing,
    ...(ja[listing.id] ? { ja: ja[listing.id] } : {}),
    ...(REVEALED_VENUES[listing.id] ? { revealedVenue: REVEALED_VENUES[listing.id] } : {}),
  }));
}

/** Puts the initial data in use when no catalogue is (the web build's prerender and the tests). */
export function useSeedCatalogueIfUnset(): void {
  if (catalogueVersion() < 0) setCatalogue(seedCatalogue(), 0);
}
