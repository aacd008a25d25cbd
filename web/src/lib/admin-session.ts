/**
 * The admin session in the browser: the bearer token from /api/admin-auth `verify` and the instant
 * the server said it expires, kept in localStorage so every tab of this browser shares it (a new
 * tab opened on /admin/* is signed in).
 *
 * It still ends where it ends on the server: signing out in one tab removes it, and the other tabs
 * hear of it through the `storage` event and go to the sign-in page; when its expiry passes it is
 * cleared (on the next read, and by a timer in AdminLayout). The server stays the authority:
 * AdminLayout checks the token with `session` on every visit, and a token the server refuses is
 * cleared in every tab. AdminLayout provides the signed-in admin to the /admin/* pages through
 * `useAdmin()`. Why localStorage is acceptable here: docs/security.md, "The admin session, shared by the tabs of one browser".
 */
import { createContext, useContext } from 'react';
import type { ApiOutput } from './api';
import { storageKeyName, storedItem } from './browser-storage';

export const ADMIN_SESSION_KEY = storageKeyName('adminSession');

export interface AdminSession {
  email: string;
  token: string;
  expiresAt?: string;
  signOut(): Promise<void>;
}

/** What is stored: the token and the server's expiry (ISO), as `verify` answered them. */
export type StoredAdminSession = Pick<ApiOutput<'adminAuth', 'verify'>, 'token' | 'expiresAt'>;

const item = () => storedItem('adminSession');
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The stored session while it is unexpired; an expired or malformed one is cleared. */
export function readAdminSession(now = Date.now()): StoredAdminSession | null {
  const raw = item().get();
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<StoredAdminSession>;
    if (typeof s.token === 'string' && s.token && typeof s.expiresAt === 'string' && Date.parse(s.expiresAt) > now) return { token: s.token, expiresAt: s.expiresAt };
  } catch {
    /* malformed (or a token stored by an older version): cleared below */
  }
  clearAdminToken();
  return null;
}

export const readAdminToken = (now = Date.now()): string | null => readAdminSession(now)?.token ?? null;

/** Stores a fresh session from `verify`; the tabs of this browser share it. */
export function saveAdminSession(s: StoredAdminSession): void {
  item().set(JSON.stringify({ token: s.token, expiresAt: s.expiresAt } satisfies StoredAdminSession));
  notify();
}

/** Forgets the session in every tab of this browser (others hear it through the `storage` event). */
export function clearAdminToken(): void {
  const had = item().get() !== null;
  item().remove();
  if (had) notify();
}

/**
 * Calls `onChange` whenever the stored session may have changed: signed in or out in this tab or
 * in another tab of this browser. Returns the unsubscribe function.
 */
export function subscribeAdminSession(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === ADMIN_SESSION_KEY || e.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only usable below the /admin layout. */
export function useAdmin(): AdminSession {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin() is only available on /admin pages');
  return admin;
}
