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
import { unsubscribeRecordCount } from './unsubscribes';
import { blockedCount } from './blocking';
import { rebuildSummaries } from '../member/store';
import { ACCOUNTABILITY_WINDOW_DAYS } from './aggregate';

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
  // Members who checked in during the last 4 weeks before check-in summaries existed get theirs.
  if (!(await figures.read(p, 'checkins')).recountedAt) {
    const since = new Date(p.clock.now().getTime() - ACCOUNTABILITY_WINDOW_DAYS * 86_400_000).toISOString();
    const written = await rebuildSummaries(p, since);
    if (await figures.recountOnce(p, 'checkins', { summariesRebuilt: written }, at)) recounted.push('checkins');
  }
  return recounted;
}
