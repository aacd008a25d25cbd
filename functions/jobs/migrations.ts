/**
 * The one-off data migrations of the table, in order, run after the catalogue's seed on every
 * `npm start` (before any traffic) and in the deploy's trigger (functions/consumers/site-publisher/
 * publish.ts): each runs once per table (a marker item, functions/lib/migration-marks.ts, or the
 * `recountedAt` of a figures group), so a later start reads a few items and changes nothing.
 * docs/data.md says what each one fills in.
 */
import type { Ports } from '../lib/ports';
import { markMigrationDone, migrationDone } from '../lib/migration-marks';
import { backfillReservationIndexes } from '../reservations/backfill';
import { backfillDayFigures, recountFigures } from '../admin/figures-recount';
import { backfillFigures } from '../curated/figures';

export const CURATED_FIGURES_MIGRATION = 'issue-28-curated-figures';

export interface MigrationsRun {
  reservations: Awaited<ReturnType<typeof backfillReservationIndexes>>;
  figures: string[];
  /** Days given the newsletter's day figures of older items (0 once done). */
  signupDays: number;
  curated: Awaited<ReturnType<typeof backfillFigures>> | null;
}

export async function runMigrations(p: Pick<Ports, 'table' | 'clock'>): Promise<MigrationsRun> {
  // Reservations written before the state index get their entries (its own marker).
  const reservations = await backfillReservationIndexes(p);
  // Counters of items written before they existed: each group recounted once.
  const figures = await recountFigures(p);
  // The newsletter's window figures per day, for signups and unsubscribes written before them.
  const signupDays = await backfillDayFigures(p);
  // Curated applications and feedback: the counters and the status-and-city index.
  let curated: MigrationsRun['curated'] = null;
  if (!(await migrationDone(p, CURATED_FIGURES_MIGRATION))) {
    curated = await backfillFigures(p);
    await markMigrationDone(p, CURATED_FIGURES_MIGRATION, p.clock.now().toISOString());
  }
  return { reservations, figures, signupDays, curated };
}
