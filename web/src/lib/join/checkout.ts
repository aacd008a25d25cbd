/**
 * Starting a payment: per-event Checkout and the way to the subscription page.
 * The server takes the price from the event catalogue; the browser only names the event.
 */
import { ApiError } from '../api-client';
import { storedItem } from '../browser-storage';
import { localPath } from '../i18n';
import { t } from '../i18n/common';

// Messages shown after an action are read when the module loads: a page's language is fixed for the document.
export const PAYMENT_SESSION_FAILED = t('join.paymentSessionFailed');
export const PAYMENT_SETUP_FAILED = t('join.paymentSetupFailed');
/** A per-event Checkout that could not be started (no answer, or the server failed): the product's own words. */
export const EVENT_CHECKOUT_FAILED = t('join.eventCheckoutFailed');
export const SUBSCRIPTION_REDIRECT_FAILED = t('join.subscriptionRedirectFailed');

/** The checkout email, kept in local storage as `{product}_checkout_email` (where storage is refused, it also travels in the URL). */
export function rememberCheckoutEmail(email: string): void {
  storedItem('checkoutEmail').set(email);
}

export function rememberedCheckoutEmail(): string {
  return storedItem('checkoutEmail').get() ?? '';
}

/** The subscription page's address: /subscription?email=…&source=…&event=…. */
export function subscriptionPath(q: { email?: string; source?: string; event?: string }): string {
  const params = new URLSearchParams();
  if (q.email) params.set('email', q.email);
  if (q.source) params.set('source', q.source);
  if (q.event) params.set('event', q.event);
  const s = params.toString();
  return s ? `/subscription?${s}` : '/subscription';
}

/**
 * Creates a Checkout session for one event and returns its URL; throws an Error with the user-facing
 * text: the server's own message for a request it refused (4xx: the event is full, the hold limit…),
 * "Failed to create event checkout session" when no answer came or the server failed (5xx).
 */
export async function createEventCheckout(input: {
  email: string;
  eventSlug: string;
  eventTitle: string;
  /** The price the server quoted (it checks it against the catalogue). */
  priceCents: number;
  currency: string;
  answers?: Record<string, string>;
}): Promise<string> {
  const origin = window.location.origin;
  const back = `${origin}${localPath(`/events/${encodeURIComponent(input.eventSlug)}`)}`;
  let r;
  try {
    // Loaded when a payment starts: the join forms are on the first page, the client need not be.
    const { api } = await import('../api');
    r = await api.subscription.create_event_checkout_session({
      email: input.email,
      priceCents: input.priceCents,
      currency: input.currency,
      eventMetadata: { eventSlug: input.eventSlug, eventTitle: input.eventTitle, answers: input.answers ?? {} },
      successUrl: `${back}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${back}?payment=cancelled`,
    });
  } catch (e) {
    // The client throws only after its retries: the network, or a 5xx.
    throw new Error(e instanceof ApiError ? EVENT_CHECKOUT_FAILED : PAYMENT_SETUP_FAILED);
  }
  if (!r.success || !r.data?.checkout_url) throw new Error(r.error || PAYMENT_SESSION_FAILED);
  rememberCheckoutEmail(input.email);
  return r.data.checkout_url;
}
