/**
 * A member's receipts (the member dashboard's "Payments"): the event payments whose money was kept
 * (functions/billing/kept.ts: only kept money gets a receipt), as the mailed receipt shows them —
 * what it was for, the amount, when, and its reference (content/events/money.ts paymentReference).
 * Read from the payer's Checkouts index (gsi1 `CHECKOUTS#<email>`, newest first), a page at a time.
 */
import { keys } from '../lib/keys';
import type { Item, Ports } from '../lib/ports';
import { decodeCursorOr400, encodeCursor } from '../lib/cursor';

/** The Checkouts a page of receipts reads: a page shows the paid event ones among them. */
export const RECEIPTS_PAGE = 20;

export interface Receipt {
  checkoutSessionId: string;
  eventSlug: string;
  occurrence: string | null;
  amountCents: number;
  currency: string;
  paidAt: string;
}

const receiptCursor = (email: string) => ({ pk: true as const, sk: keys.checkoutSession('').sk, gsi1pk: keys.checkoutsOfEmail(email).gsi1pk, gsi1sk: true as const });

/**
 * One page of the person's event receipts: one Query of RECEIPTS_PAGE of their Checkouts, newest
 * first, from an opaque cursor (400 on a bad one or another person's), keeping the event payments
 * whose money was kept. A page may hold fewer (subscription and unpaid Checkouts are read, not
 * shown); `next` says whether there are more.
 */
export async function receiptsPage(p: Pick<Ports, 'table'>, email: string, cursor?: string | null): Promise<{ items: Receipt[]; next: string | null }> {
  const page = await p.table.query({
    index: 'gsi1',
    keyCondition: 'gsi1pk = :pk',
    filter: '#mode = :payment AND paymentOutcome = :kept',
    names: { '#mode': 'mode' },
    values: { ':pk': keys.checkoutsOfEmail(email).gsi1pk, ':payment': 'payment', ':kept': 'kept' },
    forward: false,
    limit: RECEIPTS_PAGE,
    startKey: decodeCursorOr400(cursor, receiptCursor(email)),
  });
  return { items: page.items.map(receiptOf), next: encodeCursor(page.lastKey) };
}

function receiptOf(c: Item): Receipt {
  return {
    checkoutSessionId: String(c.sessionId),
    eventSlug: String(c.eventSlug ?? ''),
    occurrence: typeof c.occurrence === 'string' ? c.occurrence : null,
    amountCents: Number(c.amountCents ?? 0),
    currency: String(c.currency ?? 'JPY').toUpperCase(),
    paidAt: String(c.paymentOutcomeAt ?? c.completedAt ?? c.createdAt),
  };
}
