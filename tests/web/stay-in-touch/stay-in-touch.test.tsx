/**
 * Issue 29 point 9 in the browser: the stay-in-touch page lists the other attendees by first name,
 * saves the name and the ticks, shows an address only where the server says both chose each other,
 * and says clearly when the link is bad or the page has closed (in English and Japanese).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StayInTouchPage from '../../../web/src/features/stay-in-touch/pages/StayInTouchPage';
import { activateLocale } from '../../../web/src/lib/i18n';
import { json, stubApi } from '../api-stub';
import { renderPage } from '../pages/render-page';

const VIEW = {
  eventTitle: 'Tuesday Evening Fika',
  dateText: 'Tuesday, December 8, 2026',
  deadlineText: 'Thursday, January 7, 9:00 PM Tokyo time',
  firstName: null,
  people: [
    { id: 'tch_ben', firstName: 'Ben', chosen: false, email: null },
    { id: 'tch_chloe', firstName: 'Chloe', chosen: false, email: null },
  ],
};
const ROUTE = '/stay-in-touch/:token';

afterEach(() => {
  vi.unstubAllGlobals();
  activateLocale('en');
});

describe('/stay-in-touch/:token', () => {
  it('lists first names, saves the ticks, and shows an address only on a mutual choice', async () => {
    const calls = stubApi({
      get_stay_in_touch: () => json(200, { success: true, data: VIEW }),
      save_stay_in_touch: () =>
        json(200, { success: true, data: { ...VIEW, firstName: 'Aiko', people: [{ ...VIEW.people[0], chosen: true, email: 'ben@example.com' }, VIEW.people[1]] } }),
    });
    renderPage(StayInTouchPage, '/stay-in-touch/abc~sig', ROUTE);
    expect(await screen.findByRole('heading', { name: 'Tuesday Evening Fika' })).toBeInTheDocument();
    expect(screen.getByText(/until Thursday, January 7, 9:00 PM Tokyo time/)).toBeInTheDocument();
    expect(screen.queryByText(/@/)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your first name (what the others see)'), 'Aiko');
    await user.click(screen.getByRole('checkbox', { name: 'Ben' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.action === 'save_stay_in_touch')).toMatchObject({ data: { token: 'abc~sig', firstName: 'Aiko', choices: ['tch_ben'] } });
    expect(screen.getByRole('link', { name: 'ben@example.com' })).toHaveAttribute('href', 'mailto:ben@example.com');
    expect(screen.getByRole('checkbox', { name: 'Chloe' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Take me off this list' })).toBeInTheDocument();
  });

  it('in Japanese, with a bad link and a closed page', async () => {
    activateLocale('ja');
    stubApi({ get_stay_in_touch: () => json(200, { success: true, data: { ...VIEW, people: [] } }) });
    const first = renderPage(StayInTouchPage, '/stay-in-touch/abc~sig', ROUTE);
    expect(await screen.findByText(/まだ一覧に載っている人はいません/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '選択を保存する' })).toBeInTheDocument();
    first.unmount();
    stubApi({ get_stay_in_touch: () => json(404, { success: false, error: 'x', code: 'TOUCH_LINK_INVALID' }) });
    const bad = renderPage(StayInTouchPage, '/stay-in-touch/forged', ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('この連絡先交換のリンクは無効です');
    bad.unmount();
    activateLocale('en');
    stubApi({ get_stay_in_touch: () => json(410, { success: false, error: 'x', code: 'TOUCH_CLOSED' }) });
    renderPage(StayInTouchPage, '/stay-in-touch/old', ROUTE);
    expect(await screen.findByRole('alert')).toHaveTextContent('This stay-in-touch page has closed');
    expect(screen.queryByRole('button', { name: 'Save my choices' })).toBeNull();
  });
});
