/**
 * Email blocking: the block list (`keys.blocked(email)` {reason, detail, at, source}) that every
 * mail through functions/lib/mail/door.ts honours. SES hard bounces and complaints are added by
 * functions/ses-events; here an admin lists them, blocks an address by hand with a reason, and
 * unblocks. Every blocked item carries GSI1 `BLOCKED` / at, so the list needs no Scan.
 */
import { ConditionFailed, Conflict, NotFound } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import * as signups from '../lib/mail/signups';

export const BLOCK_LIST_PAGE = 50;

export interface BlockedRow {
  email: string;
  reason: string;
  detail: string | null;
  source: string;
  at: string;
  blockedBy: string | null;
}

const blockedRow = (it: Item): BlockedRow => ({
  email: String(it.email),
  reason: String(it.reason ?? ''),
  detail: it.detail ?? null,
  source: String(it.source ?? 'ses'),
  at: String(it.at ?? ''),
  blockedBy: it.blockedBy ?? null,
});

/** Opaque page cursor: the GSI1 position of the last row shown. */
export const encodeCursor = (key: Item | undefined): string | null => (key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null);

export function decodeCursor(cursor: string | null | undefined): Item | undefined {
  if (!cursor) return undefined;
  try {
    const k = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const ok = typeof k.pk === 'string' && k.sk === keys.blocked('').sk && k.gsi1pk === keys.blockedIndex('').gsi1pk && typeof k.gsi1sk === 'string' && Object.keys(k).length === 4;
    return ok ? k : undefined;
  } catch {
    return undefined;
  }
}

export async function listBlocked(p: Pick<Ports, 'table'>, cursor?: string | null): Promise<{ rows: BlockedRow[]; total: number; cursor: string | null }> {
  const q = { index: 'gsi1' as const, keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.blockedIndex('').gsi1pk } };
  const [page, total] = await Promise.all([p.table.query({ ...q, forward: false, limit: BLOCK_LIST_PAGE, startKey: decodeCursor(cursor) }), p.table.count(q)]);
  return { rows: page.items.map(blockedRow), total, cursor: encodeCursor(page.lastKey) };
}

/** One address: is it blocked, and where is it on the list? */
export async function lookupEmail(p: Pick<Ports, 'table'>, email: string) {
  const [blocked, signup] = await Promise.all([p.table.get(keys.blocked(email), { consistent: true }), signups.get(p, email)]);
  return {
    email: normEmail(email),
    blocked: blocked ? blockedRow(blocked) : null,
    signup: signup ? { status: String(signup.status), subscribed_at: signup.subscribed_at ?? null, source: signup.source ?? null } : null,
  };
}

export async function blockEmail(p: Pick<Ports, 'table' | 'clock'>, input: { email: string; reason: string; by: string }): Promise<BlockedRow> {
  const email = normEmail(input.email);
  const at = p.clock.now().toISOString();
  const item = { ...keys.blocked(email), type: 'Blocked', email, reason: 'manual', detail: input.reason, at, source: 'admin', blockedBy: input.by, ...keys.blockedIndex(at) };
  try {
    await p.table.put(item, { condition: 'attribute_not_exists(pk)' });
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict('This address is already blocked.');
    throw e;
  }
  return blockedRow(item);
}

export async function unblockEmail(p: Pick<Ports, 'table'>, email: string): Promise<{ email: string; unblocked: true; was: BlockedRow }> {
  const old = await p.table.delete(keys.blocked(email), { returnOld: true });
  if (!old) throw new NotFound('This address is not blocked.');
  return { email: normEmail(email), unblocked: true, was: blockedRow(old) };
}
