/**
 * POST /api/client-errors: an error report from the browser. Limited per client (a SHA-256 of its
 * address and user agent: neither is stored), grouped and counted, the team mailed on the first
 * report of a fingerprint each Tokyo day (functions/lib/error-reports).
 */
import { createHash } from 'node:crypto';
import { httpHandler, serveBody } from '../lib/http';
import { ports } from '../lib/runtime';
import { hit, limits } from '../lib/auth/rate-limit';
import { cleanReport, reportError } from '../lib/error-reports/report';
import { clientErrorsContract } from '../../api/client-errors';

const clientHash = (ip: string, userAgent: string) => createHash('sha256').update(`${ip}\n${userAgent}`).digest('hex').slice(0, 32);

export const handler = httpHandler(
  serveBody(clientErrorsContract, async (req) => {
    const input = req.input();
    const p = await ports();
    await hit(p, limits.clientErrorsPerClient, clientHash(req.ctx.ip, req.ctx.userAgent));
    return reportError(p, cleanReport({ ...input, stack: input.stack ?? undefined, source: 'client' }));
  }),
);
