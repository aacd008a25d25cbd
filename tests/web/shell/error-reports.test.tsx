/**
 * Error reports from the browser: the error screen sends one report of its error to
 * /api/client-errors (message, stack, path, release); the global handlers report uncaught errors and
 * unhandled rejections, once per distinct error and at most MAX_REPORTS_PER_PAGE a page.
 */
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../api-stub';

type Sent = { url: string; message: string; stack?: string; path: string; release: string };

let calls: Record<string, unknown>[];
const reports = () => calls.filter((c) => c.url === '/api/client-errors') as unknown as Sent[];

beforeEach(() => {
  vi.resetModules();
  calls = stubApi({ 'client-errors': () => json(202, { success: true, data: { fingerprint: '0123456789abcdef' } }) });
  window.history.replaceState(null, '', '/events/some-walk?utm_source=x');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('error reports from the browser', () => {
  it('the error screen sends its error once, with the path and the build id', async () => {
    const { ErrorScreen } = await import('../../../web/src/components/ErrorScreen');
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    const { rerender } = render(<ErrorScreen error={error} />);
    rerender(<ErrorScreen error={error} />);
    render(<ErrorScreen error={error} />);
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      url: '/api/client-errors',
      message: "TypeError: Cannot read properties of undefined (reading 'map')",
      stack: error.stack,
      path: '/events/some-walk',
      release: 'dev',
    });
  });

  it('the global handlers report uncaught errors and unhandled rejections, each distinct error once, a few per page', async () => {
    const { installErrorReporting } = await import('../../../web/src/lib/error-reports');
    const { MAX_REPORTS_PER_PAGE } = await import('../../../web/src/lib/error-report-sender');
    const add = vi.spyOn(window, 'addEventListener');
    installErrorReporting();
    try {
      const boom = new Error('uncaught boom');
      window.dispatchEvent(new ErrorEvent('error', { error: boom, message: boom.message }));
      window.dispatchEvent(new ErrorEvent('error', { error: boom, message: boom.message }));
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected boom') }));
      // A cross-origin script's error carries nothing to report.
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
      await waitFor(() => expect(reports()).toHaveLength(2));
      expect(reports().map((r) => r.message).sort()).toEqual(['Error: rejected boom', 'Error: uncaught boom']);

      for (let i = 0; i < 10; i++) window.dispatchEvent(new ErrorEvent('error', { error: new Error(`boom ${i}`) }));
      await waitFor(() => expect(reports()).toHaveLength(MAX_REPORTS_PER_PAGE));
      await new Promise((r) => setTimeout(r, 50));
      expect(reports()).toHaveLength(MAX_REPORTS_PER_PAGE);
    } finally {
      for (const [type, listener] of add.mock.calls) window.removeEventListener(type, listener as EventListener);
    }
  });

  it('a failed send never breaks the page', async () => {
    stubApi({ 'client-errors': () => json(500, { success: false, error: 'Something went wrong. Please try again.' }) });
    const { reportError } = await import('../../../web/src/lib/error-reports');
    expect(() => reportError(new Error('while the server is down'))).not.toThrow();
    await new Promise((r) => setTimeout(r, 50));
  });
});
