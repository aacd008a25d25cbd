/**
 * The site's navigation, shared by the header menus and the footer. Labels and descriptions are
 * message keys of the `common` catalogue (web/src/messages); `navText` renders one in the page's
 * language.
 */
import { QUESTIONS_CLAIM } from '@/content/site/community';
import type en from '../messages/en.json';
import { t } from '../lib/i18n/common';

/** A key of the `common` catalogue. */
export type CommonKey = keyof typeof en & string;

export interface NavLink {
  to: string;
  label: CommonKey;
  /** The link has a description: the message `<label>.description`. */
  described?: true;
}

export interface NavGroup {
  id: string;
  label: CommonKey;
  links: NavLink[];
}

/** A navigation label or description in the page's language. */
export const navText = (key: CommonKey): string => t(key, { questions: QUESTIONS_CLAIM });

export const CITY_LINKS: NavLink[] = [
  { to: '/events/city/tokyo', label: 'city.tokyo', described: true },
  { to: '/events/city/osaka', label: 'city.osaka', described: true },
  { to: '/events/city/fukuoka', label: 'city.fukuoka', described: true },
  { to: '/events/city/honolulu', label: 'city.honolulu', described: true },
];

export const HEADER_MENUS: NavGroup[] = [
  {
    id: 'events',
    label: 'nav.events',
    links: [{ to: '/events', label: 'nav.allEvents', described: true }, ...CITY_LINKS],
  },
  {
    id: 'community',
    label: 'nav.community',
    links: [
      { to: '/what-is-fika', label: 'nav.whatIsFika', described: true },
      { to: '/monthly-fika', label: 'nav.monthlyFika', described: true },
      { to: '/signature-fika', label: 'nav.signatureFika', described: true },
      { to: '/curated-fika', label: 'nav.curatedFika', described: true },
      { to: '/goal-accountability-partners', label: 'nav.goalAccountability', described: true },
      { to: '/member-passport', label: 'nav.memberPassport', described: true },
      { to: '/experiences', label: 'nav.experiences', described: true },
    ],
  },
  {
    id: 'resources',
    label: 'nav.resources',
    links: [
      { to: '/blog', label: 'nav.blog', described: true },
      { to: '/conversation-starters', label: 'nav.conversationStarters', described: true },
      { to: '/tokyo-survival-guide', label: 'nav.survivalGuide', described: true },
      { to: '/tokyo-expat-guide', label: 'nav.expatGuide', described: true },
      { to: '/tokyo-expat-calculator', label: 'nav.calculator', described: true },
      { to: '/nomad-concierge', label: 'nav.nomadConcierge', described: true },
    ],
  },
];

export const HEADER_LINKS: NavLink[] = [
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];


/** A city's name in the page's language (`city.<slug>`). */
export const cityName = (slug: string): string => t(`city.${slug}` as CommonKey);
