/**
 * Seed for the community poll. The original seed closed on Oct 31 2026 ("Oct 31" on screen); today
 * is past that date, so this round closes at the end of 31 January 2027 in Japan time and displays
 * as "Jan 31". The poll id stays fixed so votes are keyed consistently.
 */
export interface PollOptionSeed {
  id: string;
  option_text: string;
  emoji: string;
  description: string;
  display_order: number;
}

export interface PollSeed {
  id: string;
  title: string;
  description: string;
  is_active: boolean;
  /** ISO timestamp (UTC). 2027-01-31 23:59:59 JST. */
  closes_at: string;
  /** Short label used next to the poll, e.g. "Closes Jan 31". */
  closes_display: string;
  options: PollOptionSeed[];
}

export const COMMUNITY_POLL_ID = 'community-poll-next-city';

export const communityPoll: PollSeed = {
  id: COMMUNITY_POLL_ID,
  title: 'Where should our next city meetup be?',
  description:
    'We meet regularly in Tokyo, Osaka, Fukuoka and Honolulu, with member-hosted fikas in Kyoto and Yokohama. Where should we start a regular monthly fika next? Vote once (you can change your mind until the poll closes); the winning city gets a launch fika in spring 2027.',
  is_active: true,
  closes_at: '2027-01-31T14:59:59.000Z',
  closes_display: 'Jan 31',
  options: [
    {
      id: 'next-city-sapporo',
      option_text: 'Sapporo',
      emoji: '❄️',
      description: 'Snow festival in February, miso ramen, coffee culture and a growing community of winter-sports remote workers.',
      display_order: 1,
    },
    {
      id: 'next-city-naha',
      option_text: 'Naha, Okinawa',
      emoji: '🌺',
      description: 'Island pace, year-round warmth and a natural bridge to our Honolulu community.',
      display_order: 2,
    },
    {
      id: 'next-city-hiroshima',
      option_text: 'Hiroshima',
      emoji: '🕊️',
      description: 'A welcoming city of peace, Honolulu\'s sister city since 1959, with Miyajima a ferry ride away.',
      display_order: 3,
    },
    {
      id: 'next-city-kanazawa',
      option_text: 'Kanazawa',
      emoji: '🍵',
      description: 'Tea houses, crafts and a compact old town, two and a half hours from Tokyo by Shinkansen.',
      display_order: 4,
    },
    {
      id: 'next-city-sendai',
      option_text: 'Sendai',
      emoji: '🌳',
      description: 'The tree-lined "city of trees", with universities, startups and quick trips to Matsushima and the hot springs of Akiu.',
      display_order: 5,
    },
  ],
};

/** Shown when the poll cannot be loaded (state "error" or offline): same options, no counts. */
export const fallbackPollOptions: readonly PollOptionSeed[] = communityPoll.options;
