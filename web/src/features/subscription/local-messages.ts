/**
 * The messages this feature's own code states in English (api/subscription.ts, recovery.ts) in the
 * page's language; any other text (the server's, already in the page's language) passes unchanged.
 */
import { activeLocale } from '../../lib/i18n';
import { ALL_FAILED, FALLBACK_NETWORK_ERROR, FALLBACK_SERVER_ERROR, NOT_FOUND_AFTER_RETRIES, SESSION_MISSING } from './recovery';
import { t } from './i18n';

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
