/** The illustration for an event listing (an image key of content/images). */

export interface EventImageSource {
  iconImage: string;
}

/**
 * A listing's illustration: its own `iconImage`. The catalogue's validation (content/events/schema.ts)
 * holds every one to an event image of content/images and no two listings to the same one.
 */
export function eventImageKey(e: EventImageSource): string {
  return e.iconImage;
}
