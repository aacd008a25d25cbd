import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { setupIntegration, ROOT, type Harness } from '../support/integration';
import { MAX_ORIGINAL_PIXELS, imagesDir } from '../../functions/images/render';
import { limits } from '../../functions/lib/auth/rate-limit';

describe('GET /img/{key}', () => {
  let h: Harness;
  let dir: string;
  const previous = process.env.IMAGES_DIR;

  beforeAll(async () => {
    h = await setupIntegration();
    // A real 1920x1080 original (a gradient with a shape), written as the content script writes them.
    dir = await mkdtemp(join(tmpdir(), 'fika-img-'));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><defs><linearGradient id="g"><stop offset="0" stop-color="#7c4a2d"/><stop offset="1" stop-color="#f3ebe1"/></linearGradient></defs><rect width="1920" height="1080" fill="url(#g)"/><circle cx="960" cy="540" r="300" fill="#2f6b5a"/></svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(join(dir, 'test-original.jpg'));
    process.env.IMAGES_DIR = dir;
  });

  afterAll(async () => {
    if (previous === undefined) delete process.env.IMAGES_DIR;
    else process.env.IMAGES_DIR = previous;
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string, accept = 'image/avif,image/webp,image/apng,*/*;q=0.8') => h.call(path, undefined, { headers: { accept } });

  it('resizes for real and serves WebP when the browser accepts it', async () => {
    const r = await get('/img/test-original?w=364&h=243&q=80');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toBe('Accept');
    const meta = await sharp(r.raw).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 364, height: 243 });
  });

  it('serves JPEG without WebP in Accept, and the format f asks for', async () => {
    const jpeg = await get('/img/test-original?w=150&h=150', 'image/png,*/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.raw).metadata()).toMatchObject({ format: 'jpeg', width: 150, height: 150 });
    const png = await get('/img/test-original?w=40&h=30&f=png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.raw).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('maps presets and fits, and clamps oversize requests', async () => {
    const small = await get('/img/test-original?p=small');
    expect(await sharp(small.raw).metadata()).toMatchObject({ width: 364, height: 243 });
    // inside keeps the original 16:9 within a 300x300 box
    const inside = await get('/img/test-original?w=300&h=300&fit=inside');
    expect(await sharp(inside.raw).metadata()).toMatchObject({ width: 300, height: 169 });
    const huge = await get('/img/test-original?w=4000&h=4000');
    expect(await sharp(huge.raw).metadata()).toMatchObject({ width: 1920, height: 1920 });
    const ext = await get('/img/test-original.jpg?w=100&h=100');
    expect(ext.headers['content-type']).toBe('image/jpeg');
  });

  it('answers HEAD as it answers GET, without the body', async () => {
    const headers = { accept: 'image/webp,*/*' };
    const get = await h.call('/img/test-original?w=120&h=80', undefined, { headers });
    const head = await h.call('/img/test-original?w=120&h=80', undefined, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': get.headers['cache-control'], vary: 'Accept' });
    expect(head.raw.length).toBe(0);
    expect(get.raw.length).toBeGreaterThan(0);
    const missing = await h.call('/img/no-such-image', undefined, { method: 'HEAD', headers });
    expect(missing.status).toBe(404);
    expect(missing.raw.length).toBe(0);
  });

  it('answers 404 for unknown or malformed keys', async () => {
    for (const path of ['/img/no-such-image', '/img/..%2F..%2Fpackage.json', '/img/../package.json', '/img/Test-Original', '/img/test-original.exe', '/img/a/b']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
    }
  });

  it('answers 400 with a clear message for bad parameters', async () => {
    const r = await get('/img/test-original?w=big');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^Invalid w/);
    const f = await get('/img/test-original?f=gif');
    expect(f.status).toBe(400);
    expect(f.body.error).toBe('Invalid f: expected one of webp, jpeg, avif, png');
    const fit = await get('/img/test-original?fit=fill');
    expect(fit.body.error).toBe('Invalid fit: expected one of cover, contain, inside');
  });

  it(`refuses to decode an original over ${MAX_ORIGINAL_PIXELS} pixels (from its header), with a clear 422`, async () => {
    await sharp({ create: { width: 4000, height: 4000, channels: 3, background: '#7c4a2d' } }).jpeg({ quality: 50 }).toFile(join(dir, 'huge-original.jpg'));
    const started = process.cpuUsage();
    const r = await get('/img/huge-original?w=1920&f=avif');
    const cpuMs = (process.cpuUsage(started).user + process.cpuUsage(started).system) / 1000;
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/more than the 12000000 an image may have/);
    expect(cpuMs).toBeLessThan(1000);
  });

  it('limits the renders one client address (its /64) causes; variants already rendered are not counted', async () => {
    const statuses: number[] = [];
    for (let w = 100; statuses.length <= limits.imageRendersPerIp.max; w++) {
      statuses.push((await h.call(`/img/test-original?w=${w}&f=jpeg&q=30`, undefined, { ip: `2001:db8:1e:1::${w.toString(16)}` })).status);
    }
    expect(statuses.slice(0, limits.imageRendersPerIp.max).every((s) => s === 200)).toBe(true);
    const refused = await h.call('/img/test-original?w=99&f=jpeg&q=30', undefined, { ip: '2001:db8:1e:1::1' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // A variant this instance holds already costs nothing and is served.
    expect((await h.call('/img/test-original?w=100&f=jpeg&q=30', undefined, { ip: '2001:db8:1e:1::1' })).status).toBe(200);
    // Another /64 is not limited.
    expect((await h.call('/img/test-original?w=98&f=jpeg&q=30', undefined, { ip: '2001:db8:1e:2::1' })).status).toBe(200);
  });

  it('reads originals from content/images of the repository by default', () => {
    expect(imagesDir({})).toBe(resolve(ROOT, 'content/images'));
    expect(imagesDir({ IMAGES_DIR: '/var/task/images' })).toBe('/var/task/images');
  });
});
