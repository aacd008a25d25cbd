/**
 * The community's people: the two founders, the organisers and every event host, with their bios.
 * Part of the community's facts (./facts.ts, docs/facts.md), kept in its own module so the page
 * shell, which imports the facts, does not carry the bios; only the pages that name people do.
 */
import type { CitySlug } from '../cities';

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
