import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import SignupPage from '../../../web/src/features/curated/pages/SignupPage';
import MemberPortalPage from '../../../web/src/features/curated/pages/MemberPortalPage';
import { MEMBER_PORTAL_CODE_MESSAGE } from '../../../functions/curated/access';
import { json, stubApi } from '../api-stub';

function show(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element, handle: { title: 'Curated' } }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

const scrolled: Element[] = [];
beforeEach(() => {
  localStorage.clear();
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
vi.setConfig({ testTimeout: 20_000 });

describe('the application page (/curated-fika-signup)', () => {
  it('opens with the choice: the free ways in, linked to real pages, then applying', () => {
    show('/curated-fika-signup', <SignupPage />);
    const free = screen.getByRole('article', { name: 'Join free' });
    const apply = screen.getByRole('article', { name: 'Apply for Curated Fika' });
    const form = screen.getByRole('form', { name: 'Your application' });
    // The choice comes before the form.
    expect(free.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(apply.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(free).getByRole('link', { name: 'Browse upcoming events' })).toHaveAttribute('href', '/events');
    expect(within(free).getByRole('link', { name: 'How the passport works' })).toHaveAttribute('href', '/member-passport');
    // The newsletter signup works right here.
    expect(within(free).getByLabelText('Email address')).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: 'Join the Community' })).toBeInTheDocument();
    const start = within(apply).getByRole('link', { name: 'Start your application' });
    const target = document.getElementById(start.getAttribute('href')!.slice(1));
    expect(target).toHaveTextContent('Premium membership is required');
    expect(target!.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('signs up for the newsletter from the page with its own source', async () => {
    const calls = stubApi({ 'email-signup': () => json(200, { success: true, message: 'Welcome to the community!' }) });
    const user = show('/curated-fika-signup', <SignupPage />);
    const free = screen.getByRole('article', { name: 'Join free' });
    await user.type(within(free).getByLabelText('Email address'), 'newbie@example.com');
    await user.click(within(free).getByRole('button', { name: 'Join the Community' }));
    expect(await within(free).findByText('Welcome to the community!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/email-signup', email: 'newbie@example.com', source: 'curated-fika-signup' });
  });

  it('looks busy while sending, then brings the success into view and focuses it', async () => {
    let answer!: (r: Response) => void;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const user = show('/curated-fika-signup', <SignupPage />);
    const form = screen.getByRole('form', { name: 'Your application' });
    const f = within(form);
    await user.type(f.getByLabelText('First name'), 'Hana');
    await user.type(f.getByLabelText('Last name'), 'Sato');
    await user.type(f.getByLabelText('Email'), 'hana@example.com');
    await user.type(f.getByLabelText('Nationality'), 'Japanese');
    await user.type(f.getByLabelText('Profession'), 'Architect');
    await user.type(f.getByLabelText('Industry'), 'Design');
    await user.selectOptions(f.getByLabelText('Career stage'), 'Mid-Career');
    await user.click(f.getByLabelText('Technology'));
    await user.click(f.getByLabelText('Making Friends'));
    await user.selectOptions(f.getByLabelText('Communication style'), 'Deep Conversations');
    await user.selectOptions(f.getByLabelText('Preferred area'), 'Nakameguro');
    await user.selectOptions(f.getByLabelText('When can you meet?'), 'Weekend Morning');
    await user.click(f.getByLabelText('I confirm that I am 18 or older.'));
    await user.click(f.getByRole('button', { name: 'Submit application' }));

    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(f.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(f.getByText('Sending your application…')).toBeInTheDocument();
    expect(f.getByLabelText('First name')).toBeDisabled();

    answer(json(201, { success: true, data: { applicationId: 'cfa_1', application_status: 'submitted', is_premium_member: true } }));
    const thanks = (await screen.findByRole('heading', { name: 'Application received' })).closest('section')!;
    expect(thanks).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(thanks);
    expect(scrolled).toContain(thanks);
    expect(screen.queryByRole('form', { name: 'Your application' })).toBeNull();
  });
});

describe('the member portal', () => {
  it('clears a stale "Invalid verification code" when a later code opens the portal', async () => {
    let tries = 0;
    stubApi({
      send_session_access_code: () => json(200, { success: true, data: { message: MEMBER_PORTAL_CODE_MESSAGE } }),
      get_sessions_by_email_with_code: () =>
        ++tries === 1
          ? json(401, { success: false, error: 'Invalid verification code' })
          : json(200, {
              success: true,
              data: [],
              session: { token: 'tok_1', email: 'aiko@example.com', expiresAt: new Date(Date.now() + 2 * 3600_000).toISOString() },
              application: { first_name: 'Aiko', application_status: 'submitted' },
            }),
      get_member_portal: () =>
        json(200, {
          success: true,
          data: {
            email: 'aiko@example.com',
            application: { first_name: 'Aiko', application_status: 'submitted', submitted_at: '2026-11-20T00:00:00.000Z', city: 'Tokyo', country: 'Japan', is_premium_member: true },
            participations: [],
          },
        }),
    });
    const user = show('/curated-fika/member-portal', <MemberPortalPage />);
    await user.type(await screen.findByLabelText('Email address'), 'aiko@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    const input = await screen.findByLabelText('Verification code');
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify & Open Portal' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Open Portal' }));
    expect(await screen.findByRole('heading', { name: 'Hi Aiko' })).toBeInTheDocument();
    expect(screen.queryByText('Invalid verification code')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Our team reviews every application by hand.', { exact: false })).toBeInTheDocument();
  });
});
