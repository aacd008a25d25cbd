/** A tier's name and description in the page's language, from the tier ladder (content/site/facts.ts). */
import { TIERS } from '@/content/site/facts';
import { activeLocale } from '../../lib/i18n';

type Tier = (typeof TIERS)[number];
const find = (idOrName: string): Tier | undefined => TIERS.find((t) => t.id === idOrName || t.name === idOrName);

/** The tier's name; `fallback` (the server's text) when the tier is unknown. */
export function tierName(idOrName: string, fallback = idOrName): string {
  const tier = find(idOrName);
  if (!tier) return fallback;
  return activeLocale() === 'ja' ? tier.nameJa : tier.name;
}

export function tierDescription(id: string): string {
  const tier = find(id);
  if (!tier) return '';
  return activeLocale() === 'ja' ? tier.descriptionJa : tier.description;
}
