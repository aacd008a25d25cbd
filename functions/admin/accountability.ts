/**
 * Goal-accountability programme health over the last 4 weeks, from the members' check-in
 * summaries (functions/member/store.ts: each member's latest check-ins, rewritten in the
 * transaction of every check-in save, on GSI1 `CHECKIN_MEMBERS` by the last save). One query reads
 * one item per member who checked in during the window, every one of them (no cap): the trend of
 * each is their own dashboard trend (functions/member/rules.ts) over the latest check-ins it holds.
 */
import type { Ports } from '../lib/ports';
import { summariesSince } from '../member/store';
import { TREND_WINDOW } from '../member/rules';
import { ACCOUNTABILITY_WINDOW_DAYS, accountabilityOverview, type AccountabilityOverview } from './aggregate';

export async function accountabilityFor(p: Pick<Ports, 'table' | 'clock'>): Promise<AccountabilityOverview> {
  const since = new Date(p.clock.now().getTime() - ACCOUNTABILITY_WINDOW_DAYS * 86_400_000).toISOString();
  const summaries = await summariesSince(p, since);
  const windowItems = summaries
    .flatMap((s) => s.checkins)
    .filter((c) => c.updated_at >= since)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || a.email.localeCompare(b.email));
  const latest = new Map(summaries.map((s) => [s.email, s.checkins.slice(0, TREND_WINDOW)]));
  return accountabilityOverview(windowItems, latest, since);
}
