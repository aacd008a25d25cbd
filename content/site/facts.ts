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
import { CITY_COUNT, QUESTIONS_CLAIM } from './community';

// ---------- the community ----------

// Who we are, where we meet and how many questions we hold: in ./community.ts, the part of these
// facts the page shell needs (re-exported here).
export { COMMUNITY, COMMUNITY_CITIES, CITY_COUNT, listText, CITY_NAMES_TEXT, QUESTIONS_CLAIM } from './community';
/** `COMMUNITY.foundedAt` in Japanese. */
export const COMMUNITY_FOUNDED_AT_JA = '東京・清澄白河のカフェ';

// ---------- people ----------

// The team (founders, organisers, every event host) and their bios live in ./team.ts, which the
// page shell does not import: only the pages that name people carry the bios.

// ---------- cities ----------

/** City names in Japanese, by slug (from the city lookup). */
export const CITY_NAMES_JA: Readonly<Record<CitySlug, string>> = /* @__PURE__ */ Object.fromEntries(CITY_SLUGS.map((s) => [s, CITIES[s].ja.name])) as Record<CitySlug, string>;
/** 「東京、大阪、福岡、ホノルル」: a list of names joined for a Japanese sentence. */
export const listTextJa = (names: readonly string[]): string => names.join('、');
export const CITY_NAMES_TEXT_JA = /* @__PURE__ */ listTextJa(CITY_SLUGS.map((s) => CITY_NAMES_JA[s]));
/** The number claim next to the other community numbers (header, footer, home). */
export const CITY_COUNT_TEXT = `${CITY_COUNT} cities`;

/** Each city's currency (from the city lookup). */
export const CURRENCY_BY_CITY: Readonly<Record<CitySlug, Currency>> = /* @__PURE__ */ Object.fromEntries(CITY_SLUGS.map((s) => [s, CITIES[s].currency])) as Record<
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

/** The tiers' names and descriptions in Japanese, by id (the thresholds are the table above's). */
export const TIERS_JA: Readonly<Record<(typeof TIERS)[number]['id'], { name: string; description: string }>> = {
  new: { name: 'コネクト', description: 'みんなここからスタートします。はじめてのフィーカが、はじめてのスタンプです。' },
  bronze: { name: 'コミュニティメンバー', description: '参加3回目。顔見知りも増えて、だんだん自分の居場所に感じられてくるころです。' },
  silver: { name: '頼れるメンバー', description: 'いつも来てくれるあなたに、みんな気づいています。はじめての方のお迎えを、ホストからお願いすることもあるかもしれません。' },
  gold: { name: 'コミュニティチャンピオン', description: 'すっかり常連さん。おすすめのカフェを聞かれたり、席を取っておいてもらえたりします。' },
  platinum: { name: 'コミュニティカタリスト', description: 'あなたがいるだけで、コミュニティ全体があたたかくなります。仲間のために足を運んだ30回の証です。' },
};

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
export const numberWord = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** "five tiers, from Connect Tier to Community Catalyst": the whole ladder, never a part of it. */
export const TIER_LADDER_TEXT = `${/* @__PURE__ */ numberWord(TIERS.length)} tiers, from ${TIERS[0].name} to ${TIERS[TIERS.length - 1].name}`;

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

/** A duration in seconds in Japanese ("15分", "60分", "8時間", "24時間"), on the same units as formatDuration. */
export const formatDurationJa = (seconds: number): string =>
  formatDuration(seconds).replace(/^(\d+) (minute|hour|day|year)s?$/, (_, n: string, u: string) => `${n}${{ minute: '分', hour: '時間', day: '日', year: '年' }[u]}`);

/** Every duration a page or an email states, named for what it is and formatted once. */
export const DURATIONS = {
  signInLink: { seconds: SIGN_IN_LINK_TTL_SECONDS, text: /* @__PURE__ */ formatDuration(SIGN_IN_LINK_TTL_SECONDS), what: 'sign-in link (member, passport, admin)' },
  memberSession: { seconds: MEMBER_SESSION_TTL_SECONDS, text: /* @__PURE__ */ formatDuration(MEMBER_SESSION_TTL_SECONDS), what: 'member sign-in session' },
  passportSession: { seconds: PASSPORT_SESSION_TTL_SECONDS, text: /* @__PURE__ */ formatDuration(PASSPORT_SESSION_TTL_SECONDS), what: 'passport session' },
  adminSession: { seconds: ADMIN_SESSION_TTL_SECONDS, text: /* @__PURE__ */ formatDuration(ADMIN_SESSION_TTL_SECONDS), what: 'admin session' },
  curatedCode: { seconds: CURATED_CODE_TTL_SECONDS, text: /* @__PURE__ */ formatDuration(CURATED_CODE_TTL_SECONDS), what: 'Curated Fika verification code' },
  subscriptionChangeLink: {
    seconds: SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS,
    text: /* @__PURE__ */ formatDuration(SUBSCRIPTION_CHANGE_LINK_TTL_SECONDS),
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

/** 「1人あたり4,500円から」: the pricing sentence of a curated city, in Japanese. */
export const curatedFromTextJa = (city: CuratedCitySlug): string => {
  const { base, currency } = CURATED_PRICING[city];
  return `1人あたり${currency === 'JPY' ? `${base.toLocaleString('ja-JP')}円` : formatMoney(base, currency)}から`;
};

// ---------- contact, questions ----------

/** The contact team answers every message within this many hours. */
export const CONTACT_RESPONSE_HOURS = 24;
export const CONTACT_RESPONSE_TEXT = `within ${CONTACT_RESPONSE_HOURS} hours`;
export const CONTACT_RESPONSE_TEXT_JA = `${CONTACT_RESPONSE_HOURS}時間以内に`;

/**
 * The question library's size claim. A number here (not derived from content/questions) so that a
 * page stating it does not ship every question; a unit test holds it true.
 */
export const QUESTIONS_CLAIM_TEXT = `${QUESTIONS_CLAIM}+ conversation questions`;
export const QUESTIONS_CLAIM_TEXT_JA = `${QUESTIONS_CLAIM}以上の会話のきっかけになる質問`;

// ---------- what a subscription gives ----------

/**
 * What a subscription gives, and all it gives: every page, email and plan text says it in these
 * words. Each is kept by code: `included` by decideAccess (functions/reservations/access.ts: a
 * subscriber is covered on an event that allows a subscription, and only there), `waitlist` by the
 * waitlist order (keys.waitlist: every subscriber's ticket sorts before every other ticket, and
 * promotion takes the head), `curated` by the premium check before a curated group is formed
 * (functions/curated/sessions.ts). `notIncluded` is what decideAccess refuses a subscriber: an event
 * paid per person that does not allow a subscription, and an exclusive event outside its audience.
 * There is no early booking window: a subscriber books a new date when everyone else can.
 * tests/support/subscription-claims.ts checks the built pages, the email samples and the catalogues
 * for any other claim.
 */
export const SUBSCRIPTION_BENEFITS = {
  included: {
    en: 'Events marked “Included with a subscription” at no extra cost.',
    ja: '「サブスクリプションに含まれます」と書かれたイベントに、追加料金なしで参加できます。',
  },
  waitlist: {
    en: 'The front of the waitlist when a date is full: you wait ahead of everyone without a subscription.',
    ja: '満席の日程では、サブスクリプションのない方より前でキャンセル待ちができます。',
  },
  curated: {
    en: 'Curated Fika: you can be matched into a small group (each session is paid separately).',
    ja: 'キュレーテッドフィーカのマッチングの対象になります（各回の参加費は別途かかります）。',
  },
} as const;

/** What a subscription does not cover (the refusals of decideAccess). */
export const SUBSCRIPTION_NOT_INCLUDED = {
  en: 'Not included: events with their own price that are not marked “Included with a subscription” (the price pays for food or tickets), and events for one group, such as the founding members’ fika.',
  ja: '含まれないもの：「サブスクリプションに含まれます」と書かれていない有料のイベント（料金は食事やチケットの代金です）と、創設メンバーのフィーカのような特定のメンバー向けのイベント。',
} as const;

/** The label an event that allows a subscription carries, and the benefit `included` names. */
export const SUBSCRIPTION_INCLUDED_LABEL = { en: 'Included with a subscription', ja: 'サブスクリプションに含まれます' } as const;

/** The benefits in one line (the plan text, the subscription page's subtitle, the signup email's note). */
export const SUBSCRIPTION_SUMMARY = {
  en: 'Events marked “Included with a subscription” at no extra cost, the front of the waitlist when a date is full, and Curated Fika matching.',
  ja: '「サブスクリプションに含まれます」と書かれたイベントは追加料金なし、満席の日程ではキャンセル待ちの先頭、キュレーテッドフィーカのマッチングの対象。',
} as const;

/** The subscriber benefits an event page lists, each in both languages (subscriberBenefitsOf says which). */
export const SUBSCRIPTION_EVENT_BENEFITS = {
  included: {
    icon: '🎟️',
    en: { title: SUBSCRIPTION_INCLUDED_LABEL.en, description: 'Subscribers come at no extra cost.' },
    ja: { title: SUBSCRIPTION_INCLUDED_LABEL.ja, description: 'サブスクリプション会員は追加料金なしで参加できます。' },
  },
  waitlist: {
    icon: '⭐',
    en: { title: 'The front of the waitlist', description: 'If this date fills up, subscribers wait ahead of everyone without a subscription.' },
    ja: { title: 'キャンセル待ちの先頭', description: 'この日程が満席になったら、サブスクリプション会員はサブスクリプションのない方より前でキャンセル待ちができます。' },
  },
} as const;
export type SubscriberBenefitId = keyof typeof SUBSCRIPTION_EVENT_BENEFITS;

/**
 * Which subscriber benefits an event gives, from the facts its access rule is made of
 * (content/events eventAccessRule, applied by decideAccess): `included` where a subscriber is
 * covered (a members-only event, or a paid one that allows a subscription) and the event is for
 * everyone (not exclusive); `waitlist` where the event keeps a waitlist and is for everyone.
 */
export function subscriberBenefitsOf(e: {
  paymentEnabled: boolean;
  requiresSubscription: boolean;
  paymentOptions: { allowSubscription: boolean; allowWaitlist: boolean };
  exclusiveType?: string | null;
}): SubscriberBenefitId[] {
  if (e.exclusiveType) return [];
  const ids: SubscriberBenefitId[] = [];
  if (e.requiresSubscription || (e.paymentEnabled && e.paymentOptions.allowSubscription)) ids.push('included');
  if (e.paymentOptions.allowWaitlist) ids.push('waitlist');
  return ids;
}
