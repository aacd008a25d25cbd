/** The illustration for an event listing (image keys of content/images). */
import { imageKeys } from '../../../content/images/index';

export interface EventImageSource {
  iconImage: string;
  eventType: string;
  city: string;
  exclusive?: boolean;
  slug: string;
}

const TYPE_IMAGES: Record<string, string> = {
  'weekly-fika': 'event-weekly-fika',
  'growth-circle': 'event-growth-circle',
  'forest-walks': 'event-forest-walk',
  'river-walks': 'event-river-walk',
  'goal-accountability': 'event-accountability',
  'happy-hour': 'event-rooftop',
};

const CITY_IMAGES: Record<string, string> = {
  tokyo: 'event-tokyo-fika',
  osaka: 'event-osaka-fika',
  fukuoka: 'event-fukuoka-fika',
  honolulu: 'event-honolulu',
};

/** The illustration for a listing: its own key when one exists, else the closest shared illustration. */
export function eventImageKey(e: EventImageSource): string {
  if (imageKeys.includes(e.iconImage)) return e.iconImage;
  if (e.exclusive) return 'event-founders';
  if (/pizza/.test(e.slug)) return 'event-pizza-night';
  if (/tapas/.test(e.slug)) return 'event-tapas';
  if (/evening-social/.test(e.slug)) return 'event-evening-social';
  return TYPE_IMAGES[e.eventType] ?? CITY_IMAGES[e.city] ?? 'event-tokyo-fika';
}
