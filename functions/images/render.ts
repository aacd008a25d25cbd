/**
 * Renders a variant with sharp from an original, keeping recent variants in an in-process LRU
 * (bounded by bytes) and sharing one render between concurrent requests.
 *
 * Originals: the site's own in `<IMAGES_DIR>/<key>.jpg` (env `IMAGES_DIR`, or by default
 * `content/images` of this repository, resolved from this file; in AWS the image Lambda's asset
 * carries the folder and IMAGES_DIR points to it), and organisers' uploads in the upload store
 * (functions/lib/uploads.ts), each an OriginalSource.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type Sharp from 'sharp';
import type { ImageFormat } from '../../content/image-presets';
import { variantKey, type ImageRequest } from './params';

export const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', avif: 'image/avif', png: 'image/png' };

export function imagesDir(env: Record<string, string | undefined> = process.env): string {
  return env.IMAGES_DIR ? resolve(env.IMAGES_DIR) : resolve(import.meta.dirname, '../../content/images');
}

export interface Rendered {
  body: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/** Least-recently-used cache with a byte budget. */
export class VariantCache {
  private readonly map = new Map<string, Rendered>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): Rendered | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: Rendered): void {
    if (v.body.length > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.map.delete(key);
    }
    this.map.set(key, v);
    this.bytes += v.body.length;
    for (const [k, e] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= e.body.length;
    }
  }
  get size(): number {
    return this.map.size;
  }
}

const cache = new VariantCache(64 * 1024 * 1024);
const inFlight = new Map<string, Promise<Rendered | undefined>>();

/** Where originals come from: `id` names the source in the cache keys, `read` gives a key's original (undefined when it has none). */
export interface OriginalSource {
  readonly id: string;
  read(key: string): Promise<Buffer | undefined>;
}

/** The originals of a folder: `<dir>/<key>.jpg`. */
export function folderSource(dir: string): OriginalSource {
  return {
    id: dir,
    async read(key) {
      try {
        // `key` matched IMAGE_KEY_PATTERN (letters, digits, hyphens): it cannot leave `dir`.
        return await readFile(join(dir, `${key}.jpg`));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw e;
      }
    },
  };
}

// sharp (and libvips) load on the first render, not while the module is imported at cold start.
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => (m.default ?? m) as typeof Sharp));

/**
 * The most pixels an original may have: read from its header before anything is decoded, so an
 * oversized original costs a header read, not seconds of CPU (sharp's limitInputPixels enforces it too).
 */
export const MAX_ORIGINAL_PIXELS = 12_000_000;

/** An original over MAX_ORIGINAL_PIXELS: it is not resized. */
export class OriginalTooLarge extends Error {
  constructor(readonly pixels: number) {
    super(`The original image has ${pixels} pixels, more than the ${MAX_ORIGINAL_PIXELS} an image may have to be resized.`);
  }
}

async function render(original: Buffer, r: ImageRequest): Promise<Rendered> {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(original).metadata();
  if (width * height > MAX_ORIGINAL_PIXELS) throw new OriginalTooLarge(width * height);
  let img = sharp(original, { failOn: 'error', limitInputPixels: MAX_ORIGINAL_PIXELS }).rotate();
  if (r.width !== undefined || r.height !== undefined) img = img.resize({ width: r.width, height: r.height, fit: r.fit, position: 'attention' });
  switch (r.format) {
    case 'webp':
      img = img.webp({ quality: r.quality });
      break;
    case 'avif':
      img = img.avif({ quality: r.quality });
      break;
    case 'png':
      img = img.png({ compressionLevel: 9, palette: r.quality < 90 });
      break;
    default:
      img = img.jpeg({ quality: r.quality, mozjpeg: true, progressive: true });
  }
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { body: data, contentType: contentTypes[r.format], width: info.width, height: info.height };
}

/** Whether this instance already holds the variant (a request for it costs no render). */
export function isRendered(r: ImageRequest, source: OriginalSource = folderSource(imagesDir())): boolean {
  return cache.get(`${source.id}|${variantKey(r)}`) !== undefined;
}

/** The variant, or undefined when there is no original for the key. */
export async function renderVariant(r: ImageRequest, source: OriginalSource = folderSource(imagesDir())): Promise<Rendered | undefined> {
  const k = `${source.id}|${variantKey(r)}`;
  const hit = cache.get(k);
  if (hit) return hit;
  let pending = inFlight.get(k);
  if (!pending) {
    pending = (async () => {
      const original = await source.read(r.key);
      if (!original) return undefined;
      const out = await render(original, r);
      cache.set(k, out);
      return out;
    })().finally(() => inFlight.delete(k));
    inFlight.set(k, pending);
  }
  return pending;
}
