/** The CloudFront Function code that ships, run as CloudFront would run it. */
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageAcceptCode, prerenderedRoutes, spaRewriteCode, viewerIpCode } from '../../infra/constructs/spa-routing';
import { nativeRuntimePackages } from '../../infra/constructs/function-with-defaults';

type CfRequest = { uri: string; headers: Record<string, { value: string }> };
const load = (code: string): ((event: { request: CfRequest }) => CfRequest) =>
  new Function(`${code}\nreturn handler;`)() as (event: { request: CfRequest }) => CfRequest;

describe('SPA rewrite', () => {
  const handler = load(spaRewriteCode(['/about', '/events/tokyo-october-fika']).code);
  const rewrite = (uri: string): string => handler({ request: { uri, headers: {} } }).uri;

  it('sends prerendered routes to their own page, with or without a trailing slash', () => {
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
    expect(rewrite('/events/tokyo-october-fika')).toBe('/events/tokyo-october-fika/index.html');
  });

  it('sends the root and client-side routes to the shell', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/admin')).toBe('/spa-shell.html');
    expect(rewrite('/member/dashboard/')).toBe('/spa-shell.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/app-1234.js')).toBe('/assets/app-1234.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/about/index.html')).toBe('/about/index.html');
  });

  it('falls back to the shell for every route when the list is too large for a CloudFront Function', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `/events/some-long-event-slug-${i}`);
    const { code, embedded } = spaRewriteCode(many);
    expect(embedded).toBe(false);
    expect(Buffer.byteLength(code)).toBeLessThan(10 * 1024);
    expect(load(code)({ request: { uri: many[0], headers: {} } }).uri).toBe('/spa-shell.html');
  });

  it('finds <route>/index.html files in a build', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fika-dist-'));
    try {
      fs.mkdirSync(path.join(dir, 'a/b'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'assets'));
      for (const f of ['index.html', 'a/index.html', 'a/b/index.html', 'assets/x.js']) fs.writeFileSync(path.join(dir, f), '');
      expect(prerenderedRoutes(dir)).toEqual(['/a', '/a/b']);
      expect(prerenderedRoutes(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('image Accept normaliser', () => {
  const handler = load(imageAcceptCode());
  const accept = (value?: string): string =>
    handler({ request: { uri: '/img/x.jpg', headers: value === undefined ? {} : { accept: { value } } } }).headers.accept.value;

  it('collapses Accept to WebP-capable or not', () => {
    expect(accept('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('image/webp');
    expect(accept('image/png,image/*;q=0.8')).toBe('*/*');
    expect(accept()).toBe('*/*');
  });
});

describe('viewer IP for the API', () => {
  it('overwrites any client-sent x-viewer-ip with the address CloudFront saw', () => {
    const handler = new Function(`${viewerIpCode()}\nreturn handler;`)() as (e: unknown) => CfRequest;
    const out = handler({ viewer: { ip: '203.0.113.7' }, request: { uri: '/api/poll', headers: { 'x-viewer-ip': { value: '1.2.3.4' } } } });
    expect(out.headers['x-viewer-ip'].value).toBe('203.0.113.7');
  });
});

describe('native modules for the images function', () => {
  it("copies sharp, its dependencies and the linux-x64 binaries", () => {
    const pkgs = nativeRuntimePackages(['sharp']);
    expect(pkgs).toEqual(expect.arrayContaining(['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc', 'semver']));
  });
});
