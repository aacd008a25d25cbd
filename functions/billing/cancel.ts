/**
 * cancel_subscription {email} and resume_subscription {email}: changing a subscription needs proof
 * of the address, so without a token each mails a single-use confirmation link (the answer is the
 * same whether or not the email subscribes); with the token from that link it makes the change at
 * Stripe and stores the result.
 *
 * Cancelling ends the subscription at the end of the period already paid for (Stripe's
 * cancel_at_period_end): it stays active, with every benefit, until then, and nothing is refunded
 * because nothing is lost. Until that date it can be resumed; afterwards Stripe ends it
 * (customer.subscription.deleted) and only a new subscription brings the benefits back.
 */
import { Conflict, NotFound, Unauthorized } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { signInRequest } from '../lib/auth/rate-limit';
import { TokenError, consumeLinkToken, issueLinkToken } from '../lib/auth/tokens';
import { subscriptionChangeLinkEmail } from '../lib/mail/templates/billing';
import { sendMail } from '../lib/mail/door';
import { applySubscriptionState, getSubscription, statusFor, type SubscriptionItem } from './subscriptions';
import { isActiveSubscription } from './rules';
import { DURATIONS, SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS } from '../../content/site/facts';

export type SubscriptionChange = 'cancel' | 'resume';

const LINK_TTL_SECONDS = SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS;

export const CANCEL_LINK_PURPOSE = 'subscription-cancel';
export const RESUME_LINK_PURPOSE = 'subscription-resume';
export const CANCEL_LINK_SENT = `We have emailed a link to confirm the cancellation. It works once, for ${DURATIONS.subscriptionChangeLink.text}.`;
export const RESUME_LINK_SENT = `We have emailed a link to confirm resuming your subscription. It works once, for ${DURATIONS.subscriptionChangeLink.text}.`;
export const ALREADY_ENDED = 'Your subscription has already ended. Please subscribe again.';

const CHANGES: Record<
  SubscriptionChange,
  { purpose: string; sent: string; kind: string; path: string; applies: (sub: SubscriptionItem) => boolean; cancelAtPeriodEnd: boolean; done: string }
> = {
  cancel: {
    purpose: CANCEL_LINK_PURPOSE,
    sent: CANCEL_LINK_SENT,
    kind: 'subscription-cancel-link',
    path: '/subscription/cancel?',
    applies: (sub) => !sub.cancel_at_period_end,
    cancelAtPeriodEnd: true,
    done: 'Your subscription is cancelled. It stays active until the end of the period you have paid for and will not renew.',
  },
  resume: {
    purpose: RESUME_LINK_PURPOSE,
    sent: RESUME_LINK_SENT,
    kind: 'subscription-resume-link',
    path: '/subscription/cancel?action=resume&',
    applies: (sub) => Boolean(sub.cancel_at_period_end),
    cancelAtPeriodEnd: false,
    done: 'Your subscription is resumed. It renews at the end of the period as before.',
  },
};

/** Mails the confirmation link for a change, only when the address has an active subscription it applies to. */
export async function requestChangeLink(p: Ports, change: SubscriptionChange, email: string, ip: string) {
  const c = CHANGES[change];
  const mailNow = await signInRequest(p, 'link', email, ip);
  const sub = mailNow ? await getSubscription(p, email) : undefined;
  if (sub && isActiveSubscription(sub, p.clock.now()) && c.applies(sub)) {
    const { token } = await issueLinkToken(p, { purpose: c.purpose, email, ttlSeconds: LINK_TTL_SECONDS });
    const url = `${p.config.siteUrl}${c.path}token=${encodeURIComponent(token)}&email=${encodeURIComponent(normEmail(email))}`;
    await sendMail(p, { to: email, content: (lang) => subscriptionChangeLinkEmail(change, url, lang), category: 'transactional', kind: c.kind });
  }
  return { cancelled: false, resumed: false, confirmationSent: true, message: c.sent, subscription: null };
}

/**
 * Cancels the address's subscription at the end of its period, or resumes it before then (once the
 * owner is proven: a confirmed link, or the signed-in member closing their account). Answers
 * whether the subscription was still active.
 */
export async function changeSubscription(p: Ports, change: SubscriptionChange, email: string): Promise<boolean> {
  const c = CHANGES[change];
  const sub = await getSubscription(p, email);
  if (!sub?.stripeSubscriptionId || sub.stripeSubscriptionId.startsWith('checkout:')) throw new NotFound('Subscription not found');
  const active = isActiveSubscription(sub, p.clock.now());
  if (!active && change === 'resume') throw new Conflict(ALREADY_ENDED);
  if (active && c.applies(sub)) {
    const info = await p.payments.setCancelAtPeriodEnd(sub.stripeSubscriptionId, c.cancelAtPeriodEnd);
    await applySubscriptionState(p, { email, info: { ...info, metadata: { ...info.metadata, email } } });
  }
  return active;
}

/**
 * The change made by the signed-in member for their own address (the member dashboard): their
 * session proves the address as the emailed link does, so no link is needed. 404 without a
 * subscription to change, 409 for resuming one that has ended.
 */
export async function changeAsOwner(p: Ports, change: SubscriptionChange, email: string) {
  const active = await changeSubscription(p, change, email);
  const status = await statusFor(p, email, 'owner');
  return { cancelled: change === 'cancel', resumed: change === 'resume', message: active ? CHANGES[change].done : ALREADY_ENDED, subscription: status.subscription };
}

/** Makes the change the link was mailed for: cancel at the end of the period, or resume before it. */
export async function confirmChange(p: Ports, change: SubscriptionChange, token: string) {
  const c = CHANGES[change];
  let email: string;
  try {
    ({ email } = await consumeLinkToken(p, token, c.purpose));
  } catch (e) {
    if (e instanceof TokenError) throw new Unauthorized(`This link is invalid, expired or already used. Please request a new one.`);
    throw e;
  }
  const active = await changeSubscription(p, change, email);
  // The link mailed to the address proves it: the owner's view.
  const status = await statusFor(p, email, 'owner');
  return {
    cancelled: change === 'cancel',
    resumed: change === 'resume',
    confirmationSent: false,
    message: active ? c.done : ALREADY_ENDED,
    subscription: status.subscription,
  };
}
