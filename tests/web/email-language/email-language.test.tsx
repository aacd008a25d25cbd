/**
 * The dashboard's email language: it shows the stored language, saves a change with set_language
 * (sending the page's language as X-Fika-Locale), and reads in Japanese on a Japanese page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailLanguage } from '../../../web/src/features/email-language/EmailLanguage';
import { activateLocale } from '../../../web/src/lib/i18n';
import { json } from '../api-stub';

function stub(stored: 'en' | 'ja') {
  const sent: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string);
      sent.push({ body, headers: init.headers as Record<string, string> });
      if (body.action === 'get_language') return json(200, { success: true, data: { language: stored, chosen: false } });
      if (body.action === 'set_language') return json(200, { success: true, data: { language: body.data.language, chosen: true } });
      return json(404, { success: false, error: 'no' });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('email language', () => {
  it('shows the stored language and saves a change', async () => {
    const sent = stub('en');
    const user = userEvent.setup();
    render(<EmailLanguage token="tok" />);
    const select = await screen.findByLabelText('Email language');
    await vi.waitFor(() => expect(select).toHaveValue('en'));
    await user.selectOptions(select, 'ja');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const set = sent.find((s) => s.body.action === 'set_language')!;
    expect(set.body.data).toEqual({ token: 'tok', language: 'ja' });
    expect(set.headers['x-fika-locale']).toBe('en');
  });

  it('reads in Japanese on a Japanese page, and the API calls say so', async () => {
    activateLocale('ja');
    const sent = stub('ja');
    const user = userEvent.setup();
    render(<EmailLanguage token="tok" />);
    expect(screen.getByRole('heading', { name: 'メールの言語' })).toBeInTheDocument();
    const select = screen.getByLabelText('メールの言語');
    await vi.waitFor(() => expect(select).toHaveValue('ja'));
    expect(screen.getByRole('option', { name: '英語' })).toBeInTheDocument();
    await user.selectOptions(select, 'en');
    expect(await screen.findByText('保存しました')).toBeInTheDocument();
    expect(sent.every((s) => s.headers['x-fika-locale'] === 'ja')).toBe(true);
  });
});
