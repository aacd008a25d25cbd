/**
 * Participants of a session: add (seat-limited), remove, status changes (payment recorded when
 * marked paid), cancellation (participant, emailed link, admin) and confirmation of an invitation.
 * Every seat change is one transaction over the participant and the session's counter.
 */
import { BadRequest, ConditionFailed, Conflict } from '../lib/errors';
import type { Ports, TransactOp } from '../lib/ports';
import * as curated from './store';
import { log } from '../lib/log';
import { event as outboxEvent, withEvents } from '../lib/event-outbox';
import { getApplication, getParticipant, getSession, refreshPremium, strip } from './model';
import { type Participant, type Session } from './items';
import {
  MESSAGES,
  OPEN_SESSION_STATUSES,
  PARTICIPATION_STATUSES,
  canRemoveParticipant,
  holdsSeat,
  isOutsideCutoff,
  participationStatus,
  type ParticipationStatus,
} from '../../domain/curated/rules';
import { cancellationConfirmationEmail, confirmedEmail, invitationEmail, removalEmail, sendCurated } from './emails';
import { participantItem } from './sessions';
import { afterSeatChange, checkPlacement } from './placement';
import { refundParticipant, revenueOps } from './payments';

async function seatConflict(p: Ports, sessionId: string): Promise<Conflict> {
  const s = await getSession(p, sessionId);
  if (!(OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status)) return new Conflict(MESSAGES.sessionClosed);
  return new Conflict(MESSAGES.sessionFull(s.max_participants), { full: true });
}

/** How often a seat change is tried again from a fresh read of its session (the session changed in between, not the participant). */
const SEAT_ATTEMPTS = 4;

/**
 * Runs a transaction whose first op is the participant's and whose others were built from the
 * session as read (seat ops: store.ts `seatTakenOps`, `seatFreedOps`). When only the session's side
 * failed (its emptied flag, or whether it is cancelled, changed in between), it is built again from
 * a fresh read while `retry(session)` says the change still makes sense; otherwise the failure is
 * the caller's to answer.
 */
async function onSession(p: Ports, session: Session, build: (s: Session) => TransactOp[], retry: (s: Session) => boolean, events?: Parameters<typeof withEvents>[2]): Promise<void> {
  for (let attempt = 1, current = session; ; attempt++) {
    try {
      if (events) await withEvents(p, build(current), events);
      else await p.table.transact(build(current));
      return;
    } catch (e) {
      if (!(e instanceof ConditionFailed) || e.cancellationReasons?.[0] === 'ConditionalCheckFailed' || attempt >= SEAT_ATTEMPTS) throw e;
      current = await getSession(p, session.id);
      if (!retry(current)) throw e;
    }
  }
}

const canTakeSeat = (s: Session) => (OPEN_SESSION_STATUSES as readonly string[]).includes(s.session_status) && s.current_participants < s.max_participants;
const always = () => true;

export async function addParticipant(
  p: Ports,
  input: { sessionId: string; applicationId: string; options?: { send_invitation_email?: boolean; is_replacement?: boolean } },
): Promise<{ participant: Participant; invitationSent: boolean }> {
  const session = await getSession(p, input.sessionId);
  const [app] = await refreshPremium(p, [await getApplication(p, input.applicationId)]);
  if (app.application_status !== 'approved' || !app.is_premium_member) throw new BadRequest(MESSAGES.mustBeApprovedPremium);
  if (!(OPEN_SESSION_STATUSES as readonly string[]).includes(session.session_status)) throw new Conflict(MESSAGES.sessionClosed);
  await checkPlacement(p, session, [app]);
  const now = p.clock.now().toISOString();
  const item = participantItem(session, app, now, { is_replacement: Boolean(input.options?.is_replacement) });
  const pt = strip<Participant>(item);
  try {
    await onSession(p, session, (s) => [curated.putParticipantOp(item, true), ...curated.seatTakenOps(s, now)], canTakeSeat);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    if (e.cancellationReasons?.[0] === 'ConditionalCheckFailed') throw new Conflict(MESSAGES.alreadyInSession);
    throw await seatConflict(p, session.id);
  }
  await afterSeatChange(p, session.id);
  let invitationSent = false;
  if (input.options?.send_invitation_email) {
    const current = await getSession(p, session.id);
    invitationSent = await sendCurated(p, pt.email, (lang) => invitationEmail(p, current, pt, lang), 'invitation');
    if (invitationSent) await markSent(p, pt, 'invitation_sent_at');
  }
  return { participant: invitationSent ? { ...pt, invitation_sent_at: now } : pt, invitationSent };
}

export async function markSent(p: Pick<Ports, 'table' | 'clock'>, pt: Pick<Participant, 'session_id' | 'application_id'>, field: 'invitation_sent_at' | 'reminder_sent_at' | 'feedback_email_sent_at') {
  await curated.markSent(p, pt, field, p.clock.now().toISOString());
}

export async function deleteParticipant(p: Ports, input: { participantId: string; options?: { send_removal_email?: boolean } }): Promise<{ removed: true; emailSent: boolean }> {
  const pt = await getParticipant(p, input.participantId);
  if (!canRemoveParticipant(pt.participation_status)) throw new Conflict(MESSAGES.removeNotAllowed);
  const now = p.clock.now().toISOString();
  try {
    await onSession(p, await getSession(p, pt.session_id), (s) => [curated.deleteParticipantOp(pt), ...curated.seatFreedOps(s, now)], always);
  } catch (e) {
    if (e instanceof ConditionFailed) throw new Conflict('This participant was changed by someone else. Please reload and try again.');
    throw e;
  }
  await afterSeatChange(p, pt.session_id);
  let emailSent = false;
  if (input.options?.send_removal_email) {
    const current = await getSession(p, pt.session_id);
    emailSent = await sendCurated(p, pt.email, (lang) => removalEmail(p, current, pt, lang), 'removal');
  }
  return { removed: true, emailSent };
}

/**
 * Admin status change. Cancelled ↔ any other status frees or takes a seat; marking paid records
 * the payment (the session's price) once, on the session's revenue and the month's revenue;
 * cancelling a paid place refunds it.
 */
export async function updateParticipantStatus(p: Ports, input: { participantId: string; status: string }): Promise<Participant> {
  if (!(PARTICIPATION_STATUSES as readonly string[]).includes(input.status)) throw new BadRequest('Unknown participation status');
  const to = input.status as ParticipationStatus;
  const pt = await getParticipant(p, input.participantId);
  const from = participationStatus(pt.participation_status);
  if (from === to) return pt;
  const session = await getSession(p, pt.session_id);
  const now = p.clock.now().toISOString();
  const newPayment = to === 'paid' && pt.payment_status !== 'paid';
  const takes = from === 'cancelled' && to !== 'cancelled';
  const frees = from !== 'cancelled' && to === 'cancelled';
  const change = curated.statusChangeOp(pt, to, now, {
    confirm: to === 'confirmed' && !pt.confirmed_at,
    ...(to === 'cancelled' ? { cancelReason: 'Cancelled by an admin' } : {}),
    ...(newPayment ? { paidAmount: session.price_per_person } : {}),
  });
  // The seat op first after the participant's: a failure of index 1 is the session's.
  const ops = (s: Session): TransactOp[] => [
    change,
    ...(takes ? curated.seatTakenOps(s, now) : frees ? curated.seatFreedOps(s, now) : []),
    ...(newPayment ? revenueOps(session, now, session.price_per_person, 'payments') : []),
  ];
  try {
    await onSession(p, session, ops, takes ? canTakeSeat : always);
  } catch (e) {
    if (!(e instanceof ConditionFailed)) throw e;
    if (e.cancellationReasons?.[0] === 'ConditionalCheckFailed') throw new Conflict('This participant was changed by someone else. Please reload and try again.');
    throw await seatConflict(p, session.id);
  }
  if (to === 'cancelled') await refundParticipant(p, pt, 'curated_place_cancelled').catch(() => false);
  if ((from === 'cancelled') !== (to === 'cancelled')) await afterSeatChange(p, session.id);
  return getParticipant(p, pt.id);
}

/**
 * Cancels one person's attendance. A participant (code session or emailed link) may cancel only 24 h
 * or more ahead; an admin may cancel at any time. A cancelled attendance stays cancelled (repeat
 * clicks answer success with alreadyCancelled).
 */
export async function cancelAttendance(
  p: Ports,
  input: { participantId: string; reason: string; by: 'participant' | 'admin' },
): Promise<{ participant: Participant; alreadyCancelled: boolean }> {
  const pt = await getParticipant(p, input.participantId);
  const session = await getSession(p, pt.session_id);
  const status = participationStatus(pt.participation_status);
  if (status === 'cancelled') return { participant: pt, alreadyCancelled: true };
  if (status === 'attended' || status === 'no_show') throw new Conflict('This session has already taken place, so it can no longer be cancelled.');
  if (input.by === 'participant') {
    if (session.session_status === 'cancelled') throw new Conflict('This session has been cancelled by the organisers. You do not need to do anything.');
    if (!isOutsideCutoff(session.session_date, p.clock.now())) throw new BadRequest(MESSAGES.cutoff);
  }
  const now = p.clock.now().toISOString();
  try {
    await onSession(
      p,
      session,
      (s) => [curated.cancelOp(pt, now, input.reason.slice(0, 500), input.by), ...curated.seatFreedOps(s, now)],
      always,
      [
        outboxEvent('session.cancelled', {
          kind: 'curated',
          email: pt.email,
          sessionId: session.id,
          reservationId: pt.id,
          freedSeat: holdsSeat(status),
          lateCancellation: !isOutsideCutoff(session.session_date, p.clock.now()),
          cancelledAt: now,
        }),
      ],
    );
  } catch (e) {
    if (e instanceof ConditionFailed) {
      const again = await getParticipant(p, pt.id);
      if (again.participation_status === 'cancelled') return { participant: again, alreadyCancelled: true };
      throw new Conflict('This participant was changed by someone else. Please reload and try again.');
    }
    throw e;
  }
  // The place is free now; a refund Stripe refuses is logged and left for an admin (the place stays marked paid).
  const refunded = await refundParticipant(p, pt, 'curated_place_cancelled').catch(() => false);
  await afterSeatChange(p, session.id);
  const cancelled: Participant = { ...pt, participation_status: 'cancelled', cancelled_at: now, cancellation_reason: input.reason, ...(refunded ? { payment_status: 'refunded' as const } : {}) };
  // The cancellation itself is done; a failing mail must not turn it into an error.
  try {
    if (session.session_date > now) await sendCurated(p, pt.email, (lang) => cancellationConfirmationEmail(p, session, cancelled, lang), 'cancellation');
  } catch (e) {
    log.error('curated cancellation follow-up failed', { error: e instanceof Error ? e.message : String(e) });
  }
  return { participant: cancelled, alreadyCancelled: false };
}

/** Accepting an invitation from the emailed link: invited → confirmed. */
export async function confirmAttendance(p: Ports, pid: string, retry = true): Promise<{ participant: Participant; session: Session; alreadyConfirmed: boolean }> {
  const pt = await getParticipant(p, pid);
  const session = await getSession(p, pt.session_id);
  const status = participationStatus(pt.participation_status);
  if (status === 'confirmed' || status === 'paid' || status === 'attended') return { participant: pt, session, alreadyConfirmed: true };
  if (status === 'cancelled') throw new Conflict('This invitation was cancelled. If you would like to join again, please contact us.');
  if (status === 'no_show' || session.session_date <= p.clock.now().toISOString()) throw new Conflict('This session has already taken place.');
  if (!(OPEN_SESSION_STATUSES as readonly string[]).includes(session.session_status)) throw new Conflict('This session is no longer taking confirmations.');
  const now = p.clock.now().toISOString();
  let confirmed: Participant;
  try {
    confirmed = strip<Participant>(await curated.confirm(p, pt, now));
  } catch (e) {
    // Changed in between (an admin, or a second click): answer from the new state.
    if (e instanceof ConditionFailed && retry) return confirmAttendance(p, pid, false);
    throw e;
  }
  await sendCurated(p, pt.email, (lang) => confirmedEmail(p, session, confirmed, lang), 'confirmed');
  return { participant: confirmed, session, alreadyConfirmed: false };
}
