/**
 * The server's own figures, counted from the bus: newsletter signups per UTM source / medium /
 * campaign, registrations (a place confirmed or a waitlist place taken, never a promotion from
 * the waitlist) and payments for an event (a per-event Checkout whose money was kept), both per
 * event slug. Each bus event is counted exactly once: its marker is written in the transaction of
 * its adds (store.addCountsOnce).
 */
import type { Detail } from '../../events/catalogue';
import { PROCESSED_TTL_S } from '../lib/consumer';
import type { Ports } from '../lib/ports';
import { utmCount } from './dimensions';
import { dayOf } from './days';
import { addCountsOnce, type Count } from './store';

export const signupCounts = (d: Detail<'signup.created'>, day: string): Count[] => (d.eventSlug ? [] : [utmCount('signups', day, d.utm ?? {})]);

export const confirmedCounts = (d: Detail<'reservation.confirmed'>, day: string): Count[] => (d.promoted ? [] : [{ metric: 'registrations', day, dimension: d.eventSlug, n: 1 }]);

export const waitlistedCounts = (d: Detail<'reservation.waitlisted'>, day: string): Count[] => [{ metric: 'registrations', day, dimension: d.eventSlug, n: 1 }];

export const paymentCounts = (d: Detail<'payment.kept'>, day: string): Count[] =>
  d.mode === 'payment' && d.eventSlug ? [{ metric: 'payments', day, dimension: d.eventSlug, n: 1 }] : [];

/** Counts one bus event (by its id) on today's Japan-time day; a repeat of an id changes nothing. */
export async function countOnce(p: Pick<Ports, 'table' | 'clock'>, eventId: string, counts: (day: string) => Count[]): Promise<boolean> {
  const now = p.clock.now();
  const c = counts(dayOf(now));
  if (c.length === 0) return false;
  return addCountsOnce(p, eventId, c, Math.floor(now.getTime() / 1000) + PROCESSED_TTL_S);
}
