/**
 * Image sizes: the one source read by the SPA (srcset per context) and by the image
 * function (`GET /img/{key}`, which also accepts `?p=<preset>`). URLs are built only here, so the
 * browser asks for a small, fixed set of variants and the CDN cache stays warm.
 */

export interface ImagePreset {
  width: number;
  height: number;
  quality: number;
}

export const DEFAULT_QUALITY = 85;

export const imagePresets = {
  thumbnail: { width: 150, height: 150, quality: 75 },
  small: { width: 364, height: 243, quality: 80 },
  medium: { width: 600, height: 400, quality: 85 },
  large: { width: 1200, height: 800, quality: 90 },
  hero: { width: 1920, height: 1080, quality: 85 },
  /** Author avatars in bylines default to 32x32 q75 (the author-avatar context drawn at this preset). */
  avatar: { width: 32, height: 32, quality: 75 },
} as const satisfies Record<string, ImagePreset>;

export type ImagePresetName = keyof typeof imagePresets;

export const imageContexts = {
  'blog-thumbnail': 'small',
  'blog-hero': 'medium',
  'author-avatar': 'thumbnail',
  'author-avatar-large': 'small',
  'event-card': 'small',
  'event-hero': 'large',
  'venue-card': 'small',
} as const satisfies Record<string, ImagePresetName>;

export type ImageContext = keyof typeof imageContexts;

export const imageFormats = ['webp', 'jpeg', 'avif', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Limits the image function enforces (and the URL helpers respect). */
export const imageLimits = { maxWidth: 1920, maxHeight: 1920, minQuality: 30, maxQuality: 95 } as const;

/** Strict key pattern: lower-case words joined by hyphens; no dots or slashes, so no path traversal. */
export const IMAGE_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isImagePreset = (name: string): name is ImagePresetName => Object.prototype.hasOwnProperty.call(imagePresets, name);

export interface ImageSize {
  w: number;
  h: number;
  q?: number;
}

function toSize(size: ImagePresetName | ImageSize): ImageSize {
  if (typeof size === 'string') {
    const p = imagePresets[size];
    return { w: p.width, h: p.height, q: p.quality };
  }
  return size;
}

/** `/img/<key>?w=&h=&q=[&f=]`; without `f` the function picks WebP or JPEG from the browser's Accept header. */
export function imageUrl(key: string, size: ImagePresetName | ImageSize, format?: ImageFormat): string {
  const s = toSize(size);
  const params = new URLSearchParams({ w: String(s.w), h: String(s.h), q: String(s.q ?? DEFAULT_QUALITY) });
  if (format) params.set('f', format);
  return `/img/${encodeURIComponent(key)}?${params.toString()}`;
}

/** The preset a context renders at. */
export function contextPreset(context: ImageContext): ImagePreset {
  return imagePresets[imageContexts[context]];
}

/**
 * `srcset` for a context: the preset size (1x) and double density (2x), clamped to the function's
 * limits while keeping the aspect ratio. Width descriptors let the browser choose with `sizes`.
 */
export function srcSet(key: string, context: ImageContext, preset: ImagePresetName = imageContexts[context]): string {
  const p = imagePresets[preset];
  const variants = [1, 2].map((density) => {
    const scale = Math.min(density, imageLimits.maxWidth / p.width, imageLimits.maxHeight / p.height);
    const w = Math.round(p.width * scale);
    const h = Math.round(p.height * scale);
    return { w, h };
  });
  const unique = variants.filter((v, i) => variants.findIndex((o) => o.w === v.w) === i);
  return unique.map((v) => `${imageUrl(key, { w: v.w, h: v.h, q: p.quality })} ${v.w}w`).join(', ');
}

/**
 * Everything an `<img>` needs for a context: src (1x), srcSet, intrinsic width and height (no layout
 * shift). `preset` draws it at another size than the context's (a byline's author avatar: `avatar`).
 */
export function contextImage(key: string, context: ImageContext, preset: ImagePresetName = imageContexts[context]): { src: string; srcSet: string; width: number; height: number } {
  const p = imagePresets[preset];
  return { src: imageUrl(key, preset), srcSet: srcSet(key, context, preset), width: p.width, height: p.height };
}
