/**
 * Content shared by several listings: hosts, the RSVP and no-show policy (seed 001 §4),
 * and the member benefits every event page shows.
 */
import { CITIES, type CitySlug } from '../../cities';
import type { EventListingInput } from '../schema';

type Host = EventListingInput['hostInfo'];
type Benefit = EventListingInput['memberBenefits'][number];

export const hosts = {
  emma: {
    name: 'Emma Lindqvist',
    bio: 'Emma grew up in Uppsala, where nobody skips the afternoon coffee break. She moved to Tokyo in 2017 as a product designer, missed fika badly, and started inviting strangers from her building to share cinnamon buns on Sunday afternoons. Those Sundays became this community.',
    avatar: 'hosts/emma-lindqvist.jpg',
  },
  kenji: {
    name: 'Kenji Okada',
    bio: 'Born and raised in Tenma, Kenji spent five years pulling shots in Melbourne cafés before coming home to Osaka. He runs our Osaka tables the way his grandmother ran her corner shop: everyone gets a name, a seat and a joke within two minutes.',
    avatar: 'hosts/kenji-okada.jpg',
  },
  mai: {
    name: 'Mai Fujita',
    bio: 'Mai teaches English at a high school in Sawara ward and knows every yatai owner on the Nakasu riverbank by first name. She came back to Fukuoka after six years in Vancouver and wants every newcomer to feel the welcome she found abroad.',
    avatar: 'hosts/mai-fujita.jpg',
  },
  leilani: {
    name: 'Leilani Akana',
    bio: 'Leilani is a Kaimukī local, a third-generation Japanese-Hawaiian and an ICU nurse in Honolulu. She spent a year in Fukuoka on a teaching exchange, fell for fika at one of our Tokyo tables, and asked if she could bring it home to Oʻahu.',
    avatar: 'hosts/leilani-akana.jpg',
  },
  ryo: {
    name: 'Ryo Hasegawa',
    bio: 'Ryo is a Tokyo-born architect who spent his twenties in Copenhagen and Berlin. He hosts our weeknight and lunchtime fikas because, in his words, the middle of the week is where friendships are actually made.',
    avatar: 'hosts/ryo-hasegawa.jpg',
  },
  naomi: {
    name: 'Naomi Ishikawa',
    bio: 'Naomi has taught Japanese to newcomers for twelve years and is studying Swedish herself, badly and happily. She pairs people for Fika for Two so that both sides of the table get to be the learner.',
    avatar: 'hosts/naomi-ishikawa.jpg',
  },
  yuki: {
    name: 'Yuki Mori',
    bio: 'Yuki trained as a shinrin-yoku (forest bathing) guide after burning out at an advertising agency in Shiodome. She leads our walks at an unhurried pace and asks only that phones stay in pockets until the coffee arrives.',
    avatar: 'hosts/yuki-mori.jpg',
  },
  aya: {
    name: 'Aya Kimura',
    bio: 'Aya produced live events in London for eight years before moving back to Tokyo. She hosts our bigger evenings and is very good at noticing the person standing alone by the bar.',
    avatar: 'hosts/aya-kimura.jpg',
  },
  marco: {
    name: 'Marco Ricci',
    bio: 'Marco is a backend engineer from Naples who has lived in Setagaya since 2019. He has opinions about dough hydration that he will share only if asked, and he asks everyone at the table for theirs.',
    avatar: 'hosts/marco-ricci.jpg',
  },
  lucia: {
    name: 'Lucía Ortega',
    bio: 'Lucía is from Seville and teaches Spanish in Tokyo. Her tapas evenings follow the rule of her home town: small plates, shared glasses, and nobody leaves before the last story is told.',
    avatar: 'hosts/lucia-ortega.jpg',
  },
  daniel: {
    name: 'Daniel Cho',
    bio: 'Daniel is a Korean-Canadian product manager who moved to Tokyo in 2021. He set up the goal accountability programme after a six-week group helped him finally finish his Japanese N2 preparation.',
    avatar: 'hosts/daniel-cho.jpg',
  },
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
    description: 'Check in at the event to collect a stamp in your member passport. Stamps unlock tiers from Community Member to Community Champion.',
  },
  priority: {
    icon: '⭐',
    title: 'Skip the waitlist',
    description: 'Subscribers skip the waitlist and get priority booking when the next date opens.',
  },
  questions: {
    icon: '💬',
    title: 'Bilingual question cards',
    description: 'Every table gets question cards in English and Japanese, so nobody has to think of an opener.',
  },
  followUp: {
    icon: '🤝',
    title: 'Stay in touch',
    description: 'After the event you can opt in to share your contact with the people you met at your table.',
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
