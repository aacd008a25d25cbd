/**
 * analytics-counts: adds signups, registrations and event payments to the analytics counters
 * (functions/analytics/bus-counts.ts). Each event id is counted once, in the transaction of its
 * adds, so a redelivery after a crash between the adds and the wrapper's record still counts once.
 */
import { consumerHandler } from '../../lib/consumer';
import { confirmedCounts, countOnce, paymentCounts, signupCounts, waitlistedCounts } from '../../analytics/bus-counts';

export const handler = consumerHandler('analytics-counts', {
  async 'signup.created'(d, p, e) {
    await countOnce(p, e.id, (day) => signupCounts(d, day));
  },
  async 'reservation.confirmed'(d, p, e) {
    await countOnce(p, e.id, (day) => confirmedCounts(d, day));
  },
  async 'reservation.waitlisted'(d, p, e) {
    await countOnce(p, e.id, (day) => waitlistedCounts(d, day));
  },
  async 'payment.kept'(d, p, e) {
    await countOnce(p, e.id, (day) => paymentCounts(d, day));
  },
});
