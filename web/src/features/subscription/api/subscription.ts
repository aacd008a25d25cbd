/** POST /api/subscription-management as the subscription pages use it. */
import { ApiError, callAction, NETWORK_ERROR } from '../../../lib/api-client';
import type { statusFor, subscriptionView } from '../../../../../functions/billing/subscriptions';
import type { confirmChange } from '../../../../../functions/billing/cancel';

export interface Plan {
  code: string;
  name: string;
  billing_interval: 'month' | 'year';
  price_cents: number;
  currency: string;
  priceText: string;
  description: string;
}

export interface PlansData {
  plans: Plan[];
  annualSavingCents: number;
  annualSavingText: string;
}

/** The server's answers to get_subscription_status (functions/billing/subscriptions.ts). */
export type SubscriptionView = NonNullable<ReturnType<typeof subscriptionView>>;
export type StatusData = Awaited<ReturnType<typeof statusFor>>;

/** Calls an action; a failure throws an Error carrying the server's message or the given default. */
async function act<T>(action: string, data: unknown, fallback: string, attempts?: number, token?: string): Promise<T> {
  let r;
  try {
    r = await callAction<T>('subscription-management', action, data, attempts || token ? { ...(attempts ? { attempts } : {}), ...(token ? { token } : {}) } : undefined);
  } catch (e) {
    throw new ApiError(e instanceof ApiError && e.status === 0 ? NETWORK_ERROR : fallback, e instanceof ApiError ? e.status : 0);
  }
  if (!r.success || r.data === undefined) throw new ApiError(r.error || fallback, r.status);
  return r.data as T;
}

export const getPlans = () => act<PlansData>('get_plans', {}, 'Failed to fetch plans');

export const createCheckoutSession = (email: string, planCode: string, source?: string, eventSlug?: string) =>
  act<{ checkout_url: string; session_id: string }>(
    'create_checkout_session',
    {
      email,
      planCode,
      source,
      eventSlug,
      successUrl: `${window.location.origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${window.location.origin}/subscription/cancel`,
    },
    'Failed to create checkout session',
  );

/**
 * Proof that the visitor holds the email (functions/billing/proof.ts): the member session's token
 * (the owner sees everything), or the id of the paid Checkout Stripe sent them back with.
 */
export type EmailProof = { token: string } | { sessionId: string };

const proofData = (proof: EmailProof) => ('sessionId' in proof ? { sessionId: proof.sessionId } : {});
const proofToken = (proof: EmailProof) => ('token' in proof ? proof.token : undefined);

export const getSubscriptionStatus = (email: string, proof: EmailProof) =>
  act<StatusData>('get_subscription_status', { email, ...proofData(proof) }, 'Failed to get subscription status', 1, proofToken(proof));

export const verifyWebhookProcessing = (sessionId: string) => act<{ webhook_processed: boolean }>('verify_webhook_processing', { sessionId }, 'Failed to get subscription status', 1);

export const syncFromStripe = (email: string, proof: EmailProof) =>
  act<StatusData>('sync_from_stripe', { email, ...proofData(proof) }, 'Failed to get subscription status', 1, proofToken(proof));

export const createFallbackSubscription = (email: string, sessionId: string) =>
  act<StatusData>('create_fallback_subscription', { email, sessionId }, 'Server error. Please try again in a moment or contact support.', 1);

/** The server's answer to cancel_subscription and resume_subscription (functions/billing/cancel.ts). */
export type ChangeAnswer = Awaited<ReturnType<typeof confirmChange>>;

/**
 * Without a token: mails a confirmation link. With the token from that link: cancels at the end of
 * the paid period, or resumes a subscription set to end.
 */
export const changeSubscription = (change: 'cancel' | 'resume', email: string, token?: string) =>
  act<ChangeAnswer>(
    change === 'cancel' ? 'cancel_subscription' : 'resume_subscription',
    { email, token },
    change === 'cancel' ? 'Failed to cancel subscription' : 'Failed to resume subscription',
  );
