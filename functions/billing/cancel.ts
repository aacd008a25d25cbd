/**
 * cancel_subscription {email}: cancelling needs proof of the address, so without a token it mails a
 * single-use confirmation link (the answer is the same whether or not the email subscribes); with
 * the token from that link it cancels at Stripe and stores the result.
 */
import { NotFound, Unauthorized } from '../lib/errors';
import { normEmail } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { hit, limits } from '../lib/auth/rate-limit';
import { TokenError, consumeLinkToken, issueLinkToken } from '../lib/auth/tokens';
import { subscriptionCancelLinkEmail } from '../lib/email/templates-join';
import { sendMail } from '../unsubscribe/mailer';
import { applySubscriptionState, getSubscription, statusFor, subscriptionView } from './subscriptions';
import { isActiveSubscription } from './rules';

export const CANCEL_LINK_PURPOSE = 'subscription-cancel';
export const CANCEL_LINK_SENT = 'We have emailed a link to confirm the cancellation. It works once, for 24 hours.';

export async function requestCancellation(p: Ports, email: string, ip: string) {
  await hit(p, limits.linkPerIp, ip);
  await hit(p, limits.linkPerEmail, email);
  const sub = await getSubscription(p, email);
  if (sub && isActiveSubscription(sub, p.clock.now())) {
    const { token } = await issueLinkToken(p, { purpose: CANCEL_LINK_PURPOSE, email, ttlSeconds: 86400 });
    const url = `${p.config.siteUrl}/subscription/cancel?token=${encodeURIComponent(token)}&email=${encodeURIComponent(normEmail(email))}`;
    await sendMail(p, { to: email, content: subscriptionCancelLinkEmail(url), category: 'transactional', kind: 'subscription-cancel-link' });
  }
  return { cancelled: false, confirmationSent: true, message: CANCEL_LINK_SENT, subscription: null };
}

export async function confirmCancellation(p: Ports, token: string) {
  let email: string;
  try {
    ({ email } = await consumeLinkToken(p, token, CANCEL_LINK_PURPOSE));
  } catch (e) {
    if (e instanceof TokenError) throw new Unauthorized('This cancellation link is invalid, expired or already used. Please request a new one.');
    throw e;
  }
  const sub = await getSubscription(p, email);
  if (!sub?.stripeSubscriptionId || sub.stripeSubscriptionId.startsWith('checkout:')) throw new NotFound('Subscription not found');
  if (sub.subscription_status !== 'canceled') {
    const info = await p.payments.cancelSubscription(sub.stripeSubscriptionId);
    await applySubscriptionState(p, { email, info: { ...info, metadata: { ...info.metadata, email } } });
  }
  const status = await statusFor(p, email);
  return { cancelled: true, confirmationSent: false, message: 'Your subscription is cancelled.', subscription: status.subscription ?? subscriptionView(undefined, p.clock.now()) };
}
