/**
 * The privacy store: the only code that builds the keys of account closures, of the payments kept
 * for accounting after a purge, and of a person's partition as a whole (the purge deletes it).
 */
import { createHmac } from 'node:crypto';
import { ConditionFailed } from '../lib/errors';
import * as figures from '../lib/figures';
import * as subscriptions from '../billing/store';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import * as signups from '../lib/mail/signups';
import { checkinMoves, memberMoves, type CheckinSummaryItem } from '../member/store';

type T = Pick<Ports, 'table'>;

const subscriptionSk = subscriptions.SUBSCRIPTION_SK;

export interface Closure {
  email: string;
  closed_at: string;
  /** What closing did at once: sessions revoked, reservations cancelled. */
  sessions_revoked: number;
  reservations_cancelled: number;
}
export interface ClosureItem extends Item, Closure {
  type: 'AccountClosure';
}

export async function getClosure(p: T, email: string): Promise<ClosureItem | undefined> {
  return (await p.table.get(keys.accountClosure(email), { consistent: true })) as ClosureItem | undefined;
}

/** Records the closure once; a second closure of the same account keeps the first time. Answers the stored record. */
export async function putClosure(p: T, c: Closure): Promise<ClosureItem> {
  const email = normEmail(c.email);
  const item: ClosureItem = { ...keys.accountClosure(email), type: 'AccountClosure', ...c, email, ...keys.accountClosures(), gsi1sk: `${c.closed_at}#${email}` };
  try {
    await p.table.put(item, { condition: 'attribute_not_exists(pk)' });
    return item;
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    return (await getClosure(p, email)) ?? item;
  }
}

/** Every closure made before `before` (ISO time), oldest first. */
export async function closuresBefore(p: T, before: string, max = 1000): Promise<ClosureItem[]> {
  return (await p.table.queryAll(
    { index: 'gsi1', keyCondition: 'gsi1pk = :pk AND gsi1sk < :before', values: { ':pk': keys.accountClosures().gsi1pk, ':before': before } },
    max,
  )) as ClosureItem[];
}

/** Every item of the person's partition (signup, member, passport, check-ins, closure, …). */
export async function personItems(p: T, email: string): Promise<Item[]> {
  return p.table.queryAll({ keyCondition: 'pk = :pk', values: { ':pk': keys.person(email).pk }, consistent: true });
}

/**
 * Deletes every item of the person's partition. An item a counter counts (functions/lib/figures.ts:
 * the signup, unsubscribe records, a block; the subscription, functions/billing/figures.ts) is
 * deleted in one transaction with its counter's move, IF it is still there (the subscription: IF it
 * is still the one read, else read again), so the counters stay equal to a recount.
 */
export async function deletePerson(p: T, email: string): Promise<number> {
  const items = await personItems(p, email);
  await Promise.all(items.map((i) => (i.type === 'Subscription' || i.sk === subscriptionSk ? subscriptions.deleteItem(p, i) : deleteCounted(p, i))));
  return items.length;
}

/** What deleting an item takes off the counters: its totals and, for a signup, an unsubscribe record, a check-in or a check-in summary, its day figures. */
function removalOps(item: Item): TransactOp[] {
  const total = figures.removalOp(item);
  const days =
    item.type === 'Signup'
      ? signups.dayOpsOf(item as signups.SignupItem, -1)
      : item.type === 'Unsubscribe'
        ? signups.unsubscribeDayOps({ unsubscribed_at: String(item.unsubscribed_at), reason: String(item.reason), method: String(item.method), feedback: item.feedback as string | null }, -1)
        : item.type === 'Checkin'
          ? figures.dayMoveOps('checkins', checkinMoves(item, -1))
          : item.type === 'CheckinSummary'
            ? figures.dayMoveOps('checkins', memberMoves((item as CheckinSummaryItem).checkins ?? [], -1))
            : [];
  return [...(total ? [total] : []), ...days];
}

/**
 * Deletes one item of the partition with its counters' moves. An item whose counting depends on what
 * it holds (a founding member, an active series, a signup's status and times: `figures.removalGuard`)
 * is deleted IF it still holds it, else read again and deleted as it is now.
 */
async function deleteCounted(p: T, read: Item): Promise<void> {
  const key = { pk: read.pk as string, sk: read.sk as string };
  for (let attempt = 0, i: Item | undefined = read; i && attempt < 5; attempt++) {
    const counted = removalOps(i);
    const guard = figures.removalGuard(i);
    if (!counted.length && !guard) {
      await p.table.delete(key);
      return;
    }
    try {
      const condition = `attribute_exists(pk)${guard ? ` AND (${guard.condition})` : ''}`;
      await p.table.transact([{ delete: key, condition, names: guard?.names, values: guard?.values }, ...counted]);
      return;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      if (!guard) return; // already deleted (a run before this one)
      i = await p.table.get(key, { consistent: true });
    }
  }
}

/**
 * The stable pseudonym that replaces an email in the records kept for accounting: a keyed hash
 * (HMAC-SHA256 with the signing secret), so the same person always gets the same pseudonym and
 * nobody without the secret can turn an address into it.
 */
export function pseudonymOf(secret: string, email: string): string {
  return `anon_${createHmac('sha256', secret).update(`privacy-pseudonym:${normEmail(email)}`).digest('hex').slice(0, 24)}`;
}

export interface RetainedPayment {
  pseudonym: string;
  /** What was paid for: an event place or a subscription. */
  kind: 'event' | 'subscription';
  /** The payment's own reference (the Checkout Session id, or the subscription id). */
  ref: string;
  amount_cents: number | null;
  currency: string | null;
  paid_at: string | null;
  refunded_at: string | null;
  stripe: Record<string, string | null>;
  /** What the payment bought (the event and its occurrence, or the plan), never who. */
  item: string | null;
  /** Until when the record is kept; the table's TTL deletes it then. */
  keep_until: string;
}

/** Writes (or rewrites, for a rerun) one payment kept for accounting. */
export async function putRetainedPayment(p: T, r: RetainedPayment, now: string): Promise<void> {
  await p.table.put({ ...keys.retainedPayment(r.pseudonym, r.ref), type: 'RetainedPayment', ...r, retained_at: now, ttl: Math.floor(Date.parse(r.keep_until) / 1000) });
}

/** The payments kept for one pseudonym. */
export async function retainedPaymentsOf(p: T, pseudonym: string): Promise<Item[]> {
  const { pk } = keys.retainedPayment(pseudonym, '');
  return p.table.queryAll({ keyCondition: 'pk = :pk', values: { ':pk': pk }, consistent: true });
}
