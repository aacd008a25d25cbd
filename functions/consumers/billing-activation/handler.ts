/** stripe.checkout.completed → activate the subscription, confirm the place that was paid for, or mark a curated participant paid. */
import { consumerHandler } from '../../lib/consumer';
import { activateCheckout } from '../../billing/activation';
import { CHECKOUT_KIND, recordCuratedPayment } from '../../curated/payments';

export const handler = consumerHandler('billing-activation', {
  'stripe.checkout.completed': (d, p) => (d.mode === 'payment' && d.metadata.kind === CHECKOUT_KIND ? recordCuratedPayment(p, d) : activateCheckout(p, d)),
});
