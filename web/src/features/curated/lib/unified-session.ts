/**
 * The one locally stored curated session: key `curated_fika_unified_session`,
 * shape {memberPortal, mySessions, email, createdAt, expiresAt, lastActivity}, 2 hours, shared by
 * the member portal and My Sessions. `token` is the server's sign-in token (sent as Bearer);
 * `verificationCode` keeps the original stored shape: it is the one-time code already spent, useless again.
 */
import { SIGN_IN_MS } from '@/domain/curated/rules';
import type { ApplicationSummary, Participation } from '../api/curated-api';
import { storageKeyName, storedItem } from '../../../lib/browser-storage';

export const UNIFIED_SESSION_KEY = storageKeyName('curatedSession');

export type PortalUser = Partial<ApplicationSummary> & { email: string };

export interface UnifiedSession {
  memberPortal: { user: PortalUser; verificationCode: string; authenticatedAt: string } | null;
  mySessions: { email: string; verificationCode: string; sessions: Participation[]; authenticatedAt: string } | null;
  email: string;
  createdAt: string;
  expiresAt: string;
  lastActivity: string;
  token: string;
}

const stored = () => storedItem('curatedSession');

export function clearUnified(): void {
  stored().remove();
}

/** The saved session if it has not expired (an expired one is removed). */
export function readUnified(now = Date.now()): UnifiedSession | null {
  const raw = stored().get();
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as UnifiedSession;
    if (!s.token || !s.email || !(Date.parse(s.expiresAt) > now)) {
      clearUnified();
      return null;
    }
    return s;
  } catch {
    clearUnified();
    return null;
  }
}

function save(s: UnifiedSession): UnifiedSession {
  stored().set(JSON.stringify(s));
  return s;
}

/**
 * After a verification: keeps the other login's part when it is for the same email, starts over
 * otherwise. Expires 2 hours after creation (or when the server session does, if sooner).
 */
export function startUnified(
  input: { email: string; token: string; serverExpiresAt: string },
  part: Pick<Partial<UnifiedSession>, 'memberPortal' | 'mySessions'>,
  now = Date.now(),
): UnifiedSession {
  const prev = readUnified(now);
  const same = prev && prev.email === input.email;
  const at = new Date(now).toISOString();
  const expiresAt = new Date(Math.min(now + SIGN_IN_MS, Date.parse(input.serverExpiresAt) || now + SIGN_IN_MS)).toISOString();
  return save({
    memberPortal: same ? prev.memberPortal : null,
    mySessions: same ? prev.mySessions : null,
    ...part,
    email: input.email,
    token: input.token,
    createdAt: at,
    expiresAt,
    lastActivity: at,
  });
}

export function updateUnified(change: (s: UnifiedSession) => UnifiedSession, now = Date.now()): UnifiedSession | null {
  const s = readUnified(now);
  return s ? save(change(s)) : null;
}
