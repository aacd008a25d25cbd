import { QUESTIONS_CLAIM } from '@/content/site/community';
import type { AppRoute } from '../../lib/route-types';

export const routes: AppRoute[] = [
  {
    path: '/conversation-starters',
    load: () => import('./pages/ConversationStartersPage'),
    title: 'Conversation Starters in English and Japanese',
    description:
      `Over ${QUESTIONS_CLAIM} conversation starters in English and Japanese for fikas, language exchanges and first meetings: filter by topic and depth, search, or let us pick one for you.`,
    prerender: true,
  },
];
