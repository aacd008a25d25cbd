import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary, ErrorScreen } from '../../../web/src/components/ErrorScreen';
import { buildRouteObjects } from '../../../web/src/app/router';
import { clearRecordedEvents, recordedEvents } from '../analytics-queue';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';

beforeEach(() => {
  localStorage.clear();
  clearRecordedEvents();
  saveCookiePreferences({ analytics: true, functional: false });
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  // React and the router report caught errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/**
 * Analytics events tracked during a test: those still queued and those a batch already sent (the
 * queue is flushed a few seconds after an event, which a slow machine can reach mid-test).
 */
function trackedEvents() {
  const sent: { name: string; props?: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/api/analytics')) sent.push(...(JSON.parse(String(init?.body)).events as typeof sent));
      return new Response('{"success":true}', { status: 202, headers: { 'content-type': 'application/json' } });
    }),
  );
  return () => [...recordedEvents(), ...sent];
}

function expectErrorScreen() {
  const screen = within(document.querySelector('[role="alert"]') as HTMLElement);
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText("We encountered an unexpected error. Don't worry, our team has been notified.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'hello@fika.community' })).toHaveAttribute('href', 'mailto:hello@fika.community');
}

describe('error screen', () => {
  it('has the unexpected-error text, both buttons and a contact line; Reload Page reloads', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload, pathname: '/x' }, configurable: true });
    render(<ErrorScreen error={new Error('boom')} />);
    expectErrorScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('catches a render error anywhere in the app and logs react_error once', () => {
    const tracked = trackedEvents();
    function Broken(): never {
      throw new Error('kaboom');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expectErrorScreen();
    const logged = tracked().filter((e) => e.name === 'react_error');
    expect(logged).toHaveLength(1);
    expect(logged[0].props?.message).toContain('kaboom');
  });

  it('shows inside the layout when a page chunk fails to load', async () => {
    const tracked = trackedEvents();
    const routes = buildRouteObjects([
      { path: '/', title: 'Home', load: async () => ({ default: () => <p>Home</p> }) },
      { path: '/broken', title: 'Broken', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await router.navigate('/broken');
    await waitFor(expectErrorScreen);
    // The header and footer stay, so the visitor can go elsewhere.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code loads once the page is idle.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tracked().some((e) => e.name === 'react_error' && String(e.props?.message).includes('dynamically imported'))).toBe(true);
  });
});
