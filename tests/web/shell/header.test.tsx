import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLayout } from './render-app';

const pages = [
  { path: '/', element: <p>Home page</p>, handle: { title: 'Home' } },
  { path: '/goal-accountability-partners', element: <p>Goals</p>, handle: { title: 'Goals', memberArea: true } },
  { path: '/events', element: <p>Events page</p>, handle: { title: 'Events' } },
];

afterEach(() => localStorage.clear());

describe('header', () => {
  it('opens a dropdown and closes it on an outside click', async () => {
    const user = userEvent.setup();
    renderInLayout('/', pages);
    const button = screen.getByRole('button', { name: 'Events' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Tokyo/ })).toHaveAttribute('href', '/events/city/tokyo');
    await user.click(screen.getByText('Home page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes a dropdown on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderInLayout('/', pages);
    const button = screen.getByRole('button', { name: 'Resources' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps only one dropdown open at a time', async () => {
    const user = userEvent.setup();
    renderInLayout('/', pages);
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Community' }));
    expect(screen.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Community' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles the mobile menu and closes it after navigating', async () => {
    const user = userEvent.setup();
    renderInLayout('/', pages);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toHaveClass('is-open');
    await user.click(screen.getByRole('button', { name: 'Events' }));
    await user.click(within(menu).getByRole('link', { name: /All events/ }));
    expect(await screen.findByText('Events page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
  });

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup();
    renderInLayout('/', pages);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Join Now to visitors and Member Goal Login on member-area routes', async () => {
    const { router } = renderInLayout('/', pages);
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/curated-fika-signup');
    expect(screen.queryByRole('link', { name: 'Member Goal Login' })).toBeNull();
    await act(() => router.navigate('/goal-accountability-partners'));
    expect(screen.getByRole('link', { name: 'Member Goal Login' })).toHaveAttribute('href', '/member-login');
    expect(screen.queryByRole('link', { name: 'Join Now' })).toBeNull();
  });

  it('sets the document title and description per route', async () => {
    const { router } = renderInLayout('/events', pages);
    expect(document.title).toBe('Events | Fika Community');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Tokyo'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/events$/));
    await act(() => router.navigate('/'));
    expect(document.title).toBe('Home | Fika Community');
  });

  it('has a skip link to the main landmark and a footer with the claims and tagline', () => {
    renderInLayout('/', pages);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('4 cities');
    expect(footer).toHaveTextContent('300+ conversation questions');
    expect(footer).toHaveTextContent('Find your tribe, anywhere.');
    expect(within(footer).getByRole('link', { name: 'Osaka' })).toHaveAttribute('href', '/events/city/osaka');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('header for members', () => {
  async function renderAsMember(session: Record<string, unknown>) {
    const logout = vi.fn();
    vi.resetModules();
    vi.doMock('../../../web/src/lib/member-session', () => ({
      MEMBER_TOKEN_KEY: 'fika_member_token',
      useMemberSession: () => ({ ...session, logout }),
    }));
    const { renderInLayout: render } = await import('./render-app');
    localStorage.setItem('fika_member_token', JSON.stringify({ token: 't' }));
    const rendered = render('/member-dashboard', [
      ...pages,
      { path: '/member-dashboard', element: <p>Dashboard page</p>, handle: { title: 'Dashboard', memberArea: true } },
      { path: '/member-passport', element: <p>Passport page</p>, handle: { title: 'Passport', memberArea: true } },
    ]);
    return { ...rendered, logout };
  }

  afterEach(() => {
    vi.doUnmock('../../../web/src/lib/member-session');
  });

  it('greets a member by the name before @ with stamps and tier, in a menu button', async () => {
    await renderAsMember({ status: 'member', email: 'mika@example.com', stamps: 7, tier: 'silver' });
    const button = await screen.findByRole('button', { name: /Hi, mika!/ }, { timeout: 5000 });
    expect(button).toHaveTextContent('7 stamps');
    expect(button).toHaveTextContent('🥈');
    expect(button).not.toHaveTextContent('@example.com');
    expect(button).toHaveAttribute('title', 'mika@example.com');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Dashboard, Passport and Logout live in the menu, not in the header bar.
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Passport' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('opens the menu with Dashboard, Passport and Logout; closes it on Escape and on an outside click', async () => {
    const user = userEvent.setup();
    await renderAsMember({ status: 'member', email: 'mika@example.com', stamps: 1, tier: 'new' });
    const button = await screen.findByRole('button', { name: /Hi, mika!/ }, { timeout: 5000 });
    expect(button).toHaveTextContent('1 stamp');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Signed in as mika@example.com');
    expect(within(panel).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/member-dashboard');
    expect(within(panel).getByRole('link', { name: 'Passport' })).toHaveAttribute('href', '/member-passport');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();

    await user.click(button);
    expect(panel).toBeVisible();
    await user.click(screen.getByText('Dashboard page'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('closes the menu after following its Passport link', async () => {
    const user = userEvent.setup();
    const { router } = await renderAsMember({ status: 'member', email: 'mika@example.com', stamps: 7, tier: 'silver' });
    const button = await screen.findByRole('button', { name: /Hi, mika!/ }, { timeout: 5000 });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Passport' }));
    expect(await screen.findByText('Passport page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member-passport');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs out from the menu and returns to / from a member page', async () => {
    const user = userEvent.setup();
    const { router, logout } = await renderAsMember({ status: 'member', email: 'mika@example.com', stamps: 7, tier: 'silver' });
    await user.click(await screen.findByRole('button', { name: /Hi, mika!/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Dashboard while the member details load', async () => {
    await renderAsMember({ status: 'loading' });
    expect(await screen.findByRole('link', { name: 'Dashboard' }, { timeout: 5000 })).toHaveAttribute('href', '/member-dashboard');
    expect(screen.queryByRole('button', { name: /Hi,/ })).toBeNull();
  });
});
