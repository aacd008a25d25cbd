/**
 * "Now" for rendering. Prerendered pages were rendered at build time; the first client render
 * (hydration) must use the same instant or dates computed from it would differ from the HTML.
 * `useNow()` gives the build time on the first render and the real time right after mount.
 */
import { useEffect, useState } from 'react';

declare const __BUILD_TIME__: string | undefined;

/** When this bundle was built (FIKA_BUILD_TIME; the prerender renders with the same instant). */
export const BUILD_TIME = new Date(typeof __BUILD_TIME__ === 'string' && __BUILD_TIME__ ? __BUILD_TIME__ : Date.now());

/** The build id error reports carry as their release: the build time, `dev` outside a build. */
export const BUILD_ID = typeof __BUILD_TIME__ === 'string' && __BUILD_TIME__ ? __BUILD_TIME__ : 'dev';

/** Server (prerender): the build time. */
export function serverNow(): Date {
  return BUILD_TIME;
}

export function useNow(): Date {
  const [now, setNow] = useState(BUILD_TIME);
  useEffect(() => setNow(new Date()), []);
  return now;
}

/** False during prerender and hydration, true once mounted: for state the HTML cannot know (query strings). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
