/**
 * The poll as written in content/site/poll.ts: shown while loading and as the fallback when live
 * data cannot load. On Japanese pages the poll's and its options' texts are the seed's Japanese
 * (matched by id), whatever language the server answered in.
 */
import { communityPoll, fallbackPollOptions } from '@/content/site/poll';
import { activeLocale, intlLocale } from '../../lib/i18n';

interface PollTexts {
  id: string;
  title: string;
  description: string;
  options: ReadonlyArray<{ id: string; option_text: string; description: string }>;
}

/** `poll` with its texts in the page's language (the seed's Japanese for the seeded poll). */
export function localizePoll<P extends PollTexts>(poll: P): P {
  if (activeLocale() !== 'ja' || poll.id !== communityPoll.id) return poll;
  const seed = new Map(communityPoll.options.map((o) => [o.id, o.ja]));
  return {
    ...poll,
    title: communityPoll.ja.title,
    description: communityPoll.ja.description,
    options: poll.options.map((o) => ({ ...o, ...seed.get(o.id) })),
  };
}

/** The fallback poll in the page's language. */
export const fallbackPoll = () =>
  localizePoll({
    id: communityPoll.id,
    title: communityPoll.title,
    description: communityPoll.description,
    closes_at: communityPoll.closes_at,
    options: [...fallbackPollOptions].sort((a, b) => a.display_order - b.display_order),
  });

/** "Jan 31, 2027" / "2027年1月31日" (the poll closes at the end of that day in Japan). */
export function formatClosingDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Tokyo' }).format(d);
}
