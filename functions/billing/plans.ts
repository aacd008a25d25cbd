/**
 * The subscription plans: the ONE place their prices live. Money is stored in hundredths of the
 * currency unit: ¥1,500 = 150000. Stripe amounts are converted only through the
 * catalogue's stripeUnitAmount (content/events/money.ts).
 */
import { formatPrice, stripeUnitAmount } from '../../content/events/money';
import type { Currency } from '../../content/cities';
import { SUBSCRIPTION_SUMMARY } from '../../content/site/facts';

export interface Plan {
  code: 'monthly' | 'yearly';
  name: string;
  billing_interval: 'month' | 'year';
  price_cents: number;
  currency: Currency;
  description: string;
}

export const PLANS: readonly Plan[] = [
  {
    code: 'monthly',
    name: 'Monthly',
    billing_interval: 'month',
    price_cents: 150000,
    currency: 'JPY',
    description: `${SUBSCRIPTION_SUMMARY.en} Cancel any time.`,
  },
  {
    code: 'yearly',
    name: 'Yearly',
    billing_interval: 'year',
    price_cents: 1500000,
    currency: 'JPY',
    description: 'Everything in the monthly plan for a whole year, at two months free.',
  },
];

export const planByCode = (code: string): Plan | undefined => PLANS.find((p) => p.code === code);

/** The annual saving compares monthly × 12 with the yearly price. */
export function annualSavingCents(plans: readonly Plan[] = PLANS): number {
  const monthly = plans.find((p) => p.billing_interval === 'month');
  const yearly = plans.find((p) => p.billing_interval === 'year');
  return monthly && yearly ? Math.max(0, monthly.price_cents * 12 - yearly.price_cents) : 0;
}

/** The plan as get_plans answers it. */
export const planView = (p: Plan) => ({ ...p, priceText: formatPrice(p.price_cents, p.currency) });

/** Stripe's amount (smallest unit Stripe uses) back to our hundredths: the inverse of stripeUnitAmount. */
export function hundredthsFromStripe(amount: number, currency: string): number {
  const c = currency.toUpperCase() as Currency;
  return Math.round((amount * 100) / stripeUnitAmount(100, c));
}
