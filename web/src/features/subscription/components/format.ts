import type { SubscriptionView } from '../api/subscription';
import { intlLocale } from '../../../lib/i18n';
import { t } from '../i18n';

/** "December 20, 2026" (Japanese "2026年12月20日") in the reader's own zone (a billing date, not an event time). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric' });
}

/** True while a cancelled subscription still runs until the end of its paid period (and can be resumed). */
export const endsAtPeriodEnd = (sub: SubscriptionView) => sub.isActive && sub.cancel_at_period_end && Boolean(sub.current_period_end);

/** The status as a subscriber reads it: "Active until {date}" once cancelled, otherwise the status label. */
export const statusText = (sub: SubscriptionView) => (endsAtPeriodEnd(sub) ? t('activeUntil', { date: formatDate(sub.current_period_end!) }) : sub.statusLabel);
