/**
 * POST /api/client-errors: an error report from the browser. Limited per client address (its /64,
 * named by a SHA-256 so the address is not stored; the user agent plays no part), grouped and
 * counted; a new group mails the team within an hourly ceiling (functions/lib/error-reports).
 */
import { createHash } from 'node:crypto';
import { httpHandler, serveBody } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { cleanReport, reportError } from '../lib/error-reports/report';
import { clientErrorsContract } from '../../api/client-errors';

const clientHash = (address: string) => createHash('sha256').update(`client-errors\n${address}`).digest('hex').slice(0, 32);

export const handler = httpHandler(
  serveBody(clientErrorsContract, async (req) => {
    const input = req.input();
    const p = await ports();
    await hit(p, limits.clientErrorsPerClient, clientHash(req.ctx.address));
    return reportError(p, cleanReport({ ...input, stack: input.stack ?? undefined, source: 'client' }));
  }),
);
