/** The shape of `virtual:home-content` (built by home-content.build.ts). */
export interface HomeEvent {
  slug: string;
  title: string;
  summary: string;
  imageKey: string;
  emoji: string;
  city: string;
  cityDisplay: string;
  timezone: string;
  timeLabel: string;
  location: string;
  price: string;
  featured: boolean;
  exclusive: boolean;
  weekly: boolean;
  dayOfWeek: string;
  /** Upcoming occurrences: local date in the event's zone and start instant. */
  occurrences: Array<{ date: string; start: string }>;
}

export interface HomePost {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  readTime: number;
  categoryName: string;
  heroImage: string;
  authorName: string;
  authorAvatar: string;
}

export interface HomeContent {
  builtAt: string;
  events: HomeEvent[];
  posts: HomePost[];
}
