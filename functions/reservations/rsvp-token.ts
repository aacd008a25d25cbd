/**
 * The one-click RSVP link of the weekly digest: `<locator>~<mac>`, the locator the base64url of
 * ["rsvp", event slug, occurrence, email], the MAC an HMAC of it with ports.secrets.signingSecret.
 * The token is the only proof of the address: the RSVP page never takes an email from the browser.
 * It carries no expiry of its own: it stops working when its date is no longer the event's
 * bookable one (passed, or the next date has taken its place).
 */
import { sign, verifySignature } from '../lib/auth/crypto';
import { normEmail } from '../lib/keys';

export interface RsvpTarget {
  slug: string;
  occurrence: string;
  email: string;
}

const payload = (locator: string) => `rsvp|${locator}`;

export function rsvpToken(secret: string, t: RsvpTarget): string {
  const locator = Buffer.from(JSON.stringify(['rsvp', t.slug, t.occurrence, normEmail(t.email)]), 'utf8').toString('base64url');
  return `${locator}~${sign(secret, payload(locator))}`;
}

/** What a token names, or null when it is malformed or its signature does not match. */
export function verifyRsvpToken(secret: string, token: string): RsvpTarget | null {
  const [locator, mac, extra] = token.split('~');
  if (!locator || !mac || extra !== undefined || locator.length > 600) return null;
  if (!verifySignature(secret, payload(locator), mac)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(locator, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== 'rsvp' || !parsed.every((x) => typeof x === 'string' && x.length > 0)) return null;
    const [, slug, occurrence, email] = parsed as string[];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(occurrence) || !email.includes('@')) return null;
    return { slug, occurrence, email: normEmail(email) };
  } catch {
    return null;
  }
}

export const rsvpUrl = (siteUrl: string, token: string) => `${siteUrl}/rsvp?token=${encodeURIComponent(token)}`;
