/**
 * get_unsubscribe_stats (p_days_back, default 30 days): the window's figures from the day counters
 * (functions/lib/mail/signups.ts `unsubscribeDayOps`, moved with every unsubscribe record) and its
 * most recent records; the records written by functions/unsubscribe carry GSI1 `UNSUBSCRIBES` /
 * unsubscribed_at, read newest first one page at a time.
 */
import { keys } from '../lib/keys';
import { BadRequest } from '../lib/errors';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { BAD_CURSOR } from '../../domain/cursor';
import type { Item, Ports } from '../lib/ports';
import { dayRange, unsubscribeRow, unsubscribeStatsFromDays, windowStart, type UnsubscribeRow, type UnsubscribeStats } from './aggregate';
import { RECENT_LIMIT, STATS_WINDOW_DAYS } from '../../domain/admin/console';
import * as figures from '../lib/figures';

/** The unsubscribe records from `since` on, newest first, read whole: the recount behind the day counters (tests, the migration), never an admin call. */
export async function unsubscribeRecordsSince(p: Pick<Ports, 'table'>, since: string, max = 1_000_000): Promise<Item[]> {
  return p.table.queryAll(
    { index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.unsubscribesAll().gsi1pk, ':since': since }, forward: false },
    max,
  );
}

/** Every unsubscribe record ever, counted over all of them (the recount behind the `unsubscribes` counter). */
export const unsubscribeRecordCount = (p: Pick<Ports, 'table'>): Promise<number> =>
  p.table.count({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.unsubscribesAll().gsi1pk } });

export async function unsubscribeStatsFor(p: Pick<Ports, 'table' | 'clock'>, daysBack = STATS_WINDOW_DAYS): Promise<UnsubscribeStats> {
  const now = p.clock.now();
  const since = windowStart(now, daysBack);
  const range = dayRange(now, daysBack);
  const [days, recent] = await Promise.all([figures.readDays(p, 'signups', range[0], range[range.length - 1]), recentUnsubscribes(p, since)]);
  return unsubscribeStatsFromDays(days, daysBack, since, recent);
}

/** The window's most recent unsubscribe records, newest first: one page of RECENT_LIMIT. */
export async function recentUnsubscribes(p: Pick<Ports, 'table'>, since: string): Promise<Item[]> {
  const { items } = await p.table.query({ index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.unsubscribesAll().gsi1pk, ':since': since }, forward: false, limit: RECENT_LIMIT });
  return items;
}

const unsubscribesCursor = () => ({ pk: true as const, sk: true as const, gsi1pk: keys.unsubscribesAll().gsi1pk, gsi1sk: true as const });

/**
 * One page (`limit`) of the unsubscribe records from `since` on, newest first, from `startKey` (the
 * GSI1 position after the last row of the page before); `lastKey` is where the next page starts.
 */
export async function unsubscribesPageSince(p: Pick<Ports, 'table'>, since: string, startKey: Item | undefined, limit: number): Promise<{ rows: UnsubscribeRow[]; lastKey?: Item }> {
  const { items, lastKey } = await p.table.query({
    index: 'gsi1',
    keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since',
    values: { ':pk': keys.unsubscribesAll().gsi1pk, ':since': since },
    forward: false,
    limit,
    startKey,
  });
  return { rows: items.map(unsubscribeRow).filter((r) => r.unsubscribed_at >= since), lastKey };
}

/**
 * list_unsubscribes: one page (`limit`) of the window's unsubscribes, newest first, from `cursor`
 * (the GSI1 position after the last row of the page before; 400 when it is not one of this
 * window's pages), and the next page's cursor (null after the last).
 */
export async function unsubscribesFor(p: Pick<Ports, 'table' | 'clock'>, daysBack = STATS_WINDOW_DAYS, cursor?: string | null, limit = 500): Promise<{ rows: UnsubscribeRow[]; next: string | null }> {
  const since = windowStart(p.clock.now(), daysBack);
  const startKey = decodeCursorOr400(cursor, unsubscribesCursor());
  if (startKey && String(startKey.gsi1sk) < since) throw new BadRequest(BAD_CURSOR);
  const { rows, lastKey } = await unsubscribesPageSince(p, since, startKey, limit);
  return { rows, next: encodeCursor(lastKey) };
}
