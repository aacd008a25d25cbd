import { describe, expect, it } from 'vitest';
import { posts } from '../../../content/blog/index';
import { BLOG_POST_SLUGS } from '../../../functions/analytics/blog-posts';

describe('blog posts the analytics collector counts by name', () => {
  it('are the posts of content/blog, no more, no fewer', () => {
    expect([...BLOG_POST_SLUGS].sort()).toEqual(posts.map((p) => p.slug).sort());
  });
});
