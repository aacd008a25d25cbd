import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogListPage from '../../../web/src/features/blog/pages/BlogListPage';
import BlogPostPage from '../../../web/src/features/blog/pages/BlogPostPage';
import { blogCategories, posts, relatedPosts } from '../../../content/blog/index';
import { sanitizePostHtml } from '../../../content/blog/render';
import { routes } from '../../../web/src/features/blog/routes';
import { renderPage } from './render-page';

const post = posts.find((p) => p.html.includes('<h2')) ?? posts[0];

describe('/blog', () => {
  it('lists every post, featured first, with read time and author avatar', () => {
    const { container } = renderPage(BlogListPage, '/blog');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const cards = [...container.querySelectorAll('article.post-card')];
    expect(cards).toHaveLength(posts.length);
    const featuredCount = posts.filter((p) => p.featured).length;
    expect(featuredCount).toBeGreaterThan(0);
    cards.forEach((card, i) => expect(card.classList.contains('post-card--featured')).toBe(i < featuredCount));
    // Only the first post leads across the row; the other featured posts are single cells of the grid.
    expect(cards.map((card) => card.classList.contains('post-card--lead'))).toEqual(cards.map((_, i) => i === 0));
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText(/\d min read/)).toBeInTheDocument();
    const avatar = first.querySelector('img.post-meta__avatar')!;
    // The byline: the author-avatar context at 32x32 q75 (2x for dense screens).
    expect(avatar.getAttribute('src')).toMatch(/^\/img\/author-[a-z-]+\?w=32&h=32&q=75$/);
    expect(avatar).toHaveAttribute('width', '32');
    expect(avatar).toHaveAttribute('height', '32');
    expect(avatar.getAttribute('srcset')).toMatch(/w=32&h=32&q=75 32w, .*w=64&h=64&q=75 64w$/);
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(BlogListPage, '/blog');
    const cat = blogCategories.find((c) => posts.some((p) => p.category === c.id))!;
    await user.click(screen.getByRole('button', { name: new RegExp(`^${cat.name}`) }));
    const expected = posts.filter((p) => p.category === cat.id);
    const titles = [...container.querySelectorAll('article.post-card h3')].map((h) => h.textContent);
    expect(titles.sort()).toEqual(expected.map((p) => p.title).sort());
    expect(screen.getByRole('button', { name: new RegExp(`^${cat.name}`) })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(`in ${cat.name}`);
  });

  it('prerenders every post path', async () => {
    const postRoute = routes.find((r) => r.path === '/blog/:slug')!;
    expect(typeof postRoute.prerender).toBe('function');
    const paths = await (postRoute.prerender as () => Promise<string[]>)();
    expect(paths.sort()).toEqual(posts.map((p) => `/blog/${p.slug}`).sort());
  });
});

describe('/blog/:slug', () => {
  it('renders the sanitised post HTML, byline, tags and at most three related posts', async () => {
    const { container } = renderPage(BlogPostPage, `/blog/${post.slug}`, '/blog/:slug');
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    const body = container.querySelector('.post__body') as HTMLElement;
    expect(body.innerHTML).toBe(post.html);
    expect(sanitizePostHtml(post.html)).toBe(post.html);
    expect(body.querySelector('h2')).not.toBeNull();
    expect(body.querySelector('script, style, iframe, [onerror], [onclick]')).toBeNull();

    expect(screen.getAllByText(post.authorProfile.name).length).toBeGreaterThan(0);
    expect(container.querySelector(`time[datetime="${post.date}"]`)).not.toBeNull();
    expect(screen.getAllByText(`${post.readTime} min read`).length).toBeGreaterThan(0);
    for (const t of post.tags) expect(screen.getByText(`#${t}`)).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Related reading' });
    const relatedTitles = within(related).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(relatedTitles.length).toBeLessThanOrEqual(3);
    expect(relatedTitles).toEqual(relatedPosts(post.slug, 3).map((p) => p.title));
    expect(relatedTitles).not.toContain(post.title);

    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.date, author: { name: post.authorProfile.name } });
  });

  it('shows the not-found content with a way back to the blog for an unknown slug', () => {
    renderPage(BlogPostPage, '/blog/no-such-post', '/blog/:slug');
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/couldn't find a blog post/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });
});
