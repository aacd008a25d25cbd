import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAPACITY,
  DEFAULT_PER_EVENT_PRICE_CENTS,
  type EventListing,
  eventAccessRule,
  eventById,
  eventPrice,
  events,
  formatPrice,
  stripeUnitAmount,
} from '../../../content/events/index';

const byId = (id: string): EventListing => {
  const event = eventById(id);
  if (!event) throw new Error(`missing ${id}`);
  return event;
};

describe('formatPrice: stored hundredths to display text', () => {
  it('formats yen without decimals', () => {
    expect(formatPrice(300000, 'JPY')).toBe('¥3,000');
    expect(formatPrice(75000, 'JPY')).toBe('¥750');
    expect(formatPrice(550000, 'JPY')).toBe('¥5,500');
    expect(formatPrice(0, 'JPY')).toBe('¥0');
  });

  it('formats dollars, with cents only when there are some', () => {
    expect(formatPrice(2500, 'USD')).toBe('$25');
    expect(formatPrice(2550, 'USD')).toBe('$25.50');
  });

  it('formats the default per-event price (¥3,000) and capacity', () => {
    expect(DEFAULT_PER_EVENT_PRICE_CENTS).toBe(300000);
    expect(formatPrice(DEFAULT_PER_EVENT_PRICE_CENTS, 'JPY')).toBe('¥3,000');
    expect(DEFAULT_CAPACITY).toBe(25);
  });

  it('agrees with the price text of every paid event', () => {
    const paid = events.filter((e) => e.paymentEnabled);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    for (const event of paid) expect(formatPrice(event.perEventPriceCents!, event.currency), event.id).toBe(event.price);
  });
});

describe('eventPrice: what a place costs someone who is not a member', () => {
  it('states the door price of an event paid in cash at the venue, as its price text does', () => {
    const tapas = byId('tokyo-spanish-tapas');
    expect(eventPrice(tapas)).toEqual({ kind: 'at-venue', cents: 550000, currency: 'JPY' });
    const atVenue = events.filter((e) => e.doorPriceCents !== undefined);
    for (const e of atVenue) expect(e.price, e.id).toBe(`${formatPrice(e.doorPriceCents!, e.currency)} cash`);
    // Nothing is paid online: the access rule stays free.
    expect(eventAccessRule(tapas).kind).toBe('free');
  });

  it('gives paid events their per-event price, members-only events none, and calls only the rest free', () => {
    expect(eventPrice(byId('signature-sunday-fika'))).toEqual({ kind: 'online', cents: 300000, currency: 'JPY' });
    expect(eventPrice(byId('honolulu-kona-coffee-fika'))).toEqual({ kind: 'online', cents: 2500, currency: 'USD' });
    expect(eventPrice(byId('founding-members-fika'))).toEqual({ kind: 'members-only' });
    for (const e of events) expect(eventPrice(e).kind === 'free', e.id).toBe(e.price === 'Free');
  });
});

describe('stripeUnitAmount', () => {
  it('sends whole yen for JPY (zero-decimal in Stripe)', () => {
    expect(stripeUnitAmount(300000, 'JPY')).toBe(3000);
    expect(stripeUnitAmount(75000, 'JPY')).toBe(750);
  });

  it('sends cents for USD, which are our hundredths already', () => {
    expect(stripeUnitAmount(2500, 'USD')).toBe(2500);
  });

  it('refuses amounts Stripe cannot charge', () => {
    expect(() => stripeUnitAmount(75050, 'JPY')).toThrow(RangeError);
    expect(() => stripeUnitAmount(-100, 'USD')).toThrow(RangeError);
    expect(() => stripeUnitAmount(12.5, 'USD')).toThrow(RangeError);
  });
});

describe('eventAccessRule', () => {
  it('free: anyone may reserve, nothing paid online', () => {
    expect(eventAccessRule(byId('tokyo-december-fika'))).toEqual({
      kind: 'free',
      allowWaitlist: true,
      perEventPriceCents: null,
      currency: 'JPY',
      capacity: 50,
      exclusiveType: null,
      exclusiveRefusal: null,
      bookable: true,
    });
  });

  it('free with subscription and waitlist allowed: the Fukuoka weekend excursion', () => {
    const event = byId('fukuoka-nokonoshima-excursion');
    expect(event.paymentOptions).toEqual({ allowSubscription: true, allowPerEventPayment: false, allowWaitlist: true });
    expect(eventAccessRule(event)).toMatchObject({ kind: 'free', allowWaitlist: true, perEventPriceCents: null, capacity: 10 });
  });

  it('subscription: the founding members fika, exclusive to founding members', () => {
    expect(eventAccessRule(byId('founding-members-fika'))).toMatchObject({
      kind: 'subscription',
      perEventPriceCents: null,
      exclusiveType: 'founding-members',
      exclusiveRefusal: byId('founding-members-fika').exclusiveRefusal,
      capacity: 40,
    });
  });

  it('payment: the pizza night, ¥750 for everyone', () => {
    expect(eventAccessRule(byId('pizza-night'))).toMatchObject({
      kind: 'payment',
      perEventPriceCents: 75000,
      currency: 'JPY',
      allowWaitlist: true,
    });
  });

  it('subscription-or-payment: subscribers are covered, others pay per event', () => {
    const signature = byId('signature-sunday-fika');
    expect(signature.requiresSubscription).toBe(true);
    expect(signature.paymentOptions.allowPerEventPayment).toBe(true);
    expect(eventAccessRule(signature)).toMatchObject({
      kind: 'subscription-or-payment',
      perEventPriceCents: DEFAULT_PER_EVENT_PRICE_CENTS,
      currency: 'JPY',
    });
    expect(eventAccessRule(byId('honolulu-kona-coffee-fika'))).toMatchObject({
      kind: 'subscription-or-payment',
      perEventPriceCents: 2500,
      currency: 'USD',
    });
  });

  it('marks cancelled listings as not bookable', () => {
    expect(eventAccessRule(byId('tokyo-growth-circle')).bookable).toBe(false);
    expect(eventAccessRule(byId('weekly-wednesday-fika')).bookable).toBe(false);
  });

  it('covers every kind somewhere in the catalogue', () => {
    const kinds = new Set(events.map((e) => eventAccessRule(e).kind));
    expect([...kinds].sort()).toEqual(['free', 'payment', 'subscription', 'subscription-or-payment']);
  });
});
