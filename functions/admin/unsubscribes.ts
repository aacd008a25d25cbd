/**
 * get_unsubscribe_stats (p_days_back, default 30 days): unsubscribe records written by
 * functions/unsubscribe carry GSI1 `UNSUBSCRIBES` / unsubscribed_at, read newest first over the window.
 */
import { keys } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import { STATS_WINDOW_DAYS, unsubscribeRow, unsubscribeStats, windowStart, type UnsubscribeRow, type UnsubscribeStats } from './aggregate';

export const MAX_DAYS_BACK = 365;

/** The unsubscribe records from `since` on, newest first: the one read behind every unsubscribe figure of a window. */
export async function unsubscribeRecordsSince(p: Pick<Ports, 'table'>, since: string): Promise<Item[]> {
  return p.table.queryAll(
    { index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.unsubscribesAll().gsi1pk, ':since': since }, forward: false },
    50_000,
  );
}

/** Every unsubscribe record ever (a count, no items read). */
export const unsubscribeRecordCount = (p: Pick<Ports, 'table'>): Promise<number> =>
  p.table.count({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.unsubscribesAll().gsi1pk } });

export async function unsubscribeStatsFor(p: Pick<Ports, 'table' | 'clock'>, daysBack = STATS_WINDOW_DAYS): Promise<UnsubscribeStats> {
  const since = windowStart(p.clock.now(), daysBack);
  return unsubscribeStats(await unsubscribeRecordsSince(p, since), daysBack, since);
}

/** list_unsubscribes: every unsubscribe of the window, newest first (the same records and rows as the stats). */
export async function unsubscribesFor(p: Pick<Ports, 'table' | 'clock'>, daysBack = STATS_WINDOW_DAYS): Promise<UnsubscribeRow[]> {
  const since = windowStart(p.clock.now(), daysBack);
  return (await unsubscribeRecordsSince(p, since)).map(unsubscribeRow).filter((r) => r.unsubscribed_at >= since);
}
