import { CITIES } from '@/content/cities';
import { curatedFikaInfoPages, merchandiseItems, pages, passportTiers } from '@/content/site/pages';
import { goalAccountabilityFaq, goalAccountabilityFaqItems } from '@/content/site/faq';
import { TEAM, type TeamMemberId } from '@/content/site/team';
import type { InfoContent } from './types';

const content: InfoContent = {
  pages,
  curatedFikaInfoPages,
  passportTiers,
  merchandiseItems,
  goalAccountabilityFaq,
  goalAccountabilityFaqItems,
  team: Object.fromEntries(TEAM.map((m) => [m.id, { role: m.role, bio: m.bio }])) as Record<TeamMemberId, { role: string; bio: string }>,
  cityName: (slug) => CITIES[slug].name,
};
export default content;
