/** `POST /api/curated-fika`: the participant calls (access code, sessions by email, cancel, links, feedback), typed from the API catalogue. */
import { api, type ApiOutput } from '../../../lib/api';
import type { ApplicationFields } from '@/domain/curated/forms';
import type { LinkPurpose } from '@/domain/curated/rules';

export type Participation = ApiOutput<'curated', 'get_my_sessions'>[number];
export type ApplicationSummary = NonNullable<ApiOutput<'curated', 'get_member_portal'>['application']>;
export type LinkDetails = ApiOutput<'curated', 'get_link_details'>;
/** An emailed link's curated session, participant and signature. */
export type LinkParams = Parameters<typeof api.curated.confirm_attendance>[0];

/** Not retried on 5xx: a retried submission could only meet "already applied". */
export const submitApplication = (fields: ApplicationFields) => api.curated.submit_application({ ...fields }, { attempts: 1 });

export const sendAccessCode = (email: string, context: 'my-sessions' | 'member-portal' = 'my-sessions') => api.curated.send_session_access_code({ email, context });

/** The participations, with the sign-in (`session`: token, email, expiry) and the application as extras. */
export const verifyCode = (email: string, code: string) => api.curated.get_sessions_by_email_with_code({ email, code });

/** The upcoming sessions, with the application as an extra (null when there is none). */
export const getMySessions = (accessToken: string) => api.curated.get_my_sessions({}, { token: accessToken });
export const extendSignIn = (accessToken: string) => api.curated.extend_session({}, { token: accessToken });
export const signOut = (accessToken: string) => api.curated.sign_out({}, { token: accessToken });
export const getMemberPortal = (accessToken: string) => api.curated.get_member_portal({}, { token: accessToken });

export const cancelMyAttendance = (participantId: string, cancellationReason: string, accessToken: string) =>
  api.curated.cancel_participant_attendance({ participantId, cancellationReason }, { token: accessToken });

export const cancelByLink = (l: LinkParams) => api.curated.cancel_participant_attendance(l);
export const getLinkDetails = (l: LinkParams, purpose: LinkPurpose) => api.curated.get_link_details({ ...l, purpose });
export const confirmAttendance = (l: LinkParams) => api.curated.confirm_attendance(l);
/** Not retried on 5xx: each attempt would open another Checkout. */
export const startPayment = (l: LinkParams) => api.curated.start_payment(l, { attempts: 1 });
export const submitFeedback = (l: LinkParams, fields: Record<string, unknown>) => api.curated.submit_feedback({ ...l, ...fields }, { attempts: 1 });

/** The session, participant and token query parameters of an emailed link (null if any is missing). */
export function linkParams(search: URLSearchParams): LinkParams | null {
  const sessionId = search.get('session')?.trim();
  const participantId = search.get('participant')?.trim();
  const token = search.get('token')?.trim();
  return sessionId && participantId && token ? { sessionId, participantId, token } : null;
}
