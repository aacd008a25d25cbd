/**
 * Signed links in curated emails: HMAC-SHA256 (ports.secrets.signingSecret) over the curated session and
 * participant ids. Each purpose signs a different payload, so a feedback link cannot cancel.
 * The cancel link signs `sessionId|participantId`; the others `purpose|sessionId|participantId`.
 */
import { cleanToken, sign, verifySignature } from '../lib/auth/crypto';
import { Forbidden } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { MESSAGES } from '../../domain/curated/rules';
import { LinkPurpose } from '../../domain/curated/rules';

const payload = (purpose: LinkPurpose, sessionId: string, participantId: string) =>
  purpose === 'cancel' ? `${sessionId}|${participantId}` : `${purpose}|${sessionId}|${participantId}`;

const PATHS: Record<LinkPurpose, string> = {
  cancel: '/curated-fika/cancel',
  confirm: '/curated-fika/confirm',
  feedback: '/curated-fika/feedback',
  pay: '/curated-fika/pay',
};

export function linkToken(secret: string, purpose: LinkPurpose, sessionId: string, participantId: string): string {
  return sign(secret, payload(purpose, sessionId, participantId));
}

export function linkUrl(p: Pick<Ports, 'config' | 'secrets'>, purpose: LinkPurpose, sessionId: string, participantId: string): string {
  const q = new URLSearchParams({ session: sessionId, participant: participantId, token: linkToken(p.secrets.signingSecret, purpose, sessionId, participantId) });
  return `${p.config.siteUrl}${PATHS[purpose]}?${q}`;
}

/** Throws 403 unless the token signs this purpose, session and participant. */
export function checkLink(p: Pick<Ports, 'secrets'>, purpose: LinkPurpose, sessionId: string, participantId: string, rawToken: unknown): void {
  const token = cleanToken(rawToken);
  if (!token || !participantId.startsWith(`${sessionId}.`) || !verifySignature(p.secrets.signingSecret, payload(purpose, sessionId, participantId), token)) {
    throw new Forbidden(MESSAGES.invalidLink);
  }
}
