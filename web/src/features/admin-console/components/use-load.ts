import { useCallback, useEffect, useRef, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/** Runs `fn` on mount (and on reload()); keeps the last answer or the error message. */
export function useLoad<T>(fn: () => Promise<T>, fallback: string): { state: Load<T>; reload: () => Promise<void> } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const alive = useRef(true);
  const reload = useCallback(async () => {
    try {
      const data = await fnRef.current();
      if (alive.current) setState({ status: 'ok', data });
    } catch (e) {
      if (alive.current) setState({ status: 'error', message: e instanceof Error && e.message ? e.message : fallback });
    }
  }, [fallback]);
  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);
  return { state, reload };
}
