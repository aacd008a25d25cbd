/**
 * Venues for curated sessions: list (city, type, area; one page a call, from an index per filter)
 * and add, with the defaults (VENUE_DEFAULTS: noise moderate, capacity 4; the average cost in the
 * city's currency), and the venue figures (CF_COUNTS / VENUES) moved with each venue added.
 */
import { BadRequest } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Item, Ports, TransactOp } from '../lib/ports';
import * as curated from './store';
import { venueErrors } from '../../domain/curated/forms';
import { strip } from './model';
import { type Venue } from './items';
import { CURATED_CITIES, NOISE_LEVELS, VENUE_DEFAULTS, VENUE_TIERS, VENUE_TYPES, venueCost } from '../../domain/curated/rules';

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export interface VenueFilters {
  city?: string;
  venue_type?: string;
  venue_area?: string;
}

const low = (v: string | undefined) => (v ?? '').trim().toLowerCase();

/**
 * The venue figures' attribute names (CF_COUNTS / VENUES): one counter per combination of city, type
 * and area a venue has (8 per venue), so every list of the dashboard has its total in one item.
 */
export function venueCountName(f: VenueFilters): string {
  const parts = [f.city ? `city=${low(f.city)}` : '', f.venue_type ? `type=${f.venue_type}` : '', f.venue_area ? `area=${low(f.venue_area)}` : ''].filter(Boolean);
  return parts.length ? parts.join('|') : 'total';
}

/** The counters one venue moves: each combination of its city, type and area. */
export function venueCounts(v: Pick<Venue, 'city' | 'venue_type' | 'venue_area'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const city of [undefined, v.city]) for (const venue_type of [undefined, v.venue_type]) for (const venue_area of [undefined, low(v.venue_area) ? v.venue_area : undefined]) out[venueCountName({ city, venue_type, venue_area })] = 1;
  return out;
}

/** The index attributes of a venue: gsi1 every venue by city#name#id, gsi2 its city and type by area#name#id (lower-cased). */
export function venueIndexes(v: Pick<Venue, 'id' | 'name' | 'city' | 'venue_type' | 'venue_area'>): Item {
  return {
    ...keys.cfVenuesAll(),
    gsi1sk: `${low(v.city)}#${low(v.name)}#${v.id}`,
    ...keys.cfVenuesByCityType(v.city, v.venue_type),
    gsi2sk: `${low(v.venue_area)}#${low(v.name)}#${v.id}`,
  };
}

/** A venue list's cursor: the sort key of the last row shown (`<city or area>#<name>#<id>`). */
export const VENUE_CURSOR = /^.{0,600}#cfv_[0-9A-Za-z]+$/s;

/**
 * One page of the venues matching the filters, by city then name (a type: by area then name). The
 * dashboard's filters are index partitions: every venue (gsi1), a city (its gsi1 range), a city and
 * a type (gsi2), and an area its gsi2 range (a city and an area: the city's partition of each type,
 * merged). A page reads at most partitions × (limit + 1) items (1, or 5 by city and area) whatever
 * the number of venues; a type or an area without a city narrows the rows read. The total is the
 * venue figures' (one item).
 */
export async function venuesPage(p: Pick<Ports, 'table'>, f: VenueFilters, o: { limit: number; after?: string }): Promise<{ data: Venue[]; next: string | null; total: number }> {
  if (f.venue_type && !(VENUE_TYPES as readonly string[]).includes(f.venue_type)) throw new BadRequest('Unknown venue type');
  const city = low(f.city);
  const area = low(f.venue_area);
  const fits = (v: Venue) => (!city || low(v.city) === city) && (!f.venue_type || v.venue_type === f.venue_type) && (!area || low(v.venue_area) === area);
  const range = (prefix: string) => ({ from: `${prefix}#`, to: `${prefix}#\uffff` });
  let streams: curated.Stream[];
  let q: Omit<curated.PageQuery, 'limit'> = {};
  if (city && (f.venue_type || area)) {
    streams = (f.venue_type ? [f.venue_type] : VENUE_TYPES).map((t) => ({ index: 'gsi2' as const, pk: keys.cfVenuesByCityType(city, t).gsi2pk }));
    if (area) q = range(area);
  } else {
    streams = [{ index: 'gsi1', pk: keys.cfVenuesAll().gsi1pk }];
    if (city) q = range(city);
  }
  const [pg, counts] = await Promise.all([
    curated.oldestFirst(p, streams, { ...q, after: o.after, limit: o.limit, keep: (i) => fits(strip<Venue>(i)) }),
    p.table.get(keys.cfVenueCounts()),
  ]);
  return { data: pg.items.map((i) => strip<Venue>(i)), next: pg.next, total: Number(counts?.[venueCountName(f)] ?? 0) };
}

/** Every venue of a city (matching picks one for each group it forms). */
export async function venuesOfCity(p: Pick<Ports, 'table'>, city: string): Promise<Venue[]> {
  const out: Venue[] = [];
  let after: string | undefined;
  do {
    const pg = await venuesPage(p, { city }, { limit: 200, after });
    out.push(...pg.data);
    after = pg.next ?? undefined;
  } while (after !== undefined);
  return out;
}

/** The counters' move for a venue added (`sign` 1) or recounted. */
export function venueCountOp(v: Pick<Venue, 'city' | 'venue_type' | 'venue_area'>, sign: 1 | -1): TransactOp {
  const entries = Object.entries(venueCounts(v));
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  entries.forEach(([name], i) => {
    names[`#v${i}`] = name;
    values[`:v${i}`] = sign;
  });
  return { update: keys.cfVenueCounts(), expression: `ADD ${entries.map((_, i) => `#v${i} :v${i}`).join(', ')}`, names, values };
}

export async function addVenue(p: Ports, d: Record<string, unknown>): Promise<Venue> {
  const err = venueErrors(d);
  if (err) throw new BadRequest(err);
  const type = text(d.venue_type) || 'cafe';
  if (!(VENUE_TYPES as readonly string[]).includes(type)) throw new BadRequest('Unknown venue type');
  const tier = text(d.venue_tier) || 'premium';
  if (!(VENUE_TIERS as readonly string[]).includes(tier)) throw new BadRequest('Unknown venue tier');
  const noise = text(d.noise_level) || VENUE_DEFAULTS.noise_level;
  if (!(NOISE_LEVELS as readonly string[]).includes(noise)) throw new BadRequest('Unknown noise level');
  const costRule = venueCost(text(d.city) || 'Tokyo');
  const cost = d.average_cost_per_person === undefined || d.average_cost_per_person === '' || d.average_cost_per_person === null ? costRule.default : Number(d.average_cost_per_person);
  if (!Number.isFinite(cost) || cost < 0 || cost > costRule.max) throw new BadRequest(`Average cost must be between 0 and ${costRule.max} (${costRule.currency})`);
  const rating = d.rating === undefined || d.rating === '' || d.rating === null ? null : Number(d.rating);
  if (rating !== null && (!Number.isFinite(rating) || rating < 0 || rating > 5)) throw new BadRequest('Rating must be between 0 and 5');
  const imageUrl = text(d.image_url, 500);
  if (imageUrl && !/^(https:\/\/|\/)/.test(imageUrl)) throw new BadRequest('Image URL must start with https:// or /');
  const city = text(d.city) || 'Tokyo';
  const venue: Venue = {
    id: p.ids.id('cfv'),
    name: text(d.name, 120),
    venue_type: type,
    venue_tier: tier,
    address: text(d.address, 300),
    venue_area: text(d.venue_area, 80),
    capacity_small: d.capacity_small === undefined || d.capacity_small === '' || d.capacity_small === null ? VENUE_DEFAULTS.capacity_small : Number(d.capacity_small),
    description: text(d.description, 1000),
    phone: text(d.phone, 40),
    average_cost_per_person: cost,
    noise_level: noise,
    rating,
    usage_count: 0,
    image_url: imageUrl,
    city,
    country: text(d.country) || CURATED_CITIES.find((c) => c.city === city)?.country || 'Japan',
    created_at: p.clock.now().toISOString(),
  };
  // The venue and its figures in one transaction.
  await p.table.transact([{ put: { ...keys.cfVenue(venue.id), type: 'CuratedVenue', ...venue, ...venueIndexes(venue) }, condition: 'attribute_not_exists(pk)' }, venueCountOp(venue, 1)]);
  return venue;
}
