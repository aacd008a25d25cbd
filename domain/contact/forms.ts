/**
 * The contact and discovery form rules, written once and used by both sides: the SPA shows these
 * messages as the visitor types, the contact function enforces them (same texts on both sides).
 * Pure and dependency-free on purpose, so the browser bundle can import it.
 */
import { emailProblem } from '../email-address';

export const CONTACT_CATEGORIES = ['general', 'events', 'membership', 'partnerships', 'media', 'privacy', 'feedback', 'technical'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  general: 'General inquiry',
  events: 'Events',
  membership: 'Membership',
  partnerships: 'Partnerships',
  media: 'Media & press',
  privacy: 'Privacy & data',
  feedback: 'Feedback',
  technical: 'Technical support',
};

/** The counter shows length/1000; the server accepts up to 5000 so nobody loses a long message. */
export const MESSAGE_COUNTER_LIMIT = 1000;
export const MESSAGE_MAX = 5000;
export const MESSAGE_MIN = 10;
export const CONTACT_SOURCE = 'website-contact-form';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long (max 100 characters)',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject is too long (max 200 characters)',
  categoryInvalid: 'Please choose a category',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters long',
  messageTooLong: `Message is too long (max ${MESSAGE_MAX} characters)`,
} as const;

export interface ContactFields {
  name: string;
  email: string;
  subject: string;
  inquiryType: string;
  message: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

const emailError = (value: string, required: string, invalid: string): string | undefined => emailProblem(value, { required, invalid }) ?? undefined;

/** Field → message for every invalid field, in form order (empty when valid). */
export function contactErrors(input: Partial<Record<keyof ContactFields, unknown>>): FieldErrors<keyof ContactFields> {
  const e: FieldErrors<keyof ContactFields> = {};
  const name = str(input.name);
  if (!name) e.name = CONTACT_MESSAGES.nameRequired;
  else if (name.length > 100) e.name = CONTACT_MESSAGES.nameTooLong;
  const email = emailError(str(input.email), CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid);
  if (email) e.email = email;
  const subject = str(input.subject);
  if (!subject) e.subject = CONTACT_MESSAGES.subjectRequired;
  else if (subject.length > 200) e.subject = CONTACT_MESSAGES.subjectTooLong;
  if (input.inquiryType !== undefined && !(CONTACT_CATEGORIES as readonly unknown[]).includes(input.inquiryType)) e.inquiryType = CONTACT_MESSAGES.categoryInvalid;
  const message = str(input.message);
  if (!message) e.message = CONTACT_MESSAGES.messageRequired;
  else if (message.length < MESSAGE_MIN) e.message = CONTACT_MESSAGES.messageTooShort;
  else if (message.length > MESSAGE_MAX) e.message = CONTACT_MESSAGES.messageTooLong;
  return e;
}

// ---------- discovery ----------

export const DISCOVERY_CITIES = ['tokyo', 'osaka', 'fukuoka', 'honolulu'] as const;
export const DISCOVERY_CATEGORIES = ['cafe', 'restaurant', 'bar', 'coworking', 'nature', 'culture', 'other'] as const;
export type DiscoveryCity = (typeof DISCOVERY_CITIES)[number];
export type DiscoveryCategory = (typeof DISCOVERY_CATEGORIES)[number];

export const DISCOVERY_CITY_LABELS: Record<DiscoveryCity, string> = { tokyo: 'Tokyo', osaka: 'Osaka', fukuoka: 'Fukuoka', honolulu: 'Honolulu' };
export const DISCOVERY_CATEGORY_LABELS: Record<DiscoveryCategory, string> = {
  cafe: 'Cafe',
  restaurant: 'Restaurant',
  bar: 'Bar',
  coworking: 'Coworking space',
  nature: 'Nature & outdoors',
  culture: 'Culture & arts',
  other: 'Something else',
};

export const WHY_MIN = 20;
export const WHY_MAX = 1000;

export const DISCOVERY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long (max 100 characters)',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  titleRequired: 'Place or experience name is required',
  titleTooLong: 'Place or experience name is too long (max 150 characters)',
  cityInvalid: 'Please choose a city',
  categoryInvalid: 'Please choose a category',
  areaRequired: 'Address or area is required',
  areaTooLong: 'Address or area is too long (max 300 characters)',
  whyRequired: "Please tell us why it's great",
  whyTooShort: `Tell us a little more: at least ${WHY_MIN} characters`,
  whyTooLong: `Please keep it under ${WHY_MAX} characters`,
  websiteInvalid: 'Please enter a valid website address starting with http:// or https://',
} as const;

export interface DiscoveryFields {
  name: string;
  email: string;
  title: string;
  city: string;
  category: string;
  area: string;
  why: string;
  website: string;
}

export function isHttpUrl(value: string): boolean {
  if (value.length > 500) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

export function discoveryErrors(input: Partial<Record<keyof DiscoveryFields, unknown>>): FieldErrors<keyof DiscoveryFields> {
  const e: FieldErrors<keyof DiscoveryFields> = {};
  const name = str(input.name);
  if (!name) e.name = DISCOVERY_MESSAGES.nameRequired;
  else if (name.length > 100) e.name = DISCOVERY_MESSAGES.nameTooLong;
  const email = emailError(str(input.email), DISCOVERY_MESSAGES.emailRequired, DISCOVERY_MESSAGES.emailInvalid);
  if (email) e.email = email;
  const title = str(input.title);
  if (!title) e.title = DISCOVERY_MESSAGES.titleRequired;
  else if (title.length > 150) e.title = DISCOVERY_MESSAGES.titleTooLong;
  if (!(DISCOVERY_CITIES as readonly unknown[]).includes(input.city)) e.city = DISCOVERY_MESSAGES.cityInvalid;
  if (!(DISCOVERY_CATEGORIES as readonly unknown[]).includes(input.category)) e.category = DISCOVERY_MESSAGES.categoryInvalid;
  const area = str(input.area);
  if (!area) e.area = DISCOVERY_MESSAGES.areaRequired;
  else if (area.length > 300) e.area = DISCOVERY_MESSAGES.areaTooLong;
  const why = str(input.why);
  if (!why) e.why = DISCOVERY_MESSAGES.whyRequired;
  else if (why.length < WHY_MIN) e.why = DISCOVERY_MESSAGES.whyTooShort;
  else if (why.length > WHY_MAX) e.why = DISCOVERY_MESSAGES.whyTooLong;
  const website = str(input.website);
  if (website && !isHttpUrl(website)) e.website = DISCOVERY_MESSAGES.websiteInvalid;
  return e;
}

/** The first message of an error map (the one the server puts in `error`). */
export function firstError<K extends string>(errors: FieldErrors<K>): string | undefined {
  return Object.values(errors).find((m): m is string => typeof m === 'string');
}
