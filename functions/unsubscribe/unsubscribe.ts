/**
 * process_unsubscribe: marks the signup unsubscribed (or records a suppression for an
 * address we never had), keeps an unsubscribe record, and writes member.unsubscribed (the team
 * notification) in the same transaction. Repeating it answers already_unsubscribed with the first
 * record's tracking id. The record keeps the request's client address only as a keyed hash
 * (`ipAddressHash`); the page addresses (referrer, current URL) go to the team's notice alone.
 */
import { ConditionFailed, HttpError } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import * as signups from '../lib/mail/signups';
import { log } from '../lib/log';
import type { Ports } from '../lib/ports';
import { signInRequest } from '../lib/auth/rate-limit';
import { sign } from '../lib/auth/crypto';
import { event, withEvents } from '../lib/event-outbox';
import { sendMail } from '../lib/mail/door';
import { unsubscribeLinkEmail } from '../lib/mail/templates/unsubscribe';
import { unsubscribePageUrl, unsubscribeToken } from '../lib/mail/unsubscribe-link';

export const DEFAULTS = { reason: 'not_specified', method: 'email_link', sourceType: 'email_unsubscribe_link' } as const;
export const LINK_SENT = "If this address is on our list, we've emailed it a link: one click on it unsubscribes.";

export interface UnsubscribeInput {
  email: string;
  reason?: string | null;
  method?: string | null;
  feedback?: string | null;
  sourceType?: string | null;
  userAgent?: string | null;
  /** The request's client address (clientAddress form, from the request, never its body); stored hashed. */
  clientAddress?: string | null;
  /** The page the reader came from and the unsubscribe page's address, for the team's notice. */
  referrer?: string | null;
  currentUrl?: string | null;
}

/**
 * The stored form of a client address: an HMAC-SHA256 under the signing secret of the client address
 * (an IPv6 address by its /64, as every per-address limit counts it), so records from one client
 * match while the address itself cannot be read back or found by hashing every IPv4 address.
 */
export function hashedClientAddress(secret: string, address: string | null | undefined): string | null {
  return address && address !== 'unknown' ? sign(secret, `unsubscribe|${address}`) : null;
}

export interface UnsubscribeResult {
  email: string;
  unsubscribed_at: string;
  tracking_id: string;
  already_unsubscribed: boolean;
  message: string;
}

export async function processUnsubscribe(p: Ports, input: UnsubscribeInput): Promise<UnsubscribeResult> {
  const email = normEmail(input.email);
  const reason = input.reason?.trim() || DEFAULTS.reason;
  const method = input.method?.trim() || DEFAULTS.method;
  const sourceType = input.sourceType?.trim() || DEFAULTS.sourceType;
  const feedback = input.feedback?.trim() || null;
  const userAgent = input.userAgent?.trim() || null;
  const ipAddressHash = hashedClientAddress(p.secrets.signingSecret, input.clientAddress);
  const referrer = input.referrer?.trim() || null;
  const currentUrl = input.currentUrl?.trim() || null;
  try {
    for (let round = 0; round < 3; round++) {
      const signup = await signups.get(p, email, { consistent: true });
      if (signup?.status === 'unsubscribed') {
        return {
          email,
          unsubscribed_at: String(signup.unsubscribed_at ?? signup.updatedAt ?? ''),
          tracking_id: String(signup.unsubscribe_tracking_id ?? ''),
          already_unsubscribed: true,
          message: 'This address was already unsubscribed.',
        };
      }
      const now = p.clock.now().toISOString();
      const trackingId = p.ids.id('unsub');
      try {
        await withEvents(
          p,
          [
            ...signups.unsubscribeOps(signup, email, trackingId, now),
            ...signups.unsubscribeDayOps({ unsubscribed_at: now, reason, method, feedback }, 1),
            {
              put: {
                ...keys.unsubscribe(email, trackingId),
                type: 'Unsubscribe',
                email,
                reason,
                method,
                feedback,
                sourceType,
                userAgent,
                ipAddressHash,
                unsubscribed_at: now,
                tracking_id: trackingId,
                already_unsubscribed: false,
                ...keys.unsubscribesAll(),
                gsi1sk: now,
              },
            },
          ],
          [event('member.unsubscribed', { email, reason, feedback, method, trackingId, unsubscribedAt: now, userAgent, referrer, currentUrl, timestamp: now })],
        );
      } catch (e) {
        if (e instanceof ConditionFailed) continue; // changed meanwhile (a concurrent unsubscribe): look again
        throw e;
      }
      return { email, unsubscribed_at: now, tracking_id: trackingId, already_unsubscribed: false, message: 'You have been unsubscribed.' };
    }
  } catch (e) {
    log.error('unsubscribe failed', { error: e instanceof Error ? e.message : String(e) });
    throw new HttpError(503, 'Failed to unsubscribe: our database did not answer. Please try again.', { code: 'DATABASE_ERROR' });
  }
  throw new HttpError(409, 'Failed to unsubscribe. Please try again.', { code: 'UNSUBSCRIBE_FAILED' });
}

/** Without a signed link: mail one to the address (same answer whether or not it is on the list). */
export async function sendUnsubscribeLink(p: Ports, email: string, ip: string): Promise<{ confirmation_sent: true; message: string }> {
  const mailNow = await signInRequest(p, 'link', email, ip);
  const signup = mailNow ? await signups.get(p, email, { consistent: true }) : undefined;
  if (signup?.status === 'active') {
    const url = unsubscribePageUrl(p.config.siteUrl, unsubscribeToken(p.secrets.signingSecret, email));
    await sendMail(p, { to: email, content: (lang) => unsubscribeLinkEmail(url, lang), category: 'transactional', kind: 'unsubscribe-link' });
  }
  return { confirmation_sent: true, message: LINK_SENT };
}
