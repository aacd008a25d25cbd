/**
 * "Now" for rendering. A prerendered page was rendered at one instant (at build time, or when the
 * site publisher rendered a published change); the first client render (hydration) must use the
 * same instant or dates computed from it would differ from the HTML. The page names that instant
 * (`<meta name="fika:rendered-at">`, written by web/scripts/render-site.ts); `useNow()` gives it on
 * the first render and the real time right after mount.
 */
import { useEffect, useState } from 'react';

declare const __BUILD_TIME__: string | undefined;

/** When this bundle was built (FIKA_BUILD_TIME; the build's prerender renders with the same instant). */
export const BUILD_TIME = new Date(typeof __BUILD_TIME__ === 'string' && __BUILD_TIME__ ? __BUILD_TIME__ : Date.now());

/** The build id error reports carry as their release: the build time, `dev` outside a build. */
export const BUILD_ID = typeof __BUILD_TIME__ === 'string' && __BUILD_TIME__ ? __BUILD_TIME__ : 'dev';

/** The instant the page was rendered at: the one it names, else the build's. */
const named = typeof document !== 'undefined' ? document.querySelector('meta[name="fika:rendered-at"]')?.getAttribute('content') : null;
let renderedAt = named && !Number.isNaN(Date.parse(named)) ? new Date(named) : BUILD_TIME;

/** Server (prerender): the instant pages are rendered at. */
export function serverNow(): Date {
  return renderedAt;
}

/** Server (the site publisher): renders from now on happen at `at`. */
export function setRenderTime(at: Date): void {
  renderedAt = at;
}

export function useNow(): Date {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => setNow(new Date()), []);
  return now;
}

/** False during prerender and hydration, true once mounted: for state the HTML cannot know (query strings). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
