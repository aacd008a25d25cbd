import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogCategories, featuredPosts, postBySlug, posts, relatedPosts } from '../../../content/blog/index';
import { renderMarkdown, sanitizePostHtml } from '../../../content/blog/render';
import { authors } from '../../../content/blog/authors';
import { parseFrontMatter } from '../../../content/blog/front-matter';
import { countWords, readTimeMinutes } from '../../../content/blog/render';

const ROOT = path.resolve(__dirname, '../../..');

describe('blog posts', () => {
  it('has exactly 13 posts with unique slugs, newest first', () => {
    expect(posts).toHaveLength(13);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(13);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('keeps every post between 400 and 1400 words with a 2-7 minute read time', () => {
    for (const p of posts) {
      expect(p.wordCount, p.slug).toBeGreaterThanOrEqual(400);
      expect(p.wordCount, p.slug).toBeLessThanOrEqual(1400);
      expect(p.readTime, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.readTime, p.slug).toBeLessThanOrEqual(7);
      expect(p.readTime).toBe(Math.min(7, Math.max(2, Math.ceil(p.wordCount / 200))));
    }
  });

  it('computes read time at 200 wpm, clamped to 2-7', () => {
    expect(readTimeMinutes(50)).toBe(2);
    expect(readTimeMinutes(401)).toBe(3);
    expect(readTimeMinutes(5000)).toBe(7);
    expect(countWords('Hello **bold** [link text](https://example.com/a-b-c) world')).toBe(5);
  });

  it('uses known authors, 3-4 categories, dates in 2025-2026 and a few featured posts', () => {
    const authorIds = new Set(authors.map((a) => a.id));
    const used = new Set(posts.map((p) => p.category));
    expect(used.size).toBeGreaterThanOrEqual(3);
    expect(used.size).toBeLessThanOrEqual(blogCategories.length);
    for (const p of posts) {
      expect(authorIds.has(p.author)).toBe(true);
      expect(p.date >= '2025-01-01' && p.date <= '2026-11-22').toBe(true);
      expect(p.excerpt.length).toBeGreaterThan(40);
      expect(p.tags.length).toBeGreaterThanOrEqual(2);
    }
    expect(featuredPosts.length).toBeGreaterThanOrEqual(2);
    expect(featuredPosts.length).toBeLessThanOrEqual(5);
  });

  it('has a generated hero image and author avatar for every post', () => {
    for (const p of posts) {
      expect(p.heroImage).toBe(`blog-${p.slug}`);
      expect(existsSync(path.join(ROOT, 'content/images', `${p.heroImage}.jpg`))).toBe(true);
      expect(existsSync(path.join(ROOT, 'content/images', `${p.authorProfile.avatar}.jpg`))).toBe(true);
    }
  });

  it('finds posts by slug', () => {
    expect(postBySlug('what-is-fika-and-why-it-works-in-tokyo')?.title).toMatch(/Fika/);
    expect(postBySlug('does-not-exist')).toBeUndefined();
  });

  it('returns at most 3 related posts, never the post itself', () => {
    for (const p of posts) {
      const related = relatedPosts(p.slug);
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((r) => r.slug)).not.toContain(p.slug);
      expect(new Set(related.map((r) => r.slug)).size).toBe(related.length);
    }
    expect(relatedPosts('member-passport-stamps-explained', 1)).toHaveLength(1);
    expect(relatedPosts('nope')).toEqual([]);
  });

  it('prefers posts from the same category', () => {
    const p = postBySlug('forest-bathing-near-tokyo')!;
    const related = relatedPosts(p.slug);
    expect(related[0].category).toBe(p.category);
  });

  it('renders safe HTML for every post', () => {
    for (const p of posts) {
      expect(p.html).toContain('<h2>');
      expect(p.html).not.toMatch(/<script|<h1|\son\w+=/i);
    }
  });
});

describe('sanitiser', () => {
  const malicious = [
    '<h2 onclick="steal()">Hi</h2>',
    '<script>alert("x")</script>',
    '<img src="https://example.com/x.png" onerror="alert(1)" alt="x">',
    '<a href="javascript:alert(1)">bad</a>',
    '<a href="https://example.com" onmouseover="x()" target="_blank">ext</a>',
    '<a href="/events">internal</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="color:red">styled</p>',
    '<svg onload="alert(1)"><circle/></svg>',
  ].join('\n');

  const clean = sanitizePostHtml(malicious);

  it('strips scripts, event handlers, iframes and styles', () => {
    expect(clean).not.toMatch(/<script/i);
    expect(clean).not.toMatch(/alert\("x"\)/);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).not.toMatch(/<iframe|<svg|style=/i);
    expect(clean).toContain('<h2>Hi</h2>');
    expect(clean).toContain('<img src="https://example.com/x.png" alt="x" />');
  });

  it('adds rel="noopener" to external links only', () => {
    expect(clean).toMatch(/<a href="https:\/\/example\.com" rel="noopener noreferrer">ext<\/a>/);
    expect(clean).toContain('<a href="/events">internal</a>');
    expect(clean).not.toContain('target=');
  });

  it('sanitises Markdown with embedded HTML', () => {
    const html = renderMarkdown('## Title\n\nText <script>bad()</script> and [site](https://fika.community/events).\n\n<div onclick="x">div</div>');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toMatch(/<script|onclick|<div/);
    expect(html).toContain('<a href="https://fika.community/events">site</a>');
  });
});

describe('front matter parser', () => {
  it('parses strings, booleans and lists', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A \\"quoted\\" title"\nfeatured: false\ntags: [a, b, c]\n---\n\nBody text\n');
    expect(data).toEqual({ title: 'A "quoted" title', featured: false, tags: ['a', 'b', 'c'] });
    expect(body.trim()).toBe('Body text');
  });

  it('rejects documents without front matter', () => {
    expect(() => parseFrontMatter('# no front matter')).toThrow();
  });
});
