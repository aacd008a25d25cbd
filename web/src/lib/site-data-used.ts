/**
 * PRERENDER AND TESTS: the data files (lib/site-data.ts) a page read while it rendered, with their
 * content. The render (web/src/entry-server.tsx) writes them into the page, so the browser starts
 * with the same data the HTML was made from, and the site publisher knows which pages to render
 * again when that data changes.
 */
const used = new Map<string, unknown>();

/** Notes that the page being rendered read data file `key`, whose content is `value`. */
export function noteSiteData(key: string, value: unknown): void {
  used.set(key, value);
}

/** The data files read since the last call, by key (sorted). */
export function takeUsedSiteData(): Record<string, unknown> {
  const out = Object.fromEntries([...used].sort(([a], [b]) => a.localeCompare(b)));
  used.clear();
  return out;
}
