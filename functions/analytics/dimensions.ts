/**
 * The dimensions analytics counters are kept by: paths, referrer hosts, UTM sources. Whatever a
 * browser sends, a counter is named only by one of the site's own pages or a short value in a safe
 * character set; anything else is counted as OTHER, so no sender-chosen text (markup, NUL, lone
 * surrogates, a cancellation token) is ever stored or listed, and the paths counted are bounded by
 * the site's routes: its route patterns, the catalogue's events, the known cities and blog posts.
 */
import type { Count } from './store';
import { JAPANESE_PREFIX, ROUTE_PATTERNS } from '../../content/site/route-patterns';
import { eventBySlug } from '../../content/events/index';
import { CITY_SLUGS } from '../../content/cities';
import { BLOG_POST_SLUGS } from './blog-posts';

/** The dimension of every value that is not one of ours. */
export const OTHER = 'other';

/** A UTM source / medium / campaign as counted: letters, digits, `.`, `_`, `-`, at most UTM_MAX characters. */
const UTM_VALUE = /^[A-Za-z0-9._-]+$/;
export const UTM_MAX = 60;

/**
 * The route parameters whose values are pages of the site, each with its check: a published event
 * (the catalogue is data, so a new event's page counts by name at once), a known city, a blog post.
 * A path whose value fails the check is not a page of the site (OTHER). Every other parameter (a
 * cancellation or series token, a door kit's date, a route added later) counts as its `:name`,
 * never its value: so the paths counted are bounded by the site's routes whatever a browser sends.
 */
const NAMED_PARAMS: Record<string, (value: string) => boolean> = {
  '/events/:slug#slug': (v) => Boolean(eventBySlug(v)),
  '/events/city/:city#city': (v) => (CITY_SLUGS as readonly string[]).includes(v),
  '/blog/:slug#slug': (v) => BLOG_POST_SLUGS.has(v),
  '/host/:event/:date#event': (v) => Boolean(eventBySlug(v)),
};

/** The path as counted under one pattern, or undefined when it does not match it. */
function underPattern(pattern: string, segments: string[]): string | undefined {
  const parts = pattern.split('/').slice(1);
  if (parts.length !== segments.length) return undefined;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (!part.startsWith(':')) {
      if (part !== segments[i]) return undefined;
      out.push(part);
    } else {
      if (!segments[i]) return undefined;
      const known = NAMED_PARAMS[`${pattern}#${part.slice(1)}`];
      if (!known) out.push(part);
      else if (known(segments[i])) out.push(segments[i]);
      else return undefined;
    }
  }
  return `/${out.join('/')}`;
}

/** UTM parts absent from the landing URL, as the signup form records them. */
export const UTM_DEFAULTS = { source: 'direct', medium: 'organic', campaign: 'none' } as const;

export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

/** A UTM source / medium / campaign as one counter dimension (its parts are kept on the item too). */
export function utmCount(metric: 'landings' | 'signups', day: string, utm: Partial<Utm>): Count {
  const u: Utm = {
    source: countedUtm(utm.source) || UTM_DEFAULTS.source,
    medium: countedUtm(utm.medium) || UTM_DEFAULTS.medium,
    campaign: countedUtm(utm.campaign) || UTM_DEFAULTS.campaign,
  };
  return { metric, day, dimension: JSON.stringify([u.source, u.medium, u.campaign]), n: 1, attrs: { ...u } };
}

/**
 * A site path as counted: without query or fragment, without a trailing slash, matched to one of
 * the site's route patterns (English or under /ja): a published event, a known city or a blog post
 * as it is, any other parameter as its pattern (`/cancel-reservation/:token`); any other path is OTHER.
 */
export function countedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
  const japanese = trimmed === JAPANESE_PREFIX || trimmed.startsWith(`${JAPANESE_PREFIX}/`);
  const rest = japanese ? trimmed.slice(JAPANESE_PREFIX.length) || '/' : trimmed;
  if (rest === '/') return japanese ? JAPANESE_PREFIX : '/';
  const segments = rest.split('/').slice(1);
  for (const pattern of ROUTE_PATTERNS) {
    const counted = underPattern(pattern, segments);
    if (counted) return japanese ? `${JAPANESE_PREFIX}${counted}` : counted;
  }
  return OTHER;
}

/** A UTM value as counted: as sent when short and in the safe character set, OTHER otherwise (absent stays absent). */
export function countedUtm(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return value.length <= UTM_MAX && UTM_VALUE.test(value) ? value : OTHER;
}

/** The host of a referrer URL ('direct' when there is none or it is not a URL). */
export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return 'direct';
  try {
    const host = new URL(referrer).host.toLowerCase();
    if (!host) return 'direct';
    return host.length <= 253 && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : OTHER;
  } catch {
    return 'direct';
  }
}
