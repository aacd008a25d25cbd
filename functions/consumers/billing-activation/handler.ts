/** stripe.checkout.completed → activate the subscription, or confirm the place that was paid for. */
import { consumerHandler } from '../../lib/consumer';
import { activateCheckout } from '../../billing/activation';

export const handler = consumerHandler('billing-activation', {
  'stripe.checkout.completed': (d, p) => activateCheckout(p, d),
});
