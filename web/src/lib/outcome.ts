/**
 * A call's outcome for a card that loads and saves one setting: its data on success, else the
 * server's message, else (a refusal without one, or no answer at all) the card's own fallback.
 */
import { useEffect, useRef } from 'react';
import type { Envelope } from './api-client';

/** A refusal keeps the answer's `code` (a page may have its own words for it). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string; code?: unknown };

export async function outcome<T>(call: () => Promise<Envelope<T>>, fallback: string): Promise<Outcome<T>> {
  try {
    const r = await call();
    // A success carries its action's output (the catalogue's output schema; the contract test holds it).
    if (r.success) return { ok: true, data: r.data as T };
    return { ok: false, error: r.error ?? fallback, code: r.code };
  } catch {
    return { ok: false, error: fallback };
  }
}

/**
 * Runs `call` when the card mounts and whenever `key` changes (not at all while `key` is empty), and
 * hands its outcome to `done` unless the card unmounted or a newer load started meanwhile (the
 * latest load wins).
 */
export function useLoadOutcome<T>(key: string, call: () => Promise<Envelope<T>>, fallback: string, done: (o: Outcome<T>) => void): void {
  const latest = useRef({ call, done, fallback });
  latest.current = { call, done, fallback };
  useEffect(() => {
    if (!key) return;
    let live = true;
    const { call: run, fallback: text } = latest.current;
    void outcome(run, text).then((o) => {
      if (live) latest.current.done(o);
    });
    return () => {
      live = false;
    };
  }, [key]);
}
