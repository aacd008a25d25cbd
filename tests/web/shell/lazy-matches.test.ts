/** Before the router starts (web/src/main.tsx): the matched lazy routes are loaded, and their loaders' data is ready. */
import { describe, expect, it, vi } from 'vitest';
import { buildRouteObjects } from '../../../web/src/app/router';
import { resolveLazyMatches } from '../../../web/src/app/App';

const Page = () => null;

function routes(loader = vi.fn(async ({ params }: { params: Record<string, string | undefined> }) => ({ slug: params.slug }))) {
  const tree = buildRouteObjects([
    { path: '/events/:slug', title: 'Event', load: async () => ({ default: Page, loader }) },
    { path: '/about', title: 'About', load: async () => ({ default: Page }) },
  ]);
  return { tree, loader };
}

describe('resolveLazyMatches', () => {
  it('loads the matched page and runs its loader, keyed by the route path', async () => {
    const { tree, loader } = routes();
    const data = await resolveLazyMatches(tree, new URL('http://x/events/pizza-night'));
    expect(data).toEqual({ '/events/:slug': { slug: 'pizza-night' } });
    expect(loader).toHaveBeenCalledTimes(1);
    const page = tree[0].children![0].children!.find((r) => r.path === '/events/:slug')!;
    expect(page.lazy).toBeUndefined();
    expect(page.Component).toBe(Page);
  });

  it('takes the data the prerendered page carries instead of running the loader', async () => {
    const { tree, loader } = routes();
    const data = await resolveLazyMatches(tree, new URL('http://x/events/pizza-night'), { '/events/:slug': { slug: 'from-the-page' } });
    expect(data).toEqual({ '/events/:slug': { slug: 'from-the-page' } });
    expect(loader).not.toHaveBeenCalled();
  });

  it('has no data for pages without a loader, and leaves a failing loader to the router', async () => {
    expect(await resolveLazyMatches(routes().tree, new URL('http://x/about'))).toEqual({});
    const failing = routes(vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(await resolveLazyMatches(failing.tree, new URL('http://x/events/a'))).toEqual({});
  });
});
