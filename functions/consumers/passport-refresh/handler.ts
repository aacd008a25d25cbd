/**
 * passport-refresh: recomputes a member's passport (stamps, tier, cities, streaks) from the
 * attendance and check-in items after `attendance.recorded` or `checkin.submitted`, and announces a
 * tier rise once (`passport.tier-unlocked`). Recomputing from the source makes every delivery safe
 * to repeat; the consumer wrapper also skips an event id it has already handled.
 */
import { consumerHandler } from '../../lib/consumer';
import { refreshPassport } from '../../passport/passport';

export const handler = consumerHandler('passport-refresh', {
  async 'attendance.recorded'(detail, p) {
    await refreshPassport(p, detail.email);
  },
  async 'checkin.submitted'(detail, p) {
    await refreshPassport(p, detail.email);
  },
});
