/**
 * Fixed-window rate limits kept in the table (one counter item per subject and window, TTL-tidied).
 * A counter is one partition per subject: far below the 1,000 WCU/s per-partition limit for any real sender.
 */
import { TooManyRequests } from '../errors';
import { ANALYTICS_EVENTS_PER_DAY, ANALYTICS_EVENTS_PER_MINUTE } from '../../../content/site/analytics';
import { keys, normEmail } from '../keys';
import type { Ports } from '../ports';
import { ConditionFailed } from '../errors';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
  /** The 429's message when the limit is passed (a general one when absent). */
  message?: string;
}

/** Named limits used across the product. */
export const limits = {
  /** Link or code requests from one client address, whatever the emails (refused past it). */
  linkPerIp: { bucket: 'link-ip', max: 20, windowSeconds: 3600 },
  /** Link requests for one email from one client address (refused past it): only that address's own budget. */
  linkPerEmailAddress: { bucket: 'link-email-ip', max: 5, windowSeconds: 3600 },
  /** Links mailed to one email from every address together: past it, only an address's first request is mailed (never refused). */
  linkMailPerEmail: { bucket: 'link-email', max: 20, windowSeconds: 3600 },
  /** The same two for emailed sign-in codes. */
  codePerEmailAddress: { bucket: 'code-email-ip', max: 5, windowSeconds: 3600 },
  codeMailPerEmail: { bucket: 'code-email', max: 20, windowSeconds: 3600 },
  /**
   * Tries of an emailed code for one email from one client address (its /64), right or wrong: a
   * stranger's guesses spend only the stranger's budget, never the owner's (the code's own ceiling
   * is MAX_CODE_ATTEMPTS in tokens.ts).
   */
  codeGuessPerEmailAddress: { bucket: 'code-guess', max: 5, windowSeconds: 3600, message: 'Too many verification codes tried from your network. Please wait an hour, or try from the device you requested the code on.' },
  formPerIp: { bucket: 'form-ip', max: 10, windowSeconds: 600 },
  /** Image variants rendered for one client address (its /64): only requests the caches do not answer count. */
  imageRendersPerIp: { bucket: 'image-render-ip', max: 60, windowSeconds: 60, message: 'Too many image sizes asked for from your network. Please wait a minute.' },
  /** Contact acknowledgements to one address (nobody proved it is the sender's): past it the message is kept and the team mailed, the address not (never refused). */
  contactAckPerEmail: { bucket: 'contact-ack-email', max: 1, windowSeconds: 86_400 },
  /** Contact acknowledgements caused by one client address (its /64), whatever addresses it names (never refused). */
  contactAckPerIp: { bucket: 'contact-ack-ip', max: 3, windowSeconds: 86_400 },
  signupPerIp: { bucket: 'signup-ip', max: 30, windowSeconds: 600 },
  /** New Stripe Checkouts (subscription and event) started from one client address, whatever the emails. */
  checkoutPerIp: { bucket: 'checkout-ip', max: 10, windowSeconds: 3600, message: 'Too many payment pages were started from your network. Please wait before starting another.' },
  /** New Stripe Checkouts for one email from one client address: only that address's own budget, so strangers never use up the owner's. */
  checkoutPerEmailAddress: { bucket: 'checkout-email-ip', max: 5, windowSeconds: 3600, message: 'Too many payment pages were started for this email. Please wait before starting another.' },
  /** sync_from_stripe asks Stripe: a proved owner may ask 10 times an hour (the success page asks once). */
  syncPerEmail: { bucket: 'sync-email', max: 10, windowSeconds: 3600 },
  /** Error reports from one client address (its /64; a hash of it names the counter, never the address). The user agent is not part of the key: a stranger varies it for free. */
  clientErrorsPerClient: { bucket: 'client-errors', max: 20, windowSeconds: 60, message: 'Too many error reports from your network. Please wait a minute.' },
  /** Mails to the team about new error groups, from every source together: past it a new group is counted and listed, not mailed. */
  errorMailsPerHour: { bucket: 'error-mails', max: 10, windowSeconds: 3600 },

  /** Analytics events from one client address (its /64; a hash salted with the day names the counter), counted per event. */
  analyticsPerClient: { bucket: 'analytics', max: ANALYTICS_EVENTS_PER_MINUTE, windowSeconds: 60, message: 'Too many analytics events from your network. Please wait a minute before sending more.' },
  /** The same client address's events over a day: a steady trickle under the minute's limit still cannot inflate a day's counts. */
  analyticsPerClientDay: { bucket: 'analytics-day', max: ANALYTICS_EVENTS_PER_DAY, windowSeconds: 86_400, message: 'Too many analytics events from your network today. Please try again tomorrow.' },
} satisfies Record<string, Limit>;

/**
 * Counts `weight` hits (one by default) and returns the window's count so far; throws
 * TooManyRequests (429), counting nothing, when they would pass the window's maximum.
 */
export async function hit(p: Pick<Ports, 'table' | 'clock'>, limit: Limit, subject: string, weight = 1): Promise<number> {
  const counted = await count(p, limit, subject, weight);
  if (counted === undefined) {
    const nowS = Math.floor(p.clock.now().getTime() / 1000);
    const retryAfter = Math.max(1, windowStartOf(limit, nowS) + limit.windowSeconds - nowS);
    throw new TooManyRequests(limit.message ?? 'Too many requests. Please wait a moment and try again.', retryAfter);
  }
  return counted;
}

const windowStartOf = (limit: Limit, nowS: number) => Math.floor(nowS / limit.windowSeconds) * limit.windowSeconds;

/**
 * Counts `weight` hits unless they would pass the window's maximum: the window's count so far, or
 * undefined when full (nothing counted). For a ceiling that holds something back without refusing the request.
 */
export async function count(p: Pick<Ports, 'table' | 'clock'>, limit: Limit, subject: string, weight = 1): Promise<number | undefined> {
  const windowStart = windowStartOf(limit, Math.floor(p.clock.now().getTime() / 1000));
  const subj = subject.includes('@') ? normEmail(subject) : subject;
  try {
    const item = await p.table.update(keys.rateLimit(limit.bucket, subj, String(windowStart)), {
      update: 'ADD hits :weight SET #ttl = if_not_exists(#ttl, :ttl)',
      condition: 'attribute_not_exists(hits) OR hits <= :room',
      names: { '#ttl': 'ttl' },
      values: { ':weight': weight, ':room': limit.max - weight, ':ttl': windowStart + limit.windowSeconds + 3600 },
      returnValues: 'UPDATED_NEW',
    });
    return Number(item?.hits ?? weight);
  } catch (e) {
    if (e instanceof ConditionFailed) return undefined;
    throw e;
  }
}

/**
 * One request to mail a sign-in link or code (or another emailed link that proves an address) to
 * `email`, made from client address `ip` (`clientAddress`: an IPv6 address by its /64). Refuses (429) only on the requester's own budgets: its
 * address overall (linkPerIp) and this email from this address (per-email-address limit), so
 * requests from other addresses can never use up the owner's. Returns whether to mail now: past the
 * per-email mail ceiling (every address together) only an address's first request of the window is
 * mailed, which stops a flood filling the inbox without locking the owner out; `unpaced` (the
 * admin list) is always mailed. When it returns false the caller answers exactly as if it had mailed.
 */
export async function signInRequest(
  p: Pick<Ports, 'table' | 'clock'>,
  kind: 'link' | 'code',
  email: string,
  ip: string,
  opts: { unpaced?: boolean } = {},
): Promise<boolean> {
  const [perAddress, ceiling] = kind === 'link' ? [limits.linkPerEmailAddress, limits.linkMailPerEmail] : [limits.codePerEmailAddress, limits.codeMailPerEmail];
  await hit(p, limits.linkPerIp, ip);
  const fromThisAddress = await hit(p, perAddress, `${normEmail(email)} ${ip}`);
  const underCeiling = (await count(p, ceiling, email)) !== undefined;
  return underCeiling || fromThisAddress === 1 || opts.unpaced === true;
}
