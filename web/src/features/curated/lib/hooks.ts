/** Small hooks shared by the curated pages: 5-second messages and the sliding session. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_CLEAR_MS, SIGN_IN_WARNING_MINUTES, minutesLeft } from '@/domain/curated/rules';
import { extendSignIn } from '../api/curated-api';
import { readUnified, updateUnified } from './unified-session';

/** A message that clears itself after 5 seconds. */
export function useTimedMessage(): [string | null, (m: string | null) => void] {
  const [msg, setMsg] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const set = useCallback((m: string | null) => {
    clearTimeout(timer.current);
    setMsg(m);
    if (m) timer.current = setTimeout(() => setMsg(null), MESSAGE_CLEAR_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [msg, set];
}

const EXTEND_EVERY_MS = 60_000;

/**
 * While a verified session is open: extends it on click, key press and scroll (at most once a
 * minute, on the server and in local storage), checks the remaining time every 30 seconds, and
 * reports when it drops under 15 minutes (`onWarn`) or runs out (`onExpired`).
 */
export function useSessionActivity(active: boolean, onWarn: (minutes: number) => void, onExpired: () => void) {
  const last = useRef(0);
  const warn = useRef(onWarn);
  const expired = useRef(onExpired);
  warn.current = onWarn;
  expired.current = onExpired;

  useEffect(() => {
    if (!active) return;
    const extend = () => {
      const now = Date.now();
      if (now - last.current < EXTEND_EVERY_MS) return;
      last.current = now;
      const s = readUnified(now);
      if (!s) return;
      updateUnified((x) => ({ ...x, lastActivity: new Date(now).toISOString() }));
      extendSignIn(s.token)
        .then((r) => {
          if (r.success && typeof r.data?.expiresAt === 'string') updateUnified((x) => ({ ...x, expiresAt: r.data!.expiresAt }));
        })
        .catch(() => undefined);
    };
    const check = () => {
      const s = readUnified();
      if (!s) return expired.current();
      const left = minutesLeft(s.expiresAt, Date.now());
      if (left < SIGN_IN_WARNING_MINUTES) warn.current(left);
    };
    const events = ['click', 'keydown', 'scroll'] as const;
    for (const e of events) window.addEventListener(e, extend, { passive: true });
    const id = setInterval(check, 30_000);
    return () => {
      for (const e of events) window.removeEventListener(e, extend);
      clearInterval(id);
    };
  }, [active]);
}
