/**
 * Passwordless primitives over the table: link tokens, sessions and 6-digit codes.
 * Raw secrets never touch the table (only SHA-256 hashes); expiry is checked on read
 * (DynamoDB TTL only tidies up, and DynamoDB Local has none).
 */
import { ConditionFailed } from '../errors';
import { keys, normEmail } from '../keys';
import type { Ports } from '../ports';
import { sha256, cleanToken } from './crypto';

type P = Pick<Ports, 'table' | 'clock' | 'ids'>;

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** Sessions and link tokens are indexed by address, so every one of them can be revoked at once. */
const credentialIndex = (email: string, now: Date) => ({ ...keys.credentialsOf(email), gsi1sk: now.toISOString() });

export type TokenFailure = 'missing' | 'invalid' | 'expired' | 'used';
export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(`token ${reason}`);
  }
}

/** Issues a single-use link token (32 random bytes). Returns the raw token for the link. */
export async function issueLinkToken(
  p: P,
  input: { purpose: string; email: string; ttlSeconds: number; data?: Record<string, unknown> },
): Promise<{ token: string; expiresAt: Date }> {
  const token = p.ids.token();
  const now = p.clock.now();
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  await p.table.put({
    ...keys.linkToken(sha256(token)),
    type: 'LinkToken',
    purpose: input.purpose,
    email: normEmail(input.email),
    data: input.data ?? {},
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ttl: epoch(expiresAt) + 86400,
    ...credentialIndex(input.email, now),
  });
  return { token, expiresAt };
}

/** Exchanges a link token exactly once. Throws TokenError with the reason. */
export async function consumeLinkToken(p: P, rawToken: unknown, purpose: string): Promise<{ email: string; data: Record<string, unknown> }> {
  const token = cleanToken(rawToken);
  if (!token) throw new TokenError('missing');
  const key = keys.linkToken(sha256(token));
  const now = p.clock.now().toISOString();
  try {
    const item = await p.table.update(key, {
      update: 'SET usedAt = :now',
      condition: 'attribute_exists(pk) AND purpose = :purpose AND attribute_not_exists(usedAt) AND expiresAt > :now',
      values: { ':now': now, ':purpose': purpose },
    });
    return { email: item!.email as string, data: (item!.data as Record<string, unknown>) ?? {} };
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    const item = await p.table.get(key, { consistent: true });
    if (!item || item.purpose !== purpose) throw new TokenError('invalid');
    if (item.usedAt) throw new TokenError('used');
    throw new TokenError('expired');
  }
}

/** Creates a session; returns the raw bearer token. */
export async function createSession(
  p: P,
  input: { kind: string; email: string; ttlSeconds: number; data?: Record<string, unknown> },
): Promise<{ token: string; expiresAt: Date }> {
  const token = p.ids.token();
  const now = p.clock.now();
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  await p.table.put({
    ...keys.session(sha256(token)),
    type: 'Session',
    kind: input.kind,
    email: normEmail(input.email),
    data: input.data ?? {},
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ttl: epoch(expiresAt) + 86400,
    ...credentialIndex(input.email, now),
  });
  return { token, expiresAt };
}

export interface SessionInfo {
  email: string;
  kind: string;
  expiresAt: string;
  data: Record<string, unknown>;
}

/** Reads a session; distinguishes an expired one (so callers can say so) from an unknown one. */
export async function readSession(p: P, rawToken: unknown, kind: string): Promise<{ status: 'ok'; session: SessionInfo } | { status: 'missing' | 'invalid' | 'expired' }> {
  const token = cleanToken(rawToken);
  if (!token) return { status: 'missing' };
  const item = await p.table.get(keys.session(sha256(token)));
  if (!item || item.kind !== kind) return { status: 'invalid' };
  if (item.expiresAt <= p.clock.now().toISOString()) return { status: 'expired' };
  return { status: 'ok', session: { email: item.email, kind: item.kind, expiresAt: item.expiresAt, data: item.data ?? {} } };
}

export async function deleteSession(p: P, rawToken: unknown): Promise<void> {
  const token = cleanToken(rawToken);
  if (token) await p.table.delete(keys.session(sha256(token)));
}

/**
 * Signs an address out everywhere: deletes every session (of any kind: member, passport, admin) and
 * every unused sign-in link of that address. Answers how many were deleted.
 */
export async function revokeAllCredentials(p: Pick<Ports, 'table'>, email: string): Promise<number> {
  const items = await p.table.queryAll({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.credentialsOf(email).gsi1pk } });
  await Promise.all(items.map((i) => p.table.delete({ pk: i.pk as string, sk: i.sk as string })));
  return items.length;
}

/** Deletes the one-time code of a purpose and email, if any (the purge of a closed account). */
export async function deleteCode(p: Pick<Ports, 'table'>, purpose: string, email: string): Promise<void> {
  await p.table.delete(keys.code(purpose, email));
}

/**
 * Wrong tries of one code from every address together before it is void. High enough that a
 * stranger cannot void the owner's code from one address (each address may try 5 times an hour:
 * limits.codeGuessPerEmailAddress, so voiding takes 10 addresses), low enough that one code gives
 * a guesser 50 chances in 1,000,000 (docs/security.md, "Curated sign-in codes").
 */
export const MAX_CODE_ATTEMPTS = 50;

/** Issues a 6-digit code (replacing any earlier one for this purpose and email). */
export async function issueCode(p: P, input: { purpose: string; email: string; ttlSeconds: number }): Promise<{ code: string; expiresAt: Date }> {
  const code = p.ids.code();
  const now = p.clock.now();
  const expiresAt = new Date(now.getTime() + input.ttlSeconds * 1000);
  await p.table.put({
    ...keys.code(input.purpose, input.email),
    type: 'Code',
    codeHash: sha256(`${normEmail(input.email)}:${code}`),
    attempts: 0,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ttl: epoch(expiresAt) + 86400,
  });
  return { code, expiresAt };
}

/**
 * Verifies a code: single use, expiry on read, and voided after MAX_CODE_ATTEMPTS tries from every
 * address together (the caller limits each address first).
 * Each try is counted atomically, so parallel guesses cannot exceed the limit.
 */
export async function verifyCode(p: P, input: { purpose: string; email: string; code: string }): Promise<'ok' | 'invalid' | 'expired' | 'locked'> {
  const key = keys.code(input.purpose, input.email);
  const now = p.clock.now().toISOString();
  let item;
  try {
    item = await p.table.update(key, {
      update: 'SET attempts = attempts + :one',
      condition: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND attempts < :max',
      values: { ':one': 1, ':max': MAX_CODE_ATTEMPTS },
    });
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    const existing = await p.table.get(key, { consistent: true });
    if (!existing || existing.usedAt) return 'invalid';
    return 'locked';
  }
  if (!item) return 'invalid';
  if (item.expiresAt <= now) return 'expired';
  if (item.codeHash !== sha256(`${normEmail(input.email)}:${input.code}`)) return 'invalid';
  try {
    await p.table.update(key, { update: 'SET usedAt = :now', condition: 'attribute_not_exists(usedAt)', values: { ':now': now } });
  } catch (e) {
    if (e instanceof ConditionFailed) return 'invalid';
    throw e;
  }
  return 'ok';
}
