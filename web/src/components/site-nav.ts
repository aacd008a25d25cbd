/**
 * The site's navigation, shared by the header menus and the footer. Labels and descriptions are
 * message keys of the `common` catalogue (web/src/messages); `navText` renders one in the page's
 * language.
 */
import { QUESTIONS_CLAIM } from '@/content/site/facts';
import type en from '../messages/en.json';
import { t } from '../lib/i18n/common';

/** A key of the `common` catalogue. */
export type CommonKey = keyof typeof en & string;

export interface NavLink {
  to: string;
  label: CommonKey;
  description?: CommonKey;
}

export interface NavGroup {
  id: string;
  label: CommonKey;
  links: NavLink[];
}

/** A navigation label or description in the page's language. */
export const navText = (key: CommonKey): string => t(key, { questions: QUESTIONS_CLAIM });

export const CITY_LINKS: NavLink[] = [
  { to: '/events/city/tokyo', label: 'city.tokyo', description: 'nav.tokyo.description' },
  { to: '/events/city/osaka', label: 'city.osaka', description: 'nav.osaka.description' },
  { to: '/events/city/fukuoka', label: 'city.fukuoka', description: 'nav.fukuoka.description' },
  { to: '/events/city/honolulu', label: 'city.honolulu', description: 'nav.honolulu.description' },
];

export const HEADER_MENUS: NavGroup[] = [
  {
    id: 'events',
    label: 'nav.events',
    links: [{ to: '/events', label: 'nav.allEvents', description: 'nav.allEvents.description' }, ...CITY_LINKS],
  },
  {
    id: 'community',
    label: 'nav.community',
    links: [
      { to: '/what-is-fika', label: 'nav.whatIsFika', description: 'nav.whatIsFika.description' },
      { to: '/monthly-fika', label: 'nav.monthlyFika', description: 'nav.monthlyFika.description' },
      { to: '/signature-fika', label: 'nav.signatureFika', description: 'nav.signatureFika.description' },
      { to: '/curated-fika', label: 'nav.curatedFika', description: 'nav.curatedFika.description' },
      { to: '/goal-accountability-partners', label: 'nav.goalAccountability', description: 'nav.goalAccountability.description' },
      { to: '/member-passport', label: 'nav.memberPassport', description: 'nav.memberPassport.description' },
      { to: '/experiences', label: 'nav.experiences', description: 'nav.experiences.description' },
    ],
  },
  {
    id: 'resources',
    label: 'nav.resources',
    links: [
      { to: '/blog', label: 'nav.blog', description: 'nav.blog.description' },
      { to: '/conversation-starters', label: 'nav.conversationStarters', description: 'nav.conversationStarters.description' },
      { to: '/tokyo-survival-guide', label: 'nav.survivalGuide', description: 'nav.survivalGuide.description' },
      { to: '/tokyo-expat-guide', label: 'nav.expatGuide', description: 'nav.expatGuide.description' },
      { to: '/tokyo-expat-calculator', label: 'nav.calculator', description: 'nav.calculator.description' },
      { to: '/nomad-concierge', label: 'nav.nomadConcierge', description: 'nav.nomadConcierge.description' },
    ],
  },
];

export const HEADER_LINKS: NavLink[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

export const FOOTER_GROUPS: NavGroup[] = [
  {
    id: 'events',
    label: 'nav.events',
    links: [
      { to: '/events', label: 'nav.allEvents' },
      { to: '/monthly-fika', label: 'nav.monthlyFika' },
      { to: '/signature-fika', label: 'nav.signatureFika' },
      { to: '/what-is-speed-fika', label: 'nav.speedFika' },
      { to: '/curated-fika', label: 'nav.curatedFika' },
      { to: '/founders-fika', label: 'nav.foundersFika' },
      { to: '/experiences', label: 'nav.experiences' },
    ],
  },
  {
    id: 'community',
    label: 'nav.community',
    links: [
      { to: '/what-is-fika', label: 'nav.whatIsFika' },
      { to: '/goal-accountability-partners', label: 'nav.goalAccountabilityPartners' },
      { to: '/goal-accountability-faq', label: 'nav.goalAccountabilityFaq' },
      { to: '/member-passport', label: 'nav.memberPassport' },
      { to: '/happiness', label: 'nav.happiness' },
      { to: '/wellness', label: 'nav.wellness' },
      { to: '/merchandise', label: 'nav.merchandise' },
    ],
  },
  {
    id: 'resources',
    label: 'nav.resources',
    links: [
      { to: '/blog', label: 'nav.blog' },
      { to: '/conversation-starters', label: 'nav.conversationStarters' },
      { to: '/tokyo-survival-guide', label: 'nav.survivalGuide' },
      { to: '/tokyo-expat-guide', label: 'nav.expatGuide' },
      { to: '/tokyo-expat-calculator', label: 'nav.calculator' },
      { to: '/nomad-concierge', label: 'nav.nomadConcierge' },
      { to: '/submit-discovery', label: 'nav.shareDiscovery' },
    ],
  },
  {
    id: 'about',
    label: 'nav.about',
    links: [
      { to: '/about', label: 'nav.aboutUs' },
      { to: '/contact', label: 'nav.contact' },
      { to: '/community-guidelines', label: 'nav.communityGuidelines' },
      { to: '/member-login', label: 'nav.memberLogin' },
    ],
  },
];

export const LEGAL_LINKS: NavLink[] = [
  { to: '/privacy', label: 'nav.privacy' },
  { to: '/terms', label: 'nav.terms' },
  { to: '/cookies', label: 'nav.cookies' },
];

/** A city's name in the page's language (`city.<slug>`). */
export const cityName = (slug: string): string => t(`city.${slug}` as CommonKey);
