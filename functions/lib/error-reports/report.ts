/**
 * Error reports, from the browser (POST /api/client-errors) and from the server (an unexpected
 * error in a handler, a consumer or a job): grouped by fingerprint (./fingerprint.ts), counted
 * (./store.ts); the first report of a new group mails the team, at most limits.errorMailsPerHour
 * groups an hour from every source together (past it the group is counted and listed as not mailed).
 * Stored and mailed reports carry no email address (replaced by `<email>`) and no query string.
 */
import { sendMail } from '../mail/door';
import { newErrorEmail } from '../mail/templates/errors';
import { log } from '../log';
import type { Ports } from '../ports';
import { ports } from '../runtime';
import { fingerprintOf, redactEmails } from './fingerprint';
import { ERROR_MESSAGE_MAX, ERROR_PATH_MAX, ERROR_RELEASE_MAX, ERROR_STACK_MAX } from '../../../domain/error-report-limits';
import { markMailed, recordError, type ErrorReport, type ErrorSource } from './store';
import { count, limits } from '../auth/rate-limit';


export const ADMIN_ERRORS_PATH = '/admin/errors';

const bounded = (s: string, max: number) => (s.length > max ? s.slice(0, max) : s);

/** A report as stored: bounded, no email address, the path without query or fragment. */
export function cleanReport(r: { message: string; stack?: string; path: string; release: string; source: ErrorSource; requestId?: string }): ErrorReport {
  return {
    message: bounded(redactEmails(r.message.trim()), ERROR_MESSAGE_MAX) || '(no message)',
    stack: bounded(redactEmails(r.stack ?? ''), ERROR_STACK_MAX),
    path: bounded(redactEmails(r.path.replace(/[?#].*$/s, '')), ERROR_PATH_MAX),
    release: bounded(r.release, ERROR_RELEASE_MAX),
    source: r.source,
    ...(r.requestId ? { requestId: bounded(r.requestId, 200) } : {}),
  };
}

/**
 * Records one report and, when it opens a new group and the hour's ceiling of team mails has room,
 * mails the team. A failed mail is logged, never the reporter's failure (the report is counted either way).
 */
export async function reportError(p: Pick<Ports, 'table' | 'clock' | 'mail' | 'config' | 'secrets'>, report: ErrorReport): Promise<{ fingerprint: string }> {
  const fingerprint = fingerprintOf(report.message, report.stack);
  const { group, isNew } = await recordError(p, fingerprint, report);
  if (!isNew || !group) return { fingerprint };
  const underCeiling = (await count(p, limits.errorMailsPerHour, 'team')) !== undefined;
  await markMailed(p, fingerprint, underCeiling);
  if (underCeiling) {
    try {
      await sendMail(p, {
        to: p.config.teamEmail,
        content: newErrorEmail({ ...group, adminUrl: `${p.config.siteUrl}${ADMIN_ERRORS_PATH}` }),
        category: 'transactional',
        kind: 'error-report',
      });
    } catch (e) {
      log.error('error report not mailed', { fingerprint, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return { fingerprint };
}

/**
 * Reports an unexpected server error (source `server`). Never throws: a failure to report is
 * logged and swallowed, so the caller's own answer (a 500, a retry) is unchanged.
 */
export async function reportServerError(error: unknown, where: { path: string; requestId?: string }): Promise<void> {
  try {
    const e = error instanceof Error ? error : new Error(String(error));
    await reportError(await ports(), cleanReport({ message: `${e.name}: ${e.message}`, stack: e.stack, path: where.path, release: serverRelease(), source: 'server', requestId: where.requestId }));
  } catch (e) {
    log.error('error report failed', { error: e instanceof Error ? e.message : String(e) });
  }
}

/** The server's release: the Lambda function version where there is one, `local` otherwise. */
function serverRelease(): string {
  const name = process.env.AWS_LAMBDA_FUNCTION_NAME;
  return name ? `${name}:${process.env.AWS_LAMBDA_FUNCTION_VERSION ?? '$LATEST'}` : 'local';
}
