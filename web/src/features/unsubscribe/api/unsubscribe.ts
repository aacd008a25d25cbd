/**
 * POST /api/unsubscribe process_unsubscribe (token or email, reason, method, feedback, source type,
 * user agent, and for the team's notice the referrer ("direct" without one) and this page's address
 * without its token; as JSON).
 */
import { PAGE_URL_MAX, noticePageUrl } from '@/domain/unsubscribe/forms';
import { ApiError } from '../../../lib/api-client';
import { api, type ApiOutput } from '../../../lib/api';

type Answer = ApiOutput<'unsubscribe', 'process_unsubscribe'>;
/** Every field either answer may carry: unsubscribed (a token) or a link mailed (an email alone). */
type AnswerFields = Partial<Extract<Answer, { tracking_id: string }> & Extract<Answer, { confirmation_sent: true }>>;

export type UnsubscribeResult = AnswerFields & {
  success: boolean;
  error?: string;
  code?: 'INVALID_EMAIL' | 'DATABASE_ERROR' | 'UNSUBSCRIBE_FAILED' | 'NETWORK_ERROR' | 'INVALID_TOKEN';
};

export const UNSUBSCRIBE_NETWORK_ERROR = 'Network error occurred. Please try again.';
export const UNSUBSCRIBE_FAILED = 'Failed to unsubscribe';

/** The reasons a reader may give; their labels are the catalogue's `reason.<value>` messages. */
export const REASONS = ['not_specified', 'too_many_emails', 'not_relevant', 'moved_away', 'never_signed_up', 'other'] as const;

export async function processUnsubscribe(input: { token?: string; email?: string; reason: string; feedback: string }): Promise<UnsubscribeResult> {
  try {
    const r = await api.unsubscribe.process_unsubscribe({
      token: input.token,
      email: input.email,
      reason: input.reason,
      feedback: input.feedback || null,
      method: 'email_link',
      source_type: input.token ? 'email_unsubscribe_link' : 'unsubscribe_page',
      user_agent: navigator.userAgent,
      referrer: (document.referrer || 'direct').slice(0, PAGE_URL_MAX),
      current_url: noticePageUrl(window.location.href),
    });
    return { ...r.data, success: r.success, error: r.error, code: r.code as UnsubscribeResult['code'] };
  } catch (e) {
    return { success: false, error: e instanceof ApiError && e.status === 0 ? UNSUBSCRIBE_NETWORK_ERROR : UNSUBSCRIBE_FAILED, code: e instanceof ApiError && e.status === 0 ? 'NETWORK_ERROR' : 'UNSUBSCRIBE_FAILED' };
  }
}

/** The address inside a signed link (for display only; the server checks the signature). */
export function emailInToken(token: string): string | null {
  const [encoded] = token.split('.');
  try {
    const text = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return /@/.test(text) ? text : null;
  } catch {
    return null;
  }
}
