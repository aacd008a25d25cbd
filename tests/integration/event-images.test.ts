/**
 * Organisers upload an event's image (POST /api/admin-event-images, docs/security.md "Uploaded
 * images"): request_upload gives a form, the browser posts the file to it (locally the local
 * server's /_dev/uploads/<key>, as to S3's presigned POST in AWS), confirm_upload checks the content
 * and GET /img/<key> serves it in the site's sizes. Through the real local server and gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { setupIntegration, ROOT, type Harness } from '../support/integration';
import { createGateway } from '../../infra/local/gateway';
import { createLocalServer } from '../../infra/local/server';
import { localUploads } from '../../infra/local/uploads';
import { outboxMail } from '../../functions/lib/adapters/mail';
import { fixedClock } from '../../functions/lib/adapters/system';
import { UPLOAD_MAX_BYTES } from '../../content/images/uploads';
import { UPLOAD_MESSAGES } from '../../api/admin-event-images';
import { CHECK_MESSAGES } from '../../functions/admin-event-images/check';
import { CONFIRM_MESSAGES } from '../../functions/admin-event-images/handler';
import { imagePresets } from '../../content/image-presets';
import { freshIp, memberToken, seedSignup } from './member-helpers';

const PATH = '/api/admin-event-images';

describe('organisers upload an event image', () => {
  let h: Harness;
  let server: Server;
  let origin: string;
  let uploadsDir: string;
  const scratch: string[] = [];
  let admin: Record<string, string>;
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    uploadsDir = await mkdtemp(join(tmpdir(), 'fika-uploads-test-'));
    h = await setupIntegration({ clock, env: { UPLOADS_DIR: uploadsDir } });
    const dispatch = createGateway(ROOT);
    scratch.push(await mkdtemp(join(tmpdir(), 'fika-uploads-outbox-')), await mkdtemp(join(tmpdir(), 'fika-uploads-web-')));
    const outbox = outboxMail(scratch[0], 'Fika <hello@fika.community>');
    server = createLocalServer({
      webRoot: scratch[1],
      dispatch,
      dev: { outbox, bus: h.bus, payments: h.ports.payments, dispatch, uploads: localUploads(h.ports) },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = await h.adminHeaders();
  });

  afterAll(async () => {
    await new Promise<void>((r) => server?.close(() => r()));
    for (const dir of [uploadsDir, ...scratch]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  const act = (action: string, data: unknown, headers: Record<string, string> = admin) => h.call(PATH, { action, data }, { headers, ip: freshIp() });

  /** request_upload, as the console calls it. */
  async function requestUpload(contentType: string, size: number) {
    const r = await act('request_upload', { contentType, size });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { uploadUrl: string; fields: Record<string, string>; key: string };
  }

  /** The browser's post: the fields in order, then the file (under any name the organiser's file had). */
  async function post(form: { uploadUrl: string; fields: Record<string, string> }, bytes: Buffer, fileName: string, type: string, override: Record<string, string> = {}) {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...form.fields, ...override })) body.append(k, v);
    body.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
    // The harness's site URL is http://localhost:3000; this test's server listens elsewhere.
    const url = new URL(form.uploadUrl);
    return fetch(`${origin}${url.pathname}`, { method: 'POST', body });
  }

  /** The whole flow: ask, post, confirm. */
  async function upload(bytes: Buffer, fileName: string, type: string) {
    const form = await requestUpload(type, bytes.length);
    const posted = await post(form, bytes, fileName, type);
    expect(posted.status, await posted.clone().text()).toBe(204);
    const confirmed = await act('confirm_upload', { key: form.key });
    return { key: form.key, confirmed };
  }

  const img = (key: string, query: string, accept = 'image/avif,image/webp,*/*') => h.call(`/img/${key}?${query}`, undefined, { headers: { accept }, ip: freshIp() });

  const picture = (format: 'jpeg' | 'png' | 'webp', width = 1600, height = 900, colour = '#2f6b5a') =>
    sharp({ create: { width, height, channels: format === 'png' ? 4 : 3, background: colour } })
      .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f3ebe1"/></svg>`) }])
      [format]()
      .toBuffer();

  it.each([
    ['JPEG', 'jpeg', 'image/jpeg', 'harbour.jpg'],
    ['PNG', 'png', 'image/png', 'harbour.png'],
    ['WebP', 'webp', 'image/webp', 'harbour.webp'],
  ] as const)('a %s is accepted and /img serves it in the sized variants', async (_label, format, type, name) => {
    const { key, confirmed } = await upload(await picture(format), name, type);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ success: true, data: { key } });
    expect(key).toMatch(/^upload-[a-z0-9]{24}$/);

    // The event-card context (small) as WebP, the event-hero context (large) as JPEG.
    const card = await img(key, `w=${imagePresets.small.width}&h=${imagePresets.small.height}&q=${imagePresets.small.quality}`);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(card.raw).metadata()).toMatchObject({ format: 'webp', width: 364, height: 243 });
    const hero = await img(key, 'p=large', 'image/jpeg');
    expect(hero.status).toBe(200);
    expect(await sharp(hero.raw).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });

    // Stored as a JPEG original; nothing left waiting.
    expect(await readdir(join(uploadsDir, 'originals'))).toContain(`${key}.jpg`);
    expect(existsSync(join(uploadsDir, 'incoming', key))).toBe(false);
    // Confirming again is the same answer.
    expect((await act('confirm_upload', { key })).body).toEqual({ success: true, data: { key } });
  });

  it('refuses a text file named .jpg and a GIF with 415, by their content, and deletes them', async () => {
    const text = await upload(Buffer.from('Just some notes about the harbour walk, saved with the wrong name.\n'), 'harbour.jpg', 'image/jpeg');
    expect(text.confirmed.status).toBe(415);
    expect(text.confirmed.body).toEqual({ success: false, error: CHECK_MESSAGES.notAnImage });

    const gif = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#7c4a2d' } }).gif().toBuffer();
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const refused = await upload(gif, 'harbour.png', 'image/png');
    expect(refused.confirmed.status).toBe(415);
    expect(refused.confirmed.body.error).toBe(CHECK_MESSAGES.notAnImage);

    // A JPEG's first bytes on something that is not one.
    const fake = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]), 'harbour.jpg', 'image/jpeg');
    expect(fake.confirmed.status).toBe(415);

    for (const key of [text.key, refused.key, fake.key]) {
      expect(existsSync(join(uploadsDir, 'incoming', key)), key).toBe(false);
      expect(existsSync(join(uploadsDir, 'originals', `${key}.jpg`)), key).toBe(false);
      expect((await img(key, 'p=small')).status).toBe(404);
      const again = await act('confirm_upload', { key });
      expect(again.status).toBe(404);
      expect(again.body.error).toBe(CONFIRM_MESSAGES.nothingUploaded);
    }
  });

  it('refuses an image over 12 megapixels with 415, from its header', async () => {
    const big = await sharp({ create: { width: 4100, height: 3000, channels: 3, background: '#f3ebe1' } }).png({ compressionLevel: 9 }).toBuffer();
    const { confirmed } = await upload(big, 'panorama.png', 'image/png');
    expect(confirmed.status).toBe(415);
    expect(confirmed.body.error).toBe(CHECK_MESSAGES.tooManyPixels(4100 * 3000));
  });

  it('refuses 10 MB + 1 byte: when asked for, and when posted', async () => {
    const asked = await act('request_upload', { contentType: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 });
    expect(asked.status).toBe(400);
    expect(asked.body.error).toBe(UPLOAD_MESSAGES.size);

    // A form asked for with an honest size, then a bigger file: the form's own limit refuses it, as S3's content-length-range does.
    const form = await requestUpload('image/jpeg', 2_000_000);
    const jpeg = await picture('jpeg', 320, 180);
    const oversized = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - jpeg.length)]);
    expect(oversized.length).toBe(UPLOAD_MAX_BYTES + 1);
    const posted = await post(form, oversized, 'huge.jpg', 'image/jpeg');
    expect(posted.status).toBe(400);
    expect(await posted.text()).toContain('<Code>EntityTooLarge</Code>');
    expect(existsSync(join(uploadsDir, 'incoming', form.key))).toBe(false);
    expect((await act('confirm_upload', { key: form.key })).status).toBe(404);

    // Exactly 10 MB is within the limit (and then judged by its content).
    const exact = Buffer.concat([jpeg, Buffer.alloc(UPLOAD_MAX_BYTES - jpeg.length)]);
    const atLimit = await post(await requestUpload('image/jpeg', exact.length), exact, 'exact.jpg', 'image/jpeg');
    expect(atLimit.status).toBe(204);
  });

  it('refuses other content types, and a form used for another type, another key or after it expired', async () => {
    const gif = await act('request_upload', { contentType: 'image/gif', size: 1000 });
    expect(gif.status).toBe(400);
    expect(gif.body.error).toBe(UPLOAD_MESSAGES.contentType);
    expect((await act('request_upload', { contentType: 'image/png', size: 0 })).status).toBe(400);
    expect((await act('confirm_upload', { key: '../originals/x' })).status).toBe(400);

    const png = await picture('png', 160, 90);
    const form = await requestUpload('image/png', png.length);
    expect((await post(form, png, 'a.png', 'image/png', { 'Content-Type': 'text/html' })).status).toBe(403);
    expect((await post(form, png, 'a.png', 'image/png', { key: 'incoming/upload-aaaaaaaaaaaaaaaaaaaaaaaa' })).status).toBe(403);
    const other = await requestUpload('image/png', png.length);
    expect((await post({ ...form, uploadUrl: other.uploadUrl }, png, 'a.png', 'image/png')).status).toBe(403);
    clock.advance(6 * 60_000);
    const late = await post(form, png, 'a.png', 'image/png');
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Policy expired');
    clock.set(new Date());
  });

  it('a key names one image for ever: a second post under a confirmed key changes nothing', async () => {
    const first = await picture('png', 320, 180, '#c0392b');
    const form = await requestUpload('image/png', first.length);
    expect((await post(form, first, 'red.png', 'image/png')).status).toBe(204);
    expect((await act('confirm_upload', { key: form.key })).status).toBe(200);
    // The form lasts 5 minutes: posting another picture with it and confirming again keeps the first.
    const second = await picture('png', 320, 180, '#2980b9');
    expect((await post(form, second, 'blue.png', 'image/png')).status).toBe(204);
    expect((await act('confirm_upload', { key: form.key })).body).toEqual({ success: true, data: { key: form.key } });
    const served = await img(form.key, 'w=8&h=8&fit=cover&f=png');
    const { dominant } = await sharp(served.raw).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('unknown upload keys are 404 on /img', async () => {
    expect((await img('upload-abcdefghijklmnopqrstuvwx', 'p=small')).status).toBe(404);
  });

  it('only the admin: 401 without a session, 403 with any other', async () => {
    for (const [action, data] of [
      ['request_upload', { contentType: 'image/png', size: 1000 }],
      ['confirm_upload', { key: 'upload-abcdefghijklmnopqrstuvwx' }],
    ] as const) {
      expect((await act(action, data, {})).status, action).toBe(401);
      expect((await act(action, data, { authorization: 'Bearer not-a-session' })).status, action).toBe(403);
      const email = `organiser-${action}@example.com`;
      await seedSignup(h, email);
      const member = await memberToken(h, email);
      expect((await act(action, data, { authorization: `Bearer ${member}` })).status, action).toBe(403);
    }
  });
});
