/**
 * Copy for the content pages. Each page: hero, sections (paragraphs, optional bullets) and a call
 * to action. Structured extras (merchandise, passport tiers, curated sub-pages, footer claims) are
 * exported separately so components can render them as cards or tables.
 */
import { CITY_COUNT, CITY_NAMES_TEXT, COMMUNITY, CONTACT_RESPONSE_TEXT, DURATIONS, TIERS, TIER_LADDER_TEXT, listText, numberWord } from './facts';
import { FOUNDERS, TEAM } from './team';
import { MERCHANDISE_PRICES_YEN } from './merchandise-prices';

export interface PageSection {
  id: string;
  title: string;
  body: string[];
  bullets?: string[];
}

export interface PageLink {
  label: string;
  href: string;
}

export interface PageCta extends PageLink {
  note?: string;
  secondary?: PageLink;
}

export interface PageCopy {
  path: string;
  meta: { title: string; description: string };
  hero: { title: string; subtitle: string; eyebrow?: string };
  sections: PageSection[];
  cta: PageCta;
}

// ---------------------------------------------------------------------------------------------
// Shared facts (the values live in content/site/facts.ts)

export type PassportTierId = (typeof TIERS)[number]['id'];

export interface PassportTier {
  id: PassportTierId;
  name: string;
  minStamps: number;
  icon: string;
  description: string;
}

/** The passport tiers as the pages show them, read from the facts' tier table. */
export const passportTiers: readonly PassportTier[] = TIERS.map((t) => ({ id: t.id, name: t.name, minStamps: t.min, icon: t.icon, description: t.description }));

export interface MerchandiseItem {
  id: string;
  name: string;
  priceYen: number;
  description: string;
  details: string[];
}

export const merchandiseItems: readonly MerchandiseItem[] = [
  {
    id: 'tote',
    name: 'Find Your Tribe canvas tote',
    priceYen: MERCHANDISE_PRICES_YEN.tote,
    description: 'A sturdy natural-canvas tote with our coffee-cup logo and "Find your tribe, anywhere." in small letters, big enough for a laptop, a bento and a cardigan.',
    details: ['12 oz cotton canvas', '38 × 42 cm with a 10 cm gusset', 'Inside pocket for your Suica', 'Screen-printed in Tokyo'],
  },
  {
    id: 'mug',
    name: 'Hasami porcelain fika mug',
    priceYen: MERCHANDISE_PRICES_YEN.mug,
    description: 'Made for us by a small kiln in Hasami, Nagasaki, a town that has been making everyday porcelain for four hundred years. Speckled white glaze, a thumb-friendly handle and room for a generous pour-over.',
    details: ['300 ml', 'Microwave and dishwasher safe', 'Stackable Hasami-yaki shape', 'Each glaze slightly different'],
  },
  {
    id: 'pin',
    name: 'Steaming cup enamel pin',
    priceYen: MERCHANDISE_PRICES_YEN.pin,
    description: 'A little gold-edged coffee cup with a curl of steam. Members wear it on bags and jackets so other members can spot them across a station.',
    details: ['25 mm hard enamel', 'Gold-plated edges', 'Two rubber clutches', 'Comes on a bilingual backing card'],
  },
  {
    id: 'tee',
    name: 'Fika Club organic cotton tee',
    priceYen: MERCHANDISE_PRICES_YEN.tee,
    description: 'A soft, relaxed-fit tee in oatmeal or charcoal with a small embroidered cup on the chest and the names of our cities on the back.',
    details: ['100% organic cotton, 5.6 oz', 'Unisex sizes XS to XXL', 'Embroidered front, printed back', 'Pre-shrunk'],
  },
  {
    id: 'notebook',
    name: 'Weekly check-in notebook',
    priceYen: MERCHANDISE_PRICES_YEN.notebook,
    description: 'An A5 notebook designed with our goal accountability programme: undated weekly spreads with space for what you did, what got in the way and next week\'s commitment, plus 52 bilingual reflection prompts.',
    details: ['A5, 128 pages', 'Lay-flat binding', 'Dot-grid paper made in Japan', 'English and Japanese prompts'],
  },
  {
    id: 'question-deck',
    name: 'Conversation starter card deck',
    priceYen: MERCHANDISE_PRICES_YEN['question-deck'],
    description: 'Sixty of our favourite questions from the conversation starters library, in English and Japanese, in a pocket-sized box. The same cards you will find on our fika tables.',
    details: ['60 cards in six categories', 'English and Japanese on every card', 'Light, medium and deep questions', 'Fits in a jacket pocket'],
  },
];

// ---------------------------------------------------------------------------------------------
// Pages

const whatIsFika: PageCopy = {
  path: '/what-is-fika',
  meta: {
    title: 'What is Fika? | Relaxed coffee meetups in Tokyo, Osaka, Fukuoka and Honolulu',
    description: 'Fika is the Swedish ritual of pausing for coffee, something sweet and real conversation. Here is how our fikas work and why they help people find their tribe.',
  },
  hero: {
    eyebrow: 'フィーカとは？',
    title: 'What is fika?',
    subtitle: 'A Swedish word for pausing with coffee, something sweet and good company. Our favourite way to turn strangers into friends.',
  },
  sections: [
    {
      id: 'meaning',
      title: 'A pause worth protecting',
      body: [
        'In Sweden, fika (pronounced "fee-ka") is a daily ritual: you stop what you are doing, make coffee or tea, share something sweet, and talk. It is not a meeting and it is not a quick caffeine refill. It is protected time to be with people.',
        'We brought that ritual to Tokyo because it fits the city perfectly. Tokyo loves its cafes, from old kissaten to tiny specialty roasters, and many people here, local and international alike, are hungry for unhurried conversation.',
      ],
    },
    {
      id: 'how-it-works',
      title: 'What happens at one of our fikas',
      body: ['Every fika follows a simple, gentle rhythm designed so that nobody feels awkward for long.'],
      bullets: [
        'We book a cafe with big tables and a comfortable noise level. You buy your own drink, usually ¥450 to ¥800.',
        'A host greets you at the door, gives you a name tag and introduces you to a few people.',
        'Each table has bilingual question cards, in case conversation needs a nudge.',
        'About halfway through, we invite (never force) people to change tables.',
        'We finish on time, usually after about 90 minutes to two hours, and announce the next date.',
      ],
    },
    {
      id: 'who-comes',
      title: 'Who comes',
      body: [
        'Roughly half the people at a typical fika grew up in Japan and half came from abroad. There are newcomers in their first week and people who have lived here for twenty years; students, engineers, teachers, founders, nurses, retirees and remote workers. What they share is curiosity and a willingness to say hello.',
        'You do not need to speak Japanese, and Japanese speakers do not need fluent English. We switch between languages as the table needs.',
      ],
    },
    {
      id: 'formats',
      title: 'Ways to fika with us',
      body: ['Start with whatever fits your week:'],
      bullets: [
        'Weekly fika: small, regular, same rhythm every week. The easiest way to become a regular.',
        'Monthly fika: a bigger gathering in Tokyo, Osaka and Fukuoka with a theme question for the month.',
        'Speed fika: short rotating conversations for meeting many people in one afternoon.',
        'Signature fika: special editions such as pizza nights, tapas evenings and rooftop socials.',
        'Curated fika: small matched groups of three or four for premium members.',
      ],
    },
  ],
  cta: { label: 'Find your next fika', href: '/events', secondary: { label: 'Browse conversation starters', href: '/conversation-starters' } },
};

const whatIsSpeedFika: PageCopy = {
  path: '/what-is-speed-fika',
  meta: {
    title: 'What is Speed Fika? | Meet many people in one relaxed afternoon',
    description: 'Speed fika is our friendly, no-pressure take on speed-friending: short rotating conversations with a question card, then open fika time.',
  },
  hero: {
    eyebrow: 'スピード・フィーカ',
    title: 'Speed fika: lots of hellos, zero pressure',
    subtitle: 'Short, rotating conversations with a question to start each one, followed by relaxed open fika with the people you clicked with.',
  },
  sections: [
    {
      id: 'format',
      title: 'How it works',
      body: ['Speed fika borrows the structure of speed-friending and keeps the warmth of a normal fika.'],
      bullets: [
        'Arrive, order a drink and get your name tag and a small score card (for notes, not scores).',
        'Six rounds of about eight minutes each, in pairs or threes. A host rings a small bell between rounds.',
        'Each round starts with a question card, from light ("What was the best thing you ate this week?") to a little deeper.',
        'After the rounds, 30 to 40 minutes of open fika to continue the conversations you enjoyed.',
        'If two people both tick "let\'s have coffee again", we send you each other\'s first names and contact preference the next day.',
      ],
    },
    {
      id: 'why',
      title: 'Why a faster format?',
      body: [
        'At a regular fika you might have three or four good conversations. At a speed fika you will meet ten or more people in an afternoon, which is ideal if you are new to a city and want to find your people quickly.',
        'The structure also helps shy people: nobody has to start a conversation from nothing, and every conversation has a natural, graceful end.',
      ],
    },
    {
      id: 'not-dating',
      title: 'Friendship, not dating',
      body: [
        'Speed fika is about friendship and community. It is open to everyone 18 and over, and our Community Guidelines apply: no romantic approaches, no sales pitches, just good conversation.',
      ],
    },
  ],
  cta: { label: 'See upcoming events', href: '/events', note: 'Speed fikas fill quickly; joining the waitlist is worth it.' },
};

const monthlyFika: PageCopy = {
  path: '/monthly-fika',
  meta: {
    title: 'Monthly Fika | Our biggest regular gatherings in Tokyo, Osaka and Fukuoka',
    description: 'Once a month each city hosts a larger fika with a theme question, bilingual tables and a warm mix of newcomers and regulars.',
  },
  hero: {
    eyebrow: 'マンスリー・フィーカ',
    title: 'Monthly fika',
    subtitle: 'Once a month, each of our cities comes together for a bigger, livelier fika with a theme question to carry home.',
  },
  sections: [
    {
      id: 'what',
      title: 'What to expect',
      body: [
        'The monthly fika is our flagship gathering. In Tokyo it can bring together fifty or more people across several tables; in Osaka and Fukuoka it is cosier, usually fifteen to twenty. Either way, you will be welcomed at the door and introduced to people rather than left to fend for yourself.',
      ],
      bullets: [
        'A theme question for the month, in English and Japanese, printed on every table.',
        'Tables of four to six, each with a host or an experienced regular.',
        'An optional table switch halfway through.',
        'About two hours, on a weekend afternoon.',
        'Free to attend; you buy your own drink at the venue.',
      ],
    },
    {
      id: 'cities',
      title: 'Where',
      body: [
        'Tokyo: cafes in neighbourhoods such as Shibuya, Kiyosumi-Shirakawa, Kuramae and Nakameguro, rotating so everyone gets a short trip some months.',
        'Osaka: around Umeda, Nakazakicho and Kitahama, with the odd riverside special in summer.',
        'Fukuoka: Tenjin, Daimyo and Yakuin, plus occasional weekend excursions to Itoshima and Dazaifu.',
      ],
    },
    {
      id: 'first-time',
      title: 'First time?',
      body: [
        'Tell the host at the door. We will introduce you to a regular and make sure you are sitting with people who are glad you came. Almost everyone is a little nervous at their first monthly fika. Almost everyone comes back.',
      ],
    },
  ],
  cta: { label: 'RSVP for the next monthly fika', href: '/events', note: 'A yes RSVP confirms your attendance; please cancel early if plans change.' },
};

const signatureFika: PageCopy = {
  path: '/signature-fika',
  meta: {
    title: 'Signature Fika | Pizza nights, tapas evenings and rooftop socials',
    description: 'Our special-edition gatherings: the same warm welcome as a fika, with pizza, tapas, sunsets and city views.',
  },
  hero: {
    eyebrow: 'シグネチャー・フィーカ',
    title: 'Signature fika',
    subtitle: 'Special editions of our gatherings, built around great food, beautiful places and a little more time together.',
  },
  sections: [
    {
      id: 'pizza',
      title: 'Pizza night',
      body: [
        'A wood-fired pizzeria, long shared tables and sixteen seats. Entry is ¥750 per person plus one drink order, and we share pizzas across the table. When you RSVP, choose your pizza preference (Margherita, Pepperoni, Mushroom, White Pizza or Meat Lovers) so we can order the right mix.',
      ],
    },
    {
      id: 'tapas',
      title: 'Spanish tapas evening',
      body: [
        'An intimate evening for eleven at a Spanish bar in Tokyo, with a set of tapas shared across one table. The price is ¥5,500 per person, paid in cash on the night, with drinks extra. Because the restaurant prepares for exact numbers, cancellations need 48 hours\' notice; after that the full ¥5,500 is owed.',
      ],
    },
    {
      id: 'rooftop',
      title: 'Ginza rooftop happy hour',
      body: [
        'Sunset drinks on a rooftop terrace in Ginza, with the city lights coming on around you. Entry is free and you order your own drinks from the bar. It is one of our most relaxed evenings, and a lovely way to bring a friend who has never been to a fika.',
      ],
    },
    {
      id: 'evening-social',
      title: 'Evening socials',
      body: [
        'A bigger after-work gathering for when a cafe afternoon does not fit your schedule. Same hosts, same question cards, slightly louder laughter.',
      ],
    },
  ],
  cta: { label: 'See signature events', href: '/events', note: 'Seats are limited; paid events show their price and cancellation terms before you book.' },
};

const foundersFika: PageCopy = {
  path: '/founders-fika',
  meta: {
    title: "Founders' Fika | An exclusive gathering for our founding members",
    description: "A thank-you fika for the founding members who helped build this community, with first access to new programmes.",
  },
  hero: {
    eyebrow: 'ファウンダーズ・フィーカ',
    title: "Founders' fika",
    subtitle: 'A gathering reserved for our founding members: the people who believed in this community before it had a name people recognised.',
  },
  sections: [
    {
      id: 'who',
      title: 'Who it is for',
      body: [
        "Founders' fika is exclusive to founding members and open only through the platform: registration takes the addresses on our list of founding members and no one else. If you are a founding member, reserve your place on the event page with the email address you joined with; if it is not recognised, tell us through the contact page.",
      ],
    },
    {
      id: 'what',
      title: 'What happens',
      body: [
        'It is a fika with a little more ceremony. We share what the community has been up to, preview programmes before anyone else sees them, and ask for honest feedback on what to build next. Then we do what we always do: sit down with coffee and talk.',
      ],
      bullets: [
        'Up to 40 founding members per gathering.',
        'A first look at new cities, formats and programmes.',
        'A feedback round with the team, in small groups.',
        'Founding-member name tags, so newer members can find the people who started it all.',
      ],
    },
    {
      id: 'thank-you',
      title: 'Why we do it',
      body: [
        'Communities are built by the people who show up early, when the tables are half empty and the format is still being figured out. This is our way of saying thank you, and of making sure the people who shaped the community keep shaping it.',
      ],
    },
  ],
  cta: { label: 'Go to your member dashboard', href: '/member-dashboard', secondary: { label: 'Not a member yet? Join now', href: '/curated-fika-signup' } },
};

const happiness: PageCopy = {
  path: '/happiness',
  meta: {
    title: 'Happiness and Connection | Why small, regular gatherings matter',
    description: 'What research and our own community have taught us about happiness far from home: it is built from small, repeated moments of connection.',
  },
  hero: {
    eyebrow: 'しあわせ',
    title: 'Happiness is a table with a few familiar faces',
    subtitle: 'Not a big life change. Small, regular moments of connection, repeated until a new city feels like home.',
  },
  sections: [
    {
      id: 'research',
      title: 'What the research says',
      body: [
        'The Harvard Study of Adult Development, one of the longest-running studies of adult life, has followed people for more than eighty years. Its clearest finding is that the quality of our relationships predicts health and happiness better than wealth, fame or career success.',
        'Other research shows that even small interactions with acquaintances, the barista, a neighbour, someone at a weekly class, lift our mood more than we expect. When you move countries you lose most of those small interactions at once. Rebuilding them is one of the most effective things you can do for your wellbeing.',
      ],
    },
    {
      id: 'our-approach',
      title: 'How our community helps',
      body: ['Everything we run is designed around a few principles that make connection more likely:'],
      bullets: [
        'Regularity: weekly and monthly rhythms, so the same faces become familiar.',
        'Small tables: four to six people, so everyone speaks and nobody hides.',
        'Good questions: conversation starters that go beyond job titles.',
        'Clear endings: events that finish on time, so saying yes is easy even in a busy week.',
        'Recognition: a passport that celebrates people for showing up.',
      ],
    },
    {
      id: 'small-joys',
      title: 'Five small joys to try this week',
      body: ['Happiness far from home is often built from very ordinary things:'],
      bullets: [
        'Learn the name of one person you see regularly, and use it.',
        'Go back to the same cafe three times and say hello.',
        'Send a message to someone you have not spoken to in a while.',
        'Walk somewhere green for twenty minutes without your phone in your hand.',
        'Ask someone a question you genuinely want to know the answer to.',
      ],
    },
  ],
  cta: { label: 'Come to a fika', href: '/events', secondary: { label: 'Read: loneliness abroad is common', href: '/blog/loneliness-and-wellbeing-abroad' } },
};

const wellness: PageCopy = {
  path: '/wellness',
  meta: {
    title: 'Wellness | Forest walks, river walks, growth circles and accountability',
    description: 'Gentle, social ways to look after yourself: slow forest and river walks, book-based growth circles and free six-week goal accountability groups.',
  },
  hero: {
    eyebrow: 'ウェルネス',
    title: 'Wellness, together',
    subtitle: 'Slow walks among trees, honest conversations about growth, and friends who ask how your goals are going.',
  },
  sections: [
    {
      id: 'forest-walks',
      title: 'Forest walks',
      body: [
        'Inspired by shinrin-yoku, the Japanese practice of forest bathing. We walk slowly for 30 to 45 minutes, with phones in bags and a few simple invitations to notice sounds, smells and textures, then share tea and conversation. No fitness needed; the pace is gentle on purpose.',
      ],
    },
    {
      id: 'river-walks',
      title: 'River walks',
      body: [
        'A 30-minute stroll along one of Tokyo\'s rivers, such as the Meguro or the Sumida, followed by coffee nearby. Perfect for people who find it easier to talk side by side than face to face.',
      ],
    },
    {
      id: 'growth-circle',
      title: 'Growth circles',
      body: [
        'Two to two and a half hours of thoughtful conversation in discussion groups of eight to ten, built around a monthly focus (often a book and its themes). The cafe hosts us generously, so we ask each attendee to order at least one drink.',
      ],
    },
    {
      id: 'accountability',
      title: 'Goal accountability partners',
      body: [
        'A free six-week programme for members: groups of six to eight, a five-minute weekly check-in, and a lot of kind encouragement. Apply in about five minutes and get matched within five to seven business days.',
      ],
    },
    {
      id: 'support',
      title: 'When you need more than a walk',
      body: [
        'Our events are peer support, not therapy. If you are struggling, TELL Lifeline offers free, anonymous support in English on 03-5774-0992, and our Tokyo Survival Guide lists English-speaking healthcare options.',
      ],
    },
  ],
  cta: { label: 'See wellness events', href: '/events', secondary: { label: 'Apply for goal accountability', href: '/goal-accountability-partners' } },
};

const experiences: PageCopy = {
  path: '/experiences',
  meta: {
    title: 'Experiences | Walks, food nights and weekend excursions',
    description: 'Beyond the cafe: forest and river walks, pizza nights, tapas evenings, rooftop socials and weekend excursions from Fukuoka, all with our community.',
  },
  hero: {
    eyebrow: '体験',
    title: 'Experiences beyond the cafe',
    subtitle: 'Some friendships start over coffee. Others start halfway up a mountain or over the last slice of pizza.',
  },
  sections: [
    {
      id: 'outdoors',
      title: 'Outdoors',
      body: ['Slow, social time in nature, close to the city:'],
      bullets: [
        'Forest walks near Tokyo, from Meiji Jingu to Mount Takao.',
        'River walks along the Meguro and Sumida rivers.',
        'Morning fikas with a view of Diamond Head in Honolulu.',
        'Weekend excursions from Fukuoka to Itoshima and Dazaifu, for up to ten people.',
      ],
    },
    {
      id: 'food',
      title: 'Food and drink',
      body: ['Shared tables are the oldest social technology there is:'],
      bullets: [
        'Pizza nights: ¥750 entry plus one drink, pizzas shared across the table.',
        'Spanish tapas evenings: ¥5,500 cash, drinks extra, 48 hours\' cancellation notice.',
        'Ginza rooftop happy hour: free entry, sunset and city lights.',
      ],
    },
    {
      id: 'culture',
      title: 'Culture',
      body: [
        'Members regularly organise small group visits to exhibitions, seasonal festivals, hanami picnics and summer fireworks. These are shared on the events page when they are open to the wider community.',
      ],
    },
    {
      id: 'practical',
      title: 'Good to know',
      body: [
        'Each experience page lists what to bring, accessibility notes, the weather policy, the meeting point and the nearest station. Outdoor events go ahead in light rain and are postponed for heavy rain, typhoons or heat alerts; we always email attendees by the evening before.',
      ],
    },
  ],
  cta: { label: 'Browse experiences', href: '/events' },
};

const merchandise: PageCopy = {
  path: '/merchandise',
  meta: {
    title: 'Merchandise | Totes, mugs, pins and more from our community',
    description: 'A small collection of well-made things: a canvas tote, a Hasami porcelain mug, an enamel pin, an organic tee, a check-in notebook and a bilingual question deck.',
  },
  hero: {
    eyebrow: 'グッズ',
    title: 'Things to take to your next fika',
    subtitle: 'A small collection of well-made goods, designed by members and made in small runs. Prices include consumption tax.',
  },
  sections: [
    {
      id: 'collection',
      title: 'The collection',
      body: ['Everything is designed to be used every day, not left in a drawer:'],
      bullets: merchandiseItems.map((m) => `${m.name}: ¥${m.priceYen.toLocaleString('en-US')}`),
    },
    {
      id: 'how-to-buy',
      title: 'How to buy',
      body: [
        'Pick items up at any monthly fika in Tokyo, Osaka or Fukuoka, where we accept cash and card. To order for delivery within Japan, send us a message through the contact page with the items and sizes you would like. Shipping is a flat ¥600, free on orders over ¥6,000.',
      ],
    },
    {
      id: 'where-money-goes',
      title: 'Where the money goes',
      body: [
        'Merchandise helps cover venue deposits, question card printing and name tags, which keeps most of our fikas free to attend.',
      ],
    },
  ],
  cta: { label: 'Order through the contact page', href: '/contact', note: 'Choose "General" and list the items you would like.' },
};

const nomadConcierge: PageCopy = {
  path: '/nomad-concierge',
  meta: {
    title: 'Nomad Concierge | A friendly landing in Tokyo, Osaka, Fukuoka or Honolulu',
    description: 'Tell us where and when you are landing. We reply with a personal welcome pack: neighbourhoods, short stays, coworking, SIMs and your first fikas.',
  },
  hero: {
    eyebrow: 'ノマド・コンシェルジュ',
    title: 'Land softly. We will save you a seat.',
    subtitle: 'A personal welcome for remote workers and nomads arriving in Tokyo, Osaka, Fukuoka or Honolulu, from people who have done it themselves.',
  },
  sections: [
    {
      id: 'what-you-get',
      title: 'What you get',
      body: ['Tell us your dates, budget, work style and what you love, and within 24 hours we reply with:'],
      bullets: [
        'Two or three neighbourhoods that fit your budget and routine, with honest pros and cons.',
        'Short-stay options we trust, from share houses to monthly apartments.',
        'Cafes and coworking spaces that suit your call schedule and timezone.',
        'The simplest way to get a SIM, a transit card and cash sorted in your first days.',
        'The fikas happening while you are in town, and a member who is happy to say hello at your first one.',
      ],
    },
    {
      id: 'who-helps',
      title: 'Who helps you',
      body: [
        `Our nomad programme is run by members who have worked remotely from all ${numberWord(CITY_COUNT)} cities. They are not agents and they do not take commission; they simply remember how much a friendly message helped when they arrived.`,
      ],
    },
    {
      id: 'cost',
      title: 'What it costs',
      body: [
        `The welcome pack is free for members. Questions before you travel, about visas, neighbourhoods or the practical side of working from Japan or Hawaiʻi? Write to us through the contact page and we answer ${CONTACT_RESPONSE_TEXT}. We share general information, not legal or immigration advice.`,
      ],
    },
    {
      id: 'share-discoveries',
      title: 'Pay it forward',
      body: [
        'Found a great laptop-friendly cafe, a quiet coworking space or a kind landlord? Share it through our discovery form and we will add it to the tips we send the next person.',
      ],
    },
  ],
  cta: { label: 'Tell us about your trip', href: '/contact', secondary: { label: 'Share a discovery', href: '/submit-discovery' } },
};

const about: PageCopy = {
  path: '/about',
  meta: {
    title: 'About Us | Find your tribe, anywhere',
    description: `We are a community of expats, nomads and locals who meet for fika in ${CITY_NAMES_TEXT}. Our story, our values and the people behind it.`,
  },
  hero: {
    eyebrow: '私たちについて',
    title: 'Find your tribe, anywhere.',
    subtitle: 'A community of expats, nomads and locals who believe that a good coffee and a good question can change how a city feels.',
  },
  sections: [
    {
      id: 'story',
      title: 'How it started',
      body: [
        `It started in ${COMMUNITY.foundedYear} with a handful of people around one table in ${COMMUNITY.foundedAt}: our founders ${listText(FOUNDERS.map((f) => f.name))}, who had met over a shared love of the Swedish coffee break, and a couple of friends they had persuaded to come. Everyone stayed much longer than planned.`,
        'The next week there were eight. Within a year, there were weekly fikas in Tokyo and monthly ones in Osaka and Fukuoka, and a former English teacher from Fukuoka was hosting the first Honolulu fika on the other side of the Pacific.',
      ],
    },
    {
      id: 'what-we-believe',
      title: 'What we believe',
      body: ['A few simple beliefs shape everything we do:'],
      bullets: [
        'Belonging is built by showing up regularly, not by one big event.',
        'Locals and newcomers both benefit when they share a table.',
        'Small groups beat big crowds for real conversation.',
        'Good questions are a kindness.',
        'Nobody should have to rebuild their social life from scratch alone.',
      ],
    },
    {
      id: 'where',
      title: 'Where we meet',
      body: [
        `We run regular events in ${numberWord(CITY_COUNT)} cities: ${CITY_NAMES_TEXT}. Our community poll decides where we go next.`,
      ],
    },
    {
      id: 'what-we-run',
      title: 'What we run',
      body: ['Alongside weekly and monthly fikas, we run:'],
      bullets: [
        'Curated Fika: small, matched groups for premium members.',
        'Goal Accountability Partners: a free six-week programme for members.',
        'Wellness events: forest walks, river walks and growth circles.',
        'The member passport, which celebrates everyone who keeps showing up.',
        'Free guides to living in Tokyo and a library of bilingual conversation starters.',
      ],
    },
    {
      id: 'team',
      title: 'The team',
      body: [
        `Our founders ${listText(FOUNDERS.map((f) => f.name))} and ${numberWord(TEAM.length - FOUNDERS.length)} hosts keep the community running. Every event page names its host; you will find them all at a fika most weeks.`,
      ],
    },
  ],
  cta: { label: 'Join now', href: '/curated-fika-signup', secondary: { label: 'Get in touch', href: '/contact' } },
};

const curatedFika: PageCopy = {
  path: '/curated-fika',
  meta: {
    title: 'Curated Fika | Small matched coffee meetups for premium members',
    description: 'Groups of three or four, matched on interests, goals and communication style, for about 90 minutes at a carefully chosen cafe. In beta for premium members.',
  },
  hero: {
    eyebrow: 'キュレーテッド・フィーカ (ベータ版)',
    title: 'Curated fika: the right three or four people, one good table',
    subtitle: 'We match you with a small group based on your interests, goals and conversation style, then book the table. You just show up.',
  },
  sections: [
    {
      id: 'overview',
      title: 'What it is',
      body: [
        'Curated Fika is our most personal format: a group of three or four members, matched on purpose, meeting for about 90 minutes at a cafe, hotel lounge or quiet restaurant we have chosen for good coffee and easy conversation.',
      ],
      bullets: [
        'Groups of 3-4 people.',
        'About 90 minutes.',
        'Groups suggested by a compatibility score and reviewed by our team. The programme is in beta.',
        'Premium membership required.',
        'Sessions in Tokyo and Osaka, in areas such as Shibuya and Harajuku, Ginza and Marunouchi, Omotesando and Aoyama, Shinjuku, Roppongi, Nakameguro and Setagaya.',
      ],
    },
    {
      id: 'matching',
      title: 'How we match',
      body: [
        'Your application tells us about your profession and career stage, your interests (from technology and the arts to sustainability and languages), what you hope to get from fika (cultural exchange, friendship, language practice, creative collaboration, mentorship or social support), your preferred communication style, and when and where you can meet.',
        'We look for groups with something in common and something to learn from each other: shared interests and goals, compatible conversation styles, a convenient location, and a little diversity in career stage so there is always someone with a different perspective.',
      ],
    },
    {
      id: 'after-matching',
      title: 'After you are matched',
      body: [
        'You receive an invitation with the date, time and venue. Confirm your place, and you will see your session, with the first names of the others in your group, on the My Sessions page. Reminders arrive before the day, and after the session we ask for short feedback to make the next match even better.',
      ],
    },
  ],
  cta: { label: 'Apply for Curated Fika', href: '/curated-fika-signup', secondary: { label: 'How it works', href: '/curated-fika/how-it-works' } },
};

const memberPassport: PageCopy = {
  path: '/member-passport',
  meta: {
    title: 'Member Passport | Stamps, tiers and your year of fika',
    description: `Earn a stamp at every event you attend. Unlock ${TIER_LADDER_TEXT}, track cities and streaks, and see your yearly progress.`,
  },
  hero: {
    eyebrow: 'Collect your stamps',
    title: 'Your member passport',
    subtitle: 'Every event you attend earns a stamp. Over time, your passport becomes a record of the conversations, walks and cities that made a place feel like home.',
  },
  sections: [
    {
      id: 'stamps',
      title: 'How stamps work',
      body: [
        'You earn one stamp for each event you attend, in any of our cities. At the event, your host shares a check-in link or code; enter the email you registered with and your stamp appears in your passport shortly afterwards. RSVPs alone do not earn stamps; showing up does.',
      ],
    },
    {
      id: 'tiers',
      title: 'Tiers',
      body: ['Your lifetime stamps decide your tier:'],
      bullets: passportTiers.map((t) => `${t.name}: ${t.minStamps === 0 ? 'from your first visit' : `${t.minStamps} stamps`}`),
    },
    {
      id: 'yearly',
      title: 'Yearly progress',
      body: [
        'Alongside your lifetime total, your passport counts the stamps you have earned this calendar year. Yearly stamps reset on 1 January so everyone starts the year together; last year\'s stamps are archived and your lifetime total and tier are preserved. Until then, your passport shows how many days are left in the year.',
      ],
    },
    {
      id: 'more',
      title: 'Streaks, cities and history',
      body: [
        `Your passport also shows your current streak, the cities you have attended in, and your full event history. A few members have collected stamps in all ${numberWord(CITY_COUNT)} of our cities.`,
      ],
    },
    {
      id: 'access',
      title: 'Opening your passport',
      body: [
        `There is no password. Enter your email and we send a secure link that works for ${DURATIONS.signInLink.text}; once opened, your passport session lasts ${DURATIONS.passportSession.text}. If a stamp seems to be missing, check that you used the same email you registered with, or contact us with the event date.`,
      ],
    },
  ],
  cta: { label: 'Open my passport', href: '/member-passport', note: 'We will email you a secure sign-in link.' },
};

const goalAccountabilityPartners: PageCopy = {
  path: '/goal-accountability-partners',
  meta: {
    title: 'Goal Accountability Partners | A free six-week programme for members',
    description: 'Join a small group of six to eight members, check in once a week for six weeks, and make real progress on a goal that matters to you. Free for members.',
  },
  hero: {
    eyebrow: '目標達成パートナー',
    title: 'Goals drift. Friends who check in stop the drift.',
    subtitle: 'A free six-week programme: a small group, a five-minute weekly check-in, and people who genuinely want to hear how it went.',
  },
  sections: [
    {
      id: 'how-it-works',
      title: 'How it works',
      body: ['The programme is simple by design:'],
      bullets: [
        'Apply in about five minutes: your goal, your schedule and how you like to be supported.',
        'Get matched within five to seven business days into a group of six to eight members.',
        'Meet your group and share your goal for the six weeks.',
        'Check in every week on your member dashboard: what you did, what got in the way, your commitment for next week, and quick mood and progress ratings.',
        'Encourage each other, and reflect together at the end of week six.',
      ],
    },
    {
      id: 'why-it-works',
      title: 'Why it works',
      body: [
        'Planning when and where you will act, restarting every week instead of every year, and knowing that kind people will ask how it went are some of the best-studied ways to follow through on goals. Your dashboard adds streaks, trends and encouragement based on your own check-ins, so you can see progress you might otherwise miss.',
      ],
    },
    {
      id: 'goals',
      title: 'Goals members have worked on',
      body: ['Any goal you can move forward every week works:'],
      bullets: [
        'Passing the JLPT N3, N2 or N1',
        'Running a first 10 km or half marathon',
        'Finding a new job in Japan',
        'Launching a side business or online shop',
        'Finishing a thesis chapter or a first draft',
        'Building a sleep, exercise or cooking routine',
      ],
    },
    {
      id: 'cost',
      title: 'Free for members',
      body: [
        'There is no fee. Just bring a goal and the willingness to check in honestly, including in the weeks that did not go to plan. Want to ask questions first? Join a free information session: about two hours, in person, with past participants.',
      ],
    },
  ],
  cta: { label: 'Apply in 5 minutes', href: '/goal-accountability-partners#apply', secondary: { label: 'Read the FAQ', href: '/goal-accountability-faq' } },
};

export const pages = {
  whatIsFika,
  whatIsSpeedFika,
  monthlyFika,
  signatureFika,
  foundersFika,
  happiness,
  wellness,
  experiences,
  merchandise,
  nomadConcierge,
  about,
  curatedFika,
  memberPassport,
  goalAccountabilityPartners,
} satisfies Record<string, PageCopy>;

export type PageKey = keyof typeof pages;

// ---------------------------------------------------------------------------------------------
// Curated Fika information sub-pages

export const curatedFikaInfoPages = {
  howItWorks: {
    path: '/curated-fika/how-it-works',
    meta: {
      title: 'How Curated Fika Works | Apply, match, meet',
      description: 'From application to your first 90-minute session: how Curated Fika matches groups of three or four members.',
    },
    hero: { title: 'How Curated Fika works', subtitle: 'Four steps from application to a table with people you were meant to meet.' },
    sections: [
      {
        id: 'apply',
        title: '1. Apply',
        body: [
          'Tell us about yourself: your profession and career stage, up to a handful of interests, what you hope to get from fika, your communication style (deep conversations, light and fun, professional, creative and artistic, or flexible), and your preferred area and times. It takes about ten minutes.',
        ],
      },
      {
        id: 'review',
        title: '2. We review and match',
        body: [
          'Our team reviews every application. Approved premium members go into matching, where a compatibility score suggests groups of three or four based on shared interests and goals, communication style, location and a healthy mix of career stages. A person always checks the suggestions before any invitation goes out.',
        ],
      },
      {
        id: 'confirm',
        title: '3. Confirm your session',
        body: [
          'You receive an invitation with the date, time and venue. Confirm to hold your place. You can see the session, and the first names and last initials of your group, on the My Sessions page after verifying your email with a six-digit code.',
        ],
      },
      {
        id: 'meet',
        title: '4. Meet, then tell us how it went',
        body: [
          'Enjoy about 90 minutes of conversation. Afterwards, a short feedback form asks about the venue, the group chemistry and whether you made a connection. We use it to make your next match better.',
        ],
      },
      {
        id: 'cancelling',
        title: 'If plans change',
        body: [
          'You can cancel from My Sessions up to 24 hours before the session starts. Within 24 hours cancellation is no longer possible online, because three or four people are counting on the table; contact us if there is an emergency.',
        ],
      },
    ],
    cta: { label: 'Apply now', href: '/curated-fika-signup', secondary: { label: 'View my sessions', href: '/curated-fika/my-sessions' } },
  },
  founders: {
    path: '/curated-fika/founders',
    meta: {
      title: 'Curated Fika Founding Members | Help shape the beta',
      description: 'Join the founding cohort of Curated Fika and help shape how we match small groups.',
    },
    hero: {
      title: 'Become a Curated Fika founding member',
      subtitle: 'Curated Fika is in beta. Our founding cohort helps decide what great matching looks like, and is thanked for it.',
    },
    sections: [
      {
        id: 'why',
        title: 'Why founding members matter',
        body: [
          'Matching people well is as much art as science. During the beta, founding members give detailed feedback after every session (what worked, what could improve, memorable moments), and that feedback directly shapes how groups are formed.',
        ],
      },
      {
        id: 'what-you-get',
        title: 'What founding members receive',
        body: ['As a thank-you for helping us build it:'],
        bullets: [
          'Priority matching during the beta.',
          'Invitations to founding-member gatherings, including our founders\' fika.',
          'A founding-member badge on your profile and name tag.',
          'An occasional feedback call with the team, if you would like one.',
        ],
      },
      {
        id: 'who',
        title: 'Who we are looking for',
        body: [
          'Premium members in Tokyo or Osaka who can attend at least two sessions during the beta, and who are happy to give honest, constructive feedback.',
        ],
      },
    ],
    cta: { label: 'Apply as a founding member', href: '/curated-fika-signup' },
  },
  faq: {
    path: '/curated-fika/faq',
    meta: {
      title: 'Curated Fika FAQ',
      description: 'Answers about group size, matching, premium membership, cancellations and feedback for Curated Fika.',
    },
    hero: { title: 'Curated Fika: questions and answers', subtitle: 'Everything you might want to know before you apply.' },
    sections: [
      {
        id: 'group-size',
        title: 'How many people are in a group?',
        body: ['Three or four, including you. Small enough that everyone talks, big enough that the conversation never depends on one person.'],
      },
      {
        id: 'length',
        title: 'How long is a session?',
        body: ['About 90 minutes. Many groups stay longer or arrange to meet again, which is exactly what we hope for.'],
      },
      {
        id: 'premium',
        title: 'Do I need a premium membership?',
        body: ['Yes. Curated sessions are available to premium members, which lets us keep groups small and venues good. Your application shows whether your membership qualifies, and you can upgrade at any time.'],
      },
      {
        id: 'ai',
        title: 'Is AI used in matching?',
        body: [
          'No. Groups are suggested by a compatibility score, a fixed set of rules rather than AI: it weighs professional background, shared interests and goals, communication style, location and career-stage diversity. The programme is in beta, and a member of our team reviews every group before invitations are sent.',
        ],
      },
      {
        id: 'where',
        title: 'Where do sessions happen?',
        body: ['In cafes, hotel lounges, quiet restaurants and coworking spaces in Tokyo and Osaka, chosen for good coffee, moderate noise and tables that suit a small group. The venue, address and area appear in your invitation and on My Sessions.'],
      },
      {
        id: 'drinks',
        title: 'Who pays for drinks?',
        body: ['You order and pay for your own food and drinks at the venue unless your invitation says otherwise.'],
      },
      {
        id: 'cancel',
        title: 'Can I cancel?',
        body: ['Yes, from the My Sessions page, up to 24 hours before the session. Within 24 hours, online cancellation closes because your group is counting on you; contact us in an emergency.'],
      },
      {
        id: 'my-sessions',
        title: 'How do I see my upcoming sessions?',
        body: [`Go to My Sessions, enter the email you applied with and the six-digit code we send you (valid for ${DURATIONS.curatedCode.text}). You will see each session with its date, time, venue and the first names of your group.`],
      },
      {
        id: 'feedback',
        title: 'What happens after a session?',
        body: ['We send a short feedback form. It takes two minutes, it is read by a real person, and it makes your next match better.'],
      },
    ],
    cta: { label: 'Apply for Curated Fika', href: '/curated-fika-signup' },
  },
} satisfies Record<string, PageCopy>;

export const allPages: readonly PageCopy[] = [...Object.values(pages), ...Object.values(curatedFikaInfoPages)];

export function pageByPath(path: string): PageCopy | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return allPages.find((p) => p.path === clean);
}
