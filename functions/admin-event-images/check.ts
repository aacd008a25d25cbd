/**
 * An upload's content, checked by its bytes (never its name or declared type): its first bytes are
 * a JPEG's, a PNG's or a WebP's; sharp reads its header and it has at most MAX_ORIGINAL_PIXELS (the
 * most the images function resizes); sharp decodes all of it. Accepted, it becomes the original
 * GET /img renders from: a JPEG (as the site's own originals), turned upright by its EXIF
 * orientation, transparency on white, and without its metadata (no camera, no GPS position).
 */
import type Sharp from 'sharp';
import { HttpError } from '../lib/errors';
import { MAX_ORIGINAL_PIXELS } from '../images/render';

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const CHECK_MESSAGES = {
  notAnImage: 'This file is not a JPEG, PNG or WebP image: its content says otherwise, whatever its name. Upload a .jpg, .png or .webp photo or picture.',
  unreadable: 'This image could not be read: it may be damaged or cut short. Export it again and upload it again.',
  tooManyPixels: (pixels: number) =>
    `This image has ${pixels} pixels, more than the ${MAX_ORIGINAL_PIXELS} (12 megapixels) an image may have. Make it smaller (for example 1920 × 1080) and upload it again.`,
} as const;

/** A refused upload: 415 with the reason. */
export class RefusedImage extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (buf: Buffer, bytes: number[], at = 0) => buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);

/** What the first bytes say the file is: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP `RIFF····WEBP`; else undefined. */
export function sniff(buf: Buffer): ImageKind | undefined {
  if (startsWith(buf, JPEG)) return 'jpeg';
  if (startsWith(buf, PNG)) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => (m.default ?? m) as typeof Sharp));

/** The upload as the JPEG original to store; RefusedImage when its content is not an image we take. */
export async function toOriginal(upload: Buffer): Promise<{ jpeg: Buffer; kind: ImageKind; width: number; height: number }> {
  const kind = sniff(upload);
  if (!kind) throw new RefusedImage(CHECK_MESSAGES.notAnImage);
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof Sharp>['metadata']>>;
  try {
    meta = await sharp(upload).metadata();
  } catch {
    throw new RefusedImage(CHECK_MESSAGES.unreadable);
  }
  // sharp reads the format from the content too: a PNG signature on something else is not a PNG.
  if (meta.format !== kind) throw new RefusedImage(CHECK_MESSAGES.notAnImage);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels <= 0) throw new RefusedImage(CHECK_MESSAGES.unreadable);
  // Refused from the header, before any decoding (as the images function does).
  if (pixels > MAX_ORIGINAL_PIXELS) throw new RefusedImage(CHECK_MESSAGES.tooManyPixels(pixels));
  try {
    const { data, info } = await sharp(upload, { failOn: 'error', limitInputPixels: MAX_ORIGINAL_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, kind, width: info.width, height: info.height };
  } catch {
    throw new RefusedImage(CHECK_MESSAGES.unreadable);
  }
}
