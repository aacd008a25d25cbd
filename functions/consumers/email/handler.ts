/**
 * The email consumer: one Lambda for every detail-type routed to 'email' in events/catalogue.ts.
 * Each product area keeps its own renderers; this file only merges them.
 */
import { consumerHandler, type ConsumerHandlers } from '../../lib/consumer';
import { handlers as reservations } from './reservations';
import { handlers as members } from './members';
import { handlers as contact } from './contact';

const all: ConsumerHandlers = { ...reservations, ...members, ...contact };

export const handler = consumerHandler('email', all);
