/**
 * INITIAL DATA, SERVER ONLY. Exact venues of the catalogue's events with `venueReveal`: the venue is
 * revealed to confirmed attendees one week before. The public catalogue (rendered by the SPA)
 * carries only the neighbourhood; the store keeps these beside the event (content/events/seed.ts)
 * and the reminder e-mail (`reservation.reminder-due` with revealVenue) reads them through
 * revealedVenueFor. Do not import this module from web/: it would ship the addresses in the bundle.
 */
import type { RevealedVenue } from './current';

export const REVEALED_VENUES: Readonly<Record<string, RevealedVenue>> = {
  'founding-members-fika': {
    name: 'Salon Kashi, Nishi-Azabu (2F private room)',
    fullAddress: '4-2-11 Nishi-Azabu, Minato-ku, Tokyo 106-0031',
    nearestStation: 'Roppongi Station (Hibiya and Toei Oedo lines), exit 2, 8 minutes; Hiroo Station, 10 minutes',
    meetingPoint: 'Ring the bell marked “Kashi” and come up to the second floor; Mika meets you at the top of the stairs.',
  },
  'tokyo-spanish-tapas': {
    name: 'Bar La Caleta',
    fullAddress: '1-14-6 Ebisu-Nishi, Shibuya-ku, Tokyo 150-0021',
    nearestStation: 'Ebisu Station (JR Yamanote line and Hibiya line), west exit, 4 minutes',
    meetingPoint: 'The basement door under the green tiled sign; Lucía saves the counter for our group.',
  },
};
