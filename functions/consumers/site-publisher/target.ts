import type { SiteStore } from '../../../web/scripts/render-site';

/** Where the site goes and the renderer that writes it. */
export interface SiteTarget {
  store: SiteStore;
  /** The web build's renderer folder (web/dist-ssr; `/var/task/site` in Lambda). */
  rendererDir: string;
}
