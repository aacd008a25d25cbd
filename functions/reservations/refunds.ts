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

/** How long a card refund takes to arrive, for a Japanese reader. */
export const REFUND_ARRIVAL_JA = '5〜10営業日ほど';

/** The Japanese forms of the texts below (terms with a Japanese deadline and amount: paidPlaceRefund(…, 'ja')). */
export const refundTermsTextJa = (t: RefundTerms) =>
  `返金について：${t.deadlineText}までにキャンセルされた場合、お支払いいただいた${t.amountText}を全額カードに返金します（着金まで${REFUND_ARRIVAL_JA}かかります）。それ以降のキャンセルは返金の対象外です。`;
export const refundIfCancelledNowTextJa = (t: RefundTerms, inTime: boolean) =>
  inTime
    ? `お支払い額は${t.amountText}です。今キャンセルすると全額カードに返金されます（着金まで${REFUND_ARRIVAL_JA}かかります）。`
    : `お支払い額は${t.amountText}です。返金の受付は${t.deadlineText}で終了したため、今キャンセルしても返金されません。`;
export const refundOutcomeTextJa = (t: RefundTerms, refunded: boolean) =>
  refunded ? `お支払いいただいた${t.amountText}は全額カードに返金されます。着金まで${REFUND_ARRIVAL_JA}かかります。` : `${t.deadlineText}を過ぎてからのキャンセルのため、${t.amountText}は返金されません。`;

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
