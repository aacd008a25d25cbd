/**
 * The site's data files, in the browser. What the event lists, the event pages and the home page
 * show of the event catalogue is not in the scripts: it is JSON under `/data/` (written by the
 * build and, when an organiser publishes a change, by the site publisher: docs/catalogue.md "How a
 * published change reaches the site"), so a change is live without a new build:
 *
 * - `events/<locale>`: every published listing's summary (EventSummary[]), in catalogue order;
 * - `events/<locale>/<slug>`: one event page's data (EventPageData);
 * - `home/<locale>`: the home page's content (HomeContent).
 *
 * A prerendered page carries the data files it rendered with (`<script type="application/json"
 * id="fika:site-data">`, keyed as above), so its first render fetches none; a page reached by a
 * navigation fetches what it needs. The prerender and the tests compute the same from the catalogue
 * in use (summaries.ts, event-pages.ts, home-content.ts; web/vite.config.ts swaps in the `.client`
 * modules that read this one for the browser build).
 */

/** The URL path of a data file. */
export const siteDataPath = (key: string): string => `/data/${key}.json`;

/** The data files the page carries (written by web/scripts/render-site.ts: valid JSON, `<` escaped). */
let embedded: Record<string, unknown> | undefined;

/** A data file: from the page when it carries it, else fetched; null when there is no such file (404). */
export async function loadSiteData<T>(key: string): Promise<T | null> {
  embedded ??= JSON.parse(document.getElementById('fika:site-data')?.textContent || '{}') as Record<string, unknown>;
  if (key in embedded) return embedded[key] as T;
  const r = await fetch(siteDataPath(key));
  if (r.status === 404) return null;
  if (!r.ok) throw new Error(`${siteDataPath(key)}: ${r.status}`);
  return (await r.json()) as T;
}
