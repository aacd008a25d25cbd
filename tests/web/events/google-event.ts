/**
 * Google's Event rich result, as a checklist: the required properties (an error when missing or
 * malformed: the page gets no rich result) and the recommended ones (reported by name when
 * missing). Source: Google Search Central, "Event (Event, Place, Offer) structured data".
 */
import type { EventListing } from '../../../content/events/index';

type Json = Record<string, unknown>;

export const REQUIRED = ['name', 'startDate', 'location', 'location.address'] as const;
export const RECOMMENDED = [
  'description',
  'endDate',
  'eventAttendanceMode',
  'eventStatus',
  'image',
  'location.name',
  'location.address.streetAddress',
  'location.address.addressLocality',
  'location.address.addressCountry',
  'offers',
  'offers.availability',
  'offers.price',
  'offers.priceCurrency',
  'offers.url',
  'offers.validFrom',
  'organizer',
  'organizer.name',
  'organizer.url',
  'performer',
  'performer.name',
] as const;

const EVENT_STATUSES = ['EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled', 'EventScheduled'].map((s) => `https://schema.org/${s}`);
const ATTENDANCE_MODES = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map((s) => `https://schema.org/${s}`);
const AVAILABILITIES = ['InStock', 'SoldOut', 'PreOrder', 'OutOfStock', 'LimitedAvailability', 'OnlineOnly', 'Discontinued'].map((s) => `https://schema.org/${s}`);
/** ISO 8601 date-time with an explicit offset (Google wants the zone; without it the time is read as UTC). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;
const DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z))?$/;
const ABSOLUTE_URL = /^https?:\/\/[^\s]+$/;

function at(data: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Json)[key] : undefined), data);
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

export interface GoogleEventReport {
  /** Required properties missing, or any property present with a value Google rejects. */
  errors: string[];
  /** Recommended properties that are missing. */
  missing: string[];
}

export function checkGoogleEvent(data: Json): GoogleEventReport {
  const errors: string[] = [];
  if (data['@context'] !== 'https://schema.org') errors.push('@context');
  if (data['@type'] !== 'Event') errors.push('@type');
  for (const p of REQUIRED) if (!present(at(data, p))) errors.push(`${p} missing`);
  const missing = RECOMMENDED.filter((p) => !present(at(data, p)));

  const check = (path: string, ok: (v: unknown) => boolean) => {
    const v = at(data, path);
    if (present(v) && !ok(v)) errors.push(`${path} invalid: ${JSON.stringify(v)}`);
  };
  const isText = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
  check('name', isText);
  check('description', isText);
  check('startDate', (v) => typeof v === 'string' && DATE_TIME.test(v));
  check('endDate', (v) => typeof v === 'string' && DATE_TIME.test(v) && Date.parse(v) > Date.parse(String(data.startDate)));
  check('eventStatus', (v) => EVENT_STATUSES.includes(String(v)));
  check('eventAttendanceMode', (v) => ATTENDANCE_MODES.includes(String(v)));
  check('image', (v) => (Array.isArray(v) ? v : [v]).every((u) => typeof u === 'string' && ABSOLUTE_URL.test(u)));
  check('location', (v) => (v as Json)['@type'] === 'Place');
  check('location.address', (v) => (v as Json)['@type'] === 'PostalAddress' && isText((v as Json).addressLocality));
  check('location.address.addressCountry', (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v));
  check('offers', (v) => (v as Json)['@type'] === 'Offer');
  check('offers.availability', (v) => AVAILABILITIES.includes(String(v)));
  check('offers.price', (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0);
  check('offers.priceCurrency', (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v));
  check('offers.url', (v) => typeof v === 'string' && ABSOLUTE_URL.test(v));
  check('offers.validFrom', (v) => typeof v === 'string' && DATE_OR_DATE_TIME.test(v));
  check('organizer', (v) => ['Organization', 'Person'].includes(String((v as Json)['@type'])));
  check('organizer.url', (v) => typeof v === 'string' && ABSOLUTE_URL.test(v));
  check('performer', (v) => ['Organization', 'Person', 'PerformingGroup'].includes(String((v as Json)['@type'])));
  if (present(at(data, 'offers.price')) !== present(at(data, 'offers.priceCurrency'))) errors.push('offers.price and offers.priceCurrency go together');
  return { errors, missing };
}

/**
 * Recommended properties an event page leaves out on purpose, because stating them would be
 * untrue (docs/catalogue.md, "Structured data"): the street address of a venue revealed only to
 * confirmed guests; a price for a members-only event (there is no per-event price); validFrom
 * (the catalogue holds no date an offer opened, and the build date is not one).
 */
export function leftOutOnPurpose(e: EventListing): string[] {
  return [
    ...(e.venueReveal ? ['location.address.streetAddress'] : []),
    ...(e.requiresSubscription && !e.paymentEnabled ? ['offers.price', 'offers.priceCurrency'] : []),
    'offers.validFrom',
  ];
}
