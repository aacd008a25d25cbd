/**
 * Event access: who may reserve a place, decided only from the catalogue's rule
 * (content/events eventAccessRule), whether the person has an active subscription and, for an
 * exclusive event, whether they belong to its audience (founding members: an admin marks them).
 */
import type { EventAccessRule } from '../../content/events/index';
import { Forbidden } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { hasActiveSubscription } from '../billing/subscriptions';
import { isFoundingMember } from '../member/membership';

/** What access depends on about the person, read from the server's data only. */
export interface Audience {
  subscriber: boolean;
  /** Marked a founding member by an admin. Only read for founding-members events. */
  foundingMember: boolean;
}

export type AccessDecision =
  | { kind: 'closed' }
  | { kind: 'not_in_audience'; message: string }
  | { kind: 'subscription_required' }
  | { kind: 'payment_required'; allowSubscription: boolean }
  | { kind: 'allowed'; via: 'free' | 'subscription' };

/** The person's standing for this rule; the founding-member record is read only when the event needs it. */
export async function audienceOf(p: Pick<Ports, 'table' | 'clock'>, rule: EventAccessRule, email: string): Promise<Audience> {
  const [subscriber, foundingMember] = await Promise.all([
    hasActiveSubscription(p, email),
    rule.exclusiveType === 'founding-members' ? isFoundingMember(p, email) : Promise.resolve(false),
  ]);
  return { subscriber, foundingMember };
}

/**
 * The audience of a request that names an address without proving it (functions/billing/proof.ts
 * provesEmail): whether the address subscribes is never read, so every answer (access, a
 * registration's place or waitlist position, a 402, a Checkout) is the one any non-subscriber gets.
 * The subscriber's path needs the member session of that email, or the paid subscription Checkout
 * the success page came back with. (Founding membership is read as it is: docs/security.md.)
 */
export async function requesterAudience(p: Pick<Ports, 'table' | 'clock'>, rule: EventAccessRule, email: string, proved: boolean): Promise<Audience> {
  if (proved) return audienceOf(p, rule, email);
  return { subscriber: false, foundingMember: rule.exclusiveType === 'founding-members' ? await isFoundingMember(p, email) : false };
}

/**
 * An exclusive event is for its audience only, whatever else the person has: anyone outside it is
 * refused with the event's own explanation. Then: free: anyone. subscription: subscribers only.
 * subscription-or-payment: subscribers are covered, everyone else pays per event. payment:
 * everyone pays per event.
 */
export function decideAccess(rule: EventAccessRule, who: Audience): AccessDecision {
  if (!rule.bookable) return { kind: 'closed' };
  if (rule.exclusiveType === 'founding-members' && !who.foundingMember) return { kind: 'not_in_audience', message: rule.exclusiveRefusal ?? 'This event is for founding members only.' };
  switch (rule.kind) {
    case 'free':
      return { kind: 'allowed', via: 'free' };
    case 'subscription':
      return who.subscriber ? { kind: 'allowed', via: 'subscription' } : { kind: 'subscription_required' };
    case 'subscription-or-payment':
      return who.subscriber ? { kind: 'allowed', via: 'subscription' } : { kind: 'payment_required', allowSubscription: true };
    case 'payment':
      return { kind: 'payment_required', allowSubscription: false };
  }
}

/** The refusal of someone outside an exclusive event's audience: 403 with the event's text. */
export const notInAudience = (d: { message: string }) => new Forbidden(d.message, { code: 'NOT_IN_AUDIENCE' });

/** Does a place on this event need a per-event payment from this person? (promotion and holds use it) */
export const needsPayment = (rule: EventAccessRule, hasSubscription: boolean): boolean =>
  decideAccess({ ...rule, bookable: true, exclusiveType: null }, { subscriber: hasSubscription, foundingMember: false }).kind === 'payment_required';
