/**
 * The blog posts' slugs: the values of `/blog/:slug` the analytics collector counts by name (any
 * other `/blog/<x>` is not a page of the site and counts as `other`). The posts are Markdown read
 * at build time (content/blog/load.ts, Vite's import.meta.glob), which a function bundle cannot
 * import; tests/web/shell/analytics-blog-posts.test.ts keeps this list equal to content/blog's posts.
 */
export const BLOG_POST_SLUGS: ReadonlySet<string> = new Set([
  'conversation-starters-beyond-where-are-you-from',
  'first-month-in-tokyo-checklist',
  'forest-bathing-near-tokyo',
  'fukuoka-startup-visa-and-cafe-culture',
  'honolulu-and-japan-community-links',
  'hosting-your-first-fika-meetup',
  'japanese-cafe-etiquette',
  'loneliness-and-wellbeing-abroad',
  'making-friends-as-an-expat-in-japan',
  'member-passport-stamps-explained',
  'osaka-vs-tokyo-for-digital-nomads',
  'what-is-fika-and-why-it-works-in-tokyo',
  'why-weekly-accountability-check-ins-work',
]);
