import { CITY_NAMES_JA } from '@/content/site/facts';
import { curatedFikaInfoPages, merchandiseItems, pages, passportTiers } from '@/content/site/ja/pages';
import { goalAccountabilityFaq, goalAccountabilityFaqItems } from '@/content/site/ja/faq';
import { TEAM_JA } from '@/content/site/ja/team';
import type { InfoContent } from './types';

const content: InfoContent = {
  pages,
  curatedFikaInfoPages,
  passportTiers,
  merchandiseItems,
  goalAccountabilityFaq,
  goalAccountabilityFaqItems,
  team: TEAM_JA,
  cityName: (slug) => CITY_NAMES_JA[slug],
};
export default content;
