/** Money as people read it, and what a listing costs. Pure (no catalogue data): the event pages' browser code uses it too. */
import type { Currency } from '../cities';
import { INTL_LOCALE, type Locale } from '../site/locales';
import type { EventListing } from './schema';

const priceFormatters = new Map<string, Intl.NumberFormat>();

/**
 * THE conversion from stored money (hundredths of the unit) to display text:
 * 300000 JPY → "¥3,000", 2500 USD → "$25". Whole amounts show no decimals; yen never do.
 * In Japanese, yen are written after the number ("3,000円") and dollars as in English ("$25").
 */
export function formatPrice(cents: number, currency: Currency, locale: Locale = 'en'): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Invalid amount ${cents}`);
  const units = cents / 100;
  const decimals = currency === 'JPY' || Number.isInteger(units) ? 0 : 2;
  if (locale === 'ja' && currency === 'JPY') return `${formatNumber(units, 'ja')}円`;
  const key = `${currency}:${decimals}`;
  let formatter = priceFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormatters.set(key, formatter);
  }
  return formatter.format(units);
}

/** 4500 → "4,500", grouped as `locale` reads it. */
function formatNumber(n: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 }).format(n);
}

/**
 * What a place costs someone who is not a member, as the listing states it:
 * free; paid online when booking (`perEventPriceCents`; subscribers may be covered); paid in cash
 * at the venue (`doorPriceCents`); or members only (a subscription is the way in, no per-event price).
 */
export type EventPrice =
  | { kind: 'free' }
  | { kind: 'online' | 'at-venue'; cents: number; currency: Currency }
  | { kind: 'members-only' };

export function eventPrice(event: EventListing): EventPrice {
  if (event.paymentEnabled && event.perEventPriceCents) return { kind: 'online', cents: event.perEventPriceCents, currency: event.currency };
  if (event.doorPriceCents) return { kind: 'at-venue', cents: event.doorPriceCents, currency: event.currency };
  if (event.requiresSubscription) return { kind: 'members-only' };
  return { kind: 'free' };
}

/**
 * What a place costs, in Japanese words: "無料", "3,000円", "5,500円（当日現金払い）", "会員限定".
 * (An English listing states it in its own `price` field.)
 */
export function priceTextJa(price: EventPrice): string {
  switch (price.kind) {
    case 'free':
      return '無料';
    case 'members-only':
      return '会員限定';
    case 'online':
      return formatPrice(price.cents, price.currency, 'ja');
    case 'at-venue':
      return `${formatPrice(price.cents, price.currency, 'ja')}（当日現金払い）`;
  }
}

/**
 * Stored hundredths → Stripe `unit_amount`. JPY is zero-decimal in Stripe, so it wants whole yen
 * (300000 → 3000); USD wants cents, which are our hundredths already (2500 → 2500).
 */
export function stripeUnitAmount(cents: number, currency: Currency): number {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`Invalid amount ${cents}`);
  if (currency === 'JPY') {
    if (cents % 100 !== 0) throw new RangeError(`${cents} hundredths of a yen is not a whole yen amount`);
    return cents / 100;
  }
  return cents;
}

/**
 * The payment's reference as people see it, on the event page's "Payment received" banner and in
 * the receipt alike: the last 10 characters of the Checkout Session id.
 */
export const paymentReference = (checkoutSessionId: string): string => checkoutSessionId.slice(-10);
