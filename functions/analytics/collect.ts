/**
 * POST /api/analytics: what a batch of events counts.
 *
 * - `page_view` is always counted: the day's page views and the path's. Nothing else of it (its
 *   props, the referrer) is kept without consent.
 * - every other event, and the visit's attribution (UTM source / medium / campaign, referrer
 *   host), only with the visitor's analytics consent; without it they are dropped here, whatever
 *   the browser sent.
 * - events on the organisers' pages (/admin…) are not counted at all.
 * - paths and attribution are counted only as the site's own route patterns and safe short values
 *   (dimensions.ts): anything else is `other`.
 * - the client is limited by a hash of its client address (an IPv6 address by its /64) salted with
 *   the day: its browser plays no part, since a stranger varies it for free (the hash only names a
 *   rate-limit counter that expires within the hour; no counter holds it).
 */
import { eventBySlug } from '../../content/events/index';
import { sha256 } from '../lib/auth/crypto';
import { hit, limits } from '../lib/auth/rate-limit';
import type { Ports } from '../lib/ports';
import type { Input } from '../../api/contract';
import type { analyticsContract } from '../../api/analytics';
import { dayOf } from './days';
import { countedPath, referrerHost, utmCount } from './dimensions';
import { addCounts, type Count } from './store';

export type AnalyticsBatch = Input<typeof analyticsContract>;

/** The organisers' own pages (/admin…) and the local tools (/_dev…) are not the site's audience: their events are not counted. */
export const uncountedPath = (path: string): boolean => /^\/(admin|_dev)(\/|$)/.test(path);

/** The counts of one batch on `day`. */
export function countsOf(batch: AnalyticsBatch, day: string): Count[] {
  const counts: Count[] = [];
  for (const e of batch.events) {
    if (uncountedPath(e.path)) continue;
    if (e.name === 'page_view') {
      counts.push({ metric: 'events', day, dimension: e.name, n: 1 }, { metric: 'views', day, dimension: countedPath(e.path), n: 1 });
      continue;
    }
    if (!batch.consent) continue;
    counts.push({ metric: 'events', day, dimension: e.name, n: 1 });
    const slug = e.props?.slug;
    if (e.name === 'event_card_click' && typeof slug === 'string' && eventBySlug(slug)) counts.push({ metric: 'cards', day, dimension: slug, n: 1 });
  }
  if (batch.consent && batch.attribution) {
    const a = batch.attribution;
    counts.push(utmCount('landings', day, a), { metric: 'referrers', day, dimension: referrerHost(a.referrer), n: 1 });
  }
  return counts;
}

/** The rate-limit subject of a client address (clientAddress): never the address as sent. */
export const clientKey = (day: string, address: string): string => sha256(`analytics|${day}|${address}`);

/** Counts a batch (after the client address's limit); returns how many of its events were counted. */
export async function collect(p: Pick<Ports, 'table' | 'clock'>, batch: AnalyticsBatch, client: { address: string }): Promise<number> {
  const day = dayOf(p.clock.now());
  const key = clientKey(day, client.address);
  await hit(p, limits.analyticsPerClient, key, batch.events.length);
  await hit(p, limits.analyticsPerClientDay, key, batch.events.length);
  const counts = countsOf(batch, day);
  await addCounts(p, counts);
  return counts.filter((c) => c.metric === 'events').length;
}
