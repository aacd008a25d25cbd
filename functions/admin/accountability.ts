/**
 * Goal-accountability programme health: check-ins of the last 4 weeks across members (GSI1
 * `CHECKINS` / updated_at on the members' check-in items), each active member's trend from their
 * own latest check-ins (the members' store and rules, not a copy), and the 10 most recent.
 */
import { keys } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { listCheckins } from '../member/store';
import { TREND_WINDOW } from '../member/rules';
import { ACCOUNTABILITY_WINDOW_DAYS, accountabilityOverview, type AccountabilityOverview } from './aggregate';

/** Bounds for one page load: check-ins read from the window, members whose trend is computed. */
const MAX_WINDOW_CHECKINS = 10_000;
const MAX_MEMBERS = 1_000;
const CONCURRENCY = 10;

export async function accountabilityFor(p: Pick<Ports, 'table' | 'clock'>): Promise<AccountabilityOverview> {
  const since = new Date(p.clock.now().getTime() - ACCOUNTABILITY_WINDOW_DAYS * 86_400_000).toISOString();
  const items = await p.table.queryAll(
    { index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk >= :since', values: { ':pk': keys.checkinsIndex('').gsi1pk, ':since': since }, forward: false },
    MAX_WINDOW_CHECKINS,
  );
  const emails = [...new Set(items.map((it) => String(it.email)))].slice(0, MAX_MEMBERS);
  const latest = new Map<string, { progress_rating: number | null }[]>();
  for (let i = 0; i < emails.length; i += CONCURRENCY) {
    const chunk = emails.slice(i, i + CONCURRENCY);
    const lists = await Promise.all(chunk.map((e) => listCheckins(p, e, TREND_WINDOW)));
    chunk.forEach((e, j) => latest.set(e, lists[j]));
  }
  return accountabilityOverview(items, latest, since);
}
