/**
 * What a paid place's refund terms say, in every place they are stated (the confirmation and
 * cancellation emails, the cancel-reservation page). Pure text: the facts behind it (the amount,
 * the deadline) come from paidPlaceRefund in policy.ts, which reads them from the catalogue and
 * the cancellation rule. The rule itself: a paid place cancelled before the cancellation deadline
 * is refunded in full to the card it was paid with; cancelled later, nothing is refunded.
 */

/** How long a card refund takes to arrive. */
export const REFUND_ARRIVAL = 'within 5-10 business days';

export interface RefundTerms {
  /** What was paid, formatted ("¥3,000"). */
  amountText: string;
  /** The last moment to cancel with a refund, as people read it ("the end of Saturday, December 12, Tokyo time"). */
  deadlineText: string;
}

/** The terms, stated before anything is cancelled. */
export function refundTermsText(t: RefundTerms): string {
  return `Refunds: cancel by ${t.deadlineText} and your ${t.amountText} is refunded in full to your card (it arrives ${REFUND_ARRIVAL}). After that, cancelling refunds nothing.`;
}

/** What cancelling now would mean for the money. */
export function refundIfCancelledNowText(t: RefundTerms, inTime: boolean): string {
  return inTime
    ? `You paid ${t.amountText}. Cancel now and it is refunded in full to your card; it arrives ${REFUND_ARRIVAL}.`
    : `You paid ${t.amountText}. Refunds ended at ${t.deadlineText}, so cancelling now refunds nothing.`;
}

/** What happened to the money of a cancelled paid place. */
export function refundOutcomeText(t: RefundTerms, refunded: boolean): string {
  return refunded
    ? `Your ${t.amountText} is refunded in full to your card; it arrives ${REFUND_ARRIVAL}.`
    : `It was cancelled after ${t.deadlineText}, so your ${t.amountText} is not refunded.`;
}
