/**
 * The daily privacy-retention job: the personal data of every account closed more than
 * PURGE_AFTER_DAYS ago is deleted, except the payment records accounting law makes us keep
 * (docs/security.md): those are kept for ACCOUNTING_RETENTION_YEARS with the email replaced by a
 * stable pseudonym (amount, currency, date and Stripe ids stay). A purge that stops half-way is
 * finished by the next run: the closure record, which lists the account, is deleted last.
 */
import { deleteMessagesOf } from '../contact/contact';
import type { Item, Ports } from '../lib/ports';
import { deleteCode, revokeAllCredentials } from '../lib/auth/tokens';
import * as reservations from '../reservations/store';
import type { Reservation } from '../reservations/model';
import { dropEmailLedger } from '../reservations/hold-limits';
import { checkoutsOf, pseudonymiseCheckout } from '../billing/checkout';
import { getSubscription } from '../billing/subscriptions';
import { findApplicationByEmail } from '../curated/model';
import { type Participant } from '../curated/items';
import { deleteApplication } from '../curated/applications';
import { deleteFeedback } from '../curated/feedback';
import { CODE_PURPOSE as CURATED_CODE_PURPOSE } from '../curated/access';
import * as curated from '../curated/store';
import { PURGE_AFTER_DAYS } from './account';
import * as privacy from './store';

/** Japanese tax law keeps books and the records behind them for 7 years (docs/security.md). */
export const ACCOUNTING_RETENTION_YEARS = 7;

const keepUntil = (paidAt: string | null, now: Date) => {
  const from = new Date(paidAt && !Number.isNaN(Date.parse(paidAt)) ? paidAt : now.toISOString());
  from.setUTCFullYear(from.getUTCFullYear() + ACCOUNTING_RETENTION_YEARS);
  return from.toISOString();
};

/** The job: purges every account whose closure is older than PURGE_AFTER_DAYS at `p.clock.now()`. */
export async function privacyRetention(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  const cutoff = new Date(now.getTime() - PURGE_AFTER_DAYS * 86_400_000).toISOString();
  const due = await privacy.closuresBefore(p, cutoff);
  const totals = { accountsPurged: 0, itemsDeleted: 0, paymentsRetained: 0 };
  for (const c of due) {
    const r = await purgeAccount(p, c.email, now);
    totals.accountsPurged++;
    totals.itemsDeleted += r.itemsDeleted;
    totals.paymentsRetained += r.paymentsRetained;
  }
  return totals;
}

/** Deletes or pseudonymises every item that holds the address. */
export async function purgeAccount(p: Ports, email: string, now: Date): Promise<{ itemsDeleted: number; paymentsRetained: number }> {
  const pseudonym = privacy.pseudonymOf(p.secrets.signingSecret, email);
  const at = now.toISOString();
  let itemsDeleted = 0;
  let paymentsRetained = 0;
  const retain = async (r: Omit<privacy.RetainedPayment, 'pseudonym' | 'keep_until'>) => {
    await privacy.putRetainedPayment(p, { ...r, pseudonym, keep_until: keepUntil(r.paid_at, now) }, at);
    paymentsRetained++;
  };

  const checkouts = new Map((await checkoutsOf(p, email)).map((c) => [String(c.sessionId), c]));
  // Paid event places: the payment is kept under the pseudonym; every reservation goes.
  for (const r of await reservations.allOfEmail(p, email)) {
    if (r.paid) await retain(eventPayment(r, r.checkoutSessionId ? checkouts.get(r.checkoutSessionId) : undefined));
    await reservations.deleteItem(p, r);
    itemsDeleted++;
  }
  // Checkout Sessions are accounting records of what was paid: kept, with the pseudonym for the email.
  for (const id of checkouts.keys()) await pseudonymiseCheckout(p, id, pseudonym);
  const sub = await getSubscription(p, email);
  if (sub && sub.total_paid_cents > 0) {
    await retain({
      kind: 'subscription',
      ref: sub.stripeSubscriptionId,
      amount_cents: sub.total_paid_cents,
      currency: null,
      paid_at: sub.updatedAt,
      refunded_at: null,
      stripe: { customer: sub.stripeCustomerId || null, subscription: sub.stripeSubscriptionId || null },
      item: sub.plan?.code ?? null,
    });
  }

  // Curated Fika: paid places kept as payments; the participations, feedback and application go.
  const app = await findApplicationByEmail(p, email);
  for (const item of await curated.participationsOf(p, email)) {
    const pt = item as unknown as Participant;
    if (pt.payment_status !== 'unpaid' && pt.payment_amount) await retain(curatedPayment(pt));
    await curated.deleteParticipant(p, pt);
    await deleteFeedback(p, pt.session_id, pt.application_id);
    itemsDeleted++;
  }
  if (app) {
    await deleteApplication(p, app.id);
    itemsDeleted++;
  }

  itemsDeleted += await deleteMessagesOf(p, email);
  itemsDeleted += await revokeAllCredentials(p, email);
  await deleteCode(p, CURATED_CODE_PURPOSE, email);
  await dropEmailLedger(p, email);
  // Last: the person's partition (newsletter delivery markers included), with the closure record that lists the account for this job.
  itemsDeleted += await privacy.deletePerson(p, email);
  return { itemsDeleted, paymentsRetained };
}

function eventPayment(r: Reservation, checkout: Item | undefined): Omit<privacy.RetainedPayment, 'pseudonym' | 'keep_until'> {
  const cents = checkout?.amountPaidCents ?? checkout?.amountCents;
  return {
    kind: 'event',
    ref: r.checkoutSessionId ?? r.id,
    amount_cents: typeof cents === 'number' ? cents : null,
    currency: typeof checkout?.currency === 'string' ? checkout.currency : null,
    paid_at: r.confirmedAt ?? r.createdAt,
    refunded_at: r.refundId || r.lastRefundId ? (r.lastRefundAt ?? r.cancelledAt ?? null) : null,
    stripe: { checkout_session: r.checkoutSessionId ?? null, payment_intent: r.paymentIntentId ?? null, refund: r.refundId ?? r.lastRefundId ?? null },
    item: `${r.eventSlug}#${r.occurrence}`,
  };
}

function curatedPayment(pt: Participant & Item): Omit<privacy.RetainedPayment, 'pseudonym' | 'keep_until'> {
  return {
    kind: 'event',
    ref: pt.checkout_session_id ?? `${pt.session_id}#${pt.application_id}`,
    amount_cents: pt.payment_amount,
    currency: null,
    paid_at: pt.payment_date,
    refunded_at: pt.refunded_at ?? null,
    stripe: { checkout_session: pt.checkout_session_id ?? null, payment_intent: pt.payment_intent_id ?? null, refund: pt.refund_id ?? null },
    item: `curated#${pt.session_id}`,
  };
}
