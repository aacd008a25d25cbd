/**
 * The catalogue in use: the published events, with each one's Japanese text and its kept-back
 * venue. It holds no listing of its own. On the server the event store (functions/lib/event-store.ts)
 * fills it from the table before a request reads it, and again whenever an organiser's change moves
 * the catalogue's version; the web build and the tests fill it with the initial data
 * (content/events/seed.ts). So a function bundle carries no event content.
 * No node: imports.
 */
import type { EventTextOverlay } from './text-overlay';
import type { EventListing, Venue } from './schema';

/** The exact venue of an event that keeps it back until `venueReveal.daysBefore` (server only). */
export type RevealedVenue = Pick<Venue, 'name' | 'fullAddress' | 'nearestStation' | 'meetingPoint'>;

/** One event as the store keeps it: the English listing, its Japanese text, its kept-back venue. */
export interface StoredEvent {
  listing: EventListing;
  ja?: EventTextOverlay;
  revealedVenue?: RevealedVenue;
}

interface Catalogue {
  version: number;
  events: readonly EventListing[];
  bySlug: ReadonlyMap<string, EventListing>;
  byId: ReadonlyMap<string, EventListing>;
  ja: ReadonlyMap<string, EventTextOverlay>;
  venues: ReadonlyMap<string, RevealedVenue>;
}

const EMPTY: Catalogue = { version: -1, events: [], bySlug: new Map(), byId: new Map(), ja: new Map(), venues: new Map() };
let current: Catalogue = EMPTY;

/**
 * Every published listing, in display order (a live binding: it changes when the catalogue is set).
 */
export let events: readonly EventListing[] = current.events;

/** Puts `entries` in use as the catalogue at `version` (display order is the order given). */
export function setCatalogue(entries: readonly StoredEvent[], version = 0): void {
  const list = Object.freeze(entries.map((e) => e.listing));
  current = {
    version,
    events: list,
    bySlug: new Map(list.map((e) => [e.slug, e])),
    byId: new Map(list.map((e) => [e.id, e])),
    ja: new Map(entries.filter((e) => e.ja).map((e) => [e.listing.id, e.ja!])),
    venues: new Map(entries.filter((e) => e.revealedVenue).map((e) => [e.listing.id, e.revealedVenue!])),
  };
  events = list;
}

/** The version of the catalogue in use; -1 before any was set. */
export function catalogueVersion(): number {
  return current.version;
}

export function eventBySlug(slug: string): EventListing | undefined {
  return current.bySlug.get(slug);
}

export function eventById(id: string): EventListing | undefined {
  return current.byId.get(id);
}

/** An event's Japanese text (undefined when it has none: its Japanese page shows the English text). */
export function jaTextOf(id: string): EventTextOverlay | undefined {
  return current.ja.get(id);
}

/** The exact venue for an event id, or undefined when the event keeps no venue back. */
export function revealedVenueFor(eventId: string): RevealedVenue | undefined {
  return current.venues.get(eventId);
}
