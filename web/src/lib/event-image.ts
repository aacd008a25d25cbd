/** The image of an event listing: an image key served by GET /img/{key}, and what to say about it. */
import { imageInfoOrUpload, type ImageInfo } from '@/content/images/index';

export interface EventImageSource {
  /** An event illustration of content/images, or an organiser's upload (`upload-…`, content/images/uploads.ts). */
  iconImage?: string;
  /** The city slug: its illustration (`city-<city>`) stands in for a listing without an image. */
  city: string;
}

/**
 * A listing's image: its own `iconImage` (an event illustration, or an image an organiser uploaded,
 * both served by /img in every preset); without one, its city's illustration. The catalogue's
 * validation (content/events/schema.ts) holds an `iconImage` to an event illustration or an upload key.
 */
export function eventImageKey(e: EventImageSource): string {
  return e.iconImage ? e.iconImage : `city-${e.city}`;
}

/**
 * What is known of an event's image: the illustration's own entry (alt text, size), or for an upload
 * the event's title as its alt text and the illustrations' wide 16:9 size.
 */
export function eventImageInfo(key: string, title: string): ImageInfo {
  return imageInfoOrUpload(key, title) ?? { key, kind: 'event', width: 1920, height: 1080, alt: title };
}

/** The alt text of an event's image (the event's title for an upload). */
export const eventImageAlt = (key: string, title: string): string => eventImageInfo(key, title).alt;
