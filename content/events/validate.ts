/** The catalogue's validation, run by the unit tests and the web build (not at every import). */
import { rawEvents } from './data';
import { eventCatalogueSchema, type EventListing } from './schema';

/** Validates the catalogue with its zod schema; throws on a content mistake or if parsing would alter the data. */
export function validateCatalogue(): readonly EventListing[] {
  const parsed = eventCatalogueSchema.parse(rawEvents);
  // Same values, whatever the key order (zod rebuilds objects in schema order).
  const canonical = (v: unknown): unknown =>
    Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, canonical(x)])) : v;
  if (JSON.stringify(canonical(parsed)) !== JSON.stringify(canonical(rawEvents))) {
    throw new Error('content/events: validation changes the data (a default or a trim?); make the data say what the schema means');
  }
  return parsed;
}
