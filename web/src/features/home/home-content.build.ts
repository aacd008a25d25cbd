/**
 * PRERENDER AND TESTS ONLY (home-content.ts; the browser reads the result as the data file
 * `home/<locale>`, lib/site-data.ts). The home page needs a few facts from the event catalogue and the blog; importing those modules
 * in the browser would ship every listing, zod, the Markdown renderer and the sanitiser on the
 * lightest, most visited page. So the summary is picked here, and the browser gets a few kilobytes
 * of JSON and the catalogue's occurrence rules (content/events/occurrence.ts), not its listings.
 */
import { events, isCancelled } from '@/content/events/index';
import { listingIn } from '../events/event-data.build';
import { DEFAULT_LOCALE, type Locale } from '@/content/site/locales';
import { activateLocale, activeLocale } from '../../lib/i18n';
import { posts } from '@/content/blog/index';
import { spotlightMembers } from '@/content/site/spotlight';
import { testimonials } from '@/content/site/testimonials';
import { spotlightJa, testimonialsJa } from '@/content/site/ja/home';
import { timeRangeLabel } from '../../lib/event-display';
import { eventImageKey } from '../../lib/event-image';
import type { HomeContent, HomeEvent, HomePost } from './home-types';
import { useSeedCatalogueIfUnset } from '@/content/events/seed';

// The build renders the initial data; a published change is rendered from the table (docs/catalogue.md).
useSeedCatalogueIfUnset();

const summary = (text: string, max = 170) => (text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max)).replace(/[,.;:]$/, '')}…`);

/**
 * Every listing that is not cancelled, with the fields of the catalogue's occurrence rules: the
 * page picks the upcoming ones when it runs (upcoming.ts), so a build stays right on any day.
 * Texts and time labels are in `locale` (the event's Japanese overlay, lib/event-display's
 * Japanese formats); blog posts are written in English only.
 */
export function buildHomeContent(now = new Date(), locale: Locale = DEFAULT_LOCALE): HomeContent {
  const was = activeLocale();
  activateLocale(locale);
  try {
    return build(now, locale);
  } finally {
    activateLocale(was);
  }
}

function build(now: Date, locale: Locale): HomeContent {
  const homeEvents: HomeEvent[] = events
    .filter((e) => !isCancelled(e))
    // Its text and the display forms of its facts (city, price) in the page's language.
    .map((original) => listingIn(original, locale))
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
      // The occurrence rules' facts the browser runs them on: a console event's dates and its cancelled ones.
      ...(e.schedule ? { schedule: e.schedule } : {}),
      ...(e.cancelledOccurrences?.length ? { cancelledOccurrences: e.cancelledOccurrences } : {}),
      // Dates an organiser moved, with their times only (a card shows no venue; a kept-back one must not travel).
      ...(e.dateChanges?.some((c) => c.startTime) ? { dateChanges: e.dateChanges.filter((c) => c.startTime && c.endTime).map(({ venue: _venue, ...times }) => times) } : {}),
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

  const ja = locale === 'ja';
  return {
    builtAt: now.toISOString(),
    events: homeEvents,
    posts: homePosts,
    spotlight: spotlightMembers.map((m) => ({ ...m, ...(ja ? spotlightJa[m.id] : {}) })),
    testimonials: testimonials.map((m) => ({ ...m, ...(ja ? testimonialsJa[m.id] : {}) })),
  };
}
