import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/tokyo-expat-calculator',
    load: () => import('./pages/CostCalculatorPage'),
    title: 'Tokyo Expat Cost of Living Calculator',
    description:
      'Estimate your monthly cost of living in Tokyo, Osaka, Fukuoka or Honolulu: rent by neighbourhood and apartment size, utilities, food, transport, insurance and social life.',
    prerender: true,
  },
];
