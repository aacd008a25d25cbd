/**
 * session.cancelled → promote from the waitlist. A place freed by a cancellation or an expired
 * hold goes to the next person (subscribers first, then first come); see reservations/promote.ts.
 */
import { eventBySlug } from '../../../content/events/index';
import { consumerHandler } from '../../lib/consumer';
import { log } from '../../lib/log';
import { promoteWaitlist } from '../../reservations/promote';

export const handler = consumerHandler('waitlist-promotion', {
  async 'session.cancelled'(d, p) {
    if (d.kind !== 'event-reservation' || !d.freedSeat || !d.occurrence) return;
    const event = eventBySlug(d.sessionId);
    if (!event) {
      log.warn('cancellation for an event no longer in the catalogue', { slug: d.sessionId });
      return;
    }
    const promoted = await promoteWaitlist(p, event, d.occurrence);
    if (promoted.length) log.info('waitlist promoted', { slug: event.slug, occurrence: d.occurrence, promoted: promoted.length });
  },
});
