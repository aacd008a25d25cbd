import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInLayout } from './render-app';
import NotFoundPage from '../../../web/src/app/NotFoundPage';
import { clearRecordedEvents, recordedEvents } from '../analytics-queue';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';

beforeEach(() => {
  localStorage.clear();
  clearRecordedEvents();
});

describe('not-found page', () => {
  it('shows the title, the eight ways out and logs page_not_found', async () => {
    saveCookiePreferences({ analytics: true, functional: false });
    renderInLayout('/this/does/not/exist', [{ path: '*', element: <NotFoundPage />, handle: { title: '404 - Page Not Found' } }]);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 - Page Not Found | Fika Community');
    const nav = screen.getByRole('navigation', { name: 'Helpful pages' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/events', '/blog', '/conversation-starters', '/tokyo-survival-guide', '/monthly-fika', '/goal-accountability-partners', '/contact']);
    expect(recordedEvents().filter((e) => e.name === 'page_not_found')).toEqual([
      expect.objectContaining({ props: expect.objectContaining({ path: '/this/does/not/exist' }) }),
    ]);
  });

  it('logs nothing without analytics consent (but the anonymous page view)', () => {
    renderInLayout('/nope', [{ path: '*', element: <NotFoundPage /> }]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Page Not Found');
    expect(recordedEvents().filter((e) => e.name !== 'page_view')).toHaveLength(0);
  });
});
