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
  /** The option's text in Japanese. */
  ja: { option_text: string; description: string };
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
  /** The poll's text in Japanese. */
  ja: { title: string; description: string };
}

export const COMMUNITY_POLL_ID = 'community-poll-next-city';

export const communityPoll: PollSeed = {
  id: COMMUNITY_POLL_ID,
  title: 'Where should our next city meetup be?',
  description:
    'We meet regularly in Tokyo, Osaka, Fukuoka and Honolulu. Where should we start a regular monthly fika next? Vote once (you can change your mind until the poll closes); the winning city gets a launch fika in spring 2027.',
  is_active: true,
  closes_at: '2027-01-31T14:59:59.000Z',
  closes_display: 'Jan 31',
  ja: {
    title: '次の定例フィーカ、どの街で開きましょう？',
    description:
      '現在は東京・大阪・福岡・ホノルルで定期的に集まっています。次に毎月のフィーカを始めるなら、どの街がいいですか？投票はおひとり1回まで（締め切りまでは何度でも変更できます）。選ばれた街では、2027年春にキックオフのフィーカを開催します。',
  },
  options: [
    {
      id: 'next-city-sapporo',
      option_text: 'Sapporo',
      emoji: '❄️',
      description: 'Snow festival in February, miso ramen, coffee culture and a growing community of winter-sports remote workers.',
      display_order: 1,
      ja: { option_text: '札幌', description: '2月の雪まつり、味噌ラーメン、根づいたコーヒー文化。ウィンタースポーツ好きのリモートワーカーも増えています。' },
    },
    {
      id: 'next-city-naha',
      option_text: 'Naha, Okinawa',
      emoji: '🌺',
      description: 'Island pace, year-round warmth and a natural bridge to our Honolulu community.',
      display_order: 2,
      ja: { option_text: '沖縄・那覇', description: '島時間の流れ、一年中あたたかい気候。ホノルルのコミュニティとも自然につながれる街です。' },
    },
    {
      id: 'next-city-hiroshima',
      option_text: 'Hiroshima',
      emoji: '🕊️',
      description: 'A welcoming city of peace, Honolulu\'s sister city since 1959, with Miyajima a ferry ride away.',
      display_order: 3,
      ja: { option_text: '広島', description: '人をあたたかく迎える平和の街。1959年からホノルルの姉妹都市で、宮島へはフェリーですぐです。' },
    },
    {
      id: 'next-city-kanazawa',
      option_text: 'Kanazawa',
      emoji: '🍵',
      description: 'Tea houses, crafts and a compact old town, two and a half hours from Tokyo by Shinkansen.',
      display_order: 4,
      ja: { option_text: '金沢', description: '茶屋街や伝統工芸、歩いて回れる古い町並み。東京から新幹線で約2時間半です。' },
    },
    {
      id: 'next-city-sendai',
      option_text: 'Sendai',
      emoji: '🌳',
      description: 'The tree-lined "city of trees", with universities, startups and quick trips to Matsushima and the hot springs of Akiu.',
      display_order: 5,
      ja: { option_text: '仙台', description: '並木道が美しい「杜の都」。大学やスタートアップが集まり、松島や秋保温泉へも気軽に行けます。' },
    },
  ],
};

/** Shown when the poll cannot be loaded (state "error" or offline): same options, no counts. */
export const fallbackPollOptions: readonly PollOptionSeed[] = communityPoll.options;
