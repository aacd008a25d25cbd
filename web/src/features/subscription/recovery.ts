/**
 * Subscription recovery, run by /subscription/success: status check with retries
 * (3 attempts, waiting 2 s × attempt), then whether the webhook was processed, then a
 * sync from the payment provider, then — only when a session id exists — the fallback creation.
 * Without a session id or a member session for the email there is nothing to prove the email
 * with, so the status and the sync are not asked for.
 */
import { ApiError, NETWORK_ERROR } from '../../lib/api-client';
import {
  createFallbackSubscription,
  getSubscriptionStatus,
  syncFromStripe,
  verifyWebhookProcessing,
  type EmailProof,
  type StatusData,
} from './api/subscription';
import { readStoredToken } from '../../lib/member-session';

export const STATUS_ATTEMPTS = 3;
export const STATUS_DELAY_MS = 2000;

export const SESSION_MISSING = 'Session information is missing. Please try again or contact support.';
export const FALLBACK_NETWORK_ERROR = 'Network error. Please check your connection and try again.';
export const FALLBACK_SERVER_ERROR = 'Server error. Please try again in a moment or contact support.';
export const ALL_FAILED = 'All recovery methods failed';
export const NOT_FOUND_AFTER_RETRIES = 'Subscription not found after all retries';

export type RecoveryStep = 'status' | 'webhook' | 'sync' | 'fallback';

export interface RecoveryDeps {
  sleep: (ms: number) => Promise<void>;
  onStep?: (step: RecoveryStep, attempt?: number) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const active = (s: StatusData | undefined) => Boolean(s?.hasActiveSubscription);

/** Resolves with the active subscription, or throws an Error whose message is shown to the user as it is. */
export async function recoverSubscription(email: string, sessionId: string | null, deps: Partial<RecoveryDeps> = {}): Promise<StatusData> {
  const sleep = deps.sleep ?? defaultSleep;
  // The subscription is read only with proof of the email: the Checkout Stripe sent the buyer back
  // with, or else the member session of that very email.
  const stored = readStoredToken();
  const proof: EmailProof | null = sessionId ? { sessionId } : stored && stored.email === email ? { token: stored.token } : null;
  let networkFailure = false;
  const attempt = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof ApiError && (e.status === 0 || e.message === NETWORK_ERROR)) networkFailure = true;
      return undefined;
    }
  };

  for (let i = 1; proof && i <= STATUS_ATTEMPTS; i++) {
    deps.onStep?.('status', i);
    const s = await attempt(() => getSubscriptionStatus(email, proof));
    if (active(s)) return s!;
    if (i < STATUS_ATTEMPTS) await sleep(STATUS_DELAY_MS * i);
  }

  if (sessionId) {
    deps.onStep?.('webhook');
    const w = await attempt(() => verifyWebhookProcessing(sessionId));
    if (w?.webhook_processed) {
      const s = await attempt(() => getSubscriptionStatus(email, { sessionId }));
      if (active(s)) return s!;
    }
  }

  if (proof) {
    deps.onStep?.('sync');
    const synced = await attempt(() => syncFromStripe(email, proof));
    if (active(synced)) return synced!;
  }

  if (!sessionId) throw new Error(networkFailure ? FALLBACK_NETWORK_ERROR : SESSION_MISSING);

  deps.onStep?.('fallback');
  try {
    const f = await createFallbackSubscription(email, sessionId);
    if (active(f)) return f;
    throw new Error(NOT_FOUND_AFTER_RETRIES);
  } catch (e) {
    if (e instanceof ApiError) {
      if (e.status === 0 || e.message === NETWORK_ERROR) throw new Error(FALLBACK_NETWORK_ERROR);
      if (e.status >= 500) throw new Error(FALLBACK_SERVER_ERROR);
      throw new Error(e.message || ALL_FAILED);
    }
    throw e instanceof Error ? e : new Error(ALL_FAILED);
  }
}
