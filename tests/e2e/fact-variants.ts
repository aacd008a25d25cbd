/**
 * The known wrong variants of the community facts (content/site/facts.ts), each with the reason it
 * is wrong, and how a page's HTML becomes the sentences they are searched in. Used on the built
 * pages (tests/e2e/facts-pages.test.ts) and on the pages that only render in the browser
 * (tests/web/members/fact-durations.test.tsx). To add a variant, add an entry to VARIANTS.
 */
import {
  CITY_COUNT,
  COMMUNITY_CITIES,
  CONTACT_RESPONSE_HOURS,
  CURATED_CITY_SLUGS,
  DURATIONS,
  QUESTIONS_CLAIM,
  TIERS,
  formatDuration,
  numberWord,
} from '../../content/site/facts';
import { FOUNDERS, TEAM } from '../../content/site/team';
import { CITIES } from '../../content/cities';
import { events } from '../../content/events/index';
import { questions } from '../../content/questions/index';
import { legalConstants } from '../../content/site/legal';
import { CANCEL_CUTOFF_HOURS, DEFAULT_DURATION_MINUTES } from '../../domain/curated/rules';
import { isBrandNewForNewcomers } from '../../web/src/features/events/components/EventSections';

export interface Page {
  path: string;
  html: string;
  /** Visible text, one block (heading, paragraph, list item, cell) or sentence per entry. */
  sentences: string[];
  jsonLd: Record<string, any>[];
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ');

/** A page as the variants see it: its JSON-LD and its visible text split into blocks and sentences. */
export function pageFromHtml(path: string, html: string): Page {
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const v = JSON.parse(m[1]);
    return Array.isArray(v) ? v : [v];
  });
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const text = decode(
    body
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/(h[1-6]|p|li|dt|dd|td|th|div|section|header|footer|figcaption|caption|label|button|summary)>/g, '\n')
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, ' '),
  );
  const sentences = text
    .split(/\n|(?<=[.!?])\s+(?=[A-Z¥$])/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return { path, html, sentences, jsonLd };
}

// ---------- what the facts allow ----------

const DURATION = /\b(\d+)\s*(minutes?|hours?|days?)\b/gi;
const durationsIn = (s: string) => [...s.matchAll(DURATION)].map((m) => `${m[1]} ${m[2].toLowerCase()}`.replace(/^1 (minute|hour|day)s$/, '1 $1'));
const text = (d: keyof typeof DURATIONS) => DURATIONS[d].text;

/** Sentences about a link, a session or a code may state only the durations of what they name. */
const DURATION_RULES: { id: string; subject: (s: string) => boolean; allowed: string[]; why: string }[] = [
  {
    id: 'passport session',
    subject: (s) => /passport/i.test(s) && /\b(link|session|opens?)\b/i.test(s),
    allowed: [text('signInLink'), text('passportSession')],
    why: 'the passport link and the passport session: one page said the member session (24 hours) here',
  },
  {
    id: 'member session',
    subject: (s) => !/passport|admin/i.test(s) && /\b(member|dashboard)\b/i.test(s) && /\b(session|signs? you in|signed in|link)\b/i.test(s),
    allowed: [text('signInLink'), text('memberSession')],
    why: 'the member sign-in link and the member session: one page said the passport session (60 minutes) here',
  },
  {
    id: 'admin session',
    subject: (s) => /\badmin\b/i.test(s) && /\b(link|session|signed in)\b/i.test(s),
    allowed: [text('signInLink'), text('adminSession')],
    why: 'the admin link and the admin session',
  },
  {
    id: 'sign-in link',
    subject: (s) => /\b(link)\b/i.test(s) && /\b(works|valid|expires)\b/i.test(s) && !/subscription|cancel/i.test(s),
    allowed: [text('signInLink'), text('memberSession'), text('passportSession'), text('adminSession')],
    why: 'a sign-in link works for the sign-in link time and opens one of the sessions',
  },
  {
    id: 'unnamed session',
    subject: (s) => /\b(signs? you in|signed in|keeps you in|session lasts|opens? your)\b/i.test(s) && !/\b(member|passport|admin|dashboard|curated|my sessions)\b/i.test(s),
    allowed: [],
    why: 'a sign-in duration must say which session it is (member sign-in, passport or admin): "signs you in for 24 hours" beside "60 minutes" elsewhere read as a contradiction',
  },
  {
    id: 'curated code',
    subject: (s) => /\bcode\b/i.test(s) && /(verification|six-digit|6-digit)/i.test(s),
    allowed: [text('curatedCode')],
    why: 'the Curated Fika verification code',
  },
  {
    id: 'curated cancellation',
    subject: (s) => /cancel/i.test(s) && /\bsessions?\b/i.test(s),
    allowed: [formatDuration(CANCEL_CUTOFF_HOURS * 3600)],
    why: 'a curated session can be cancelled up to the cutoff before it starts',
  },
  {
    id: 'curated session length',
    subject: (s) => /how long is a session/i.test(s),
    allowed: [formatDuration(DEFAULT_DURATION_MINUTES * 60)],
    why: 'a curated session lasts its default duration',
  },
];

const TEAM_NAMES = new Set(TEAM.map((m) => m.name));
const CITY_NAMES = COMMUNITY_CITIES.map((c) => c.name);
const JAPAN_CITY_SLUGS = COMMUNITY_CITIES.filter((c) => c.currency === 'JPY').map((c) => c.slug as string);
const TIER_LABELS = TIERS.map((t) => ({ min: t.min, labels: [t.name, t.id[0].toUpperCase() + t.id.slice(1)] }));

/** A page whose prices are all in yen: a Japanese city's events, and Curated Fika (Tokyo and Osaka). */
function isYenPage(path: string): boolean {
  if (/^\/curated-fika(\/|-signup|$)/.test(path)) return CURATED_CITY_SLUGS.every((c) => CITIES[c].currency === 'JPY');
  const city = /^\/events\/city\/([a-z]+)$/.exec(path)?.[1];
  if (city) return JAPAN_CITY_SLUGS.includes(city);
  const slug = /^\/events\/([a-z0-9-]+)$/.exec(path)?.[1];
  const e = slug ? events.find((x) => x.slug === slug) : undefined;
  return !!e && JAPAN_CITY_SLUGS.includes(e.city);
}

const personNames = (v: unknown): string[] => {
  if (!v || typeof v !== 'object') return [];
  if (Array.isArray(v)) return v.flatMap(personNames);
  const o = v as Record<string, unknown>;
  const own = o['@type'] === 'Person' && typeof o.name === 'string' ? [o.name] : [];
  return [...own, ...Object.values(o).flatMap(personNames)];
};

// ---------- the variants ----------

interface Variant {
  id: string;
  /** Why this is wrong: the fact it contradicts. */
  why: string;
  /** The offending snippets on a page (empty when the page is right). */
  find: (page: Page) => string[];
}

const literal = (id: string, phrase: string, why: string): Variant => ({
  id,
  why,
  find: (p) => p.sentences.filter((s) => s.toLowerCase().includes(phrase.toLowerCase())),
});

export const VARIANTS: Variant[] = [
  literal('6+ cities', '6+ cities', `the community meets in ${CITY_COUNT} cities (the city lookup); "6+" counted two cities with no events`),
  {
    id: 'city count',
    why: `any count of "our cities" must be ${CITY_COUNT}, the number of cities in content/cities.ts`,
    find: (p) =>
      p.sentences.filter((s) =>
        [...s.matchAll(/\b(\d+|two|three|four|five|six|seven|eight)(\+)?\s+(?:of our\s+|main\s+)?cities\b/gi)].some(
          (m) => m[2] === '+' || (m[1] !== String(CITY_COUNT) && m[1].toLowerCase() !== numberWord(CITY_COUNT)),
        ),
      ),
  },
  {
    id: 'city list',
    why: `where the community is, listed, names every city: ${CITY_NAMES.join(', ')} (the contact page named three)`,
    find: (p) =>
      p.sentences.filter((s) => {
        const named = CITY_NAMES.filter((c) => s.includes(c));
        return named.length >= 3 && named.length < CITY_NAMES.length && /(community|team|meet|events in|fika in)\b/i.test(s) && /Tokyo, Osaka and Honolulu/.test(s);
      }),
  },
  literal('Bronze to Gold', 'Bronze to Gold', 'a three-tier reading of the ladder; the passport has five tiers up to Community Catalyst'),
  literal('Community Member to Community Champion', 'Community Member to Community Champion', 'a cut-off ladder: it starts at Connect Tier and ends at Community Catalyst'),
  {
    id: 'tier range',
    why: `a range of tiers runs from ${TIERS[0].name} to ${TIERS[TIERS.length - 1].name}`,
    find: (p) =>
      p.sentences.filter((s) =>
        [...s.matchAll(/\bfrom ((?:[A-Z][a-z]+ ?){1,2}) to ((?:[A-Z][a-z]+ ?){1,2})/g)].some(
          ([, a, b]) =>
            TIER_LABELS.some((t) => t.labels.includes(a.trim())) &&
            TIER_LABELS.some((t) => t.labels.includes(b.trim())) &&
            !(TIERS[0].name.startsWith(a.trim()) && TIERS[TIERS.length - 1].name === b.trim()),
        ),
      ),
  },
  {
    id: 'tier threshold',
    why: 'a tier named with a stamp count must have the threshold of the tier table (the other reading put gold at 10)',
    find: (p) =>
      p.sentences.filter((s) => {
        const counts = [...s.matchAll(/\b(\d+) stamps\b/g)].map((m) => Number(m[1]));
        const named = TIER_LABELS.filter((t) => t.labels.some((l) => new RegExp(`\\b${l}\\b`).test(s)));
        return counts.length === 1 && new Set(named.map((t) => t.min)).size === 1 && counts[0] !== named[0].min;
      }),
  },
  {
    id: '$ on a yen page',
    why: 'prices in Tokyo, Osaka and Fukuoka (events and Curated Fika) are in yen; curated sessions once said "from $30"',
    find: (p) => (isYenPage(p.path) ? p.sentences.filter((s) => /\$\s?\d/.test(s) || /\bUSD\b|dollars?\b/.test(s)) : []),
  },
  {
    id: 'host not on the team',
    why: 'every event host is a member of the team in the facts (event pages named hosts the About page did not have)',
    find: (p) =>
      [...p.html.matchAll(/<h3 class="host__name">([^<]+)<\/h3>/g)].map((m) => decode(m[1])).filter((n) => !TEAM_NAMES.has(n)),
  },
  {
    id: 'About team differs from the facts',
    why: 'the About page lists exactly the team in the facts',
    find: (p) => {
      if (p.path !== '/about') return [];
      const shown = [...p.html.matchAll(/<li class="team-card">[\s\S]*?<h3>([^<]+)<\/h3>/g)].map((m) => decode(m[1]));
      const want = TEAM.map((m) => m.name);
      return JSON.stringify(shown) === JSON.stringify(want) ? [] : [`shows ${shown.join(', ')}; the team is ${want.join(', ')}`];
    },
  },
  {
    id: 'retired host names',
    why: 'a second Daniel (Cho) and a second Leilani (Akana) hosted events while the About page had Daniel Brooks and Leilani Nakamura',
    find: (p) => p.sentences.filter((s) => /Daniel Cho|Leilani Akana/.test(s)),
  },
  {
    id: 'structured-data people',
    why: 'every person in the JSON-LD (event performers, founders, blog authors) is on the team; the founders are the facts\' founders',
    find: (p) => {
      const out = personNames(p.jsonLd).filter((n) => !TEAM_NAMES.has(n));
      for (const o of p.jsonLd.filter((x) => x['@type'] === 'Organization' && x.founder)) {
        const names = (o.founder as { name: string }[]).map((f) => f.name);
        if (JSON.stringify(names) !== JSON.stringify(FOUNDERS.map((f) => f.name))) out.push(`founders ${names.join(', ')}`);
        // A Japanese page names the cities in Japanese.
        const cities = p.path === '/ja' || p.path.startsWith('/ja/') ? COMMUNITY_CITIES.map((c) => c.ja.name) : CITY_NAMES;
        if (JSON.stringify(o.areaServed) !== JSON.stringify(cities)) out.push(`areaServed ${JSON.stringify(o.areaServed)}`);
      }
      return out;
    },
  },
  {
    id: 'brand-new where it is not',
    why: 'the "brand-new gathering" line is true only of an event nobody has attended that newcomers may join; the founding members\' fika is neither',
    find: (p) => {
      const slug = /^\/events\/([a-z0-9-]+)$/.exec(p.path)?.[1];
      const e = slug ? events.find((x) => x.slug === slug) : undefined;
      return e && !isBrandNewForNewcomers(e) ? p.sentences.filter((s) => /brand-new/i.test(s)) : [];
    },
  },
  {
    id: 'question count',
    why: `the question library claim is ${QUESTIONS_CLAIM}+ (true of content/questions); the questions page may state the exact count, ${questions.length}`,
    find: (p) =>
      p.sentences.filter((s) => [...s.matchAll(/\b(\d+)\+?\s+(?:more\s+)?(?:conversation\s+)?(?:questions|conversation starters)\b/gi)].some((m) => ![QUESTIONS_CLAIM, questions.length].includes(Number(m[1])) && Number(m[1]) >= 50)),
  },
  {
    id: 'contact response time',
    why: `the contact team answers within ${CONTACT_RESPONSE_HOURS} hours; privacy and legal inquiries (privacy and terms pages) within ${legalConstants.inquiryResponseHours}`,
    find: (p) =>
      p.sentences.filter((s) =>
        [...s.matchAll(/\b(?:answer|reply|respond|get back to you)\w*[^.]*?\bwithin (\d+) hours\b|\bwithin (\d+) hours\b[^.]*?\b(?:we )?(?:answer|reply|respond)/gi)].some((m) => {
          const h = Number(m[1] ?? m[2]);
          const legal = ['/privacy', '/terms'].includes(p.path) && h === legalConstants.inquiryResponseHours;
          return h !== CONTACT_RESPONSE_HOURS && !legal;
        }),
      ),
  },
  ...DURATION_RULES.map(
    (r): Variant => ({
      id: `duration: ${r.id}`,
      why: `${r.why}; allowed: ${r.allowed.join(', ')} (formatted from the constants the code enforces)`,
      find: (p) => p.sentences.filter((s) => r.subject(s) && durationsIn(s).some((d) => !r.allowed.includes(d))),
    }),
  ),
];

