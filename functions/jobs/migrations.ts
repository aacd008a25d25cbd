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
import { backfillFigures, backfillLists } from '../curated/figures';
import { indexDue } from '../reservations/series-store';
import { moveDeliveriesToRecipients } from '../admin/newsletter';
import { backfillIndexes as backfillSubscriptionIndexes } from '../billing/store';
import { backfillCheckinDays } from '../member/store';
import { windowStart } from '../admin/aggregate';
import { ACCOUNTABILITY_WINDOW_DAYS } from '../../domain/admin/console';
import { backfillDigestCities } from '../lib/mail/signups';
import { applySeedCorrections } from '../lib/event-store';
import { backfillTouchItems } from '../stay-in-touch/touch';

export const CURATED_FIGURES_MIGRATION = 'issue-28-curated-figures';
/** The curated session and venue lists: their indexes (status, area entries; venue city and type) and figures. */
export const CURATED_LISTS_MIGRATION = 'issue-28-curated-lists';
/** Active series get their entry in the due index (the series job reads only those it extends). */
export const SERIES_DUE_MIGRATION = 'issue-28-series-due-index';
/** Newsletter delivery markers move to their recipient's partition (the purge finds them there). */
export const DELIVERIES_MIGRATION = 'issue-28-deliveries-by-recipient';
export const SUBSCRIPTION_INDEXES_MIGRATION = 'issue-28-subscription-indexes';
/** The accountability window's check-in day figures, and the summaries' trend and needs-support entry. */
export const CHECKIN_DAYS_MIGRATION = 'issue-28-checkin-day-figures';

/** issue 29: active signups from before the weekly digest get their cities and digest reader items. */
export const DIGEST_CITIES_MIGRATION = 'issue-29-digest-cities';
/** The initial data's sentences that promised what the code does not keep, corrected in tables loaded before (content/events/seed-corrections.ts). */
export const SEED_CORRECTIONS_MIGRATION = 'issue-29-seed-corrections';
/** issue 29: attendances of dates whose stay-in-touch page is still open get their item (docs/stay-in-touch.md). */
export const STAY_IN_TOUCH_MIGRATION = 'issue-29-stay-in-touch-items';

export interface MigrationsRun {
  reservations: Awaited<ReturnType<typeof backfillReservationIndexes>>;
  figures: string[];
  /** Days given the newsletter's day figures of older items (0 once done). */
  signupDays: number;
  curated: Awaited<ReturnType<typeof backfillFigures>> | null;
  curatedLists: Awaited<ReturnType<typeof backfillLists>> | null;
  /** Active series given their due entry (null: done before). */
  seriesDue: number | null;
  /** Delivery markers moved (null: done before). */
  deliveries: number | null;
  /** Days given the check-in day figures (null: done before). */
  checkinDays: number | null;
  subscriptions: Awaited<ReturnType<typeof backfillSubscriptionIndexes>> | null;
  /** Active signups given their digest cities (null: done before). */
  digestCities: number | null;
  /** Events whose initial-data sentences were corrected (null: done before). */
  seedCorrections: string[] | null;
  /** Attendances given their stay-in-touch item (null: done before). */
  stayInTouch: number | null;
}

export async function runMigrations(p: Pick<Ports, 'table' | 'clock' | 'ids'>): Promise<MigrationsRun> {
  // Reservations written before the state index get their entries (its own marker).
  const reservations = await backfillReservationIndexes(p);
  // Subscriptions written before the admin list's indexes: their live-first and interval entries and Stripe-id lookups.
  let subscriptions: MigrationsRun['subscriptions'] = null;
  if (!(await migrationDone(p, SUBSCRIPTION_INDEXES_MIGRATION))) {
    subscriptions = await backfillSubscriptionIndexes(p);
    await markMigrationDone(p, SUBSCRIPTION_INDEXES_MIGRATION, p.clock.now().toISOString());
  }
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
  // Curated sessions and venues: the indexes of their lists and their figures.
  let curatedLists: MigrationsRun['curatedLists'] = null;
  if (!(await migrationDone(p, CURATED_LISTS_MIGRATION))) {
    curatedLists = await backfillLists(p);
    await markMigrationDone(p, CURATED_LISTS_MIGRATION, p.clock.now().toISOString());
  }
  const seriesDue = await once(p, SERIES_DUE_MIGRATION, () => indexDue(p));
  const deliveries = await once(p, DELIVERIES_MIGRATION, () => moveDeliveriesToRecipients(p));
  // After the summaries' rebuild (recountFigures): the window's check-ins and members counted on their days.
  const checkinDays = await once(p, CHECKIN_DAYS_MIGRATION, () => backfillCheckinDays(p, windowStart(p.clock.now(), ACCOUNTABILITY_WINDOW_DAYS)));
  const digestCities = await once(p, DIGEST_CITIES_MIGRATION, () => backfillDigestCities(p));
  const seedCorrections = await once(p, SEED_CORRECTIONS_MIGRATION, () => applySeedCorrections(p));
  const stayInTouch = await once(p, STAY_IN_TOUCH_MIGRATION, () => backfillTouchItems(p));
  return { reservations, figures, signupDays, curated, curatedLists, seriesDue, deliveries, subscriptions, checkinDays, digestCities, seedCorrections, stayInTouch };
}

/** Runs a migration once per table (its marker): its answer, or null when it ran before. */
async function once<T>(p: Pick<Ports, 'table' | 'clock'>, name: string, run: () => Promise<T>): Promise<T | null> {
  if (await migrationDone(p, name)) return null;
  const r = await run();
  await markMigrationDone(p, name, p.clock.now().toISOString());
  return r;
}
