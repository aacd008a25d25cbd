/**
 * Fixed-window rate limits kept in the table (one counter item per subject and window, TTL-tidied).
 * A counter is one partition per subject: far below the 1,000 WCU/s per-partition limit for any real sender.
 */
import { TooManyRequests } from '../errors';
import { keys, normEmail } from '../keys';
import type { Ports } from '../ports';
import { ConditionFailed } from '../errors';

export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** Named limits used across the product. */
export const limits = {
  linkPerEmail: { bucket: 'link-email', max: 5, windowSeconds: 3600 },
  linkPerIp: { bucket: 'link-ip', max: 20, windowSeconds: 3600 },
  codePerEmail: { bucket: 'code-email', max: 5, windowSeconds: 3600 },
  formPerIp: { bucket: 'form-ip', max: 10, windowSeconds: 600 },
  signupPerIp: { bucket: 'signup-ip', max: 30, windowSeconds: 600 },
  /** sync_from_stripe asks Stripe: a proved owner may ask 10 times an hour (the success page asks once). */
  syncPerEmail: { bucket: 'sync-email', max: 10, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/** Counts one hit; throws TooManyRequests (429) once the window's maximum is passed. */
export async function hit(p: Pick<Ports, 'table' | 'clock'>, limit: Limit, subject: string): Promise<void> {
  const nowMs = p.clock.now().getTime();
  const windowStart = Math.floor(nowMs / 1000 / limit.windowSeconds) * limit.windowSeconds;
  const subj = subject.includes('@') ? normEmail(subject) : subject;
  try {
    await p.table.update(keys.rateLimit(limit.bucket, subj, String(windowStart)), {
      update: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
      condition: 'attribute_not_exists(hits) OR hits < :max',
      names: { '#ttl': 'ttl' },
      values: { ':one': 1, ':max': limit.max, ':ttl': windowStart + limit.windowSeconds + 3600 },
      returnValues: 'NONE',
    });
  } catch (e) {
    if (e instanceof ConditionFailed) {
      const retryAfter = Math.max(1, windowStart + limit.windowSeconds - Math.floor(nowMs / 1000));
      throw new TooManyRequests('Too many requests. Please wait a moment and try again.', retryAfter);
    }
    throw e;
  }
}
