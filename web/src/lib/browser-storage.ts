/**
 * The one door to the browser's storage. Items are named by their id in lib/storage-keys (the
 * registry the cookie policy is rendered from), so nothing is stored that the policy does not list.
 *
 * Consent: essential items are always allowed. An analytics or functional item is read and written
 * only while the visitor allows its category; turning a category off removes its items. The choice
 * itself (`fika_cookie_preferences`, {essential, analytics, functional, savedAt}) lasts one year,
 * then it is forgotten and only essential storage is used again.
 *
 * Storage that the browser refuses (private modes, disabled storage) reads as empty and ignores writes.
 */
import { STORAGE_KEYS as storageKeys, type StorageCategory, type StorageKeyId } from './storage-key-ids';

export type ConsentCategory = StorageCategory;

export interface CookiePreferences {
  essential: true;
  analytics: boolean;
  functional: boolean;
}

/** Until the visitor chooses, only essential storage is used. */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = { essential: true, analytics: false, functional: false };

function area(id: StorageKeyId): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[storageKeys[id].area];
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** The key of an item; `{email}` in its name is filled with the email (lower case). */
function keyOf(id: StorageKeyId, email?: string): string {
  const { name } = storageKeys[id];
  if (!name.includes('{email}')) return name;
  if (!email) throw new Error(`storage item ${id} needs an email`);
  return name.replace('{email}', email.toLowerCase());
}

export interface StoredItem {
  get(): string | null;
  set(value: string): void;
  remove(): void;
}

/** One registered item: read, write, remove. Non-essential items follow the visitor's consent. */
export function storedItem(id: StorageKeyId, email?: string): StoredItem {
  const key = keyOf(id, email);
  const allowed = () => consentAllows(storageKeys[id].category);
  return {
    get: () => {
      if (!allowed()) return null;
      try {
        return area(id)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        if (allowed()) area(id)?.setItem(key, value);
        else area(id)?.removeItem(key);
      } catch {
        /* full or refused: the item is simply not kept */
      }
    },
    remove: () => {
      try {
        area(id)?.removeItem(key);
      } catch {
        /* nothing to remove */
      }
    },
  };
}

/** Removes every item of a category (per-email items for every email). */
function removeCategory(category: StorageCategory): void {
  for (const id of Object.keys(storageKeys) as StorageKeyId[]) {
    const entry = storageKeys[id];
    if (entry.category !== category) continue;
    const store = area(id);
    if (!store) continue;
    const [prefix] = entry.name.split('{email}');
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
    for (const k of keys) if (entry.name.includes('{email}') ? k.startsWith(prefix) : k === entry.name) store.removeItem(k);
  }
}

const preferences = () => storedItem('cookiePreferences');

export function readCookiePreferences(now = Date.now()): CookiePreferences {
  const raw = preferences().get();
  if (!raw) return { ...DEFAULT_COOKIE_PREFERENCES };
  try {
    const v = JSON.parse(raw) as Partial<CookiePreferences> & { savedAt?: string };
    const savedAt = Date.parse(v.savedAt ?? '');
    const maxAge = storageKeys.cookiePreferences.maxAgeMs;
    if (maxAge !== null && !(savedAt + maxAge > now)) {
      // Older than a year (or from before choices were dated): ask again, essential only meanwhile.
      preferences().remove();
      removeCategory('analytics');
      removeCategory('functional');
      return { ...DEFAULT_COOKIE_PREFERENCES };
    }
    return { essential: true, analytics: v.analytics === true, functional: v.functional === true };
  } catch {
    return { ...DEFAULT_COOKIE_PREFERENCES };
  }
}

export function saveCookiePreferences(p: { analytics: boolean; functional: boolean }, now = Date.now()): CookiePreferences {
  const prefs: CookiePreferences = { essential: true, analytics: p.analytics, functional: p.functional };
  preferences().set(JSON.stringify({ ...prefs, savedAt: new Date(now).toISOString() }));
  if (!prefs.analytics) removeCategory('analytics');
  if (!prefs.functional) removeCategory('functional');
  return prefs;
}

export function consentAllows(category: ConsentCategory, prefs?: CookiePreferences): boolean {
  return category === 'essential' || (prefs ?? readCookiePreferences())[category];
}

/** The key of an item, for `storage` events from other tabs. */
export const storageKeyName = (id: StorageKeyId, email?: string): string => keyOf(id, email);
