/**
 * An event entered as facts (the events console, POST /api/admin-events `save_event`), and the
 * display texts the site derives from them. The console sends facts only: the city, the schedule,
 * the start time and duration, the price in hundredths. This module turns them into the listing's
 * display fields (cityDisplay, country, timezone, currency; next, dayOfWeek, eventFrequency;
 * endTime and the `time` text; the `price` text and paymentEnabled), so the server and the
 * console's preview derive them the same way and the preview says what the saved page will say.
 *
 * Pure: no node: imports and no catalogue data (the browser runs it). Field reference:
 * docs/catalogue.md.
 */
import { CITIES, type CitySlug, type Currency } from '../cities';
import { MONTH_NAMES, calendarDateIn, formatClock12, parseClock, parseIsoDate, weekdayOf, type CalendarDate } from './calendar';
import { CANCELLED_NEXT, CANCELLED_TIME } from './constants';
import type { RevealedVenue, StoredEvent } from './current';
import { ATTENDANCE_POLICY, NEW_EVENT_SOCIAL_PROOF, RSVP_IMPORTANCE, benefits } from './data/shared';
import { ATTENDANCE_POLICY as ATTENDANCE_POLICY_JA, RSVP_IMPORTANCE as RSVP_IMPORTANCE_JA, benefits as benefitsJa } from './ja/shared';
import type { EventTextOverlay } from './text-overlay';
import { formatPrice } from './money';
import { scheduledDateFrom } from './occurrence';
import type { EventListing, EventSchedule, EventType } from './schema';

/** The listing fields the server derives from the facts: the console never sends them. */
export const DERIVED_FIELDS = [
  'cityDisplay',
  'country',
  'timezone',
  'currency',
  'next',
  'dayOfWeek',
  'eventFrequency',
  'endTime',
  'time',
  'price',
  'paymentEnabled',
] as const satisfies readonly (keyof EventListing)[];
export type DerivedField = (typeof DERIVED_FIELDS)[number];
export type DerivedTexts = Pick<EventListing, DerivedField> & { cancelledDate?: string };

/** The facts the derived texts come from (a listing has them all; the console sends them). */
export interface EventFacts {
  city: CitySlug;
  /** Absent on a listing of the initial data: its `next`, `dayOfWeek`, `eventFrequency` (and `cancelledDate`) are kept as they are. */
  schedule?: EventSchedule;
  /** Kept only without a schedule (the initial data's way of writing dates). */
  next?: string;
  dayOfWeek?: EventListing['dayOfWeek'];
  eventFrequency?: EventListing['eventFrequency'];
  cancelledDate?: string;
  /** "CANCELLED" marks a cancelled week of a listing without a schedule; any other value is derived. */
  time?: string;
  /** "HH:MM", 24 h, in the city's zone. */
  startTime: string;
  durationMinutes: number;
  /** Hundredths of the city's currency; 0 or absent: nothing is paid online. */
  perEventPriceCents?: number;
  /** Hundredths paid in cash at the venue. */
  doorPriceCents?: number;
  requiresSubscription?: boolean;
}

/** Each city's own illustration (content/images): an event without an image of its own shows it. */
export const CITY_ILLUSTRATION: Readonly<Record<CitySlug, string>> = {
  tokyo: 'event-tokyo-fika',
  osaka: 'event-osaka-fika',
  fukuoka: 'event-fukuoka-fika',
  honolulu: 'event-honolulu',
};

/** The city block: name, country, zone and currency from the city lookup. */
export function cityTexts(city: CitySlug): Pick<EventListing, 'cityDisplay' | 'country' | 'timezone' | 'currency'> {
  const c = CITIES[city];
  return { cityDisplay: c.name, country: c.country, timezone: c.timezone, currency: c.currency };
}

/** "December 12": a date as `next` writes it (no year). */
export const monthDayText = (d: CalendarDate): string => `${MONTH_NAMES[d.month - 1]} ${d.day}`;

/** The first date a schedule names (`date`, or `from` for a repeating one). */
export const scheduleAnchor = (schedule: EventSchedule): string => (schedule.kind === 'once' ? schedule.date : schedule.from);

/**
 * `next`, `dayOfWeek` and `eventFrequency` of a schedule, seen at `now` in `timeZone`: the weekday
 * of its first date; "special" for one date, "weekly", "monthly"; `next` the first date still to
 * come (skipped dates passed over), or the first date itself when none is left.
 */
export function scheduleTexts(schedule: EventSchedule, now: Date, timeZone: string): Pick<EventListing, 'next' | 'dayOfWeek' | 'eventFrequency'> {
  const anchor = parseIsoDate(scheduleAnchor(schedule));
  const dayOfWeek = weekdayOf(anchor);
  const upcoming = scheduledDateFrom(schedule, dayOfWeek, calendarDateIn(now, timeZone));
  const eventFrequency = schedule.kind === 'once' ? 'special' : schedule.kind;
  return { next: monthDayText(upcoming ?? anchor), dayOfWeek, eventFrequency };
}

/**
 * `endTime` and the `time` text ("2:00 PM - 4:00 PM") of a start and a duration; null when the
 * start is not "HH:MM", the duration is not a positive whole number of minutes, or the event would
 * end after midnight (an event ends on the day it starts).
 */
export function timeTexts(startTime: string, durationMinutes: number): Pick<EventListing, 'endTime' | 'time'> | null {
  const start = parseClock(startTime);
  if (start === null || !Number.isInteger(durationMinutes) || durationMinutes <= 0 || start + durationMinutes >= 24 * 60) return null;
  const end = start + durationMinutes;
  const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
  return { endTime, time: `${formatClock12(startTime)} - ${formatClock12(endTime)}` };
}

/**
 * The `price` text and `paymentEnabled`: paid online ("¥2,000", "$25") when there is a price;
 * else cash at the door ("¥5,500 cash"); else "Members only" for a subscription-only event;
 * else "Free".
 */
export function priceTexts(facts: Pick<EventFacts, 'perEventPriceCents' | 'doorPriceCents' | 'requiresSubscription'>, currency: Currency): Pick<EventListing, 'price' | 'paymentEnabled'> {
  const online = facts.perEventPriceCents ?? 0;
  if (online > 0) return { price: formatPrice(online, currency), paymentEnabled: true };
  if (facts.doorPriceCents && facts.doorPriceCents > 0) return { price: `${formatPrice(facts.doorPriceCents, currency)} cash`, paymentEnabled: false };
  return { price: facts.requiresSubscription ? 'Members only' : 'Free', paymentEnabled: false };
}

/**
 * Every display text of an event from its facts, at `now`. Without a schedule (a listing of the
 * initial data) the given `next`, `dayOfWeek`, `eventFrequency`, `cancelledDate` and a "CANCELLED"
 * time are kept. Throws RangeError when the start time and duration give no time on one day.
 */
export function deriveTexts(facts: EventFacts, now: Date): DerivedTexts {
  const city = cityTexts(facts.city);
  const times = timeTexts(facts.startTime, facts.durationMinutes);
  if (!times) throw new RangeError(`No time of day from ${facts.startTime} for ${facts.durationMinutes} minutes`);
  const dates: Pick<DerivedTexts, 'next' | 'dayOfWeek' | 'eventFrequency' | 'cancelledDate'> = facts.schedule
    ? scheduleTexts(facts.schedule, now, city.timezone)
    : {
        next: facts.next ?? CANCELLED_NEXT,
        dayOfWeek: facts.dayOfWeek ?? 'Saturday',
        eventFrequency: facts.eventFrequency ?? 'special',
        ...(facts.cancelledDate !== undefined ? { cancelledDate: facts.cancelledDate } : {}),
      };
  const time = !facts.schedule && facts.time?.trim().toUpperCase() === CANCELLED_TIME ? CANCELLED_TIME : times.time;
  return { ...city, ...dates, endTime: times.endTime, time, ...priceTexts(facts, city.currency) };
}

/** Hundredths per unit of money as a person types it: 2000 (yen) → 200000, 25.5 (dollars) → 2550. Null for a negative amount, or yen with decimals. */
export function toHundredths(amount: number, currency: Currency): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (currency === 'JPY' && !Number.isInteger(amount)) return null;
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

/** The amount a person reads from stored hundredths: 200000 JPY → 2000, 2550 USD → 25.5. */
export const fromHundredths = (cents: number): number => cents / 100;

// ---------- what the server fills in when the console leaves it out ----------

const TYPE_LOOK: Record<EventType, { icon: string; color: string }> = {
  fika: { icon: '☕', color: 'from-amber-400 to-orange-500' },
  'weekly-fika': { icon: '☕', color: 'from-sky-400 to-indigo-400' },
  'happy-hour': { icon: '🥂', color: 'from-violet-500 to-pink-500' },
  'curated-foodie': { icon: '🥘', color: 'from-red-600 to-orange-400' },
  'growth-circle': { icon: '📚', color: 'from-emerald-400 to-teal-500' },
  'forest-walks': { icon: '🌲', color: 'from-green-500 to-emerald-700' },
  'river-walks': { icon: '🌸', color: 'from-pink-300 to-rose-400' },
  foodie: { icon: '🍕', color: 'from-red-500 to-yellow-500' },
  'goal-accountability': { icon: '🎯', color: 'from-cyan-500 to-blue-600' },
  excursion: { icon: '🏝️', color: 'from-yellow-400 to-lime-500' },
};

/** The fields of a listing the console does not edit, as a new event gets them (English). */
export function listingDefaults(facts: { slug: string; city: CitySlug; eventType: EventType }): Omit<EventListing, 'title' | 'description' | 'location' | 'tags' | 'venue' | 'hostInfo' | 'whatToExpect' | 'preparationTips' | 'capacity' | 'startTime' | 'durationMinutes' | 'city' | 'slug' | 'eventType' | DerivedField> {
  const look = TYPE_LOOK[facts.eventType];
  return {
    id: facts.slug,
    iconType: 'emoji',
    iconImage: CITY_ILLUSTRATION[facts.city],
    iconValue: look.icon,
    color: look.color,
    waitlist: '0',
    difficulty: 'All levels',
    featured: false,
    status: 'open',
    relatedEvents: [],
    requiresSubscription: false,
    paymentOptions: { allowSubscription: false, allowPerEventPayment: false, allowWaitlist: true },
    exclusive: false,
    philosophy: {
      title: 'A small table, on purpose',
      sections: [
        {
          type: 'paragraph',
          content: 'Every gathering keeps the spirit of fika: a pause shared with people you have not met yet. The host introduces you, the group stays small enough for everyone to talk, and the questions on the table get past small talk.',
        },
      ],
    },
    memberBenefits: [benefits.stamp, benefits.hostIntro, benefits.questions],
    socialProof: { ...NEW_EVENT_SOCIAL_PROOF },
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    checkinStampEligible: true,
  };
}

/** The Japanese of listingDefaults' texts. */
export function listingDefaultsJa(): EventTextOverlay {
  return {
    philosophy: {
      title: '小さなテーブルで、あえて',
      sections: [
        {
          content:
            'どのイベントもフィーカの気持ちを大切にしています。まだ知らない人たちと過ごす、ひと息の時間です。ホストがあなたを紹介し、全員が話せる少人数で集まり、テーブルの質問カードが世間話の先へ案内します。',
        },
      ],
    },
    memberBenefits: [benefitsJa.stamp, benefitsJa.hostIntro, benefitsJa.questions],
    attendancePolicy: ATTENDANCE_POLICY_JA,
    rsvpImportance: RSVP_IMPORTANCE_JA,
  };
}

/** What the console sends as `event`: the listing's facts and text, its Japanese text, its kept-back venue. */
export type EventInput = Partial<EventListing> & EventFacts & { slug: string; eventType: EventType; ja?: EventTextOverlay; revealedVenue?: RevealedVenue };

const stripDerived = (input: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...input };
  for (const k of DERIVED_FIELDS) delete out[k];
  delete out.cancelledDate;
  return out;
};

/**
 * A whole stored event from what the console sends: the defaults, the input over them, the
 * derived texts over both (a display text sent anyway is replaced), `paymentOptions.allowPerEventPayment`
 * following the price, `exclusive` following `exclusiveType`, and the defaults' Japanese under the
 * Japanese given. Not validated: the server checks the result against the listing schema.
 * `now` dates the schedule's `next`.
 */
export function completeEvent(input: EventInput, now: Date): StoredEvent {
  const { ja, revealedVenue, ...rest } = input;
  const derived = deriveTexts(input, now);
  const defaults = listingDefaults(input);
  const given = stripDerived(rest) as Partial<EventListing>;
  const listing = {
    ...defaults,
    ...given,
    ...derived,
    iconImage: given.iconImage || defaults.iconImage,
    paymentOptions: { ...defaults.paymentOptions, ...given.paymentOptions, allowPerEventPayment: derived.paymentEnabled },
    exclusive: given.exclusiveType !== undefined,
  } as EventListing;
  if (!derived.paymentEnabled) delete listing.perEventPriceCents;
  // The default Japanese of the defaults' own fields, where the input did not replace them in English.
  // An event whose organiser wrote no Japanese title has no Japanese text: its Japanese page shows English.
  if (!ja?.title?.trim()) return { listing, ...(revealedVenue ? { revealedVenue } : {}) };
  const jaDefaults = listingDefaultsJa();
  for (const k of Object.keys(jaDefaults) as (keyof EventTextOverlay)[]) if (k in given) delete jaDefaults[k];
  const jaText: EventTextOverlay = { ...jaDefaults, ...ja };
  return { listing, ja: jaText, ...(revealedVenue ? { revealedVenue } : {}) };
}
