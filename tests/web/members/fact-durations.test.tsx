/**
 * The sign-in pages that render only in the browser (member login, the signed-out dashboard, the
 * passport before its link) against the same known wrong variants as the built pages: each names
 * the link and the session it means, with the durations of the constants the code enforces.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import MemberLoginPage from '../../../web/src/features/member/pages/MemberLoginPage';
import MemberDashboardPage from '../../../web/src/features/member/pages/MemberDashboardPage';
import { PassportLive } from '../../../web/src/features/passport/components/PassportLive';
import { DURATIONS } from '../../../content/site/facts';
import { VARIANTS, pageFromHtml } from '../../e2e/fact-variants';
import { resetMembers } from './helpers';

function renderPage(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

function variantHits(path: string, html: string) {
  const page = pageFromHtml(path, `<body>${html}</body>`);
  return VARIANTS.flatMap((v) => v.find(page).map((s) => `${v.id}: ${s}`));
}

beforeEach(resetMembers);

describe('sign-in pages state the facts’ durations', () => {
  it('/member-login: the sign-in link and the member sign-in session', () => {
    const { container } = renderPage('/member-login', <MemberLoginPage />);
    const text = container.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain(`works once, within ${DURATIONS.signInLink.text}`);
    expect(text).toContain(`member sign-in session of ${DURATIONS.memberSession.text}`);
    expect(variantHits('/member-login', container.innerHTML)).toEqual([]);
  });

  it('/member-dashboard signed out: the same link and session', async () => {
    const { container } = renderPage('/member-dashboard', <MemberDashboardPage />);
    await screen.findByText('Sign in to your dashboard');
    expect(container.textContent!.replace(/\s+/g, ' ')).toContain(`member sign-in session then lasts ${DURATIONS.memberSession.text}`);
    expect(variantHits('/member-dashboard', container.innerHTML)).toEqual([]);
  });

  it('/member-passport before the link: the passport session, not the member one', async () => {
    const { container } = renderPage('/member-passport', <PassportLive />);
    await screen.findByText(/We email you a secure link/);
    const text = container.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain(`opens a passport session of ${DURATIONS.passportSession.text}`);
    expect(variantHits('/member-passport', container.innerHTML)).toEqual([]);
  });

  it('catches the old sentences', () => {
    expect(variantHits('/x', '<p>We email you a link that signs you in for 60 minutes.</p>')).toHaveLength(1);
    expect(variantHits('/x', '<p>We email you a secure link that opens your passport for 24 hours.</p>')).toHaveLength(1);
    expect(variantHits('/x', '<p>Stamps unlock tiers from Bronze to Gold.</p>').length).toBeGreaterThan(0);
  });
});
