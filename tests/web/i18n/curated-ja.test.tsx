import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import SignupPage from '../../../web/src/features/curated/pages/SignupPage';
import { SessionCard } from '../../../web/src/features/curated/components/SessionCard';
import type { Participation } from '../../../web/src/features/curated/api/curated-api';
import { activateLocale } from '../../../web/src/lib/i18n';
import { json, stubApi } from '../api-stub';

function show(path: string) {
  const router = createMemoryRouter([{ path, element: <SignupPage />, handle: { title: 'Curated' } }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

/** Latin words a Japanese form may show: the brand. */
const ALLOWED = new Set(['Fika']);
const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'-]*/g) ?? []).filter((w) => !ALLOWED.has(w));

beforeEach(() => {
  activateLocale('ja');
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  activateLocale('en');
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
vi.setConfig({ testTimeout: 20_000 });

describe('the Curated Fika application in Japanese (/ja/curated-fika-signup)', () => {
  it('shows the form in Japanese, with prices in yen and links to Japanese pages', () => {
    show('/ja/curated-fika-signup');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('無料で参加する、またはキュレーテッドフィーカに申し込む');
    expect(document.getElementById('cf-apply')).toHaveTextContent('東京は1人4,500円から、大阪は1人4,500円から');
    expect(screen.getByRole('link', { name: '開催予定のイベントを見る' })).toHaveAttribute('href', '/ja/events');
    expect(screen.getByRole('link', { name: 'メンバーポータル' })).toHaveAttribute('href', '/ja/curated-fika/member-portal');

    const form = screen.getByRole('form', { name: '申し込みフォーム' });
    expect(within(form).getByLabelText('名')).toBeInTheDocument();
    expect(within(form).getByLabelText('18歳以上であることを確認しました。')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '申し込む' })).toBeInTheDocument();
    // Option labels are Japanese; the values sent to the API stay English.
    expect(within(form).getByRole('option', { name: 'キャリア初期' })).toHaveValue('Early Career');
    expect(within(form).getByRole('option', { name: '渋谷・原宿' })).toHaveValue('Shibuya & Harajuku');
    expect(within(form).getByRole('option', { name: '東京' })).toHaveValue('Tokyo');
    expect(latinWords(form.textContent ?? '')).toEqual([]);
  });

  it('explains what is missing in Japanese and sends English option values', async () => {
    const calls = stubApi({ submit_application: () => json(200, { success: true, data: { is_premium_member: true } }) });
    const user = show('/ja/curated-fika-signup');
    const form = screen.getByRole('form', { name: '申し込みフォーム' });
    await user.click(within(form).getByRole('button', { name: '申し込む' }));
    expect(within(form).getByText('名を入力してください')).toBeInTheDocument();
    expect(within(form).getByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(within(form).getByText('興味のあることを1つ以上選んでください')).toBeInTheDocument();
    expect(within(form).getByText('18歳以上であることを確認してください。')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(within(form).getByLabelText('メールアドレス'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: '申し込む' }));
    expect(within(form).getByText('正しいメールアドレスを入力してください')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('メールアドレス'));
    await user.type(within(form).getByLabelText('メールアドレス'), 'hana@example.com');
    await user.type(within(form).getByLabelText('名'), 'Hana');
    await user.type(within(form).getByLabelText('姓'), 'Sato');
    await user.type(within(form).getByLabelText('国籍'), '日本');
    await user.type(within(form).getByLabelText('職業'), 'デザイナー');
    await user.type(within(form).getByLabelText('業界'), 'IT');
    await user.selectOptions(within(form).getByLabelText('キャリアの段階'), 'キャリア初期');
    await user.click(within(form).getByLabelText('写真'));
    await user.click(within(form).getByLabelText('異文化交流'));
    await user.selectOptions(within(form).getByLabelText('会話のスタイル'), '気軽で楽しく');
    await user.selectOptions(within(form).getByLabelText('希望のエリア'), '渋谷・原宿');
    await user.selectOptions(within(form).getByLabelText('都合のよい時間帯'), '週末の午後');
    await user.click(within(form).getByLabelText('18歳以上であることを確認しました。'));
    await user.click(within(form).getByRole('button', { name: '申し込む' }));

    expect(await screen.findByRole('heading', { name: '申し込みを受け付けました' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ action: 'submit_application' });
    expect(calls[0].data).toMatchObject({
      email: 'hana@example.com',
      career_stage: 'Early Career',
      interests: ['photography'],
      fika_goals: ['Cultural Exchange'],
      communication_style: 'Light & Fun',
      location_preference: 'Shibuya & Harajuku',
      schedule_preference: 'Weekend Afternoon',
      city: 'Tokyo',
    });
  });
});

describe('a curated session in Japanese', () => {
  it('shows the date as 年月日, the time in 24 hours with the venue zone named, and the status in Japanese', () => {
    const p = {
      id: 'p1',
      participation_status: 'confirmed',
      curated_fika_sessions: {
        id: 'cfs_p1',
        session_title: 'Curated Fika: Arts',
        session_date: '2026-11-24T10:00:00.000Z',
        session_status: 'scheduled',
        venue_timezone: 'Asia/Tokyo',
        session_duration: 90,
        venue_name: 'Koffee Mameya',
        venue_area: 'Omotesando & Aoyama',
      },
      otherParticipants: [
        { firstName: 'Ken', lastInitial: 'W' },
        { firstName: 'Lea', lastInitial: 'M' },
      ],
    } as unknown as Participation;
    render(<SessionCard participation={p} now={new Date('2026-11-01T00:00:00Z')} onCancel={() => undefined} />);
    expect(screen.getByText('2026年11月24日(火)')).toBeInTheDocument();
    expect(screen.getByText('19:00（日本時間）')).toBeInTheDocument();
    expect(screen.getByText('90分')).toBeInTheDocument();
    expect(screen.getByText('Ken W.、Lea M.')).toBeInTheDocument();
    expect(screen.getByText('表参道・青山')).toBeInTheDocument();
    expect(screen.getByText('参加確定')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '参加をキャンセルする' })).toBeInTheDocument();
  });
});
