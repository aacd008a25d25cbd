/**
 * Seed 000 §3/§7 event access: who may reserve a place, decided only from the catalogue's rule
 * (content/events eventAccessRule) and whether the person has an active subscription.
 */
import type { EventAccessRule } from '../../content/events/index';

export type AccessDecision =
  | { kind: 'closed' }
  | { kind: 'subscription_required' }
  | { kind: 'payment_required'; allowSubscription: boolean }
  | { kind: 'allowed'; via: 'free' | 'subscription' };

/**
 * free: anyone. subscription: subscribers only (the founding-members fika is one of these: its
 * audience is the paying members). subscription-or-payment: subscribers are covered, everyone else
 * pays per event. payment: everyone pays per event.
 */
export function decideAccess(rule: EventAccessRule, hasSubscription: boolean): AccessDecision {
  if (!rule.bookable) return { kind: 'closed' };
  switch (rule.kind) {
    case 'free':
      return { kind: 'allowed', via: 'free' };
    case 'subscription':
      return hasSubscription ? { kind: 'allowed', via: 'subscription' } : { kind: 'subscription_required' };
    case 'subscription-or-payment':
      return hasSubscription ? { kind: 'allowed', via: 'subscription' } : { kind: 'payment_required', allowSubscription: true };
    case 'payment':
      return { kind: 'payment_required', allowSubscription: false };
  }
}

/** Does a place on this event need a per-event payment from this person? (promotion and holds use it) */
export const needsPayment = (rule: EventAccessRule, hasSubscription: boolean): boolean =>
  decideAccess({ ...rule, bookable: true }, hasSubscription).kind === 'payment_required';
