/** The site's navigation, shared by the header menus and the footer. */
import { QUESTIONS_CLAIM } from '@/content/site/facts';
export interface NavLink {
  to: string;
  label: string;
  description?: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

export const CITY_LINKS: NavLink[] = [
  { to: '/events/city/tokyo', label: 'Tokyo', description: 'Weekly fikas, rooftops and forest walks' },
  { to: '/events/city/osaka', label: 'Osaka', description: 'Monthly fikas in Kansai' },
  { to: '/events/city/fukuoka', label: 'Fukuoka', description: 'Seaside cafes and weekend excursions' },
  { to: '/events/city/honolulu', label: 'Honolulu', description: 'Our island chapter' },
];

export const HEADER_MENUS: NavGroup[] = [
  {
    id: 'events',
    label: 'Events',
    links: [{ to: '/events', label: 'All events', description: 'Every upcoming meetup in one place' }, ...CITY_LINKS],
  },
  {
    id: 'community',
    label: 'Community',
    links: [
      { to: '/what-is-fika', label: 'What is fika?', description: 'The Swedish coffee break behind it all' },
      { to: '/monthly-fika', label: 'Monthly Fika', description: 'Our big monthly gathering' },
      { to: '/signature-fika', label: 'Signature Fika', description: 'Hosted tables with a theme' },
      { to: '/curated-fika', label: 'Curated Fika', description: 'Small matched groups of 3–4' },
      { to: '/goal-accountability-partners', label: 'Goal Accountability', description: 'Six weeks, one goal, a small crew' },
      { to: '/member-passport', label: 'Member Passport', description: 'Collect stamps, unlock tiers' },
      { to: '/experiences', label: 'Experiences', description: 'Walks, food nights and excursions' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { to: '/blog', label: 'Blog', description: 'Stories and advice from the community' },
      { to: '/conversation-starters', label: 'Conversation Starters', description: `${QUESTIONS_CLAIM}+ questions in English and Japanese` },
      { to: '/tokyo-survival-guide', label: 'Tokyo Survival Guide', description: 'Your first weeks, sorted' },
      { to: '/tokyo-expat-guide', label: 'Tokyo Expat Guide', description: 'Neighbourhoods, visas and daily life' },
      { to: '/tokyo-expat-calculator', label: 'Cost of Living Calculator', description: 'Plan your monthly budget' },
      { to: '/nomad-concierge', label: 'Nomad Concierge', description: 'Personal help settling in' },
    ],
  },
];

export const HEADER_LINKS: NavLink[] = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_GROUPS: NavGroup[] = [
  {
    id: 'events',
    label: 'Events',
    links: [
      { to: '/events', label: 'All events' },
      { to: '/monthly-fika', label: 'Monthly Fika' },
      { to: '/signature-fika', label: 'Signature Fika' },
      { to: '/what-is-speed-fika', label: 'Speed Fika' },
      { to: '/curated-fika', label: 'Curated Fika' },
      { to: '/founders-fika', label: 'Founders Fika' },
      { to: '/experiences', label: 'Experiences' },
    ],
  },
  {
    id: 'community',
    label: 'Community',
    links: [
      { to: '/what-is-fika', label: 'What is fika?' },
      { to: '/goal-accountability-partners', label: 'Goal Accountability Partners' },
      { to: '/goal-accountability-faq', label: 'Goal Accountability FAQ' },
      { to: '/member-passport', label: 'Member Passport' },
      { to: '/happiness', label: 'Happiness' },
      { to: '/wellness', label: 'Wellness' },
      { to: '/merchandise', label: 'Merchandise' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/conversation-starters', label: 'Conversation Starters' },
      { to: '/tokyo-survival-guide', label: 'Tokyo Survival Guide' },
      { to: '/tokyo-expat-guide', label: 'Tokyo Expat Guide' },
      { to: '/tokyo-expat-calculator', label: 'Cost of Living Calculator' },
      { to: '/nomad-concierge', label: 'Nomad Concierge' },
      { to: '/submit-discovery', label: 'Share a Discovery' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/contact', label: 'Contact' },
      { to: '/community-guidelines', label: 'Community Guidelines' },
      { to: '/member-login', label: 'Member login' },
    ],
  },
];

export const LEGAL_LINKS: NavLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];
