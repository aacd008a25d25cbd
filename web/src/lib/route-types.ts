import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/** A lazy page module: the page component, default-exported, and the route's data loader if it has one. */
export interface PageModule {
  default: ComponentType;
  /**
   * Data the page needs before it renders (read with useLoaderData). The prerender runs it and
   * writes its result into the page for hydration (web/src/main.tsx); navigations run it in the browser.
   */
  loader?: LoaderFunction;
}

/**
 * One SPA route. Each feature exports its routes from web/src/features/<feature>/routes.ts;
 * web/src/app/routes.ts collects them. Pages are lazy (code-split) and default-exported.
 */
export interface AppRoute {
  /** react-router path, e.g. '/events/:slug' */
  path: string;
  load: () => Promise<PageModule>;
  /** Document title (without the site suffix). */
  title: string;
  /** Meta description (defaults to the site description). Pages can refine their head with <Seo> from lib/seo. */
  description?: string;
  /**
   * Prerender to static HTML at build time (public pages). Dynamic paths list their concrete paths
   * (may be async, e.g. `async () => (await import('content')).list.map(...)`, so the route table
   * does not pull the content into the main bundle), and those are all its paths: the servers
   * answer any other value with the not-found page and 404. Without `prerender` a route is the
   * browser's: served the app shell (a dynamic one for any value of its last `:param`).
   */
  prerender?: boolean | (() => string[] | Promise<string[]>);
  /**
   * A browser-only route with more than one `:param` (the door kit's `/host/:event/:date`): the
   * concrete paths down to its last `:param` (`/host/<slug>` for every event), each of whose
   * children the servers answer with the app shell.
   */
  shellParents?: () => string[] | Promise<string[]>;
  /**
   * The paths `prerender` or `shellParents` list come from the event catalogue, which organisers
   * change without a build: the site publisher keeps them up to date, and the edge looks them up in
   * its key value store instead of its code (KnownRoutes `live`, infra/constructs/spa-routing.ts).
   */
  catalogue?: true;
  /** Show the "Member Goal Login" button in the header for visitors on this route. */
  memberArea?: boolean;
  /** Ask search engines not to index the page (private or transactional pages). */
  noindex?: boolean;
  /**
   * The page's Japanese twin (every route but the admin screens has one, at `/ja` + path):
   * - 'translated' (default): the page is written in Japanese; both pages name each other as
   *   `hreflang` alternates.
   * - 'english-text': the Japanese page shows the English text with a short Japanese note (blog
   *   posts, long guides); it names the English page as canonical and has no alternates.
   * The Japanese title and description are the feature catalogue's `route.<path>.title` and
   * `route.<path>.description` messages.
   */
  japanese?: 'translated' | 'english-text';
  /** Set on the generated Japanese twins: the route's language and its feature (catalogue namespace). */
  locale?: 'en' | 'ja';
  namespace?: string;
}
