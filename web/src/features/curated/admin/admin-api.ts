/**
 * `POST /api/curated-fika-admin` with `{action, data, filters, limit (50), offset (0)}`.
 * A failed answer raises the server's error text, or "API call failed for {action}".
 */
import type { CurrencyTotal } from '../../../../../functions/curated/revenue';
import { ApiError, callApi, type Envelope } from '../../../lib/api-client';
import { MESSAGES } from '../../../../../functions/curated/rules';
import type { Application, Participant, Session, Venue } from '../../../../../functions/curated/model';
import type { Feedback } from '../../../../../functions/curated/feedback';
import type { ScoreBreakdown } from '../../../../../functions/curated/score';

export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly body?: Envelope,
  ) {
    super(message);
  }
}

export interface CallPayload {
  data?: unknown;
  filters?: Record<string, unknown>;
  limit?: number;
  offset?: number;
}

export async function adminCall<T>(token: string, action: string, p: CallPayload = {}): Promise<T> {
  let r: Envelope<T> & { status: number };
  try {
    r = await callApi<T>('curated-fika-admin', { action, data: p.data ?? {}, filters: p.filters ?? {}, limit: p.limit ?? 50, offset: p.offset ?? 0 }, { token });
  } catch (e) {
    throw new AdminCallError(e instanceof ApiError && e.body?.error ? e.body.error : MESSAGES.apiFailed(action));
  }
  if (!r.success) throw new AdminCallError(r.error || MESSAGES.apiFailed(action), r);
  return r.data as T;
}

export type Paged<T> = { data: T[]; pagination: { total: number; limit: number; offset: number } };
export type ParticipantView = Pick<Participant, 'id' | 'session_id' | 'application_id' | 'participation_status' | 'payment_status' | 'payment_amount' | 'payment_date'> & {
  invitation_sent_at: string | null;
  nudge_count: number;
  application: Partial<Application> & { first_name: string; last_name: string; email: string };
};
export type SessionView = Session & { curated_fika_participants: ParticipantView[]; feedback_count?: number };
export type { Application, Venue, Feedback, ScoreBreakdown };

export interface AdminStats {
  applications: { total: number; pending: number; approved: number };
  trends: { applicationsThisWeek: number };
  sessions: { active: number; total: number; emptied: number };
  /** Payments this month less their refunds, one total per currency (never summed across currencies). */
  revenue: { thisMonth: CurrencyTotal[] };
  potentialSessions: number;
}

export interface FeedbackStats {
  total_responses: number;
  average_ratings: Record<string, number>;
  connection_stats: { connections_made_percent: number; would_attend_again_percent: number };
}
