/** The poll as written in content/site/poll.ts: shown while loading and as the fallback when live data cannot load. */
import { communityPoll, fallbackPollOptions } from '@/content/site/poll';

export const fallbackPoll = {
  title: communityPoll.title,
  description: communityPoll.description,
  closes_at: communityPoll.closes_at,
  options: [...fallbackPollOptions].sort((a, b) => a.display_order - b.display_order),
};

const closing = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Tokyo' });

/** "Jan 31, 2027" (the poll closes at the end of that day in Japan). */
export function formatClosingDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : closing.format(d);
}
