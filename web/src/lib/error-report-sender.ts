/**
 * Posts one error report to /api/client-errors (loaded on demand by ./error-reports, never with the
 * first page). The report is trimmed to the server's bounds; the release is the build id (the
 * bundle's build time). A failed send is not retried.
 */
import { ERROR_MESSAGE_MAX, ERROR_PATH_MAX, ERROR_RELEASE_MAX, ERROR_STACK_MAX } from '@/functions/lib/error-reports/limits';
import { api } from './api';
import { BUILD_ID } from './now';
import type { ErrorDescription } from './error-reports';

export async function sendErrorReport(r: ErrorDescription & { path: string }): Promise<void> {
  await api.clientErrors.post(
    {
      message: r.message.trim().slice(0, ERROR_MESSAGE_MAX) || '(no message)',
      stack: r.stack ? r.stack.slice(0, ERROR_STACK_MAX) : undefined,
      path: (r.path.startsWith('/') ? r.path : `/${r.path}`).slice(0, ERROR_PATH_MAX),
      release: BUILD_ID.slice(0, ERROR_RELEASE_MAX),
    },
    { attempts: 1 },
  );
}
