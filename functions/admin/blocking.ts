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
import * as figures from '../lib/figures';
import { decodeCursorOr400, encodeCursor, readCursor } from '../lib/cursor';
import { BLOCK_LIST_PAGE } from '../../domain/admin/console';

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

/** Opaque page cursor: the GSI1 position of the last row shown (functions/lib/cursor.ts). */
export { encodeCursor };
const cursorShape = () => ({ pk: true as const, sk: keys.blocked('').sk, gsi1pk: keys.blockedIndex('').gsi1pk, gsi1sk: true as const });

export const decodeCursor = (cursor: string | null | undefined): Item | undefined => readCursor(cursor, cursorShape());

export async function listBlocked(p: Pick<Ports, 'table'>, cursor?: string | null, limit = BLOCK_LIST_PAGE): Promise<{ rows: BlockedRow[]; total: number; cursor: string | null }> {
  const q = { index: 'gsi1' as const, keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.blockedIndex('').gsi1pk } };
  const [page, counted] = await Promise.all([p.table.query({ ...q, forward: false, limit: Math.min(limit, BLOCK_LIST_PAGE), startKey: decodeCursorOr400(cursor, cursorShape()) }), figures.read(p, 'blocked')]);
  // The total is the counter moved with every block and unblock, not a count of the list.
  return { rows: page.items.map(blockedRow), total: figures.valueOf(counted, figures.BLOCKED), cursor: encodeCursor(page.lastKey) };
}

/** Every blocked address, counted over all of them (the recount behind the `blocked` counter). */
export const blockedCount = (p: Pick<Ports, 'table'>): Promise<number> =>
  p.table.count({ index: 'gsi1', keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.blockedIndex('').gsi1pk } });

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
    await p.table.transact([{ put: item, condition: 'attribute_not_exists(pk)' }, figures.addOp('blocked', { [figures.BLOCKED]: 1 })]);
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict('This address is already blocked.');
    throw e;
  }
  return blockedRow(item);
}

export async function unblockEmail(p: Pick<Ports, 'table'>, email: string): Promise<{ email: string; unblocked: true; was: BlockedRow }> {
  const notBlocked = () => new NotFound('This address is not blocked.');
  const old = await p.table.get(keys.blocked(email), { consistent: true });
  if (!old) throw notBlocked();
  // The unblock and its count are one transaction, IF the block read is still there (a concurrent unblock: 404).
  try {
    await p.table.transact([{ delete: keys.blocked(email), condition: 'attribute_exists(pk) AND #at = :at', names: { '#at': 'at' }, values: { ':at': old.at } }, figures.addOp('blocked', { [figures.BLOCKED]: -1 })]);
  } catch (e) {
    if (e instanceof ConditionFailed) throw notBlocked();
    throw e;
  }
  return { email: normEmail(email), unblocked: true, was: blockedRow(old) };
}
