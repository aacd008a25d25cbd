/**
 * The admin session in the browser: the bearer token from /api/admin-auth `verify`, kept in
 * sessionStorage (gone when the tab closes). AdminLayout checks it with `session` on every visit
 * and provides the signed-in admin to the /admin/* pages through `useAdmin()`.
 */
import { createContext, useContext } from 'react';

export const ADMIN_SESSION_KEY = 'fika_admin_session';

export interface AdminSession {
  email: string;
  token: string;
  expiresAt?: string;
  signOut(): Promise<void>;
}

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const readAdminToken = (): string | null => store()?.getItem(ADMIN_SESSION_KEY) ?? null;
export const saveAdminToken = (token: string): void => store()?.setItem(ADMIN_SESSION_KEY, token);
export const clearAdminToken = (): void => store()?.removeItem(ADMIN_SESSION_KEY);

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only usable below the /admin layout. */
export function useAdmin(): AdminSession {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin() is only available on /admin pages');
  return admin;
}
