/**
 * check_event_access {email, eventSlug}: event access (hasAccess, accessType, requiresPayment) and
 * pricing, from the catalogue only. Whether the address subscribes counts only with proof of the
 * email (`proved`); without it the answer is the one every non-subscriber gets.
 */
import { eventAccessRule, eventBySlug } from '../../content/events/index';
import { NotFound } from '../lib/errors';
import type { Ports } from '../lib/ports';
import { decideAccess, requesterAudience } from '../reservations/access';

export async function checkEventAccess(p: Pick<Ports, 'table' | 'clock'>, email: string, eventSlug: string, proved: boolean) {
  const event = eventBySlug(eventSlug);
  if (!event) throw new NotFound('Event not found');
  const rule = eventAccessRule(event);
  const access = decideAccess(rule, await requesterAudience(p, rule, email, proved));
  return {
    hasAccess: access.kind === 'allowed',
    accessType:
      access.kind === 'allowed'
        ? access.via
        : access.kind === 'closed'
          ? 'closed'
          : access.kind === 'not_in_audience'
            ? rule.exclusiveType
            : access.kind === 'subscription_required'
              ? 'subscription'
              : 'payment',
    ...(access.kind === 'not_in_audience' ? { message: access.message } : {}),
    requiresPayment: access.kind === 'payment_required',
    pricing: {
      perEventPriceCents: rule.perEventPriceCents,
      currency: rule.currency,
      requiresSubscription: rule.kind === 'subscription',
      paymentOptions: {
        allowSubscription: rule.kind !== 'payment',
        allowPerEventPayment: rule.perEventPriceCents != null,
        allowWaitlist: rule.allowWaitlist,
      },
    },
  };
}
