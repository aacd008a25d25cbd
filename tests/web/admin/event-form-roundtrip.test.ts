/**
 * Opening any event in the console and saving it unchanged keeps the event as it was: every field
 * of the listing, its Japanese text and its kept-back venue come back from the form's submission
 * through the server's derivation (content/events/facts.ts completeEvent), so a save never loses a
 * field the form does not show.
 */
import { describe, expect, it } from 'vitest';
import { fromEvent, toSubmission } from '../../../web/src/features/admin-events/form-state';
import { completeEvent } from '../../../content/events/facts';
import { seedCatalogue } from '../../../content/events/seed';

const NOW = new Date('2026-11-22T09:00:00Z');
/** JSON with sorted keys: the same value whatever order its keys were built in. */
const canonical = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

describe('the console keeps an event it saves unchanged', () => {
  it.each(seedCatalogue().map((e) => [e.listing.slug, e] as const))('%s', (_slug, stored) => {
    const wire = { ...stored.listing, ...(stored.ja ? { ja: stored.ja } : {}), ...(stored.revealedVenue ? { revealedVenue: stored.revealedVenue } : {}) };
    const { form, base } = fromEvent(wire, NOW);
    const { event, problems } = toSubmission(form, base);
    expect(problems).toEqual({});
    const saved = completeEvent(event, NOW);
    expect(canonical(saved.listing)).toBe(canonical(stored.listing));
    expect(canonical(saved.revealedVenue)).toBe(canonical(stored.revealedVenue));
    // The Japanese text keeps every text the event had (the standard texts' Japanese may be added).
    const saveJa = JSON.parse(canonical(saved.ja ?? {})) as Record<string, unknown>;
    for (const [k, v] of Object.entries(stored.ja ?? {})) expect(canonical(saveJa[k]), `ja.${k}`).toBe(canonical(v));
  });
});
