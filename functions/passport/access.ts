/**
 * Passport sign-in: a single-use magic link valid 900 s becomes a 60-minute
 * passport session. Secure calls need that session (X-Passport-Session) or a member token, and the
 * session's email must match the email asked about.
 */
import { BadRequest, Forbidden, ServiceUnavailable, Unauthorized } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { signInRequest } from '../lib/auth/rate-limit';
import { cleanToken } from '../lib/auth/crypto';
import { TokenError, consumeLinkToken, createSession, issueLinkToken, readSession } from '../lib/auth/tokens';
import { log } from '../lib/log';
import { sendMail } from '../lib/mail/door';
import type { Lang } from '../lib/i18n/lang';
import { passportLinkEmail } from '../lib/mail/templates/sign-in';
import { MEMBER_SESSION_KIND } from '../member/access';
import { isMember } from '../member/membership';
import { normaliseAccessEmail } from '../../domain/member/rules';
import { PASSPORT_LINK_TTL_SECONDS, PASSPORT_MESSAGES, PASSPORT_SESSION_TTL_SECONDS } from '../../domain/passport/rules';
import { sitePage } from '../lib/i18n/lang';

export const PASSPORT_LINK_PURPOSE = 'passport';
export const PASSPORT_SESSION_KIND = 'passport';

export function assertEnabled(p: Pick<Ports, 'config'>): void {
  if (!p.config.passportEnabled) throw new Forbidden(PASSPORT_MESSAGES.disabled, { disabled: true });
}

export async function sendPassportLink(p: Ports, email: string, ip: string, lang?: Lang): Promise<void> {
  if (!(await signInRequest(p, 'link', email, ip))) return;
  if (!(await isMember(p, email))) return;
  const { token } = await issueLinkToken(p, { purpose: PASSPORT_LINK_PURPOSE, email, ttlSeconds: PASSPORT_LINK_TTL_SECONDS });
  try {
    await sendMail(p, {
      to: email,
      content: (lang) => passportLinkEmail(sitePage(p.config.siteUrl, `/member-passport?token=${encodeURIComponent(token)}`, lang), lang),
      category: 'transactional',
      kind: 'passport-link',
      requestLanguage: lang,
    });
  } catch (e) {
    log.error('passport link not sent', { error: e instanceof Error ? e.message : String(e) });
    throw new ServiceUnavailable(PASSPORT_MESSAGES.sendFailed);
  }
}

export async function validatePassportLink(p: Ports, raw: unknown): Promise<{ email: string; sessionToken: string; authenticatedAt: string; expiresAt: string }> {
  const token = cleanToken(raw);
  if (!token) throw new BadRequest(PASSPORT_MESSAGES.noSecurityToken);
  let email: string;
  try {
    ({ email } = await consumeLinkToken(p, token, PASSPORT_LINK_PURPOSE));
  } catch (e) {
    if (!(e instanceof TokenError)) throw e;
    // Unknown (tampered) tokens and wrong-purpose ones are "invalid"; used or expired ones say so.
    throw new Unauthorized(e.reason === 'invalid' ? PASSPORT_MESSAGES.invalidToken : PASSPORT_MESSAGES.invalidOrExpired);
  }
  const session = await createSession(p, { kind: PASSPORT_SESSION_KIND, email, ttlSeconds: PASSPORT_SESSION_TTL_SECONDS });
  return { email, sessionToken: session.token, authenticatedAt: p.clock.now().toISOString(), expiresAt: session.expiresAt.toISOString() };
}

export interface Credentials {
  /** The email the call is about (p_email / email); optional, defaults to the session's. */
  email?: unknown;
  passportSession?: unknown;
  memberToken?: unknown;
}

/**
 * Secure passport calls: a live passport session or member session whose email matches the one
 * asked about. Anything else: 401 "Session not authenticated. Please use the magic link again."
 */
export async function requirePassport(p: Ports, c: Credentials): Promise<string> {
  const asked = c.email === undefined || c.email === null || c.email === '' ? null : normaliseAccessEmail(c.email);
  const refuse = () => new Unauthorized(PASSPORT_MESSAGES.notAuthenticated);
  if (c.email && !asked) throw refuse();
  for (const [token, kind] of [
    [c.passportSession, PASSPORT_SESSION_KIND],
    [c.memberToken, MEMBER_SESSION_KIND],
  ] as const) {
    if (!cleanToken(token)) continue;
    const r = await readSession(p, token, kind);
    if (r.status === 'ok' && (!asked || asked === r.session.email)) return r.session.email;
  }
  throw refuse();
}
