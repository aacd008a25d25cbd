/**
 * Goal-accountability programme health over the window (the last ACCOUNTABILITY_WINDOW_DAYS
 * community days), read in a bounded number of items whatever the number of members (issue 28):
 * - the figures (check-ins, average mood, progress and hours, members checking in, their trends)
 *   from the `checkins` day figures, moved in each check-in's transaction (functions/member/store.ts):
 *   at most FIGURE_SHARDS + 1 items a day;
 * - the members checking in, and those who need support, a page each (MEMBERS_SHOWN) of their
 *   check-in summaries through GSI1 `CHECKIN_MEMBERS` and the sparse GSI2 `CHECKIN_NEEDS_SUPPORT`,
 *   latest save first, with a cursor for the next;
 * - the latest RECENT_LIMIT check-ins through GSI1 `CHECKINS`.
 * The answer equals `accountabilityOverview` over every check-in of the window (the recount of
 * tests/integration/figures-accountability.test.ts).
 */
import type { Item, Ports } from '../lib/ports';
import * as figures from '../lib/figures';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { CHECKIN_DAY, SUMMARY_CURSORS, needsSupportPage, recentCheckins, summariesPage, trendCounter, type CheckinSummaryItem } from '../member/store';
import { TRENDS, meanRating, type Trend } from '../../domain/member/rules';
import { checkinRow, dayRange, memberHealth, windowStart, type AccountabilityOverview, type MemberHealth } from './aggregate';
import { ACCOUNTABILITY_WINDOW_DAYS, MEMBERS_SHOWN, RECENT_LIMIT } from '../../domain/admin/console';

export interface AccountabilityPages {
  /** The next page of the members checking in, and of those who need support (null: none). */
  members_cursor?: string | null;
  needs_support_cursor?: string | null;
}

export type AccountabilityPage = AccountabilityOverview & { members_next: string | null; needs_support_next: string | null };


/** `pageSize`: rows per page of each list (MEMBERS_SHOWN; a test pages smaller lists). */
export async function accountabilityFor(p: Pick<Ports, 'table' | 'clock'>, pages: AccountabilityPages = {}, pageSize = MEMBERS_SHOWN): Promise<AccountabilityPage> {
  const now = p.clock.now();
  const days = dayRange(now, ACCOUNTABILITY_WINDOW_DAYS);
  const since = windowStart(now, ACCOUNTABILITY_WINDOW_DAYS);
  const [counted, members, support, recent] = await Promise.all([
    figures.readDays(p, 'checkins', days[0], days[days.length - 1]),
    summariesPage(p, since, pageSize, decodeCursorOr400(pages.members_cursor, SUMMARY_CURSORS.members)),
    needsSupportPage(p, since, pageSize, decodeCursorOr400(pages.needs_support_cursor, SUMMARY_CURSORS.needsSupport)),
    recentCheckins(p, since, RECENT_LIMIT),
  ]);
  const total = (name: string) => [...counted.values()].reduce((s, d) => s + (d[name] ?? 0), 0);
  const trends = Object.fromEntries(TRENDS.map((t) => [t, total(trendCounter(t))])) as Record<Trend, number>;
  return {
    window: { days: ACCOUNTABILITY_WINDOW_DAYS, since },
    active_members: total(CHECKIN_DAY.members),
    checkins: total(CHECKIN_DAY.checkins),
    avg_mood: meanRating(total(CHECKIN_DAY.moodSum), total(CHECKIN_DAY.moodRated)),
    avg_progress: meanRating(total(CHECKIN_DAY.progressSum), total(CHECKIN_DAY.progressRated)),
    avg_hours: meanRating(total(CHECKIN_DAY.hoursSum), total(CHECKIN_DAY.hoursRated)),
    trends,
    members: members.items.map((s) => healthOf(s, since)),
    needs_support: support.items.map((s) => healthOf(s, since)),
    recent: recent.map(checkinRow),
    members_next: encodeCursor(members.lastKey as Item | undefined),
    needs_support_next: encodeCursor(support.lastKey as Item | undefined),
  };
}

/**
 * A member's row from their summary: the check-ins it holds saved in the window, latest save first,
 * and the trend the summary stores (written with each save; the issue-28 migration gave it to older
 * summaries).
 */
function healthOf(s: CheckinSummaryItem, since: string): MemberHealth {
  const mine = s.checkins.filter((c) => c.updated_at >= since).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return memberHealth(s.email, mine, s.trend);
}
