/**
 * The member session in the browser: the token from `validate_token`, kept in
 * localStorage for 24 hours from when it was set. It is checked against the server once per page
 * load, and locally on each route change and every 30 seconds; an expired token is cleared together
 * with the members' cache, and pages that auto-refresh stop because the session turns anonymous.
 *
 * The header reads `useMemberSession()`: "Hi, {email}!" with the passport's stamps and tier. When the
 * passport cannot load it shows 0 stamps, tier new, next tier bronze needing 3.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Envelope } from './api-client';
import { api } from './api';
import { PASSPORT_FALLBACK, type NextTier } from '@/domain/passport/rules';
import { CACHE_TTL_MS, MEMBER_SESSION_TTL_SECONDS, SESSION_RECHECK_MS } from '@/domain/member/rules';
import { storageKeyName, storedItem } from './browser-storage';

export const MEMBER_TOKEN_KEY = storageKeyName('memberToken');
const TOKEN_TTL_MS = MEMBER_SESSION_TTL_SECONDS * 1000;

export interface MemberSession {
  status: 'anonymous' | 'loading' | 'member';
  email?: string;
  stamps?: number;
  tier?: string;
  nextTier?: NextTier | null;
  /** The bearer token for member calls (members only). */
  token?: string;
  logout(): void;
  /** Reload the header's passport numbers (after a check-in or a new stamp). */
  refresh(): void;
}

interface StoredToken {
  token: string;
  email: string;
  expiresAt: string;
  /** When the token was set in this browser (ms); the 24 h count starts here. */
  setAt: number;
}

// ---------- the members' cache (5 minutes) ----------

const cache = new Map<string, { at: number; value: unknown }>();

export const memberCache = {
  get<T>(key: string): T | undefined {
    const hit = cache.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > CACHE_TTL_MS) {
      cache.delete(key);
      return undefined;
    }
    return hit.value as T;
  },
  set(key: string, value: unknown): void {
    cache.set(key, { at: Date.now(), value });
  },
  /** Drops every entry whose key starts with one of the prefixes. */
  invalidate(...prefixes: string[]): void {
    for (const key of [...cache.keys()]) if (prefixes.some((p) => key.startsWith(p))) cache.delete(key);
  },
  clear(): void {
    cache.clear();
  },
};

// ---------- storage ----------

const storedToken = () => storedItem('memberToken');

/** The stored token if it is still within its 24 hours; an expired or malformed one is cleared. */
export function readStoredToken(now = Date.now()): StoredToken | null {
  const raw = storedToken().get();
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as StoredToken;
    const expires = Date.parse(s.expiresAt);
    if (typeof s.token === 'string' && s.token && typeof s.email === 'string' && Number.isFinite(expires) && expires > now && s.setAt + TOKEN_TTL_MS > now) return s;
  } catch {
    /* malformed: cleared below */
  }
  clearMemberSession();
  return null;
}

export const memberToken = (): string | null => readStoredToken()?.token ?? null;

// ---------- the store behind useMemberSession ----------

const listeners = new Set<() => void>();
const anonymous: MemberSession = { status: 'anonymous', logout, refresh };
let snapshot: MemberSession = anonymous;
/** The token validated with the server during this page load. */
let validated: string | null = null;
let inflight: Promise<void> | null = null;

function emit(next: MemberSession) {
  snapshot = next;
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Stores a fresh session (from validate_token) and loads the header state. */
export function saveMemberSession(s: { token: string; email: string; expiresAt: string }): void {
  storedToken().set(JSON.stringify({ ...s, setAt: Date.now() } satisfies StoredToken));
  memberCache.clear();
  validated = s.token;
  void load(true);
}

/** Forgets the session: token, cache, header state (auto-refreshing pages stop with it). */
export function clearMemberSession(): void {
  storedToken().remove();
  memberCache.clear();
  validated = null;
  if (snapshot.status !== 'anonymous') emit(anonymous);
}

/** A member call answered "Session expired" / 401: the token is gone. True when it was. */
export function handleMemberAuthFailure(r: Pick<Envelope, 'expired'> & { status?: number }): boolean {
  if (r.expired || r.status === 401) {
    clearMemberSession();
    return true;
  }
  return false;
}

function logout(): void {
  const token = readStoredToken()?.token;
  clearMemberSession();
  if (token) void api.member.logout({ token }, { attempts: 1 }).catch(() => undefined);
}

function refresh(): void {
  memberCache.invalidate('passport-summary');
  void load(true);
}

interface HeaderPassport {
  stamps: number;
  tier: string;
  nextTier: NextTier | null;
}

async function loadPassport(s: StoredToken): Promise<HeaderPassport> {
  const cached = memberCache.get<HeaderPassport>('passport-summary');
  if (cached) return cached;
  try {
    const r = await api.passport.get_passport_summary({ p_email: s.email }, { token: s.token, attempts: 1 });
    if (r.success && r.data) {
      const value = { stamps: r.data.stamps, tier: r.data.tier, nextTier: r.data.next_tier };
      memberCache.set('passport-summary', value);
      return value;
    }
  } catch {
    /* fall back below */
  }
  return { stamps: PASSPORT_FALLBACK.stamps, tier: PASSPORT_FALLBACK.tier, nextTier: PASSPORT_FALLBACK.next_tier };
}

async function load(force = false): Promise<void> {
  const stored = readStoredToken();
  if (!stored) return;
  if (!force && snapshot.status === 'member' && snapshot.token === stored.token) return;
  if (inflight) return inflight;
  if (snapshot.status === 'anonymous') emit({ status: 'loading', email: stored.email, logout, refresh });
  inflight = (async () => {
    if (validated !== stored.token) {
      try {
        const r = await api.member.validate_token({ token: stored.token }, { attempts: 2 });
        if (!r.success) {
          clearMemberSession();
          return;
        }
        validated = stored.token;
      } catch {
        // Offline or the server is down: keep the local session; the next check tries again.
      }
    }
    const passport = await loadPassport(stored);
    if (readStoredToken()?.token !== stored.token) return; // logged out meanwhile
    emit({ status: 'member', email: stored.email, token: stored.token, ...passport, logout, refresh });
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * The session once its check has finished: a form that acts for the signed-in member (the event
 * registration) waits for it, so a click while the header is still checking the sign-in is not
 * sent as an anonymous visitor's.
 */
export async function settledMemberSession(): Promise<MemberSession> {
  if (inflight) await inflight;
  return snapshot;
}

/** The local check (route changes, every 30 s, other tabs): expired → cleared; a new token → loaded. */
export function checkMemberSession(): void {
  const stored = readStoredToken();
  if (!stored) {
    if (snapshot.status !== 'anonymous') emit(anonymous);
    return;
  }
  if (snapshot.token !== stored.token) void load();
}

let watchers = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const onStorage = (e: StorageEvent) => {
  if (e.key === MEMBER_TOKEN_KEY || e.key === null) checkMemberSession();
};

function watch(): () => void {
  if (watchers++ === 0) {
    timer = setInterval(checkMemberSession, SESSION_RECHECK_MS);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    if (--watchers === 0) {
      clearInterval(timer);
      window.removeEventListener('storage', onStorage);
    }
  };
}

export function useMemberSession(): MemberSession {
  // Anonymous on the server and during hydration, so prerendered HTML and the first render agree.
  const session = useSyncExternalStore(subscribe, () => snapshot, () => anonymous);
  const { pathname } = useLocation();
  useEffect(() => {
    void load();
    return watch();
  }, []);
  useEffect(() => {
    checkMemberSession();
  }, [pathname]);
  return session;
}

/**
 * A sign-in link's `token` query parameter: read once, then removed from the address
 * (replace, so Back does not bring it back and it never lands in history or analytics).
 */
export function useUrlToken(): string | null {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (!params.has('token')) return;
    const next = new URLSearchParams(params);
    next.delete('token');
    setParams(next, { replace: true });
  }, [params, setParams]);
  return token;
}

/** Test hook: forget the module state between tests. */
export function resetMemberSessionForTests(): void {
  validated = null;
  inflight = null;
  memberCache.clear();
  snapshot = anonymous;
}
