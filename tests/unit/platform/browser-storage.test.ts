/**
 * Every item the web app keeps in the browser is in one registry (web/src/lib/storage-keys.ts), and
 * the cookie policy is rendered from it. Code reaches storage only through lib/browser-storage, whose
 * functions accept registry ids only, so a key that is not in the registry (and on /cookies) cannot
 * be stored.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const webSrc = join(root, 'web/src');
const WRAPPER = 'web/src/lib/browser-storage.ts';
/** The registry names the storage areas (as data); it stores nothing. */
const REGISTRY = 'web/src/lib/storage-keys.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx)$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name a key; only code stores one). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
/** …and without its plain string literals ('localStorage' as a label is not a use of it). */
const codeOnly = (text: string) => withoutComments(text).replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

describe('browser storage', () => {
  it('is used only through lib/browser-storage (no direct localStorage, sessionStorage or document.cookie)', () => {
    const offenders = sourceFiles(webSrc)
      .map((f) => relative(root, f))
      .filter((f) => f !== WRAPPER && f !== REGISTRY)
      .filter((f) => /\b(localStorage|sessionStorage|cookieStore)\b|\.cookie\b/.test(codeOnly(readFileSync(join(root, f), 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('the wrapper names storage only through the registry', async () => {
    const { storageKeys } = await import('../../../web/src/lib/storage-keys');
    const wrapper = withoutComments(readFileSync(join(root, WRAPPER), 'utf8'));
    // No key name written into the wrapper itself: every name comes from storageKeys.
    for (const literal of wrapper.match(/'[a-z]+_[a-z_:{}]+'/g) ?? []) expect(Object.values(storageKeys).map((k) => `'${k.name}'`)).toContain(literal);
    expect(wrapper).not.toMatch(/document\.cookie/);
  });

  it('states the session lifetimes the code enforces (the same as the server sessions)', async () => {
    const { storageKeys } = await import('../../../web/src/lib/storage-keys');
    const { MEMBER_SESSION_TTL_SECONDS } = await import('../../../domain/member/rules');
    const { PASSPORT_SESSION_TTL_SECONDS } = await import('../../../domain/passport/rules');
    const { SIGN_IN_MS: LOCAL_SESSION_MS } = await import('../../../domain/curated/rules');
    expect(storageKeys.memberToken.maxAgeMs).toBe(MEMBER_SESSION_TTL_SECONDS * 1000);
    expect(storageKeys.passportSession.maxAgeMs).toBe(PASSPORT_SESSION_TTL_SECONDS * 1000);
    expect(storageKeys.curatedSession.maxAgeMs).toBe(LOCAL_SESSION_MS);
    const { ADMIN_SESSION_TTL_SECONDS } = await import('../../../functions/admin-auth/admin');
    expect(storageKeys.adminSession.maxAgeMs).toBe(ADMIN_SESSION_TTL_SECONDS * 1000);
  });

  it('lists each item once, with a category, purpose and duration', async () => {
    const { storageKeys } = await import('../../../web/src/lib/storage-keys');
    const entries = Object.values(storageKeys);
    expect(new Set(entries.map((k) => k.name)).size).toBe(entries.length);
    for (const k of entries) {
      expect(k.name).toMatch(/^[a-z_]+(:\{email\})?$/);
      expect(['localStorage', 'sessionStorage']).toContain(k.area);
      expect(['essential', 'analytics', 'functional']).toContain(k.category);
      expect(k.purpose.length).toBeGreaterThan(20);
      expect(k.duration).toBeTruthy();
    }
  });
});
