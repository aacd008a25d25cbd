/**
 * The session action buttons of the admin dashboard: invitations, reminders, nudges and feedback requests.
 * Each one mails only the people who still need it (a second click sends nothing new), records
 * what it sent, and answers the counts the dashboard shows.
 */
import { Conflict } from '../lib/errors';
import type { Ports } from '../lib/ports';
import * as curated from './store';
import { getSession, loadSessionPartition } from './model';
import { type Participant, type Session } from './items';
import { SESSION_ACTIONS, participationStatus, type SessionActionName } from '../../domain/curated/rules';
import { feedbackRequestEmail, invitationEmail, nudgeEmail, reminderEmail, sendCurated } from './emails';
import { markSent } from './participants';

const MAX_NUDGES = 2;

async function load(p: Ports, sessionId: unknown, action: SessionActionName): Promise<{ session: Session; participants: Participant[] }> {
  const part = await loadSessionPartition(p, (await getSession(p, sessionId)).id);
  const allowed = SESSION_ACTIONS[action].statuses as readonly string[];
  if (!allowed.includes(part.session.session_status)) {
    throw new Conflict(`${SESSION_ACTIONS[action].label} is available for ${allowed.join(' or ')} sessions; this session is ${part.session.session_status}.`);
  }
  return part;
}

const is = (pt: Participant, ...statuses: string[]) => statuses.includes(participationStatus(pt.participation_status));

export async function sendInvitations(p: Ports, sessionId: unknown) {
  const { session, participants } = await load(p, sessionId, 'send_session_invitations');
  const pending = participants.filter((pt) => is(pt, 'invited') && !pt.invitation_sent_at);
  let invitationsSent = 0;
  for (const pt of pending) {
    if (await sendCurated(p, pt.email, (lang) => invitationEmail(p, session, pt, lang), 'invitation')) {
      await markSent(p, pt, 'invitation_sent_at');
      invitationsSent++;
    }
  }
  return { invitationsSent, totalParticipants: participants.filter((pt) => !is(pt, 'cancelled')).length, sessionTitle: session.session_title };
}

export async function sendReminders(p: Ports, sessionId: unknown) {
  const { session, participants } = await load(p, sessionId, 'send_session_reminder');
  const eligible = participants.filter((pt) => is(pt, 'confirmed', 'paid'));
  let remindersSent = 0;
  for (const pt of eligible.filter((x) => !x.reminder_sent_at)) {
    if (await sendCurated(p, pt.email, (lang) => reminderEmail(p, session, pt, lang), 'reminder')) {
      await markSent(p, pt, 'reminder_sent_at');
      remindersSent++;
    }
  }
  return { remindersSent, totalEligible: eligible.length, sessionTitle: session.session_title };
}

/** Invited people who have had their invitation but not answered: at most two nudges each. */
export async function sendNudges(p: Ports, sessionId: unknown) {
  const { session, participants } = await load(p, sessionId, 'send_confirmation_nudges');
  const due = participants.filter((pt) => is(pt, 'invited') && pt.invitation_sent_at && (pt.nudge_count ?? 0) < MAX_NUDGES);
  let firstNudges = 0;
  let secondNudges = 0;
  for (const pt of due) {
    const second = (pt.nudge_count ?? 0) === 1;
    if (!(await sendCurated(p, pt.email, (lang) => nudgeEmail(p, session, pt, second, lang), second ? 'nudge-2' : 'nudge-1'))) continue;
    await curated.countNudge(p, pt, p.clock.now().toISOString());
    if (second) secondNudges++;
    else firstNudges++;
  }
  return { nudgesSent: firstNudges + secondNudges, firstNudges, secondNudges, sessionTitle: session.session_title };
}

/** After a completed session: everyone who came (attended, or confirmed/paid if attendance was not marked). */
export async function sendFeedbackEmails(p: Ports, sessionId: unknown) {
  const { session, participants } = await load(p, sessionId, 'send_feedback_emails');
  const came = participants.filter((pt) => is(pt, 'attended', 'confirmed', 'paid'));
  let emailsSent = 0;
  for (const pt of came.filter((x) => !x.feedback_email_sent_at && !x.feedback_submitted_at)) {
    if (await sendCurated(p, pt.email, (lang) => feedbackRequestEmail(p, session, pt, lang), 'feedback-request')) {
      await markSent(p, pt, 'feedback_email_sent_at');
      emailsSent++;
    }
  }
  return { emailsSent, totalParticipants: came.length, sessionTitle: session.session_title };
}
