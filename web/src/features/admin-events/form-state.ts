/**
 * The events console's form: its state (what the organiser types, English and Japanese side by
 * side), the state of a loaded event, and the `event` a save sends. The form sends facts only
 * (the city, the schedule, the start time and duration, money in hundredths) and never a display
 * text: the server derives those (content/events/facts.ts), and the preview derives them the same
 * way. A loaded event's fields the form does not edit (its philosophy, member benefits, cost
 * line …) and their Japanese text go back as they came.
 */
import { CITIES, type CitySlug } from '@/content/cities';
import { formatIsoDate } from '@/content/events/calendar';
import { CANCELLED_TIME, DEFAULT_CAPACITY } from '@/content/events/constants';
import type { RevealedVenue } from '@/content/events/current';
import { DERIVED_FIELDS, fromHundredths, scheduleAnchor, toHundredths, type EventInput } from '@/content/events/facts';
import type { EventTextOverlay } from '@/content/events/text-overlay';
import { cancelledOccurrence, isCancelled, nextOccurrence, type OccurrenceRule } from '@/content/events/occurrence';
import type { EventListing, EventSchedule, EventStatus, EventType } from '@/content/events/schema';
import type { FieldErrors } from './api';

export interface Pair {
  en: string;
  /** Optional: a page without it shows the English. */
  ja: string;
}

export interface RsvpQuestionForm {
  id: string;
  label: Pair;
  /** One option a line. */
  options: Pair;
  required: boolean;
}

export interface FikaItemForm {
  english: string;
  japanese: string;
  context: Pair;
}

/** `listed`: the initial data's dates as text (next, weekday, frequency), kept until a schedule replaces them. */
export type ScheduleKind = EventSchedule['kind'] | 'listed';

export interface EventForm {
  slug: string;
  city: CitySlug;
  eventType: EventType;
  title: Pair;
  description: Pair;
  location: Pair;
  /** One tag a line. */
  tags: Pair;
  capacity: string;
  difficulty: EventListing['difficulty'];
  featured: boolean;
  status: EventStatus;
  scheduleKind: ScheduleKind;
  /** "YYYY-MM-DD": the one date, or the first of a repeating schedule. */
  date: string;
  /** "1"…"4", "-1": the nth weekday of the month. */
  nth: string;
  /** Dates that do not take place, one a line. */
  skip: string;
  startTime: string;
  durationMinutes: string;
  /** In the city's currency as people write it ("2000", "25.50"); empty: free. */
  price: string;
  doorPrice: string;
  allowSubscription: boolean;
  allowWaitlist: boolean;
  requiresSubscription: boolean;
  foundingMembers: boolean;
  exclusiveRefusal: Pair;
  rsvpQuestions: RsvpQuestionForm[];
  venue: { name: Pair; description: Pair; fullAddress: Pair; nearestStation: Pair; meetingPoint: Pair; priceRange: Pair; amenities: Pair };
  /** The venue's photo (an image key), or '' for none. */
  venueImage: string;
  venueReveal: boolean;
  revealDays: string;
  revealed: RevealedVenue;
  host: { name: string; bio: Pair; avatar: string };
  cancellation: boolean;
  noticeHours: string;
  fee: string;
  feeText: Pair;
  whatToExpect: Pair;
  preparationTips: Pair;
  fikaTitle: Pair;
  fikaSubtitle: Pair;
  fikaQuestions: FikaItemForm[];
  /** The event carries question cards although its type does not need them (the Kona tasting): kept and editable. */
  fikaKept: boolean;
  /** An event image key or an uploaded one; empty: the city's illustration. */
  iconImage: string;
}

/** How the initial data wrote an event's dates (no schedule), kept while the form's schedule is `listed`. */
export type ListedDates = Pick<EventListing, 'next' | 'dayOfWeek' | 'eventFrequency'> & { cancelledDate?: string; cancelledTime: boolean };

/** What the form keeps of a loaded event besides its own fields. */
export interface FormBase {
  /** The loaded listing (its other fields go back as they came). */
  listing: Record<string, unknown>;
  /** Its Japanese text (the same). */
  ja: Record<string, unknown>;
  listed?: ListedDates;
}

export const FIKA_TYPES: readonly EventType[] = ['fika', 'weekly-fika'];
export const FIKA_MIN = 5;
export const FIKA_MAX = 8;
export const isFikaType = (t: EventType) => FIKA_TYPES.includes(t);
/** The form shows and sends question cards: a fika type needs them, and any event that has them keeps them. */
export const hasFikaCards = (f: Pick<EventForm, 'eventType' | 'fikaKept'>) => isFikaType(f.eventType) || f.fikaKept;

const pair = (en = '', ja = ''): Pair => ({ en, ja });
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const linesOf = (v: unknown) => arr(v).map(str).join('\n');
/** Non-empty trimmed lines. */
export const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

const emptyFikaItem = (): FikaItemForm => ({ english: '', japanese: '', context: pair() });
export const emptyRsvpQuestion = (): RsvpQuestionForm => ({ id: '', label: pair(), options: pair(), required: true });
export const emptyFikaItemForm = emptyFikaItem;

/** A new event's form. */
export function emptyForm(): EventForm {
  return {
    slug: '',
    city: 'tokyo',
    eventType: 'fika',
    title: pair(),
    description: pair(),
    location: pair(),
    tags: pair(),
    capacity: String(DEFAULT_CAPACITY),
    difficulty: 'All levels',
    featured: false,
    status: 'open',
    scheduleKind: 'once',
    date: '',
    nth: '1',
    skip: '',
    startTime: '14:00',
    durationMinutes: '120',
    price: '',
    doorPrice: '',
    allowSubscription: false,
    allowWaitlist: true,
    requiresSubscription: false,
    foundingMembers: false,
    exclusiveRefusal: pair(),
    rsvpQuestions: [],
    venue: { name: pair(), description: pair(), fullAddress: pair(), nearestStation: pair(), meetingPoint: pair(), priceRange: pair(), amenities: pair() },
    venueImage: '',
    venueReveal: false,
    revealDays: '7',
    revealed: { name: '', fullAddress: '', nearestStation: '', meetingPoint: '' },
    host: { name: '', bio: pair(), avatar: '' },
    cancellation: false,
    noticeHours: '48',
    fee: '',
    feeText: pair(),
    whatToExpect: pair(),
    preparationTips: pair(),
    fikaTitle: pair(),
    fikaSubtitle: pair(),
    fikaQuestions: Array.from({ length: FIKA_MIN }, emptyFikaItem),
    fikaKept: false,
    iconImage: '',
  };
}

/** The date a listing without a schedule names, for a schedule that replaces its text. */
function listedDate(listing: Record<string, unknown>, now: Date): string {
  try {
    const rule = listing as unknown as OccurrenceRule;
    const date = isCancelled(rule) ? cancelledOccurrence(rule, now) : nextOccurrence(rule, now);
    return date ? formatIsoDate(date) : '';
  } catch {
    return '';
  }
}

/** A money amount as the form shows it: 200000 → "2000", 2550 → "25.5"; absent or 0 → "". */
const amount = (cents: unknown) => (typeof cents === 'number' && cents > 0 ? String(fromHundredths(cents)) : '');

/**
 * The form of a loaded event (`event`: the listing with its Japanese text under `ja` and its
 * kept-back venue under `revealedVenue`), and what the form keeps of it. `copy`: the form of a
 * new event made from it (no slug, id or image of its own; dates as a schedule).
 */
export function fromEvent(event: Record<string, unknown>, now: Date, copy = false): { form: EventForm; base: FormBase } {
  const { ja: jaRaw, revealedVenue: revealedRaw, ...listing } = event;
  const ja = obj(jaRaw);
  const e = listing as Partial<EventListing> & Record<string, unknown>;
  const f = emptyForm();
  const J = <T>(path: string[]): T | undefined => path.reduce<unknown>((v, k) => (v === undefined ? v : (obj(v)[k] ?? (Array.isArray(v) ? v[Number(k)] : undefined))), ja) as T | undefined;
  const P = (en: unknown, ...path: string[]) => pair(str(en), str(J(path)));
  const L = (en: unknown, ...path: string[]) => pair(linesOf(en), linesOf(J(path)));

  f.slug = copy ? '' : str(e.slug);
  f.city = e.city && e.city in CITIES ? e.city : 'tokyo';
  f.eventType = e.eventType ?? f.eventType;
  f.title = P(e.title, 'title');
  f.description = P(e.description, 'description');
  f.location = P(e.location, 'location');
  f.tags = L(e.tags, 'tags');
  f.capacity = typeof e.capacity === 'number' ? String(e.capacity) : f.capacity;
  f.difficulty = e.difficulty ?? f.difficulty;
  f.featured = e.featured === true;
  f.status = e.status ?? f.status;

  let listed: ListedDates | undefined;
  const s = e.schedule;
  if (s) {
    f.scheduleKind = s.kind;
    f.date = scheduleAnchor(s);
    if (s.kind !== 'once') f.skip = s.skip.join('\n');
    if (s.kind === 'monthly') f.nth = String(s.nth);
  } else if (typeof e.next === 'string') {
    listed = {
      next: e.next,
      dayOfWeek: e.dayOfWeek ?? 'Saturday',
      eventFrequency: e.eventFrequency ?? 'special',
      ...(typeof e.cancelledDate === 'string' ? { cancelledDate: e.cancelledDate } : {}),
      cancelledTime: str(e.time).trim().toUpperCase() === CANCELLED_TIME,
    };
    f.date = listedDate(listing, now);
    const weekly = e.eventFrequency === 'weekly';
    // A copy starts with a schedule: the listed date, every week for a weekly event (its cancelled week skipped).
    f.scheduleKind = copy ? (weekly ? 'weekly' : 'once') : 'listed';
    if (weekly && listed.cancelledTime && f.date) f.skip = f.date;
  }

  f.startTime = str(e.startTime) || f.startTime;
  f.durationMinutes = typeof e.durationMinutes === 'number' ? String(e.durationMinutes) : f.durationMinutes;
  f.price = e.paymentEnabled === false ? '' : amount(e.perEventPriceCents);
  f.doorPrice = amount(e.doorPriceCents);
  f.allowSubscription = e.paymentOptions?.allowSubscription === true;
  f.allowWaitlist = e.paymentOptions ? e.paymentOptions.allowWaitlist : true;
  f.requiresSubscription = e.requiresSubscription === true;
  f.foundingMembers = e.exclusiveType === 'founding-members';
  f.exclusiveRefusal = P(e.exclusiveRefusal, 'exclusiveRefusal');

  f.rsvpQuestions = arr(e.rsvpQuestions).map((raw, i) => {
    const q = obj(raw);
    return { id: str(q.id), label: P(q.label, 'rsvpQuestions', String(i), 'label'), options: L(q.options, 'rsvpQuestions', String(i), 'options'), required: q.required !== false };
  });

  const v = obj(e.venue);
  f.venue = {
    name: P(v.name, 'venue', 'name'),
    description: P(v.description, 'venue', 'description'),
    fullAddress: P(v.fullAddress, 'venue', 'fullAddress'),
    nearestStation: P(v.nearestStation, 'venue', 'nearestStation'),
    meetingPoint: P(v.meetingPoint, 'venue', 'meetingPoint'),
    priceRange: P(v.priceRange, 'venue', 'priceRange'),
    amenities: L(v.amenities, 'venue', 'amenities'),
  };
  f.venueImage = str(v.imageKey);
  f.venueReveal = e.venueReveal !== undefined;
  if (e.venueReveal) f.revealDays = String(e.venueReveal.daysBefore);
  const r = obj(revealedRaw);
  f.revealed = { name: str(r.name), fullAddress: str(r.fullAddress), nearestStation: str(r.nearestStation), meetingPoint: str(r.meetingPoint) };

  const h = obj(e.hostInfo);
  f.host = { name: str(h.name), bio: P(h.bio, 'hostInfo', 'bio'), avatar: str(h.avatar) };

  f.cancellation = e.cancellationPolicy !== undefined;
  if (e.cancellationPolicy) {
    f.noticeHours = String(e.cancellationPolicy.noticeHours);
    f.fee = amount(e.cancellationPolicy.feeCents);
    f.feeText = P(e.cancellationPolicy.feeText, 'cancellationPolicy', 'feeText');
  }
  f.whatToExpect = L(e.whatToExpect, 'whatToExpect');
  f.preparationTips = L(e.preparationTips, 'preparationTips');

  if (e.fikaQuestion) {
    f.fikaKept = true;
    f.fikaTitle = P(e.fikaQuestion.title, 'fikaQuestion', 'title');
    f.fikaSubtitle = P(e.fikaQuestion.subtitle, 'fikaQuestion', 'subtitle');
    f.fikaQuestions = e.fikaQuestion.questions.map((q, i) => ({ english: q.english, japanese: q.japanese, context: P(q.context, 'fikaQuestion', 'questions', String(i), 'context') }));
  }
  f.iconImage = copy ? '' : str(e.iconImage);

  const kept = { ...listing };
  if (copy) delete kept.id;
  return { form: f, base: { listing: kept, ja, ...(listed ? { listed } : {}) } };
}

/** The listing fields the form writes (with the derived ones, never sent): everything else of a loaded listing goes back as it came. */
const FORM_FIELDS = [
  ...DERIVED_FIELDS,
  'slug', 'city', 'eventType', 'title', 'description', 'location', 'tags', 'capacity', 'difficulty', 'featured', 'status',
  'schedule', 'cancelledDate', 'startTime', 'durationMinutes', 'perEventPriceCents', 'doorPriceCents', 'paymentOptions',
  'requiresSubscription', 'exclusive', 'exclusiveType', 'exclusiveRefusal', 'rsvpQuestions', 'venue', 'venueReveal',
  'hostInfo', 'cancellationPolicy', 'whatToExpect', 'preparationTips', 'fikaQuestion', 'iconImage',
];
/** The Japanese text the form writes. */
const FORM_TEXT = ['title', 'description', 'location', 'tags', 'exclusiveRefusal', 'rsvpQuestions', 'venue', 'hostInfo', 'cancellationPolicy', 'whatToExpect', 'preparationTips', 'fikaQuestion'];

const without = (o: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

export interface Submission {
  /** What save_event sends as `event`. */
  event: EventInput & Record<string, unknown>;
  /** What the form itself can tell is wrong (by the same dotted paths as the server's `fields`). */
  problems: FieldErrors;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `event` a save sends from the form (and the facts the preview completes). Problems the form
 * can see itself (a number that is not one, a Japanese list of another length than the English)
 * are named by path; the rest is the server's to check.
 */
export function toSubmission(f: EventForm, base?: FormBase): Submission {
  const problems: FieldErrors = {};
  const currency = CITIES[f.city].currency;
  const whole = (path: string, text: string, what: string): number | undefined => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(n) || n <= 0) {
      problems[path] = `Enter ${what} as a whole number above 0.`;
      return undefined;
    }
    return n;
  };
  const money = (path: string, text: string): number | undefined => {
    if (text.trim() === '') return undefined;
    const cents = toHundredths(Number(text.replace(/[,\s]/g, '')), currency);
    if (cents === null) {
      problems[path] = currency === 'JPY' ? 'Enter an amount in whole yen, e.g. 2000.' : 'Enter an amount in dollars, e.g. 25 or 25.50.';
      return undefined;
    }
    return cents;
  };
  /** A Japanese list: none, or one line for each English line. */
  const jaLines = (path: string, p: Pair): string[] | undefined => {
    const en = lines(p.en);
    const ja = lines(p.ja);
    if (ja.length === 0) return undefined;
    if (ja.length !== en.length) {
      problems[path] = `Give one Japanese line for each English line (${en.length}), or leave it empty to show the English.`;
      return undefined;
    }
    return ja;
  };
  const t = (p: Pair) => p.en.trim();
  const jt = (p: Pair) => p.ja.trim() || undefined;
  const compact = <T extends Record<string, unknown>>(o: T): T | undefined => {
    const out = Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && !(typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0)));
    return Object.keys(out).length ? (out as T) : undefined;
  };

  const e: Record<string, unknown> = without(base?.listing ?? {}, FORM_FIELDS);
  e.slug = f.slug.trim();
  e.city = f.city;
  e.eventType = f.eventType;
  e.title = t(f.title);
  e.description = t(f.description);
  e.location = t(f.location);
  e.tags = lines(f.tags.en);
  e.capacity = whole('capacity', f.capacity, 'the number of places');
  e.difficulty = f.difficulty;
  e.featured = f.featured;
  e.status = f.status;

  const skip = lines(f.skip);
  skip.forEach((d, i) => {
    if (!ISO_DATE.test(d)) problems[`schedule.skip.${i}`] = `"${d}" is not a date (YYYY-MM-DD).`;
  });
  if (f.scheduleKind === 'listed') {
    const l = base?.listed;
    if (l) Object.assign(e, { next: l.next, dayOfWeek: l.dayOfWeek, eventFrequency: l.eventFrequency }, l.cancelledDate !== undefined ? { cancelledDate: l.cancelledDate } : {}, l.cancelledTime ? { time: CANCELLED_TIME } : {});
  } else if (f.scheduleKind === 'weekly') {
    e.schedule = { kind: 'weekly', from: f.date, skip };
  } else if (f.scheduleKind === 'monthly') {
    e.schedule = { kind: 'monthly', nth: Number(f.nth), from: f.date, skip };
  } else {
    e.schedule = { kind: 'once', date: f.date };
  }

  e.startTime = f.startTime.trim();
  e.durationMinutes = whole('durationMinutes', f.durationMinutes, 'the length in minutes');
  const price = money('perEventPriceCents', f.price) ?? 0;
  e.perEventPriceCents = price;
  const door = money('doorPriceCents', f.doorPrice);
  if (door !== undefined) e.doorPriceCents = door;
  e.paymentOptions = { allowSubscription: f.allowSubscription || f.requiresSubscription, allowPerEventPayment: price > 0, allowWaitlist: f.allowWaitlist };
  e.requiresSubscription = f.requiresSubscription;
  e.exclusive = f.foundingMembers;
  if (f.foundingMembers) {
    e.exclusiveType = 'founding-members';
    e.exclusiveRefusal = t(f.exclusiveRefusal);
  }

  if (f.rsvpQuestions.length > 0) {
    e.rsvpQuestions = f.rsvpQuestions.map((q) => ({
      id: q.id.trim() || slugify(q.label.en),
      label: t(q.label),
      type: 'choice',
      options: lines(q.options.en),
      required: q.required,
    }));
  }
  e.venue = {
    name: t(f.venue.name),
    description: t(f.venue.description),
    fullAddress: t(f.venue.fullAddress),
    nearestStation: t(f.venue.nearestStation),
    meetingPoint: t(f.venue.meetingPoint),
    priceRange: t(f.venue.priceRange),
    amenities: lines(f.venue.amenities.en),
    ...(f.venueImage.trim() ? { imageKey: f.venueImage.trim() } : {}),
  };
  if (f.venueReveal) e.venueReveal = { daysBefore: whole('venueReveal.daysBefore', f.revealDays, 'the number of days') };
  e.hostInfo = { name: f.host.name.trim(), bio: t(f.host.bio), ...(f.host.avatar.trim() ? { avatar: f.host.avatar.trim() } : {}) };
  if (f.cancellation) {
    e.cancellationPolicy = {
      noticeHours: whole('cancellationPolicy.noticeHours', f.noticeHours, 'the notice in hours'),
      feeCents: money('cancellationPolicy.feeCents', f.fee) ?? 0,
      feeText: t(f.feeText),
    };
  }
  e.whatToExpect = lines(f.whatToExpect.en);
  e.preparationTips = lines(f.preparationTips.en);
  if (hasFikaCards(f)) {
    e.fikaQuestion = {
      title: t(f.fikaTitle),
      subtitle: t(f.fikaSubtitle),
      questions: f.fikaQuestions.map((q, i) => ({ number: i + 1, english: q.english.trim(), japanese: q.japanese.trim(), context: t(q.context) })),
    };
  }
  if (f.iconImage.trim()) e.iconImage = f.iconImage.trim();

  const rsvpJa = f.rsvpQuestions.map((q, i) => compact({ label: jt(q.label), options: jaLines(`ja.rsvpQuestions.${i}.options`, q.options) }) ?? {});
  const fikaJa = f.fikaQuestions.map((q) => compact({ context: jt(q.context) }) ?? {});
  const managed = compact({
    title: jt(f.title),
    description: jt(f.description),
    location: jt(f.location),
    tags: jaLines('ja.tags', f.tags),
    exclusiveRefusal: f.foundingMembers ? jt(f.exclusiveRefusal) : undefined,
    rsvpQuestions: rsvpJa.some((q) => Object.keys(q).length) ? rsvpJa : undefined,
    venue: compact({
      name: jt(f.venue.name),
      description: jt(f.venue.description),
      fullAddress: jt(f.venue.fullAddress),
      nearestStation: jt(f.venue.nearestStation),
      meetingPoint: jt(f.venue.meetingPoint),
      priceRange: jt(f.venue.priceRange),
      amenities: jaLines('ja.venue.amenities', f.venue.amenities),
    }),
    hostInfo: compact({ bio: jt(f.host.bio) }),
    cancellationPolicy: f.cancellation ? compact({ feeText: jt(f.feeText) }) : undefined,
    whatToExpect: jaLines('ja.whatToExpect', f.whatToExpect),
    preparationTips: jaLines('ja.preparationTips', f.preparationTips),
    fikaQuestion: hasFikaCards(f)
      ? compact({ title: jt(f.fikaTitle), subtitle: jt(f.fikaSubtitle), questions: fikaJa.some((q) => Object.keys(q).length) ? fikaJa : undefined })
      : undefined,
  });
  const ja = { ...without(base?.ja ?? {}, FORM_TEXT), ...managed };
  if (Object.keys(ja).length) e.ja = ja as EventTextOverlay;
  if (f.venueReveal) {
    e.revealedVenue = { name: f.revealed.name.trim(), fullAddress: f.revealed.fullAddress.trim(), nearestStation: f.revealed.nearestStation.trim(), meetingPoint: f.revealed.meetingPoint.trim() };
  }
  return { event: e as Submission['event'], problems };
}

/** "Pizza preference?" → "pizza-preference": an RSVP question's id from its label. */
export function slugify(text: string): string {
  const s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(s) ? s.slice(0, 60).replace(/-+$/, '') : `q-${s}`.replace(/-+$/, '');
}

/** Whether a schedule date can be dated (the preview shows "to be announced" until it can). */
export const isIsoDate = (d: string) => ISO_DATE.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
