/**
 * Member sign-in: who may ask for an access link, the link itself (single use, 15 min), its
 * exchange for a 24 h member session, and the session check every member call makes.
 */
import { Unauthorized, BadRequest } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { signInRequest } from '../lib/auth/rate-limit';
import { cleanToken } from '../lib/auth/crypto';
import { TokenError, consumeLinkToken, createSession, issueLinkToken, readSession } from '../lib/auth/tokens';
import { sendMail } from '../lib/mail/door';
import { memberAccessEmail } from '../lib/mail/templates/sign-in';
import { isMember } from './membership';
import { ACCESS_MESSAGES, MAGIC_LINK_TTL_SECONDS, MEMBER_SESSION_TTL_SECONDS, safeRedirect } from '../../domain/member/rules';
import { sitePage, type Lang } from '../lib/i18n/lang';

export const MEMBER_LINK_PURPOSE = 'member-login';
export const MEMBER_SESSION_KIND = 'member';

/** Sends the access link when the email belongs to a member; the answer is the same either way. */
export async function requestAccess(p: Ports, email: string, ip: string, redirect?: unknown, lang?: Lang): Promise<void> {
  if (!(await signInRequest(p, 'link', email, ip))) return;
  if (!(await isMember(p, email))) return;
  const next = safeRedirect(redirect);
  const { token } = await issueLinkToken(p, { purpose: MEMBER_LINK_PURPOSE, email, ttlSeconds: MAGIC_LINK_TTL_SECONDS, data: next ? { next } : {} });
  const path = `/member-login?token=${encodeURIComponent(token)}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  await sendMail(p, { to: email, content: (lang) => memberAccessEmail(sitePage(p.config.siteUrl, path, lang), lang), category: 'transactional', kind: 'member-access', requestLanguage: lang });
}

export interface MemberSession {
  email: string;
  token: string;
  expiresAt: string;
  next?: string;
}

/**
 * validate_token: a fresh link is exchanged (once) for a 24 h session; a session token that is
 * still valid is confirmed as it is (the SPA re-checks its stored token on load).
 */
export async function validateToken(p: Ports, raw: unknown): Promise<MemberSession> {
  const token = cleanToken(raw);
  if (!token) throw new BadRequest(ACCESS_MESSAGES.noSecurityToken);
  const existing = await readSession(p, token, MEMBER_SESSION_KIND);
  if (existing.status === 'ok') return { email: existing.session.email, token, expiresAt: existing.session.expiresAt };
  if (existing.status === 'expired') throw new Unauthorized(ACCESS_MESSAGES.expired, { expired: true });
  let link: { email: string; data: Record<string, unknown> };
  try {
    link = await consumeLinkToken(p, token, MEMBER_LINK_PURPOSE);
  } catch (e) {
    if (e instanceof TokenError) throw new Unauthorized(ACCESS_MESSAGES.invalidToken);
    throw e;
  }
  const session = await createSession(p, { kind: MEMBER_SESSION_KIND, email: link.email, ttlSeconds: MEMBER_SESSION_TTL_SECONDS });
  const next = safeRedirect(link.data.next) ?? undefined;
  return { email: link.email, token: session.token, expiresAt: session.expiresAt.toISOString(), ...(next ? { next } : {}) };
}

/** The check every member call makes: no token, or an unknown/expired one, is refused. */
export async function requireMember(p: Pick<Ports, 'table' | 'clock' | 'ids'>, raw: unknown): Promise<{ email: string; expiresAt: string }> {
  if (!cleanToken(raw)) throw new Unauthorized(ACCESS_MESSAGES.noToken);
  const r = await readSession(p, raw, MEMBER_SESSION_KIND);
  if (r.status !== 'ok') throw new Unauthorized(ACCESS_MESSAGES.expired, { expired: true });
  return { email: r.session.email, expiresAt: r.session.expiresAt };
}
