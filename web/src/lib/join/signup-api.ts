/**
 * POST /api/email-signup: newsletter signups and event registrations share it.
 * The server decides access, prices and capacity; the browser only shows what it answers.
 */
import type { RequiresPayment, RequiresSubscription } from '@/api/email-signup';
import { ApiError } from '../api-client';
import type { ApiClient } from '../api';
import type { SignupMetadata } from './metadata';
import { t } from '../i18n/common';
import type { CitySlug } from '@/content/cities';

/**
 * The endpoint's answer: its envelope (message, isDuplicate, reservation…), and on a 402 the
 * payment or subscription the event asks for.
 */
export type SignupResponse = Awaited<ReturnType<ApiClient['emailSignup']['post']>> & {
  requiresPayment?: RequiresPayment;
  requiresSubscription?: RequiresSubscription;
};
export type ReservationResult = NonNullable<SignupResponse['reservation']>;

// Read when the module loads: a page's language is fixed for the document.
export const SIGNUP_NETWORK_ERROR = t('join.networkError');
export const GENERIC_ERROR = t('join.genericError');

export interface SignupRequest {
  email: string;
  source: string;
  metadata: SignupMetadata;
  /** Answers to the event's RSVP questions (by question id). */
  answers?: Record<string, string>;
  /** The newsletter list only: the cities of the weekly digest (at least one). */
  cities?: CitySlug[];
  /** The paid subscription Checkout of this email (the success page's): it proves the email, so a subscription counts. */
  sessionId?: string;
}

/**
 * `memberToken`: the signed-in member's session, sent only when the address is theirs.
 * Never throws: a failure becomes { success: false, error } with a message fit to show.
 * The signup form is on the first page most people see, so the API client loads when the form is
 * sent, not with the page.
 */
export async function submitSignup(body: SignupRequest, memberToken?: string): Promise<SignupResponse> {
  try {
    const { api } = await import('../api');
    // The member session of this email proves it: only then does a subscription count for the registration.
    return await api.emailSignup.post(body, memberToken ? { token: memberToken } : {});
  } catch (e) {
    const network = e instanceof ApiError && e.status === 0;
    return { success: false, status: e instanceof ApiError ? e.status : 0, error: network ? SIGNUP_NETWORK_ERROR : GENERIC_ERROR };
  }
}
