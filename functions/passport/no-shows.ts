/**
 * No-shows: a confirmed reservation with no attendance, or a cancellation on the
 * event day (the reservations side marks those `noShow: true`), counts once against the member.
 * Three revoke membership. Counting happens after check-in has closed for the occurrence, so a
 * member who checks in late is never counted, and only where check-in ran (someone checked in).
 */
import { ConditionFailed } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import type { Reservation } from '../reservations/model';
import * as reservations from '../reservations/store';
import * as passports from './store';
import { log } from '../lib/log';
import { NO_SHOW_REVOKE_AT } from '../../domain/passport/rules';
import { occurrencesAround } from '../../domain/passport/occurrences';
import { restoreMembership, revokeMembership } from '../member/membership';

/** Why the sweep revokes a membership; only a revocation for this reason is lifted by a back-fill. */
const NO_SHOW_REASON = 'no_shows';

/** How far back the hourly sweep looks (by check-in close), so a few failed runs lose nothing. */
export const SWEEP_LOOKBACK_MS = 3 * 86_400_000;

/** Counts one no-show exactly once: the reservation mark and the member's counter move together. */
async function countNoShow(p: Ports, r: Reservation, reason: reservations.NoShowReason): Promise<boolean> {
  const now = p.clock.now().toISOString();
  try {
    await p.table.transact([reservations.markNoShowOp(r, reason, now), passports.countNoShowOp(r.email, now), reservations.figuresOp(r.eventSlug, r.occurrence, { noShows: 1 })]);
    return true;
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
}

async function noShowCount(p: Pick<Ports, 'table'>, email: string): Promise<number> {
  return Number((await passports.get(p, email))?.no_show_count ?? 0);
}

/** Three no-shows: member_status 'revoked' on the member record (once). */
async function revokeIfDue(p: Ports, email: string): Promise<boolean> {
  if ((await noShowCount(p, email)) < NO_SHOW_REVOKE_AT) return false;
  const revoked = await revokeMembership(p, email, NO_SHOW_REASON);
  if (revoked) log.info('membership revoked after no-shows', { email });
  return revoked;
}

/**
 * The hourly sweep: every stamp-eligible occurrence whose check-in closed within the look-back,
 * its reservations, and for each not yet counted: confirmed
 * without attendance, or already marked noShow by the reservations side. Idempotent.
 */
export async function noShowSweep(p: Ports): Promise<Record<string, number>> {
  const now = p.clock.now();
  const due = occurrencesAround(now, 6, 0).filter((o) => o.closesAt <= now && now.getTime() - o.closesAt.getTime() <= SWEEP_LOOKBACK_MS);
  let checked = 0;
  let counted = 0;
  let revoked = 0;
  let skipped = 0;
  for (const o of due) {
    // The confirmed places and the uncounted same-day cancellations (the places index), not the whole date.
    const booked = await reservations.noShowCandidates(p, o.event.slug, o.occurrence);
    // Nobody checked in at all: check-in probably did not run there, so absence proves nothing.
    // Same-day cancellations (marked by the reservations side) still count.
    const checkinRan = await passports.anyAttendee(p, o.event.slug, o.occurrence);
    if (!checkinRan) skipped++;
    const open = booked.filter((r) => !r.noShowCounted && typeof r.email === 'string' && ((checkinRan && r.status === 'confirmed') || r.noShow === true));
    checked += open.length;
    if (!open.length) continue;
    const attended = await passports.attendedOf(
      p,
      open.map((r) => r.email),
      o.event.slug,
      o.occurrence,
    );
    for (const r of open) {
      const reason = r.noShow === true && r.status !== 'confirmed' ? 'late_cancellation' : 'no_attendance';
      if (reason === 'no_attendance' && attended.has(normEmail(r.email))) continue;
      if (await countNoShow(p, r, reason)) {
        counted++;
        if (await revokeIfDue(p, r.email)) revoked++;
      }
    }
  }
  return { occurrences: due.length, skipped, checked, counted, revoked };
}

/**
 * A host records attendance after the sweep counted the member as absent: take the no-show back
 * (only ones counted for missing attendance, never late cancellations) and restore membership if
 * the no-shows had revoked it and the count is now below the limit.
 */
export async function reverseNoShow(p: Ports, email: string, slug: string, occurrence: string): Promise<boolean> {
  const now = p.clock.now().toISOString();
  try {
    await p.table.transact([reservations.reverseNoShowOp(slug, occurrence, email, now), passports.uncountNoShowOp(email, now), reservations.figuresOp(slug, occurrence, { noShows: -1 })]);
  } catch (e) {
    if (e instanceof ConditionFailed) return false;
    throw e;
  }
  if ((await noShowCount(p, email)) < NO_SHOW_REVOKE_AT) await restoreMembership(p, email, NO_SHOW_REASON);
  return true;
}
