/**
 * BUILD TIME ONLY (loaded by the `virtual:home-content` plugin in web/vite.config.ts).
 * The home page needs a few facts from the event catalogue and the blog; importing those modules
 * in the browser would ship every listing, zod, the Markdown renderer and the sanitiser on the
 * lightest, most visited page. So the summary is computed here, with the catalogue's own rules,
 * and the browser gets a few kilobytes of JSON.
 */
import { events, eventStart, isCancelled, nextOccurrence } from '../../../../content/events/index';
import { formatIsoDate } from '../../../../content/events/calendar';
import { posts } from '../../../../content/blog/index';
import { timeRangeLabel } from '../../lib/event-display';
import { eventImageKey } from '../../lib/event-image';
import type { HomeContent, HomeEvent, HomePost } from './home-types';

const DAY = 86_400_000;
/** Enough dates to stay right for weeks after a build, few enough to keep the page light. */
const MAX_OCCURRENCES = 8;

/** The next occurrences of a listing within `horizonDays`, computed by the catalogue's nextOccurrence. */
function occurrences(e: (typeof events)[number], now: Date, horizonDays: number): HomeEvent['occurrences'] {
  const out: HomeEvent['occurrences'] = [];
  let at = now;
  for (let i = 0; i < MAX_OCCURRENCES; i++) {
    const date = nextOccurrence(e, at);
    const start = eventStart(e, at);
    if (!date || !start || start.getTime() - now.getTime() > horizonDays * DAY) break;
    out.push({ date: formatIsoDate(date), start: start.toISOString() });
    at = new Date(start.getTime() + DAY);
  }
  return out;
}

const summary = (text: string, max = 170) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max)).replace(/[,.;:]$/, '')}…`);

export function buildHomeContent(now = new Date(), horizonDays = 200): HomeContent {
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
      weekly: e.eventFrequency === 'weekly',
      dayOfWeek: e.dayOfWeek,
      occurrences: occurrences(e, now, horizonDays),
    }))
    .filter((e) => e.occurrences.length > 0);

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
