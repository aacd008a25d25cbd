/** What the unsubscribe page and the server agree on (imported by both; no server code here). */

/** The longest page address (the page's own, or the one it was reached from) the team's notice carries. */
export const PAGE_URL_MAX = 2000;

/**
 * The unsubscribe page's address as the team's notice shows it: without its `token` (the signed
 * link's credential stays out of the team's mail), cut to PAGE_URL_MAX.
 */
export function noticePageUrl(href: string): string {
  try {
    const u = new URL(href);
    u.searchParams.delete('token');
    return u.toString().slice(0, PAGE_URL_MAX);
  } catch {
    return href.slice(0, PAGE_URL_MAX);
  }
}
