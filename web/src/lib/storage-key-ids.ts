/**
 * The ids of the items this site keeps in the browser, with what the code needs of each: its key,
 * storage area, consent category and the longest it is used. lib/browser-storage accepts only these
 * ids; their texts for the cookie policy are in ./storage-keys.
 */
import { DAY, HOUR, MINUTE, YEAR } from '@/content/site/durations';

export type StorageCategory = 'essential' | 'analytics' | 'functional';
export type StorageArea = 'localStorage' | 'sessionStorage';

export interface StorageKeyFacts {
  /** The key. `{email}` stands for an email address: one item per address. */
  name: string;
  area: StorageArea;
  category: StorageCategory;
  /** The longest the item is used (ms), or null when it lasts until it is removed. */
  maxAgeMs: number | null;
}

export const STORAGE_KEYS = {
  cookiePreferences: { name: 'fika_cookie_preferences', area: 'localStorage', category: 'essential', maxAgeMs: YEAR },
  memberToken: { name: 'fika_member_token', area: 'localStorage', category: 'essential', maxAgeMs: 24 * HOUR },
  passportSession: { name: 'fika_passport_session', area: 'sessionStorage', category: 'essential', maxAgeMs: 60 * MINUTE },
  curatedSession: { name: 'curated_fika_unified_session', area: 'localStorage', category: 'essential', maxAgeMs: 2 * HOUR },
  adminSession: { name: 'fika_admin_session', area: 'localStorage', category: 'essential', maxAgeMs: 8 * HOUR },
  checkoutEmail: { name: 'fika_checkout_email', area: 'localStorage', category: 'essential', maxAgeMs: null },
  pollFingerprint: { name: 'fika_poll_fingerprint', area: 'localStorage', category: 'essential', maxAgeMs: null },
  passportSeen: { name: 'fika_passport_seen:{email}', area: 'localStorage', category: 'functional', maxAgeMs: null },
  language: { name: 'fika_language', area: 'localStorage', category: 'essential', maxAgeMs: null },
  doorSession: { name: 'fika_door_session', area: 'localStorage', category: 'essential', maxAgeMs: 8 * HOUR },
  doorKit: { name: 'fika_door_kit', area: 'localStorage', category: 'essential', maxAgeMs: 2 * DAY },
  myReservations: { name: 'fika_my_reservations', area: 'localStorage', category: 'functional', maxAgeMs: null },
} as const satisfies Record<string, StorageKeyFacts>;

export type StorageKeyId = keyof typeof STORAGE_KEYS;
