/**
 * Who we are, where we meet and the size of the question library: the community facts the page
 * shell (header, head tags) needs, apart from the rest of ./facts.ts (which re-exports these) so
 * the first page load carries only them.
 */
import { CITIES, CITY_SLUGS } from '../cities';

export const COMMUNITY = {
  name: 'Fika Community',
  tagline: 'Find your tribe, anywhere.',
  foundedYear: 2019,
  /** Where the first table was. */
  foundedAt: 'a cafe in Kiyosumi-Shirakawa, Tokyo',
} as const;

/** Where the community meets: every city of the city lookup, in its order. */
export const COMMUNITY_CITIES = CITY_SLUGS.map((slug) => CITIES[slug]);
export const CITY_COUNT = COMMUNITY_CITIES.length;

/** "Tokyo, Osaka, Fukuoka and Honolulu" (any list of names, joined for a sentence). */
export function listText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
export const CITY_NAMES_TEXT = listText(COMMUNITY_CITIES.map((c) => c.name));

/** How many conversation questions the library holds, as the site claims it ("300+"). */
export const QUESTIONS_CLAIM = 300;
