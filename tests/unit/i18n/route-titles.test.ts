/**
 * Every page's title and description come from its feature's catalogue (`route.<path>.title`,
 * `route.<path>.description`) in both languages; the English ones are the routes' own (the
 * prerendered English <head> reads routes.ts, the browser the catalogue: they must agree).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appRoutes } from '../../../web/src/app/routes';

const WEB = join(import.meta.dirname, '../../../web/src');
const catalogue = (ns: string, lang: 'en' | 'ja') => JSON.parse(readFileSync(join(WEB, 'features', ns, 'messages', `${lang}.json`), 'utf8')) as Record<string, string>;

const english = appRoutes.filter((r) => r.locale === 'en' && r.namespace && !r.path.startsWith('/admin'));

describe('route titles', () => {
  it('every feature route but the admin screens has a catalogue', () => {
    expect(english.length).toBeGreaterThan(45);
  });

  it.each(english.map((r) => [r.path, r] as const))('%s: title and description in both languages, English as in routes.ts', (path, r) => {
    const en = catalogue(r.namespace!, 'en');
    const ja = catalogue(r.namespace!, 'ja');
    expect(en[`route.${path}.title`]).toBe(r.title);
    expect(ja[`route.${path}.title`]).toMatch(/\S/);
    if (r.description) {
      expect(en[`route.${path}.description`]).toBe(r.description);
      expect(ja[`route.${path}.description`]).toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
    }
  });
});
