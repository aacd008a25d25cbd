/**
 * BUILD TIME ONLY (loaded by the `virtual:home-content` plugin in web/vite.config.ts).
 * The home page needs a few facts from the event catalogue and the blog; importing those modules
 * in the browser would ship every listing, zod, the Markdown renderer and the sanitiser on the
 * lightest, most visited page. So the summary is picked here, and the browser gets a few kilobytes
 * of JSON and the catalogue's occurrence rules (content/events/occurrence.ts), not its listings.
 */
import { events, isCancelled } from '@/content/events/index';
import { posts } from '@/content/blog/index';
import { timeRangeLabel } from '../../lib/event-display';
import { eventImageKey } from '../../lib/event-image';
import type { HomeContent, HomeEvent, HomePost } from './home-types';

const summary = (text: string, max = 170) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max)).replace(/[,.;:]$/, '')}…`);

/**
 * Every listing that is not cancelled, with the fields of the catalogue's occurrence rules: the
 * page picks the upcoming ones when it runs (upcoming.ts), so a build stays right on any day.
 */
export function buildHomeContent(now = new Date()): HomeContent {
  const homeEvents: HomeEvent[] = events
    .filter((e) => !isCancelled(e))
    .map((e) => ({
      slug: e.slug,
      title: e.title,
      summary: summary(e.description),
      imageKey: eventImageKey(e),
      emoji: e.iconValue,
      city: e.city,
      cityDisplay: e.cityDisplay,
      timezone: e.timezone,
      timeLabel: timeRangeLabel(e.startTime, e.endTime, e.timezone),
      location: e.location,
      price: e.price,
      featured: e.featured,
      exclusive: e.exclusive,
      next: e.next,
      time: e.time,
      eventFrequency: e.eventFrequency,
      dayOfWeek: e.dayOfWeek,
      startTime: e.startTime,
      endTime: e.endTime,
    }));

  const homePosts: HomePost[] = [...posts]
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date))
    .slice(0, 3)
    .map((p) => ({
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      date: p.date,
      readTime: p.readTime,
      categoryName: p.categoryName,
      heroImage: p.heroImage,
      authorName: p.authorProfile.name,
      authorAvatar: p.authorProfile.avatar,
    }));

  return { builtAt: now.toISOString(), events: homeEvents, posts: homePosts };
}
