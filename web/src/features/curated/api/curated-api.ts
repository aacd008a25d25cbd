/** `POST /api/curated-fika`: the participant calls (access code, sessions by email, cancel, feedback), typed. */
import type { Currency } from '../../../../../content/cities';
import { callAction, type Envelope } from '../../../lib/api-client';
import type { ParticipationRecord } from '../../../../../functions/curated/model';
import type { applicationSummary } from '../../../../../functions/curated/access';
import type { ApplicationFields } from '../../../../../functions/curated/forms';

export type Participation = ParticipationRecord;
export type ApplicationSummary = NonNullable<ReturnType<typeof applicationSummary>>;
export type LinkPurpose = 'cancel' | 'confirm' | 'feedback' | 'pay';
export interface LinkParams {
  sessionId: string;
  participantId: string;
  token: string;
}
export interface LinkDetails {
  participation: Participation;
  firstName: string;
  feedbackSubmitted?: boolean;
  expectedAttendees: number;
  payment: { price_per_person: number; currency: Currency; payment_status: 'paid' | 'unpaid' | 'refunded'; payment_amount: number | null };
}

type Answer<T> = Promise<Envelope<T> & { status: number }>;
const call = <T>(action: string, data: unknown, token?: string): Answer<T> => callAction<T>('curated-fika', action, data, { token });

export const submitApplication = (fields: ApplicationFields) =>
  callAction<{ applicationId: string; application_status: string; is_premium_member: boolean }>('curated-fika', 'submit_application', fields, { attempts: 1 });

export const sendAccessCode = (email: string, context: 'my-sessions' | 'member-portal' = 'my-sessions') =>
  call<{ message: string }>('send_session_access_code', { email, context });

export type VerifyAnswer = Envelope<Participation[]> & {
  status: number;
  session?: { token: string; email: string; expiresAt: string };
  application?: ApplicationSummary | null;
};
export const verifyCode = (email: string, code: string) => call<Participation[]>('get_sessions_by_email_with_code', { email, code }) as Promise<VerifyAnswer>;

/** The upcoming sessions, with the application as an extra (null when there is none). */
export const getMySessions = (token: string) =>
  call<Participation[]>('get_my_sessions', {}, token) as Promise<Envelope<Participation[]> & { status: number; application?: ApplicationSummary | null }>;
export const extendSession = (token: string) => call<{ expiresAt: string }>('extend_session', {}, token);
export const signOut = (token: string) => call<{ signedOut: boolean }>('sign_out', {}, token);
export const getMemberPortal = (token: string) =>
  call<{ email: string; application: ApplicationSummary | null; participations: Participation[] }>('get_member_portal', {}, token);

export const cancelMyAttendance = (participantId: string, cancellationReason: string, token: string) =>
  call<{ participantId: string; alreadyCancelled: boolean }>('cancel_participant_attendance', { participantId, cancellationReason }, token);

export const cancelByLink = (l: LinkParams) => call<{ participantId: string; alreadyCancelled: boolean }>('cancel_participant_attendance', l);
export const getLinkDetails = (l: LinkParams, purpose: LinkPurpose) => call<LinkDetails>('get_link_details', { ...l, purpose });
export const confirmAttendance = (l: LinkParams) => call<{ participation: Participation; alreadyConfirmed: boolean }>('confirm_attendance', l);
export const startPayment = (l: LinkParams) =>
  callAction<{ checkout_url: string; session_id: string; amount: number; currency: string }>('curated-fika', 'start_payment', l, { attempts: 1 });
export const submitFeedback = (l: LinkParams, fields: Record<string, unknown>) => callAction<{ id: string }>('curated-fika', 'submit_feedback', { ...l, ...fields }, { attempts: 1 });

/** The session, participant and token query parameters of an emailed link (null if any is missing). */
export function linkParams(search: URLSearchParams): LinkParams | null {
  const sessionId = search.get('session')?.trim();
  const participantId = search.get('participant')?.trim();
  const token = search.get('token')?.trim();
  return sessionId && participantId && token ? { sessionId, participantId, token } : null;
}
