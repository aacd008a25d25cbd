/** Subscription statuses, their labels and the active rule: active or trialing, with no period end or one in the future (pure). */

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past Due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  paused: 'Paused',
  incomplete_expired: 'Incomplete',
};

export const statusLabel = (status: string | undefined | null): string => (status ? (STATUS_LABELS[status] ?? status) : 'None');

/** A live status: one that can give access (active or trialing), whatever the period end. */
export const isLiveStatus = (status: string | undefined | null): boolean => status === 'active' || status === 'trialing';

/** Active only if the status is active or trialing and the period end is absent or in the future. */
export function isActiveSubscription(sub: { subscription_status?: string | null; current_period_end?: string | null } | undefined | null, now: Date): boolean {
  if (!sub) return false;
  if (!isLiveStatus(sub.subscription_status)) return false;
  if (!sub.current_period_end) return true;
  const end = Date.parse(sub.current_period_end);
  return Number.isNaN(end) || end > now.getTime();
}

/** Who is looking at a subscription: the subscriber (signed in as the member) or the payer (proved by the Checkout session). */
export type Viewer = 'owner' | 'payer';
