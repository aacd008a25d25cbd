/**
 * Venues for curated sessions: list (city, type, area) and add, with the defaults (VENUE_DEFAULTS:
 * noise moderate, capacity 4; the average cost in the city's currency).
 */
import { BadRequest } from '../lib/errors';
import { keys } from '../lib/keys';
import type { Ports } from '../lib/ports';
import { venueErrors } from './forms';
import { strip, type Venue } from './model';
import { CURATED_CITIES, NOISE_LEVELS, VENUE_DEFAULTS, VENUE_TIERS, VENUE_TYPES, venueCost } from './rules';

const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

export async function listVenues(p: Pick<Ports, 'table'>, f: { city?: string; venue_type?: string; venue_area?: string } = {}): Promise<Venue[]> {
  const values: Record<string, unknown> = { ':pk': keys.cfVenuesAll().gsi1pk };
  let keyCondition = 'gsi1pk = :pk';
  if (f.city) {
    keyCondition += ' AND begins_with(gsi1sk, :city)';
    values[':city'] = `${f.city.trim().toLowerCase()}#`;
  }
  const items = await p.table.queryAll({ index: 'gsi1', keyCondition, values }, 2000);
  return items.map((i) => strip<Venue>(i)).filter((v) => (!f.venue_type || v.venue_type === f.venue_type) && (!f.venue_area || v.venue_area === f.venue_area));
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
  await p.table.put(
    { ...keys.cfVenue(venue.id), type: 'CuratedVenue', ...venue, ...keys.cfVenuesAll(), gsi1sk: `${city.toLowerCase()}#${venue.name.toLowerCase()}#${venue.id}` },
    { condition: 'attribute_not_exists(pk)' },
  );
  return venue;
}
