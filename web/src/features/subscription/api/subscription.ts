/** POST /api/subscription-management as the subscription pages use it. */
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client';
import { api, type ApiOutput } from '../../../lib/api';

export type PlansData = ApiOutput<'subscription', 'get_plans'>;
export type Plan = PlansData['plans'][number];

/** The server's answers to get_subscription_status. */
export type StatusData = ApiOutput<'subscription', 'get_subscription_status'>;
export type SubscriptionView = NonNullable<StatusData['subscription']>;

/** Calls an action; a failure throws an ApiError carrying the server's message or the given default. */
async function dataOf<T>(call: () => Promise<{ success: boolean; data?: T; error?: string; status: number }>, fallback: string): Promise<T> {
  let r;
  try {
    r = await call();
  } catch (e) {
    throw new ApiError(e instanceof ApiError && e.status === 0 ? NETWORK_ERROR : fallback, e instanceof ApiError ? e.status : 0);
  }
  if (!r.success || r.data === undefined) throw new ApiError(r.error || fallback, r.status);
  return r.data;
}

export const getPlans = () => dataOf(() => api.subscription.get_plans({}), 'Failed to fetch plans');

export const createCheckoutSession = (email: string, planCode: string, source?: string, eventSlug?: string) =>
  dataOf(
    () =>
      api.subscription.create_checkout_session({
        email,
        planCode,
        source,
        eventSlug,
        successUrl: `${window.location.origin}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${window.location.origin}/subscription/cancel`,
      }),
    'Failed to create checkout session',
  );

/**
 * Proof that the visitor holds the email (functions/billing/proof.ts): the member session's token
 * (the owner sees everything), or the id of the paid Checkout Stripe sent them back with.
 */
export type EmailProof = { token: string } | { sessionId: string };

const proofData = (proof: EmailProof) => ('sessionId' in proof ? { sessionId: proof.sessionId } : {});
const proofToken = (proof: EmailProof) => ('token' in proof ? { token: proof.token } : {});
const STATUS_FAILED = 'Failed to get subscription status';

export const getSubscriptionStatus = (email: string, proof: EmailProof) =>
  dataOf(() => api.subscription.get_subscription_status({ email, ...proofData(proof) }, { attempts: 1, ...proofToken(proof) }), STATUS_FAILED);

export const verifyWebhookProcessing = (sessionId: string) => dataOf(() => api.subscription.verify_webhook_processing({ sessionId }, { attempts: 1 }), STATUS_FAILED);

export const syncFromStripe = (email: string, proof: EmailProof) =>
  dataOf(() => api.subscription.sync_from_stripe({ email, ...proofData(proof) }, { attempts: 1, ...proofToken(proof) }), STATUS_FAILED);

export const createFallbackSubscription = (email: string, sessionId: string) =>
  dataOf(() => api.subscription.create_fallback_subscription({ email, sessionId }, { attempts: 1 }), 'Server error. Please try again in a moment or contact support.');

/** The server's answer to cancel_subscription and resume_subscription. */
export type ChangeAnswer = ApiOutput<'subscription', 'cancel_subscription'>;

/**
 * Without a token: mails a confirmation link. With the token from that link: cancels at the end of
 * the paid period, or resumes a subscription set to end.
 */
export const changeSubscription = (change: 'cancel' | 'resume', email: string, token?: string) =>
  change === 'cancel'
    ? dataOf(() => api.subscription.cancel_subscription({ email, token }), 'Failed to cancel subscription')
    : dataOf(() => api.subscription.resume_subscription({ email, token }), 'Failed to resume subscription');
