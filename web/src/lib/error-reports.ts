/**
 * Error reports from the browser: the error screen and the global handlers (uncaught errors and
 * unhandled promise rejections, installed at app start) call `reportError`. This module is in the
 * first page's bundle and stays tiny: it only deduplicates (one report per distinct error), caps a
 * page at MAX_REPORTS_PER_PAGE, and loads the sender (./error-report-sender, which posts to
 * /api/client-errors) when there is something to send.
 */
export const MAX_REPORTS_PER_PAGE = 5;

const seen = new Set<string>();
let reported = 0;
let installed = false;

export interface ErrorDescription {
  message: string;
  stack?: string;
}

/** What an error says: `Name: message` and its stack for an Error, its text otherwise. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (error && typeof error === 'object' && 'statusText' in error) return { message: `${String((error as { status?: unknown }).status ?? '')} ${String((error as { statusText: unknown }).statusText)}`.trim() };
  return { message: String(error) };
}

/** Sends one report of `error` for this page, unless the same error was reported already or the page's cap is reached. */
export function reportError(error: unknown): void {
  if (typeof window === 'undefined') return;
  const d = describeError(error);
  const key = `${d.message}\n${d.stack ?? ''}`;
  if (seen.has(key) || reported >= MAX_REPORTS_PER_PAGE) return;
  seen.add(key);
  reported++;
  const path = window.location.pathname;
  import('./error-report-sender').then((m) => m.sendErrorReport({ ...d, path })).catch(() => {
    // Reporting must never break the page.
  });
}

/** Installs the global handlers once: uncaught errors and unhandled rejections are reported. Returns their removal. */
export function installErrorReporting(): () => void {
  if (typeof window === 'undefined' || installed) return () => {};
  installed = true;
  const onError = (e: ErrorEvent) => {
    // A cross-origin script's error arrives without details ("Script error."): nothing to report.
    if (e.error == null && (!e.message || e.message === 'Script error.')) return;
    reportError(e.error ?? e.message);
  };
  const onRejection = (e: PromiseRejectionEvent) => reportError(e.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    installed = false;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
