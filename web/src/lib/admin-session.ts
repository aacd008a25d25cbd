/**
 * The admin session in the browser: the bearer token from /api/admin-auth `verify`, kept in
 * sessionStorage (gone when the tab closes). AdminLayout checks it with `session` on every visit
 * and provides the signed-in admin to the /admin/* pages through `useAdmin()`.
 */
import { createContext, useContext } from 'react';
import { storageKeyName, storedItem } from './browser-storage';

export const ADMIN_SESSION_KEY = storageKeyName('adminSession');

export interface AdminSession {
  email: string;
  token: string;
  expiresAt?: string;
  signOut(): Promise<void>;
}

export const readAdminToken = (): string | null => storedItem('adminSession').get();
export const saveAdminToken = (token: string): void => storedItem('adminSession').set(token);
export const clearAdminToken = (): void => storedItem('adminSession').remove();

export const AdminContext = createContext<AdminSession | null>(null);

/** The signed-in admin; only usable below the /admin layout. */
export function useAdmin(): AdminSession {
  const admin = useContext(AdminContext);
  if (!admin) throw new Error('useAdmin() is only available on /admin pages');
  return admin;
}
