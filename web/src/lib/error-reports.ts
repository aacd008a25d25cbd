/**
 * Error reports from the browser: the error screen and the global handlers (uncaught errors and
 * unhandled promise rejections, installed at app start) call `reportError`. This module is in the
 * first page's bundle, so it only hands the error to the sender (./error-report-sender), loaded
 * on the first report; the sender deduplicates, caps a page's reports and posts them.
 */

/** Reports `error`, seen on the current page. Never throws. */
export function reportError(error: unknown): void {
  const path = window.location.pathname;
  import('./error-report-sender').then((m) => m.sendErrorReport(error, path)).catch(() => {
    // Reporting must never break the page.
  });
}

/** Installs the global handlers: uncaught errors and unhandled rejections are reported. */
export function installErrorReporting(): void {
  window.addEventListener('error', (e) => reportError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason));
}
