/**
 * Every item this site keeps in the browser: its name, storage area, consent category, purpose and
 * how long it lasts. lib/browser-storage accepts only these ids, and /cookies renders its tables
 * from this list, so the policy and the code cannot drift apart. The site sets no cookies.
 *
 * Durations state the lifetime the code enforces: the consent choice's year is enforced by
 * lib/browser-storage; the sessions' lifetimes by their own modules, with the same values as the
 * server's session lengths (a unit test keeps them equal). This module imports only the duration
 * formatter, so the first page load does not carry those modules.
 */
import { DAY, HOUR, MINUTE, YEAR, formatLifetime } from '@/content/site/durations';

export { formatLifetime };

export type StorageCategory = 'essential' | 'analytics' | 'functional';
export type StorageArea = 'localStorage' | 'sessionStorage';

export interface StorageKeyEntry {
  /** The key. `{email}` stands for an email address: one item per address. */
  name: string;
  area: StorageArea;
  category: StorageCategory;
  purpose: string;
  /** The longest the item is used (ms), or null when it lasts until it is removed. */
  maxAgeMs: number | null;
  /** The duration as the cookie policy states it. */
  duration: string;
}

const UNTIL_CLEARED = "Until you clear this site's data in your browser";

const entry = (e: Omit<StorageKeyEntry, 'duration'> & { ends?: string }): StorageKeyEntry => {
  const { ends, ...rest } = e;
  const lifetime = e.maxAgeMs === null ? null : formatLifetime(e.maxAgeMs);
  return { ...rest, duration: [lifetime, ends].filter(Boolean).join(', or ') || UNTIL_CLEARED };
};

export const storageKeys = {
  cookiePreferences: entry({
    name: 'fika_cookie_preferences',
    area: 'localStorage',
    category: 'essential',
    purpose: 'Remembers your choice on this page (analytics and functional storage on or off). After a year it is forgotten and both are off again.',
    maxAgeMs: YEAR,
  }),
  memberToken: entry({
    name: 'fika_member_token',
    area: 'localStorage',
    category: 'essential',
    purpose: 'Keeps you signed in to the member dashboard after you open a member access link.',
    maxAgeMs: 24 * HOUR,
    ends: 'until you log out',
  }),
  passportSession: entry({
    name: 'fika_passport_session',
    area: 'sessionStorage',
    category: 'essential',
    purpose: 'Keeps your Community Passport open after you open a passport link.',
    maxAgeMs: 60 * MINUTE,
    ends: 'until you close the tab',
  }),
  curatedSession: entry({
    name: 'curated_fika_unified_session',
    area: 'localStorage',
    category: 'essential',
    purpose: 'Keeps you signed in to My Sessions and the Curated Fika member portal after you enter your code.',
    maxAgeMs: 2 * HOUR,
  }),
  adminSession: entry({
    name: 'fika_admin_session',
    area: 'localStorage',
    category: 'essential',
    purpose: 'Keeps an organiser signed in to the admin area, in every tab of this browser.',
    maxAgeMs: 8 * HOUR,
    ends: 'until you sign out',
  }),
  checkoutEmail: entry({
    name: 'fika_checkout_email',
    area: 'localStorage',
    category: 'essential',
    purpose: 'Remembers the email you entered at checkout, so the subscription pages can find your payment when you come back from Stripe.',
    maxAgeMs: null,
  }),
  pollFingerprint: entry({
    name: 'fika_poll_fingerprint',
    area: 'localStorage',
    category: 'essential',
    purpose: "An anonymous identifier (a hash of your browser's traits) that lets you vote once in the community poll and change your vote.",
    maxAgeMs: null,
  }),
  passportSeen: entry({
    name: 'fika_passport_seen:{email}',
    area: 'localStorage',
    category: 'functional',
    purpose: 'Remembers the stamps and tier your passport showed last time in this browser, so new stamps and a new tier are celebrated once.',
    maxAgeMs: null,
    ends: "Until you turn functional storage off or clear this site's data in your browser",
  }),
} as const satisfies Record<string, StorageKeyEntry>;

export type StorageKeyId = keyof typeof storageKeys;

export const storageAreaLabel: Record<StorageArea, string> = { localStorage: 'Local storage', sessionStorage: 'Session storage' };
