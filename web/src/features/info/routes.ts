import type { AppRoute } from '../../lib/route-types';

/** The site's content pages (copy in content/site/pages). Descriptions are repeated by each page's <Seo>. */
export const routes: AppRoute[] = [
  { path: '/what-is-fika', load: () => import('./pages/WhatIsFikaPage'), title: 'What is Fika?', prerender: true },
  { path: '/what-is-speed-fika', load: () => import('./pages/WhatIsSpeedFikaPage'), title: 'What is Speed Fika?', prerender: true },
  { path: '/monthly-fika', load: () => import('./pages/MonthlyFikaPage'), title: 'Monthly Fika', prerender: true },
  { path: '/signature-fika', load: () => import('./pages/SignatureFikaPage'), title: 'Signature Fika', prerender: true },
  { path: '/founders-fika', load: () => import('./pages/FoundersFikaPage'), title: "Founders' Fika", prerender: true },
  { path: '/curated-fika', load: () => import('./pages/CuratedFikaPage'), title: 'Curated Fika', prerender: true },
  { path: '/curated-fika/how-it-works', load: () => import('./pages/CuratedHowItWorksPage'), title: 'How Curated Fika Works', prerender: true },
  { path: '/curated-fika/founders', load: () => import('./pages/CuratedFoundersPage'), title: 'Curated Fika Founding Members', prerender: true },
  { path: '/curated-fika/faq', load: () => import('./pages/CuratedFaqPage'), title: 'Curated Fika FAQ', prerender: true },
  { path: '/happiness', load: () => import('./pages/HappinessPage'), title: 'Happiness and Connection', prerender: true },
  { path: '/wellness', load: () => import('./pages/WellnessPage'), title: 'Wellness', prerender: true },
  { path: '/experiences', load: () => import('./pages/ExperiencesPage'), title: 'Experiences', prerender: true },
  { path: '/merchandise', load: () => import('./pages/MerchandisePage'), title: 'Merchandise', prerender: true },
  { path: '/nomad-concierge', load: () => import('./pages/NomadConciergePage'), title: 'Nomad Concierge', prerender: true },
  { path: '/about', load: () => import('./pages/AboutPage'), title: 'About Us', prerender: true },
  {
    path: '/goal-accountability-partners',
    load: () => import('./pages/GoalAccountabilityPartnersPage'),
    title: 'Goal Accountability Partners',
    prerender: true,
    memberArea: true,
  },
  {
    path: '/goal-accountability-faq',
    load: () => import('./pages/GoalAccountabilityFaqPage'),
    title: 'Goal Accountability FAQ',
    prerender: true,
    memberArea: true,
  },
  { path: '/member-passport', load: () => import('./pages/MemberPassportPage'), title: 'Member Passport', prerender: true, memberArea: true },
];
