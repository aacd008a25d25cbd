/** The CloudFront Function code that ships, run as CloudFront would run it. */
import { describe, expect, it } from 'vitest';
import {
  cloudFrontFunction,
  imageAcceptCode,
  liveRouteEntries,
  MAX_FUNCTION_BYTES,
  memoryKeyValueStore,
  notFoundStatusCode,
  siteRouter,
  spaRewriteCode,
  viewerIpCode,
  type KnownRoutes,
} from '../../infra/constructs/spa-routing';
import { events } from '../../content/events/index';
import { nativeRuntimePackages } from '../../infra/constructs/function-with-defaults';

type CfRequest = { uri: string; headers: Record<string, { value: string }> };
const load = (code: string): ((event: { request: CfRequest }) => CfRequest) =>
  new Function(`${code}\nreturn handler;`)() as (event: { request: CfRequest }) => CfRequest;

const known: KnownRoutes = {
  pages: ['/', '/about', '/events', '/events/tokyo-october-fika', '/events/city/osaka', '/curated-fika', '/curated-fika/faq'],
  shell: ['/admin', '/admin/login', '/member-dashboard', '/cancel-reservation'],
  anyChild: ['/cancel-reservation'],
};

describe('page routing at the edge', () => {
  const handler = load(spaRewriteCode(known));
  const request = (uri: string, headers: CfRequest['headers'] = {}): CfRequest => handler({ request: { uri, headers } });
  const rewrite = (uri: string): string => request(uri).uri;
  const respond = load(notFoundStatusCode()) as unknown as (e: { request: CfRequest; response: { statusCode: number; headers: object } }) => { statusCode: number };
  const status = (uri: string, headers: CfRequest['headers'] = {}) => respond({ request: request(uri, headers), response: { statusCode: 200, headers: {} } }).statusCode;

  it('sends prerendered routes to their own page, with or without a trailing slash', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/about')).toBe('/about/index.html');
    expect(rewrite('/about/')).toBe('/about/index.html');
    expect(rewrite('/events/tokyo-october-fika')).toBe('/events/tokyo-october-fika/index.html');
    expect(rewrite('/curated-fika/faq')).toBe('/curated-fika/faq/index.html');
    for (const uri of ['/', '/about', '/events/city/osaka/']) expect(status(uri), uri).toBe(200);
  });

  it('sends browser-only routes to the app shell, any token of a token route too', () => {
    expect(rewrite('/admin')).toBe('/spa-shell.html');
    expect(rewrite('/admin/login/')).toBe('/spa-shell.html');
    expect(rewrite('/member-dashboard')).toBe('/spa-shell.html');
    expect(rewrite('/cancel-reservation')).toBe('/spa-shell.html');
    expect(rewrite('/cancel-reservation/eyJhIjoxfQ~abc123')).toBe('/spa-shell.html');
    for (const uri of ['/admin', '/cancel-reservation/x']) expect(status(uri), uri).toBe(200);
  });

  it('answers every other path with the not-found page and status 404: unknown pages, events, cities and parents', () => {
    for (const uri of ['/nope', '/events/no-such-event', '/events/city/atlantis', '/events/city', '/admin/nope', '/about/more', '/curated-fika/nope/', '//about', '/cancel-reservation/a/b', '/About']) {
      expect(rewrite(uri), uri).toBe('/404.html');
      expect(status(uri), uri).toBe(404);
    }
  });

  it('ignores a not-found mark sent by the client', () => {
    const r = request('/about', { 'x-fika-not-found': { value: '1' } });
    expect(r.headers).toEqual({});
    expect(status('/about', { 'x-fika-not-found': { value: '1' } })).toBe(200);
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/app-1234.js')).toBe('/assets/app-1234.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/about/index.html')).toBe('/about/index.html');
    expect(status('/robots.txt')).toBe(200);
  });

  it('gives the local server the same answers', async () => {
    const route = siteRouter(known);
    expect(await route('/about/')).toEqual({ file: '/about/index.html', status: 200 });
    expect(await route('/admin')).toEqual({ file: '/spa-shell.html', status: 200 });
    expect(await route('/events/no-such-event')).toEqual({ file: '/404.html', status: 404 });
    expect(await route('/assets/x.js')).toEqual({ file: '/assets/x.js', status: 200 });
  });

  it("fits the site's routes in a CloudFront Function, and refuses to make one that does not fit", () => {
    const pages = [...known.pages, ...events.map((e) => `/events/${e.slug}`), ...Array.from({ length: 100 }, (_, i) => `/blog/a-fairly-long-blog-post-slug-${i}`)];
    expect(Buffer.byteLength(spaRewriteCode({ ...known, pages }))).toBeLessThan(MAX_FUNCTION_BYTES);
    const many = Array.from({ length: 2000 }, (_, i) => `/events/some-long-event-slug-${i}`);
    expect(() => spaRewriteCode({ ...known, pages: many })).toThrow(/over the 10240-byte limit/);
  });

  it('refuses paths it could not match', () => {
    expect(() => spaRewriteCode({ ...known, pages: ['/a|b'] })).toThrow(/cannot be matched/);
    expect(() => spaRewriteCode({ ...known, shell: ['/file.html'] })).toThrow(/cannot be matched/);
  });
});

describe("the event catalogue's routes, from the key value store", () => {
  // As the web build writes them: event pages and door kits under `live` parents.
  const withLive: KnownRoutes = {
    pages: [...known.pages, '/ja/events', '/ja/events/tokyo-october-fika'],
    shell: [...known.shell, '/host'],
    anyChild: [...known.anyChild, '/host/tokyo-october-fika'],
    live: ['/events', '/host', '/ja/events'],
  };
  type AsyncRewrite = (event: { request: CfRequest }) => Promise<CfRequest>;
  const rewriter = (entries: Record<string, string>) => cloudFrontFunction<{ request: CfRequest }, Promise<CfRequest>>(spaRewriteCode(withLive), memoryKeyValueStore(entries)) as AsyncRewrite;
  const rewrite = async (entries: Record<string, string>, uri: string) => (await rewriter(entries)({ request: { uri, headers: {} } })).uri;

  it('keeps them out of the code, reads the store, and imports the store module as the first line', () => {
    const code = spaRewriteCode(withLive);
    expect(code.startsWith("import cf from 'cloudfront';")).toBe(true);
    expect(code).toContain('async function handler(event)');
    expect(code).not.toContain('tokyo-october-fika');
    expect(liveRouteEntries(withLive)).toEqual({ '/events/tokyo-october-fika': 'page', '/ja/events/tokyo-october-fika': 'page', '/host/tokyo-october-fika': 'any' });
    // The static routes under a live parent stay in the code.
    expect(code).toContain('"/events/city":"osaka"');
  });

  it('serves an event page the store lists, and not one it does not (published, then unpublished)', async () => {
    const store = liveRouteEntries(withLive);
    expect(await rewrite(store, '/events/tokyo-october-fika')).toBe('/events/tokyo-october-fika/index.html');
    expect(await rewrite(store, '/ja/events/tokyo-october-fika/')).toBe('/ja/events/tokyo-october-fika/index.html');
    expect(await rewrite({ ...store, '/events/new-fika': 'page' }, '/events/new-fika')).toBe('/events/new-fika/index.html');
    expect(await rewrite(store, '/events/new-fika')).toBe('/404.html');
    expect(await rewrite({}, '/events/tokyo-october-fika')).toBe('/404.html');
    expect(await rewrite(store, '/events/city/osaka')).toBe('/events/city/osaka/index.html');
    expect(await rewrite(store, '/events/city')).toBe('/404.html');
    expect(await rewrite(store, '/events/tokyo-october-fika/more')).toBe('/404.html');
  });

  it("answers an event's door kit with the app shell for any date, only while the store lists the event", async () => {
    const store = liveRouteEntries(withLive);
    expect(await rewrite(store, '/host/tokyo-october-fika/2026-12-05')).toBe('/spa-shell.html');
    expect(await rewrite(store, '/host')).toBe('/spa-shell.html');
    expect(await rewrite(store, '/host/tokyo-october-fika')).toBe('/404.html');
    expect(await rewrite({}, '/host/tokyo-october-fika/2026-12-05')).toBe('/404.html');
    expect(await rewrite(store, '/host/tokyo-october-fika/2026-12-05/x')).toBe('/404.html');
  });

  it("never serves a dot path (the publisher's state, the build's manifest)", async () => {
    const store = liveRouteEntries(withLive);
    for (const uri of ['/.publisher/state.json', '/.vite/manifest.json', '/events/.hidden', '/.overlay.json']) expect(await rewrite(store, uri), uri).toBe('/404.html');
    expect(await rewrite(store, '/data/events/en.json')).toBe('/data/events/en.json');
  });

  it('gives the local server the same answers, with the live routes of its known routes as its store', async () => {
    const route = siteRouter(withLive);
    expect(await route('/events/tokyo-october-fika')).toEqual({ file: '/events/tokyo-october-fika/index.html', status: 200 });
    expect(await route('/events/no-such-event')).toEqual({ file: '/404.html', status: 404 });
    expect(await route('/host/tokyo-october-fika/2026-12-05')).toEqual({ file: '/spa-shell.html', status: 200 });
  });

  it('fits many more events than the code could hold', () => {
    const pages = [...withLive.pages, ...Array.from({ length: 2000 }, (_, i) => `/events/some-long-event-slug-${i}`)];
    expect(Buffer.byteLength(spaRewriteCode({ ...withLive, pages }))).toBeLessThan(MAX_FUNCTION_BYTES);
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
