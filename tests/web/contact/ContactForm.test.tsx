import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import ContactPage from '../../../web/src/features/contact/components/ContactPage';
import { contactQuickAnswers } from '../../../content/site/faq';
import { CONTACT_EMAIL } from '../../../web/src/lib/seo';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(answer: () => Response | Promise<Response> = () => json(201, { success: true, data: { id: 'msg_1' } })) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/contact', element: <ContactPage />, handle: { title: 'Contact us' } }], { initialEntries: ['/contact'] });
  render(<RouterProvider router={router} />);
  return { fetchMock, user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, v: { name?: string; email?: string; subject?: string; message?: string; category?: string }) {
  if (v.name) await user.type(screen.getByLabelText('Name'), v.name);
  if (v.email) await user.type(screen.getByLabelText('Email'), v.email);
  if (v.subject) await user.type(screen.getByLabelText('Subject'), v.subject);
  if (v.category) await user.selectOptions(screen.getByLabelText('Category'), v.category);
  if (v.message) await user.type(screen.getByLabelText('Message'), v.message);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact page', () => {
  it('shows the heading, contact info, Quick Answers and three social links', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('Tokyo, Osaka, Fukuoka and Honolulu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quick Answers' })).toBeInTheDocument();
    for (const q of contactQuickAnswers) expect(screen.getByText(q.question)).toBeInTheDocument();
    const follow = screen.getByRole('heading', { name: 'Follow Us' }).closest('section')!;
    expect(follow.querySelectorAll('a')).toHaveLength(3);
  });

  it('prefills the subject from ?subject= (the merchandise links)', async () => {
    window.history.replaceState(null, '', '/contact?subject=About%20the%20enamel%20pin');
    setup();
    expect(await screen.findByDisplayValue('About the enamel pin')).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('offers the eight inquiry categories', () => {
    setup();
    const values = [...(screen.getByLabelText('Category') as HTMLSelectElement).options].map((o) => o.value);
    expect(values).toEqual(['general', 'events', 'membership', 'partnerships', 'media', 'privacy', 'feedback', 'technical']);
  });

  it('shows the field validation messages and sends nothing', async () => {
    const { fetchMock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await fill(user, { email: 'aiko@', message: 'short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters long')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('counts the message as length/1000 without a hard cap at 1000', async () => {
    const { user } = setup();
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Hello fika');
    expect(screen.getByText('10/1000')).toBeInTheDocument();
    const long = 'x'.repeat(1200);
    await user.clear(screen.getByLabelText('Message'));
    await user.click(screen.getByLabelText('Message'));
    await user.paste(long);
    expect(screen.getByText('1200/1000')).toBeInTheDocument();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toHaveLength(1200);
  });

  it('sends the full contact body, then resets the form and shows the success banner', async () => {
    const { fetchMock, user } = setup();
    await fill(user, { name: 'Aiko Tanaka', email: 'aiko@example.com', subject: 'Hosting', category: 'partnerships', message: 'We would love to host a fika at our cafe.' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for reaching out. We've received your message and will get back to you within 24 hours.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-form');
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      name: 'Aiko Tanaka',
      email: 'aiko@example.com',
      subject: 'Hosting',
      inquiryType: 'partnerships',
      message: 'We would love to host a fika at our cafe.',
      agreeToContact: true,
      source: 'website-contact-form',
      metadata: { referrer: 'direct' },
    });
    expect(Object.keys(body.metadata).sort()).toEqual(['currentUrl', 'referrer', 'timestamp', 'timezone', 'userAgent']);
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the failure banner with the contact address when sending fails', async () => {
    const { user } = setup(() => json(429, { success: false, error: 'Too many requests. Please wait a moment and try again.' }));
    await fill(user, { name: 'Aiko', email: 'aiko@example.com', subject: 'Hi', message: 'A message long enough.' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByText(`We couldn't send your message. Please try again or email us directly at ${CONTACT_EMAIL}.`)).toBeInTheDocument();
    // the visitor's text is kept so they can try again
    expect(screen.getByLabelText('Message')).toHaveValue('A message long enough.');
  });
});
