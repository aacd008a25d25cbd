/**
 * Who may read or refresh a subscription. Its status, plan, period and the money paid are the
 * subscriber's own: an answer names them only to a caller who proves the email.
 *  - A member's sign-in for that email (`Authorization: Bearer <token>`, from the sign-in link we
 *    email): the caller is the `owner` and sees everything, the total paid included.
 *  - The id of a subscription Checkout started for that email, once paid, within
 *    CHECKOUT_PROOF_HOURS of its creation (Stripe sends the buyer back to the success page with
 *    it): the caller is the `payer` and sees what that payment bought, never the money paid before
 *    it. A Checkout can be started for any email, so an unpaid one proves nothing.
 * Without proof the answer is 401, with proof of another email 403; nothing is read for them.
 */
import { Conflict, Forbidden, HttpError, Unauthorized } from '../lib/errors';
import { keys, normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { requireMember } from '../member/access';
import type { Viewer } from './rules';

export const CHECKOUT_PROOF_HOURS = 24;
export const PROOF_REQUIRED = 'Please confirm this is your email: sign in with the link we email you to see your subscription.';
export const OTHER_EMAIL = 'You can only see the subscription of the email you are signed in with.';
export const OTHER_CHECKOUT = 'This checkout session belongs to another email address.';
export const NOT_PAID_YET = 'Payment has not completed yet. Please wait a moment and try again.';

export interface Proof {
  /** The Authorization header as sent (a member's sign-in). */
  authorization?: string;
  /** The id of the subscription Checkout session Stripe sent the buyer back with. */
  checkoutSessionId?: string;
}

/**
 * Throws unless the proof names this email; returns what the caller may see. `paid` says who
 * vouches that a Checkout was paid: our stored record (cheap, for reads) or Stripe itself (for
 * sync_from_stripe, which exists for when our record is late).
 */
export async function proveEmail(p: Ports, email: string, proof: Proof, paid: 'stored' | 'stripe'): Promise<Viewer> {
  const viewer = await provedByTable(p, email, proof);
  if (viewer !== 'unpaid') return viewer;
  if (paid === 'stripe' && (await paidAtStripe(p, proof.checkoutSessionId!))) return 'payer';
  throw new Conflict(NOT_PAID_YET);
}

/**
 * The proof checked against our table only (no call to Stripe, so a function that only reads proofs
 * carries no Stripe client): the viewer, or 'unpaid' for a Checkout of this email our record does not
 * show paid yet. Throws 401 without proof, 403 for a proof of another email.
 */
async function provedByTable(p: Pick<Ports, 'table' | 'clock' | 'ids'>, email: string, proof: Proof): Promise<Viewer | 'unpaid'> {
  const wanted = normEmail(email);
  const bearer = /^Bearer\s+(.+)$/i.exec(proof.authorization ?? '')?.[1];
  if (bearer) {
    const member = await requireMember(p, bearer);
    if (member.email !== wanted) throw new Forbidden(OTHER_EMAIL);
    return 'owner';
  }
  if (!proof.checkoutSessionId) throw new Unauthorized(PROOF_REQUIRED);
  const item = await p.table.get(keys.checkoutSession(proof.checkoutSessionId), { consistent: true });
  const fresh = item && Date.parse(String(item.createdAt)) + CHECKOUT_PROOF_HOURS * 3600_000 > p.clock.now().getTime();
  if (!item || item.mode !== 'subscription' || !fresh) throw new Unauthorized(PROOF_REQUIRED);
  if (item.email !== wanted) throw new Forbidden(OTHER_CHECKOUT);
  return item.status === 'complete' || item.fallbackAt ? 'payer' : 'unpaid';
}

async function paidAtStripe(p: Ports, checkoutSessionId: string): Promise<boolean> {
  const checkoutSession = await p.payments.retrieveCheckoutSession(checkoutSessionId);
  return checkoutSession?.status === 'complete' && checkoutSession.paymentStatus !== 'unpaid';
}

/**
 * Whether the caller holds a proof of this email (as proveEmail, with our stored record of payment),
 * never refusing: no proof, a stale or unknown sign-in, an unpaid Checkout or a proof of another
 * email is false. The answers that differ for a subscriber (event access, a registration, a series)
 * take the subscriber's path only when this is true; anyone else gets the answer every address gets.
 */
export async function provesEmail(p: Pick<Ports, 'table' | 'clock' | 'ids'>, email: string, proof: Proof): Promise<boolean> {
  if (!proof.authorization && !proof.checkoutSessionId) return false;
  try {
    return (await provedByTable(p, email, proof)) !== 'unpaid';
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) return false;
    throw e;
  }
}
