import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TermsPage from '../../../web/src/features/legal/pages/TermsPage';
import PrivacyPage from '../../../web/src/features/legal/pages/PrivacyPage';
import CookiesPage from '../../../web/src/features/legal/pages/CookiesPage';
import CommunityGuidelinesPage from '../../../web/src/features/legal/pages/CommunityGuidelinesPage';
import { track } from '../../../web/src/lib/analytics';
import { clearRecordedEvents, recordedEvents } from '../analytics-queue';
import { consentAllows, saveCookiePreferences } from '../../../web/src/lib/browser-storage';
import { privacyPolicy, termsOfService } from '../../../content/site/legal';
import { storageAreaLabel, storageKeys } from '../../../web/src/lib/storage-keys';

const COOKIE_PREFERENCES_KEY = storageKeys.cookiePreferences.name;
import { renderPage } from './render-page';

const stored = () => JSON.parse(localStorage.getItem(COOKIE_PREFERENCES_KEY) ?? 'null');

beforeEach(() => localStorage.clear());

describe('/terms', { timeout: 30_000 }, () => {
  it('shows exactly 13 numbered sections, in order', () => {
    renderPage(TermsPage, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const numbered = screen.getAllByRole('heading', { level: 2 }).filter((h) => /^\d+\. /.test(h.textContent ?? ''));
    expect(numbered).toHaveLength(13);
    expect(numbered.map((h) => Number(h.textContent!.split('.')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(numbered[0]).toHaveTextContent(`1. ${termsOfService.sections[0].title}`);
    // The contents list links to each section's anchor.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(13);
    expect(within(toc).getAllByRole('link')[12]).toHaveAttribute('href', `#${termsOfService.sections[12].id}`);
    expect(screen.getByText(/governed by the laws of the State of Florida/)).toBeInTheDocument();
  });
});

describe('/privacy', () => {
  it('renders every section of the policy with one h1', () => {
    renderPage(PrivacyPage, '/privacy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const s of privacyPolicy.sections) expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeInTheDocument();
    expect(screen.getByText(/within 90 days/)).toBeInTheDocument();
  });
});

describe('/cookies', { timeout: 30_000 }, () => {
  it('lists exactly the registry of browser storage, in expandable essential, analytics and functional sections', () => {
    const { container } = renderPage(CookiesPage, '/cookies');
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(3);
    expect(details.map((d) => d.querySelector('summary')?.textContent)).toEqual([
      expect.stringContaining('Essential'),
      expect.stringContaining('Analytics'),
      expect.stringContaining('Functional'),
    ]);
    const categories = ['essential', 'analytics', 'functional'] as const;
    for (const [i, category] of categories.entries()) {
      const registered = Object.values(storageKeys).filter((k) => k.category === category);
      const section = within(details[i] as HTMLElement);
      if (registered.length === 0) {
        expect(section.queryByRole('table')).toBeNull();
        expect(details[i]).toHaveTextContent('Nothing is stored in your browser for this category.');
        continue;
      }
      const table = section.getByRole('table');
      expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Purpose', 'Duration', 'Type']);
      const rows = within(table).getAllByRole('row').slice(1);
      // Exactly the registry's items of this category: none missing, none extra.
      expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(registered.map((k) => k.name));
      for (const [j, k] of registered.entries()) {
        expect(rows[j]).toHaveTextContent(k.purpose);
        expect(rows[j]).toHaveTextContent(k.duration);
        expect(rows[j]).toHaveTextContent(storageAreaLabel[k.area]);
      }
    }
    // The durations the code enforces.
    expect(screen.getByRole('row', { name: /fika_cookie_preferences/ })).toHaveTextContent('1 year');
    expect(screen.getByRole('row', { name: /fika_member_token/ })).toHaveTextContent('24 hours, or until you log out');
    expect(screen.getByRole('row', { name: /fika_passport_session/ })).toHaveTextContent('60 minutes, or until you close the tab');
    expect(screen.getByRole('row', { name: /curated_fika_unified_session/ })).toHaveTextContent('2 hours');
    // Nothing the code never sets.
    expect(container).not.toHaveTextContent(/fika_consent|fika_analytics_session|fika_page_metrics|fika_preferences\b|fika_event_filters|fika_member_session/);
  });

  it('saves the preference panel to localStorage, and analytics honours it', async () => {
    const user = userEvent.setup();
    renderPage(CookiesPage, '/cookies');
    const essential = screen.getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    const analytics = screen.getByRole('switch', { name: 'Analytics' });
    const functional = screen.getByRole('switch', { name: 'Functional' });
    expect(analytics).not.toBeChecked();
    expect(functional).not.toBeChecked();

    clearRecordedEvents();
    // Page views are counted anonymously without consent; any other event needs analytics allowed.
    expect(track('page_not_found', { path: '/cookies' })).toBe(false);

    await user.click(analytics);
    expect(screen.getByRole('status')).toHaveTextContent('You have unsaved changes.');
    expect(stored()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toMatchObject({ analytics: true, functional: false });
    expect(screen.getByRole('status')).toHaveTextContent('Preferences saved');
    expect(consentAllows('analytics')).toBe(true);
    expect(track('page_not_found', { path: '/cookies' })).toBe(true);
    expect(recordedEvents().at(-1)?.name).toBe('page_not_found');

    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(stored()).toMatchObject({ analytics: false, functional: false });
    expect(analytics).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Allow all' }));
    expect(stored()).toMatchObject({ analytics: true, functional: true });
  });

  it('shows the saved choice when the page is opened again', () => {
    saveCookiePreferences({ analytics: false, functional: true });
    renderPage(CookiesPage, '/cookies');
    expect(screen.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Functional' })).toBeChecked();
  });
});

describe('/community-guidelines', () => {
  it('states the three-no-show rule', () => {
    renderPage(CommunityGuidelinesPage, '/community-guidelines');
    expect(screen.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeInTheDocument();
    expect(screen.getAllByText(/3 no-shows revoke your membership automatically/).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 2, name: 'RSVPs and the no-show policy' })).toBeInTheDocument();
  });
});
