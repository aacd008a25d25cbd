/**
 * A series' manage link, in a module of its own so that a reader of links (the member's bookings)
 * does not load the series' registration code.
 *
 * `<locator>~<mac>`: the locator (base64url of [slug, email]) finds the series; the MAC (HMAC over the
 * locator and the series' start time) makes it unguessable and lets the email rebuild it. Only its
 * SHA-256 is stored; starting the series again changes the start time, so old links stop working.
 */
import { normEmail } from '../lib/keys';
import { sign } from '../lib/auth/crypto';

export function seriesToken(secret: string, s: { eventSlug: string; email: string; createdAt: string }): string {
  const locator = Buffer.from(JSON.stringify([s.eventSlug, normEmail(s.email)]), 'utf8').toString('base64url');
  return `${locator}~${sign(secret, `series|${locator}|${s.createdAt}`)}`;
}

export const seriesUrl = (siteUrl: string, token: string) => `${siteUrl}/series/${encodeURIComponent(token)}`;

export function parseSeriesToken(token: string): { slug: string; email: string } | null {
  const [locator, mac, extra] = token.split('~');
  if (!locator || !mac || extra !== undefined || locator.length > 600) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(locator, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((x) => typeof x === 'string' && x.length > 0)) return null;
    const [slug, email] = parsed as string[];
    return email.includes('@') ? { slug, email } : null;
  } catch {
    return null;
  }
}
