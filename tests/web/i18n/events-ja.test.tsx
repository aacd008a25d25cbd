/**
 * The events pages in Japanese (/ja/…): the events list and an event page render with the Japanese
 * catalogues, Japanese dates (年月日), yen written 円, and the event's JSON-LD states inLanguage "ja".
 */
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { activateLocale } from '../../../web/src/lib/i18n';
import EventsPage from '../../../web/src/features/events/pages/EventsPage';
import EventDetailPage, { loader } from '../../../web/src/features/events/pages/EventDetailPage';
import { eventBySlug, events, isCancelled, nextOccurrence } from '../../../content/events/index';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../api-stub';
import { localizeEvent } from '../../../content/events/localize';
import CancelReservationPage from '../../../web/src/features/reservations/pages/CancelReservationPage';

/** Latin-letter words in `text` (brand names and codes aside, a Japanese form shows none). */
const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

beforeAll(() => activateLocale('ja'));
afterAll(() => activateLocale('en'));

function renderAt(path: string, route: Parameters<typeof createMemoryRouter>[0][number]) {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const router = createMemoryRouter([route, { path: '*', element: <p>Navigated away</p> }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

/** A listing paid online in yen that is bookable and has a next date. */
const paidInYen = events.find((e) => e.paymentEnabled && e.perEventPriceCents && e.currency === 'JPY' && !isCancelled(e) && nextOccurrence(e, new Date()))!;

describe('pizza night in Japanese', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the options in Japanese and sends the one chosen as the English option the server stores', async () => {
    const calls = stubApi({ 'email-signup': () => json(201, { success: true, message: 'ok', reservation: { rsvpStatus: 'confirmed', waitlistPosition: null, currentCount: 4, capacity: 16, waitlistCount: 0, isFull: false, duplicate: false, eventSlug: 'shimokitazawa-pizza-night' } }) });
    renderAt('/ja/events/shimokitazawa-pizza-night', { path: '/ja/events/:slug', element: <EventDetailPage />, loader, handle: { title: 'Event' } });
    const select = (await screen.findByLabelText(/どのピザ/)) as HTMLSelectElement;
    const english = eventBySlug('shimokitazawa-pizza-night')!.rsvpQuestions![0].options;
    const ja = localizeEvent(eventBySlug('shimokitazawa-pizza-night')!, 'ja').rsvpQuestions![0].options;
    expect([...select.options].slice(1).map((o) => [o.textContent, o.value])).toEqual(ja.map((label, i) => [label, english[i]]));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('メールアドレス'), 'aiko@example.com');
    await user.selectOptions(select, 'ペパロニ');
    await user.click(screen.getByRole('button', { name: /^[\d,]+円で予約する$/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/email-signup')).toMatchObject({ answers: { 'pizza-preference': 'Pepperoni' } }));
  });
});

describe('events list in Japanese', () => {
  it('shows the Japanese heading, filters and card dates', async () => {
    renderAt('/ja/events', { path: '/ja/events', element: <EventsPage />, handle: { title: 'Events' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('次のテーブルを見つけましょう');
    expect(screen.getByLabelText('都市')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'すべての都市' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '東京' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('article.event-card').length).toBeGreaterThan(0));
    const dates = [...document.querySelectorAll('article.event-card time')].map((t) => t.textContent ?? '');
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates) expect(d).toMatch(/\d{1,2}月\d{1,2}日\([月火水木金土日]\)/);
    const firstTitle = document.querySelector('article.event-card .event-card__title')?.textContent;
    expect(events.map((e) => localizeEvent(e, 'ja').title)).toContain(firstTitle);
  });
});

describe('an event page in Japanese', () => {
  it('shows the listing in Japanese with a 年月日 date, 24-hour time in Japan time, a price in 円 and JSON-LD in Japanese', async () => {
    const e = paidInYen;
    renderAt(`/ja/events/${e.slug}`, { path: '/ja/events/:slug', element: <EventDetailPage />, loader, handle: { title: 'Event' } });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent(localizeEvent(e, 'ja').title);
    expect(screen.getByRole('heading', { name: '概要' })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/\d{4}年\d{1,2}月\d{1,2}日\([月火水木金土日]\)/);
    expect(document.body.textContent).toMatch(/\d{2}:\d{2}〜\d{2}:\d{2}（日本時間）/);
    expect(screen.getByRole('button', { name: /^[\d,]+円で予約する$/ })).toBeInTheDocument();
    // The registration box (a form) is Japanese throughout.
    const box = document.querySelector('.event-register') as HTMLElement;
    expect(box.textContent).toContain('席を予約する');
    expect(latinWords(box.textContent ?? '')).toEqual([]);
    await waitFor(() => expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(ld.inLanguage).toBe('ja');
    expect(ld.name).toBe(localizeEvent(e, 'ja').title);
    expect(String(ld.url)).toMatch(new RegExp(`/ja/events/${e.slug}$`));
  });
});

describe('the cancel page in Japanese', () => {
  it('asks for the link or code in Japanese', () => {
    renderAt('/ja/cancel-reservation', { path: '/ja/cancel-reservation', element: <CancelReservationPage />, handle: { title: 'Cancel your reservation' } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('予約のキャンセル');
    expect(screen.getByLabelText('キャンセル用リンクまたはコード')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次へ' })).toBeInTheDocument();
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });
});
