/**
 * Data and a pure estimator for the cost-of-living calculator (/tokyo-expat-calculator).
 *
 * Figures are typical monthly costs for 2026, gathered from members' budgets, rental listings and
 * public price information, for one adult on a "comfortable" lifestyle. Japanese cities are in yen,
 * Honolulu in US dollars. Rent depends on neighbourhood tier and apartment size; every other category
 * is scaled by a lifestyle multiplier (and by household size where it makes sense).
 */

export const cityIds = ['tokyo', 'osaka', 'fukuoka', 'honolulu'] as const;
export type CityId = (typeof cityIds)[number];

export const neighbourhoodTiers = ['central', 'popular', 'outer'] as const;
export type NeighbourhoodTier = (typeof neighbourhoodTiers)[number];

export const apartmentSizes = ['share', 'studio', '1ldk', '2ldk'] as const;
export type ApartmentSize = (typeof apartmentSizes)[number];

export const lifestyles = ['frugal', 'comfortable', 'premium'] as const;
export type Lifestyle = (typeof lifestyles)[number];

export const costCategories = [
  'rent',
  'utilities',
  'phone',
  'transport',
  'groceries',
  'eatingOut',
  'gym',
  'healthInsurance',
  'socialLife',
] as const;
export type CostCategory = (typeof costCategories)[number];
type ScaledCategory = Exclude<CostCategory, 'rent'>;
type PersonalCategory = Exclude<CostCategory, 'rent' | 'utilities'>;

export type Currency = 'JPY' | 'USD';

export interface CategoryInfo {
  id: CostCategory;
  label: string;
  description: string;
}

export const categoryInfo: Record<CostCategory, CategoryInfo> = {
  rent: { id: 'rent', label: 'Rent', description: 'Monthly rent including the building management fee (kanrihi). Share houses include utilities and Wi-Fi in a common fee.' },
  utilities: { id: 'utilities', label: 'Utilities & internet', description: 'Electricity, gas, water and home internet. For share houses, the common service fee.' },
  phone: { id: 'phone', label: 'Mobile phone', description: 'A SIM plan with data. Budget carriers on the frugal end, major carriers with unlimited data on the premium end.' },
  transport: { id: 'transport', label: 'Transport', description: 'A commuter pass or monthly bus pass, plus occasional taxis on the premium end.' },
  groceries: { id: 'groceries', label: 'Groceries', description: 'Supermarket shopping and household basics for cooking at home most days.' },
  eatingOut: { id: 'eatingOut', label: 'Eating out & cafes', description: 'Lunches, dinners, coffee and convenience store runs.' },
  gym: { id: 'gym', label: 'Gym & fitness', description: 'From public ward gyms and pools (frugal) to chain gyms and boutique studios (premium).' },
  healthInsurance: {
    id: 'healthInsurance',
    label: 'Health insurance',
    description:
      'Japan: a National Health Insurance estimate, which is based on last year\'s income (employees pay through payroll instead). Honolulu: an individual marketplace plan before subsidies.',
  },
  socialLife: { id: 'socialLife', label: 'Social life & events', description: 'Meetups, drinks, cinema, day trips and gifts. Most of our fikas are free; you just buy your own drink.' },
};

export interface TierInfo {
  label: string;
  areas: string[];
}

export interface CityCostData {
  id: CityId;
  name: string;
  currency: Currency;
  currencySymbol: string;
  /** Amounts are rounded to this step (¥100 or $5). */
  roundTo: number;
  tiers: Record<NeighbourhoodTier, TierInfo>;
  rent: Record<NeighbourhoodTier, Record<ApartmentSize, number>>;
  utilities: Record<ApartmentSize, number>;
  /** Comfortable lifestyle, one adult. */
  base: Record<PersonalCategory, number>;
  notes: string[];
}

export const apartmentSizeLabels: Record<ApartmentSize, { label: string; description: string }> = {
  share: { label: 'Room in a share house', description: 'Private room, shared kitchen and lounge; utilities included.' },
  studio: { label: 'Studio (1R / 1K)', description: 'About 20 to 25 m², the classic single apartment.' },
  '1ldk': { label: '1LDK / one bedroom', description: 'About 35 to 45 m², a bedroom plus living-dining-kitchen.' },
  '2ldk': { label: '2LDK / two bedroom', description: 'About 50 to 65 m², good for couples or a home office.' },
};

export const tierLabels: Record<NeighbourhoodTier, string> = {
  central: 'Central',
  popular: 'Popular residential',
  outer: 'Outer / suburban',
};

export const cities: Record<CityId, CityCostData> = {
  tokyo: {
    id: 'tokyo',
    name: 'Tokyo',
    currency: 'JPY',
    currencySymbol: '¥',
    roundTo: 100,
    tiers: {
      central: { label: 'Central', areas: ['Minato (Azabu, Roppongi)', 'Shibuya & Ebisu', 'Meguro & Nakameguro', 'Chiyoda'] },
      popular: { label: 'Popular residential', areas: ['Setagaya (Sangenjaya, Shimokitazawa)', 'Nakano & Koenji', 'Koto (Kiyosumi-Shirakawa)', 'Taito (Kuramae)'] },
      outer: { label: 'Outer wards', areas: ['Nerima', 'Itabashi', 'Adachi', 'Edogawa'] },
    },
    rent: {
      central: { share: 85_000, studio: 135_000, '1ldk': 230_000, '2ldk': 350_000 },
      popular: { share: 68_000, studio: 100_000, '1ldk': 165_000, '2ldk': 235_000 },
      outer: { share: 55_000, studio: 75_000, '1ldk': 115_000, '2ldk': 160_000 },
    },
    utilities: { share: 12_000, studio: 17_000, '1ldk': 21_000, '2ldk': 26_000 },
    base: { phone: 3_000, transport: 10_000, groceries: 40_000, eatingOut: 35_000, gym: 9_000, healthInsurance: 19_000, socialLife: 20_000 },
    notes: [
      'Move-in costs are typically four to six months of rent (deposit, key money, agency and guarantor fees).',
      'Many employers reimburse commuting costs, so your transport line may be zero.',
      'National Pension contributions (¥17,510 a month in fiscal 2025) are not included.',
    ],
  },
  osaka: {
    id: 'osaka',
    name: 'Osaka',
    currency: 'JPY',
    currencySymbol: '¥',
    roundTo: 100,
    tiers: {
      central: { label: 'Central', areas: ['Kita (Umeda, Nakazakicho)', 'Chuo (Honmachi, Shinsaibashi)', 'Nishi (Utsubo Park)'] },
      popular: { label: 'Popular residential', areas: ['Fukushima', 'Tenma & Tenjinbashi', 'Tennoji', 'Tanimachi'] },
      outer: { label: 'Outer areas', areas: ['Sumiyoshi', 'Higashiyodogawa', 'Joto', 'Suita (Esaka)'] },
    },
    rent: {
      central: { share: 55_000, studio: 85_000, '1ldk': 140_000, '2ldk': 200_000 },
      popular: { share: 47_000, studio: 68_000, '1ldk': 105_000, '2ldk': 150_000 },
      outer: { share: 40_000, studio: 52_000, '1ldk': 80_000, '2ldk': 110_000 },
    },
    utilities: { share: 10_000, studio: 16_000, '1ldk': 20_000, '2ldk': 25_000 },
    base: { phone: 3_000, transport: 9_000, groceries: 36_000, eatingOut: 30_000, gym: 8_000, healthInsurance: 19_500, socialLife: 17_000 },
    notes: [
      'Osaka is compact: many residents cycle or walk and skip the commuter pass.',
      'Some Kansai leases use a non-refundable deposit deduction (shikibiki) instead of key money.',
      'National Pension contributions are not included.',
    ],
  },
  fukuoka: {
    id: 'fukuoka',
    name: 'Fukuoka',
    currency: 'JPY',
    currencySymbol: '¥',
    roundTo: 100,
    tiers: {
      central: { label: 'Central', areas: ['Tenjin & Daimyo', 'Hakata Station area', 'Yakuin'] },
      popular: { label: 'Popular residential', areas: ['Ohori Park & Tojinmachi', 'Nishijin', 'Hirao', 'Takasago'] },
      outer: { label: 'Outer areas', areas: ['Sawara', 'Higashi (Kashii)', 'Minami (Ohashi)', 'Jonan'] },
    },
    rent: {
      central: { share: 50_000, studio: 68_000, '1ldk': 110_000, '2ldk': 150_000 },
      popular: { share: 42_000, studio: 55_000, '1ldk': 85_000, '2ldk': 115_000 },
      outer: { share: 35_000, studio: 43_000, '1ldk': 65_000, '2ldk': 90_000 },
    },
    utilities: { share: 10_000, studio: 15_500, '1ldk': 19_500, '2ldk': 24_000 },
    base: { phone: 3_000, transport: 8_000, groceries: 34_000, eatingOut: 27_000, gym: 7_500, healthInsurance: 18_500, socialLife: 15_000 },
    notes: [
      'The subway runs from the airport to Hakata in about five minutes, so travel days are cheap and easy.',
      'Many central neighbourhoods are within cycling distance of each other.',
      'National Pension contributions are not included.',
    ],
  },
  honolulu: {
    id: 'honolulu',
    name: 'Honolulu',
    currency: 'USD',
    currencySymbol: '$',
    roundTo: 5,
    tiers: {
      central: { label: 'Central', areas: ['Waikīkī', 'Kakaʻako', 'Ala Moana'] },
      popular: { label: 'Popular residential', areas: ['Makiki', 'Mānoa', 'Kaimukī', 'Mōʻiliʻili'] },
      outer: { label: 'Outer Oʻahu', areas: ['ʻAiea', 'Pearl City', 'Mililani', 'Kapolei'] },
    },
    rent: {
      central: { share: 1_300, studio: 2_100, '1ldk': 2_800, '2ldk': 3_900 },
      popular: { share: 1_100, studio: 1_750, '1ldk': 2_300, '2ldk': 3_100 },
      outer: { share: 950, studio: 1_500, '1ldk': 1_950, '2ldk': 2_600 },
    },
    utilities: { share: 100, studio: 230, '1ldk': 300, '2ldk': 400 },
    base: { phone: 45, transport: 80, groceries: 550, eatingOut: 400, gym: 60, healthInsurance: 450, socialLife: 250 },
    notes: [
      'Electricity is expensive in Hawaiʻi; air conditioning use makes a big difference to utilities.',
      'The transport figure is a TheBus monthly pass. Owning a car typically adds $500 or more a month.',
      'Health insurance varies widely: employer plans cost far less, and marketplace subsidies depend on income.',
    ],
  },
};

export interface LifestyleProfile {
  id: Lifestyle;
  label: string;
  description: string;
  multipliers: Record<ScaledCategory, number>;
}

export const lifestyleProfiles: Record<Lifestyle, LifestyleProfile> = {
  frugal: {
    id: 'frugal',
    label: 'Frugal',
    description: 'Cook most meals, budget SIM, public gyms and free events, supermarket bento after 7pm.',
    multipliers: { utilities: 0.85, phone: 0.5, transport: 0.85, groceries: 0.75, eatingOut: 0.45, gym: 0.35, healthInsurance: 0.8, socialLife: 0.5 },
  },
  comfortable: {
    id: 'comfortable',
    label: 'Comfortable',
    description: 'A good balance: cooking and eating out, a chain gym, a couple of social evenings a week.',
    multipliers: { utilities: 1, phone: 1, transport: 1, groceries: 1, eatingOut: 1, gym: 1, healthInsurance: 1, socialLife: 1 },
  },
  premium: {
    id: 'premium',
    label: 'Premium',
    description: 'Eating out often, boutique fitness, taxis when it rains, weekend trips and an unlimited data plan.',
    multipliers: { utilities: 1.25, phone: 2.2, transport: 1.4, groceries: 1.45, eatingOut: 2.2, gym: 2, healthInsurance: 1.35, socialLife: 2 },
  },
};

export interface CostInput {
  city: CityId;
  tier: NeighbourhoodTier;
  size: ApartmentSize;
  lifestyle: Lifestyle;
  /** Adults in the household, 1-4. Defaults to 1. */
  adults?: number;
  /** Include a gym membership. Defaults to true. */
  includeGym?: boolean;
}

export interface CostLine {
  category: CostCategory;
  label: string;
  amount: number;
}

export interface CostEstimate {
  city: CityId;
  currency: Currency;
  currencySymbol: string;
  total: number;
  breakdown: CostLine[];
}

/** Household economies: a second adult does not double groceries or utilities. */
const GROCERY_EXTRA_ADULT = 0.7;
const UTILITY_EXTRA_ADULT = 0.2;

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function clampAdults(adults: number | undefined): number {
  if (adults === undefined || !Number.isFinite(adults)) return 1;
  return Math.min(4, Math.max(1, Math.round(adults)));
}

/**
 * Estimate monthly living costs. Pure: the same input always gives the same output.
 * `total` is always exactly the sum of the (rounded) breakdown amounts.
 */
export function estimateMonthlyCost(input: CostInput): CostEstimate {
  const city = cities[input.city];
  if (!city) throw new Error(`Unknown city: ${String(input.city)}`);
  const profile = lifestyleProfiles[input.lifestyle];
  if (!profile) throw new Error(`Unknown lifestyle: ${String(input.lifestyle)}`);
  const tierRents = city.rent[input.tier];
  if (!tierRents) throw new Error(`Unknown neighbourhood tier: ${String(input.tier)}`);
  const baseRent = tierRents[input.size];
  if (baseRent === undefined) throw new Error(`Unknown apartment size: ${String(input.size)}`);

  const adults = clampAdults(input.adults);
  const includeGym = input.includeGym ?? true;
  const m = profile.multipliers;

  // Share-house rooms are per person; apartments are shared by the household.
  const rent = input.size === 'share' ? baseRent * adults : baseRent;
  const utilitiesPeople = input.size === 'share' ? adults : 1 + UTILITY_EXTRA_ADULT * (adults - 1);

  const raw: Record<CostCategory, number> = {
    rent,
    utilities: city.utilities[input.size] * utilitiesPeople * m.utilities,
    phone: city.base.phone * m.phone * adults,
    transport: city.base.transport * m.transport * adults,
    groceries: city.base.groceries * m.groceries * (1 + GROCERY_EXTRA_ADULT * (adults - 1)),
    eatingOut: city.base.eatingOut * m.eatingOut * adults,
    gym: includeGym ? city.base.gym * m.gym * adults : 0,
    healthInsurance: city.base.healthInsurance * m.healthInsurance * adults,
    socialLife: city.base.socialLife * m.socialLife * adults,
  };

  const breakdown: CostLine[] = costCategories
    .filter((c) => c !== 'gym' || includeGym)
    .map((category) => ({
      category,
      label: categoryInfo[category].label,
      amount: roundTo(raw[category], city.roundTo),
    }));

  return {
    city: city.id,
    currency: city.currency,
    currencySymbol: city.currencySymbol,
    total: breakdown.reduce((sum, line) => sum + line.amount, 0),
    breakdown,
  };
}

/** Format an amount for display, e.g. ¥215,400 or $4,385. */
export function formatCost(amount: number, currency: Currency): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * Rough conversion for side-by-side comparison with Honolulu. An illustrative rate, not a live
 * quote; the calculator labels converted figures as approximate.
 */
export const APPROX_YEN_PER_DOLLAR = 150;

export function approxInYen(amount: number, currency: Currency): number {
  return currency === 'JPY' ? amount : Math.round((amount * APPROX_YEN_PER_DOLLAR) / 100) * 100;
}

export const defaultCostInput: CostInput = {
  city: 'tokyo',
  tier: 'popular',
  size: 'studio',
  lifestyle: 'comfortable',
  adults: 1,
  includeGym: true,
};
