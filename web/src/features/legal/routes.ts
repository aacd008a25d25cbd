import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/privacy',
    load: () => import('./pages/PrivacyPage'),
    title: 'Privacy Policy',
    description: 'What personal information Fika Community collects, why, how long we keep it, who we share it with and the choices you have.',
    prerender: true,
  },
  {
    path: '/terms',
    load: () => import('./pages/TermsPage'),
    title: 'Terms of Service',
    description: 'The terms for using the Fika Community website, events, memberships and programmes.',
    prerender: true,
  },
  {
    path: '/cookies',
    load: () => import('./pages/CookiesPage'),
    title: 'Cookie Policy',
    description: 'Every item Fika Community keeps in your browser, with its purpose and duration, and your analytics and functional preferences.',
    prerender: true,
  },
  {
    path: '/community-guidelines',
    load: () => import('./pages/CommunityGuidelinesPage'),
    title: 'Community Guidelines',
    description: 'How we treat each other at Fika Community events: be welcoming, be respectful, no selling, RSVPs and the three-no-show rule, and how to speak up.',
    prerender: true,
  },
];
