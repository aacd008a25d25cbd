/**
 * Paying for a curated place, and giving the money back. Here a "session" is the curated meetup;
 * Stripe's Checkout Session is the `checkout` (its id `checkoutSessionId`).
 *
 * The invitation's pay link opens Stripe Checkout (the simulator locally) for the session's price
 * per person, in US dollars; the browser never sends a price. The webhook's
 * `stripe.checkout.completed` (metadata `kind: 'curated'`) makes the participant paid, once: the
 * amount Stripe took becomes `payment_amount`, and the session's `total_revenue` and the month's
 * revenue grow in the same transaction. A payment for a place that is gone (cancelled, removed,
 * session deleted or closed, already paid) is refunded at once.
 *
 * A paid place that ends (the session is deleted or cancelled, the participant cancels or is
 * cancelled) is refunded through Stripe, and the refund leaves the session's and the payment
 * month's revenue, so revenue counts only money kept.
 */
import { hundredthsFromStripe } from '../billing/plans';
import { keptEvents, keptOp } from '../billing/kept';
import { withEvents } from '../lib/event-outbox';
import type { Detail } from '../../events/catalogue';
import type { Currency } from '../../content/cities';
import { BadRequest, ConditionFailed, Conflict, HttpError, NotFound } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Ports, TransactOp } from '../lib/ports';
import * as curated from './store';
import { log } from '../lib/log';
import { getParticipant, getSession } from './model';
import { type Participant, type Session } from './items';
import { MESSAGES, OPEN_SESSION_STATUSES, participationStatus, stripeAmount } from '../../domain/curated/rules';
import { linkUrl } from './links';
import { sessionCurrency } from '../../domain/curated/revenue';
import { paymentRefundedEmail, sendCurated } from './emails';

export const CHECKOUT_KIND = 'curated';
const monthOf = (iso: string) => iso.slice(0, 7);

/**
 * The session's and the month's revenue move by `amount` (negative for a refund), with a payment or
 * refund count. The month's revenue is kept per currency: the session's city's.
 */
export function revenueOps(session: Pick<Session, 'id' | 'city'>, paidAt: string, amount: number, counter: 'payments' | 'refunds'): TransactOp[] {
  return [
    curated.addRevenueOp(session.id, amount),
    { update: keys.cfRevenue(monthOf(paidAt), sessionCurrency(session)), expression: `ADD amount :amount, ${counter} :one`, values: { ':amount': amount, ':one': 1 } },
  ];
}

/** Whether this participation can be paid for now; throws the reason otherwise. */
function assertPayable(pt: Participant, s: Session, now: Date): void {
  const status = participationStatus(pt.participation_status);
  if (pt.payment_status === 'paid' || status === 'paid') throw new Conflict(MESSAGES.alreadyPaid);
  if (!['invited', 'confirmed'].includes(status) || !(OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status) || Date.parse(s.session_date) <= now.getTime()) {
    throw new Conflict(MESSAGES.paymentClosed);
  }
  if (!(s.price_per_person > 0)) throw new BadRequest(MESSAGES.nothingToPay);
}

/** Opens a Checkout for the session's price per person; the pay page sends the browser there. */
export async function startPayment(p: Ports, participantId: string): Promise<{ checkout_url: string; session_id: string; amount: number; currency: Currency }> {
  const pt = await getParticipant(p, participantId);
  const s = await getSession(p, pt.session_id);
  assertPayable(pt, s, p.clock.now());
  const back = linkUrl(p, 'pay', s.id, pt.id);
  const description = `Curated Fika: ${s.session_title}`;
  const currency = sessionCurrency(s);
  const checkout = await p.payments.createCheckoutSession({
    mode: 'payment',
    email: pt.email,
    productName: description,
    unitAmount: stripeAmount(s.price_per_person, currency),
    currency: currency.toLowerCase(),
    successUrl: `${back}&payment=success`,
    cancelUrl: `${back}&payment=cancelled`,
    metadata: { kind: CHECKOUT_KIND, email: pt.email, participantId: pt.id, curatedSessionId: s.id, description },
  });
  return { checkout_url: checkout.url, session_id: checkout.id, amount: s.price_per_person, currency };
}

/** The billing-activation consumer's curated branch: the participant becomes paid, once. */
export async function recordCuratedPayment(p: Ports, d: Detail<'stripe.checkout.completed'>, retry = true): Promise<void> {
  const checkoutSessionId = d.sessionId;
  const checkout = await p.payments.retrieveCheckoutSession(checkoutSessionId);
  const paymentIntentId = checkout?.paymentIntentId ?? null;
  const amount = hundredthsFromStripe(d.amountTotal ?? checkout?.amountTotal ?? 0, d.currency ?? checkout?.currency ?? 'usd') / 100;
  const pt = await getParticipant(p, d.metadata.participantId).catch((e) => (e instanceof NotFound ? undefined : Promise.reject(e)));
  const s = pt ? await getSession(p, pt.session_id).catch((e) => (e instanceof NotFound ? undefined : Promise.reject(e))) : undefined;
  if (pt?.checkout_session_id === checkoutSessionId) return; // delivered again: the payment and its receipt were written once
  const status = participationStatus(pt?.participation_status);
  if (!pt || !s || pt.payment_status === 'paid' || !['invited', 'confirmed'].includes(status) || !(OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status)) {
    // Money for a place that is not there to hold: give it back.
    if (paymentIntentId) await p.payments.refundPayment(paymentIntentId, 'curated_place_unavailable');
    log.warn('curated payment refunded: the place is no longer payable', { checkoutSessionId, participantId: d.metadata.participantId });
    if (pt && s) await sendCurated(p, d.email, (lang) => paymentRefundedEmail(p, s, pt, amount, lang), 'payment-refunded');
    return;
  }
  const now = p.clock.now().toISOString();
  try {
    // The payment, the revenue, the kept outcome and payment.kept (the receipt) in one transaction.
    await withEvents(
      p,
      [
        curated.paidOp(pt, { amount, now, checkoutSessionId, paymentIntentId }),
        ...revenueOps(s, now, amount, 'payments'),
        keptOp(checkoutSessionId, now),
      ],
      keptEvents({ email: d.email, checkoutSessionId, mode: 'payment', amount: d.amountTotal ?? checkout?.amountTotal ?? null, currency: d.currency, description: `Curated Fika: ${s.session_title}` }),
    );
  } catch (e) {
    // Changed in between (a cancellation, a second payment, the session deleted): decide again.
    if (e instanceof ConditionFailed && retry) return recordCuratedPayment(p, d, false);
    throw e;
  }
}

/**
 * Gives a paid place's money back: through Stripe when Stripe took it (one refund per payment,
 * however often asked), and out of the session's and the payment month's revenue. Answers whether
 * this call refunded it (false when it was not paid or is already refunded).
 */
export async function refundParticipant(p: Ports, pt: Participant, reason: string): Promise<boolean> {
  if (pt.payment_status !== 'paid') return false;
  let refund: { id: string } | undefined;
  try {
    refund = pt.payment_intent_id ? await p.payments.refundPayment(pt.payment_intent_id, reason) : undefined;
  } catch (e) {
    log.error('curated refund failed', { participantId: pt.id, error: e instanceof Error ? e.message : String(e) });
    throw new HttpError(502, `Stripe could not refund ${pt.first_name} ${pt.last_name}'s payment just now. Nothing else was changed; please try again in a minute.`);
  }
  const now = p.clock.now().toISOString();
  const amount = Number(pt.payment_amount ?? 0);
  // The refund leaves the revenue of the session's currency (a session that is gone fails the transaction below).
  const session = (await curated.getSession(p, pt.session_id, { consistent: false })) as Session | undefined;
  try {
    await p.table.transact([
      curated.refundedOp(pt, now, reason, refund?.id),
      ...revenueOps({ id: pt.session_id, city: session?.city ?? '' }, pt.payment_date ?? now, -amount, 'refunds'),
    ]);
  } catch (e) {
    if (e instanceof ConditionFailed) return false; // refunded by a concurrent call
    throw e;
  }
  return true;
}

/** Refunds every paid place of a session (deleted or cancelled); answers how many were refunded. */
export async function refundSession(p: Ports, participants: Participant[], reason: string): Promise<number> {
  let n = 0;
  for (const pt of participants) if (await refundParticipant(p, pt, reason)) n++;
  return n;
}
