/** POST /api/analytics {consent?, attribution?, events}: the first-party analytics collector (anyone; 202). */
import { httpHandler, serveBody } from '../lib/http';
import { ports } from '../lib/runtime';
import { analyticsContract } from '../../api/analytics';
import { collect } from './collect';

export const handler = httpHandler(
  serveBody(analyticsContract, async (req) => {
    const batch = req.input();
    return { accepted: await collect(await ports(), batch, req.ctx) };
  }),
);
