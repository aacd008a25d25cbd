import type { CitySlug } from '@/content/cities';
import type { MerchandiseItem, PageCopy, PageKey, PassportTier } from '@/content/site/pages';
import type { FaqGroup, FaqItem } from '@/content/site/faq';
import type { TeamMemberId } from '@/content/site/team';

/** The info pages' copy in one language (content/en.ts, content/ja.ts). */
export interface InfoContent {
  pages: Readonly<Record<PageKey, PageCopy>>;
  curatedFikaInfoPages: Readonly<Record<'howItWorks' | 'founders' | 'faq', PageCopy>>;
  passportTiers: readonly PassportTier[];
  merchandiseItems: readonly MerchandiseItem[];
  goalAccountabilityFaq: readonly FaqGroup[];
  goalAccountabilityFaqItems: readonly FaqItem[];
  /** Each team member's role and bio. */
  team: Readonly<Record<TeamMemberId, { role: string; bio: string }>>;
  /** A city's name by slug. */
  cityName: (slug: CitySlug) => string;
}
