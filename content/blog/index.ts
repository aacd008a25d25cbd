/**
 * Blog posts and the reading helpers. The posts come from ./load (Markdown rendered and sanitised,
 * front matter validated with zod); in the browser build that module is replaced by its output,
 * computed at build time (web/vite.config.ts, `blogPostsAtBuildTime`), so no Markdown renderer,
 * sanitiser or schema ships to readers.
 */
import { loadPosts } from './load';
import type { BlogPost } from './load';

export { authors, authorById } from './authors';
export { blogCategories, type BlogCategoryId } from './categories';
export type { BlogPost, BlogFrontMatter } from './load';

/** All posts, newest first. */
export const posts: readonly BlogPost[] = loadPosts();

export const featuredPosts: readonly BlogPost[] = posts.filter((p) => p.featured);

export function postBySlug(slug: string): BlogPost | undefined {
  return posts.find((p) => p.slug === slug);
}

export function postsByCategory(category: string): BlogPost[] {
  return posts.filter((p) => p.category === category);
}

/**
 * Related reading: same category scores 3, each shared tag scores 1. Ties go to the newer post.
 * If fewer than `max` posts relate at all, the newest other posts fill the gap.
 */
export function relatedPosts(slug: string, max = 3): BlogPost[] {
  const current = postBySlug(slug);
  if (!current || max <= 0) return [];
  const tags = new Set(current.tags);
  const others = posts.filter((p) => p.slug !== slug);
  const scored = others
    .map((p) => ({
      post: p,
      score: (p.category === current.category ? 3 : 0) + p.tags.filter((t) => tags.has(t)).length,
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || b.post.date.localeCompare(a.post.date));
  const picked = scored.slice(0, max).map((s) => s.post);
  for (const p of others) {
    if (picked.length >= max) break;
    if (!picked.includes(p)) picked.push(p);
  }
  return picked;
}
