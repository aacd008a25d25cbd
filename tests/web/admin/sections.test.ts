import { describe, expect, it } from 'vitest';
import { registeredAdminSections } from '../../../web/src/app/admin/admin-sections';
import { routes } from '../../../web/src/features/admin-console/routes';

describe('admin console sections', () => {
  it('registers its pages as admin sections, and the check-in codes section is listed', () => {
    const paths = registeredAdminSections().map((s) => s.path);
    for (const r of routes) expect(paths).toContain(r.path);
    expect(paths).toContain('/admin/checkin-codes');
    expect(routes.every((r) => r.noindex)).toBe(true);
  });
});
