/** Display names of the catalogue's event types, in the page's language (catalogue keys `type.<type>`). */
import { t } from './i18n';

/** The types with a name in the catalogues. */
const NAMED = ['fika', 'weekly-fika', 'happy-hour', 'curated-foodie', 'growth-circle', 'forest-walks', 'river-walks', 'foodie', 'goal-accountability', 'excursion'] as const;
type Named = (typeof NAMED)[number];
const isNamed = (type: string): type is Named => (NAMED as readonly string[]).includes(type);

/** The type's name ("Forest walk" / "森の散歩"); a type without one shows its slug with spaces. */
export const eventTypeLabel = (type: string): string => (isNamed(type) ? t(`type.${type}`) : type.replace(/-/g, ' '));
