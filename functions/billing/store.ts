/**
 * The subscription store: the only code that builds the keys of subscription items (one per
 * email) and the DynamoDB expressions that read and change them. The rules for when and how a
 * subscription changes live in subscriptions.ts; a change that belongs in a caller's transaction
 * is returned as its op.
 */
import { keys, normEmail } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';

type T = Pick<Ports, 'table'>;

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
  /** GSI2: every subscription by status, then last change (the admin's lists). */
  gsi2pk: string;
  gsi2sk: string;
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

/** Every subscription, or every one with `status` (at most `max`). */
export async function list(p: T, max: number, status?: string): Promise<SubscriptionItem[]> {
  const q = status ? keys.subscriptionsWithStatus(status) : undefined;
  const gsi2pk = keys.subscriptionsIndex('', '').gsi2pk;
  return (await p.table.queryAll(
    q
      ? { index: 'gsi2', keyCondition: 'gsi2pk = :pk AND begins_with(gsi2sk, :status)', values: { ':pk': q.gsi2pk, ':status': q.gsi2skPrefix } }
      : { index: 'gsi2', keyCondition: 'gsi2pk = :pk', values: { ':pk': gsi2pk } },
    max,
  )) as SubscriptionItem[];
}

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

/**
 * Stores the state as revision `readRev + 1`, IF the stored revision is still `readRev` (0: no
 * item yet); keeps createdAt and total_paid_cents.
 */
export function saveStateOp(s: SubscriptionState, readRev: number, now: string): TransactOp {
  const email = normEmail(s.email);
  const rev = readRev + 1;
  const index = keys.subscriptionsIndex(s.status, now);
  return {
    update: keys.subscription(email),
    expression:
      'SET #type = :type, email = :email, subscription_status = :status, current_period_end = :end, cancel_at_period_end = :cape, #plan = :plan, stripeCustomerId = :cus, stripeSubscriptionId = :sub, lastEventCreated = :created, rev = :rev, updatedAt = :now, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk, createdAt = if_not_exists(createdAt, :now), total_paid_cents = if_not_exists(total_paid_cents, :zero)',
    condition: readRev ? 'rev = :prev' : 'attribute_not_exists(rev)',
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
      ':now': now,
      ':zero': 0,
      ':gsi2pk': index.gsi2pk,
      ':gsi2sk': index.gsi2sk,
    },
  };
}

/** Adds a payment to the subscription's total paid. */
export function addPaymentOp(email: string, cents: number): TransactOp {
  return { update: keys.subscription(email), expression: 'ADD total_paid_cents :cents', values: { ':cents': cents } };
}
