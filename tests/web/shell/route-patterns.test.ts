import { describe, expect, it } from 'vitest';
import { appRoutes, isAdminPath } from '../../../web/src/app/routes';
import { ROUTE_PATTERNS } from '../../../content/site/route-patterns';

describe('route patterns the analytics collector counts', () => {
  it('are the English, non-admin paths of the web route table, no more, no fewer', () => {
    const english = appRoutes.filter((r) => r.locale !== 'ja' && !isAdminPath(r.path)).map((r) => r.path);
    expect([...new Set(english)].sort()).toEqual([...ROUTE_PATTERNS].sort());
  });
});
