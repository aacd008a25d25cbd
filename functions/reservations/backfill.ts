/**
 * The one-off backfill of issue 28 (docs/data.md, "Bounded reads"): reservations written before the
 * state index carry no gsi2 entry for a hold or a confirmed place, and counters written before the
 * release buckets have none. Run once by `npm start` and by the deploy's trigger (after the catalogue's
 * initial data); a marker item records that it finished, so later starts read one item.
 *
 * It reads each date of the catalogue from two weeks back to 400 days ahead once (the only full read
 * of a date left, and only this once), gives every item the entry of its state, and fills the
 * counter's buckets from the people still waiting. A reader never depends on it being done: a
 * counter whose buckets do not add up falls back to counting the people ahead.
 */
import { events } from '../../content/events/index';
import { addDays, calendarDateIn } from '../../content/events/calendar';
import { occurrencesBetween } from '../../domain/passport/occurrences';
import type { Ports } from '../lib/ports';
import { ensureCatalogue } from '../lib/event-store';
import * as reservations from './store';
import { markMigrationDone, migrationDone } from '../lib/migration-marks';

export const STATE_INDEX_MIGRATION = 'issue-28-reservation-state-index';

export async function backfillReservationIndexes(p: Pick<Ports, 'table' | 'clock'>): Promise<{ dates: number; reindexed: number; counters: number } | null> {
  if (await migrationDone(p, STATE_INDEX_MIGRATION)) return null;
  await ensureCatalogue(p);
  const now = p.clock.now();
  const out = { dates: 0, reindexed: 0, counters: 0 };
  for (const event of events) {
    const today = calendarDateIn(now, event.timezone);
    for (const o of occurrencesBetween(event, addDays(today, -14), addDays(today, 400))) {
      const all = await reservations.ofOccurrence(p, event.slug, o.occurrence);
      out.dates++;
      for (const r of all) if (await reservations.reindex(p, r)) out.reindexed++;
      if (await reservations.backfillBuckets(p, event.slug, o.occurrence, all.filter((r) => r.status === 'waitlisted'))) out.counters++;
    }
  }
  await markMigrationDone(p, STATE_INDEX_MIGRATION, now.toISOString());
  return out;
}
