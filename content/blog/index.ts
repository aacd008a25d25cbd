/// <reference types="vite/client" />
/**
 * Blog posts, loaded from ./posts/*.md at build time (Vite's import.meta.glob, which vitest also
 * understands). Front matter is validated with zod when this module loads, so a broken post fails
 * the build and the tests rather than a reader's page.
 */
import * as z from 'zod';
import { authorIds, authorById, type Author } from './authors';
import { parseFrontMatter } from './front-matter';
import { countWords, readTimeMinutes, renderMarkdown } from './render';
import { imageKeys } from '../images/index';

export { sanitizePostHtml, renderMarkdown } from './render';
export { authors, authorById } from './authors';

export const blogCategories = [
  { id: 'community-fika', name: 'Community & Fika', description: 'How our meetups work, why they work, and how to make the most of them.' },
  { id: 'life-in-japan', name: 'Life in Japan', description: 'Practical, lived-in advice for settling into Tokyo and beyond.' },
  { id: 'nomad-travel', name: 'Nomads & Cities', description: 'Tokyo, Osaka, Fukuoka and Honolulu through the eyes of people who work from anywhere.' },
  { id: 'wellbeing-growth', name: 'Wellbeing & Growth', description: 'Goals, rest, nature and looking after yourself far from home.' },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];
const categoryIds = blogCategories.map((c) => c.id) as [BlogCategoryId, ...BlogCategoryId[]];

const frontMatterSchema = z.object({
  title: z.string().min(10).max(120),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: z.enum(categoryIds),
  excerpt: z.string().min(40).max(300),
  author: z.enum(authorIds),
  date: z.iso.date().refine((d) => d >= '2025-01-01' && d <= '2026-12-31', 'date must be in 2025-2026'),
  tags: z.array(z.string().min(2)).min(2).max(8),
  featured: z.boolean(),
  heroImage: z.string().refine((k) => imageKeys.includes(k), 'heroImage must be a known image key'),
});

export type BlogFrontMatter = z.infer<typeof frontMatterSchema>;

export interface BlogPost extends BlogFrontMatter {
  /** Markdown source of the body. */
  content: string;
  /** Rendered, sanitised HTML. */
  html: string;
  wordCount: number;
  /** Minutes at 200 wpm, 2–7. */
  readTime: number;
  categoryName: string;
  authorProfile: Author;
}

const files = import.meta.glob<string>('./posts/*.md', { query: '?raw', import: 'default', eager: true });

function loadPost(path: string, source: string): BlogPost {
  const { data, body } = parseFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid front matter in ${path}: ${issues}`);
  }
  const fm = parsed.data;
  const fileSlug = path.replace(/^.*\//, '').replace(/\.md$/, '');
  if (fm.slug !== fileSlug) throw new Error(`Slug "${fm.slug}" does not match file name ${path}`);
  const wordCount = countWords(body);
  const author = authorById(fm.author);
  if (!author) throw new Error(`Unknown author ${fm.author} in ${path}`);
  return {
    ...fm,
    content: body,
    html: renderMarkdown(body),
    wordCount,
    readTime: readTimeMinutes(wordCount),
    categoryName: blogCategories.find((c) => c.id === fm.category)?.name ?? fm.category,
    authorProfile: author,
  };
}

/** All posts, newest first. */
export const posts: readonly BlogPost[] = Object.entries(files)
  .map(([path, source]) => loadPost(path, source))
  .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));

{
  const seen = new Set<string>();
  for (const p of posts) {
    if (seen.has(p.slug)) throw new Error(`Duplicate blog slug ${p.slug}`);
    seen.add(p.slug);
  }
}

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
