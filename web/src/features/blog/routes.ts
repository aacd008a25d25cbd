import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/blog',
    load: () => import('./pages/BlogListPage'),
    title: 'Blog',
    description: 'Stories, guides and honest advice from the Fika Community: making friends abroad, life in Japan, nomad cities, wellbeing and the ideas behind our meetups.',
    prerender: true,
  },
  {
    path: '/blog/:slug',
    load: () => import('./pages/BlogPostPage'),
    title: 'Blog',
    // The posts are English only: the Japanese page shows the English text with a short Japanese note.
    japanese: 'english-text',
    // Every post's page; the posts are imported only when the prerender asks.
    prerender: async () => (await import('@/content/blog/index')).posts.map((p) => `/blog/${p.slug}`),
  },
];
