/**
 * What a prerendered page carries: the catalogues of the namespaces it used, each holding its own
 * messages only (Lingui merges later catalogues into the first object it was given for a language;
 * a page once carried every namespace's Japanese inside `common`).
 */
import { describe, expect, it } from 'vitest';
import { takeUsedCatalogues } from '../../../web/src/lib/i18n';
import { t as common } from '../../../web/src/lib/i18n/common';
import { t as home } from '../../../web/src/features/home/i18n';
import { t as events } from '../../../web/src/features/events/i18n';

describe('embedded catalogues', () => {
  it.each(['en', 'ja'] as const)('%s: each namespace holds its own messages only', (locale) => {
    takeUsedCatalogues(locale);
    common('site.tagline');
    home('route./.title');
    const out = takeUsedCatalogues(locale);
    expect(Object.keys(out)).toEqual(['common', 'home']);
    for (const [ns, catalogue] of Object.entries(out)) {
      expect(Object.keys(catalogue).filter((id) => !id.startsWith(`${ns}:`))).toEqual([]);
    }
    // Loaded but not used: not carried.
    expect(events).toBeTypeOf('function');
  });
});
