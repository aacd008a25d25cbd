/**
 * Content shared by several listings: hosts, the RSVP and no-show policy,
 * and the member benefits every event page shows.
 */
import { CITIES, type CitySlug } from '../../cities';
import { TIER_LADDER_TEXT } from '../../site/facts';
import { hostInfo } from '../../site/team';
import type { EventListingInput } from '../schema';

type Host = EventListingInput['hostInfo'];
type Benefit = EventListingInput['memberBenefits'][number];

/** Every host is a member of the team in the community facts: the same name and bio everywhere. */
export const hosts = {
  mika: hostInfo('mika-sato'),
  ren: hostInfo('ren-takeda'),
  leilani: hostInfo('leilani-nakamura'),
  emma: hostInfo('emma-lindqvist'),
  kenji: hostInfo('kenji-okada'),
  mai: hostInfo('mai-fujita'),
  ryo: hostInfo('ryo-hasegawa'),
  naomi: hostInfo('naomi-ishikawa'),
  yuki: hostInfo('yuki-mori'),
  aya: hostInfo('aya-kimura'),
  marco: hostInfo('marco-ricci'),
  lucia: hostInfo('lucia-ortega'),
} satisfies Record<string, Host>;

export const ATTENDANCE_POLICY =
  'A yes RSVP confirms your seat, and we plan the table around it. If you RSVP yes and do not come, or cancel on the day without enough notice, it counts as a no-show. Three no-shows revoke your membership automatically. Plans change: cancel from the link in your confirmation email as early as you can and your seat goes straight to the next person on the waitlist.';

export const RSVP_IMPORTANCE =
  'Seats are limited and people wait for them. Your RSVP tells the host how many tables, chairs and question cards to prepare, and it tells the café how many guests to expect.';

export const NEW_EVENT_SOCIAL_PROOF = { totalAttended: 0, averageRating: 0, repeatAttendees: null };

export const benefits = {
  stamp: {
    icon: '🛂',
    title: 'Passport stamp',
    description: `Check in at the event to collect a stamp in your member passport. Stamps unlock ${TIER_LADDER_TEXT}.`,
  },
  questions: {
    icon: '💬',
    title: 'Bilingual question cards',
    description: 'Every table gets question cards in English and Japanese, so nobody has to think of an opener.',
  },
  followUp: {
    icon: '🤝',
    title: 'Stay in touch',
    description: 'After the event you can opt in to share your email address with people who checked in with you: an address is shown only when you both chose each other.',
  },
  hostIntro: {
    icon: '👋',
    title: 'A host who introduces you',
    description: 'You will never stand at the door wondering who to talk to: the host seats you and introduces you by name.',
  },
} satisfies Record<string, Benefit>;

export const COFFEE_PRICE_RANGE = '¥450-¥800 per drink, paid at the counter';

/** The city block of a listing, taken from the city lookup so the two never disagree. */
export function cityFields(slug: CitySlug) {
  const city = CITIES[slug];
  return {
    city: slug,
    cityDisplay: city.name,
    country: city.country,
    timezone: city.timezone,
    currency: city.currency,
  };
}
