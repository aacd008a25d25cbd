/** The minimum age: stated on the join forms, confirmed (a required checkbox) on the curated application. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { EmailSignupForm, type SignupVariant } from '../../../web/src/features/signup/components/EmailSignupForm';
import SignupPage from '../../../web/src/features/curated/pages/SignupPage';
import { legalConstants, privacyPolicy, termsOfService } from '../../../content/site/legal';

const at = (element: React.ReactNode) => render(<RouterProvider router={createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })} />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('minimum age', () => {
  it.each(['default', 'hero', 'minimal', 'vertical'] as SignupVariant[])('the %s signup form says "You must be 18 or older to join."', (variant) => {
    at(<EmailSignupForm variant={variant} />);
    expect(screen.getByText('You must be 18 or older to join.')).toBeInTheDocument();
  });

  it('the legal pages state the same age', () => {
    expect(legalConstants.minimumAge).toBe(18);
    expect(JSON.stringify(privacyPolicy)).toContain('adults aged 18 and over');
    expect(JSON.stringify(termsOfService)).toContain('at least 18 years old');
  });

  it('the curated application is not sent until the age is confirmed', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    at(<SignupPage />);
    const form = within(screen.getByRole('form', { name: 'Your application' }));
    const box = form.getByLabelText('I confirm that I am 18 or older.');
    expect(box).not.toBeChecked();
    await user.click(form.getByRole('button', { name: 'Submit application' }));
    expect(form.getByText('Please confirm that you are 18 or older.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(box);
    expect(form.queryByText('Please confirm that you are 18 or older.')).toBeNull();
  });
});
