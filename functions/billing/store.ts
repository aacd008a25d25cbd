/**
 * The subscription store: the only code that builds the keys of subscription items (one per
 * email), of their Stripe-id lookups, and the DynamoDB expressions that read and change them. The
 * rules for when and how a subscription changes live in subscriptions.ts; a change that belongs in a
 * caller's transaction is returned as its ops.
 *
 * Every write that makes a subscription, changes its status, plan or amount paid, or deletes it
 * moves the subscription figures (FIGURES / subscriptions, ./figures.ts) in the same transaction,
 * conditional on the state it read, so the figures always equal a recount.
 */
import { BadRequest, ConditionFailed } from '../lib/errors';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';
import { BAD_CURSOR } from '../../domain/cursor';
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import { isLiveStatus } from './rules';
import { NO_PLAN, isCounted, moveOps } from './figures';

type T = Pick<Ports, 'table'>;

/** The sort key of a subscription item in the person's partition (the purge recognises it by it). */
export const SUBSCRIPTION_SK = keys.subscription('').sk;

export interface SubscriptionItem extends Item {
  type: 'Subscription';
  email: string;
  subscription_status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  total_paid_cents: number;
  plan: { code: string; billing_interval: 'month' | 'year'; price_cents: number } | null;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  lastEventCreated: number;
  rev: number;
  createdAt: string;
  updatedAt: string;
  /** GSI2: every subscription, live first, by status, then last change (the admin's list). */
  gsi2pk: string;
  gsi2sk: string;
  /** GSI1: the subscriptions of one billing interval, the same order. */
  gsi1pk: string;
  gsi1sk: string;
}

/** The subscription of an email; `consistent: false` for reads that may lag a moment (listings). */
export async function get(p: T, email: string, opts: { consistent: boolean } = { consistent: true }): Promise<SubscriptionItem | undefined> {
  return (await p.table.get(keys.subscription(email), opts.consistent ? { consistent: true } : undefined)) as SubscriptionItem | undefined;
}

/** The subscriptions of several emails in one batch read (eventually consistent), by normalised email. */
export async function getMany(p: T, emails: string[]): Promise<Map<string, SubscriptionItem>> {
  const wanted = [...new Set(emails.map(normEmail))];
  const found = new Map((await p.table.batchGet(wanted.map((e) => keys.subscription(e)))).map((s) => [s.pk as string, s as SubscriptionItem]));
  const out = new Map<string, SubscriptionItem>();
  for (const e of wanted) {
    const item = found.get(keys.subscription(e).pk);
    if (item) out.set(e, item);
  }
  return out;
}

// ---------- the admin's list: one Query a page ----------

/** Which subscriptions a list page holds: one status, one billing interval, the live ones; `activeAt`: and a period not over then. */
export interface ListFilter {
  status?: string;
  interval?: 'month' | 'year';
  live?: boolean;
  /** ISO time: only those whose period end is absent or after it (the "active now" rule). */
  activeAt?: string;
}

const listOf = (f: ListFilter) => keys.subscriptionsList({ interval: f.interval, live: f.live, status: f.status, statusLive: f.status ? isLiveStatus(f.status) : undefined });

/** The index attributes a list's cursor holds (an index Query's last key: the table key and the index key). */
function indexNames(index: 'gsi1' | 'gsi2') {
  return { pk: `${index}pk`, sk: `${index}sk` };
}

/**
 * One page of a list, in its index's order read backwards (live first, then by status, latest change
 * first): one Query of `limit + 1` items, so `next` is null after the last page. The "active now" rule
 * (period end) is a filter on the items the Query reads: such a page may hold fewer rows than
 * `limit`, never more items read. A cursor that is not one of this list's pages answers 400.
 */
export async function listPage(p: T, filter: ListFilter, limit: number, cursor?: string | null): Promise<{ items: SubscriptionItem[]; next: string | null }> {
  const list = listOf(filter);
  const names = indexNames(list.index);
  const startKey = decodeCursorOr400(cursor, { pk: true, sk: SUBSCRIPTION_SK, [names.pk]: list.pk, [names.sk]: true });
  if (startKey && !String(startKey[names.sk]).startsWith(list.skPrefix)) throw new BadRequest(BAD_CURSOR);
  const values: Record<string, unknown> = { ':pk': list.pk };
  let keyCondition = `${names.pk} = :pk`;
  if (list.skPrefix) {
    keyCondition += ` AND begins_with(${names.sk}, :prefix)`;
    values[':prefix'] = list.skPrefix;
  }
  let filterExpression: string | undefined;
  const exprNames: Record<string, string> = {};
  if (filter.activeAt) {
    filterExpression = '(attribute_not_exists(#end) OR attribute_type(#end, :null) OR #end > :now)';
    exprNames['#end'] = 'current_period_end';
    values[':null'] = 'NULL';
    values[':now'] = filter.activeAt;
  }
  const page = await p.table.query({
    index: list.index,
    keyCondition,
    values,
    ...(filterExpression ? { filter: filterExpression, names: exprNames } : {}),
    limit: limit + 1,
    forward: false,
    startKey,
  });
  const items = page.items as SubscriptionItem[];
  if (items.length > limit) {
    const last = items[limit - 1];
    return { items: items.slice(0, limit), next: encodeCursor({ pk: last.pk, sk: last.sk, [names.pk]: last[names.pk], [names.sk]: last[names.sk] }) };
  }
  return { items, next: encodeCursor(page.lastKey) };
}

// ---------- exact lookups by Stripe id ----------

/**
 * The subscriptions whose Stripe customer id, or Stripe subscription id, is exactly `id`: one Query of
 * the lookup item's index (every email with that id: one, as Stripe makes a customer and a
 * subscription per Checkout email), one batch read.
 */
export async function byStripeId(p: T, kind: 'customer' | 'subscription', id: string): Promise<SubscriptionItem[]> {
  if (!id) return [];
  const q =
    kind === 'customer'
      ? { index: 'gsi1' as const, keyCondition: 'gsi1pk = :pk', values: { ':pk': keys.subscriptionOfCustomer(id).gsi1pk } }
      : { index: 'gsi2' as const, keyCondition: 'gsi2pk = :pk', values: { ':pk': keys.subscriptionOfStripeId(id).gsi2pk } };
  const refs = await p.table.queryAll(q);
  if (!refs.length) return [];
  const subs = await getMany(
    p,
    refs.map((r) => String(r.email)),
  );
  // The lookup item is rewritten with every state, so it names the subscription's ids; checked anyway.
  return [...subs.values()].filter((s) => (kind === 'customer' ? s.stripeCustomerId : s.stripeSubscriptionId) === id);
}

/** The lookup item beside a subscription: its Stripe ids in two index entries (written with every state). */
function refItem(email: string, customerId: string, subscriptionId: string, now: string): Item {
  return {
    ...keys.subscriptionRef(email),
    type: 'SubscriptionRef',
    email,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscriptionId,
    updatedAt: now,
    ...(customerId ? keys.subscriptionOfCustomer(customerId, email) : {}),
    ...(subscriptionId ? keys.subscriptionOfStripeId(subscriptionId, email) : {}),
  };
}

// ---------- changes ----------

/** A subscription state to store (what Stripe says, with the Stripe time it is as of). */
export interface SubscriptionState {
  email: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  plan: SubscriptionItem['plan'];
  customerId: string;
  subscriptionId: string;
  lastEventCreated: number;
}

/** The index entries of a subscription in a state. */
function indexEntries(status: string, plan: SubscriptionItem['plan'], updatedAt: string) {
  const live = isLiveStatus(status);
  return { ...keys.subscriptionsIndex(live, status, updatedAt), ...keys.subscriptionsOfInterval(plan?.billing_interval ?? NO_PLAN, live, status, updatedAt) };
}

/**
 * Stores the state as revision `cur.rev + 1`, IF the stored item is still `cur` (its revision; no
 * item yet: none), with its lookup item and the figures' move from `cur` to the new state; keeps
 * createdAt and total_paid_cents. An item the figures do not count yet (none, or payments recorded
 * before the first state) is also conditional on the amount paid read, which the figures take on.
 */
export function saveStateOps(s: SubscriptionState, cur: SubscriptionItem | undefined, now: string): TransactOp[] {
  const email = normEmail(s.email);
  const readRev = Number(cur?.rev ?? 0);
  const rev = readRev + 1;
  const index = indexEntries(s.status, s.plan, now);
  const paid = Number(cur?.total_paid_cents ?? 0);
  const counted = isCounted(cur);
  const conditions = [readRev ? 'rev = :prev' : 'attribute_not_exists(rev)'];
  if (!counted) conditions.push('(attribute_not_exists(total_paid_cents) OR total_paid_cents = :paid)');
  const after = { type: 'Subscription', subscription_status: s.status, plan: s.plan, total_paid_cents: paid, ...index };
  return [
    {
      update: keys.subscription(email),
      expression:
        'SET #type = :type, email = :email, subscription_status = :status, current_period_end = :end, cancel_at_period_end = :cape, #plan = :plan, stripeCustomerId = :cus, stripeSubscriptionId = :sub, lastEventCreated = :created, rev = :rev, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, createdAt = if_not_exists(createdAt, :now), total_paid_cents = if_not_exists(total_paid_cents, :zero)',
      condition: conditions.join(' AND '),
      names: { '#type': 'type', '#plan': 'plan' },
      values: {
        ':type': 'Subscription',
        ':email': email,
        ':status': s.status,
        ':end': s.currentPeriodEnd,
        ':cape': s.cancelAtPeriodEnd,
        ':plan': s.plan,
        ':cus': s.customerId,
        ':sub': s.subscriptionId,
        ':created': s.lastEventCreated,
        ':rev': rev,
        ...(readRev ? { ':prev': readRev } : {}),
        ...(counted ? {} : { ':paid': paid }),
        ':now': now,
        ':zero': 0,
        ':gsi2pk': index.gsi2pk,
        ':gsi2sk': index.gsi2sk,
        ':gsi1pk': index.gsi1pk,
        ':gsi1sk': index.gsi1sk,
      },
    },
    { put: refItem(email, s.customerId, s.subscriptionId, now) },
    ...moveOps(cur, after),
  ];
}

/**
 * Adds a payment to the subscription's total paid, as read (`cur`): a counted subscription's payment
 * moves the figures' money paid too; before the first state (no item, or one of payments only) it is
 * the first state's write that counts it. Conditional on that: the caller reads again if it changed.
 */
export function addPaymentOps(email: string, cents: number, cur: SubscriptionItem | undefined): TransactOp[] {
  const counted = isCounted(cur);
  return [
    {
      update: keys.subscription(email),
      expression: 'ADD total_paid_cents :cents',
      condition: counted ? 'attribute_exists(gsi2pk)' : 'attribute_not_exists(gsi2pk)',
      values: { ':cents': cents },
    },
    ...(counted ? moveOps(cur, { ...cur!, total_paid_cents: Number(cur!.total_paid_cents ?? 0) + cents }) : []),
  ];
}

/**
 * Deletes a subscription item (the purge of a closed account) with the figures' move, IF it is still
 * the item read; read again and retried when it changed in between. Answers whether it deleted it.
 */
export async function deleteItem(p: T, item: Item): Promise<boolean> {
  let cur: Item | undefined = item;
  for (let round = 0; round < 8 && cur; round++) {
    const key = { pk: String(cur.pk), sk: String(cur.sk) };
    const counted = isCounted(cur);
    const values: Record<string, unknown> = {};
    let condition = 'attribute_exists(pk) AND attribute_not_exists(gsi2pk)';
    if (counted) {
      condition = 'rev = :rev AND total_paid_cents = :paid';
      values[':rev'] = cur.rev;
      values[':paid'] = cur.total_paid_cents;
    }
    try {
      await p.table.transact([{ delete: key, condition, ...(counted ? { values } : {}) }, ...moveOps(cur, undefined)]);
      return true;
    } catch (e) {
      if (!(e instanceof ConditionFailed)) throw e;
      cur = await p.table.get(key, { consistent: true });
    }
  }
  if (cur) throw new Error('subscription item did not settle after 8 rounds');
  return false;
}

// ---------- migrations ----------

/** Every subscription the admin's list holds, a page (1,000 at most) at a time: the recount and the index backfill (one-off migrations). */
export async function forEachPage(p: T, fn: (items: SubscriptionItem[]) => Promise<void>): Promise<void> {
  const list = listOf({});
  let startKey: Item | undefined;
  do {
    const page = await p.table.query({ index: list.index, keyCondition: 'gsi2pk = :pk', values: { ':pk': list.pk }, limit: 1000, startKey });
    await fn(page.items as SubscriptionItem[]);
    startKey = page.lastKey;
  } while (startKey);
}

/**
 * Gives the subscriptions written before issue 28's list indexes their entries (the live-first GSI2
 * sort key, the GSI1 interval entry) and their Stripe-id lookup item. IF the item is still the one
 * read: a state written meanwhile wrote them itself. Answers how many items it rewrote.
 */
export async function backfillIndexes(p: T): Promise<{ indexed: number; lookups: number }> {
  let indexed = 0;
  let lookups = 0;
  await forEachPage(p, async (items) => {
    for (const it of items) {
      const want = indexEntries(it.subscription_status, it.plan ?? null, String(it.updatedAt ?? it.createdAt ?? ''));
      if (it.gsi2sk !== want.gsi2sk || it.gsi1pk !== want.gsi1pk || it.gsi1sk !== want.gsi1sk) {
        try {
          await p.table.update(
            { pk: it.pk, sk: it.sk },
            {
              update: 'SET gsi2sk = :gsi2sk, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
              condition: 'gsi2sk = :was',
              values: { ':gsi2sk': want.gsi2sk, ':gsi1pk': want.gsi1pk, ':gsi1sk': want.gsi1sk, ':was': it.gsi2sk },
              returnValues: 'NONE',
            },
          );
          indexed++;
        } catch (e) {
          if (!(e instanceof ConditionFailed)) throw e;
        }
      }
      try {
        await p.table.put(refItem(it.email, it.stripeCustomerId ?? '', it.stripeSubscriptionId ?? '', String(it.updatedAt)), { condition: 'attribute_not_exists(pk)' });
        lookups++;
      } catch (e) {
        if (!(e instanceof ConditionFailed)) throw e;
      }
    }
  });
  return { indexed, lookups };
}
