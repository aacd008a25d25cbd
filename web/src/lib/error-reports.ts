/**
 * Error reports from the browser: the error screen calls `reportError(error)`, and it is the global
 * handler of uncaught errors and unhandled promise rejections (installed at app start). This module
 * is in the first page's bundle, so it only hands what it got to the sender
 * (./error-report-sender, loaded on the first report), which unwraps the event, deduplicates, caps
 * a page's reports and posts them.
 */

/** Reports an error (or an `error` / `unhandledrejection` event) seen on the current page. Never throws. */
export const reportError = (error: unknown): void =>
  void import('./error-report-sender').then((m) => m.sendErrorReport(error, location.pathname)).catch(() => {
    // Reporting must never break the page.
  });

/** Installs the global handlers: uncaught errors and unhandled rejections are reported. */
export function installErrorReporting(): void {
  addEventListener('error', reportError);
  addEventListener('unhandledrejection', reportError);
}
