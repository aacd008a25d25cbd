/**
 * The community's facts, in one place: who runs it, where, the passport tiers, how long links,
 * sessions and codes last, money per city, curated pricing, how fast the team answers and the
 * size of the question library. Every page, email and piece of structured data reads these
 * values; the code that enforces a duration or a price imports the same constant. Pure data and
 * small formatters, safe to import from the SPA and from Lambda code. docs/facts.md lists every
 * value and the choices behind them.
 */
import { CITIES, CITY_SLUGS, type CitySlug, type Currency } from '../cities';
import { formatPrice } from '../events/money';
import { formatLifetime } from './durations';

// ---------- the community ----------

export const COMMUNITY = {
  name: 'Fika Community',
  tagline: 'Find your tribe, anywhere.',
  foundedYear: 2019,
  /** Where the first table was. */
  foundedAt: 'a cafe in Kiyosumi-Shirakawa, Tokyo',
} as const;

// ---------- people ----------

export const TEAM_IDS = [
  'mika-sato',
  'daniel-brooks',
  'leilani-nakamura',
  'ren-takeda',
  'emma-lindqvist',
  'kenji-okada',
  'mai-fujita',
  'ryo-hasegawa',
  'naomi-ishikawa',
  'yuki-mori',
  'aya-kimura',
  'marco-ricci',
  'lucia-ortega',
] as const;
export type TeamMemberId = (typeof TEAM_IDS)[number];

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  /** What they do for the community, as the About page prints it. */
  role: string;
  /** The city they live and host in. */
  city: CitySlug;
  /** One of the two people who set out the first table. */
  founder: boolean;
  bio: string;
  /** Image key served by GET /img/{key} (illustrated portraits exist for the blog authors). */
  avatar: string;
}

/**
 * The whole team: the two founders, the organisers and every event host. The About page lists
 * them all, every event's host is one of them, and the blog authors are a subset.
 */
export const TEAM: readonly TeamMember[] = [
  {
    id: 'mika-sato',
    name: 'Mika Sato',
    role: 'Co-founder and Community Lead, Tokyo',
    city: 'tokyo',
    founder: true,
    bio: 'Mika grew up in Saitama, spent three winters in Stockholm and came home convinced that the afternoon coffee break was the best social technology ever invented. In 2019 she set out the first table in Kiyosumi-Shirakawa with Daniel Brooks. She has hosted more than 150 fikas in Tokyo since, keeps a running list of cafes with big tables, and still gets nervous before every single one.',
    avatar: 'author-mika-sato',
  },
  {
    id: 'daniel-brooks',
    name: 'Daniel Brooks',
    role: 'Co-founder, Nomad Programmes in Osaka and Fukuoka',
    city: 'fukuoka',
    founder: true,
    bio: 'Daniel is a software developer from Manchester who arrived in Japan on a three-month plan in 2019 and never quite left: three months in, he and Mika Sato set out the first fika table. He has lived in Tokyo, Osaka and Fukuoka, works remotely from whichever cafe has the best window seat, and looks after our nomad concierge and newcomer programmes.',
    avatar: 'author-daniel-brooks',
  },
  {
    id: 'leilani-nakamura',
    name: 'Leilani Nakamura',
    role: 'Community Host, Honolulu',
    city: 'honolulu',
    founder: false,
    bio: 'Leilani is a fourth-generation Japanese American from Mānoa who taught English in Fukuoka for two years before going home to Oʻahu. She runs our Honolulu fikas, connects members flying between Hawaiʻi and Japan, and believes every good conversation should end with someone sharing snacks.',
    avatar: 'author-leilani-nakamura',
  },
  {
    id: 'ren-takeda',
    name: 'Ren Takeda',
    role: 'Wellbeing and Growth Programmes, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Ren is a Tokyo-born coach who worked in consulting for a decade before burning out and rebuilding his life around walking, sleep and small groups. He designed our goal accountability programme, hosts its information sessions and the monthly growth circle, and gently insists that everyone leaves their phone in their bag.',
    avatar: 'author-ren-takeda',
  },
  {
    id: 'emma-lindqvist',
    name: 'Emma Lindqvist',
    role: 'Fika Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Emma grew up in Uppsala, where nobody skips the afternoon coffee break. She moved to Tokyo in 2017 as a product designer, found our second-ever table in Kiyosumi-Shirakawa in 2019 and has hosted the Tokyo monthly and Sunday fikas ever since. She still bakes the cinnamon buns herself.',
    avatar: 'hosts/emma-lindqvist.jpg',
  },
  {
    id: 'kenji-okada',
    name: 'Kenji Okada',
    role: 'Fika Host, Osaka',
    city: 'osaka',
    founder: false,
    bio: 'Born and raised in Tenma, Kenji spent five years pulling shots in Melbourne cafés before coming home to Osaka. He runs our Osaka tables the way his grandmother ran her corner shop: everyone gets a name, a seat and a joke within two minutes.',
    avatar: 'hosts/kenji-okada.jpg',
  },
  {
    id: 'mai-fujita',
    name: 'Mai Fujita',
    role: 'Fika Host, Fukuoka',
    city: 'fukuoka',
    founder: false,
    bio: 'Mai teaches English at a high school in Sawara ward and knows every yatai owner on the Nakasu riverbank by first name. She came back to Fukuoka after six years in Vancouver and wants every newcomer to feel the welcome she found abroad.',
    avatar: 'hosts/mai-fujita.jpg',
  },
  {
    id: 'ryo-hasegawa',
    name: 'Ryo Hasegawa',
    role: 'Weekly Fika Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Ryo is a Tokyo-born architect who spent his twenties in Copenhagen and Berlin. He hosts our weeknight and lunchtime fikas because, in his words, the middle of the week is where friendships are actually made.',
    avatar: 'hosts/ryo-hasegawa.jpg',
  },
  {
    id: 'naomi-ishikawa',
    name: 'Naomi Ishikawa',
    role: 'Language Pair Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Naomi has taught Japanese to newcomers for twelve years and is studying Swedish herself, badly and happily. She pairs people for Fika for Two so that both sides of the table get to be the learner.',
    avatar: 'hosts/naomi-ishikawa.jpg',
  },
  {
    id: 'yuki-mori',
    name: 'Yuki Mori',
    role: 'Walks Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Yuki trained as a shinrin-yoku (forest bathing) guide after burning out at an advertising agency in Shiodome. She leads our walks at an unhurried pace and asks only that phones stay in pockets until the coffee arrives.',
    avatar: 'hosts/yuki-mori.jpg',
  },
  {
    id: 'aya-kimura',
    name: 'Aya Kimura',
    role: 'Evening Socials Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Aya produced live events in London for eight years before moving back to Tokyo. She hosts our bigger evenings and is very good at noticing the person standing alone by the bar.',
    avatar: 'hosts/aya-kimura.jpg',
  },
  {
    id: 'marco-ricci',
    name: 'Marco Ricci',
    role: 'Foodie Nights Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Marco is a backend engineer from Naples who has lived in Setagaya since 2019. He has opinions about dough hydration that he will share only if asked, and he asks everyone at the table for theirs.',
    avatar: 'hosts/marco-ricci.jpg',
  },
  {
    id: 'lucia-ortega',
    name: 'Lucía Ortega',
    role: 'Tapas Evenings Host, Tokyo',
    city: 'tokyo',
    founder: false,
    bio: 'Lucía is from Seville and teaches Spanish in Tokyo. Her tapas evenings follow the rule of her home town: small plates, shared glasses, and nobody leaves before the last story is told.',
    avatar: 'hosts/lucia-ortega.jpg',
  },
];

export function teamMember(id: TeamMemberId): TeamMember {
  const m = TEAM.find((t) => t.id === id);
  if (!m) throw new Error(`No team member ${id}`);
  return m;
}

/** "Emma Lindqvist" → "EL", for a portrait-less avatar. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

export const FOUNDERS: readonly TeamMember[] = TEAM.filter((m) => m.founder);

/** An event's host block, taken from the team so a page never names someone the team does not have. */
export function hostInfo(id: TeamMemberId): { name: string; bio: string; avatar: string } {
  const { name, bio, avatar } = teamMember(id);
  return { name, bio, avatar };
}

// ---------- cities ----------

/** Where the community meets: every city of the city lookup, in its order. */
export const COMMUNITY_CITIES = CITY_SLUGS.map((slug) => CITIES[slug]);
export const CITY_COUNT = COMMUNITY_CITIES.length;

/** "Tokyo, Osaka, Fukuoka and Honolulu" (any list of names, joined for a sentence). */
export function listText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
export const CITY_NAMES_TEXT = listText(COMMUNITY_CITIES.map((c) => c.name));
/** The number claim next to the other community numbers (header, footer, home). */
export const CITY_COUNT_TEXT = `${CITY_COUNT} cities`;

/** Each city's currency (from the city lookup). */
export const CURRENCY_BY_CITY: Readonly<Record<CitySlug, Currency>> = Object.fromEntries(CITY_SLUGS.map((s) => [s, CITIES[s].currency])) as Record<
  CitySlug,
  Currency
>;

// ---------- passport tiers ----------

/**
 * The tier ladder: the single table of names and stamp thresholds. Of the two readings in the
 * product documents this is the five-step one (new 0, bronze 3, silver 5, gold 15, platinum 30):
 * it names every tier and gives platinum a threshold; the other reading (bronze 3, silver 5,
 * gold 10) leaves platinum without one.
 */
export const TIERS = [
  { id: 'new', name: 'Connect Tier', min: 0, icon: '🌱', description: 'Everyone starts here. Your first fika is your first stamp.' },
  { id: 'bronze', name: 'Community Member', min: 3, icon: '🥉', description: 'Three events in: you know a few faces and the room starts to feel like yours.' },
  { id: 'silver', name: 'Trusted Member', min: 5, icon: '🥈', description: 'You show up reliably, and people notice. Hosts may ask you to help welcome newcomers.' },
  { id: 'gold', name: 'Community Champion', min: 15, icon: '🥇', description: 'A regular in every sense: people ask you for cafe tips and save you a seat.' },
  { id: 'platinum', name: 'Community Catalyst', min: 30, icon: '💎', description: 'Your presence makes the whole community warmer. Thirty events of showing up for others.' },
] as const;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** "five tiers, from Connect Tier to Community Catalyst": the whole ladder, never a part of it. */
export const TIER_LADDER_TEXT = `${numberWord(TIERS.length)} tiers, from ${TIERS[0].name} to ${TIERS[TIERS.length - 1].name}`;

// ---------- durations ----------

/** A sign-in link (member dashboard, passport, admin) works once, within this time. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
/** The member sign-in session that a member link opens (dashboard, header, check-ins). */
export const MEMBER_SESSION_TTL_SECONDS = 24 * 3600;
/** The passport session that a passport link opens (this browser tab). */
export const PASSPORT_SESSION_TTL_SECONDS = 60 * 60;
/** The admin session that an admin link opens. */
export const ADMIN_SESSION_TTL_SECONDS = 8 * 3600;
/** The 6-digit Curated Fika verification code (My Sessions, member portal). */
export const CURATED_CODE_TTL_SECONDS = 15 * 60;
/** The emailed link that confirms cancelling or resuming a subscription. */
export const SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS = 24 * 3600;

/** A duration in seconds as the pages print it ("15 minutes", "60 minutes", "8 hours", "24 hours"). */
export const formatDuration = (seconds: number): string => formatLifetime(seconds * 1000);

/** Every duration a page or an email states, named for what it is and formatted once. */
export const DURATIONS = {
  signInLink: { seconds: SIGN_IN_LINK_TTL_SECONDS, text: formatDuration(SIGN_IN_LINK_TTL_SECONDS), what: 'sign-in link (member, passport, admin)' },
  memberSession: { seconds: MEMBER_SESSION_TTL_SECONDS, text: formatDuration(MEMBER_SESSION_TTL_SECONDS), what: 'member sign-in session' },
  passportSession: { seconds: PASSPORT_SESSION_TTL_SECONDS, text: formatDuration(PASSPORT_SESSION_TTL_SECONDS), what: 'passport session' },
  adminSession: { seconds: ADMIN_SESSION_TTL_SECONDS, text: formatDuration(ADMIN_SESSION_TTL_SECONDS), what: 'admin session' },
  curatedCode: { seconds: CURATED_CODE_TTL_SECONDS, text: formatDuration(CURATED_CODE_TTL_SECONDS), what: 'Curated Fika verification code' },
  subscriptionChangeLink: {
    seconds: SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS,
    text: formatDuration(SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS),
    what: 'subscription cancel or resume link',
  },
} as const;

// ---------- curated pricing ----------

/** Where Curated Fika sessions run. */
export const CURATED_CITY_SLUGS = ['tokyo', 'osaka'] as const satisfies readonly CitySlug[];
export type CuratedCitySlug = (typeof CURATED_CITY_SLUGS)[number];

/**
 * Curated Fika is priced in the session city's currency. `base` is the price per person for a
 * group of three or four at a standard (premium) venue; the venue tier and a pair multiply it.
 * `max` bounds a price an admin types. Every city has a line, so a session an admin places outside
 * Tokyo and Osaka is still priced in its own currency.
 */
export const CURATED_PRICING: Readonly<Record<CitySlug, { currency: Currency; base: number; max: number }>> = {
  tokyo: { currency: CURRENCY_BY_CITY.tokyo, base: 4500, max: 150_000 },
  osaka: { currency: CURRENCY_BY_CITY.osaka, base: 4500, max: 150_000 },
  fukuoka: { currency: CURRENCY_BY_CITY.fukuoka, base: 4500, max: 150_000 },
  honolulu: { currency: CURRENCY_BY_CITY.honolulu, base: 30, max: 1000 },
};

/** Venue-tier multipliers of the curated price; a venue without a tier counts as premium. */
export const CURATED_VENUE_MULTIPLIERS = { premium: 1, luxury: 1.5, exclusive: 2 } as const;
/** A pair pays this much more per person than a group of three or four. */
export const CURATED_PAIR_MULTIPLIER = 1.2;

/** An amount in whole units of a currency ("¥4,500", "$36", "$36.50"). */
export const formatMoney = (amount: number, currency: Currency): string => formatPrice(Math.round(amount * 100), currency);

/** "from ¥4,500 per person": the pricing sentence of a curated city. */
export const curatedFromText = (city: CuratedCitySlug): string => `from ${formatMoney(CURATED_PRICING[city].base, CURATED_PRICING[city].currency)} per person`;

// ---------- contact, questions ----------

/** The contact team answers every message within this many hours. */
export const CONTACT_RESPONSE_HOURS = 24;
export const CONTACT_RESPONSE_TEXT = `within ${CONTACT_RESPONSE_HOURS} hours`;

/**
 * The question library's size claim. A number here (not derived from content/questions) so that a
 * page stating it does not ship every question; a unit test holds it true.
 */
export const QUESTIONS_CLAIM = 300;
export const QUESTIONS_CLAIM_TEXT = `${QUESTIONS_CLAIM}+ conversation questions`;
