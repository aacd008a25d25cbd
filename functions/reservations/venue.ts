import type { EventListing } from '../../content/events/index';
import { revealedVenueFor } from '../../content/events/index';
import type { VenueLines } from './email-facts';
import { occurrenceStart } from '../../domain/reservations/time';
import { listingOn } from '../../content/events/occurrence';

/** The venue as a confirmed guest may see it now: exact once the reveal time has passed. */
export function venueFor(listing: EventListing, occurrence: string, now: Date): VenueLines {
  // The date's own venue when an organiser changed it (listingOn).
  const event = listingOn(listing, occurrence);
  const revealAt = event.venueReveal ? occurrenceStart(event, occurrence).getTime() - event.venueReveal.daysBefore * 86_400_000 : -Infinity;
  const secret = revealedVenueFor(event.id);
  if (secret && now.getTime() >= revealAt) {
    return { name: secret.name, address: secret.fullAddress, station: secret.nearestStation, meetingPoint: secret.meetingPoint, exact: true };
  }
  return { name: event.venue.name, address: event.venue.fullAddress, station: event.venue.nearestStation, meetingPoint: event.venue.meetingPoint, exact: !event.venueReveal };
}
