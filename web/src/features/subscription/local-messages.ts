/**
 * The messages this feature's own code states in English (api/subscription.ts, recovery.ts) in the
 * page's language; any other text (the server's, already in the page's language) passes unchanged.
 */
import { activeLocale } from '../../lib/i18n';
import { ALL_FAILED, FALLBACK_NETWORK_ERROR, FALLBACK_SERVER_ERROR, NOT_FOUND_AFTER_RETRIES, SESSION_MISSING } from './recovery';
import { t } from './i18n';
import { SUBSCRIPTION_SUMMARY } from '@/content/site/facts';

type Key = Parameters<typeof t>[0];
const KEYS: Record<string, Key> = {
  'Failed to fetch plans': 'error.plans',
  'Failed to create checkout session': 'error.checkout',
  'Failed to get subscription status': 'error.status',
  'Failed to cancel subscription': 'error.cancel',
  'Failed to resume subscription': 'error.resume',
  [FALLBACK_SERVER_ERROR]: 'error.server',
  [SESSION_MISSING]: 'error.sessionMissing',
  [FALLBACK_NETWORK_ERROR]: 'error.network',
  [ALL_FAILED]: 'error.allFailed',
  [NOT_FOUND_AFTER_RETRIES]: 'error.notFound',
};

export function localMessage(message: string): string {
  if (activeLocale() === 'en') return message;
  const key = KEYS[message];
  return key ? t(key) : message;
}

/** Yen as "1,500円", other currencies as "$45" (no cents when whole): amounts in hundredths. */
export function japaneseMoney(cents: number, currency: string): string {
  const units = cents / 100;
  if (currency.toUpperCase() === 'JPY') return `${units.toLocaleString('ja-JP')}円`;
  return new Intl.NumberFormat('ja-JP', { style: 'currency', currency, minimumFractionDigits: Number.isInteger(units) ? 0 : 2 }).format(units);
}

type PlanText = { code: string; name: string; description: string; priceText: string; price_cents: number; currency: string };
/** A plan's name, description and price in the page's language (English: as get_plans states them). */
export function planText(p: PlanText): { name: string; description: string; price: string } {
  if (activeLocale() === 'en' || (p.code !== 'monthly' && p.code !== 'yearly')) return { name: p.name, description: p.description, price: p.priceText };
  return { name: t(`plan.${p.code}.name`), description: t(`plan.${p.code}.description`, { summary: SUBSCRIPTION_SUMMARY.ja }), price: japaneseMoney(p.price_cents, p.currency) };
}
