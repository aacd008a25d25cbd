import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/tokyo-expat-guide',
    load: () => import('./pages/TokyoExpatGuidePage'),
    title: 'The Tokyo Expat Guide',
    description:
      'Residence card, address registration, health insurance, banking, phones, housing, garbage day and taxes: setting up a life in Tokyo, step by step.',
    prerender: true,
    // The long guides are English only: the Japanese page shows the English text with a short Japanese note.
    japanese: 'english-text',
  },
  {
    path: '/tokyo-survival-guide',
    load: () => import('./pages/TokyoSurvivalGuidePage'),
    title: 'The Tokyo Survival Guide',
    description: 'Emergency numbers, earthquakes, typhoons, heat, doctors and everyday safety in Tokyo: calm, practical preparation for newcomers.',
    prerender: true,
    // The long guides are English only: the Japanese page shows the English text with a short Japanese note.
    japanese: 'english-text',
  },
];
