/** A tier's name and description in the page's language, from the tier ladder (content/site/facts.ts); calendar days as the page writes them. */
import { TIERS, TIERS_JA } from '@/content/site/facts';
import { activeLocale, intlLocale } from '../../lib/i18n';

type Tier = (typeof TIERS)[number];
const find = (idOrName: string): Tier | undefined => TIERS.find((t) => t.id === idOrName || t.name === idOrName);

/** The tier's name; `fallback` (the server's text) when the tier is unknown. */
export function tierName(idOrName: string, fallback = idOrName): string {
  const tier = find(idOrName);
  if (!tier) return fallback;
  return activeLocale() === 'ja' ? TIERS_JA[tier.id].name : tier.name;
}

export function tierDescription(id: string): string {
  const tier = find(id);
  if (!tier) return '';
  return activeLocale() === 'ja' ? TIERS_JA[tier.id].description : tier.description;
}

/** A calendar day (`2026-11-21`): as it is on English pages, "2026年11月21日" on Japanese ones. */
export function dayText(isoDay: string | null | undefined): string {
  if (!isoDay) return '–';
  if (activeLocale() === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return isoDay;
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
