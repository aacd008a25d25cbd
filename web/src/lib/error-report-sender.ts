/**
 * Posts error reports to /api/client-errors (loaded on demand by ./error-reports, never with the
 * first page): one report per distinct error (message and stack) and at most MAX_REPORTS_PER_PAGE
 * per page load, trimmed to the server's bounds; the release is the build id (the bundle's build
 * time). A failed send is not retried. A cross-origin script's error ("Script error.", no details)
 * is not reported: there is nothing in it.
 */
import { ERROR_MESSAGE_MAX, ERROR_PATH_MAX, ERROR_RELEASE_MAX, ERROR_STACK_MAX } from '@/domain/error-report-limits';
import { api } from './api';
import { BUILD_ID } from './now';

export const MAX_REPORTS_PER_PAGE = 5;

const seen = new Set<string>();

/**
 * What an error says: `Name: message` and the stack of an Error, the status of a route error
 * response, the text of anything else. An `error` event says its error (or its message), an
 * `unhandledrejection` event its reason.
 */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (typeof ErrorEvent !== 'undefined' && error instanceof ErrorEvent) return describeError(error.error ?? error.message);
  if (error instanceof Event && 'reason' in error) return describeError((error as Event & { reason: unknown }).reason);
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (error && typeof error === 'object' && 'statusText' in error) return { message: `${String((error as { status?: unknown }).status ?? '')} ${String((error as { statusText: unknown }).statusText)}`.trim() };
  return { message: String(error) };
}

export async function sendErrorReport(error: unknown, path: string): Promise<void> {
  const { message, stack } = describeError(error);
  const key = `${message}\n${stack ?? ''}`;
  if (!message.trim() || message === 'Script error.' || seen.has(key) || seen.size >= MAX_REPORTS_PER_PAGE) return;
  seen.add(key);
  await api.clientErrors.post(
    {
      message: message.trim().slice(0, ERROR_MESSAGE_MAX),
      stack: stack ? stack.slice(0, ERROR_STACK_MAX) : undefined,
      path: (path.startsWith('/') ? path : `/${path}`).slice(0, ERROR_PATH_MAX),
      release: BUILD_ID.slice(0, ERROR_RELEASE_MAX),
    },
    { attempts: 1 },
  );
}
