/** schema.org `Event` JSON-LD for an event page (issue 3 point 3; seed 000 §4 for status and availability). */
import { eventAvailabilityStatus, eventEnd, eventStart, type EventListing } from '../../../../content/events/index';
import { contextImage } from '../../../../content/image-presets';
import { eventImageKey } from '../../lib/event-image';
import { absoluteUrl } from '../../lib/seo';
import { eventPath, isoWithOffset, organizer, type EventWhen } from './event-view';

export function eventJsonLd(e: EventListing, when: EventWhen | null, now: Date): Record<string, unknown> {
  const { eventStatus, availability } = eventAvailabilityStatus(e);
  const start = when ? eventStart(e, now) : null;
  const end = when ? eventEnd(e, now) : null;
  const url = absoluteUrl(eventPath(e.slug));
  const image = contextImage(eventImageKey(e), 'event-hero').src;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.description,
    url,
    image: [absoluteUrl(image)],
    ...(when && start && end
      ? {
          startDate: isoWithOffset(when.date, e.startTime, e.timezone, start),
          endDate: isoWithOffset(when.date, e.endTime, e.timezone, end),
        }
      : {}),
    eventStatus,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: e.venueReveal ? e.location : e.venue.name,
      address: {
        '@type': 'PostalAddress',
        ...(e.venueReveal ? {} : { streetAddress: e.venue.fullAddress }),
        addressLocality: e.cityDisplay,
        addressCountry: e.country === 'Japan' ? 'JP' : e.country === 'United States' ? 'US' : e.country,
      },
    },
    organizer,
    performer: { '@type': 'Person', name: e.hostInfo.name },
    offers: {
      '@type': 'Offer',
      url,
      price: e.paymentEnabled && e.perEventPriceCents ? e.perEventPriceCents / 100 : 0,
      priceCurrency: e.currency,
      availability,
      validFrom: now.toISOString().slice(0, 10),
    },
    maximumAttendeeCapacity: e.capacity,
    isAccessibleForFree: !e.paymentEnabled,
  };
}
