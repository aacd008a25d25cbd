/**
 * The one recount behind the counters of functions/lib/figures.ts: items written before the
 * counters existed are counted once, where the initial data is loaded (`npm start`:
 * infra/local/stack.ts; a deploy: the site publisher's `publishAfterDeploy`). A group already
 * recounted (`recountedAt`) is left alone: from then on every change moves its counters itself.
 *
 * The recount reads every item of the list (Select COUNT), once per table. A change made by a
 * running function between the recount's read and its write is not in it: run it before traffic
 * reaches code that moves the counters (as `npm start` does), or accept that window on a deploy.
 */
import * as figures from '../lib/figures';
import * as signups from '../lib/mail/signups';
import type { Ports } from '../lib/ports';
import { unsubscribeRecordCount, unsubscribeRecordsSince } from './unsubscribes';
import { blockedCount } from './blocking';
import { rebuildSummaries } from '../member/store';
import { windowStart } from './aggregate';
import { ACCOUNTABILITY_WINDOW_DAYS } from '../../domain/admin/console';
import { GROUP as SUBSCRIPTIONS } from '../billing/figures';
import { recountSubscriptions } from '../billing/recount';
import { foundingMemberCount } from '../member/membership';
import { hostAssignmentCount } from '../passport/hosts';
import { activeSeriesCount } from '../reservations/series-store';
import { markMigrationDone, migrationDone } from '../lib/migration-marks';

export const DAY_FIGURES_MIGRATION = 'issue-28-signup-day-figures';
/** An index time before any item's (ISO times sort after it; a key condition cannot take an empty string). */
const EVER = '0';

/**
 * The newsletter's day figures of items written before they existed: every signup's first join and
 * last return and every unsubscribe record counted on its day, once per table (its marker). Reads
 * every signup and record once; run before traffic, as the counters' recount.
 */
export async function backfillDayFigures(p: Pick<Ports, 'table' | 'clock'>): Promise<number> {
  if (await migrationDone(p, DAY_FIGURES_MIGRATION)) return 0;
  const [active, unsubscribed, records] = await Promise.all([signups.byStatusSince(p, 'active', EVER, 10_000_000), signups.byStatusSince(p, 'unsubscribed', EVER, 10_000_000), unsubscribeRecordsSince(p, EVER, 10_000_000)]);
  const days = new Map<string, Record<string, number>>();
  const bump = (iso: string | null, name: string) => {
    if (!iso) return;
    const day = figures.figureDay(iso);
    const d = days.get(day) ?? {};
    d[name] = (d[name] ?? 0) + 1;
    days.set(day, d);
  };
  for (const it of [...active, ...unsubscribed]) {
    bump(signups.firstJoinOf(it), signups.DAY_COUNTERS.signups);
    bump(signups.returnOf(it), signups.DAY_COUNTERS.returns);
  }
  for (const r of records) {
    const at = String(r.unsubscribed_at ?? r.gsi1sk ?? '');
    bump(at, signups.DAY_COUNTERS.unsubscribes);
    bump(at, signups.reasonCounter(String(r.reason ?? 'not_specified')));
    bump(at, signups.methodCounter(String(r.method ?? 'email_link')));
    if (r.feedback) bump(at, signups.DAY_COUNTERS.withFeedback);
  }
  for (const [day, counts] of days) await figures.setDayBase(p, 'signups', day, counts);
  await markMigrationDone(p, DAY_FIGURES_MIGRATION, p.clock.now().toISOString());
  return days.size;
}

export async function recountFigures(p: Pick<Ports, 'table' | 'clock'>): Promise<string[]> {
  const at = p.clock.now().toISOString();
  const recounted: string[] = [];
  if (!(await figures.read(p, 'signups')).recountedAt) {
    const [active, unsubscribed, unsubscribes] = await Promise.all([signups.countByStatus(p, 'active'), signups.countByStatus(p, 'unsubscribed', true), unsubscribeRecordCount(p)]);
    if (await figures.recountOnce(p, 'signups', { [signups.COUNTERS.active]: active, [signups.COUNTERS.unsubscribed]: unsubscribed, [signups.COUNTERS.unsubscribes]: unsubscribes }, at)) recounted.push('signups');
  }
  if (!(await figures.read(p, 'blocked')).recountedAt) {
    if (await figures.recountOnce(p, 'blocked', { [figures.BLOCKED]: await blockedCount(p) }, at)) recounted.push('blocked');
  }
  // Subscriptions: by status and interval, the amount paid, the live plans' prices (every item read once, a page at a time).
  if (!(await figures.read(p, SUBSCRIPTIONS)).recountedAt) {
    if (await recountSubscriptions(p, at)) recounted.push(SUBSCRIPTIONS);
  }
  // Members who checked in during the last 4 weeks before check-in summaries existed get theirs.
  if (!(await figures.read(p, 'checkins')).recountedAt) {
    const since = windowStart(p.clock.now(), ACCOUNTABILITY_WINDOW_DAYS);
    const written = await rebuildSummaries(p, since);
    if (await figures.recountOnce(p, 'checkins', { summariesRebuilt: written }, at)) recounted.push('checkins');
  }
  // The admin lists' totals (founding members, hosts) and the series job's count of active series.
  const counted: [figures.FigureGroup, string, () => Promise<number>][] = [
    ['founding', figures.FOUNDING, () => foundingMemberCount(p)],
    ['hosts', figures.HOST_ASSIGNMENTS, () => hostAssignmentCount(p)],
    ['series', figures.ACTIVE_SERIES, () => activeSeriesCount(p)],
  ];
  for (const [group, name, count] of counted) {
    if ((await figures.read(p, group)).recountedAt) continue;
    if (await figures.recountOnce(p, group, { [name]: await count() }, at)) recounted.push(group);
  }
  return recounted;
}
