/**
 * Who may take a place in a session, and what follows a change in who holds places.
 *
 * A place goes only to an applicant of the session's city who holds no place in another session at
 * an overlapping time (manual creation, adding a participant and matching all go through here).
 * After a place is taken or freed, the price per person follows the group size (unless an admin
 * typed the price), and a session that has just lost its last participant is flagged for the admin
 * (`emptied_at`, one email to the team address).
 */
import { BadRequest, ConditionFailed, Conflict } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Ports } from '../lib/ports';
import * as curated from './store';
import { log } from '../lib/log';
import { participationsOf } from './applications';
import { getSession, strip } from './model';
import { type Application, type Session, type Venue } from './items';
import { MESSAGES, OPEN_SESSION_STATUSES, holdsSeat, pricePerPerson, pricedGroupSize, sessionsOverlap } from '../../domain/curated/rules';
import { sendCurated, sessionEmptiedEmail } from './emails';

/** The longest session the forms accept, so an overlapping one can start at most this long before. */
const MAX_DURATION_MS = 240 * 60_000;

/** Refuses applicants from another city and applicants already seated in an overlapping session. */
export async function checkPlacement(
  p: Pick<Ports, 'table'>,
  session: Pick<Session, 'id' | 'city' | 'session_date' | 'session_duration'>,
  apps: Pick<Application, 'first_name' | 'last_name' | 'email' | 'city'>[],
): Promise<void> {
  for (const a of apps) {
    const name = `${a.first_name} ${a.last_name}`.trim();
    if (a.city && session.city && a.city.trim().toLowerCase() !== session.city.trim().toLowerCase()) throw new BadRequest(MESSAGES.otherCity(name, a.city, session.city));
  }
  const from = new Date(Date.parse(session.session_date) - MAX_DURATION_MS).toISOString();
  await Promise.all(
    apps.map(async (a) => {
      const clash = (await participationsOf(p, a.email, from)).find(
        (r) =>
          r.curated_fika_sessions.id !== session.id &&
          holdsSeat(r.participation_status) &&
          r.curated_fika_sessions.session_status !== 'cancelled' &&
          sessionsOverlap(r.curated_fika_sessions, session),
      );
      if (clash) throw new Conflict(MESSAGES.overlapping(`${a.first_name} ${a.last_name}`.trim(), clash.curated_fika_sessions.session_title));
    }),
  );
}

async function venueTier(p: Pick<Ports, 'table'>, s: Session): Promise<string | undefined> {
  if (!s.venue_id) return undefined;
  const v = await p.table.get(keys.cfVenue(s.venue_id));
  return v ? strip<Venue>(v).venue_tier : undefined;
}

/**
 * Runs after a place was taken or freed: reprices an open session for its group and flags it when
 * nobody holds a place any more. Each write is conditional on the count it was computed from, so a
 * concurrent change makes it compute again. A failure here never undoes the seat change.
 */
export async function afterSeatChange(p: Ports, sessionId: string): Promise<void> {
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      const s = await getSession(p, sessionId);
      if (!(OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status)) return;
      const price = s.price_is_custom ? s.price_per_person : pricePerPerson(await venueTier(p, s), pricedGroupSize(s.current_participants, s.max_participants), s.city);
      const emptied = s.current_participants === 0 && !s.emptied_at;
      if (price === s.price_per_person && !emptied) return;
      const now = p.clock.now().toISOString();
      try {
        await curated.setGroupPrice(p, s, price, emptied, now);
      } catch (e) {
        if (e instanceof ConditionFailed) continue;
        throw e;
      }
      if (emptied) await sendCurated(p, p.config.teamEmail, sessionEmptiedEmail(p, s), 'session-emptied');
      return;
    }
  } catch (e) {
    log.error('curated session follow-up after a seat change failed', { sessionId, error: e instanceof Error ? e.message : String(e) });
  }
}
