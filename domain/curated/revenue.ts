/**
 * Curated money in each session's currency. A session's price, its payments and refunds and the
 * revenue they make are in the currency of the session's city (content/cities.ts: Tokyo, Osaka and
 * Fukuoka in yen, Honolulu in US dollars). Revenue is totalled per currency and never summed
 * across currencies. Amounts are whole units of the currency, as `price_per_person` is. Pure:
 * the SPA's curated admin uses it too.
 */
import { CITIES, CURRENCIES, DEFAULT_CITY_SLUG, cityBySlug, type Currency } from '../../content/cities';
import { formatMoney } from '../../content/site/facts';

/** The currency of a session's money: its city's. */
export const sessionCurrency = (s: { city: string }): Currency => cityBySlug(s.city).currency;

/** A whole-unit amount as text: 4500 JPY → "¥4,500", 36 USD → "$36". */
export const formatAmount = formatMoney;

export interface CurrencyTotal {
  currency: Currency;
  amount: number;
}

/** The sort key of a month's revenue item in one currency. */
export const revenueSk = (month: string, currency: Currency): string => `${month}#${currency}`;

/**
 * Months recorded before revenue was kept per currency have the sort key `<YYYY-MM>` alone: every
 * curated payment was then charged in US dollars.
 */
const UNSPLIT_REVENUE_CURRENCY: Currency = 'USD';

/** A month's revenue item → its month, currency and amount. */
export function revenueEntry(it: Record<string, unknown>): { month: string; currency: Currency } & CurrencyTotal {
  const [month, code] = String(it.sk).split('#');
  const currency = (CURRENCIES as readonly string[]).includes(code) ? (code as Currency) : UNSPLIT_REVENUE_CURRENCY;
  return { month, currency, amount: Number(it.amount ?? 0) };
}

/**
 * The currencies to report, in the catalogue's order: those with any revenue, or the default
 * city's currency when there is none (so the overview shows "¥0", not nothing).
 */
export function reportedCurrencies(entries: readonly CurrencyTotal[]): Currency[] {
  const used = CURRENCIES.filter((c) => entries.some((e) => e.currency === c && e.amount !== 0));
  return used.length ? used : [CITIES[DEFAULT_CITY_SLUG].currency];
}

/** Totals per currency (never across currencies), for the reported currencies. */
export function totalsByCurrency(entries: readonly CurrencyTotal[]): CurrencyTotal[] {
  return reportedCurrencies(entries).map((currency) => ({ currency, amount: entries.filter((e) => e.currency === currency).reduce((n, e) => n + e.amount, 0) }));
}

/** The cities whose sessions are in a currency: "Tokyo, Osaka, Fukuoka" for JPY. */
export const citiesIn = (currency: Currency): string =>
  Object.values(CITIES)
    .filter((c) => c.currency === currency)
    .map((c) => c.name)
    .join(', ');
