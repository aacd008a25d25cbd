/** The dimensions analytics counters are kept by: paths, referrer hosts, UTM sources. */
import type { Count } from './store';

/** UTM parts absent from the landing URL, as the signup form records them. */
export const UTM_DEFAULTS = { source: 'direct', medium: 'organic', campaign: 'none' } as const;

export interface Utm {
  source: string;
  medium: string;
  campaign: string;
}

/** A UTM source / medium / campaign as one counter dimension (its parts are kept on the item too). */
export function utmCount(metric: 'landings' | 'signups', day: string, utm: Partial<Utm>): Count {
  const u: Utm = { source: utm.source || UTM_DEFAULTS.source, medium: utm.medium || UTM_DEFAULTS.medium, campaign: utm.campaign || UTM_DEFAULTS.campaign };
  return { metric, day, dimension: JSON.stringify([u.source, u.medium, u.campaign]), n: 1, attrs: { ...u } };
}

/** A site path as counted: without query or fragment, without a trailing slash (but `/`). */
export function countedPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** The host of a referrer URL ('direct' when there is none or it is not a URL). */
export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return 'direct';
  try {
    return new URL(referrer).host.toLowerCase() || 'direct';
  } catch {
    return 'direct';
  }
}
