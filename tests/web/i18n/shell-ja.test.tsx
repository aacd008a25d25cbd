/**
 * The shell and the home hero in Japanese: the header, the footer's first lines and the hero show
 * no English words but brand names, and the header's language switch links to the same page in
 * the other language (a plain link, remembered in `fika_language` with functional consent).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../web/src/lib/i18n';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';
import HomePage from '../../../web/src/features/home/HomePage';
import { renderInLayout } from '../shell/render-app';

/** Words allowed in Latin letters on Japanese pages: brand names and the like. */
const ALLOWED = new Set(['fika', 'community', 'stripe', 'google', 'line', 'qr']);

/** The Latin words of `el`'s text, leaving out parts marked as another language (the switch's "English"). */
function latinWords(el: Element): string[] {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[lang]:not([lang="ja"])').forEach((n) => n.remove());
  const text = copy.textContent ?? '';
  return (text.match(/[A-Za-z]+/g) ?? []).filter((w) => !ALLOWED.has(w.toLowerCase()));
}

class NeverNear {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeAll(() => {
  // The sections below the hero load only near the viewport; these tests look at the hero.
  vi.stubGlobal('IntersectionObserver', NeverNear);
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  activateLocale('en');
  localStorage.clear();
});

const pages = (prefix: string) => [
  { path: prefix || '/', element: <HomePage />, handle: { title: 'Fika Community' } },
  { path: `${prefix}/events`, element: <p>Events</p>, handle: { title: 'Events' } },
];

describe('the shell in Japanese', () => {
  it('shows the header and the home hero with no English words but brand names', async () => {
    activateLocale('ja');
    renderInLayout('/ja', pages('/ja'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'イベント' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: '参加する' })).toHaveAttribute('href', '/ja/curated-fika-signup');
    expect(latinWords(header)).toEqual([]);

    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(hero).toHaveTextContent('どこにいても、仲間が見つかる。');
    expect(hero).toHaveTextContent('東京 · 大阪 · 福岡 · ホノルル');
    expect(within(hero).getByRole('button', { name: '仲間を見つける' })).toBeInTheDocument();
    expect(within(hero).getByLabelText('メールアドレス')).toHaveAttribute('placeholder', 'メールアドレスを入力');
    expect(latinWords(hero)).toEqual([]);

    expect(screen.getByRole('link', { name: '本文へスキップ' })).toHaveAttribute('href', '#main');
    // The footer's code loads as it nears the viewport: tests/e2e/japanese.test.ts checks it in Chromium.
  });

  it('switches to English from a Japanese page, keeping the page', () => {
    activateLocale('ja');
    renderInLayout('/ja/events?city=tokyo', pages('/ja'));
    const sw = within(screen.getByRole('banner')).getByRole('link', { name: 'English' });
    expect(sw).toHaveAttribute('href', '/events?city=tokyo');
    expect(sw).toHaveAttribute('lang', 'en');
    expect(sw).toHaveAttribute('hreflang', 'en');
  });

  it('switches to Japanese from an English page and remembers the choice with functional consent', () => {
    saveCookiePreferences({ analytics: false, functional: true });
    renderInLayout('/events', pages(''));
    const sw = within(screen.getByRole('banner')).getByRole('link', { name: '日本語' });
    expect(sw).toHaveAttribute('href', '/ja/events');
    expect(sw).toHaveAttribute('lang', 'ja');
    expect(sw).toHaveAttribute('hreflang', 'ja');
    sw.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(sw);
    expect(localStorage.getItem('fika_language')).toContain('ja');
  });

  it('keeps the switch in the header bar, outside the menu that collapses on narrow screens', () => {
    renderInLayout('/', pages(''));
    const sw = screen.getByRole('link', { name: '日本語' });
    const menu = document.getElementById('site-menu')!;
    expect(menu).not.toHaveClass('is-open');
    expect(menu.contains(sw)).toBe(false);
    expect(sw.parentElement).toHaveClass('site-header__bar');
    expect(sw).toBeVisible();
  });
});
