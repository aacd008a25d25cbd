/** The check-in codes of event occurrences: HMAC of the signing secret, never stored. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;
/** No 0/O or 1/I: codes are read off a screen and typed on a phone. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The check-in code of one occurrence: 6 characters of HMAC(signing secret, slug|occurrence). Never stored. */
export function checkinCode(secret: string, slug: string, occurrence: string): string {
  const mac = createHmac('sha256', secret).update(`checkin|${slug}|${occurrence}`, 'utf8').digest();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[mac[i] % CODE_ALPHABET.length];
  return code;
}

/** What people type: any case, spaces or dashes. */
export const normaliseCode = (raw: unknown): string => (typeof raw === 'string' ? raw.toUpperCase().replace(/[\s-]/g, '') : '');

export function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const checkinUrl = (siteUrl: string, slug: string, code: string) => `${siteUrl}/checkin?event=${encodeURIComponent(slug)}&code=${encodeURIComponent(code)}`;
