import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoutes, featureRoutes } from '../../../web/src/app/routes';
import { buildRouteObjects } from '../../../web/src/app/router';
import { registeredAdminSections } from '../../../web/src/app/admin/admin-sections';

const FEATURES = join(__dirname, '../../../web/src/features');

describe('route table', () => {
  it('lists every feature that has a routes.ts', async () => {
    const features = readdirSync(FEATURES).filter((f) => existsSync(join(FEATURES, f, 'routes.ts')));
    for (const f of features) {
      const mod = (await import(`../../../web/src/features/${f}/routes.ts`)) as { routes: unknown[] };
      expect(featureRoutes, `features/${f}/routes.ts is not listed in web/src/app/routes.ts`).toContain(mod.routes);
    }
  });

  it('has no path twice', () => {
    const paths = appRoutes.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('nests /admin pages under the guarded admin layout, keeps /admin/login outside it and ends with a catch-all', () => {
    const tree = buildRouteObjects([
      { path: '/admin/login', title: 'Admin sign-in', load: async () => ({ default: () => null }) },
      { path: '/admin', title: 'Admin', load: async () => ({ default: () => null }) },
      { path: '/admin/newsletter', title: 'Newsletter', load: async () => ({ default: () => null }) },
      { path: '/events', title: 'Events', load: async () => ({ default: () => null }) },
    ]);
    const pages = tree[0].children![0].children!;
    expect(pages.map((p) => p.path)).toEqual(['/admin/login', '/events', '/admin', '*']);
    const admin = pages.find((p) => p.path === '/admin')!;
    expect(admin.children!.map((c) => (c.index ? 'index' : c.path))).toEqual(['index', '/admin/newsletter']);
  });

  it('links the admin home only to admin sections that are registered', () => {
    expect(registeredAdminSections(['/admin', '/admin/curated-fika', '/admin/newsletter/subscribers']).map((s) => s.path)).toEqual([
      '/admin/newsletter',
      '/admin/curated-fika',
    ]);
    expect(registeredAdminSections(['/admin'])).toEqual([]);
  });
});
