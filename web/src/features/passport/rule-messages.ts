import { DURATIONS } from '@/content/site/facts';
import { PASSPORT_MESSAGES } from '@/domain/passport/rules';
import { activeLocale } from '../../lib/i18n';
import { durationText } from '../member/rule-messages';
import { t } from './i18n';

/** The passport rules' messages (domain/passport/rules.ts) in the page's language; other text (the server's) as it is. */
const PASSPORT_KEYS = {
  [PASSPORT_MESSAGES.disabled]: 'rule.disabled',
  [PASSPORT_MESSAGES.notAuthenticated]: 'rule.notAuthenticated',
  [PASSPORT_MESSAGES.invalidToken]: 'rule.invalidToken',
  [PASSPORT_MESSAGES.invalidOrExpired]: 'rule.invalidOrExpired',
  [PASSPORT_MESSAGES.sendFailed]: 'rule.sendFailed',
} as const;
export function passportMessage(message: string): string {
  if (activeLocale() === 'en') return message;
  if (message === PASSPORT_MESSAGES.sent) return t('rule.sent', { link: durationText(DURATIONS.signInLink) });
  const key = PASSPORT_KEYS[message as keyof typeof PASSPORT_KEYS];
  return key ? t(key) : message;
}

