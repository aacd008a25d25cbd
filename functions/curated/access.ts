/**
 * The participant side: an emailed 6-digit code (15 min, hashed; 5 tries an hour per address, 50 in all) proves the email; it
 * becomes a short sign-in (2 h, sliding while the page is used, at most 8 h) whose token lists and
 * cancels only that email's curated sessions. The same sign-in serves My Sessions and the member
 * portal (one locally stored sign-in keeps both pages together).
 *
 * In this module a "session" is a curated meetup; the sign-in is a `signIn` (stored as a token
 * item of kind `curated` by lib/auth/tokens).
 */
import { DURATIONS } from '../../content/site/facts';
import type { Lang } from '../lib/i18n/lang';
import { NotFound, TooManyRequests, Unauthorized, Forbidden, BadRequest } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { hit, limits, signInRequest } from '../lib/auth/rate-limit';
import { createSession as createSignIn, issueCode, readSession as readSignIn, verifyCode } from '../lib/auth/tokens';
import { sha256, cleanToken } from '../lib/auth/crypto';
import { ConditionFailed } from '../lib/errors';
import { findApplicationByEmail, refreshPremium } from './model';
import { type Application } from './items';
import { participationsOf } from './applications';
import { accessCodeEmail, sendCurated } from './emails';
import { CODE_TTL_SECONDS, DEFAULT_DURATION_MINUTES, MESSAGES, SIGN_IN_MS, isCompleteCode, sanitizeCode } from '../../domain/curated/rules';

export const CODE_PURPOSE = 'curated';
/** The kind of the stored sign-in token. */
export const SIGN_IN_KIND = 'curated';
const SIGN_IN_TTL_SECONDS = SIGN_IN_MS / 1000;
/** However active the page, a sign-in lasts at most this long after the code. */
const SIGN_IN_MAX_MS = 8 * 3600_000;

export type CodeContext = 'my-sessions' | 'member-portal';
export const MEMBER_PORTAL_CODE_MESSAGE = `If we have an application for this email address, a verification code is on its way. It works once, for ${DURATIONS.curatedCode.text}.`;

/** Curated sessions that have not ended yet (start + duration in the future), any participation status (a cancelled session only to people who were told). */
export async function upcomingParticipations(p: Pick<Ports, 'table' | 'clock'>, email: string) {
  const now = p.clock.now().getTime();
  const dayAgo = new Date(now - 86_400_000).toISOString();
  const all = await participationsOf(p, email, dayAgo, true);
  return all.filter((r) => Date.parse(r.curated_fika_sessions.session_date) + (r.curated_fika_sessions.session_duration || DEFAULT_DURATION_MINUTES) * 60_000 > now);
}

/**
 * Who may receive a code, on My Sessions and in the member portal alike: anyone with a Curated Fika
 * application, whatever its status, or with a session that has not ended yet.
 */
export async function mayReceiveCode(p: Pick<Ports, 'table' | 'clock'>, email: string): Promise<boolean> {
  return Boolean(await findApplicationByEmail(p, email)) || (await upcomingParticipations(p, email)).length > 0;
}

/**
 * My Sessions answers "No sessions found" for an email that may not receive a code, so that page
 * does reveal whether an email has applied (after the per-email and per-IP limits). The member
 * portal answers the same for every address.
 */
export async function sendAccessCode(p: Ports, email: string, ip: string, context: CodeContext, lang?: Lang): Promise<{ message: string }> {
  const mailNow = await signInRequest(p, 'code', email, ip);
  if (context === 'member-portal') {
    if (mailNow && (await mayReceiveCode(p, email))) await issueAndSend(p, email, lang);
    return { message: MEMBER_PORTAL_CODE_MESSAGE };
  }
  if (!(await mayReceiveCode(p, email))) throw new NotFound(MESSAGES.noSessionsFound);
  if (mailNow) await issueAndSend(p, email, lang);
  return { message: MESSAGES.codeSent };
}

async function issueAndSend(p: Ports, email: string, lang?: Lang) {
  const { code } = await issueCode(p, { purpose: CODE_PURPOSE, email, ttlSeconds: CODE_TTL_SECONDS });
  await sendCurated(p, email, (l) => accessCodeEmail(code, l), 'access-code', lang);
}

export function applicationSummary(a: Application | undefined | null) {
  if (!a) return null;
  return {
    id: a.id,
    email: a.email,
    first_name: a.first_name,
    last_name: a.last_name,
    application_status: a.application_status,
    submitted_at: a.submitted_at,
    is_premium_member: a.is_premium_member,
    city: a.city,
    country: a.country,
    career_stage: a.career_stage,
    interests: a.interests,
    fika_goals: a.fika_goals,
    communication_style: a.communication_style,
    location_preference: a.location_preference,
    schedule_preference: a.schedule_preference,
  };
}

/**
 * A code tried from client address `address`: each address may try limits.codeGuessPerEmailAddress
 * times an hour per email (a 429 past it, nothing counted on the code), so a stranger's guesses
 * never use up the owner's; the code itself is void after MAX_CODE_ATTEMPTS tries from everyone.
 */
export async function verifyAccessCode(p: Ports, email: string, rawCode: string, address: string) {
  const code = sanitizeCode(rawCode);
  if (!isCompleteCode(code)) throw new BadRequest(MESSAGES.invalidCode);
  await hit(p, limits.codeGuessPerEmailAddress, `${normEmail(email)} ${address}`);
  const r = await verifyCode(p, { purpose: CODE_PURPOSE, email, code });
  if (r === 'invalid') throw new Unauthorized(MESSAGES.invalidCode);
  if (r === 'expired') throw new Unauthorized(MESSAGES.codeExpired);
  if (r === 'locked') throw new TooManyRequests(MESSAGES.codeLocked, 60);
  const signIn = await createSignIn(p, { kind: SIGN_IN_KIND, email, ttlSeconds: SIGN_IN_TTL_SECONDS });
  const app = await findApplicationByEmail(p, email);
  return {
    participations: await upcomingParticipations(p, email),
    application: applicationSummary(app ? (await refreshPremium(p, [app]))[0] : null),
    signIn: { token: signIn.token, email: normEmail(email), expiresAt: signIn.expiresAt.toISOString() },
  };
}

/** My Sessions: the upcoming curated sessions and the application (its status shows while there are none). */
export async function mySessions(p: Ports, accessToken: unknown) {
  const email = await signedInEmail(p, accessToken);
  return { participations: await upcomingParticipations(p, email), application: applicationSummary((await findApplicationByEmail(p, email)) ?? null) };
}

/** The email a sign-in token stands for; 401 (expired: true) otherwise. */
export async function signedInEmail(p: Pick<Ports, 'table' | 'clock' | 'ids'>, accessToken: unknown): Promise<string> {
  const r = await readSignIn(p, accessToken, SIGN_IN_KIND);
  if (r.status !== 'ok') throw new Unauthorized(MESSAGES.signInExpired, { expired: true });
  return r.session.email;
}

/** Slides the sign-in 2 h from now (capped at 8 h after the code); answers the new expiry. */
export async function extendSignIn(p: Pick<Ports, 'table' | 'clock' | 'ids'>, accessToken: unknown): Promise<{ expiresAt: string }> {
  await signedInEmail(p, accessToken);
  const key = keys.session(sha256(cleanToken(accessToken)));
  const item = await p.table.get(key, { consistent: true });
  const now = p.clock.now().getTime();
  const cap = Date.parse(item?.createdAt ?? '') + SIGN_IN_MAX_MS;
  const expiresAt = new Date(Math.min(now + SIGN_IN_TTL_SECONDS * 1000, Number.isFinite(cap) ? cap : now)).toISOString();
  try {
    await p.table.update(key, {
      update: 'SET expiresAt = :e, #ttl = :ttl',
      condition: 'kind = :kind AND expiresAt > :now',
      names: { '#ttl': 'ttl' },
      values: { ':e': expiresAt, ':ttl': Math.floor(Date.parse(expiresAt) / 1000) + 86400, ':kind': SIGN_IN_KIND, ':now': new Date(now).toISOString() },
      returnValues: 'NONE',
    });
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Unauthorized(MESSAGES.signInExpired, { expired: true });
    throw e;
  }
  return { expiresAt };
}

export async function memberPortal(p: Ports, accessToken: unknown) {
  const email = await signedInEmail(p, accessToken);
  const app = await findApplicationByEmail(p, email);
  const participations = await participationsOf(p, email, undefined, true);
  return { email, application: applicationSummary(app ? (await refreshPremium(p, [app]))[0] : null), participations };
}

/** A participation may be changed through a sign-in only by the email that verified. */
export function ownParticipation(email: string, participationEmail: string): void {
  if (normEmail(email) !== normEmail(participationEmail)) throw new Forbidden('You can only manage your own sessions.');
}
