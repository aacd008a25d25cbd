/**
 * The Curated Fika dashboard's CSV downloads (sessions, their participants, feedback). The lists are
 * paged on screen, so each download reads every page matching the tab's filters (500 rows a call, the
 * API's largest page) and builds the file in the browser (web/src/lib/csv.ts).
 */
import type { CsvColumn } from '../../../lib/csv';
import { admin, type FeedbackPage, type SessionView } from './admin-api';
import { RATING_FIELDS } from '@/functions/curated/forms';

/** The API's largest page for list actions. */
const EXPORT_PAGE = 500;

type Feedback = FeedbackPage['data'][number];
type ParticipantRow = SessionView['curated_fika_participants'][number] & { session: SessionView };

export const SESSION_COLUMNS: CsvColumn<SessionView>[] = [
  ...(['id', 'session_title', 'session_date', 'session_status', 'registration', 'city', 'country', 'venue_name', 'venue_area', 'venue_address', 'venue_timezone'] as const).map(
    (f): CsvColumn<SessionView> => ({ header: f, value: (s) => s[f] }),
  ),
  { header: 'max_participants', value: (s) => s.max_participants },
  { header: 'current_participants', value: (s) => s.current_participants },
  { header: 'session_duration_minutes', value: (s) => s.session_duration },
  { header: 'price_per_person', value: (s) => s.price_per_person },
  { header: 'total_revenue', value: (s) => s.total_revenue },
  { header: 'target_interests', value: (s) => s.target_interests },
  { header: 'target_themes', value: (s) => s.target_themes },
  { header: 'host_notes', value: (s) => s.host_notes },
  { header: 'created_at', value: (s) => s.created_at },
];

export const PARTICIPANT_COLUMNS: CsvColumn<ParticipantRow>[] = [
  { header: 'session_id', value: (p) => p.session.id },
  { header: 'session_title', value: (p) => p.session.session_title },
  { header: 'session_date', value: (p) => p.session.session_date },
  { header: 'participant_id', value: (p) => p.id },
  { header: 'application_id', value: (p) => p.application_id },
  { header: 'first_name', value: (p) => p.application.first_name },
  { header: 'last_name', value: (p) => p.application.last_name },
  { header: 'email', value: (p) => p.application.email },
  { header: 'participation_status', value: (p) => p.participation_status },
  { header: 'payment_status', value: (p) => p.payment_status },
  { header: 'payment_amount', value: (p) => p.payment_amount },
  { header: 'payment_date', value: (p) => p.payment_date },
  { header: 'refunded_at', value: (p) => p.refunded_at },
  { header: 'invitation_sent_at', value: (p) => p.invitation_sent_at },
  { header: 'confirmed_at', value: (p) => p.confirmed_at },
  { header: 'is_replacement', value: (p) => p.is_replacement },
  { header: 'cancellation_reason', value: (p) => p.cancellation_reason },
];

export const FEEDBACK_COLUMNS: CsvColumn<Feedback>[] = [
  { header: 'id', value: (f) => f.id },
  { header: 'submitted_at', value: (f) => f.submitted_at },
  { header: 'session_id', value: (f) => f.session.id },
  { header: 'session_title', value: (f) => f.session.session_title },
  { header: 'session_date', value: (f) => f.session.session_date },
  { header: 'first_name', value: (f) => f.participant.first_name },
  { header: 'last_name', value: (f) => f.participant.last_name },
  { header: 'email', value: (f) => f.participant.email },
  ...RATING_FIELDS.map((k): CsvColumn<Feedback> => ({ header: k, value: (f) => f[k] })),
  { header: 'connection_made', value: (f) => f.connection_made },
  { header: 'would_attend_again', value: (f) => f.would_attend_again },
  { header: 'individual_connections', value: (f) => f.individual_connections },
  { header: 'preferred_group_size', value: (f) => f.preferred_group_size },
  { header: 'what_worked_well', value: (f) => f.what_worked_well },
  { header: 'what_could_improve', value: (f) => f.what_could_improve },
  { header: 'memorable_moments', value: (f) => f.memorable_moments },
  { header: 'attendee_notes', value: (f) => f.attendee_notes },
];

/** Every session matching the filters, all pages (a cursor list: each page names the next). */
export async function allSessions(token: string, filters: Record<string, string>): Promise<SessionView[]> {
  const rows: SessionView[] = [];
  let cursor: string | undefined;
  do {
    const r = await admin(token).get_sessions({}, { filters, limit: EXPORT_PAGE, cursor });
    rows.push(...r.data);
    cursor = r.next ?? undefined;
  } while (cursor);
  return rows;
}

/** One row per participant of those sessions, with its session. */
export const participantsOf = (sessions: readonly SessionView[]): ParticipantRow[] => sessions.flatMap((session) => session.curated_fika_participants.map((p) => ({ ...p, session })));

/** Every feedback matching the filters, all pages (a cursor list: each page names the next). */
export async function allFeedback(token: string, filters: { min_satisfaction?: number }): Promise<Feedback[]> {
  const rows: Feedback[] = [];
  let cursor: string | undefined;
  do {
    const r = await admin(token).get_feedback({}, { filters, limit: EXPORT_PAGE, cursor });
    rows.push(...r.data);
    cursor = r.next ?? undefined;
  } while (cursor);
  return rows;
}
