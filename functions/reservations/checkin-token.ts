/**
 * The check-in QR code of a confirmed reservation: `ck1~<locator>~<mac>`. The locator (base64url of
 * [slug, occurrence, email]) names the reservation, so the door kit can match a scanned code to its
 * list with no network; the MAC (HMAC-SHA256 with the signing secret over the locator) is checked
 * by the server when the check-in is synced, so a code cannot be made up or moved to another
 * person or occurrence.
 */
import { normEmail } from '../lib/keys';
import { sign, verifySignature } from '../lib/auth/crypto';

const PREFIX = 'ck1';
const MAX_LENGTH = 600;

export interface CheckinTarget {
  slug: string;
  occurrence: string;
  email: string;
}

export function checkinToken(secret: string, r: { eventSlug: string; occurrence: string; email: string }): string {
  const locator = Buffer.from(JSON.stringify([r.eventSlug, r.occurrence, normEmail(r.email)]), 'utf8').toString('base64url');
  return `${PREFIX}~${locator}~${sign(secret, `checkin|${locator}`)}`;
}

/** The reservation a genuine token names; null for anything malformed or not signed by us. */
export function verifyCheckinToken(secret: string, token: unknown): CheckinTarget | null {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return null;
  const [prefix, locator, mac, extra] = token.trim().split('~');
  if (prefix !== PREFIX || !locator || !mac || extra !== undefined) return null;
  if (!verifySignature(secret, `checkin|${locator}`, mac)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(locator, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 3 || !parsed.every((x) => typeof x === 'string' && x.length > 0)) return null;
    const [slug, occurrence, email] = parsed as string[];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(occurrence) || !email.includes('@')) return null;
    return { slug, occurrence, email };
  } catch {
    return null;
  }
}

/** The QR code of a token as a PNG (base64), for an email; qrcode loads on the first call. */
export async function checkinQrPng(token: string): Promise<string> {
  const QRCode = (await import('qrcode')).default;
  return (await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 400 })).toString('base64');
}
