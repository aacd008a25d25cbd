/// <reference types="vite/client" />
/**
 * Loads the posts from ./posts/*.md (Vite's import.meta.glob, which vitest also understands):
 * front matter validated with zod, Markdown rendered and sanitised. Runs in Node (tests, the
 * prerender, the build); the browser build gets this module's output instead.
 */
import * as z from 'zod';
import { authorIds, authorById, type Author } from './authors';
import { blogCategories, type BlogCategoryId } from './categories';
import { parseFrontMatter } from './front-matter';
import { countWords, readTimeMinutes, renderMarkdown } from './render';
import { imageKeys } from '../images/index';

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
  /** Markdown source of the body (empty in the browser build, which ships only the HTML). */
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


/** All posts, newest first; throws on a broken post or a duplicate slug. */
export function loadPosts(): BlogPost[] {
  const all = Object.entries(files)
    .map(([path, source]) => loadPost(path, source))
    .sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
  const seen = new Set<string>();
  for (const p of all) {
    if (seen.has(p.slug)) throw new Error(`Duplicate blog slug ${p.slug}`);
    seen.add(p.slug);
  }
  return all;
}
