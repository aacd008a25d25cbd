/** Hashing and signing helpers: tokens are stored only as SHA-256 hashes; signed URLs use HMAC-SHA256. */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** Whitespace and < > " ' are stripped from a token before use. */
export const cleanToken = (raw: unknown): string => (typeof raw === 'string' ? raw.replace(/[\s<>"']/g, '') : '');

export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');
}

export function verifySignature(secret: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
