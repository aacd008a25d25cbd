import type { ImgHTMLAttributes } from 'react';
import { contextImage, imagePresets, imageUrl, type ImageContext, type ImagePresetName } from '@/content/image-presets';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  /** Image key served by GET /img/{key}. */
  imageKey: string;
  /** The image context: picks the preset (event-card → small, event-hero → large, …). */
  context: ImageContext;
  /** Draws the context at another preset than its own (a byline's author avatar: `avatar`, 32x32 q75). */
  preset?: ImagePresetName;
  /** Required: the image's alt text (content/images has one per key), or "" when decorative. */
  alt: string;
  /** The page's LCP image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
}

/**
 * `<img>` with a srcset from the context's preset, intrinsic width/height (no layout shift) and
 * lazy loading for everything except the LCP image.
 */
export function ResponsiveImage({ imageKey, context, preset, alt, priority = false, sizes, ...rest }: ResponsiveImageProps) {
  const img = contextImage(imageKey, context, preset);
  // Large pictures also offer the medium preset when it has the same shape, so a phone does not
  // download a 1200-pixel image for a 400-pixel-wide screen.
  const m = imagePresets.medium;
  const offerMedium = img.width > m.width && img.width * m.height === img.height * m.width;
  const srcSet = offerMedium ? `${imageUrl(imageKey, 'medium')} ${m.width}w, ${img.srcSet}` : img.srcSet;
  return (
    <img
      src={img.src}
      srcSet={srcSet}
      sizes={sizes ?? `(min-width: ${img.width}px) ${img.width}px, 100vw`}
      width={img.width}
      height={img.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
