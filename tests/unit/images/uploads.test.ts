/**
 * Uploaded event images, piece by piece: the keys, the content sniffing, the local form's
 * signature, and how the web names and describes an event's image (web/src/lib/event-image.ts).
 * The whole flow runs in tests/integration/event-images.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { UPLOADED_IMAGE_KEY, isUploadedImageKey } from '../../../content/images/uploads';
import { UPLOADED_IMAGE_KEY as SCHEMA_UPLOADED_IMAGE_KEY } from '../../../content/events/schema';
import { contextImage } from '../../../content/image-presets';
import { imageAlt, imageInfoOrUpload } from '../../../content/images/index';
import { LOCAL_SIGNATURE_FIELD, localUploadStore, newUploadKey, verifyLocalPolicy } from '../../../functions/lib/uploads';
import { sniff } from '../../../functions/admin-event-images/check';
import { eventImageAlt, eventImageInfo, eventImageKey } from '../../../web/src/lib/event-image';
import { fixedClock } from '../../../functions/lib/adapters/system';

const KEY = 'upload-abcdefghij0123456789klmn';

describe('upload keys', () => {
  it('are upload- and 24 random lowercase letters and digits, each new', () => {
    const keys = new Set(Array.from({ length: 2000 }, newUploadKey));
    expect(keys.size).toBe(2000);
    for (const k of keys) expect(k).toMatch(/^upload-[a-z0-9]{24}$/);
    // Every character of the alphabet turns up: no bias that leaves some out.
    expect(new Set([...keys].join('').replace(/upload-/g, ''))).toHaveProperty('size', 36);
  });

  it('the catalogue schema accepts exactly the keys the upload rules make', () => {
    expect(SCHEMA_UPLOADED_IMAGE_KEY).toBe(UPLOADED_IMAGE_KEY);
    expect(isUploadedImageKey(newUploadKey())).toBe(true);
    for (const k of ['upload-', 'upload-ABCDEFGH', 'upload-abc', 'event-tokyo-fika', 'upload-abcdefgh/../x', `upload-${'a'.repeat(65)}`]) expect(isUploadedImageKey(k), k).toBe(false);
  });
});

describe('content sniffing', () => {
  it('knows JPEG, PNG and WebP by their first bytes, and nothing else', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniff(Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(sniff(Buffer.from('GIF89a……'))).toBeUndefined();
    expect(sniff(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniff(Buffer.from('hello.jpg'))).toBeUndefined();
    expect(sniff(Buffer.from([0xff, 0xd8]))).toBeUndefined();
    expect(sniff(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('the local upload form', () => {
  const clock = fixedClock('2026-11-22T09:00:00Z');
  const store = localUploadStore({ dir: '/nonexistent', siteUrl: 'http://localhost:3000/', signingSecret: 'secret', clock });

  it('posts to the local server with a signed policy: this key, this type, 10 MB, 5 minutes', async () => {
    const form = await store.presignPost(KEY, 'image/png', 10 * 1024 * 1024);
    expect(form.url).toBe(`http://localhost:3000/_dev/uploads/${KEY}`);
    expect(form.fields).toMatchObject({ key: `incoming/${KEY}`, 'Content-Type': 'image/png' });
    expect(verifyLocalPolicy('secret', form.fields.Policy, form.fields[LOCAL_SIGNATURE_FIELD])).toEqual({
      key: `incoming/${KEY}`,
      contentType: 'image/png',
      maxBytes: 10 * 1024 * 1024,
      expires: '2026-11-22T09:05:00.000Z',
    });
  });

  it('a changed policy or another secret does not verify', async () => {
    const form = await store.presignPost(KEY, 'image/png', 1000);
    const forged = Buffer.from(JSON.stringify({ key: `incoming/${KEY}`, contentType: 'image/png', maxBytes: 10 ** 9, expires: '2099-01-01T00:00:00Z' })).toString('base64url');
    expect(verifyLocalPolicy('secret', forged, form.fields[LOCAL_SIGNATURE_FIELD])).toBeUndefined();
    expect(verifyLocalPolicy('other', form.fields.Policy, form.fields[LOCAL_SIGNATURE_FIELD])).toBeUndefined();
    expect(verifyLocalPolicy('secret', form.fields.Policy, undefined)).toBeUndefined();
  });

  it('refuses a key that is not an upload key (no path out of the folder)', async () => {
    await expect(store.presignPost('../secrets', 'image/png', 1000)).rejects.toThrow(/Not an upload key/);
    await expect(store.readOriginal('upload-../../x')).rejects.toThrow(/Not an upload key/);
  });
});

describe("an event's image on the web", () => {
  it("is the listing's own image, an upload included, else its city's illustration", () => {
    expect(eventImageKey({ iconImage: 'event-tokyo-fika', city: 'tokyo' })).toBe('event-tokyo-fika');
    expect(eventImageKey({ iconImage: KEY, city: 'osaka' })).toBe(KEY);
    expect(eventImageKey({ iconImage: '', city: 'fukuoka' })).toBe('city-fukuoka');
    expect(eventImageKey({ city: 'honolulu' })).toBe('city-honolulu');
  });

  it('an upload is served through /img in the event-card and event-hero sizes', () => {
    expect(contextImage(KEY, 'event-card')).toMatchObject({ src: `/img/${KEY}?w=364&h=243&q=80`, width: 364, height: 243 });
    expect(contextImage(KEY, 'event-hero').src).toBe(`/img/${KEY}?w=1200&h=800&q=90`);
    expect(contextImage(KEY, 'event-hero').srcSet).toContain(`/img/${KEY}?w=1920&h=1280&q=90 1920w`);
  });

  it("an upload's alt text is the event's title, at the illustrations' wide size; an illustration keeps its own", () => {
    expect(eventImageInfo(KEY, 'Ohori Park Morning Fika')).toEqual({ key: KEY, kind: 'event', width: 1920, height: 1080, alt: 'Ohori Park Morning Fika' });
    expect(eventImageAlt('event-tokyo-fika', 'Tokyo Fika')).toBe(imageAlt['event-tokyo-fika']);
    expect(imageInfoOrUpload(KEY, 'A title')?.alt).toBe('A title');
    expect(imageInfoOrUpload('not-an-image', 'A title')).toBeUndefined();
  });
});
