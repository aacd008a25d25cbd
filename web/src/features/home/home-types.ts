/** The shape of `virtual:home-content` (built by home-content.build.ts). */
import type { OccurrenceRule } from '@/content/events/occurrence';
import type { SpotlightMember } from '@/content/site/spotlight';
import type { Testimonial } from '@/content/site/testimonials';

/** A listing's card fields, and the fields its occurrences are computed from (OccurrenceRule). */
export interface HomeEvent extends OccurrenceRule {
  slug: string;
  title: string;
  summary: string;
  imageKey: string;
  emoji: string;
  city: string;
  cityDisplay: string;
  timeLabel: string;
  location: string;
  price: string;
  featured: boolean;
  exclusive: boolean;
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
  /** The member spotlight and the testimonials, in the page's language. */
  spotlight: SpotlightMember[];
  testimonials: Testimonial[];
}
