/**
 * An organiser enters each fact once (the events console); the listing's display texts and the
 * fields that follow from a fact are derived here, by the server on every save and by the
 * console's preview, so they can never disagree with the facts:
 *
 * - city → cityDisplay, country, timezone, currency;
 * - schedule → dayOfWeek, eventFrequency, next ("Month D" of the next date);
 * - startTime + durationMinutes → endTime and the time text ("6:00 PM - 8:30 PM");
 * - perEventPriceCents (hundredths of the city's currency) → paymentEnabled, the price text and
 *   per-event payment; doorPriceCents → "¥1,500 cash"; members only, or free;
 * - a slug → the event's id (a new event's id is its slug);
 * - fields the form leaves out → the community's standard texts (attendance policy, why RSVPs
 *   matter, member benefits: data/shared.ts) and, where the organiser wrote Japanese, their
 *   Japanese (ja/shared.ts).
 *
 * Pure and without node: imports. Rules in docs/catalogue.md ("How an organiser works").
 */
import { CITIES, isCitySlug, type CitySlug } from '../cities';
import { MONTH_NAMES, addDays, calendarDateIn, formatClock12, parseClock, parseIsoDate, weekdayOf } from './calendar';
import { ATTENDANCE_POLICY, NEW_EVENT_SOCIAL_PROOF, RSVP_IMPORTANCE, benefits } from './data/shared';
import { ATTENDANCE_POLICY as ATTENDANCE_POLICY_JA, RSVP_IMPORTANCE as RSVP_IMPORTANCE_JA, benefits as benefitsJa } from './ja/shared';
import { formatPrice } from './money';
import { nextOccurrence, scheduledDateFrom, type OccurrenceRule } from './occurrence';
import type { EventListing, EventSchedule } from './schema';

type Draft = Record<string, unknown>;

/** The city's own illustration: what an event without an uploaded image shows. */
export const CITY_ILLUSTRATION: Readonly<Record<CitySlug, string>> = {
  tokyo: 'event-tokyo-fika',
  osaka: 'event-osaka-fika',
  fukuoka: 'event-fukuoka-fika',
  honolulu: 'event-honolulu',
};

const CITY_COLOR: Readonly<Record<CitySlug, string>> = {
  tokyo: 'from-orange-400 to-rose-500',
  osaka: 'from-amber-400 to-orange-500',
  fukuoka: 'from-teal-400 to-cyan-500',
  honolulu: 'from-sky-400 to-emerald-400',
};

const TYPE_EMOJI: Readonly<Record<string, string>> = {
  fika: '☕',
  'weekly-fika': '☕',
  'happy-hour': '🍻',
  'curated-foodie': '🍽️',
  'growth-circle': '🌱',
  'forest-walks': '🌲',
  'river-walks': '🌊',
  foodie: '🍜',
  'goal-accountability': '🎯',
  excursion: '⛴️',
};

const STANDARD_PREPARATION_TIPS = [
  'Cancel from the link in your confirmation email as soon as your plans change: your seat goes straight to the next person waiting.',
  'Arrive five minutes early so the host can seat you and introduce you.',
];
const STANDARD_PREPARATION_TIPS_JA = [
  '予定が変わったら、確認メールのリンクからすぐにキャンセルしてください。席はキャンセル待ちの次の方へすぐに回ります。',
  'ホストが席へ案内して紹介できるよう、5分前にお越しください。',
];

const isObject = (v: unknown): v is Draft => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** "December 12": a date as the listing's `next` text (no year). */
export function monthDayText(iso: string): string {
  const d = parseIsoDate(iso);
  return `${MONTH_NAMES[d.month - 1]} ${d.day}`;
}

/** "18:00" + 150 minutes → "20:30"; null when it would pass midnight or the start is no time. */
export function endTimeOf(startTime: string, durationMinutes: number): string | null {
  const start = parseClock(startTime);
  if (start === null || !Number.isInteger(durationMinutes) || durationMinutes <= 0) return null;
  const end = start + durationMinutes;
  if (end >= 24 * 60) return null;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

function isSchedule(v: unknown): v is EventSchedule {
  if (!isObject(v)) return false;
  const date = (x: unknown) => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x);
  if (v.kind === 'once') return date(v.date);
  if (v.kind === 'weekly' || v.kind === 'monthly') return date(v.from) && Array.isArray(v.skip) && v.skip.every(date);
  return false;
}

/**
 * The listing with every derived field filled from the facts (`draft` as the console sends it:
 * catalogue field names, `ja` and `revealedVenue` beside). Fields that cannot be derived (a fact
 * missing or malformed) are left for the schema to name. `now` picks the next date for `next`.
 */
export function deriveListing(draft: Draft, now: Date): Draft {
  const e: Draft = { ...draft };
  delete e.ja;
  delete e.revealedVenue;
  if (isText(e.slug) && !isText(e.id)) e.id = e.slug;

  const city = isCitySlug(e.city) ? e.city : undefined;
  if (city) {
    const c = CITIES[city];
    Object.assign(e, { cityDisplay: c.name, country: c.country, timezone: c.timezone, currency: c.currency });
    e.iconImage ??= CITY_ILLUSTRATION[city];
    e.color ??= CITY_COLOR[city];
    e.tags ??= [c.name];
  }

  if (isSchedule(e.schedule)) {
    const s = e.schedule;
    const first = parseIsoDate(s.kind === 'once' ? s.date : s.from);
    e.dayOfWeek = weekdayOf(first);
    if (s.kind === 'weekly') e.eventFrequency = 'weekly';
    else if (s.kind === 'monthly') e.eventFrequency = 'monthly';
    else if (e.eventFrequency === undefined || e.eventFrequency === 'weekly' || e.eventFrequency === 'monthly') e.eventFrequency = 'special';
    const today = city ? calendarDateIn(now, CITIES[city].timezone) : calendarDateIn(now, 'UTC');
    const next = scheduledDateFrom(s, e.dayOfWeek as EventListing['dayOfWeek'], today) ?? first;
    e.next = `${MONTH_NAMES[next.month - 1]} ${next.day}`;
  }

  if (typeof e.startTime === 'string' && typeof e.durationMinutes === 'number') {
    const end = endTimeOf(e.startTime, e.durationMinutes);
    if (end) {
      e.endTime = end;
      e.time = `${formatClock12(e.startTime)} - ${formatClock12(end)}`;
    }
  }

  const cents = typeof e.perEventPriceCents === 'number' && e.perEventPriceCents > 0 ? e.perEventPriceCents : undefined;
  if (cents === undefined) delete e.perEventPriceCents;
  const door = typeof e.doorPriceCents === 'number' && e.doorPriceCents > 0 ? e.doorPriceCents : undefined;
  if (door === undefined) delete e.doorPriceCents;
  e.requiresSubscription ??= false;
  e.paymentEnabled = cents !== undefined;
  const options = isObject(e.paymentOptions) ? e.paymentOptions : {};
  e.paymentOptions = {
    allowSubscription: typeof options.allowSubscription === 'boolean' ? options.allowSubscription || e.requiresSubscription === true : e.requiresSubscription === true,
    allowPerEventPayment: cents !== undefined,
    allowWaitlist: typeof options.allowWaitlist === 'boolean' ? options.allowWaitlist : true,
  };
  if (city) {
    const currency = CITIES[city].currency;
    if (cents !== undefined) e.price = formatPrice(cents, currency);
    else if (door !== undefined) e.price = `${formatPrice(door, currency)} cash`;
    else e.price = e.requiresSubscription === true ? 'Members only' : 'Free';
  }

  // The community's standard texts where the form leaves a field out.
  e.iconType ??= 'image';
  e.iconValue ??= TYPE_EMOJI[String(e.eventType)] ?? '☕';
  e.difficulty ??= 'All levels';
  e.featured ??= false;
  e.status ??= 'open';
  e.waitlist ??= '0';
  e.relatedEvents ??= [];
  e.exclusive = e.exclusiveType === 'founding-members';
  if (!e.exclusive) {
    delete e.exclusiveType;
    delete e.exclusiveRefusal;
  }
  e.checkinStampEligible ??= true;
  e.socialProof ??= NEW_EVENT_SOCIAL_PROOF;
  e.attendancePolicy ??= ATTENDANCE_POLICY;
  e.rsvpImportance ??= RSVP_IMPORTANCE;
  e.memberBenefits ??= [benefits.hostIntro, benefits.questions, ...(e.checkinStampEligible ? [benefits.stamp] : [])];
  e.preparationTips ??= STANDARD_PREPARATION_TIPS;
  if (isText(e.title) && isText(e.description)) e.philosophy ??= { title: e.title, sections: [{ type: 'paragraph', content: e.description }] };
  if (isText(e.description)) e.whatToExpect ??= [e.description];
  return e;
}

/**
 * The Japanese text with the standard texts' Japanese added where the listing uses the standard
 * English (policy, benefits, tips); undefined when the organiser wrote no Japanese title (the
 * event then has no Japanese text: its Japanese page shows English).
 */
export function deriveJa(listing: Draft, ja: unknown): Draft | undefined {
  if (!isObject(ja) || !isText(ja.title)) return undefined;
  const out: Draft = { ...ja };
  if (listing.attendancePolicy === ATTENDANCE_POLICY) out.attendancePolicy ??= ATTENDANCE_POLICY_JA;
  if (listing.rsvpImportance === RSVP_IMPORTANCE) out.rsvpImportance ??= RSVP_IMPORTANCE_JA;
  if (listing.preparationTips === STANDARD_PREPARATION_TIPS) out.preparationTips ??= STANDARD_PREPARATION_TIPS_JA;
  if (Array.isArray(listing.memberBenefits) && out.memberBenefits === undefined) {
    const byTitle = new Map(Object.entries(benefits).map(([k, b]) => [b.title, benefitsJa[k as keyof typeof benefitsJa]]));
    if (listing.memberBenefits.every((b) => isObject(b) && byTitle.has(String(b.title)))) {
      out.memberBenefits = listing.memberBenefits.map((b) => byTitle.get(String((b as Draft).title)));
    }
  }
  if (isObject(listing.philosophy) && out.philosophy === undefined && isText(out.description)) {
    out.philosophy = { title: out.title, sections: [{ content: out.description }] };
  }
  if (Array.isArray(listing.whatToExpect) && out.whatToExpect === undefined && listing.whatToExpect.length === 1 && listing.whatToExpect[0] === listing.description && isText(out.description)) {
    out.whatToExpect = [out.description];
  }
  return out;
}

/** The coming dates of a listing from `now` on, at most `max` (its occurrence rule applied date after date). */
export function upcomingDates(listing: OccurrenceRule, now: Date, max: number): string[] {
  const out: string[] = [];
  let at = now;
  for (let i = 0; i < max; i++) {
    const d = nextOccurrence(listing, at);
    if (!d) break;
    const iso = `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    if (out.includes(iso)) break;
    out.push(iso);
    const after = addDays(d, 1);
    // Noon of the next day in UTC is that day in every city's zone (UTC-10 to UTC+9).
    at = new Date(Date.UTC(after.year, after.month - 1, after.day, 12));
  }
  return out;
}
