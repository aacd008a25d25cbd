/**
 * Signed unsubscribe links: `<base64url(email)>.<HMAC>` with ports.secrets.signingSecret. The mail
 * door signs one into every marketing message; the unsubscribe endpoint verifies it. The page link
 * (/unsubscribe?token=) and the RFC 8058 one-click endpoint (/api/unsubscribe?token=) share it.
 */
import { sign, verifySignature } from '../auth/crypto';
import { normEmail } from '../keys';

const payload = (email: string) => `unsubscribe|${normEmail(email)}`;

export function unsubscribeToken(secret: string, email: string): string {
  return `${Buffer.from(normEmail(email), 'utf8').toString('base64url')}.${sign(secret, payload(email))}`;
}

/** The email a token was signed for, or null when the token is malformed or forged. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, mac, extra] = token.split('.');
  if (!encoded || !mac || extra !== undefined || encoded.length > 400) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!email.includes('@')) return null;
  return verifySignature(secret, payload(email), mac) ? normEmail(email) : null;
}

export const unsubscribePageUrl = (siteUrl: string, token: string) => `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
export const oneClickUrl = (siteUrl: string, token: string) => `${siteUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
