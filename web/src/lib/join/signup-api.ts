/**
 * POST /api/email-signup: newsletter signups and event registrations share it.
 * The server decides access, prices and capacity; the browser only shows what it answers.
 */
import { ApiError, callApi } from '../api-client';
import type { SignupMetadata } from './metadata';

export interface ReservationResult {
  rsvpStatus: 'confirmed' | 'waitlisted' | 'pending_payment';
  waitlistPosition: number | null;
  waitlistCount: number;
  currentCount: number;
  capacity: number;
  isFull: boolean;
  duplicate: boolean;
  eventSlug: string;
}

export interface PaymentOptions {
  allowSubscription: boolean;
  allowPerEventPayment: boolean;
  allowWaitlist: boolean;
}

export interface SignupResponse {
  success: boolean;
  status: number;
  data?: unknown;
  error?: string;
  message?: string;
  reactivated?: boolean;
  isDuplicate?: boolean;
  reservation?: ReservationResult;
  requiresSubscription?: {
    hasSubscription: boolean;
    message: string;
    subscriptionUrl: string;
    eventInfo: { eventSlug: string };
    currentCount: number;
  };
  requiresPayment?: {
    eventPrice: number;
    /** Display text of the price, e.g. "¥3,000". */
    eventPriceText: string;
    currency: string;
    /** Until when a place held for this person waits for the payment ("Wednesday, January 20, 7:00 PM Tokyo time"); null when none is held. */
    holdUntilText?: string | null;
    hasSubscription: boolean;
    paymentOptions: PaymentOptions;
    message: string;
  };
}

export const SIGNUP_NETWORK_ERROR = 'Network error occurred. Please check your connection and try again.';
export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export interface SignupRequest {
  email: string;
  source: string;
  metadata: SignupMetadata;
  /** Answers to the event's RSVP questions (by question id). */
  answers?: Record<string, string>;
}

/** Never throws: a failure becomes { success: false, error } with a message fit to show. */
export async function submitSignup(body: SignupRequest): Promise<SignupResponse> {
  try {
    const r = await callApi('email-signup', body);
    return r as SignupResponse;
  } catch (e) {
    const network = e instanceof ApiError && e.status === 0;
    return { success: false, status: e instanceof ApiError ? e.status : 0, error: network ? SIGNUP_NETWORK_ERROR : GENERIC_ERROR };
  }
}
