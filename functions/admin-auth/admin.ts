/** Admin sign-in domain: allow-listed emails get a magic link; the link becomes an admin session. */
import * as z from '../../domain/zod';
import { Unauthorized } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { signInRequest } from '../lib/auth/rate-limit';
import { consumeLinkToken, createSession, deleteSession, issueLinkToken, readSession } from '../lib/auth/tokens';
import { sendMail } from '../lib/mail/door';
import { adminLinkEmail } from '../lib/mail/templates/sign-in';
import { emailField } from '../../domain/email-field';
import { EMAIL_INVALID } from '../../domain/email-address';
import { ADMIN_SESSION_TTL_SECONDS, DURATIONS, SIGN_IN_LINK_TTL_SECONDS } from '../../content/site/facts';

export const ADMIN_LINK_TTL_SECONDS = SIGN_IN_LINK_TTL_SECONDS;
export { ADMIN_SESSION_TTL_SECONDS };
export const ADMIN_LINK_SENT_MESSAGE = `If that address is on the admin list, a sign-in link is on its way. It works once, for ${DURATIONS.signInLink.text}.`;

export const isAdminEmail = (p: Pick<Ports, 'config'>, email: string): boolean => p.config.adminEmails.includes(normEmail(email));

export async function requestAdminLink(p: Ports, email: string, ip: string): Promise<void> {
  const admin = isAdminEmail(p, email);
  // The admin list is never paced: strangers cannot stop an admin's own link (its own address's limits still apply).
  if (!(await signInRequest(p, 'link', email, ip, { unpaced: admin }))) return;
  if (!admin) return;
  const { token } = await issueLinkToken(p, { purpose: 'admin-login', email, ttlSeconds: ADMIN_LINK_TTL_SECONDS });
  const content = adminLinkEmail(`${p.config.siteUrl}/admin/login?token=${encodeURIComponent(token)}`);
  await sendMail(p, { to: email, content, category: 'transactional', kind: 'admin-login' });
}

export async function verifyAdminLink(p: Ports, token: unknown): Promise<{ token: string; email: string; expiresAt: string }> {
  let email: string;
  try {
    ({ email } = await consumeLinkToken(p, token, 'admin-login'));
  } catch {
    throw new Unauthorized('This sign-in link is invalid, expired or already used. Please request a new one.');
  }
  if (!isAdminEmail(p, email)) throw new Unauthorized('This address is no longer on the admin list.');
  const session = await createSession(p, { kind: 'admin', email, ttlSeconds: ADMIN_SESSION_TTL_SECONDS });
  return { token: session.token, email, expiresAt: session.expiresAt.toISOString() };
}

/** The one admin check: used by the Lambda authorizer in AWS and by the local gateway. */
export async function checkAdmin(p: Ports, authorization: string | undefined): Promise<{ email: string; expiresAt: string } | undefined> {
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer) return undefined;
  const r = await readSession(p, bearer, 'admin');
  if (r.status !== 'ok' || !isAdminEmail(p, r.session.email)) return undefined;
  return { email: r.session.email, expiresAt: r.session.expiresAt };
}

export async function adminLogout(p: Ports, authorization: string | undefined): Promise<void> {
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
  if (bearer) await deleteSession(p, bearer);
}
