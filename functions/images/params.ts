/**
 * Parsing of `GET /img/{key}`: w, h, q, f, fit, or a preset `p`; sizes are clamped
 * to the limits in content/image-presets.ts, unknown values are a 400 with a clear message.
 */
import {
  DEFAULT_QUALITY,
  IMAGE_KEY_PATTERN,
  imageFormats,
  imageLimits,
  imagePresets,
  isImagePreset,
  type ImageFormat,
} from '../../content/image-presets';

export const fits = ['cover', 'contain', 'inside'] as const;
export type Fit = (typeof fits)[number];

export interface ImageRequest {
  key: string;
  width?: number;
  height?: number;
  quality: number;
  format: ImageFormat;
  fit: Fit;
}

export class ImageParamError extends Error {}

const extensions: Record<string, ImageFormat> = { jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', png: 'png', avif: 'avif' };

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function integer(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) throw new ImageParamError(`Invalid ${name}: expected a whole number of pixels (1-${name === 'w' ? imageLimits.maxWidth : imageLimits.maxHeight})`);
  return Number(raw);
}

/**
 * Splits `city-tokyo` or `city-tokyo.jpg` into the key and the format the extension names.
 * Returns undefined for anything that is not a valid key (the caller answers 404).
 */
export function parseKey(rawKey: string): { key: string; extFormat?: ImageFormat } | undefined {
  const m = /^([^.]+)(?:\.([a-z]+))?$/.exec(rawKey);
  if (!m || !IMAGE_KEY_PATTERN.test(m[1]) || m[1].length > 100) return undefined;
  if (m[2] !== undefined && !extensions[m[2]]) return undefined;
  return { key: m[1], extFormat: m[2] ? extensions[m[2]] : undefined };
}

/** Chooses the output format: explicit f, then the URL's extension, then WebP when the browser accepts it, else JPEG. */
export function negotiateFormat(f: string | undefined, extFormat: ImageFormat | undefined, accept: string | undefined): ImageFormat {
  if (f !== undefined && f !== '') {
    const normalised = f === 'jpg' ? 'jpeg' : f;
    if (!(imageFormats as readonly string[]).includes(normalised)) throw new ImageParamError(`Invalid f: expected one of ${imageFormats.join(', ')}`);
    return normalised as ImageFormat;
  }
  if (extFormat) return extFormat;
  return /image\/webp/i.test(accept ?? '') ? 'webp' : 'jpeg';
}

export function parseImageRequest(key: string, extFormat: ImageFormat | undefined, query: Record<string, string | undefined>, accept: string | undefined): ImageRequest {
  let width = integer('w', query.w);
  let height = integer('h', query.h);
  let quality: number | undefined;
  if (query.q !== undefined && query.q !== '') {
    if (!/^\d{1,3}$/.test(query.q)) throw new ImageParamError(`Invalid q: expected a quality between ${imageLimits.minQuality} and ${imageLimits.maxQuality}`);
    quality = Number(query.q);
  }
  if (query.p !== undefined && query.p !== '') {
    if (!isImagePreset(query.p)) throw new ImageParamError(`Invalid p: expected one of ${Object.keys(imagePresets).join(', ')}`);
    const preset = imagePresets[query.p];
    width ??= preset.width;
    height ??= preset.height;
    quality ??= preset.quality;
  }
  const fitRaw = query.fit ?? 'cover';
  if (!(fits as readonly string[]).includes(fitRaw)) throw new ImageParamError(`Invalid fit: expected one of ${fits.join(', ')}`);
  // Clamp, keeping the requested aspect ratio when a dimension is over the limit.
  if (width !== undefined && height !== undefined) {
    const scale = Math.min(1, imageLimits.maxWidth / width, imageLimits.maxHeight / height);
    width = Math.max(1, Math.round(width * scale));
    height = Math.max(1, Math.round(height * scale));
  } else {
    if (width !== undefined) width = clamp(width, 1, imageLimits.maxWidth);
    if (height !== undefined) height = clamp(height, 1, imageLimits.maxHeight);
  }
  return {
    key,
    width,
    height,
    quality: clamp(quality ?? DEFAULT_QUALITY, imageLimits.minQuality, imageLimits.maxQuality),
    format: negotiateFormat(query.f, extFormat, accept),
    fit: fitRaw as Fit,
  };
}

/** A stable name for a rendered variant (the LRU key). */
export const variantKey = (r: ImageRequest) => `${r.key}|${r.width ?? ''}x${r.height ?? ''}|q${r.quality}|${r.format}|${r.fit}`;
